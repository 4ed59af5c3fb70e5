import type { PageInfo } from "../client-work/client-work-views";
import type { FormResult } from "../forms/form-result";
import { isLocalDate } from "./wall-clock";

/**
 * The console's Bookings view: which meetings a URL asks for (a GET form, so every filter has
 * an address and works without JavaScript) and what each row shows.
 */

export const BOOKINGS_PATH = "/lead_admin/bookings";
export const BOOKING_HOSTS_PATH = "/lead_admin/bookings/hosts";
export const bookingHostPath = (hostId: string) =>
  `${BOOKING_HOSTS_PATH}/${hostId}`;
export const bookingHostCalendarPath = (hostId: string) =>
  `${bookingHostPath(hostId)}/calendar`;

/** Upcoming: confirmed and not yet over; past: confirmed and over; cancelled: by anyone. */
export const BOOKING_VIEWS = ["upcoming", "past", "cancelled"] as const;
export type BookingView = (typeof BOOKING_VIEWS)[number];

export const bookingViewLabels: Record<BookingView, string> = {
  upcoming: "Upcoming",
  past: "Past",
  cancelled: "Cancelled",
};

export const BOOKINGS_PAGE_SIZE = 25;
const SEARCH_MAX = 200;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type BookingListParams = {
  view: BookingView;
  /** A host's id, or "" for every host. */
  host: string;
  /** Local dates (YYYY-MM-DD, UTC days), or "" for no bound; `to` is inclusive. */
  from: string;
  to: string;
  /** Searches the visitor's name, organisation and e-mail. */
  q: string;
  page: number;
};

/** A URL's query as a list's parameters: anything malformed is simply not a filter. */
export function parseBookingListParams(
  search: URLSearchParams,
): BookingListParams {
  const view = search.get("view") ?? "";
  const host = search.get("host") ?? "";
  const date = (name: string) => {
    const value = search.get(name) ?? "";
    return isLocalDate(value) ? value : "";
  };
  const page = search.get("page") ?? "";
  return {
    view: (BOOKING_VIEWS as readonly string[]).includes(view)
      ? (view as BookingView)
      : "upcoming",
    host: UUID.test(host) ? host.toLowerCase() : "",
    from: date("from"),
    to: date("to"),
    q: (search.get("q") ?? "").trim().slice(0, SEARCH_MAX),
    page: /^\d{1,6}$/.test(page) ? Math.max(1, Number(page)) : 1,
  };
}

/** Whether anything but the view narrows the list. */
export function isBookingListFiltered(params: BookingListParams): boolean {
  return Boolean(params.host || params.from || params.to || params.q);
}

/** A view's link, keeping the other filters and starting again at page 1. */
export function bookingListHref(
  params: BookingListParams,
  changes: Partial<BookingListParams>,
): string {
  const next = { ...params, page: 1, ...changes };
  const query = new URLSearchParams();
  if (next.view !== "upcoming") query.set("view", next.view);
  if (next.host) query.set("host", next.host);
  if (next.from) query.set("from", next.from);
  if (next.to) query.set("to", next.to);
  if (next.q) query.set("q", next.q);
  if (next.page > 1) query.set("page", String(next.page));
  const text = query.toString();
  return text ? `${BOOKINGS_PATH}?${text}` : BOOKINGS_PATH;
}

export type BookingRowView = {
  id: string;
  /** ISO instant, for <time dateTime>. */
  startsAt: string;
  /** "Mon 1 Feb 2027, 09:00": the start on the host's wall clock. */
  startLabel: string;
  /** "UTC−05:00 · America/Toronto": the host's offset at that instant and zone. */
  zoneLabel: string;
  durationMinutes: number;
  visitorName: string;
  visitorEmail: string;
  organisation: string;
  hostId: string;
  hostName: string;
  status: "confirmed" | "cancelled";
  /** Confirmed and started: the meeting can be marked a no-show (or unmarked). */
  started: boolean;
  noShow: boolean;
  assignmentReason: string;
  /** The lead the booking came from, when there is one (its page in the console). */
  leadId: string | null;
};

export type BookingHostOption = { id: string; name: string };

export type BookingsTabData = PageInfo & {
  params: BookingListParams;
  rows: BookingRowView[];
  hosts: BookingHostOption[];
  /** Counts for the three views' tabs, under the other filters. */
  counts: Record<BookingView, number>;
};

/** The no-show form's answer when it is refused (the page shows it above the list). */
export type NoShowResult = FormResult & { bookingId?: string };
