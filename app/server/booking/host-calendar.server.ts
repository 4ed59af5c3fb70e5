import { count, eq } from "drizzle-orm";
import { staffWrite } from "../console/audit.server";
import type { AdminScope } from "../console/staff-scope.server";
import { bookingBusyTimes, bookingHosts } from "../db/schema.server";
import { feedUrl, newFeedToken } from "./booking-feed.server";
import {
  busySourceFresh,
  nextBusySyncAfter,
  scheduleBusySync,
  syncHostBusyTimes,
  type BusySyncOutcome,
} from "./busy-sync.server";
import type { OutboundFetchOptions } from "../security/outbound-fetch.server";
import { isUuid } from "../http/not-found-response.server";

/**
 * The console's view of one host's calendars (decision 069): whether they have a feed link (never
 * the link itself: only its hash is kept), their busy source and how its last read went.
 */
export type HostCalendarView = {
  readonly hostId: string;
  readonly displayName: string;
  readonly hasFeed: boolean;
  readonly busySourceUrl: string | null;
  readonly busySyncedAt: string | null;
  readonly busySyncError: string | null;
  /** True when the host offers no slot because their busy time could not be read lately. */
  readonly slotsHidden: boolean;
  readonly busyTimes: number;
};

async function hostRow(scope: AdminScope, hostId: string) {
  if (!isUuid(hostId)) return null;
  const [row] = await scope.db
    .select()
    .from(bookingHosts)
    .where(eq(bookingHosts.id, hostId));
  return row ?? null;
}

export async function hostCalendarView(
  scope: AdminScope,
  hostId: string,
  now = new Date(),
): Promise<HostCalendarView | null> {
  const row = await hostRow(scope, hostId);
  if (!row) return null;
  const [busy] = await scope.db
    .select({ count: count() })
    .from(bookingBusyTimes)
    .where(eq(bookingBusyTimes.hostId, row.id));
  return {
    hostId: row.id,
    displayName: row.displayName,
    hasFeed: row.feedTokenHash !== null,
    busySourceUrl: row.busySourceUrl,
    busySyncedAt: row.busySyncedAt?.toISOString() ?? null,
    busySyncError: row.busySyncError,
    slotsHidden: !busySourceFresh(row, now),
    busyTimes: Number(busy?.count ?? 0),
  };
}

/**
 * A new secret feed link for the host, returned once (the old one stops answering at once);
 * null when there is no such host. Audited without the link.
 */
export async function rotateHostFeed(
  scope: AdminScope,
  hostId: string,
  publicUrl: string,
): Promise<string | null> {
  const row = await hostRow(scope, hostId);
  if (!row) return null;
  const { token, hash } = newFeedToken();
  await staffWrite(scope.db, scope.actor, async (tx, audit) => {
    await tx
      .update(bookingHosts)
      .set({ feedTokenHash: hash, updatedAt: new Date() })
      .where(eq(bookingHosts.id, row.id));
    await audit({
      action: "booking_host.feed_rotate",
      entityType: "booking_host",
      entityId: row.id,
      summary: row.feedTokenHash
        ? `Replaced ${row.displayName}'s calendar feed link (the old one stopped working)`
        : `Created ${row.displayName}'s calendar feed link`,
    });
  });
  return feedUrl(publicUrl, token);
}

/**
 * Sets (or, with "", removes) the host's busy source. A new source has never been read: its
 * busy rows from the old one go, and the host offers no slot until the first read succeeds.
 */
export async function setHostBusySource(
  scope: AdminScope,
  hostId: string,
  url: string,
): Promise<"saved" | "unchanged" | "not-found"> {
  const row = await hostRow(scope, hostId);
  if (!row) return "not-found";
  const next = url === "" ? null : url;
  if (next === row.busySourceUrl) return "unchanged";
  await staffWrite(scope.db, scope.actor, async (tx, audit) => {
    await tx
      .delete(bookingBusyTimes)
      .where(eq(bookingBusyTimes.hostId, row.id));
    await tx
      .update(bookingHosts)
      .set({
        busySourceUrl: next,
        busySyncedAt: null,
        busySyncError: null,
        updatedAt: new Date(),
      })
      .where(eq(bookingHosts.id, row.id));
    await audit({
      action: "booking_host.busy_source",
      entityType: "booking_host",
      entityId: row.id,
      summary: next
        ? `Set ${row.displayName}'s busy calendar`
        : `Removed ${row.displayName}'s busy calendar`,
      // The address itself can be a secret calendar link: recorded only as set or not.
      before: { busySource: row.busySourceUrl ? "set" : "none" },
      after: { busySource: next ? "set" : "none" },
    });
  });
  // The 15-minute chain stops while no host has a busy calendar: this one restarts it.
  if (next) await scheduleBusySync(scope.db, nextBusySyncAfter(new Date()));
  return "saved";
}

/** "Sync now": reads the host's busy source at once, as the 15-minute job would. */
export async function syncHostNow(
  scope: AdminScope,
  hostId: string,
  options: { now?: Date; fetch?: OutboundFetchOptions } = {},
): Promise<BusySyncOutcome | { status: "not-found" }> {
  const row = await hostRow(scope, hostId);
  if (!row) return { status: "not-found" };
  return syncHostBusyTimes(scope.db, row, options);
}
