/**
 * English of the account messages that server code sends by id (toasts, field errors): the
 * reader's page formats them in its language (French in ../fr/account.ts).
 */
export default {
  "account.form.emailRequired": "Enter your e-mail address.",
  "account.form.emailInvalid":
    "Enter a valid e-mail address, like name@ministry.gov.",
  "account.form.passwordRequired": "Enter your password.",
  "account.form.passwordTooShort":
    "Use at least 12 characters. A few unrelated words make a strong password that is easy to remember.",
  "account.form.passwordTooLong": "Use at most 128 characters.",
  "account.form.fullNameRequired": "Enter your full name.",
  "account.form.fullNameTooLong": "Use at most 120 characters.",
  "account.form.fullNameCharacters":
    "Use letters, spaces and punctuation only.",
  "account.form.codeRequired":
    "Enter the 6-digit code from your authenticator app, or one of your backup codes.",
  "account.form.currentPasswordRequired": "Enter your current password.",
  "account.form.invalidCredentials": "Invalid email or password.",
  "account.form.notCurrentPassword": "That is not your current password.",
  "account.form.codeDidNotWork":
    "That code did not work. Use the newest 6-digit code from your app (check your phone's clock).",
  "account.form.passwordToStartMfa":
    "Enter your password to set up two-factor authentication.",
  "account.form.passwordToStopMfa":
    "Enter your password to turn two-factor authentication off.",
  "account.form.accessRequiredTitle": "Access Required",
  "account.form.accessRequired":
    "Your account needs to be associated with a client. Please contact support.",
  "account.form.invalidInvitation":
    "Invalid or expired invitation. Please contact your administrator for a new invitation.",
  "account.form.accountExists":
    "An account already exists for this e-mail address. Sign in instead, or reset your password.",
  "account.form.signUpRefused":
    "We could not create the account. Check the details and try again.",
  "account.form.clientInactive":
    "Your organisation's portal access is paused. Please contact your account manager or support.",
  "account.form.requestWithStaff":
    "Your request for access is with our staff: it is listed in their console, and they were told when you confirmed your e-mail address. We will e-mail you as soon as your account is attached to your organisation.",
  "account.toast.welcomeBack": "Welcome back!",
  "account.toast.signedIn": "You have successfully signed in.",
  "account.toast.pleaseSignIn": "Please sign in",
  "account.toast.signInToContinue": "Sign in to continue.",
  "account.toast.passwordChanged": "Password changed",
  "account.toast.othersSignedOut": "Your other sessions have been signed out.",
  "account.toast.otherSessionsSignedOut": "Other sessions signed out",
  "account.toast.onlyThisDevice": "Only this device is still signed in.",
  "account.toast.signedOut": "Signed out",
  "account.toast.signedOutDevice": "You signed out this device.",
  "account.toast.mfaOff": "Two-factor authentication is off",
  "account.toast.passwordOnly": "Sign-in now asks for your password only.",
  "account.toast.mfaOnDescription":
    "You will be asked for a code from your app each time you sign in. Your other sessions have been signed out.",
  "account.mfaOn": "Two-factor authentication is on",
  "account.toast.didNotWork": "That did not work",
  "account.toast.reloadAndRetry": "Reload the page and try again.",
  "account.form.languageInvalid": "Choose English or Français.",
  "account.forgotSentTitle": "Check your e-mail",
  "account.toast.resetLinkSent":
    "If an account exists for that address, we have sent it a link to choose a new password. The link works once, within 30 minutes.",
  "account.toast.linkExpired": "Link expired",
  "account.toast.resetLinkExpired":
    "This reset link has expired or was already used. Links work once, for 30 minutes: request a new one below.",
  "account.toast.signInWithNewPassword": "Sign in with your new password.",
  "account.toast.signInAgain": "Sign in again",
  "account.toast.secondStepExpired":
    "The sign-in has expired (10 minutes). Enter your e-mail and password again.",
  "account.form.tooManyCodes":
    "Too many wrong codes. Wait a few minutes, then sign in again.",
  "account.form.codeOrBackupDidNotWork":
    "That code did not work. Use the newest 6-digit code from your app (check your phone's clock), or a backup code.",
  // Password strength (app/server/auth/password-strength.server.ts): zxcvbn's warnings and
  // suggestions in @zxcvbn-ts/language-en's words, ours where we replaced them.
  "account.strength.verdict": "{warning} {suggestion}",
  "account.strength.personal": "Names and e-mail addresses are easy to guess.",
  "account.strength.mostCommon": "This is one of the most common passwords.",
  "account.strength.personalSuggestion":
    "Leave out your name and e-mail address, and add words that are less common.",
  "account.strength.generic": "This password would be easy to guess.",
  "account.strength.genericSuggestion":
    "Add another word or two. Uncommon words are better.",
  "account.strength.warning.straightRow":
    "Straight rows of keys on your keyboard are easy to guess.",
  "account.strength.warning.keyPattern":
    "Short keyboard patterns are easy to guess.",
  "account.strength.warning.simpleRepeat":
    'Repeated characters like "aaa" are easy to guess.',
  "account.strength.warning.extendedRepeat":
    'Repeated character patterns like "abcabcabc" are easy to guess.',
  "account.strength.warning.sequences":
    'Common character sequences like "abc" are easy to guess.',
  "account.strength.warning.recentYears": "Recent years are easy to guess.",
  "account.strength.warning.dates": "Dates are easy to guess.",
  "account.strength.warning.common": "This is a commonly used password.",
  "account.strength.warning.similarToCommon":
    "This is similar to a commonly used password.",
  "account.strength.warning.wordByItself": "Single words are easy to guess.",
  "account.strength.warning.namesByThemselves":
    "Single names or surnames are easy to guess.",
  "account.strength.warning.commonNames":
    "Common names and surnames are easy to guess.",
  "account.strength.suggestion.l33t":
    "Avoid predictable letter substitutions like '@' for 'a'.",
  "account.strength.suggestion.reverseWords":
    "Avoid reversed spellings of common words.",
  "account.strength.suggestion.allUppercase":
    "Capitalize some, but not all letters.",
  "account.strength.suggestion.capitalization":
    "Capitalize more than the first letter.",
  "account.strength.suggestion.dates":
    "Avoid dates and years that are associated with you.",
  "account.strength.suggestion.recentYears": "Avoid recent years.",
  "account.strength.suggestion.associatedYears":
    "Avoid years that are associated with you.",
  "account.strength.suggestion.sequences": "Avoid common character sequences.",
  "account.strength.suggestion.repeated":
    "Avoid repeated words and characters.",
  "account.strength.suggestion.longerKeyboardPattern":
    "Use longer keyboard patterns and change typing direction multiple times.",
  "account.strength.suggestion.anotherWord":
    "Add more words that are less common.",
  "account.strength.suggestion.useWords":
    "Use multiple words, but avoid common phrases.",
  "account.strength.suggestion.noNeed":
    "You can create strong passwords without using symbols, numbers, or uppercase letters.",
  "account.toast.pleaseWait": "Please wait",
  "account.toast.staffSignedIn": "Admin authentication successful.",
  "account.toast.authenticationFailed": "Authentication failed",
  "account.toast.setUpMfa": "Set up two-factor authentication",
  "account.toast.staffNeedMfa":
    "Staff accounts need an authenticator app before the console opens.",
  "account.toast.mfaSignInAgain":
    "Your account uses two-factor authentication: sign in with a code from your app.",
  "account.toast.signInFailed": "Error signing in",
  "account.toast.signUpFailed": "Error creating account",
  "account.toast.accountCreated": "Account created!",
  "account.toast.staffAccountCreated":
    "Your staff account has been created. You can now sign in.",
  "account.toast.accountCreatedForClient":
    "Your account has been created and associated with your organization. You can now sign in.",
  "account.toast.checkEmailToVerify":
    "Please check your email to verify your account.",
  "account.toast.alreadyConfirmed": "Already confirmed",
  "account.toast.confirmLinkUsed":
    "This link was used already. Sign in with your e-mail and password.",
  "account.toast.linkNotValid": "Link not valid",
  "account.toast.confirmLinkInvalid":
    "This confirmation link has expired or is not valid. Sign in to receive a new one.",
  "account.toast.emailConfirmed": "E-mail confirmed",
  "account.toast.emailConfirmedNext":
    "You can now sign in. Our team will attach your account to your organisation.",
  "account.toast.sessionNotFound": "Session not found",
  "account.toast.sessionMayHaveEnded": "It may have ended already.",
  "account.toast.sessionSignedOut": "Session signed out",
  "account.toast.alreadyOn": "Already on",
  "account.toast.mfaAlreadyOn":
    "Two-factor authentication is already set up for this account.",
  "account.toast.staffMustSetUpAgain":
    "Staff must set it up again before the console opens.",
  "account.toast.signedOutSeeYou": "You have signed out. See you soon.",
  "account.toast.tooManyFromNetwork":
    "Too many attempts from your network. Please wait {minutes, plural, one {# minute} other {# minutes}} and try again.",
  "account.throttle.sign_in":
    "Too many sign-in attempts. Please wait {unit, select, hours {{hours} hours} other {{minutes, plural, one {# minute} other {# minutes}}}} and try again, or reset your password.",
  "account.throttle.sign_up":
    "Too many sign-up attempts. Please wait {unit, select, hours {{hours} hours} other {{minutes, plural, one {# minute} other {# minutes}}}} and try again.",
  "account.throttle.password_reset":
    "Too many password reset requests. Please wait {unit, select, hours {{hours} hours} other {{minutes, plural, one {# minute} other {# minutes}}}} and try again.",
  "account.throttle.verification":
    "Too many verification e-mails requested. Please wait {unit, select, hours {{hours} hours} other {{minutes, plural, one {# minute} other {# minutes}}}} and try again.",
  "account.throttle.second_factor":
    "Too many codes tried. Please wait {unit, select, hours {{hours} hours} other {{minutes, plural, one {# minute} other {# minutes}}}} and try again.",
  "account.throttle.account_password":
    "Too many password attempts. Please wait {unit, select, hours {{hours} hours} other {{minutes, plural, one {# minute} other {# minutes}}}} and try again.",
  "account.form.confirmEmailFirst":
    "Please confirm your e-mail address first: we have sent you a new confirmation link.",
} as const;
