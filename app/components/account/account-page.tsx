import { useNavigation } from "react-router";
import { FormattedMessage, useIntl } from "react-intl";
import type { Locale } from "~/i18n/locale";
import { changePasswordSchema } from "~/domain/auth/auth-forms";
import type { SessionView, SignedInView } from "~/domain/auth-views";
import type { Toast } from "~/domain/forms/form-result";
import { PageToast } from "../ui/toaster";
import { ProfileDetails } from "../layout/profile-details";
import { AccountSection } from "./account-section";
import { SessionsSection } from "./sessions-section";
import { LanguageSection } from "./language-section";
import { SignedInShell } from "../layout/signed-in-shell";
import { TwoFactorSection, type AccountActionData } from "./two-factor-section";
import {
  NewPasswordField,
  PasswordField,
  SubmitButton,
  PostForm,
} from "../forms/account-form-fields";
import { useAccountForm } from "../forms/use-account-form";

export type AccountPageData = {
  user: SignedInView;
  /** The language the person chose (null: not yet, the browser's is shown). */
  language: Locale | null;
  sessions: SessionView[];
  mfa: { enabled: boolean; required: boolean };
  toast: Toast | null;
};

/** /account: profile, password, two-factor authentication and active sessions. */
export function AccountPage({
  data,
  result,
}: {
  data: AccountPageData;
  result: AccountActionData | null | undefined;
}) {
  const own = (intent: string) => (result?.intent === intent ? result : null);
  const navigation = useNavigation();
  const savingLanguage =
    navigation.state !== "idle" &&
    navigation.formData?.get("intent") === "set-language";
  return (
    <SignedInShell user={data.user}>
      <div className="mx-auto grid max-w-3xl gap-6">
        <h1 className="text-3xl font-bold tracking-tight text-ink-900">
          <FormattedMessage
            id="account.heading"
            defaultMessage="Your account"
          />
        </h1>
        <PageToast toast={data.toast} />
        <PageToast toast={result?.toast} />
        <ProfileSection user={data.user} />
        <LanguageSection
          chosen={data.language}
          result={own("set-language")}
          pending={savingLanguage}
        />
        <PasswordSection result={own("change-password")} />
        <TwoFactorSection mfa={data.mfa} result={result} />
        <SessionsSection
          sessions={data.sessions}
          result={own("revoke-session")}
        />
      </div>
    </SignedInShell>
  );
}

function ProfileSection({ user }: { user: SignedInView }) {
  const intl = useIntl();
  return (
    <AccountSection
      id="profile"
      title={intl.formatMessage({
        id: "account.profileTitle",
        defaultMessage: "Profile",
      })}
      description={intl.formatMessage({
        id: "account.profileDescription",
        defaultMessage:
          "To change these details, contact your administrator or our support team.",
      })}
    >
      <ProfileDetails user={user} />
    </AccountSection>
  );
}

function PasswordSection({ result }: { result: AccountActionData | null }) {
  const intl = useIntl();
  const form = useAccountForm({
    schema: changePasswordSchema,
    result,
    intent: "change-password",
    fields: ["currentPassword", "newPassword"],
  });
  return (
    <AccountSection
      id="password"
      title={intl.formatMessage({
        id: "account.passwordTitle",
        defaultMessage: "Password",
      })}
      description={intl.formatMessage({
        id: "account.passwordDescription",
        defaultMessage: "Changing your password signs you out everywhere else.",
      })}
    >
      {/* A fresh form after a change: nothing typed stays in the fields. */}
      <PostForm
        key={result?.ok ? "changed" : "form"}
        form={form}
        className="grid max-w-md gap-4"
        intent="change-password"
      >
        <PasswordField
          form={form}
          name="currentPassword"
          label={intl.formatMessage({
            id: "account.currentPassword",
            defaultMessage: "Current password",
          })}
          autoComplete="current-password"
        />
        <NewPasswordField form={form} name="newPassword" />
        <SubmitButton
          form={form}
          pendingLabel={intl.formatMessage({
            id: "account.saving",
            defaultMessage: "Saving…",
          })}
          className="justify-self-start"
        >
          <FormattedMessage
            id="account.changePassword"
            defaultMessage="Change password"
          />
        </SubmitButton>
      </PostForm>
    </AccountSection>
  );
}
