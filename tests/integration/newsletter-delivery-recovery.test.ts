import fs from "node:fs";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createMailTransport } from "~/server/mail/transport.server";
import { resumeNewsletterSends } from "~/server/newsletter/newsletter-send-job.server";
import {
  eventually,
  logger,
  newsletterWorker,
  deliveryTestBed,
} from "../support/newsletter-harness";
import {
  createTestSend,
  deliveryStatuses,
  seedInsight,
  seedSubscribers,
  sendStatus,
} from "../support/newsletter-send";
import { freePort, tempDataDir } from "../support/server-process";
import { testDbKind } from "../support/test-database";

/**
 * Decision 056, "Exactly once": a message is recorded `sent` when its end-of-data leaves, not
 * when the server answers; a delivery left `sending` by a driver that died is sent again once
 * that driver's lease has run out; without SMTP_URL each message is an .eml file.
 */
const { bed, sink, complete } = deliveryTestBed();

async function newSend(prefix: string, count: number, queueJob = true) {
  await seedSubscribers(bed.handles.dbA, prefix, count);
  const insightId = await seedInsight(bed.handles.dbA, prefix);
  return createTestSend(bed.handles.dbA, {
    insightId,
    prefix,
    ratePerSecond: 100,
    queueJob,
  });
}

describe(`newsletter delivery recovery on ${testDbKind()}`, () => {
  it("records a message sent as soon as its end-of-data is written, before the server answers", async () => {
    const { smtp, url } = await sink({ delayMs: 2500 });
    const sendId = await newSend("early", 1);
    const started = newsletterWorker({
      db: bed.handles.dbA,
      smtpUrl: url,
      databaseUrl: bed.handles.databaseUrl,
    });
    bed.cleanups.push(() => started.stop());
    await eventually(
      async () =>
        (await deliveryStatuses(bed.handles.dbA, sendId))[0]?.status === "sent",
      "the delivery is recorded sent",
    );
    // The server has the whole message but has not answered it yet.
    expect(smtp.dataStarted).toBe(1);
    expect(smtp.received).toHaveLength(0);
    await eventually(complete(sendId), "the send is complete");
    expect(smtp.received).toHaveLength(1);
  });

  it("sends again a delivery that a dead driver left sending, once its lease has run out, and nothing else twice", async () => {
    const { smtp, url } = await sink();
    const sendId = await newSend("crash", 5, false);
    // As a driver killed mid-send leaves things: the send and one delivery under its expired
    // lease, one delivery already sent.
    const deadToken = randomUUID();
    await bed.handles.dbA.execute(sql`
      update newsletter_sends set lease_token = ${deadToken}::uuid, locked_until = now() - interval '1 second'
      where id = ${sendId}::uuid`);
    await bed.handles.dbA.execute(sql`
      update newsletter_deliveries d set status = 'sending', attempts = 1, lease_token = ${deadToken}::uuid,
        locked_until = now() - interval '1 second'
      from newsletter_subscribers s
      where d.send_id = ${sendId}::uuid and s.id = d.subscriber_id and s.email = 'crash1@example.org'`);
    await bed.handles.dbA.execute(sql`
      update newsletter_deliveries d set status = 'sent', attempts = 1, sent_at = now()
      from newsletter_subscribers s
      where d.send_id = ${sendId}::uuid and s.id = d.subscriber_id and s.email = 'crash2@example.org'`);
    // What a restarted server queues at start-up.
    expect(await resumeNewsletterSends(bed.handles.dbA)).toBeGreaterThanOrEqual(
      1,
    );
    const started = newsletterWorker({
      db: bed.handles.dbA,
      smtpUrl: url,
      databaseUrl: bed.handles.databaseUrl,
    });
    bed.cleanups.push(() => started.stop());
    await eventually(complete(sendId), "the send is complete");
    expect(smtp.received.flatMap((mail) => mail.to).sort()).toEqual([
      "crash1@example.org",
      "crash3@example.org",
      "crash4@example.org",
      "crash5@example.org",
    ]);
    const rows = await deliveryStatuses(bed.handles.dbA, sendId);
    expect(rows.map((row) => [row.email, row.status, row.attempts])).toEqual([
      ["crash1@example.org", "sent", 2],
      ["crash2@example.org", "sent", 1],
      ["crash3@example.org", "sent", 1],
      ["crash4@example.org", "sent", 1],
      ["crash5@example.org", "sent", 1],
    ]);
  });

  it("an unreachable mail server spends no attempt: the send waits and tries again later", async () => {
    const closedPort = await freePort();
    const sendId = await newSend("down", 3);
    const started = newsletterWorker({
      db: bed.handles.dbA,
      smtpUrl: `smtp://127.0.0.1:${closedPort}`,
      databaseUrl: bed.handles.databaseUrl,
    });
    bed.cleanups.push(() => started.stop());
    const later = async () => {
      const result = (await bed.handles.dbA.execute(sql`
        select count(*)::int as n from outbox
        where kind = 'newsletter_send' and payload->>'sendId' = ${sendId}
          and sent_at is null and next_attempt_at > now() + interval '20 seconds'`)) as unknown as {
        rows: { n: number }[];
      };
      return result.rows[0]!.n === 1;
    };
    await eventually(later, "a later run is queued");
    const rows = await deliveryStatuses(bed.handles.dbA, sendId);
    expect(rows.map((row) => [row.status, row.attempts])).toEqual([
      ["queued", 0],
      ["queued", 0],
      ["queued", 0],
    ]);
    expect(await sendStatus(bed.handles.dbA, sendId)).toBe("sending");
  });

  it("without SMTP_URL writes each message as an .eml file with its unsubscribe headers", async () => {
    const dataDir = tempDataDir();
    const transport = createMailTransport({ dataDir, logger });
    const sendId = await newSend("file", 2);
    const started = newsletterWorker({
      db: bed.handles.dbA,
      transport,
      databaseUrl: bed.handles.databaseUrl,
    });
    bed.cleanups.push(() => started.stop());
    await eventually(complete(sendId), "the send is complete");
    const folder = path.join(dataDir, "mail");
    const files = fs
      .readdirSync(folder)
      .filter((name) => name.endsWith(".eml"));
    expect(files).toHaveLength(2);
    for (const file of files) {
      const raw = fs
        .readFileSync(path.join(folder, file), "utf8")
        .replace(/\n(?=[ \t])/g, "");
      expect(raw).toMatch(/^To: file[12]@example\.org$/m);
      expect(raw).toMatch(
        /^List-Unsubscribe: <https:\/\/news\.example\.org\/newsletter\/unsubscribe\?token=p2\.[^>]+>$/m,
      );
      expect(raw).toMatch(
        /^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m,
      );
      expect(raw).toMatch(
        new RegExp(
          `^Message-ID: <newsletter-${sendId}-[0-9a-f-]{36}@news\\.example\\.org>$`,
          "m",
        ),
      );
    }
    const rows = await deliveryStatuses(bed.handles.dbA, sendId);
    expect(rows.every((row) => row.status === "sent")).toBe(true);
  });
});
