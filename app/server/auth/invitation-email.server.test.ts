import { describe, expect, it } from "vitest";
import { site } from "~/content/site";
import { outboxMessageSchema } from "../mail/mail-job.server";
import { invitationEmail } from "./invitation-email.server";

const url =
  "https://www.example.org/auth?invitation=AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde";
// Noon, so the calendar date is the same in every time zone the tests may run in.
const expiresAt = new Date("2031-03-05T12:00:00Z");

describe("the invitation e-mail", () => {
  it("names the sender, the company, the role, the link and the expiry date", () => {
    const mail = invitationEmail({
      to: "amina@meridian.example",
      role: "client_admin",
      company: "Meridian Revenue Authority",
      inviterName: "Grace Okafor",
      url,
      expiresAt,
    });
    expect(mail.to).toEqual(["amina@meridian.example"]);
    expect(mail.subject).toBe(
      "Your invitation to the Meridian Revenue Authority client portal",
    );
    expect(mail.text).toContain(
      `Grace Okafor of ${site.name} has invited you to join Meridian Revenue Authority on the ${site.name} client portal as client admin.`,
    );
    expect(mail.text).toContain(`\n${url}\n`);
    expect(mail.text).toContain("expires on March 5, 2031");
    expect(mail.text).toContain(
      "If you did not expect this invitation, ignore this message",
    );
    expect(outboxMessageSchema.safeParse(mail).success).toBe(true);
  });

  it("invites to a client by the organisation alone when no staff inviter is named (docs/access-audit.md)", () => {
    const mail = invitationEmail({
      to: "amina@meridian.example",
      role: "client_user",
      company: "Meridian Revenue Authority",
      inviterName: null,
      url,
      expiresAt,
    });
    expect(mail.text).toContain(
      `You have been invited to join Meridian Revenue Authority on the ${site.name} client portal as client user.`,
    );
    expect(mail.text.split("\n\n")[1]).not.toMatch(/ of /);
  });

  it("invites staff to the console, from the company when no inviter is known", () => {
    const mail = invitationEmail({
      to: "ops@kestrel.example",
      role: "admin",
      company: null,
      inviterName: null,
      url,
      expiresAt,
    });
    expect(mail.subject).toBe(
      `Your invitation to the ${site.name} staff console`,
    );
    expect(mail.text).toContain(
      `${site.name} has invited you to join the ${site.name} staff console as admin.`,
    );
    expect(mail.text).not.toContain("client portal");
  });
});
