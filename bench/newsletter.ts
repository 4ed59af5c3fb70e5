/**
 * bench:newsletter — one insight sent to 20,000 confirmed subscribers by the production server
 * on PostgreSQL through a local SMTP sink, the server SIGKILLed once about half the messages
 * have arrived (at a random count between 40 % and 60 %, counted at the sink, killed from the
 * sink's own callback) and started again; then waited on until the send is complete. Prints
 * expected, delivered, distinct recipients, duplicates, missing and throughput, and exits
 * non-zero on any duplicate or missing message (docs/decisions/056-newsletter.md, "Exactly
 * once"). The sink never de-duplicates. Everything runs on 127.0.0.1; the database is dropped.
 *
 *   npm run bench:newsletter
 *   BENCH_NEWSLETTER_SUBSCRIBERS=5000 BENCH_NEWSLETTER_RATE=400 npm run bench:newsletter
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:newsletter
 */
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import pg from "pg";
import { openDatabase } from "../app/server/db/client.server";
import { createNewsletterSend } from "../app/server/newsletter/newsletter-sends.server";
import { seedInsight, seedSubscribers } from "../tests/support/newsletter-send";
import {
  LOOPBACK,
  SetupError,
  delay,
  describeMachine,
  ensureBuild,
  formatNumber,
  freePorts,
  killManaged,
  makeTempDir,
  onCleanup,
  positiveIntFromEnv,
  renderTable,
  runBench,
  startAppServer,
  type Managed,
} from "./leads-support";
import { formatLoadTable, watchMachineLoad } from "./machine-load";
import { startNewsletterSink } from "./newsletter-sink";

const SUBSCRIBERS = positiveIntFromEnv("BENCH_NEWSLETTER_SUBSCRIBERS", 20_000);
/** The send's rate_per_second: above the target, so the throttle is not what is measured. */
const RATE = positiveIntFromEnv("BENCH_NEWSLETTER_RATE", 1000);
const TARGET_PER_SECOND = 200;
const COMPLETE_TIMEOUT_MS = 15 * 60 * 1000;
const ADMIN_URL =
  process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

async function withAdmin<T>(run: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

async function createDatabase(): Promise<string> {
  const name = `bench_newsletter_${Date.now()}_${process.pid}`;
  try {
    await withAdmin((client) => client.query(`create database "${name}"`));
  } catch (error) {
    throw new SetupError(
      `could not create a database on ${ADMIN_URL}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  onCleanup(`drop database ${name}`, () =>
    withAdmin((client) =>
      client.query(`drop database if exists "${name}" with (force)`),
    ).then(() => {}),
  );
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

async function main() {
  ensureBuild();
  const [port, smtpPort] = process.env.BENCH_NEWSLETTER_PORT
    ? [
        Number(process.env.BENCH_NEWSLETTER_PORT),
        Number(process.env.BENCH_NEWSLETTER_PORT) + 1,
      ]
    : await freePorts(2);
  const databaseUrl = await createDatabase();
  const connection = await openDatabase({
    kind: "postgres",
    url: databaseUrl,
    poolSize: 2,
  });
  onCleanup("close the bench's database connection", () => connection.close());
  const { db } = connection;
  await connection.migrate();
  await seedSubscribers(db, "reader", SUBSCRIBERS);
  const insightId = await seedInsight(db, "bench-newsletter");

  const sink = await startNewsletterSink(smtpPort!, LOOPBACK);
  onCleanup("stop the SMTP sink", () => sink.close());
  const dataDir = makeTempDir("bench-newsletter-");
  const env = {
    DATABASE_URL: databaseUrl,
    SMTP_URL: `smtp://${LOOPBACK}:${smtpPort}`,
  };
  const start = (name: string) =>
    startAppServer({ port: port!, dataDir, env, name });

  let server: Managed = await start("node server");
  const killAt = Math.round(SUBSCRIBERS * (0.4 + Math.random() * 0.2));
  let killedAt = 0;
  const watchBefore = watchMachineLoad("until the SIGKILL", { postgres: true });
  sink.onMessage = () => {
    if (sink.total !== killAt) return;
    // From the sink's callback: the server is killed mid-send, between two messages' answers.
    watchBefore.sample();
    server.child.kill("SIGKILL");
    killedAt = performance.now();
  };
  // The server runs as a real deployment (no demo data): the send is made by a staff account of
  // the bench's own, the way the studio's "Send" button makes it.
  const editor = {
    id: "bench-newsletter-editor",
    email: "bench.editor@example.org",
  };
  await db.execute(sql`
    insert into "user" (id, name, email, email_verified)
    values (${editor.id}, 'Bench editor', ${editor.email}, true)`);
  const createdAt = performance.now();
  const { send } = await createNewsletterSend(db, {
    insightId,
    ratePerSecond: RATE,
    actorUserId: editor.id,
    actorEmail: editor.email,
  });
  const sendId = send.id;
  if (send.recipientCount !== SUBSCRIBERS)
    throw new SetupError(
      `the send has ${send.recipientCount} recipients, expected ${SUBSCRIBERS}`,
    );
  console.log(
    `send ${sendId}: ${SUBSCRIBERS} recipients at ${RATE}/s; SIGKILL when the sink has ${killAt}`,
  );
  while (!killedAt) {
    if (!server.running)
      throw new SetupError(`the server exited early:\n${server.output()}`);
    await delay(50);
  }
  await killManaged(server);
  const loadBefore = watchBefore.stop();
  const atKill = sink.total;
  console.log(`killed with ${atKill} messages at the sink; restarting…`);

  const watchAfter = watchMachineLoad("after the restart", { postgres: true });
  server = await start("node server (restart)");
  const restartedAt = performance.now();
  for (;;) {
    const result = (await db.execute(sql`
      select status from newsletter_sends where id = ${sendId}::uuid`)) as unknown as {
      rows: { status: string }[];
    };
    if (result.rows[0]?.status === "complete") break;
    if (performance.now() - createdAt > COMPLETE_TIMEOUT_MS)
      throw new SetupError("the send did not complete within 15 minutes");
    if (!server.running)
      throw new SetupError(`the restarted server exited:\n${server.output()}`);
    await delay(250);
  }
  const completedAt = performance.now();
  await delay(1000); // anything still in flight would arrive (and count) now
  const loadAfter = watchAfter.stop();

  const statuses = (await db.execute(sql`
    select status, count(*)::int as count from newsletter_deliveries
    where send_id = ${sendId}::uuid group by status order by status`)) as unknown as {
    rows: { status: string; count: number }[];
  };
  const arrivals = sink.arrivals;
  const firstBefore = arrivals[0] ?? killedAt;
  const firstAfter = arrivals[atKill] ?? completedAt;
  const last = arrivals[arrivals.length - 1] ?? completedAt;
  const runningSeconds = (killedAt - firstBefore + (last - firstAfter)) / 1000;
  const distinct = sink.byRecipient.size;
  const duplicates = sink.total - sink.byMessageId.size;
  const duplicateRecipients = [...sink.byRecipient.values()].filter(
    (n) => n > 1,
  ).length;
  const missing = SUBSCRIBERS - distinct;
  const perSecond = sink.total / runningSeconds;

  console.log("\nbench:newsletter\n");
  console.log(describeMachine().join("\n"));
  console.log(
    `\n${renderTable(
      ["", "value"],
      [
        ["expected", String(SUBSCRIBERS)],
        ["delivered (messages at the sink)", String(sink.total)],
        ["distinct recipients", String(distinct)],
        ["distinct Message-IDs", String(sink.byMessageId.size)],
        ["duplicates", `${duplicates} (${duplicateRecipients} recipients)`],
        ["missing", String(missing)],
        ["killed at (sink count)", `${atKill} (target ${killAt})`],
        [
          "database: deliveries",
          statuses.rows.map((r) => `${r.status} ${r.count}`).join(", "),
        ],
        [
          "msgs/s while running",
          `${formatNumber(perSecond, 0)} (target ≥ ${TARGET_PER_SECOND})`,
        ],
        [
          "running time (excl. restart gap)",
          `${formatNumber(runningSeconds, 1)} s`,
        ],
        [
          "restart gap (kill → first message after)",
          `${formatNumber((firstAfter - killedAt) / 1000, 1)} s (server ready after ${formatNumber((restartedAt - killedAt) / 1000, 1)} s)`,
        ],
        [
          "wall time (send created → complete)",
          `${formatNumber((completedAt - createdAt) / 1000, 1)} s`,
        ],
      ],
    )}\n`,
  );
  console.log(formatLoadTable([loadBefore, loadAfter]));
  if (duplicates || missing)
    throw new SetupError(
      `${duplicates} duplicate(s), ${missing} missing: not exactly once`,
    );
  console.log("\nexactly once: every subscriber got one message.");
}

await runBench("bench:newsletter", main);
