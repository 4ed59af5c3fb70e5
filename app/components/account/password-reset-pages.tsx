import { FormattedMessage, useIntl } from "react-intl";
import {
  passwordResetRequestSchema,
  passwordResetSchema,
} from "~/domain/auth/auth-forms";
import type { VisitorFormResult } from "~/domain/forms/form-result";
import { Alert } from "../ui/alert";
import { PageToast } from "../ui/toaster";
import { TextLink } from "./account-links";
import { AuthCard } from "./auth-card";
import {
  NewPasswordField,
  SubmitButton,
  PostForm,
} from "../forms/account-form-fields";
import { useAccountForm } from "../forms/use-account-form";
import { EmailField } from "./email-field";

const backToSignIn = (
  <p>
    <FormattedMessage
      id="account.rememberedIt"
      defaultMessage="Remembered it? <link>Back to sign-in</link>"
      values={{
        link: (text) => <TextLink to="/auth">{text}</TextLink>,
      }}
    />
  </p>
);

/** /auth/forgot-password: one answer for every address, so it never tells who has an account. */
export function ForgotPasswordPage({
  result,
}: {
  result: VisitorFormResult | null | undefined;
}) {
  const intl = useIntl();
  const form = useAccountForm({
    schema: passwordResetRequestSchema,
    result,
    fields: ["email"],
  });
  return (
    <AuthCard
      title={intl.formatMessage({
        id: "account.forgotTitle",
        defaultMessage: "Reset your password",
      })}
      description={intl.formatMessage({
        id: "account.forgotDescription",
        defaultMessage:
          "Enter the e-mail address of your account. We will send you a link to choose a new password; it works once, for a short time.",
      })}
      footer={backToSignIn}
    >
      <PageToast toast={result?.toast} />
      {result?.ok ? (
        <Alert
          tone="success"
          title={intl.formatMessage({
            id: "account.forgotSentTitle",
            defaultMessage: "Check your e-mail",
          })}
        >
          <FormattedMessage
            id="account.forgotSentBody"
            defaultMessage="If an account uses that address, a link to reset its password is on its way. Nothing arrived after a few minutes? Look in your spam folder, or ask again."
          />
        </Alert>
      ) : null}
      <PostForm form={form} className="grid gap-4">
        <EmailField form={form} defaultValue="" />
        <SubmitButton
          form={form}
          pendingLabel={intl.formatMessage({
            id: "account.sending",
            defaultMessage: "Sending…",
          })}
          className="w-full"
        >
          <FormattedMessage
            id="account.sendResetLink"
            defaultMessage="Send reset link"
          />
        </SubmitButton>
      </PostForm>
    </AuthCard>
  );
}

export type ResetPasswordData = { token: string; valid: boolean };

/** /auth/reset-password?token=…: choose a new password, or learn that the link no longer works. */
export function ResetPasswordPage({
  data,
  result,
}: {
  data: ResetPasswordData;
  result: VisitorFormResult | null | undefined;
}) {
  const intl = useIntl();
  const form = useAccountForm({
    schema: passwordResetSchema,
    result,
    fields: ["password"],
  });
  if (!data.valid) {
    return (
      <AuthCard
        title={intl.formatMessage({
          id: "account.resetInvalidTitle",
          defaultMessage: "This link no longer works",
        })}
        footer={backToSignIn}
      >
        <Alert
          tone="error"
          title={intl.formatMessage({
            id: "account.resetInvalidAlert",
            defaultMessage: "Invalid or expired link",
          })}
        >
          <FormattedMessage
            id="account.resetInvalidBody"
            defaultMessage="A password reset link works once, and only for a short time. Ask for a new one and use the latest e-mail we send."
          />
        </Alert>
        <TextLink to="/auth/forgot-password">
          <FormattedMessage
            id="account.requestNewResetLink"
            defaultMessage="Request a new reset link"
          />
        </TextLink>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title={intl.formatMessage({
        id: "account.resetTitle",
        defaultMessage: "Choose a new password",
      })}
      footer={backToSignIn}
    >
      <PageToast toast={result?.toast} />
      <PostForm form={form} className="grid gap-4">
        <input type="hidden" name="token" value={data.token} />
        <NewPasswordField form={form} name="password" />
        <SubmitButton
          form={form}
          pendingLabel={intl.formatMessage({
            id: "account.saving",
            defaultMessage: "Saving…",
          })}
          className="w-full"
        >
          <FormattedMessage
            id="account.saveNewPassword"
            defaultMessage="Save new password"
          />
        </SubmitButton>
      </PostForm>
    </AuthCard>
  );
}
