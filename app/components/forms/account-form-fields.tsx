import type { ComponentProps, ReactNode } from "react";
import { Form } from "react-router";
import { useIntl } from "react-intl";
import { Button, type ButtonProps } from "../ui/button";
import { FormField } from "../ui/form-field";
import { PasswordInput } from "../ui/input";
import type { useAccountForm } from "./use-account-form";

/** What useAccountForm returns: the fields below read their error, focus and state from it. */
export type AccountForm = ReturnType<typeof useAccountForm>;

/** A required password field of an account form, with its show/hide toggle. */
export function PasswordField({
  form,
  name,
  label,
  hint,
  labelAside,
  focus,
  autoComplete,
}: {
  form: AccountForm;
  name: string;
  label: string;
  hint?: ReactNode;
  labelAside?: ReactNode;
  focus?: boolean;
  autoComplete: "current-password" | "new-password";
}) {
  return (
    <FormField
      form={form}
      name={name}
      focus={focus}
      label={label}
      hint={hint}
      labelAside={labelAside}
    >
      {(control) => (
        <PasswordInput {...control} autoComplete={autoComplete} required />
      )}
    </FormField>
  );
}

/** The field where someone chooses a password ("New password"), with the advice on a strong one. */
export function NewPasswordField({
  form,
  name,
  label,
  focus,
}: {
  form: AccountForm;
  name: string;
  label?: string;
  focus?: boolean;
}) {
  const intl = useIntl();
  return (
    <PasswordField
      form={form}
      name={name}
      focus={focus}
      label={
        label ??
        intl.formatMessage({
          id: "account.newPassword",
          defaultMessage: "New password",
        })
      }
      autoComplete="new-password"
      hint={intl.formatMessage({
        id: "account.newPasswordHint",
        defaultMessage:
          "At least 12 characters. A few unrelated words make a strong password that is easy to remember.",
      })}
    />
  );
}

/**
 * The submit button of a form of useAccountForm (account, portal, console): disabled, with
 * `pendingLabel`, while its post is under way.
 */
export function SubmitButton({
  form,
  ...props
}: Omit<ButtonProps, "type" | "pending" | "form"> & {
  form: Pick<AccountForm, "pending">;
}) {
  return <Button {...props} type="submit" pending={form.pending} />;
}

/**
 * The <Form> of a form of useAccountForm: a post, checked first in the browser (its
 * formProps). `intent` names the form to the action when a page has several.
 */
export function PostForm({
  form,
  intent,
  children,
  ...props
}: Omit<ComponentProps<typeof Form>, "method" | "children"> & {
  form: Pick<AccountForm, "formProps">;
  intent?: string | null;
  children: ReactNode;
}) {
  return (
    <Form method="post" {...form.formProps} {...props}>
      {intent ? <input type="hidden" name="intent" value={intent} /> : null}
      {children}
    </Form>
  );
}
