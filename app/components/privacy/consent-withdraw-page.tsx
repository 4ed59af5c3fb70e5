import { CheckCircle2 } from "lucide-react";
import {
  consentWithdrawCopy,
  type ConsentWithdrawView,
} from "~/domain/privacy/consent-withdraw-copy";
import { useCopy, useLocalizedPath } from "~/i18n/locale-context";
import { submitButtonClasses } from "../forms/lead-form-parts";

/**
 * The page a withdrawal link opens: one button (a POST, the token in a hidden field), then a
 * clear confirmation. Works without JavaScript; pressing it twice says the same.
 */
export function ConsentWithdrawPage({ view }: { view: ConsentWithdrawView }) {
  const words = useCopy(consentWithdrawCopy);
  const localized = useLocalizedPath();
  const [heading, lead] =
    view.state === "ready"
      ? [words.heading[view.purpose], words.lead[view.purpose]]
      : view.state === "done"
        ? [words.doneHeading, words.doneLead[view.purpose]]
        : [words.invalidHeading, words.invalidLead];
  return (
    <section className="page-container py-16 sm:py-24">
      {view.state === "done" ? (
        <CheckCircle2 aria-hidden="true" className="size-10 text-success-700" />
      ) : null}
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-ink-900 sm:text-4xl">
        {heading}
      </h1>
      <p
        role={view.state === "done" ? "status" : undefined}
        className="mt-4 max-w-2xl text-lg leading-8 text-text-muted"
      >
        {lead}
      </p>
      <div className="mt-8 flex flex-wrap items-center gap-4">
        {view.state === "ready" ? (
          <form method="post">
            <input type="hidden" name="token" value={view.token} />
            <button type="submit" className={submitButtonClasses}>
              {words.button[view.purpose]}
            </button>
          </form>
        ) : null}
        <a
          href={localized("/privacy")}
          className="inline-flex min-h-11 items-center font-medium text-brand-700 underline underline-offset-2"
        >
          {words.privacyLink}
        </a>
      </div>
    </section>
  );
}
