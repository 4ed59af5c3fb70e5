import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { appMetrics } from "~/server/metrics/metrics-registry.server";
import { unsubscribeSubscriber } from "~/server/newsletter/newsletter-subscribers.server";
import {
  eventually,
  newsletterWorker,
  deliveryTestBed,
  type TwoHandles,
} from "../support/newsletter-harness";
import {
  createTestSend,
  deliveryStatuses,
  seedInsight,
  seedSubscribers,
  sendStatus,
} from "../support/newsletter-send";
import { testDbKind } from "../support/test-database";

/**
 * Decision 056: a send delivers each queued message exactly once with two drivers competing,
 * with the RFC 8058 headers and the preferences link; an unsubscribe during the send, a pause,
 * a refusal (5xx) and a deferral (4xx) each end the way the studio shows them.
 */
const { bed, sink, complete } = deliveryTestBed();

function worker(db: TwoHandles["dbA"], smtpUrl: string) {
  const started = newsletterWorker({
    db,
    smtpUrl,
    databaseUrl: bed.handles.databaseUrl,
  });
  bed.cleanups.push(() => started.stop());
  return started;
}

/** The message as a reader sees it: headers unfolded, quoted-printable undone. */
function readable(raw: string): string {
  return raw
    .replace(/\r?\n(?=[ \t])/g, "")
    .replace(/=\r?\n/g, "")
    .replace(/=3D/g, "=");
}

async function newSend(prefix: string, count: number, ratePerSecond: number) {
  await seedSubscribers(bed.handles.dbA, prefix, count);
  const insightId = await seedInsight(bed.handles.dbA, prefix);
  return createTestSend(bed.handles.dbA, { insightId, prefix, ratePerSecond });
}

/** The send's driver runs queued or in progress (a finished run has `sent_at`). */
async function sendRunsLeft(sendId: string): Promise<number> {
  const result = (await bed.handles.dbA.execute(sql`
    select count(*)::int as n from outbox
    where kind = 'newsletter_send' and payload->>'sendId' = ${sendId}
      and sent_at is null and dead_at is null`)) as unknown as {
    rows: { n: number }[];
  };
  return Number(result.rows[0]!.n);
}

async function deliveryCounts(): Promise<Record<string, number>> {
  const metric = await appMetrics().newsletterDeliveries.get();
  return Object.fromEntries(
    metric.values.map((value) => [String(value.labels.outcome), value.value]),
  );
}

describe(`newsletter delivery on ${testDbKind()}`, () => {
  it("two drivers at once send every queued message exactly once, each with the unsubscribe headers and the preferences link", async () => {
    const { smtp, url } = await sink();
    const sendId = await newSend("pair", 40, 1000);
    // A second run of the same send, so both workers try to drive it.
    await bed.handles.dbA.execute(sql`
      insert into outbox (kind, payload) values ('newsletter_send', jsonb_build_object('sendId', ${sendId}::text))`);
    worker(bed.handles.dbA, url);
    worker(bed.handles.dbB, url);
    await eventually(complete(sendId), "the send is complete");

    const recipients = smtp.received.flatMap((mail) => mail.to).sort();
    expect(recipients).toHaveLength(40);
    expect(new Set(recipients).size).toBe(40);
    expect(new Set(smtp.received.map((mail) => mail.messageId)).size).toBe(40);
    for (const mail of smtp.received) {
      const text = readable(mail.raw);
      expect(mail.messageId).toMatch(
        new RegExp(
          `^<newsletter-${sendId}-[0-9a-f-]{36}@news\\.example\\.org>$`,
        ),
      );
      expect(text).toMatch(
        /^List-Unsubscribe: <https:\/\/news\.example\.org\/newsletter\/unsubscribe\?token=p2\.[^>]+>$/m,
      );
      expect(text).toMatch(
        /^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m,
      );
      expect(text).toContain(
        "https://news.example.org/newsletter/preferences?token=p2.",
      );
      expect(text).toMatch(/^Subject: Our latest insight$/m);
    }
    const rows = await deliveryStatuses(bed.handles.dbA, sendId);
    expect(
      rows.every((row) => row.status === "sent" && row.attempts === 1),
    ).toBe(true);
  });

  it("an unsubscribe during the send stops that subscriber's message, even one already claimed", async () => {
    const { smtp, url } = await sink();
    const sendId = await newSend("leaver", 8, 4);
    worker(bed.handles.dbA, url);
    // Wait for a claimed batch; take the last claimed message that has not been tried yet.
    let target: { id: string; email: string } | undefined;
    await eventually(async () => {
      const result = (await bed.handles.dbA.execute(sql`
        select s.id, s.email from newsletter_deliveries d
        join newsletter_subscribers s on s.id = d.subscriber_id
        where d.send_id = ${sendId}::uuid and d.status = 'sending' and d.attempts = 0
        order by d.subscriber_id desc limit 1`)) as unknown as {
        rows: { id: string; email: string }[];
      };
      target = smtp.received.length >= 1 ? result.rows[0] : undefined;
      return Boolean(target);
    }, "a claimed message waits its turn");
    await unsubscribeSubscriber(bed.handles.dbA, {
      subscriberId: target!.id,
      source: "one_click",
    });
    await eventually(complete(sendId), "the send is complete");
    const recipients = smtp.received.flatMap((mail) => mail.to);
    expect(recipients).not.toContain(target!.email);
    expect(recipients).toHaveLength(7);
    const rows = await deliveryStatuses(bed.handles.dbA, sendId);
    expect(rows.find((row) => row.email === target!.email)?.status).toBe(
      "skipped",
    );
  });

  it("a pause stops the send at the next message and a resume finishes it, each message once", async () => {
    const { smtp, url } = await sink();
    const sendId = await newSend("pause", 30, 10);
    const started = worker(bed.handles.dbA, url);
    await eventually(() => smtp.received.length >= 3, "three messages arrived");
    await bed.handles.dbA.execute(sql`
      update newsletter_sends set status = 'paused' where id = ${sendId}::uuid`);
    // The driver's run that sees the pause ends without queueing another: once no run of the
    // send is left, nothing can send for it, and a worker's tick finds nothing to do.
    await eventually(
      async () => (await sendRunsLeft(sendId)) === 0,
      "the driver stopped at the pause",
    );
    const atPause = smtp.received.length;
    // A worker's tick sends nothing more for it. The tick itself may find work: an earlier
    // test's send can leave its last run queued after the send is complete (it ends at once).
    await started.worker.runOnce();
    expect(await sendRunsLeft(sendId)).toBe(0);
    expect(smtp.received.length).toBe(atPause);
    expect(atPause).toBeLessThan(30);
    expect(await sendStatus(bed.handles.dbA, sendId)).toBe("paused");
    const sentAtPause = (
      await deliveryStatuses(bed.handles.dbA, sendId)
    ).filter((row) => row.status === "sent");
    expect(sentAtPause).toHaveLength(atPause);

    await bed.handles.dbA.execute(sql`
      update newsletter_sends set status = 'sending' where id = ${sendId}::uuid`);
    await bed.handles.dbA.execute(sql`
      insert into outbox (kind, payload) values ('newsletter_send', jsonb_build_object('sendId', ${sendId}::text))`);
    await eventually(complete(sendId), "the resumed send is complete");
    const recipients = smtp.received.flatMap((mail) => mail.to);
    expect(new Set(recipients).size).toBe(30);
    expect(recipients).toHaveLength(30);
  });

  it("paces messages at the send's rate_per_second", async () => {
    const { smtp, url } = await sink();
    const sendId = await newSend("paced", 11, 20);
    worker(bed.handles.dbA, url);
    await eventually(complete(sendId), "the send is complete");
    // Ten intervals of 50 ms between the first and the last `sent` (the database's clock); the
    // lanes' own latency jitters each, so the bound is looser. Unthrottled: a few ms.
    const result = (await bed.handles.dbA.execute(sql`
      select extract(epoch from max(sent_at) - min(sent_at)) * 1000 as "spreadMs"
      from newsletter_deliveries where send_id = ${sendId}::uuid`)) as unknown as {
      rows: { spreadMs: number | string }[];
    };
    expect(Number(result.rows[0]!.spreadMs)).toBeGreaterThanOrEqual(300);
    expect(smtp.received).toHaveLength(11);
  });

  it("a 5xx answer makes a delivery dead with a masked reason; a 4xx is retried and then sent", async () => {
    const before = await deliveryCounts();
    let deferrals = 0;
    const { smtp, url } = await sink({
      answerFor(address) {
        if (address === "answer1@example.org") return 550;
        if (address === "answer2@example.org" && deferrals++ === 0) return 451;
        return undefined;
      },
    });
    const sendId = await newSend("answer", 3, 50);
    worker(bed.handles.dbA, url);
    await eventually(complete(sendId), "the send is complete");
    const rows = await deliveryStatuses(bed.handles.dbA, sendId);
    const [refused, deferred, plain] = rows;
    expect(refused).toMatchObject({ status: "dead", attempts: 1 });
    expect(refused!.lastError).toMatch(/550/);
    expect(refused!.lastError).not.toContain("answer1@example.org");
    expect(deferred).toMatchObject({ status: "sent", attempts: 2 });
    expect(plain).toMatchObject({ status: "sent", attempts: 1 });
    expect(smtp.received.flatMap((mail) => mail.to).sort()).toEqual([
      "answer2@example.org",
      "answer3@example.org",
    ]);
    // newsletter_deliveries_total, by outcome.
    const after = await deliveryCounts();
    const delta = (outcome: string) =>
      (after[outcome] ?? 0) - (before[outcome] ?? 0);
    expect([delta("sent"), delta("failed"), delta("dead")]).toEqual([2, 1, 1]);
  });
});
