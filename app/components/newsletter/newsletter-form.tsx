import { HoneypotField } from "~/components/forms/honeypot-field";
import { newsletterSignup as englishCopy } from "~/content/newsletter";
import { newsletterSignup as frenchCopy } from "~/content/fr/newsletter";
import { trackingFieldNames } from "~/domain/forms/consent";
import {
  NEWSLETTER_EMAIL_FIELD,
  type NewsletterSignupResponse,
} from "~/domain/newsletter/newsletter-response";
import { useCopy, useLocale, useLocalizedPath } from "~/i18n/locale-context";
import { cx } from "../ui/cx";
import { submitButtonClasses } from "../forms/lead-form-parts";

const FORM_ID = "newsletter-form";

/**
 * The full sign-up form of /newsletter: signed token (fill time), honeypot, consent line.
 * Without JavaScript it posts to its own page; with it, app/enhance/newsletter-box.ts sends it
 * to /api/newsletter and answers in the live region. After a post, `answer` is what the
 * server said and `email`/`page` what goes back in the form.
 */
export function NewsletterForm({
  formToken,
  pagePath,
  answer,
}: {
  formToken: string;
  pagePath: string;
  answer?: {
    response: NewsletterSignupResponse;
    email: string;
    page: string | null;
  };
}) {
  const words = useCopy({ en: englishCopy, fr: frenchCopy });
  const locale = useLocale();
  const localized = useLocalizedPath();
  const response = answer?.response;
  const token = (response?.ok === false && response.formToken) || formToken;
  const invalid = response?.ok === false && response.kind === "invalid";
  return (
    <form
      id={FORM_ID}
      method="post"
      noValidate
      data-enhance="newsletter-box"
      data-pending-label={words.subscribing}
      data-unavailable={words.unavailable}
      aria-labelledby="newsletter-form-heading"
      className="grid gap-4"
    >
      <h2 id="newsletter-form-heading" className="sr-only">
        {words.pageTitle}
      </h2>
      <input type="hidden" name={trackingFieldNames.token} value={token} />
      <input type="hidden" name={trackingFieldNames.locale} value={locale} />
      <input
        type="hidden"
        name={trackingFieldNames.pagePath}
        value={answer?.page ?? pagePath}
      />
      <HoneypotField />
      <div className="grid gap-1.5">
        <label
          htmlFor="newsletter-email"
          className="text-sm font-medium text-ink-900"
        >
          {words.emailLabel}
        </label>
        <input
          id="newsletter-email"
          type="email"
          name={NEWSLETTER_EMAIL_FIELD}
          autoComplete="email"
          required
          maxLength={254}
          defaultValue={answer?.email ?? ""}
          aria-invalid={invalid || undefined}
          aria-describedby="newsletter-consent newsletter-status"
          // Only after a post without JavaScript that needs another press: focus on the field.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus={response?.ok === false}
          className="block min-h-11 w-full rounded-lg border border-line bg-white px-3.5 py-2.5 text-base text-ink-900 focus-visible:outline-3 focus-visible:outline-focus aria-[invalid=true]:border-danger-700"
        />
      </div>
      <p id="newsletter-consent" className="text-sm leading-6 text-text-muted">
        {words.consent}{" "}
        <a
          href={localized("/privacy")}
          className="font-medium text-brand-700 underline underline-offset-2"
        >
          {words.privacyLink}
        </a>
        .
      </p>
      <div>
        <button type="submit" className={submitButtonClasses}>
          {words.subscribe}
        </button>
      </div>
      <p
        id="newsletter-status"
        role="status"
        aria-live="polite"
        // After a post without JavaScript that signed the reader up, the page opens on its
        // answer: focused, it is in view and read out (a status present at load is not).
        tabIndex={response?.ok ? -1 : undefined}
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus={response?.ok === true}
        className={cx(
          "min-h-6 text-sm font-medium",
          response && !response.ok && response.kind !== "retry"
            ? "text-danger-700"
            : response?.ok
              ? "text-success-700"
              : "text-ink-900",
        )}
      >
        {response?.message}
      </p>
    </form>
  );
}
