import { z } from "zod";
import type { MessageId } from "~/i18n/message";
import type { UserRole } from "../enums";

/**
 * The account forms of /auth, /admin/auth, password reset, MFA and the account page: one
 * schema per form, used by the server action and by the browser before it posts. Password
 * strength (common or guessable passwords) is checked on the server only: its dictionaries
 * are too large for the browser (app/server/auth/password-strength.server.ts).
 */

/** ASVS 5.0 § 6.2: at least 12 characters, at least 64 allowed, no composition rules. */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;
export const FULL_NAME_MAX_LENGTH = 120;
export const EMAIL_MAX_LENGTH = 254;

/** The account forms' messages: ids of app/i18n/en/account.ts, formatted where they are shown. */
export const authMessages = {
  emailRequired: "account.form.emailRequired",
  emailInvalid: "account.form.emailInvalid",
  passwordRequired: "account.form.passwordRequired",
  passwordTooShort: "account.form.passwordTooShort",
  passwordTooLong: "account.form.passwordTooLong",
  fullNameRequired: "account.form.fullNameRequired",
  fullNameTooLong: "account.form.fullNameTooLong",
  fullNameCharacters: "account.form.fullNameCharacters",
  codeRequired: "account.form.codeRequired",
  currentPasswordRequired: "account.form.currentPasswordRequired",
  invalidCredentials: "account.form.invalidCredentials",
  invalidInvitation: "account.form.invalidInvitation",
  accountExists: "account.form.accountExists",
  signUpRefused: "account.form.signUpRefused",
  accessRequiredTitle: "account.form.accessRequiredTitle",
  accessRequired: "account.form.accessRequired",
} as const satisfies Record<string, MessageId>;

const email = z
  .string({ error: authMessages.emailRequired })
  .trim()
  .min(1, { error: authMessages.emailRequired })
  .max(EMAIL_MAX_LENGTH, { error: authMessages.emailInvalid })
  .pipe(z.email({ error: authMessages.emailInvalid }))
  .transform((value) => value.toLowerCase());

/** A password being checked (sign-in): any non-empty text, never trimmed. */
const passwordToCheck = z
  .string({ error: authMessages.passwordRequired })
  .min(1, { error: authMessages.passwordRequired })
  .max(1024, { error: authMessages.passwordTooLong });

/** A password being chosen: length only here; strength on the server. Never trimmed (spaces count). */
export const newPassword = z
  .string({ error: authMessages.passwordRequired })
  .min(1, { error: authMessages.passwordRequired })
  .refine((value) => [...value].length >= PASSWORD_MIN_LENGTH, {
    error: authMessages.passwordTooShort,
  })
  .refine((value) => [...value].length <= PASSWORD_MAX_LENGTH, {
    error: authMessages.passwordTooLong,
  });

const fullName = z
  .string({ error: authMessages.fullNameRequired })
  .trim()
  .min(1, { error: authMessages.fullNameRequired })
  .max(FULL_NAME_MAX_LENGTH, { error: authMessages.fullNameTooLong })
  .refine((value) => !/[\p{Cc}\p{Cf}]/u.test(value), {
    error: authMessages.fullNameCharacters,
  });

export const signInSchema = z.object({ email, password: passwordToCheck });
export type SignInInput = z.infer<typeof signInSchema>;

/** Sign-up. With an invitation the e-mail comes from the invitation, whatever the form says. */
export const signUpSchema = z.object({
  fullName,
  email,
  password: newPassword,
});
export type SignUpInput = z.infer<typeof signUpSchema>;

export const invitedSignUpSchema = z.object({
  fullName,
  password: newPassword,
  invitation: z.string().trim().min(1).max(200),
});
export type InvitedSignUpInput = z.infer<typeof invitedSignUpSchema>;

export const passwordResetRequestSchema = z.object({ email });

export const passwordResetSchema = z.object({
  token: z.string().trim().min(1).max(200),
  password: newPassword,
});

export const changePasswordSchema = z.object({
  currentPassword: z
    .string({ error: authMessages.currentPasswordRequired })
    .min(1, { error: authMessages.currentPasswordRequired }),
  newPassword,
});

/** A TOTP code (6 digits) or a backup code (letters, digits and a dash). */
export const secondFactorSchema = z.object({
  code: z
    .string({ error: authMessages.codeRequired })
    .trim()
    .transform((value) => value.replace(/\s+/g, ""))
    .pipe(
      z
        .string()
        .min(6, { error: authMessages.codeRequired })
        .max(32, { error: authMessages.codeRequired }),
    ),
  trustDevice: z.literal("on").optional(),
});

/** The role as shown to people, underscore replaced by a space ("client admin"). */
export function roleLabel(role: UserRole): string {
  return role.replace(/_/g, " ");
}
