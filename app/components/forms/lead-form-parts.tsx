import type { ReactNode } from "react";
import { useActionData } from "react-router";
import { FormattedMessage } from "react-intl";
import { HoneypotField } from "./honeypot-field";
import { useLocale, useLocalizedPath } from "~/i18n/locale-context";
import { consentTexts } from "~/domain/forms/consent-text";
import {
  trackingFieldNames,
  utmFieldNames,
  type FormKind,
} from "~/domain/forms/consent";
import { leadFormEndpoint } from "~/domain/forms/lead-form-catalog";
import type { LeadActionData } from "~/domain/forms/lead-form-response";
import {
  FORM_CONFIRMATION_ATTRIBUTE,
  formConfirmationClasses,
} from "~/domain/forms/form-confirmation";
import { formErrorsId } from "~/domain/forms/validate-form";
import type { Attribution } from "./attribution";
import { cx } from "../ui/cx";

/** What a form page's loader hands its form: a fresh token and server-side attribution. */
export type LeadFormContext = {
  formToken: string;
  pagePath: string;
  attribution: Attribution;
};

/**
 * The <form> of every public lead form. Without JavaScript it posts to its page, which
 * validates, stores and re-renders (noValidate: the server's messages are the spec's, the
 * browser's bubbles are not). With JavaScript app/enhance/lead-form.ts (or get-started.ts)
 * validates in the browser with the same schema and sends it to `data-endpoint`.
 */
export function LeadFormElement({
  kind,
  id,
  label,
  multipart,
  enhancer = "lead-form",
  className,
  children,
}: {
  kind: FormKind;
  id: string;
  label: string;
  multipart?: boolean;
  enhancer?: "lead-form" | "get-started";
  className?: string;
  children: ReactNode;
}) {
  return (
    <form
      id={id}
      method="post"
      encType={multipart ? "multipart/form-data" : undefined}
      noValidate
      aria-label={label}
      data-enhance={enhancer}
      data-form-kind={kind}
      data-endpoint={leadFormEndpoint(kind)}
      className={className}
    >
      {children}
    </form>
  );
}

/**
 * The hidden part of every public form: its signed token (fill time, idempotency), the
 * page it was on, attribution (the browser puts first-touch values in before sending), and
 * a honeypot field people never see.
 */
export function LeadFormHiddenFields({
  formId,
  formToken,
  pagePath,
  attribution,
}: LeadFormContext & { formId: string }) {
  const attributionNames = [
    trackingFieldNames.referrer,
    ...utmFieldNames,
  ] as const;
  // After an expired token the action hands back a renewed one (dated so that sending again
  // at once is not taken for a bot): it wins over the loader's brand-new token.
  const answer = useActionData<LeadActionData>();
  const locale = useLocale();
  const renewed =
    answer && (!answer.formId || answer.formId === formId)
      ? answer.formToken
      : undefined;
  return (
    <div>
      <input type="hidden" name="_formId" value={formId} />
      {/* The JSON API has one URL for both languages: the page says which it was (validated there). */}
      <input type="hidden" name={trackingFieldNames.locale} value={locale} />
      <input
        type="hidden"
        name={trackingFieldNames.token}
        value={renewed ?? formToken}
      />
      <input
        type="hidden"
        name={trackingFieldNames.pagePath}
        value={pagePath}
      />
      {attributionNames.map((name) => (
        <input
          key={name}
          type="hidden"
          name={name}
          value={attribution[name] ?? ""}
        />
      ))}
      <HoneypotField />
    </div>
  );
}

/** Errors of the whole form (e.g. rate-limited): always present, so the browser can fill it and it is announced. */
export function FormErrors({
  formId,
  errors,
}: {
  formId: string;
  errors: readonly string[];
}) {
  return (
    <div
      id={formErrorsId(formId)}
      role="alert"
      className="rounded-lg border border-danger-700/30 bg-danger-50 px-4 py-3 text-sm text-danger-700 empty:hidden"
    >
      {errors.map((error) => (
        <p key={error}>{error}</p>
      ))}
    </div>
  );
}

/** The consent line of the page's language: the one stored with the submission (lead-post.server.ts). */
export function ConsentNote({ kind }: { kind: keyof typeof consentTexts.en }) {
  const locale = useLocale();
  const localized = useLocalizedPath();
  // The stored consent text must match what is shown: the link is appended, not part of it.
  return (
    <p className="text-sm leading-6 text-text-muted">
      {consentTexts[locale][kind]}{" "}
      <a
        href={localized("/privacy")}
        className="font-medium text-brand-700 underline underline-offset-2"
      >
        <FormattedMessage
          id="forms.readPrivacyPolicy"
          defaultMessage="Read the Privacy Policy"
        />
      </a>
      .
    </p>
  );
}

export const submitButtonClasses =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-brand-700 px-6 py-2.5 text-sm font-semibold text-white " +
  "hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-70";

/** The submit button; while an enhanced submission is pending it is disabled and reads `pendingLabel`. */
export function SubmitButton({
  label,
  pendingLabel,
  className,
}: {
  label: string;
  pendingLabel: string;
  className?: string;
}) {
  return (
    <button
      type="submit"
      data-pending-label={pendingLabel}
      className={cx(submitButtonClasses, className)}
    >
      {label}
    </button>
  );
}

/**
 * The confirmation of a stored submission, in the form itself: it stays until the next one
 * (a toast alone vanished before it was read). After a post without JavaScript it takes focus,
 * so the page opens on it and a screen reader reads it (a status present at load is not announced).
 */
export function InlineConfirmation({
  title,
  message,
}: {
  title: string;
  message?: string;
}) {
  return (
    <div
      role="status"
      tabIndex={-1}
      {...{ [FORM_CONFIRMATION_ATTRIBUTE]: "" }}
      // The page's answer to the visitor's own post: focus belongs on it.
      // eslint-disable-next-line jsx-a11y/no-autofocus
      autoFocus
      className={formConfirmationClasses}
    >
      <p className="font-semibold">{title}</p>
      {message ? <p>{message}</p> : null}
    </div>
  );
}
