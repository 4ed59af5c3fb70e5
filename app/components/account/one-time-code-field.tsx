import type { ReactNode } from "react";
import { useIntl } from "react-intl";
import { Input } from "../ui/input";
import { FormField } from "../ui/form-field";
import { SubmitButton, type AccountForm } from "../forms/account-form-fields";

/**
 * The "Authentication code" field. At sign-in a backup code is accepted too, so the keyboard
 * is a text one and the browser must not capitalise or correct it; when setting up, only the
 * app's digits make sense.
 */
export function OneTimeCodeField({
  form,
  focus,
  acceptsBackupCodes = false,
}: {
  form: AccountForm;
  focus?: boolean;
  acceptsBackupCodes?: boolean;
}) {
  const intl = useIntl();
  const backupCodeProps = acceptsBackupCodes
    ? { autoCapitalize: "none", spellCheck: false }
    : {};
  return (
    <FormField
      form={form}
      name="code"
      focus={focus}
      label={intl.formatMessage({
        id: "account.mfaCode",
        defaultMessage: "Authentication code",
      })}
    >
      {(control) => (
        <Input
          {...control}
          type="text"
          inputMode={acceptsBackupCodes ? "text" : "numeric"}
          autoComplete="one-time-code"
          {...backupCodeProps}
          required
          maxLength={40}
          className="font-mono tracking-widest"
        />
      )}
    </FormField>
  );
}

/** The submit of a form that checks an authentication code. */
export function VerifyButton({
  form,
  className,
  children,
}: {
  form: AccountForm;
  className: string;
  children: ReactNode;
}) {
  const intl = useIntl();
  return (
    <SubmitButton
      form={form}
      pendingLabel={intl.formatMessage({
        id: "account.verifying",
        defaultMessage: "Verifying…",
      })}
      className={className}
    >
      {children}
    </SubmitButton>
  );
}
