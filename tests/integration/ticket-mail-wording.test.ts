import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as ticketPage from "~/routes/console/ticket-page";
import type { Database } from "~/server/db/client.server";
import { clients, outbox, profiles } from "~/server/db/schema.server";
import { MAIL_JOB_KINDS } from "~/server/mail/mail-job.server";
import { callRoute, post } from "../support/account-session";
import { startTestServices } from "../support/app-services";
import {
  MERIDIAN_USER,
  STAFF,
  insertTicket,
  signInDemo,
  type DemoPerson,
} from "../support/console-people";

/**
 * docs/access-audit.md § 10: the e-mails about a ticket name it once, "Ticket #b64cda00" — the reference
 * already carries the word, so "your ticket Ticket #…" read twice.
 */
let db: Database;
let stop: () => Promise<void>;
let staff: DemoPerson;
let meridianId: string;

beforeAll(async () => {
  const started = await startTestServices();
  stop = started.stop;
  db = started.services.database.db;
  staff = await signInDemo(STAFF);
  const [meridian] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(eq(clients.name, "Meridian Revenue Authority"));
  meridianId = meridian!.id;
}, 180_000);
afterAll(async () => stop?.());

const mailsTo = async (address: string) =>
  (
    await db
      .select()
      .from(outbox)
      .where(inArray(outbox.kind, [...MAIL_JOB_KINDS]))
  )
    .map(
      (row) => row.payload as { to: string[]; subject: string; text: string },
    )
    .filter((mail) => mail.to.includes(address));

describe("ticket e-mails to the client", () => {
  it("say Ticket #<8 characters> once, in the subject and the text, for a staff reply and a status change", async () => {
    const [tomas] = await db
      .select({ id: profiles.id })
      .from(profiles)
      .where(eq(profiles.email, MERIDIAN_USER));
    const ticketId = await insertTicket(db, {
      clientId: meridianId,
      title: "Wording ticket",
      createdBy: tomas!.id,
    });
    const staffPost = (fields: Record<string, string>) =>
      callRoute(
        ticketPage.action as never,
        post(`/lead_admin/support/${ticketId}`, fields),
        staff.jar,
        staff.ip,
        { ticketId },
      );
    const before = (await mailsTo(MERIDIAN_USER)).length;
    expect(
      (await staffPost({ intent: "reply", body: "Fixed on our side." })).status,
    ).toBe(302);
    expect(
      (await staffPost({ intent: "status", status: "resolved" })).status,
    ).toBe(302);
    const mails = (await mailsTo(MERIDIAN_USER)).slice(before);
    expect(mails).toHaveLength(2);
    const reference = `Ticket #${ticketId.slice(0, 8)}`;
    for (const mail of mails) {
      expect(mail.subject).toContain(reference);
      expect(mail.text).toContain(reference);
      for (const part of [mail.subject, mail.text]) {
        expect(part).not.toMatch(/ticket\s+Ticket #/i);
      }
    }
    expect(mails[0]!.subject).toBe(`New reply on ${reference}`);
    expect(mails[1]!.subject).toBe(`${reference} is now resolved`);
    expect(mails[1]!.text).toContain(
      `The status of ${reference} changed from Open to Resolved.`,
    );
  });
});
