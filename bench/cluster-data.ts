/**
 * bench:cluster's data side: a fresh PostgreSQL database (migrated, content seeded, one
 * client account), the fake SMTP server that records every message with the time it came,
 * and the queries that read back what the run stored, for the reconciliation.
 */
import { hashPassword } from "better-auth/crypto";
import { insertPasswordAccount } from "../app/server/sample-data/password-account.server";
import pg from "pg";
import { openDatabase } from "../app/server/db/client.server";
import { clients } from "../app/server/db/schema.server";
import { seedDatabase } from "../app/server/sample-data/seed.server";
import { MAIL_JOB_KINDS } from "../app/server/mail/mail-job.server";
import type { MailRow } from "../scripts/bench/cluster-reconcile";
import { startFakeSmtp, type FakeSmtp } from "../tests/support/fake-smtp";
import { BENCH_ADMIN } from "./portal-seed";
import {
  createPostgresBenchDatabase,
  type BenchDatabase,
} from "./portal-database";

export { BENCH_ADMIN };

/** The machine's PostgreSQL (trust auth); DATABASE_URL may name another loopback server. */
export const DEFAULT_ADMIN_URL = "postgres://postgres@127.0.0.1:5432/postgres";

/**
 * A fresh database `bench_cluster_<time>_<pid>`, dropped at clean-up. Migrated and seeded
 * here, before any instance starts: two instances starting at once on an empty database
 * would both run the content seed (its "is it empty?" check is not under the migration lock).
 */
export async function prepareDatabase(
  adminUrl: string,
): Promise<BenchDatabase> {
  const database = await createPostgresBenchDatabase(adminUrl, "cluster");
  const connection = await openDatabase({
    kind: "postgres",
    url: database.url,
    poolSize: 2,
  });
  try {
    await connection.migrate();
    // Production seeds the site's content (never demo accounts): the same here.
    await seedDatabase(connection.db, { includeDemo: false });
    await seedClientAdmin(connection.db);
  } finally {
    await connection.close();
  }
  return database;
}

/**
 * The signed-in client of the load: a client and its client_admin, written like bench:portal
 * does (a hashed password, a verified address). Production mode has no demo accounts, and
 * `npm run admin -- invite` + sign-up would add two processes and a mail round trip to set
 * up what one insert does; the sign-in itself still goes over HTTP through nginx.
 */
async function seedClientAdmin(
  db: Parameters<typeof seedDatabase>[0],
): Promise<void> {
  const [client] = await db
    .insert(clients)
    .values({
      name: "Bench Cluster Ministry",
      companyName: "Bench Cluster Ministry",
      contactEmail: "it@example.org",
      status: "active",
    })
    .returning({ id: clients.id });
  await insertPasswordAccount(db, {
    name: BENCH_ADMIN.name,
    email: BENCH_ADMIN.email,
    passwordHash: await hashPassword(BENCH_ADMIN.password),
    role: "client_admin",
    clientId: client!.id,
  });
}

// ---------------------------------------------------------------------------------------
// The fake SMTP server, with the time each message arrived.

export type MailRecorder = {
  smtp: FakeSmtp;
  /** Receive times (ms since epoch) per outbox id, from the stable Message-ID <outbox-<id>@host>. */
  deliveries(): Map<string, number[]>;
  total(): number;
  stop(): Promise<void>;
};

export async function startMailRecorder(port: number): Promise<MailRecorder> {
  const smtp = await startFakeSmtp(port);
  // The fake server keeps messages in arrival order; stamp each as it appears (≤ 20 ms late).
  const stamps: number[] = [];
  const stamp = () => {
    while (stamps.length < smtp.received.length) stamps.push(Date.now());
  };
  const timer = setInterval(stamp, 20);
  return {
    smtp,
    total: () => smtp.received.length,
    deliveries() {
      stamp();
      const result = new Map<string, number[]>();
      smtp.received.forEach((mail, index) => {
        const id = /^<outbox-([0-9a-f-]{36})@/.exec(mail.messageId ?? "")?.[1];
        if (!id) return;
        const list = result.get(id) ?? [];
        list.push(stamps[index]!);
        result.set(id, list);
      });
      return result;
    },
    async stop() {
      clearInterval(timer);
      await smtp.close();
    },
  };
}

// ---------------------------------------------------------------------------------------
// Reading back.

export async function withClient<T>(
  url: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({
    connectionString: url,
    connectionTimeoutMillis: 10_000,
  });
  client.on("error", () => {});
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end().catch(() => {});
  }
}

/** E-mail jobs not yet sent nor dead (what the drain waits for), and the latest lease among them. */
export async function pendingMail(
  url: string,
): Promise<{ pending: number; leasedUntil: Date | null }> {
  return withClient(url, async (client) => {
    const result = await client.query<{
      pending: number;
      leased_until: Date | null;
    }>(
      `select count(*)::int as pending, max(locked_until) filter (where locked_until > now()) as leased_until
       from outbox where sent_at is null and dead_at is null and kind = any($1)`,
      [MAIL_JOB_KINDS],
    );
    return {
      pending: result.rows[0]?.pending ?? 0,
      leasedUntil: result.rows[0]?.leased_until ?? null,
    };
  });
}

export type Drain = {
  pending: number;
  leasedUntil: Date | null;
  seconds: number;
  delivered: number;
};

/**
 * Waits for the e-mail jobs to be sent: at least until `baseUntil` unless the outbox is empty
 * sooner; past it only while messages keep going out (some sent in the last 10 s), never past
 * `capUntil`. `delivered` counts what the SMTP server received meanwhile.
 */
export async function drainOutbox(
  url: string,
  options: { baseUntil: number; capUntil: number; received: () => number },
): Promise<Drain> {
  const started = Date.now();
  const receivedBefore = options.received();
  let pending = await pendingMail(url);
  let lastProgress = Date.now();
  let lastPending = pending.pending;
  while (pending.pending > 0 && Date.now() < options.capUntil) {
    if (Date.now() >= options.baseUntil && Date.now() - lastProgress > 10_000)
      break;
    await new Promise((resolve) => setTimeout(resolve, 500));
    pending = await pendingMail(url);
    if (pending.pending < lastPending) lastProgress = Date.now();
    lastPending = pending.pending;
  }
  // A copy sent just now reaches the recorder a moment later.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  return {
    ...pending,
    seconds: (Date.now() - started) / 1000,
    delivered: options.received() - receivedBefore,
  };
}

export type StoredState = {
  /** Rows per marker: lead e-mail addresses, ticket titles, chat markers. */
  rows: Map<string, number>;
  /** Résumés per application e-mail: their stored_files rows. */
  resumeFiles: Map<string, { bucket: string; key: string }[]>;
  /** Every stored_files row (for orphan objects). */
  allFiles: { bucket: string; key: string }[];
  mails: MailRow[];
};

function bump(map: Map<string, number>, key: string, by = 1): void {
  map.set(key, (map.get(key) ?? 0) + by);
}

/** Everything this run's markers left in the database (the database is the run's own). */
export async function readStoredState(
  url: string,
  runTag: string,
  chatMarker: RegExp,
): Promise<StoredState> {
  return withClient(url, async (client) => {
    const rows = new Map<string, number>();
    const emailPattern = `cluster-${runTag}-%`;
    for (const table of [
      "blueprint_leads",
      "contact_requests",
      "job_applications",
    ]) {
      const result = await client.query<{ email: string; n: number }>(
        `select lower(email) as email, count(*)::int as n from ${table} where lower(email) like $1 group by 1`,
        [emailPattern],
      );
      for (const row of result.rows) bump(rows, row.email, row.n);
    }
    const tickets = await client.query<{ id: string; title: string }>(
      `select id, title from support_tickets where title like $1`,
      [`Bench ticket ${runTag}-%`],
    );
    const ticketById = new Map<string, string>();
    for (const row of tickets.rows) {
      bump(rows, row.title);
      ticketById.set(row.id, row.title);
    }
    const chats = await client.query<{ content: string }>(
      `select content from chat_messages where role = 'user' and content like $1`,
      [`%chat-${runTag}-%`],
    );
    for (const row of chats.rows) {
      const marker = chatMarker.exec(row.content)?.[0];
      if (marker) bump(rows, marker);
    }

    const resumes = await client.query<{
      email: string;
      bucket: string;
      key: string;
    }>(
      `select lower(a.email) as email, f.bucket, f.key from job_applications a join stored_files f on f.id = a.resume_file_id where lower(a.email) like $1`,
      [emailPattern],
    );
    const resumeFiles = new Map<string, { bucket: string; key: string }[]>();
    for (const row of resumes.rows)
      resumeFiles.set(row.email, [
        ...(resumeFiles.get(row.email) ?? []),
        { bucket: row.bucket, key: row.key },
      ]);
    const allFiles = (
      await client.query<{ bucket: string; key: string }>(
        `select bucket, key from stored_files`,
      )
    ).rows;

    // Each e-mail job, matched to its submission: a lead's mails name the visitor's address;
    // a ticket's notification links to the ticket's page in the console.
    const outbox = await client.query<{
      id: string;
      payload: string;
      sent: boolean;
      dead: boolean;
      leased: boolean;
    }>(
      `select id, payload::text as payload, sent_at is not null as sent, dead_at is not null as dead,
         coalesce(locked_until > now(), false) as leased
       from outbox where kind = any($1)`,
      [MAIL_JOB_KINDS],
    );
    const emailInPayload = new RegExp(
      `cluster-${runTag}-\\d+@example\\.org`,
      "i",
    );
    const mails: MailRow[] = outbox.rows.map((row) => {
      let marker = emailInPayload.exec(row.payload)?.[0]?.toLowerCase() ?? null;
      const ticketId = /\/lead_admin\/support\/([0-9a-f-]{36})/.exec(
        row.payload,
      )?.[1];
      if (!marker && ticketId) marker = ticketById.get(ticketId) ?? null;
      return {
        id: row.id,
        marker,
        sent: row.sent,
        dead: row.dead,
        leased: row.leased,
      };
    });
    return { rows, resumeFiles, allFiles, mails };
  });
}

/** Object keys in the bucket (S3 on), listed page by page. */
export async function listObjects(server: {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}): Promise<string[]> {
  const { S3Client, ListObjectsV2Command } = await import("@aws-sdk/client-s3");
  const client = new S3Client({
    endpoint: server.endpoint,
    region: server.region,
    forcePathStyle: true,
    credentials: {
      accessKeyId: server.accessKeyId,
      secretAccessKey: server.secretAccessKey,
    },
    // Swift's s3api refuses the SDK's default aws-chunked checksums.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  const keys: string[] = [];
  let token: string | undefined;
  try {
    do {
      const page = await client.send(
        new ListObjectsV2Command({
          Bucket: server.bucket,
          ContinuationToken: token,
        }),
      );
      for (const object of page.Contents ?? [])
        if (object.Key) keys.push(object.Key);
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  } finally {
    client.destroy();
  }
  return keys;
}
