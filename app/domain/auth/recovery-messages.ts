/**
 * What the password-reset and two-factor steps of a sign-in tell the visitor, in English
 * (the spec's wording). The handlers send these; the page translates them where it shows them
 * (app/components/forms/form-messages.ts), so both sides must use the same text.
 */
export const recoveryMessages = {
  resetLinkSentTitle: "Check your e-mail",
  resetLinkSent:
    "If an account exists for that address, we have sent it a link to choose a new password. The link works once, within 30 minutes.",
  linkExpiredTitle: "Link expired",
  resetLinkExpired:
    "This reset link has expired or was already used. Links work once, for 30 minutes: request a new one below.",
  passwordChangedTitle: "Password changed",
  signInWithNewPassword: "Sign in with your new password.",
  signInAgainTitle: "Sign in again",
  secondStepExpired:
    "The sign-in has expired (10 minutes). Enter your e-mail and password again.",
  tooManyCodes: "Too many wrong codes. Wait a few minutes, then sign in again.",
  codeOrBackupDidNotWork:
    "That code did not work. Use the newest 6-digit code from your app (check your phone's clock), or a backup code.",
} as const;
