import { eq, isNotNull } from "drizzle-orm";
import { z } from "zod";
import {
  BusyCalendarError,
  busyTimesOfCalendar,
} from "~/domain/booking/busy-calendar";
import type { Database } from "../db/client.server";
import { bookingBusyTimes, bookingHosts, outbox } from "../db/schema.server";
import { PermanentJobError, type JobHandler } from "../jobs/job-worker.server";
import type { Logger } from "../logger.server";
import {
  fetchOutboundText,
  OutboundFetchError,
  type OutboundFetchOptions,
} from "../security/outbound-fetch.server";

/**
 * Busy time imported from each host's own calendar (decision 069). A scheduled outbox job runs
 * every 15 minutes (payload `{ slot: "2027-02-01T12:15" }`, one row per kind and slot, like the
 * chat's retention) and reads every host's `busy_source_url`; a read replaces the host's busy
 * rows in one transaction. A failed read records why and keeps the old rows — but the host then
 * offers no slot until a read succeeds (bookings.server.ts: a host is never shown free on busy
 * time we could not read).
 */
export const BOOKING_BUSY_SYNC_KIND = "booking_busy_sync";
export const BUSY_SYNC_INTERVAL_MINUTES = 15;
/** A source not read successfully for this long hides the host's slots. */
export const BUSY_STALE_AFTER_MS = 60 * 60 * 1000;

const DAY = 86_400_000;
const INTERVAL_MS = BUSY_SYNC_INTERVAL_MINUTES * 60_000;

const payloadSchema = z.object({
  slot: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/),
});

/** `2027-02-01T12:15`: the run's quarter hour, UTC. */
function slotOf(runAt: Date): string {
  return runAt.toISOString().slice(0, 16);
}

/** The first quarter hour strictly after `after`. */
export function nextBusySyncAfter(after: Date): Date {
  return new Date(
    (Math.floor(after.getTime() / INTERVAL_MS) + 1) * INTERVAL_MS,
  );
}

/** Whether any host reads a busy calendar: the job's chain runs only while one does. */
export async function anyBusySource(db: Database): Promise<boolean> {
  const [row] = await db
    .select({ id: bookingHosts.id })
    .from(bookingHosts)
    .where(isNotNull(bookingHosts.busySourceUrl))
    .limit(1);
  return Boolean(row);
}

/**
 * Queues the run at `runAt` unless it is queued already (by this or another instance). Called
 * at start-up and whenever a host's busy calendar is set, and by each run for the next one while
 * any host has a busy calendar — so a site without any queues nothing every 15 minutes.
 */
export async function scheduleBusySync(db: Database, runAt: Date) {
  await db
    .insert(outbox)
    .values({
      kind: BOOKING_BUSY_SYNC_KIND,
      payload: { slot: slotOf(runAt) },
      nextAttemptAt: runAt,
    })
    .onConflictDoNothing();
}

type BusySourceHost = {
  readonly id: string;
  readonly zone: string;
  readonly windowDays: number;
  readonly busySourceUrl: string | null;
};

/** Whether a host's busy time is trustworthy now: no source, or one read successfully within the hour. */
export function busySourceFresh(
  host: {
    busySourceUrl: string | null;
    busySyncedAt: Date | null;
    busySyncError: string | null;
  },
  now: Date,
): boolean {
  if (!host.busySourceUrl) return true;
  if (host.busySyncError || !host.busySyncedAt) return false;
  return now.getTime() - host.busySyncedAt.getTime() <= BUSY_STALE_AFTER_MS;
}

export type BusySyncOutcome =
  | { readonly status: "synced"; readonly busyTimes: number }
  | { readonly status: "failed"; readonly error: string }
  | { readonly status: "no-source" };

/** What a failure says on the console page: ours, not a stack trace. */
function failureText(error: unknown): string {
  if (error instanceof OutboundFetchError || error instanceof BusyCalendarError)
    return error.message;
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === "string") return `could not be reached (${code})`;
  return "could not be read";
}

/**
 * Reads one host's busy source and replaces their busy rows (the span: a day ago to their
 * window's end and a day more). On failure: the error recorded, the old rows kept.
 */
export async function syncHostBusyTimes(
  db: Database,
  host: BusySourceHost,
  options: { now?: Date; fetch?: OutboundFetchOptions } = {},
): Promise<BusySyncOutcome> {
  if (!host.busySourceUrl) return { status: "no-source" };
  const now = options.now ?? new Date();
  const from = new Date(now.getTime() - DAY);
  const to = new Date(now.getTime() + (host.windowDays + 1) * DAY);
  let busy;
  try {
    const text = await fetchOutboundText(host.busySourceUrl, options.fetch);
    busy = busyTimesOfCalendar(text, { from, to, hostZone: host.zone });
  } catch (error) {
    const message = failureText(error);
    await db
      .update(bookingHosts)
      .set({ busySyncError: message.slice(0, 500) })
      .where(eq(bookingHosts.id, host.id));
    return { status: "failed", error: message };
  }
  await db.transaction(async (tx) => {
    await tx
      .delete(bookingBusyTimes)
      .where(eq(bookingBusyTimes.hostId, host.id));
    for (let index = 0; index < busy.length; index += 500)
      await tx.insert(bookingBusyTimes).values(
        busy.slice(index, index + 500).map((time) => ({
          hostId: host.id,
          startsAt: time.start,
          endsAt: time.end,
        })),
      );
    await tx
      .update(bookingHosts)
      .set({ busySyncedAt: now, busySyncError: null })
      .where(eq(bookingHosts.id, host.id));
  });
  return { status: "synced", busyTimes: busy.length };
}

/** One run: every host with a busy source, one after another. */
export async function syncAllBusySources(
  db: Database,
  options: { now?: Date; fetch?: OutboundFetchOptions } = {},
): Promise<{ synced: number; failed: number }> {
  const hosts = await db
    .select({
      id: bookingHosts.id,
      zone: bookingHosts.zone,
      windowDays: bookingHosts.windowDays,
      busySourceUrl: bookingHosts.busySourceUrl,
    })
    .from(bookingHosts)
    .where(isNotNull(bookingHosts.busySourceUrl));
  const counts = { synced: 0, failed: 0 };
  for (const host of hosts) {
    const outcome = await syncHostBusyTimes(db, host, options);
    if (outcome.status === "synced") counts.synced += 1;
    if (outcome.status === "failed") counts.failed += 1;
  }
  return counts;
}

export function createBusySyncHandler(options: {
  db: Database;
  logger: Logger;
  now?: () => Date;
  fetch?: OutboundFetchOptions;
}): JobHandler {
  const now = options.now ?? (() => new Date());
  return async (job) => {
    const payload = payloadSchema.safeParse(job.payload);
    if (!payload.success)
      throw new PermanentJobError(
        'invalid busy sync payload: expected { slot: "YYYY-MM-DDTHH:MM" }',
      );
    const startedAt = now();
    // The next run first, after this run's own slot: a failing run never breaks the chain.
    const slotRun = new Date(`${payload.data.slot}:00Z`);
    if (await anyBusySource(options.db))
      await scheduleBusySync(
        options.db,
        nextBusySyncAfter(slotRun > startedAt ? slotRun : startedAt),
      );
    const counts = await syncAllBusySources(options.db, {
      now: startedAt,
      fetch: options.fetch,
    });
    options.logger.info(
      { slot: payload.data.slot, ...counts },
      "booking busy-time sync run",
    );
  };
}
