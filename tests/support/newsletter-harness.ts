import fs from "node:fs";
import { afterAll, afterEach, beforeAll } from "vitest";
import pino from "pino";
import type { Database, DatabaseConnection } from "~/server/db/client.server";
import { openDatabase } from "~/server/db/client.server";
import {
  startJobWorker,
  type JobWorker,
} from "~/server/jobs/job-worker.server";
import {
  createMailTransport,
  type MailTransport,
} from "~/server/mail/transport.server";
import {
  createNewsletterSendHandler,
  laneOpener,
  NEWSLETTER_SEND_KIND,
} from "~/server/newsletter/newsletter-send-job.server";
import { newsletterDriverSettings } from "~/server/newsletter/newsletter-settings.server";
import { startFakeSmtp, type FakeSmtp } from "./fake-smtp";
import { sendStatus } from "./newsletter-send";
import { freePort, tempDataDir } from "./server-process";
import {
  copyPgliteTemplate,
  createPostgresDatabase,
  testDbKind,
} from "./test-database";

/**
 * Two handles on one migrated database, as two instances would have (the same one on PGlite),
 * and job workers that run only the newsletter's driver, with short slices and back-off.
 */
export const NEWSLETTER_ORIGIN = "https://news.example.org";
export const NEWSLETTER_SECRET = "newsletter-test-secret-0123456789abcdef";
export const logger = pino({ level: "silent" });

export type TwoHandles = {
  dbA: Database;
  dbB: Database;
  databaseUrl?: string;
  close(): Promise<void>;
};

export async function openTwoHandles(): Promise<TwoHandles> {
  let connections: DatabaseConnection[];
  let drop: () => Promise<void>;
  let databaseUrl: string | undefined;
  if (testDbKind() === "postgres") {
    const database = await createPostgresDatabase("migrated");
    databaseUrl = database.url;
    drop = database.drop;
    connections = [
      await openDatabase({ kind: "postgres", url: database.url, poolSize: 4 }),
      await openDatabase({ kind: "postgres", url: database.url, poolSize: 4 }),
    ];
  } else {
    const dataDir = tempDataDir();
    copyPgliteTemplate("migrated", dataDir);
    connections = [await openDatabase({ kind: "pglite", dataDir })];
    drop = async () => fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return {
    dbA: connections[0]!.db,
    dbB: (connections[1] ?? connections[0]!).db,
    databaseUrl,
    async close() {
      for (const connection of connections) await connection.close();
      await drop();
    },
  };
}

export function newsletterWorker(options: {
  db: Database;
  databaseUrl?: string;
  smtpUrl?: string;
  transport?: MailTransport;
  sliceMs?: number;
}): { worker: JobWorker; stop(): Promise<void> } {
  const transport =
    options.transport ??
    createMailTransport({
      smtpUrl: options.smtpUrl,
      dataDir: tempDataDir(),
      logger,
    });
  const handler = createNewsletterSendHandler({
    db: options.db,
    logger,
    openLane: laneOpener({
      db: options.db,
      transport,
      smtpUrl: options.smtpUrl,
      databaseUrl: options.databaseUrl,
      statementTimeoutMs: 15_000,
    }),
    ...newsletterDriverSettings({
      publicUrl: NEWSLETTER_ORIGIN,
      secret: NEWSLETTER_SECRET,
      from: "Kestrel <site@kestrel.test>",
      multipleConnections: Boolean(options.databaseUrl),
    }),
    sliceMs: options.sliceMs ?? 1500,
    retryBaseMs: 300,
  });
  const worker = startJobWorker({
    db: options.db,
    logger,
    handlers: { [NEWSLETTER_SEND_KIND]: handler },
    pollMs: 50,
    maxAttempts: 5,
  });
  return {
    worker,
    async stop() {
      await worker.stop();
      transport.close();
    },
  };
}

export { eventually } from "./eventually";

/**
 * What both delivery test files set up: the two handles for the file, a test SMTP sink per
 * test, and everything a test started stopped after it (sinks, workers).
 */
export function deliveryTestBed() {
  const bed = {
    handles: undefined as unknown as TwoHandles,
    cleanups: [] as (() => Promise<void>)[],
  };
  beforeAll(async () => {
    bed.handles = await openTwoHandles();
  });
  afterAll(async () => {
    await bed.handles.close();
  });
  afterEach(async () => {
    for (const cleanup of bed.cleanups.splice(0).reverse()) await cleanup();
  });
  async function sink(
    options: Parameters<typeof startFakeSmtp>[1] = {},
  ): Promise<{ smtp: FakeSmtp; url: string }> {
    const port = await freePort();
    const smtp = await startFakeSmtp(port, options);
    bed.cleanups.push(() => smtp.close());
    return { smtp, url: `smtp://127.0.0.1:${port}` };
  }
  const complete = (sendId: string) => async () =>
    (await sendStatus(bed.handles.dbA, sendId)) === "complete";
  return { bed, sink, complete };
}
