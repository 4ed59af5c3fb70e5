import type { MessageId } from "~/i18n/message";

/**
 * What the password-reset and two-factor steps of a sign-in tell the visitor: ids of
 * app/i18n/en/account.ts (the spec's English), formatted in the page's language where shown.
 */
export const recoveryMessages = {
  resetLinkSentTitle: "account.forgotSentTitle",
  resetLinkSent: "account.toast.resetLinkSent",
  linkExpiredTitle: "account.toast.linkExpired",
  resetLinkExpired: "account.toast.resetLinkExpired",
  passwordChangedTitle: "account.toast.passwordChanged",
  signInWithNewPassword: "account.toast.signInWithNewPassword",
  signInAgainTitle: "account.toast.signInAgain",
  secondStepExpired: "account.toast.secondStepExpired",
  tooManyCodes: "account.form.tooManyCodes",
  codeOrBackupDidNotWork: "account.form.codeOrBackupDidNotWork",
} as const satisfies Record<string, MessageId>;
