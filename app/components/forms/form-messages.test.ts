import { describe, expect, it } from "vitest";
import { LANGUAGE_INVALID } from "~/domain/account/language-form";
import { authMessages } from "~/domain/auth/auth-forms";
import { recoveryMessages } from "~/domain/auth/recovery-messages";
import { intlFor } from "~/i18n/intl";
import { localizedFormMessage } from "./form-messages";

describe("localizedFormMessage", () => {
  it("keeps English verbatim", () => {
    for (const message of Object.values(authMessages).slice(0, 9))
      expect(localizedFormMessage(intlFor("en"), message)).toBe(message);
  });

  it("translates every schema message it knows into French", () => {
    const fr = intlFor("fr");
    for (const message of [
      authMessages.emailRequired,
      authMessages.emailInvalid,
      authMessages.passwordRequired,
      authMessages.passwordTooShort,
      authMessages.passwordTooLong,
      authMessages.fullNameRequired,
      authMessages.fullNameTooLong,
      authMessages.codeRequired,
      authMessages.currentPasswordRequired,
      authMessages.invalidCredentials,
      LANGUAGE_INVALID,
    ])
      expect(localizedFormMessage(fr, message)).not.toBe(message);
    expect(localizedFormMessage(fr, LANGUAGE_INVALID)).toBe(
      "Choisissez English ou Français.",
    );
  });

  it("translates what the password-reset and two-factor steps say, and keeps their English", () => {
    for (const message of Object.values(recoveryMessages)) {
      expect(localizedFormMessage(intlFor("fr"), message)).not.toBe(message);
      expect(localizedFormMessage(intlFor("en"), message)).toBe(message);
    }
    expect(
      localizedFormMessage(intlFor("fr"), recoveryMessages.linkExpiredTitle),
    ).toBe("Lien expiré");
  });

  it("leaves a message it does not know as it came", () => {
    expect(localizedFormMessage(intlFor("fr"), "Something new.")).toBe(
      "Something new.",
    );
  });
});
