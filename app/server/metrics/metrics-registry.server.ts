import {
  collectDefaultMetrics,
  Counter,
  Gauge,
  Histogram,
  Registry,
} from "prom-client";

/**
 * One Prometheus registry per process (docs/decisions/026). server.ts and the framework's
 * server build are separate bundles that each carry a copy of this module, so the registry
 * lives on globalThis: a lead counted in a route module and a request timed in the Express
 * layer land in the same registry.
 *
 * Every label has a bounded set of values: routes are route patterns or fixed names, never
 * URLs; kinds, sources, brains and outcomes are the code's own words.
 */
export type LeadSource =
  "blueprint" | "contact" | "get_started" | "job_application" | "chat";
/** Who wrote a chat reply: the offline brain, the provider, or the offline brain standing in for a configured provider. */
export type ChatReplyBrain = "offline" | "provider" | "fallback" | "none";
export type ChatReplyOutcome =
  "completed" | "failed" | "abandoned" | "handed_off";
/** What the check on a provider's finished reply found (decision 057). */
export type ChatReplyCheckFinding = "invented_figure" | "echoed_rules";
export type JobRunOutcome = "succeeded" | "failed" | "dead" | "lease_lost";
export type JobQueueState = "due" | "scheduled" | "leased" | "dead";
/** What became of one newsletter message attempt (decision 056). */
export type NewsletterDeliveryOutcome = "sent" | "failed" | "dead" | "skipped";

export type AppMetrics = {
  registry: Registry;
  httpRequestDuration: Histogram<"method" | "route" | "status_class">;
  httpRequestDbStatements: Histogram<"method" | "route">;
  jobQueueDepth: Gauge<"kind" | "state">;
  jobQueueReadable: Gauge;
  jobRuns: Counter<"kind" | "outcome">;
  leadsStored: Counter<"source" | "spam">;
  chatReplies: Counter<"brain" | "outcome">;
  chatReplyChecks: Counter<"finding">;
  newsletterDeliveries: Counter<"outcome">;
};

/** One reading of the queue: a row per kind and state, or null when the database did not answer in time. */
export type JobQueueReading =
  { kind: string; state: JobQueueState; count: number }[] | null;
/** Where the queue's depth is read from at scrape time (set once the database is open). */
export type JobQueueDepthSource = () => Promise<JobQueueReading>;

type State = AppMetrics & { depthSource: JobQueueDepthSource | null };
const KEY = Symbol.for("consultancy-site.metrics");
type Holder = { [KEY]?: State };

/** From about 1 ms (a page served from memory) to 30 s (an upload near its deadline). */
const DURATION_BUCKETS = [
  0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30,
];

/**
 * Statements per request: 0 for a page from memory, a handful for a signed-in page; the
 * Fibonacci steps keep the buckets few while still telling 3 from 5 and 21 from 34.
 */
const STATEMENT_BUCKETS = [0, 1, 2, 3, 5, 8, 13, 21, 34, 55];

function createAppMetrics(): State {
  const registry = new Registry();
  // Process CPU, memory, heap, event-loop lag, handles: prom-client's standard set.
  collectDefaultMetrics({ register: registry });
  // Both queue gauges read the same reading: the source shares one query per scrape.
  const read = () => holder.depthSource?.() ?? Promise.resolve(null);
  const holder: State = {
    registry,
    depthSource: null,
    httpRequestDuration: new Histogram({
      name: "http_request_duration_seconds",
      help: "Time from a request's arrival to the end of its answer, by method, route pattern and status class.",
      labelNames: ["method", "route", "status_class"] as const,
      buckets: DURATION_BUCKETS,
      registers: [registry],
    }),
    httpRequestDbStatements: new Histogram({
      name: "http_request_db_statements",
      help: "Database statements (BEGIN and COMMIT included) a request ran before the end of its answer, by method and route pattern.",
      labelNames: ["method", "route"] as const,
      buckets: STATEMENT_BUCKETS,
      registers: [registry],
    }),
    jobQueueDepth: new Gauge({
      name: "job_queue_depth",
      help: "Unfinished jobs in the outbox by kind and state (due, scheduled, leased, dead), read at scrape time.",
      labelNames: ["kind", "state"] as const,
      registers: [registry],
      async collect() {
        const reading = await read();
        this.reset();
        for (const row of reading ?? [])
          this.set({ kind: row.kind, state: row.state }, row.count);
      },
    }),
    jobQueueReadable: new Gauge({
      name: "job_queue_depth_readable",
      help: "1 when this scrape read job_queue_depth from the database in time, 0 when it did not (job_queue_depth is then empty).",
      registers: [registry],
      async collect() {
        this.set((await read()) ? 1 : 0);
      },
    }),
    jobRuns: new Counter({
      name: "job_runs_total",
      help: "Job runs recorded by this process's worker, by kind and outcome (succeeded, failed = will retry, dead, lease_lost).",
      labelNames: ["kind", "outcome"] as const,
      registers: [registry],
    }),
    leadsStored: new Counter({
      name: "leads_stored_total",
      help: "Leads committed by this process, by source and whether they were flagged as spam (duplicates and updates not counted).",
      labelNames: ["source", "spam"] as const,
      registers: [registry],
    }),
    chatReplies: new Counter({
      name: "chat_replies_total",
      help: "Chat replies by who wrote them (offline, provider, fallback, none) and how they ended.",
      labelNames: ["brain", "outcome"] as const,
      registers: [registry],
    }),
    chatReplyChecks: new Counter({
      name: "chat_reply_checks_total",
      help: "Provider replies whose post-check found something a grounded reply never says: a figure nothing it was given contains, or the system prompt's own rules.",
      labelNames: ["finding"] as const,
      registers: [registry],
    }),
    newsletterDeliveries: new Counter({
      name: "newsletter_deliveries_total",
      help: "Newsletter message attempts by this process, by outcome (sent, failed = will retry, dead, skipped = unsubscribed during the send).",
      labelNames: ["outcome"] as const,
      registers: [registry],
    }),
  };
  return holder;
}

function state(): State {
  return ((globalThis as Holder)[KEY] ??= createAppMetrics());
}

export function appMetrics(): AppMetrics {
  return state();
}

/** The database query behind job_queue_depth (job-queue-metrics.server.ts); null stops reading. */
export function setJobQueueDepthSource(
  source: JobQueueDepthSource | null,
): void {
  state().depthSource = source;
}

/** Counts a committed lead; never throws into the request that stored it. */
export function countLeadStored(source: LeadSource, spam = false): void {
  try {
    appMetrics().leadsStored.inc({ source, spam: spam ? "true" : "false" });
  } catch {
    // Metrics are never worth failing a stored lead over.
  }
}

export function countChatReply(
  brain: ChatReplyBrain,
  outcome: ChatReplyOutcome,
): void {
  try {
    appMetrics().chatReplies.inc({ brain, outcome });
  } catch {
    // As above.
  }
}

export function countChatReplyCheck(finding: ChatReplyCheckFinding): void {
  try {
    appMetrics().chatReplyChecks.inc({ finding });
  } catch {
    // As above.
  }
}

export function countJobRun(kind: string, outcome: JobRunOutcome): void {
  try {
    appMetrics().jobRuns.inc({ kind, outcome });
  } catch {
    // As above.
  }
}

export function countNewsletterDelivery(
  outcome: NewsletterDeliveryOutcome,
): void {
  try {
    appMetrics().newsletterDeliveries.inc({ outcome });
  } catch {
    // As above.
  }
}
