import { defineMessages, FormattedMessage, useIntl } from "react-intl";
import { HoneypotField } from "~/components/forms/honeypot-field";
import { submitButtonClasses } from "~/components/forms/lead-form-parts";
import { cx } from "~/components/ui/cx";
import { Field } from "~/components/ui/field";
import { FormAlert } from "~/components/ui/form-alert";
import { trackingFieldNames } from "~/domain/forms/consent";
import {
  PRIVACY_REQUEST_KINDS,
  type PrivacyRequestKind,
} from "~/domain/privacy/privacy-enums";
import {
  DETAILS_MAX,
  PRIVACY_REQUEST_FIELDS,
} from "~/domain/privacy/privacy-request-form";
import { formatMessage, type Message } from "~/i18n/message";

export const privacyInputClasses =
  "block min-h-11 w-full rounded-lg border border-line bg-white px-3.5 py-2.5 text-base text-ink-900 focus-visible:outline-3 focus-visible:outline-focus aria-[invalid=true]:border-danger-700";

type Answer = {
  fieldErrors: Record<string, string[]>;
  formError: Message | string | null;
  values: Record<string, string>;
};

const FIELD_ORDER = [
  PRIVACY_REQUEST_FIELDS.kind,
  PRIVACY_REQUEST_FIELDS.email,
  PRIVACY_REQUEST_FIELDS.name,
  PRIVACY_REQUEST_FIELDS.details,
];

const KIND_LABELS = defineMessages({
  access: {
    id: "privacy.request.kind.access",
    defaultMessage: "See the personal information you hold about me",
  },
  portability: {
    id: "privacy.request.kind.portability",
    defaultMessage: "Get a copy of what I gave you, in a file I can reuse",
  },
  rectification: {
    id: "privacy.request.kind.rectification",
    defaultMessage: "Correct information about me",
  },
  erasure: {
    id: "privacy.request.kind.erasure",
    defaultMessage: "Delete my personal information",
  },
  withdraw_consent: {
    id: "privacy.request.kind.withdrawConsent",
    defaultMessage: "Withdraw a consent I gave (newsletter, keeping my résumé)",
  },
  complaint: {
    id: "privacy.request.kind.complaint",
    defaultMessage: "Make a complaint about how you handled my information",
  },
}) satisfies Record<PrivacyRequestKind, unknown>;

const KIND_HINTS = defineMessages({
  access: {
    id: "privacy.request.kindHint.access",
    defaultMessage:
      "What we hold, where it came from, what we use it for and who we shared it with.",
  },
  portability: {
    id: "privacy.request.kindHint.portability",
    defaultMessage:
      "A zip file with JSON and CSV files and the documents you sent us.",
  },
  rectification: {
    id: "privacy.request.kindHint.rectification",
    defaultMessage: "Tell us below what is wrong and what it should say.",
  },
  erasure: {
    id: "privacy.request.kindHint.erasure",
    defaultMessage:
      "We delete everything the law does not oblige us to keep, and tell you what we keep and until when.",
  },
  withdraw_consent: {
    id: "privacy.request.kindHint.withdrawConsent",
    defaultMessage: "We stop the use you had agreed to from then on.",
  },
  complaint: {
    id: "privacy.request.kindHint.complaint",
    defaultMessage:
      "Our Privacy Officer answers it; you may also turn to a regulator at any time.",
  },
}) satisfies Record<PrivacyRequestKind, unknown>;

/**
 * The privacy request form (decision 072): what the person asks, their address (where the code
 * goes), optionally their name, and details. Posted to the page itself; no script needed.
 */
export function PrivacyRequestForm({
  formToken,
  verifiedEmail,
  answer,
}: {
  formToken: string;
  verifiedEmail: string | null;
  answer?: Answer;
}) {
  const intl = useIntl();
  const errorOf = (name: string) => answer?.fieldErrors[name]?.[0];
  const firstError = FIELD_ORDER.find((name) => errorOf(name));
  const formError = answer?.formError
    ? formatMessage(intl, answer.formError)
    : null;
  const chosen = answer?.values[PRIVACY_REQUEST_FIELDS.kind];
  const kindError = errorOf(PRIVACY_REQUEST_FIELDS.kind);
  return (
    <form
      method="post"
      noValidate
      aria-labelledby="privacy-request-heading"
      className="grid gap-6"
    >
      <h2
        id="privacy-request-heading"
        className="text-xl font-semibold text-ink-900"
      >
        <FormattedMessage
          id="privacy.request.form.heading"
          defaultMessage="Your request"
        />
      </h2>
      <input type="hidden" name={trackingFieldNames.token} value={formToken} />
      <HoneypotField />
      <FormAlert message={formError} focus={!firstError} />
      <fieldset
        className="grid gap-3"
        aria-describedby={kindError ? "privacy-kind-error" : undefined}
      >
        <legend className="mb-3 text-sm font-medium text-ink-900">
          <FormattedMessage
            id="privacy.request.form.kind"
            defaultMessage="What would you like us to do?"
          />
        </legend>
        {PRIVACY_REQUEST_KINDS.map((kind, index) => {
          const id = `privacy-kind-${kind}`;
          return (
            <div
              key={kind}
              className="flex items-start gap-3 rounded-lg border border-line bg-white p-4"
            >
              <input
                type="radio"
                id={id}
                name={PRIVACY_REQUEST_FIELDS.kind}
                value={kind}
                defaultChecked={chosen === kind}
                aria-describedby={`${id}-hint`}
                // eslint-disable-next-line jsx-a11y/no-autofocus
                autoFocus={
                  firstError === PRIVACY_REQUEST_FIELDS.kind && index === 0
                    ? true
                    : undefined
                }
                className="mt-1 size-5 shrink-0 accent-brand-700"
              />
              <span className="grid gap-1">
                <label
                  htmlFor={id}
                  className="text-base font-semibold text-ink-900"
                >
                  {intl.formatMessage(KIND_LABELS[kind])}
                </label>
                <span id={`${id}-hint`} className="text-sm text-text-muted">
                  {intl.formatMessage(KIND_HINTS[kind])}
                </span>
              </span>
            </div>
          );
        })}
        <p
          id="privacy-kind-error"
          className={cx(
            "min-h-5 text-sm font-medium text-danger-700",
            !kindError && "sr-only",
          )}
        >
          {kindError}
        </p>
      </fieldset>
      <div className="grid gap-4">
        <Field
          name={PRIVACY_REQUEST_FIELDS.email}
          label={intl.formatMessage({
            id: "privacy.request.form.email",
            defaultMessage: "Your e-mail address",
          })}
          hint={
            verifiedEmail
              ? intl.formatMessage(
                  {
                    id: "privacy.request.form.emailVerified",
                    defaultMessage:
                      "You are signed in with two-step verification: for {email} no code is needed.",
                  },
                  { email: verifiedEmail },
                )
              : intl.formatMessage({
                  id: "privacy.request.form.emailHint",
                  defaultMessage:
                    "The address our records would hold. We send a code to it to confirm it is yours.",
                })
          }
          error={errorOf(PRIVACY_REQUEST_FIELDS.email)}
          focus={firstError === PRIVACY_REQUEST_FIELDS.email}
        >
          {(control) => (
            <input
              {...control}
              type="email"
              autoComplete="email"
              required
              maxLength={255}
              defaultValue={
                answer?.values[PRIVACY_REQUEST_FIELDS.email] ??
                verifiedEmail ??
                ""
              }
              className={privacyInputClasses}
            />
          )}
        </Field>
        <Field
          name={PRIVACY_REQUEST_FIELDS.name}
          label={intl.formatMessage({
            id: "privacy.request.form.name",
            defaultMessage: "Your name (optional)",
          })}
          hint={intl.formatMessage({
            id: "privacy.request.form.nameHint",
            defaultMessage: "Helps us find records filed under your name.",
          })}
          error={errorOf(PRIVACY_REQUEST_FIELDS.name)}
          focus={firstError === PRIVACY_REQUEST_FIELDS.name}
        >
          {(control) => (
            <input
              {...control}
              type="text"
              autoComplete="name"
              maxLength={120}
              defaultValue={answer?.values[PRIVACY_REQUEST_FIELDS.name] ?? ""}
              className={privacyInputClasses}
            />
          )}
        </Field>
        <Field
          name={PRIVACY_REQUEST_FIELDS.details}
          label={intl.formatMessage({
            id: "privacy.request.form.details",
            defaultMessage: "Details",
          })}
          hint={intl.formatMessage({
            id: "privacy.request.form.detailsHint",
            defaultMessage:
              "Needed for a correction or a complaint; helpful otherwise (for example, the form you used or when).",
          })}
          error={errorOf(PRIVACY_REQUEST_FIELDS.details)}
          focus={firstError === PRIVACY_REQUEST_FIELDS.details}
        >
          {(control) => (
            <textarea
              {...control}
              rows={5}
              maxLength={DETAILS_MAX}
              defaultValue={
                answer?.values[PRIVACY_REQUEST_FIELDS.details] ?? ""
              }
              className={privacyInputClasses}
            />
          )}
        </Field>
      </div>
      <div>
        <button type="submit" className={submitButtonClasses}>
          <FormattedMessage
            id="privacy.request.form.submit"
            defaultMessage="Send my request"
          />
        </button>
      </div>
    </form>
  );
}
