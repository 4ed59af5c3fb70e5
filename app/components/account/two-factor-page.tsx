import { FormattedMessage, useIntl } from "react-intl";
import { secondFactorSchema } from "~/domain/auth/auth-forms";
import type { FormResult, Toast } from "~/domain/forms/form-result";
import { PageToast } from "../ui/toaster";
import { TextLink } from "./account-links";
import { AuthCard } from "./auth-card";
import { OneTimeCodeField, VerifyButton } from "./one-time-code-field";
import { PostForm } from "../forms/account-form-fields";
import { useAccountForm } from "../forms/use-account-form";

export type TwoFactorData = { area: "client" | "staff"; toast: Toast | null };

/** /auth/two-factor: the second step of a sign-in, for accounts with two-factor authentication. */
export function TwoFactorPage({
  data,
  result,
}: {
  data: TwoFactorData;
  result: FormResult | null | undefined;
}) {
  const intl = useIntl();
  const form = useAccountForm({
    schema: secondFactorSchema,
    result,
    fields: ["code"],
  });
  return (
    <AuthCard
      title={intl.formatMessage({
        id: "account.mfaTitle",
        defaultMessage: "Two-factor authentication",
      })}
      description={intl.formatMessage({
        id: "account.twoFactorDescription",
        defaultMessage:
          "Enter the 6-digit code from your authenticator app. Lost your device? Enter one of the backup codes you saved instead.",
      })}
      footer={
        <p>
          <FormattedMessage
            id="account.twoFactorNotYou"
            defaultMessage="Not you? <link>Start again</link>"
            values={{
              link: (text) => (
                <TextLink to={data.area === "staff" ? "/admin/auth" : "/auth"}>
                  {text}
                </TextLink>
              ),
            }}
          />
        </p>
      }
    >
      <PageToast toast={data.toast} />
      <PageToast toast={result?.toast} />
      <PostForm form={form} className="grid gap-4">
        {/* The page's only field: the visitor came here to type it. */}
        <OneTimeCodeField form={form} focus acceptsBackupCodes />
        <VerifyButton form={form} className="w-full">
          <FormattedMessage id="account.verify" defaultMessage="Verify" />
        </VerifyButton>
      </PostForm>
    </AuthCard>
  );
}
