import { describe, expect, it } from "vitest";
import {
  accessGrantedEmail,
  accessRequestStaffEmail,
} from "./access-request-email.server";
import { staffInvitationEmail } from "./staff-invitation-email.server";

const base = {
  to: "new.colleague@example.org",
  inviterName: "Hélène Marchand",
  url: "https://www.example.org/auth?invitation=abc",
  expiresAt: new Date("2026-12-01T12:00:00Z"),
};

describe("the staff invitation e-mail (docs/access-audit.md § 7)", () => {
  it("speaks to a colleague: the staff console and the admin role, never an organisation or a portal", () => {
    const mail = staffInvitationEmail({
      ...base,
      role: "admin",
      mfaRequired: true,
    });
    expect(mail.to).toEqual([base.to]);
    expect(mail.subject).toMatch(/staff account/);
    expect(mail.text).toContain("Hélène Marchand of");
    expect(mail.text).toMatch(/staff console as an admin/);
    expect(mail.text).toContain(base.url);
    expect(mail.text).toMatch(/two-factor authentication/);
    expect(`${mail.subject}\n${mail.text}`).not.toMatch(
      /organi[sz]ation|client portal/i,
    );
  });

  it("tells an editor what an editor may do: the content studio, not the rest of the console", () => {
    const mail = staffInvitationEmail({
      ...base,
      role: "editor",
      mfaRequired: true,
    });
    expect(mail.text).toMatch(/staff console as an editor: the content studio/);
    expect(mail.text).toMatch(/sees no leads, clients or accounts/);
    expect(mail.text).not.toMatch(/as an admin/);
    expect(mail.text).toMatch(/two-factor authentication/);
  });

  it("says nothing of two-factor authentication where staff need not use it", () => {
    expect(
      staffInvitationEmail({ ...base, role: "admin", mfaRequired: false }).text,
    ).not.toMatch(/two-factor/);
  });
});

describe("the access loop's e-mails (docs/access-audit.md § 6)", () => {
  it("tells staff who waits and links to Awaiting access", () => {
    const mail = accessRequestStaffEmail({
      to: ["desk@example.org"],
      name: "Noor Basri",
      email: "noor@example.net",
      consoleUrl: "https://www.example.org/lead_admin#awaiting-access",
    });
    expect(mail.to).toEqual(["desk@example.org"]);
    expect(mail.text).toContain("Noor Basri (noor@example.net)");
    expect(mail.text).toContain(
      "https://www.example.org/lead_admin#awaiting-access",
    );
  });

  it("tells the person which client and role staff gave them, and where to sign in", () => {
    const mail = accessGrantedEmail({
      to: "noor@example.net",
      company: "Meridian Revenue Authority",
      role: "client_admin",
      signInUrl: "https://www.example.org/auth",
    });
    expect(mail.to).toEqual(["noor@example.net"]);
    expect(mail.text).toContain("Meridian Revenue Authority");
    expect(mail.text).toContain("Client admin");
    expect(mail.text).toContain("https://www.example.org/auth");
  });
});
