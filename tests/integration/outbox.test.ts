import { and, eq, inArray, isNull } from "drizzle-orm";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { action as blueprintAction } from "~/routes/marketing/blueprint";
import { outbox, blueprintLeads } from "~/server/db/schema.server";
import { issueFormToken } from "~/server/security/form-token.server";
import { MAIL_JOB_KINDS } from "~/server/mail/mail-job.server";
import { getAppServices, getDb } from "~/server/services.server";
import {
  callAction,
  formRequest,
  startTestServices,
} from "../support/app-services";
import { startFakeSmtp } from "../support/fake-smtp";
import { freePort } from "../support/server-process";
import { testDbKind } from "../support/test-database";

// The outbox also queues scheduled jobs (the chat's retention run); these tests are about e-mail.
const isMail = inArray(outbox.kind, [...MAIL_JOB_KINDS]);

/** A real SMTP server on loopback that keeps every message it accepts. */
const startSmtp = (port: number) => startFakeSmtp(port);

const harnesses: Awaited<ReturnType<typeof startTestServices>>[] = [];
afterEach(async () => {
  for (const harness of harnesses.splice(0)) await harness.stop();
});
afterAll(async () => {
  for (const harness of harnesses.splice(0)) await harness.stop();
});

async function submitBlueprint(email: string) {
  const secret = getAppServices().env.authSecret;
  return callAction(
    blueprintAction,
    formRequest("/blueprint", {
      fullName: "Kwame Mensah",
      email,
      companyName: "Border Services Agency",
      companySize: "1000+",
      primaryInterest: "implementation",
      message: "Visa backlog of 40,000 applications.",
      _formToken: issueFormToken(secret, "blueprint", Date.now() - 10_000),
    }),
  );
}

describe(`outbox delivery on ${testDbKind()}`, () => {
  it("delivers the notification and the acknowledgement over SMTP with the lead's fields in the body", async () => {
    const port = await freePort();
    const smtp = await startSmtp(port);
    try {
      const harness = await startTestServices({
        SMTP_URL: `smtp://127.0.0.1:${port}`,
        LEADS_NOTIFY_TO: "leads@kestrel.test",
      });
      harnesses.push(harness);
      expect((await submitBlueprint("kwame@border.example")).status).toBe(200);
      expect(await harness.services.outboxWorker.runOnce()).toBe(2);
      const staff = smtp.received.find((m) =>
        m.to.includes("leads@kestrel.test"),
      )!;
      expect(staff.raw).toContain("Kwame Mensah");
      expect(staff.raw).toContain("Border Services Agency");
      expect(staff.raw).toContain("Visa backlog of 40,000 applications.");
      expect(staff.raw).toMatch(
        /Subject: New blueprint request: Kwame Mensah, Border Services Agency/,
      );
      const ack = smtp.received.find((m) =>
        m.to.includes("kwame@border.example"),
      )!;
      expect(ack.raw).toContain("within 24 hours");
      expect(
        await getDb()
          .select()
          .from(outbox)
          .where(and(isMail, isNull(outbox.sentAt))),
      ).toHaveLength(0);
    } finally {
      await smtp.close();
    }
  });

  it("keeps and acknowledges the lead while SMTP is down, delivers once it is up, and never twice after a restart", async () => {
    const port = await freePort(); // nothing listens here yet
    const harness = await startTestServices({
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      OUTBOX_POLL_MS: "3600000",
    });
    harnesses.push(harness);

    const response = await submitBlueprint("patient@example.org");
    expect(response.status).toBe(200);
    expect(response.data.details).toBeDefined();
    expect(
      await getDb()
        .select()
        .from(blueprintLeads)
        .where(eq(blueprintLeads.email, "patient@example.org")),
    ).toHaveLength(1);

    expect(await harness.services.outboxWorker.runOnce()).toBe(0);
    const failed = await getDb().select().from(outbox).where(isMail);
    expect(failed).toHaveLength(2);
    for (const row of failed) {
      expect(row.sentAt).toBeNull();
      expect(row.attempts).toBe(1);
      expect(row.lastError).toBeTruthy();
      expect(row.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    }

    const smtp = await startSmtp(port);
    try {
      // The retry is due after its back-off; make it due now rather than wait.
      await getDb()
        .update(outbox)
        .set({ nextAttemptAt: new Date(Date.now() - 1000) })
        .where(isMail);
      expect(await harness.services.outboxWorker.runOnce()).toBe(2);
      expect(smtp.received).toHaveLength(2);

      // A restart on the same database sends nothing again.
      const restarted = await harness.restart({
        SMTP_URL: `smtp://127.0.0.1:${port}`,
      });
      expect(await restarted.outboxWorker.runOnce()).toBe(0);
      expect(smtp.received).toHaveLength(2);
      expect(
        (await getDb().select().from(outbox).where(isMail)).every(
          (row) => row.sentAt !== null,
        ),
      ).toBe(true);
    } finally {
      await smtp.close();
    }
  });

  it("writes .eml files under DATA_DIR/mail when no SMTP_URL is set", async () => {
    const harness = await startTestServices();
    harnesses.push(harness);
    await submitBlueprint("file@example.org");
    expect(await harness.services.outboxWorker.runOnce()).toBe(2);
    const fs = await import("node:fs");
    const files = fs
      .readdirSync(`${harness.dataDir}/mail`)
      .filter((f) => f.endsWith(".eml"));
    expect(files).toHaveLength(2);
    const contents = files
      .map((f) => fs.readFileSync(`${harness.dataDir}/mail/${f}`, "utf8"))
      .join("\n");
    expect(contents).toContain("Border Services Agency");
  });
});
