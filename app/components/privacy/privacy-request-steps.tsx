import { FormattedMessage } from "react-intl";
import { site } from "~/content/site";
import { useLocale } from "~/i18n/locale-context";
import { localizedPath } from "~/i18n/locale";

/** Beside the request form: what happens next, and who answers. */
export function PrivacyRequestSteps() {
  const locale = useLocale();
  return (
    <aside className="grid content-start gap-6 text-base leading-7 text-ink-900">
      <section className="grid gap-3">
        <h2 className="text-lg font-semibold">
          <FormattedMessage
            id="privacy.request.steps.title"
            defaultMessage="What happens next"
          />
        </h2>
        <ol className="grid list-decimal gap-2 pl-5">
          <li>
            <FormattedMessage
              id="privacy.request.steps.code"
              defaultMessage="We e-mail a 6-digit code to the address you give. Enter it within 10 minutes to confirm the address is yours."
            />
          </li>
          <li>
            <FormattedMessage
              id="privacy.request.steps.clock"
              defaultMessage="From then, we have 30 days to answer. If we need more, we tell you why before that date (at most 30 more days)."
            />
          </li>
          <li>
            <FormattedMessage
              id="privacy.request.steps.answer"
              defaultMessage="A copy of your data comes as a download link that asks for a new code and expires after 7 days."
            />
          </li>
        </ol>
      </section>
      <section className="grid gap-2">
        <h2 className="text-lg font-semibold">
          <FormattedMessage
            id="privacy.request.steps.officer"
            defaultMessage="Our Privacy Officer"
          />
        </h2>
        <p>
          <FormattedMessage
            id="privacy.request.steps.officerBody"
            defaultMessage="Answers every request and complaint: {email}."
            values={{
              email: (
                <a
                  className="font-semibold text-brand-700 underline underline-offset-4"
                  href={`mailto:${site.privacyEmail}`}
                >
                  {site.privacyEmail}
                </a>
              ),
            }}
          />
        </p>
        <p>
          <a
            className="font-semibold text-brand-700 underline underline-offset-4"
            href={localizedPath("/privacy", locale)}
          >
            <FormattedMessage
              id="privacy.request.steps.notice"
              defaultMessage="Read our privacy policy"
            />
          </a>
        </p>
      </section>
    </aside>
  );
}
