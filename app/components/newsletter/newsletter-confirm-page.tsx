import { CheckCircle2 } from "lucide-react";
import { newsletterConfirm as englishCopy } from "~/content/newsletter";
import { newsletterConfirm as frenchCopy } from "~/content/fr/newsletter";
import type { NewsletterConfirmView } from "~/domain/newsletter/newsletter-signup";
import { useCopy, useLocalizedPath } from "~/i18n/locale-context";
import { ButtonLink } from "../ui/button-link";
import { submitButtonClasses } from "../forms/lead-form-parts";

/**
 * The page a confirmation link opens. Only its button confirms (a POST with the token in a
 * hidden field): mail scanners that follow links confirm nothing.
 */
export function NewsletterConfirmPage({
  view,
}: {
  view: NewsletterConfirmView;
}) {
  const words = useCopy({ en: englishCopy, fr: frenchCopy });
  const localized = useLocalizedPath();
  const [heading, lead] =
    view.state === "pending"
      ? [words.heading, words.lead]
      : view.state === "confirmed"
        ? view.justNow
          ? [words.confirmedHeading, words.confirmedLead]
          : [words.alreadyHeading, words.alreadyLead]
        : view.state === "expired"
          ? [words.expiredHeading, words.expiredLead]
          : [words.invalidHeading, words.invalidLead];
  return (
    <section className="page-container py-16 sm:py-24">
      {view.state === "confirmed" ? (
        <CheckCircle2 aria-hidden="true" className="size-10 text-success-700" />
      ) : null}
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-ink-900 sm:text-4xl">
        {heading}
      </h1>
      <p className="mt-4 max-w-2xl text-lg leading-8 text-text-muted">{lead}</p>
      <div className="mt-8 flex flex-wrap gap-4">
        {view.state === "pending" ? (
          <form method="post">
            <input type="hidden" name="token" value={view.token} />
            <button type="submit" className={submitButtonClasses}>
              {words.button}
            </button>
          </form>
        ) : view.state === "confirmed" ? (
          <>
            {view.justNow ? (
              <a
                href={view.preferencesUrl}
                className="inline-flex min-h-11 items-center font-medium text-brand-700 underline underline-offset-2"
              >
                {words.preferencesLink}
              </a>
            ) : null}
            <ButtonLink to={localized("/blog")} variant="secondary">
              {words.home}
            </ButtonLink>
          </>
        ) : (
          <ButtonLink to={localized("/newsletter")}>
            {words.subscribeAgain}
          </ButtonLink>
        )}
      </div>
    </section>
  );
}
