import type { IntlShape, MessageDescriptor } from "react-intl";

/**
 * The French of the messages the account and portal forms' zod schemas and actions write
 * (app/domain/auth/auth-forms.ts, app/domain/account/language-form.ts, …). The schemas keep
 * their English text verbatim, run alike in the browser and on the server, and know nothing
 * of the reader's language: the message is translated where it is shown, keyed by its English
 * text (gettext's way), so one schema serves both languages. A message not listed here is
 * shown as it came.
 */
const FORM_MESSAGES: readonly MessageDescriptor[] = [
  {
    id: "account.form.emailRequired",
    defaultMessage: "Enter your e-mail address.",
  },
  {
    id: "account.form.emailInvalid",
    defaultMessage: "Enter a valid e-mail address, like name@ministry.gov.",
  },
  {
    id: "account.form.passwordRequired",
    defaultMessage: "Enter your password.",
  },
  {
    id: "account.form.passwordTooShort",
    defaultMessage:
      "Use at least 12 characters. A few unrelated words make a strong password that is easy to remember.",
  },
  {
    id: "account.form.passwordTooLong",
    defaultMessage: "Use at most 128 characters.",
  },
  {
    id: "account.form.fullNameRequired",
    defaultMessage: "Enter your full name.",
  },
  {
    id: "account.form.fullNameTooLong",
    defaultMessage: "Use at most 120 characters.",
  },
  {
    id: "account.form.fullNameCharacters",
    defaultMessage: "Use letters, spaces and punctuation only.",
  },
  {
    id: "account.form.codeRequired",
    defaultMessage:
      "Enter the 6-digit code from your authenticator app, or one of your backup codes.",
  },
  {
    id: "account.form.currentPasswordRequired",
    defaultMessage: "Enter your current password.",
  },
  {
    id: "account.form.invalidCredentials",
    defaultMessage: "Invalid email or password.",
  },
  {
    id: "account.form.notCurrentPassword",
    defaultMessage: "That is not your current password.",
  },
  {
    id: "account.form.codeDidNotWork",
    defaultMessage:
      "That code did not work. Use the newest 6-digit code from your app (check your phone's clock).",
  },
  {
    id: "account.form.passwordToStartMfa",
    defaultMessage: "Enter your password to set up two-factor authentication.",
  },
  {
    id: "account.form.passwordToStopMfa",
    defaultMessage:
      "Enter your password to turn two-factor authentication off.",
  },
  { id: "account.form.accessRequiredTitle", defaultMessage: "Access Required" },
  {
    id: "account.form.accessRequired",
    defaultMessage:
      "Your account needs to be associated with a client. Please contact support.",
  },
  {
    id: "account.form.invalidInvitation",
    defaultMessage:
      "Invalid or expired invitation. Please contact your administrator for a new invitation.",
  },
  {
    id: "account.form.clientInactive",
    defaultMessage:
      "Your organisation's portal access is paused. Please contact your account manager or support.",
  },
  {
    id: "account.form.requestWithStaff",
    defaultMessage:
      "Your request for access is with our staff: it is listed in their console, and they were told when you confirmed your e-mail address. We will e-mail you as soon as your account is attached to your organisation.",
  },
  {
    id: "portal.form.projectRequired",
    defaultMessage: "Choose the project this document belongs to.",
  },
  {
    id: "portal.form.fileRequired",
    defaultMessage: "Choose a file to upload.",
  },
  {
    id: "portal.form.fileEmpty",
    defaultMessage: "This file is empty. Please choose the file again.",
  },
  {
    id: "portal.form.fileTooLarge",
    defaultMessage:
      "This file is larger than 25 MB. Please upload a smaller file, or split it into parts.",
  },
  {
    id: "portal.form.fileWrongType",
    defaultMessage:
      "This file type is not accepted. Upload a PDF, a Word, Excel or PowerPoint file, an image (PNG, JPEG, GIF, WebP) or plain text (.txt, .csv).",
  },
  { id: "portal.form.titleRequired", defaultMessage: "Title is required" },
  {
    id: "portal.form.descriptionRequired",
    defaultMessage: "Description is required",
  },
  {
    id: "portal.form.replyRequired",
    defaultMessage: "Write a reply before sending",
  },
  {
    id: "portal.toast.ticketCreated",
    defaultMessage: "Support ticket created",
  },
  {
    id: "portal.toast.ticketCreatedDescription",
    defaultMessage: "Your ticket has been submitted successfully.",
  },
  { id: "portal.toast.ticketFailed", defaultMessage: "Error creating ticket" },
  {
    id: "portal.toast.ticketFailedDescription",
    defaultMessage: "Failed to create support ticket. Please try again.",
  },
  { id: "portal.toast.uploaded", defaultMessage: "Files uploaded" },
  { id: "portal.toast.uploadFailed", defaultMessage: "Upload failed" },
  { id: "account.toast.welcomeBack", defaultMessage: "Welcome back!" },
  {
    id: "account.toast.signedIn",
    defaultMessage: "You have successfully signed in.",
  },
  { id: "account.toast.pleaseSignIn", defaultMessage: "Please sign in" },
  {
    id: "account.toast.signInToContinue",
    defaultMessage: "Sign in to continue.",
  },
  { id: "account.toast.passwordChanged", defaultMessage: "Password changed" },
  {
    id: "account.toast.othersSignedOut",
    defaultMessage: "Your other sessions have been signed out.",
  },
  {
    id: "account.toast.otherSessionsSignedOut",
    defaultMessage: "Other sessions signed out",
  },
  {
    id: "account.toast.onlyThisDevice",
    defaultMessage: "Only this device is still signed in.",
  },
  { id: "account.toast.signedOut", defaultMessage: "Signed out" },
  {
    id: "account.toast.signedOutDevice",
    defaultMessage: "You signed out this device.",
  },
  {
    id: "account.toast.mfaOff",
    defaultMessage: "Two-factor authentication is off",
  },
  {
    id: "account.toast.passwordOnly",
    defaultMessage: "Sign-in now asks for your password only.",
  },
  {
    id: "account.toast.mfaOnDescription",
    defaultMessage:
      "You will be asked for a code from your app each time you sign in. Your other sessions have been signed out.",
  },
  { id: "account.mfaOn", defaultMessage: "Two-factor authentication is on" },
  { id: "account.toast.didNotWork", defaultMessage: "That did not work" },
  {
    id: "account.toast.reloadAndRetry",
    defaultMessage: "Reload the page and try again.",
  },
  {
    id: "account.form.languageInvalid",
    defaultMessage: "Choose English or Français.",
  },
  { id: "account.forgotSentTitle", defaultMessage: "Check your e-mail" },
  {
    id: "account.toast.resetLinkSent",
    defaultMessage:
      "If an account exists for that address, we have sent it a link to choose a new password. The link works once, within 30 minutes.",
  },
  { id: "account.toast.linkExpired", defaultMessage: "Link expired" },
  {
    id: "account.toast.resetLinkExpired",
    defaultMessage:
      "This reset link has expired or was already used. Links work once, for 30 minutes: request a new one below.",
  },
  {
    id: "account.toast.signInWithNewPassword",
    defaultMessage: "Sign in with your new password.",
  },
  { id: "account.toast.signInAgain", defaultMessage: "Sign in again" },
  {
    id: "account.toast.secondStepExpired",
    defaultMessage:
      "The sign-in has expired (10 minutes). Enter your e-mail and password again.",
  },
  {
    id: "account.form.tooManyCodes",
    defaultMessage:
      "Too many wrong codes. Wait a few minutes, then sign in again.",
  },
  {
    id: "account.form.codeOrBackupDidNotWork",
    defaultMessage:
      "That code did not work. Use the newest 6-digit code from your app (check your phone's clock), or a backup code.",
  },
  {
    id: "portal.team.form.emailRequired",
    defaultMessage: "Enter your colleague's work e-mail address.",
  },
  {
    id: "portal.team.form.checkEmail",
    defaultMessage: "Check the e-mail address.",
  },
  {
    id: "portal.team.toast.notSent",
    defaultMessage: "Invitation not sent",
  },
  { id: "portal.team.toast.sent", defaultMessage: "Invitation sent" },
  {
    id: "portal.team.toast.sentAgain",
    defaultMessage: "Invitation sent again",
  },
  { id: "portal.team.toast.revoked", defaultMessage: "Access revoked" },
  {
    id: "portal.team.toast.cancelled",
    defaultMessage: "Invitation cancelled",
  },
  {
    id: "portal.team.toast.cannotRevokeSelf",
    defaultMessage: "You cannot revoke your own access",
  },
  {
    id: "portal.team.toast.onlyStaffRevokeAdmin",
    defaultMessage: "Only our team can revoke an administrator",
  },
  { id: "portal.team.toast.unknownAction", defaultMessage: "Unknown action" },
];

const byEnglish = new Map(
  FORM_MESSAGES.map((message) => [message.defaultMessage as string, message]),
);

/** A form message in the reader's language (English as it came). */
export function localizedFormMessage(
  intl: IntlShape,
  message: string | undefined,
): string | undefined {
  if (!message) return message;
  const descriptor = byEnglish.get(message);
  return descriptor ? intl.formatMessage(descriptor) : message;
}
