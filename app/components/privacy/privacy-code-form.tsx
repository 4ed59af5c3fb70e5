import { FormattedMessage, useIntl } from "react-intl";
import { submitButtonClasses } from "~/components/forms/lead-form-parts";
import { Field } from "~/components/ui/field";
import { FormAlert } from "~/components/ui/form-alert";
import { PRIVACY_REQUEST_FIELDS } from "~/domain/privacy/privacy-request-form";
import { formatMessage, type Message } from "~/i18n/message";
import { privacyInputClasses } from "./privacy-request-form";

type Answer = {
  fieldErrors: Record<string, string[]>;
  formError: Message | string | null;
  notice?: Message | null;
};

/**
 * A 6-digit code, typed from an e-mail (the request's confirmation, an export's download), with
 * a second button that sends a new one. Posted to the page itself; no script needed.
 */
export function PrivacyCodeForm({
  answer,
  submitLabel,
  withResend,
}: {
  answer?: Answer;
  submitLabel: string;
  withResend?: boolean;
}) {
  const intl = useIntl();
  const codeError = answer?.fieldErrors[PRIVACY_REQUEST_FIELDS.code]?.[0];
  const formError = answer?.formError
    ? formatMessage(intl, answer.formError)
    : null;
  const notice = answer?.notice ? formatMessage(intl, answer.notice) : null;
  return (
    <form method="post" noValidate className="grid gap-5">
      <FormAlert message={formError} focus />
      <p
        role="status"
        className={
          notice
            ? "rounded-lg border border-line bg-surface-muted p-4 text-sm font-medium text-ink-900"
            : "sr-only"
        }
      >
        {notice}
      </p>
      <Field
        name={PRIVACY_REQUEST_FIELDS.code}
        label={intl.formatMessage({
          id: "privacy.request.code.label",
          defaultMessage: "6-digit code",
        })}
        error={codeError}
        focus={!formError}
        className="max-w-xs"
      >
        {(control) => (
          <input
            {...control}
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            maxLength={9}
            className={`${privacyInputClasses} text-lg tracking-[0.3em] tabular-nums`}
          />
        )}
      </Field>
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="submit"
          name={PRIVACY_REQUEST_FIELDS.intent}
          value="verify"
          className={submitButtonClasses}
        >
          {submitLabel}
        </button>
        {withResend ? (
          <button
            type="submit"
            name={PRIVACY_REQUEST_FIELDS.intent}
            value="resend"
            formNoValidate
            className="inline-flex min-h-11 items-center rounded-lg border border-line bg-white px-4 text-sm font-semibold text-ink-900 hover:bg-surface-muted"
          >
            <FormattedMessage
              id="privacy.request.code.resend"
              defaultMessage="Send me a new code"
            />
          </button>
        ) : null}
      </div>
    </form>
  );
}
