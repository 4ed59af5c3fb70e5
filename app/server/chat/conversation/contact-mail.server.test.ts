import { describe, expect, it } from "vitest";
import { CHAT_CONSENT_TEXT } from "~/domain/chat/chat-copy";
import type { Locale } from "~/i18n/locale";
import {
  chatContactStaffMail,
  conversationSummary,
} from "./contact-mail.server";

describe("conversationSummary", () => {
  it("keeps the last ten messages, one line each, trimmed, naming who spoke", () => {
    const messages = Array.from({ length: 14 }, (_, index) => ({
      role: index % 2 ? "assistant" : "user",
      content: `Line ${index}\n  with   spaces`,
    }));
    const summary = conversationSummary(messages);
    expect(summary).toHaveLength(10);
    expect(summary[0]).toBe("Visitor: Line 4 with spaces");
    expect(summary[9]).toBe("Assistant: Line 13 with spaces");
  });

  it("cuts a long message at 300 characters with an ellipsis and names documents-only messages", () => {
    const [long, files] = conversationSummary([
      { role: "user", content: "a".repeat(500) },
      { role: "user", content: "" },
    ]);
    expect(long).toBe(`Visitor: ${"a".repeat(299)}…`);
    expect(files).toBe("Visitor: (documents only)");
    expect(conversationSummary([])).toEqual(["(no messages yet)"]);
  });
});

const base = {
  interest: "Pricing",
  leadId: "11111111-1111-4111-8111-111111111111",
  conversationId: "22222222-2222-4222-8222-222222222222",
  startedOnPath: "/solutions/e-visa",
  messages: [{ role: "user", content: "How much is a blueprint?" }],
  publicUrl: "https://example.gov",
  consentAt: new Date("2026-11-22T10:00:00Z"),
};

type Contact = Parameters<typeof chatContactStaffMail>[0]["contact"];

const leadContact: Contact = {
  purpose: "lead",
  fullName: "Amina Diallo",
  email: "amina@revenue.example",
  organisation: "Revenue Directorate",
};

/** The staff mail of the conversation above, left by this contact. */
const mailOf = (contact: Contact, locale?: Locale) =>
  chatContactStaffMail({ ...base, contact, locale });

describe("chatContactStaffMail", () => {
  it("names the visitor, purpose, consent, summary and both console links", () => {
    const mail = mailOf(leadContact);
    expect(mail.subject).toBe(
      "New chat lead: Amina Diallo, Revenue Directorate",
    );
    expect(mail.text).toContain("Amina Diallo");
    expect(mail.text).toContain("Revenue Directorate");
    expect(mail.text).toContain(CHAT_CONSENT_TEXT);
    expect(mail.text).toContain("Page:");
    expect(mail.text).toContain("/solutions/e-visa");
    expect(mail.text).toContain("Visitor: How much is a blueprint?");
    expect(mail.text).toContain(
      "https://example.gov/lead_admin/leads/11111111-1111-4111-8111-111111111111",
    );
    expect(mail.text).toContain(
      "https://example.gov/lead_admin/conversations/22222222-2222-4222-8222-222222222222",
    );
  });

  it("says a hand-off is a hand-off, and what the visitor was promised", () => {
    const mail = mailOf({
      purpose: "handoff",
      fullName: "Lars Nilsen",
      email: "lars@health.example",
      organisation: "Health Trust",
    });
    expect(mail.subject).toBe(
      "Chat hand-off: Lars Nilsen, Health Trust wants to talk to a person",
    );
    expect(mail.text).toContain("within one working day");
    expect(mail.text).toContain("Talk to a person (hand-off)");
  });
});

describe("chatContactStaffMail for a French conversation", () => {
  it("tells staff to reply in French and quotes the consent the visitor read", () => {
    const mail = mailOf(
      {
        purpose: "handoff",
        fullName: "Aminata Traoré",
        email: "aminata@finances.example",
        organisation: "Direction générale des impôts",
      },
      "fr",
    );
    expect(mail.text).toContain("French: reply in French");
    expect(mail.text).toContain(
      "En envoyant ces renseignements, vous acceptez",
    );
    expect(mail.subject).toMatch(/^Chat hand-off:/);
  });

  it("says English for an English conversation", () => {
    const mail = mailOf(leadContact);
    expect(mail.text).toMatch(/Language\W+English/);
  });
});
