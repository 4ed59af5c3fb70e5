import { Link } from "react-router";
import { FormattedMessage, useIntl } from "react-intl";
import {
  invitedSignUpSchema,
  signInSchema,
  signUpSchema,
} from "~/domain/auth/auth-forms";
import type { InvitationView } from "~/domain/auth-views";
import type { VisitorFormResult } from "~/domain/forms/form-result";
import { Input } from "../ui/input";
import { FormField } from "../ui/form-field";
import {
  NewPasswordField,
  PasswordField,
  SubmitButton,
  PostForm,
} from "../forms/account-form-fields";
import { useAccountForm } from "../forms/use-account-form";
import { EmailField } from "./email-field";

const forgotLink = (
  <Link
    to="/auth/forgot-password"
    className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline underline-offset-4"
  >
    <FormattedMessage
      id="account.forgotPassword"
      defaultMessage="Forgot password?"
    />
  </Link>
);

/** Sign In of /auth (and, with `intent` left out, the staff form of /admin/auth). */
export function SignInForm({
  result,
  defaultEmail,
  intent = "signin",
  submitLabel,
}: {
  result: VisitorFormResult | null;
  defaultEmail: string;
  intent?: string | null;
  submitLabel?: string;
}) {
  const form = useAccountForm({
    schema: signInSchema,
    result,
    intent: intent ?? undefined,
    fields: ["email", "password"],
  });
  const intl = useIntl();
  return (
    <PostForm form={form} intent={intent} className="grid gap-3">
      <EmailField
        form={form}
        autoComplete="username"
        defaultValue={defaultEmail}
      />
      <PasswordField
        form={form}
        name="password"
        label={intl.formatMessage({
          id: "account.password",
          defaultMessage: "Password",
        })}
        labelAside={forgotLink}
        autoComplete="current-password"
      />
      <SubmitButton
        form={form}
        pendingLabel={intl.formatMessage({
          id: "account.signingIn",
          defaultMessage: "Signing in…",
        })}
        className="w-full"
      >
        {submitLabel ?? (
          <FormattedMessage
            id="account.signInButton"
            defaultMessage="Sign In"
          />
        )}
      </SubmitButton>
    </PostForm>
  );
}

/** Sign Up of /auth: with an invitation the e-mail is the invitation's and cannot be changed. */
export function SignUpForm({
  result,
  defaultEmail,
  invitation,
}: {
  result: VisitorFormResult | null;
  defaultEmail: string;
  invitation: InvitationView | null;
}) {
  const form = useAccountForm({
    schema: invitation ? invitedSignUpSchema : signUpSchema,
    result,
    intent: "signup",
    fields: ["fullName", "email", "password"],
  });
  const intl = useIntl();
  return (
    <PostForm form={form} intent="signup" className="grid gap-3">
      {invitation ? (
        <input type="hidden" name="invitation" value={invitation.token} />
      ) : null}
      <FormField
        form={form}
        name="fullName"
        label={intl.formatMessage({
          id: "account.fullName",
          defaultMessage: "Full name",
        })}
      >
        {(control) => (
          <Input
            {...control}
            type="text"
            autoComplete="name"
            required
            defaultValue={form.valueOf("fullName") ?? ""}
          />
        )}
      </FormField>
      <EmailField
        form={form}
        defaultValue={defaultEmail}
        fixedValue={invitation?.email}
        hint={
          invitation
            ? intl.formatMessage({
                id: "account.invitedAddressHint",
                defaultMessage:
                  "This is the address your invitation was sent to.",
              })
            : undefined
        }
      />
      <NewPasswordField
        form={form}
        name="password"
        label={intl.formatMessage({
          id: "account.password",
          defaultMessage: "Password",
        })}
      />
      <SubmitButton
        form={form}
        pendingLabel={intl.formatMessage({
          id: "account.creatingAccount",
          defaultMessage: "Creating account…",
        })}
        className="w-full"
      >
        <FormattedMessage
          id="account.createAccount"
          defaultMessage="Create Account"
        />
      </SubmitButton>
    </PostForm>
  );
}
