import { describe, expect, it } from "vitest";
import { englishWordsIn } from "~/i18n/english-words";
import type { Locale } from "~/i18n/locale";
import type { OutboxMessage } from "../mail/outbox.server";
import { accessGrantedEmail } from "./access-request-email.server";
import {
  existingAccountEmail,
  passwordResetEmail,
  verificationEmail,
} from "./account-emails.server";
import { invitationEmail } from "./invitation-email.server";

/**
 * Every e-mail a client-portal user can receive, written in both languages: the English is what it
 * always said, and the French has no English left in its subject or body (links and addresses
 * aside). Messages to staff stay English (decision 055 § 7); the lead acknowledgements and ticket
 * e-mails have their own tests.
 */
const expiresAt = new Date("2026-11-05T12:00:00Z");
const emails: Record<string, (locale: Locale) => OutboxMessage> = {
  verification: (locale) =>
    verificationEmail(
      "lea@example.gc.ca",
      "https://x.ca/auth/verify-email?token=t",
      locale,
    ),
  "password reset": (locale) =>
    passwordResetEmail(
      "lea@example.gc.ca",
      "https://x.ca/auth/reset-password?token=t",
      locale,
    ),
  "someone tried to sign up with your address": (locale) =>
    existingAccountEmail(
      "lea@example.gc.ca",
      "https://x.ca/auth",
      "https://x.ca/auth/forgot-password",
      locale,
    ),
  "invitation from our staff": (locale) =>
    invitationEmail({
      to: "lea@example.gc.ca",
      role: "client_admin",
      company: "Ministère des Finances",
      inviterName: "Amina Diallo",
      url: "https://x.ca/auth?invitation=t",
      expiresAt,
      locale,
    }),
  "invitation from a colleague": (locale) =>
    invitationEmail({
      to: "lea@example.gc.ca",
      role: "client_user",
      company: "Ministère des Finances",
      inviterName: null,
      url: "https://x.ca/auth?invitation=t",
      expiresAt,
      locale,
    }),
  "access granted": (locale) =>
    accessGrantedEmail({
      to: "lea@example.gc.ca",
      company: "Ministère des Finances",
      role: "client_user",
      signInUrl: "https://x.ca/auth",
      locale,
    }),
};

describe("the e-mails a portal user receives", () => {
  it.each(Object.entries(emails))(
    "%s: French has no English left",
    (_, write) => {
      const french = write("fr");
      expect(englishWordsIn(french.subject), french.subject).toEqual([]);
      const left = french.text
        .split("\n")
        .filter((line) => englishWordsIn(line).length > 0);
      expect(left).toEqual([]);
      expect(french.text).not.toBe(write("en").text);
    },
  );

  it.each(Object.entries(emails))(
    "%s: English says what it always said",
    (_, write) => {
      const english = write("en");
      expect(englishWordsIn(english.text).length).toBeGreaterThan(5);
      expect(english.text).not.toMatch(/[{}]/);
    },
  );

  it("keeps the English of the invitation word for word", () => {
    const english = emails["invitation from our staff"]!("en");
    expect(english.subject).toBe(
      "Your invitation to the Ministère des Finances client portal",
    );
    expect(english.text).toContain(
      "has invited you to join Ministère des Finances on the",
    );
    expect(english.text).toContain("client portal as client admin.");
    expect(english.text).toContain("expires on November 5, 2026.");
  });

  it("without the check, English left in French is found (positive control)", () => {
    expect(englishWordsIn("Veuillez sign in to continue")).toEqual([
      "sign",
      "to",
    ]);
  });
});
