import type { ReactNode } from "react";
import { useIntl } from "react-intl";
import { Input } from "../ui/input";
import { FormField } from "../ui/form-field";
import type { AccountForm } from "../forms/account-form-fields";

/**
 * The "Email" field of the sign-in pages. `fixedValue` shows an address that cannot be
 * changed (an invitation's); otherwise what was typed comes back after a failed post.
 */
export function EmailField({
  form,
  autoComplete = "email",
  defaultValue,
  fixedValue,
  hint,
}: {
  form: AccountForm;
  /** "username" where the address signs in, so password managers pair it with the password. */
  autoComplete?: "email" | "username";
  defaultValue?: string;
  fixedValue?: string;
  hint?: ReactNode;
}) {
  const intl = useIntl();
  return (
    <FormField
      form={form}
      name="email"
      label={intl.formatMessage({
        id: "account.email",
        defaultMessage: "Email",
      })}
      hint={hint}
    >
      {(control) =>
        fixedValue === undefined ? (
          <Input
            {...control}
            type="email"
            autoComplete={autoComplete}
            inputMode="email"
            required
            defaultValue={form.valueOf("email") ?? defaultValue}
          />
        ) : (
          <Input
            {...control}
            type="email"
            autoComplete={autoComplete}
            readOnly
            value={fixedValue}
          />
        )
      }
    </FormField>
  );
}
