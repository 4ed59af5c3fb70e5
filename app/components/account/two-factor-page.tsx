import { Form } from "react-router";
import { FormattedMessage, useIntl } from "react-intl";
import { secondFactorSchema } from "~/domain/auth/auth-forms";
import type { FormResult, Toast } from "~/domain/forms/form-result";
import { Button } from "../ui/button";
import { Field } from "../ui/field";
import { Input } from "../ui/input";
import { PageToast } from "../ui/toaster";
import { TextLink } from "./account-links";
import { AuthCard } from "./auth-card";
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
      <Form method="post" {...form.formProps} className="grid gap-4">
        {/* The page's only field: the visitor came here to type it. */}
        <Field
          name="code"
          focus
          label={intl.formatMessage({
            id: "account.mfaCode",
            defaultMessage: "Authentication code",
          })}
          error={form.errorOf("code")}
        >
          {(control) => (
            <Input
              {...control}
              type="text"
              inputMode="text"
              autoComplete="one-time-code"
              autoCapitalize="none"
              spellCheck={false}
              required
              maxLength={40}
              className="font-mono tracking-widest"
            />
          )}
        </Field>
        <Button
          type="submit"
          pending={form.pending}
          pendingLabel={intl.formatMessage({
            id: "account.verifying",
            defaultMessage: "Verifying…",
          })}
          className="w-full"
        >
          <FormattedMessage id="account.verify" defaultMessage="Verify" />
        </Button>
      </Form>
    </AuthCard>
  );
}
