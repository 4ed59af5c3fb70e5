import { useState, type ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { z } from "zod";
import { authMessages, secondFactorSchema } from "~/domain/auth/auth-forms";
import type { TwoFactorEnrolment } from "~/domain/auth-views";
import type { VisitorFormResult } from "~/domain/forms/form-result";
import { Alert } from "../ui/alert";
import { AccountSection } from "./account-section";
import { OneTimeCodeField, VerifyButton } from "./one-time-code-field";
import {
  PasswordField,
  SubmitButton,
  PostForm,
} from "../forms/account-form-fields";
import { useAccountForm } from "../forms/use-account-form";

export type AccountActionData = VisitorFormResult & {
  intent: string;
  enrolment?: TwoFactorEnrolment;
};

const passwordSchema = z.object({
  password: z
    .string({ error: authMessages.passwordRequired })
    .min(1, { error: authMessages.passwordRequired }),
});

/**
 * Two-factor authentication (TOTP). Off: confirm the password to start. Enrolling: the QR
 * code, the secret for manual entry and the backup codes, then a code from the app turns it
 * on. On: confirm the password to turn it off. Staff who must use it are told so first.
 */
export function TwoFactorSection({
  mfa,
  result,
}: {
  mfa: { enabled: boolean; required: boolean };
  result: AccountActionData | null | undefined;
}) {
  // The enrolment is shown once, by the answer to "start-mfa"; keep it on screen while a
  // wrong code is corrected (a server that sends it again with that answer wins).
  const [enrolment, setEnrolment] = useState<TwoFactorEnrolment | null>(
    result?.enrolment ?? null,
  );
  const [answered, setAnswered] = useState(result);
  if (answered !== result) {
    setAnswered(result);
    if (result?.enrolment) setEnrolment(result.enrolment);
    else if (result?.intent !== "confirm-mfa" || result.ok) setEnrolment(null);
  }
  const own = (intent: string) => (result?.intent === intent ? result : null);
  const intl = useIntl();

  return (
    <AccountSection
      id="two-factor"
      title={intl.formatMessage({
        id: "account.mfaTitle",
        defaultMessage: "Two-factor authentication",
      })}
      description={intl.formatMessage({
        id: "account.mfaDescription",
        defaultMessage:
          "A code from an authenticator app on your phone, asked for at each sign-in after your password.",
      })}
    >
      {mfa.required && !mfa.enabled ? (
        <Alert tone="warning" role="status" title="Required for staff">
          Set up two-factor authentication before you use the console: staff
          accounts cannot open it without.
        </Alert>
      ) : null}
      {mfa.enabled ? (
        <>
          <Alert
            tone="success"
            title={intl.formatMessage({
              id: "account.mfaOn",
              defaultMessage: "Two-factor authentication is on",
            })}
          >
            <FormattedMessage
              id="account.mfaOnBody"
              defaultMessage="Keep your backup codes somewhere safe: each one signs you in once if you lose your phone."
            />
          </Alert>
          <PasswordStep
            intent="disable-mfa"
            result={own("disable-mfa")}
            submitLabel={intl.formatMessage({
              id: "account.mfaTurnOff",
              defaultMessage: "Turn off two-factor authentication",
            })}
            danger
          />
        </>
      ) : enrolment ? (
        <Enrolment enrolment={enrolment} result={own("confirm-mfa")} />
      ) : (
        <PasswordStep
          intent="start-mfa"
          result={own("start-mfa")}
          submitLabel={intl.formatMessage({
            id: "account.mfaSetUp",
            defaultMessage: "Set up two-factor authentication",
          })}
        />
      )}
    </AccountSection>
  );
}

function PasswordStep({
  intent,
  result,
  submitLabel,
  danger,
}: {
  intent: string;
  result: VisitorFormResult | null;
  submitLabel: string;
  danger?: boolean;
}) {
  const form = useAccountForm({
    schema: passwordSchema,
    result,
    intent,
    fields: ["password"],
  });
  const intl = useIntl();
  return (
    <PostForm form={form} intent={intent} className="grid max-w-md gap-4">
      <PasswordField
        form={form}
        name="password"
        label={intl.formatMessage({
          id: "account.confirmPassword",
          defaultMessage: "Confirm your password",
        })}
        autoComplete="current-password"
      />
      <SubmitButton
        form={form}
        variant={danger ? "danger" : "primary"}
        pendingLabel={intl.formatMessage({
          id: "account.pleaseWait",
          defaultMessage: "Please wait…",
        })}
        className="justify-self-start"
      >
        {submitLabel}
      </SubmitButton>
    </PostForm>
  );
}

function Enrolment({
  enrolment,
  result,
}: {
  enrolment: TwoFactorEnrolment;
  result: VisitorFormResult | null;
}) {
  const form = useAccountForm({
    schema: secondFactorSchema,
    result,
    intent: "confirm-mfa",
    fields: ["code"],
  });
  const intl = useIntl();
  return (
    <ol className="grid list-decimal gap-6 pl-5 text-sm leading-6 marker:font-semibold marker:text-ink-900">
      <EnrolmentStep
        title={
          <FormattedMessage
            id="account.mfaScan"
            defaultMessage="Scan this QR code with your authenticator app."
          />
        }
      >
        <div
          role="img"
          aria-label={intl.formatMessage({
            id: "account.mfaQrLabel",
            defaultMessage: "QR code of your two-factor secret",
          })}
          className="size-48 rounded-lg border border-line bg-white p-2 [&_svg]:size-full"
          // The SVG is made on the server by the qrcode library from our own otpauth URI.
          dangerouslySetInnerHTML={{ __html: enrolment.qrSvg }}
        />
        <p className="text-text-muted">
          <FormattedMessage
            id="account.mfaCannotScan"
            defaultMessage="Cannot scan? Enter this key instead:"
          />
          <code className="mt-1 block w-fit max-w-full rounded bg-surface-muted px-2 py-1 font-mono break-all text-ink-900">
            {enrolment.secret}
          </code>
        </p>
      </EnrolmentStep>
      <EnrolmentStep
        title={
          <FormattedMessage
            id="account.mfaSaveCodes"
            defaultMessage="Save your backup codes."
          />
        }
      >
        <p className="text-text-muted">
          <FormattedMessage
            id="account.mfaSaveCodesBody"
            defaultMessage="Each one signs you in once if you lose your phone. They are shown only now: print them or keep them in your password manager."
          />
        </p>
        <ul
          aria-label={intl.formatMessage({
            id: "account.mfaBackupCodes",
            defaultMessage: "Backup codes",
          })}
          className="grid grid-cols-2 gap-2 rounded-lg bg-surface-muted p-4 font-mono text-ink-900 sm:grid-cols-3"
        >
          {enrolment.backupCodes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ul>
      </EnrolmentStep>
      <EnrolmentStep
        title={
          <FormattedMessage
            id="account.mfaEnterCode"
            defaultMessage="Enter the 6-digit code your app shows."
          />
        }
      >
        <PostForm
          form={form}
          intent="confirm-mfa"
          className="grid max-w-xs gap-4"
        >
          <OneTimeCodeField form={form} />
          <VerifyButton form={form} className="justify-self-start">
            <FormattedMessage
              id="account.mfaTurnOn"
              defaultMessage="Turn on two-factor authentication"
            />
          </VerifyButton>
        </PostForm>
      </EnrolmentStep>
    </ol>
  );
}

function EnrolmentStep({
  title,
  children,
}: {
  title: ReactNode;
  children: ReactNode;
}) {
  return (
    <li>
      <div className="grid gap-3">
        <p className="font-semibold text-ink-900">{title}</p>
        {children}
      </div>
    </li>
  );
}
