import { randomUUID } from "node:crypto";
import fs from "node:fs";
import { Writable } from "node:stream";
import { eq, inArray, sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  openDatabase,
  type Database,
  type DatabaseConnection,
} from "~/server/db/client.server";
import { outbox } from "~/server/db/schema.server";
import {
  startJobWorker,
  type JobWorker,
} from "~/server/jobs/job-worker.server";
import type { OutboxMessage } from "~/server/mail/outbox.server";
import { startOutboxWorker } from "~/server/mail/outbox.server";
import {
  createMailTransport,
  type MailTransport,
} from "~/server/mail/transport.server";
import { eventually } from "../support/eventually";
import { startFakeSmtp, type FakeSmtp } from "../support/fake-smtp";
import { freePort, tempDataDir } from "../support/server-process";
import {
  copyPgliteTemplate,
  createPostgresDatabase,
  testDbKind,
} from "../support/test-database";

/**
 * Decision 012: two workers (two instances on PostgreSQL: two pools; on PGlite: the one
 * session both would share) against a slow SMTP server deliver every message exactly once,
 * and messages that cannot be delivered end as dead instead of being retried forever.
 */

type LogLine = {
  level: number;
  msg: string;
  outboxId?: string;
  kind?: string;
  reason?: string;
};

function captureLogger() {
  const lines: LogLine[] = [];
  const raw: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split("\n").filter(Boolean)) {
        raw.push(line);
        lines.push(JSON.parse(line) as LogLine);
      }
      done();
    },
  });
  return { logger: pino({ level: "debug" }, stream), lines, raw };
}

let connections: DatabaseConnection[] = [];
let dropDatabase: (() => Promise<void>) | undefined;
/** Two handles on one database, as two instances would have (the same one on PGlite). */
let dbA: Database;
let dbB: Database;

beforeAll(async () => {
  if (testDbKind() === "postgres") {
    const database = await createPostgresDatabase("migrated");
    dropDatabase = database.drop;
    connections = [
      await openDatabase({ kind: "postgres", url: database.url, poolSize: 2 }),
      await openDatabase({ kind: "postgres", url: database.url, poolSize: 2 }),
    ];
  } else {
    const dataDir = tempDataDir();
    copyPgliteTemplate("migrated", dataDir);
    connections = [await openDatabase({ kind: "pglite", dataDir })];
    dropDatabase = async () =>
      fs.rmSync(dataDir, { recursive: true, force: true });
  }
  dbA = connections[0]!.db;
  dbB = (connections[1] ?? connections[0]!).db;
});

afterAll(async () => {
  for (const connection of connections) await connection.close();
  await dropDatabase?.();
});

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  await dbA.delete(outbox);
});

async function fakeSmtp(
  options: Parameters<typeof startFakeSmtp>[1] = {},
): Promise<{ smtp: FakeSmtp; url: string }> {
  const port = await freePort();
  const smtp = await startFakeSmtp(port, options);
  cleanups.push(() => smtp.close());
  return { smtp, url: `smtp://127.0.0.1:${port}` };
}

function transportFor(
  url: string,
  logger: pino.Logger,
  sendDeadlineMs?: number,
): MailTransport & { sent: number } {
  const transport = createMailTransport({
    smtpUrl: url,
    dataDir: tempDataDir(),
    logger,
    sendDeadlineMs,
  });
  cleanups.push(async () => transport.close());
  const counted = {
    ...transport,
    sent: 0,
    async send(mail: Parameters<MailTransport["send"]>[0]) {
      await transport.send(mail);
      counted.sent++;
    },
  };
  return counted;
}

function worker(options: {
  db: Database;
  transport: MailTransport;
  logger: pino.Logger;
  pollMs: number;
  maxAttempts?: number;
  leaseMs?: number;
}): JobWorker {
  const started = startOutboxWorker({
    from: "site@kestrel.test",
    messageIdDomain: "kestrel.test",
    maxAttempts: 8,
    ...options,
  });
  cleanups.push(() => started.stop());
  return started;
}

async function queue(messages: Record<string, unknown>[]): Promise<string[]> {
  const rows = await dbA
    .insert(outbox)
    // Distinct, ascending times: the order of claims is defined, so a worker that becomes free
    // takes the OLDEST claimable message, which is the one another worker is still sending
    // if that worker's lease was allowed to run out.
    .values(
      messages.map((payload, index) => {
        const at = new Date(Date.now() - (60 - index) * 1000);
        return {
          kind: "lead_notification",
          payload,
          createdAt: at,
          nextAttemptAt: at,
        };
      }),
    )
    .returning({ id: outbox.id });
  return rows.map((row) => row.id);
}

const mail = (to: string[], subject = "Hello"): OutboxMessage => ({
  to,
  subject,
  text: "Confidential body text.",
});

/** Makes every retry due now instead of waiting out its back-off. */
const makeDue = () =>
  dbA.update(outbox).set({ nextAttemptAt: new Date(Date.now() - 1000) });

describe(`outbox exactly once and dead messages on ${testDbKind()}`, () => {
  it("two workers with a lease shorter than each send deliver every message exactly once and share the work", async () => {
    // Each message takes 6 s at the server; the lease is 3 s. Without renewal (or with a batch
    // claimed under one lease) the other worker would claim a message still being sent.
    const { smtp, url } = await fakeSmtp({ delayMs: 6000 });
    const log = captureLogger();
    const transportA = transportFor(url, log.logger);
    const transportB = transportFor(url, log.logger);
    const ids = await queue(
      [1, 2, 3, 4].map((n) => mail([`person${n}@example.org`], `Message ${n}`)),
    );

    worker({
      db: dbA,
      transport: transportA,
      logger: log.logger,
      pollMs: 100,
      leaseMs: 3000,
    });
    // The second worker starts once the first is sending, so the first finishes (and looks for
    // work) while the second's message is still in flight, past its lease unless renewed.
    await eventually(
      async () => smtp.dataStarted > 0,
      "the first worker is sending",
    );
    worker({
      db: dbB,
      transport: transportB,
      logger: log.logger,
      pollMs: 100,
      leaseMs: 3000,
    });

    const duplicated = () =>
      new Set(smtp.received.map((received) => received.messageId)).size <
      smtp.received.length;
    await eventually(async () => {
      const rows = await dbA.select({ sentAt: outbox.sentAt }).from(outbox);
      return duplicated() || rows.every((row) => row.sentAt !== null);
    }, "every message is marked sent");

    const byMessageId = new Map<string, number>();
    for (const received of smtp.received)
      byMessageId.set(
        received.messageId!,
        (byMessageId.get(received.messageId!) ?? 0) + 1,
      );
    expect(Object.fromEntries(byMessageId)).toEqual(
      Object.fromEntries(ids.map((id) => [`<outbox-${id}@kestrel.test>`, 1])),
    );
    expect(smtp.received).toHaveLength(4);
    // Claimed one at a time: while one worker waits on the slow server, the other takes the next.
    expect(transportA.sent).toBeGreaterThan(0);
    expect(transportB.sent).toBeGreaterThan(0);
    expect(log.lines.filter((line) => /lease/i.test(line.msg))).toEqual([]);
  });

  it("a message with no recipient and a 550 answer are dead at once; a 451 is retried and dead after the maximum attempts", async () => {
    const { smtp, url } = await fakeSmtp({
      answerFor: (address) =>
        address.startsWith("refused@")
          ? 550
          : address.startsWith("busy@")
            ? 451
            : undefined,
    });
    const log = captureLogger();
    const outboxWorker = worker({
      db: dbA,
      transport: transportFor(url, log.logger),
      logger: log.logger,
      pollMs: 3_600_000,
      maxAttempts: 3,
    });
    const [noRecipient, refused, busy] = await queue([
      mail([]),
      mail(["refused@example.org"]),
      mail(["busy@example.org"]),
    ]);
    const row = async (id: string) =>
      (await dbA.select().from(outbox).where(eq(outbox.id, id)))[0]!;

    expect(await outboxWorker.runOnce()).toBe(0);
    const first = {
      noRecipient: await row(noRecipient!),
      refused: await row(refused!),
      busy: await row(busy!),
    };
    expect(first.noRecipient).toMatchObject({ attempts: 1, sentAt: null });
    expect(first.noRecipient.deadAt).not.toBeNull();
    expect(first.noRecipient.deadReason).toMatch(/to has no recipient/);
    expect(first.refused).toMatchObject({ attempts: 1, sentAt: null });
    expect(first.refused.deadAt).not.toBeNull();
    expect(first.refused.deadReason).toMatch(/SMTP answered 550/);
    expect(first.busy).toMatchObject({
      attempts: 1,
      deadAt: null,
      sentAt: null,
    });
    expect(first.busy.lastError).toMatch(/451/);
    expect(first.busy.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());

    for (let round = 0; round < 5; round++) {
      await makeDue();
      await outboxWorker.runOnce();
    }
    const last = {
      noRecipient: await row(noRecipient!),
      refused: await row(refused!),
      busy: await row(busy!),
    };
    // The dead were never tried again; the 451 was tried exactly the maximum number of times.
    expect(last.noRecipient.attempts).toBe(1);
    expect(last.refused.attempts).toBe(1);
    expect(
      smtp.recipientsTried.filter(
        (address) => address === "refused@example.org",
      ),
    ).toHaveLength(1);
    expect(last.busy.attempts).toBe(3);
    expect(
      smtp.recipientsTried.filter((address) => address === "busy@example.org"),
    ).toHaveLength(3);
    expect(last.busy.deadAt).not.toBeNull();
    expect(last.busy.deadReason).toMatch(
      /gave up after 3 attempts; last error: .*451/,
    );
    expect(smtp.received).toHaveLength(0);

    // Each death is logged once at error level with id, kind and reason; never an address or the body.
    const dead = log.lines.filter(
      (line) => line.level === 50 && /dead/.test(line.msg),
    );
    expect(dead.map((line) => line.outboxId).sort()).toEqual(
      [noRecipient, refused, busy].sort(),
    );
    for (const line of dead) {
      expect(line.kind).toBe("lead_notification");
      expect(line.reason).toBeTruthy();
    }
    const everything = log.raw.join("\n");
    expect(everything).not.toContain("refused@example.org");
    expect(everything).not.toContain("busy@example.org");
    expect(everything).not.toContain("Confidential body text.");

    // Staff can list them (docs/leads.md).
    const listed = await dbA.execute(
      sql`select id, kind, attempts, dead_reason from outbox where dead_at is not null order by dead_at`,
    );
    expect((listed as unknown as { rows: unknown[] }).rows).toHaveLength(3);
  });

  it("a message whose attachment file is gone is dead at once", async () => {
    const { smtp, url } = await fakeSmtp();
    const log = captureLogger();
    const outboxWorker = worker({
      db: dbA,
      transport: transportFor(url, log.logger),
      logger: log.logger,
      pollMs: 3_600_000,
    });
    const [id] = await queue([
      { ...mail(["staff@kestrel.test"]), attachmentFileIds: [randomUUID()] },
    ]);

    expect(await outboxWorker.runOnce()).toBe(0);
    const [row] = await dbA.select().from(outbox).where(eq(outbox.id, id!));
    expect(row!.deadReason).toMatch(/^attachment file missing/);
    expect(smtp.recipientsTried).toEqual([]);
  });

  it("a send that outlasts its deadline is a transient failure: retried, not dead", async () => {
    const { url } = await fakeSmtp({ delayMs: 3000 });
    const log = captureLogger();
    const outboxWorker = worker({
      db: dbA,
      transport: transportFor(url, log.logger, 500),
      logger: log.logger,
      pollMs: 3_600_000,
    });
    const [id] = await queue([mail(["slow@example.org"])]);

    expect(await outboxWorker.runOnce()).toBe(0);
    const [row] = await dbA.select().from(outbox).where(eq(outbox.id, id!));
    expect(row).toMatchObject({ attempts: 1, deadAt: null, sentAt: null });
    expect(row!.lastError).toMatch(/longer than 500 ms/);
  });

  it("does not mark a job done when its lease was taken over while it worked", async () => {
    const log = captureLogger();
    let release!: () => void;
    let started!: () => void;
    const handlerStarted = new Promise<void>((resolve) => (started = resolve));
    const jobWorker = startJobWorker({
      db: dbA,
      logger: log.logger,
      pollMs: 3_600_000,
      maxAttempts: 8,
      handlers: {
        lead_notification: () => {
          started();
          return new Promise<void>((resolve) => (release = resolve));
        },
      },
    });
    cleanups.push(() => jobWorker.stop());
    const [id] = await queue([mail(["someone@example.org"])]);

    const run = jobWorker.runOnce();
    await handlerStarted;
    // Another worker claims the row (as after an expired lease): a new token.
    await dbA
      .update(outbox)
      .set({ leaseToken: randomUUID() })
      .where(eq(outbox.id, id!));
    release();

    expect(await run).toBe(0);
    const [row] = await dbA
      .select()
      .from(outbox)
      .where(inArray(outbox.id, [id!]));
    expect(row!.sentAt).toBeNull();
    expect(row!.deadAt).toBeNull();
    expect(
      log.lines.some(
        (line) =>
          line.level === 50 &&
          line.outboxId === id &&
          /lease was lost/.test(line.msg),
      ),
    ).toBe(true);
  });

  it("dead-letters a kind nobody handles instead of crashing or retrying it", async () => {
    const log = captureLogger();
    const jobWorker = startJobWorker({
      db: dbA,
      logger: log.logger,
      pollMs: 3_600_000,
      maxAttempts: 8,
      handlers: {},
    });
    cleanups.push(() => jobWorker.stop());
    const [row] = await dbA
      .insert(outbox)
      .values({ kind: "mystery", payload: {} })
      .returning({ id: outbox.id });

    expect(await jobWorker.runOnce()).toBe(0);
    await makeDue();
    expect(await jobWorker.runOnce()).toBe(0);
    const [stored] = await dbA
      .select()
      .from(outbox)
      .where(eq(outbox.id, row!.id));
    expect(stored).toMatchObject({
      attempts: 1,
      deadReason: 'no handler for job kind "mystery"',
    });
  });

  it("a graceful stop lets the send in flight finish and records it", async () => {
    const { smtp, url } = await fakeSmtp({ delayMs: 1500 });
    const log = captureLogger();
    const outboxWorker = startOutboxWorker({
      db: dbA,
      transport: transportFor(url, log.logger),
      logger: log.logger,
      from: "site@kestrel.test",
      messageIdDomain: "kestrel.test",
      pollMs: 3_600_000,
      maxAttempts: 8,
    });
    const [id] = await queue([mail(["late@example.org"])]);

    const run = outboxWorker.runOnce();
    await eventually(
      async () => smtp.dataStarted > 0,
      "the message is being sent",
    );
    await outboxWorker.stop();

    expect(await run).toBe(1);
    expect(smtp.received).toHaveLength(1);
    const [row] = await dbA.select().from(outbox).where(eq(outbox.id, id!));
    expect(row!.sentAt).not.toBeNull();
  });
});
