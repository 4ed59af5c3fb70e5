import { createHash, randomBytes } from "node:crypto";
import { and, asc, eq, gte } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { bookingHosts, bookings } from "../db/schema.server";
import { bookingUid, calendarFeed } from "./icalendar.server";

/**
 * A host's secret calendar feed (decision 069): their confirmed meetings as an `.ics` a calendar
 * subscribes to. The URL's token is 32 random bytes; only its SHA-256 is stored, so the database
 * cannot give the URL back, and rotating it replaces the hash: the old URL stops at once.
 */

export const FEED_PATH_PREFIX = "/calendar/bookings/";
/** Meetings this far back stay in the feed, so last week's meeting does not vanish from the calendar. */
export const FEED_PAST_DAYS = 30;

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function hashFeedToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

export function feedUrl(publicUrl: string, token: string): string {
  return new URL(`${FEED_PATH_PREFIX}${token}.ics`, publicUrl).toString();
}

/** A new feed secret and the hash that is stored for it. */
export function newFeedToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashFeedToken(token) };
}

/** A new feed link for the host, returned once; null when there is no such host. */
export async function rotateFeedToken(
  db: Database,
  hostId: string,
  publicUrl: string,
): Promise<string | null> {
  const { token, hash } = newFeedToken();
  const [row] = await db
    .update(bookingHosts)
    .set({ feedTokenHash: hash, updatedAt: new Date() })
    .where(eq(bookingHosts.id, hostId))
    .returning({ id: bookingHosts.id });
  return row ? feedUrl(publicUrl, token) : null;
}

/**
 * The feed's text for a token, or null for a malformed or unknown token (a 404 that says no
 * more). Each meeting carries the visitor's name and organisation — what the host needs to
 * recognise it — and never their e-mail address.
 */
export async function bookingFeedFor(
  db: Database,
  token: string,
  options: { publicUrl: string; productOwner: string; now?: Date },
): Promise<string | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const [host] = await db
    .select({ id: bookingHosts.id, displayName: bookingHosts.displayName })
    .from(bookingHosts)
    .where(eq(bookingHosts.feedTokenHash, hashFeedToken(token)));
  if (!host) return null;
  const now = options.now ?? new Date();
  const rows = await db
    .select({
      id: bookings.id,
      sequence: bookings.sequence,
      startsAt: bookings.startsAt,
      endsAt: bookings.endsAt,
      updatedAt: bookings.updatedAt,
      visitorName: bookings.visitorName,
      organisation: bookings.organisation,
    })
    .from(bookings)
    .where(
      and(
        eq(bookings.hostId, host.id),
        eq(bookings.status, "confirmed"),
        gte(
          bookings.endsAt,
          new Date(now.getTime() - FEED_PAST_DAYS * 86_400_000),
        ),
      ),
    )
    .orderBy(asc(bookings.startsAt));
  return calendarFeed({
    productOwner: options.productOwner,
    name: `${options.productOwner} — ${host.displayName}`,
    events: rows.map((row) => ({
      uid: bookingUid(row.id, options.publicUrl),
      sequence: row.sequence,
      start: row.startsAt,
      end: row.endsAt,
      stamp: row.updatedAt,
      summary: `Consultation: ${row.visitorName} (${row.organisation})`,
      description: `Consultation booked by ${row.visitorName}, ${row.organisation}.`,
    })),
  });
}

/** The request log's URL without a feed's secret (the path alone would let anyone subscribe). */
export function redactFeedTokens(url: string): string {
  return url.replace(
    /(\/calendar\/bookings\/)[^/?#]+/,
    (_match, prefix: string) => `${prefix}[redacted]`,
  );
}
