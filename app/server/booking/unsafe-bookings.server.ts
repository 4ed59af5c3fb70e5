import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  lt,
  or,
  sql,
  type SQL,
} from "drizzle-orm";
import { meetingTimeSentence } from "~/domain/booking/booking-format";
import {
  BOOKING_VIEWS,
  BOOKINGS_PAGE_SIZE,
  type BookingListParams,
  type BookingView,
} from "~/domain/booking/booking-list";
import { addDays } from "~/domain/booking/wall-clock";
import { staffWrite } from "../console/audit.server";
import type { StaffScope } from "../console/staff-scope.server";
import { bookingHosts, bookings, leadNotes, leads } from "../db/schema.server";
import { pageWindow } from "../http/pagination.server";

/**
 * The console's reads and writes of every booking (decision 068, docs/booking.md): the
 * Bookings view's list, and the no-show mark. UNSAFE by name: a booking is a prospect's
 * personal data, read across hosts, so only code behind the console's admin guard may call
 * these (they take its StaffScope).
 */

export type BookingListRow = {
  id: string;
  startsAt: Date;
  endsAt: Date;
  visitorName: string;
  visitorEmail: string;
  organisation: string;
  status: string;
  noShow: boolean;
  assignmentReason: string;
  leadId: string | null;
  hostId: string;
  hostName: string;
  hostZone: string;
};

/** `%`, `_` and the escape character itself match literally in a search. */
function likePattern(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, "\\$&")}%`;
}

function viewWhere(view: BookingView, now: Date): SQL {
  switch (view) {
    case "upcoming":
      return and(eq(bookings.status, "confirmed"), gte(bookings.endsAt, now))!;
    case "past":
      return and(eq(bookings.status, "confirmed"), lt(bookings.endsAt, now))!;
    case "cancelled":
      return eq(bookings.status, "cancelled");
  }
}

/** The filters besides the view: host, dates (UTC days, `to` inclusive) and the search. */
function filterWhere(params: BookingListParams): SQL[] {
  const conditions: SQL[] = [];
  if (params.host) conditions.push(eq(bookings.hostId, params.host));
  if (params.from)
    conditions.push(
      gte(bookings.startsAt, new Date(`${params.from}T00:00:00Z`)),
    );
  if (params.to)
    conditions.push(
      lt(bookings.startsAt, new Date(`${addDays(params.to, 1)}T00:00:00Z`)),
    );
  if (params.q) {
    const pattern = likePattern(params.q);
    conditions.push(
      or(
        sql`lower(${bookings.visitorName}) like ${pattern}`,
        sql`lower(${bookings.organisation}) like ${pattern}`,
        sql`lower(${bookings.visitorEmail}) like ${pattern}`,
      )!,
    );
  }
  return conditions;
}

/**
 * One page of bookings for the URL's view and filters, and each view's count under the same
 * filters (the tabs' numbers). Upcoming meetings soonest first; past and cancelled ones most
 * recent first.
 */
export async function unsafeListBookings(
  { db }: StaffScope,
  params: BookingListParams,
  now = new Date(),
) {
  const filters = filterWhere(params);
  const countOf = async (view: BookingView) => {
    const [row] = await db
      .select({ n: count() })
      .from(bookings)
      .where(and(viewWhere(view, now), ...filters));
    return row?.n ?? 0;
  };
  const totals = await Promise.all(BOOKING_VIEWS.map(countOf));
  const counts = Object.fromEntries(
    BOOKING_VIEWS.map((view, index) => [view, totals[index]!]),
  ) as Record<BookingView, number>;
  const total = counts[params.view];
  const window = pageWindow(params.page, total, BOOKINGS_PAGE_SIZE);
  const order =
    params.view === "upcoming"
      ? [asc(bookings.startsAt), asc(bookings.id)]
      : [desc(bookings.startsAt), desc(bookings.id)];
  const rows: BookingListRow[] = await db
    .select({
      id: bookings.id,
      startsAt: bookings.startsAt,
      endsAt: bookings.endsAt,
      visitorName: bookings.visitorName,
      visitorEmail: bookings.visitorEmail,
      organisation: bookings.organisation,
      status: bookings.status,
      noShow: bookings.noShow,
      assignmentReason: bookings.assignmentReason,
      leadId: bookings.leadId,
      hostId: bookings.hostId,
      hostName: bookingHosts.displayName,
      hostZone: bookingHosts.zone,
    })
    .from(bookings)
    .innerJoin(bookingHosts, eq(bookingHosts.id, bookings.hostId))
    .where(and(viewWhere(params.view, now), ...filters))
    .orderBy(...order)
    .limit(BOOKINGS_PAGE_SIZE)
    .offset(window.offset);
  return { rows, counts, ...window };
}

export type NoShowOutcome =
  | { status: "done"; visitorName: string; leadNoted: boolean }
  | { status: "not-found" }
  /** A cancelled meeting did not take place: nobody could miss it. */
  | { status: "cancelled" }
  /** Before the meeting starts nobody has missed it yet. */
  | { status: "not-started"; startsAt: string }
  | { status: "unchanged" };

/** The lead's note when a booking is marked (or unmarked) a no-show. */
export function noShowNote(
  noShow: boolean,
  meeting: { startsAt: Date; hostName: string; hostZone: string },
): string {
  const when = meetingTimeSentence(meeting.startsAt, meeting.hostZone);
  return noShow
    ? `Missed the consultation on ${when} with ${meeting.hostName} (marked a no-show in Bookings).`
    : `The consultation on ${when} with ${meeting.hostName} is no longer marked a no-show (the mark was removed in Bookings).`;
}

/**
 * Marks a meeting a no-show, or takes the mark back — only once it has started, and never for a
 * cancelled one. In one transaction with its audit entry: the booking's flag, and on the lead
 * it came from a note saying so (the lead's status is left to sales: a missed first meeting
 * is a reason to call, not a verdict).
 */
export async function unsafeSetNoShow(
  { db, actor }: StaffScope,
  bookingId: string,
  noShow: boolean,
  now = new Date(),
): Promise<NoShowOutcome> {
  return staffWrite(db, actor, async (tx, audit) => {
    const [row] = await tx
      .select({
        id: bookings.id,
        status: bookings.status,
        startsAt: bookings.startsAt,
        noShow: bookings.noShow,
        leadId: bookings.leadId,
        visitorName: bookings.visitorName,
        visitorEmail: bookings.visitorEmail,
        hostName: bookingHosts.displayName,
        hostZone: bookingHosts.zone,
      })
      .from(bookings)
      .innerJoin(bookingHosts, eq(bookingHosts.id, bookings.hostId))
      .where(eq(bookings.id, bookingId))
      .for("update", { of: bookings });
    if (!row) return { status: "not-found" };
    if (row.status !== "confirmed") return { status: "cancelled" };
    if (row.startsAt.getTime() > now.getTime())
      return {
        status: "not-started",
        startsAt: meetingTimeSentence(row.startsAt, row.hostZone),
      };
    if (row.noShow === noShow) return { status: "unchanged" };
    await tx
      .update(bookings)
      .set({ noShow, updatedAt: now })
      .where(eq(bookings.id, bookingId));
    const when = meetingTimeSentence(row.startsAt, row.hostZone);
    const who = `${row.visitorName} <${row.visitorEmail}>`;
    await audit({
      action: noShow ? "booking.no_show" : "booking.no_show_cleared",
      entityType: "booking",
      entityId: bookingId,
      summary: noShow
        ? `Marked ${who} a no-show for the consultation on ${when}`
        : `Removed the no-show mark of ${who} for the consultation on ${when}`,
      before: { noShow: row.noShow },
      after: { noShow },
      details: {
        name: row.visitorName,
        leadId: row.leadId,
        host: row.hostName,
      },
    });
    let leadNoted = false;
    if (row.leadId) {
      const [lead] = await tx
        .select({ id: leads.id })
        .from(leads)
        .where(eq(leads.id, row.leadId))
        .for("update");
      if (lead) {
        const body = noShowNote(noShow, row);
        const [note] = await tx
          .insert(leadNotes)
          .values({
            leadId: lead.id,
            authorProfileId: actor.profileId,
            body,
          })
          .returning({ id: leadNotes.id });
        await tx
          .update(leads)
          .set({ updatedAt: now })
          .where(eq(leads.id, lead.id));
        await audit({
          action: "lead.note",
          entityType: "lead",
          entityId: lead.id,
          summary: `Added a note to ${who}: ${noShow ? "missed the consultation" : "no-show mark removed"}`,
          before: null,
          after: { noteId: note?.id, body },
          details: { bookingId },
        });
        leadNoted = true;
      }
    }
    return { status: "done", visitorName: row.visitorName, leadNoted };
  });
}
