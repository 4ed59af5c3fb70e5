/**
 * bench:webhooks — the integrations' outbox under a burst of leads (docs/integrations.md).
 * Per database (PGlite, then PostgreSQL when reachable): 1,000 contact leads stored through
 * the forms' own insert (the lead, its staff e-mail and the triggers), first with no endpoint
 * (the baseline), then with three signed-webhook endpoints on loopback receivers while two
 * delivery workers run beside the inserts. One receiver answers 503 to everything for its
 * first BENCH_WEBHOOKS_OUTAGE deliveries' worth of requests, then recovers; the workers' clock
 * is moved past each retry delay when nothing else is due, so three days of retries take
 * seconds. Reported: the lead insert's p50/p99 with and without endpoints, how long the
 * deliveries took, attempts made, and per endpoint how many events its receiver accepted —
 * each exactly once, checked by `webhook-id`.
 *
 *   npm run bench:webhooks
 *   BENCH_DATABASES=pglite BENCH_WEBHOOKS_LEADS=300 npm run bench:webhooks
 */
import { fork } from "node:child_process";
import { fileURLToPath } from "node:url";
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { type DatabaseConnection } from "../app/server/db/client.server";
import { contactRequests } from "../app/server/db/schema.server";
import { rowsOf } from "../app/server/db/sql-rows.server";
import {
  createDeliveryEngine,
  type DeliveryEngine,
} from "../app/server/integrations/delivery-engine.server";
import { parseAllowedHosts } from "../app/server/integrations/destination-guard.server";
import { createSecretBox } from "../app/server/integrations/secret-box.server";
import { newSigningSecret } from "../app/server/integrations/signing-secret.server";
import { insertLead } from "../app/server/leads/store-lead.server";
import { createLogger } from "../app/server/logger.server";
import { latencySummary } from "./format";
import {
  LOOPBACK,
  describeMachine,
  formatLatency,
  formatNumber,
  onCleanup,
  positiveIntFromEnv,
  renderTable,
  runBench,
} from "./leads-support";
import { onEachBenchDatabase, wantedDatabases } from "./bench-databases";

const LEADS = positiveIntFromEnv("BENCH_WEBHOOKS_LEADS", 1000);
const OUTAGE_REQUESTS = positiveIntFromEnv("BENCH_WEBHOOKS_OUTAGE", 400);
const ENDPOINTS = 3;

type ReceiverCounts = {
  accepted: number;
  duplicates: number;
  requests: number;
  refused: number;
};

/** The receivers' process: one server per secret, the last failing its first requests. */
async function startReceivers(secrets: string[], failFirst: number[]) {
  const child = fork(
    fileURLToPath(new URL("./webhook-receiver-child.ts", import.meta.url)),
    {
      execArgv: ["--import", "tsx"],
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    },
  );
  const stop = onCleanup("the webhook receivers' process", async () => {
    child.kill("SIGTERM");
  });
  const next = <T>() =>
    new Promise<T>((resolve) => child.once("message", (m) => resolve(m as T)));
  const ready = next<{ ports: number[] }>();
  child.send({ secrets, failFirst });
  const { ports } = await ready;
  return {
    ports,
    async report(): Promise<ReceiverCounts[]> {
      const answer = next<{ counts: ReceiverCounts[] }>();
      child.send("report");
      return (await answer).counts;
    },
    async close() {
      child.send("exit");
      await stop();
    },
  };
}

let leadCounter = 0;

/** One contact lead through the forms' insert: its row, inbox row, staff e-mail, events. */
async function storeLead(connection: DatabaseConnection): Promise<number> {
  leadCounter += 1;
  const started = performance.now();
  const outcome = await insertLead(connection.db, {
    table: contactRequests,
    values: {
      firstName: "Amara",
      lastName: `Okafor ${leadCounter}`,
      email: `amara.${leadCounter}@digital.gov.example`,
      company: "Ministry of Digital Services",
      interest: "sovereign-cloud",
      message: "We are planning a sovereign AI platform for 14 agencies.",
      pagePath: "/contact",
      consentText: "I agree that my details are used to answer my request.",
      locale: "en",
      isSpam: false,
      spamReason: null,
      idempotencyKey: `bench-webhooks-${process.pid}-${leadCounter}`,
    },
    verdict: {
      isSpam: false,
      reason: null,
      idempotencyKey: `bench-webhooks-${process.pid}-${leadCounter}`,
    },
    mail: [
      {
        kind: "lead_notification",
        message: {
          to: ["leads@consultancy.example"],
          subject: "New contact request",
          text: "A new contact request.",
        },
      },
    ],
  });
  if (outcome.status !== "stored")
    throw new Error("a bench lead was not stored");
  return performance.now() - started;
}

async function storeLeads(connection: DatabaseConnection): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < LEADS; i++) samples.push(await storeLead(connection));
  return samples;
}

type DatabaseRow = {
  database: string;
  baseline: ReturnType<typeof latencySummary>;
  withEndpoints: ReturnType<typeof latencySummary>;
  whileDelivering: ReturnType<typeof latencySummary>;
  deliverySeconds: number;
  attempts: number;
  perEndpoint: string[];
  exactlyOnce: boolean;
};

async function measureDatabase(
  label: string,
  connection: DatabaseConnection,
): Promise<DatabaseRow> {
  await connection.migrate();
  // The baseline: leads with no endpoint (the triggers find none).
  await storeLeads(connection);
  const baseline = latencySummary(await storeLeads(connection));

  const box = createSecretBox("bench-webhooks-secret-of-enough-length");
  const secrets = Array.from({ length: ENDPOINTS }, newSigningSecret);
  const receivers = await startReceivers(
    secrets,
    secrets.map((_, index) => (index === ENDPOINTS - 1 ? OUTAGE_REQUESTS : 0)),
  );
  for (const [index, port] of receivers.ports.entries()) {
    const [endpoint] = await rowsOf<{ id: string }>(
      connection.db,
      sql`insert into webhook_endpoints (kind, url_encrypted, url_display, event_types)
        values ('webhook', ${box.seal(`http://${LOOPBACK}:${port}/hook`)}, ${`receiver ${index + 1}`}, '{lead.created}')
        returning id`,
    );
    await connection.db.execute(
      sql`insert into webhook_endpoint_secrets (endpoint_id, secret_encrypted) values (${endpoint!.id}::uuid, ${box.seal(secrets[index]!)})`,
    );
  }
  let offsetMs = 0;
  const now = () => new Date(Date.now() + offsetMs);
  const logger = createLogger("silent");
  const policy = {
    allowedHosts: parseAllowedHosts(
      receivers.ports.map((port) => `${LOOPBACK}:${port}`).join(","),
    ),
    resolve: async () => [{ address: LOOPBACK, family: 4 }],
  };
  const startWorkers = (pollMs: number): DeliveryEngine[] =>
    [0, 1].map(() =>
      createDeliveryEngine({
        db: connection.db,
        logger,
        box,
        policy,
        publicUrl: "https://consultancy.example",
        alertFallbackTo: "leads@consultancy.example",
        pollMs,
        now,
      }),
    );
  const pendingCount = async () =>
    (
      (await rowsOf<{ pending: number }>(
        connection.db,
        sql`select count(*)::int as pending from webhook_deliveries where state = 'pending'`,
      )) as [{ pending: number }]
    )[0].pending;
  // The triggers' cost alone: leads queue their events, no worker runs.
  const withEndpoints = latencySummary(await storeLeads(connection));
  // The backlog delivered by two workers through the outage; when nothing is due, the next
  // retry is later: the workers' clock moves on a minute.
  const draining = startWorkers(3_600_000);
  const started = performance.now();
  for (;;) {
    const made = await Promise.all(draining.map((worker) => worker.runOnce()));
    if (made.some((count) => count > 0)) continue;
    if ((await pendingCount()) === 0) break;
    offsetMs += 60_000;
  }
  const deliverySeconds = (performance.now() - started) / 1000;
  await Promise.all(draining.map((worker) => worker.stop()));
  // Leads while two workers poll as in production (every second) and send what arrives.
  const polling = startWorkers(1000);
  const whileDelivering = latencySummary(await storeLeads(connection));
  while ((await pendingCount()) > 0)
    await new Promise((resolve) => setTimeout(resolve, 200));
  await Promise.all(polling.map((worker) => worker.stop()));
  const [{ attempts }] = (await rowsOf<{ attempts: number }>(
    connection.db,
    sql`select count(*)::int as attempts from webhook_attempts`,
  )) as [{ attempts: number }];
  const [{ delivered }] = (await rowsOf<{ delivered: number }>(
    connection.db,
    sql`select count(*)::int as delivered from webhook_deliveries where state = 'delivered'`,
  )) as [{ delivered: number }];
  const counts = await receivers.report();
  const exactlyOnce =
    delivered === 2 * LEADS * ENDPOINTS &&
    counts.every(
      (count) =>
        count.accepted === 2 * LEADS &&
        count.duplicates === 0 &&
        count.refused === 0,
    );
  const perEndpoint = counts.map(
    (count, index) =>
      `${index + 1}: ${count.accepted} accepted, ${count.duplicates} twice, ${count.requests} requests`,
  );
  await receivers.close();
  return {
    database: label,
    baseline,
    withEndpoints,
    whileDelivering,
    deliverySeconds,
    attempts,
    perEndpoint,
    exactlyOnce,
  };
}

await runBench("bench:webhooks", async () => {
  wantedDatabases();
  console.log(
    `bench:webhooks — ${formatNumber(LEADS, 0)} leads to ${ENDPOINTS} signed endpoints, the last one answering 503 to its first ${OUTAGE_REQUESTS} requests`,
  );
  for (const line of describeMachine()) console.log(line);
  const rows = await onEachBenchDatabase("webhooks", ({ name, connection }) =>
    measureDatabase(name, connection),
  );
  const ms = (value: number) => formatLatency(Number(value.toFixed(2)));
  console.log(
    `\n${renderTable(
      [
        "database",
        "lead p50 / p99: no endpoint",
        "3 endpoints",
        "3 endpoints, 2 workers sending",
        "backlog + outage delivered in s",
        "attempts",
        "each event accepted once",
      ],
      rows.map((row) => [
        row.database,
        `${ms(row.baseline.p50)} / ${ms(row.baseline.p99)}`,
        `${ms(row.withEndpoints.p50)} / ${ms(row.withEndpoints.p99)}`,
        `${ms(row.whileDelivering.p50)} / ${ms(row.whileDelivering.p99)}`,
        formatNumber(row.deliverySeconds, 1),
        formatNumber(row.attempts, 0),
        row.exactlyOnce ? "yes" : "NO",
      ]),
    )}`,
  );
  for (const row of rows)
    console.log(`${row.database} receivers — ${row.perEndpoint.join("; ")}`);
  if (rows.some((row) => !row.exactlyOnce))
    throw new Error("an event was lost or accepted twice: see the table");
});
