import { data, redirect } from "react-router";
import { meetingStartLabels } from "~/domain/booking/booking-format";
import {
  bookingListHref,
  parseBookingListParams,
  type BookingRowView,
  type BookingsTabData,
} from "~/domain/booking/booking-list";
import { noShowFormSchema } from "~/domain/booking/host-form";
import type { Toast } from "~/domain/forms/form-result";
import type { Route } from "../../routes/booking/+types/bookings-tab";
import {
  accountFormOf,
  formFailure,
  parseForm,
} from "../auth/account-form.server";
import { CONSOLE_HEADERS } from "../console/console-frame.server";
import { requireStaff } from "../console/console-guard.server";
import { setFlashToast } from "../http/flash-toast.server";
import { unsafeListBookingHosts } from "./unsafe-booking-hosts.server";
import {
  unsafeListBookings,
  unsafeSetNoShow,
  type BookingListRow,
} from "./unsafe-bookings.server";

function rowView(row: BookingListRow, now: Date): BookingRowView {
  return {
    id: row.id,
    startsAt: row.startsAt.toISOString(),
    ...meetingStartLabels(row.startsAt, row.hostZone),
    durationMinutes: Math.round(
      (row.endsAt.getTime() - row.startsAt.getTime()) / 60_000,
    ),
    visitorName: row.visitorName,
    visitorEmail: row.visitorEmail,
    organisation: row.organisation,
    hostId: row.hostId,
    hostName: row.hostName,
    status: row.status === "cancelled" ? "cancelled" : "confirmed",
    started:
      row.status === "confirmed" && row.startsAt.getTime() <= now.getTime(),
    noShow: row.noShow,
    assignmentReason: row.assignmentReason,
    leadId: row.leadId,
  };
}

/**
 * /lead_admin/bookings (admins, like the leads they come from): upcoming, past or cancelled
 * meetings for the host, dates and search in the URL, one page at a time.
 */
export async function bookingsTabLoader({
  request,
  context,
}: Route.LoaderArgs) {
  const { scope } = await requireStaff(request, context);
  const params = parseBookingListParams(new URL(request.url).searchParams);
  const now = new Date();
  const [list, hosts] = await Promise.all([
    unsafeListBookings(scope, params, now),
    unsafeListBookingHosts(scope),
  ]);
  const body: BookingsTabData = {
    params: { ...params, page: list.page },
    rows: list.rows.map((row) => rowView(row, now)),
    hosts: hosts.map((host) => ({ id: host.id, name: host.displayName })),
    counts: list.counts,
    page: list.page,
    pageCount: list.pageCount,
    pageSize: list.pageSize,
    total: list.total,
  };
  return data(body, { headers: CONSOLE_HEADERS });
}

/**
 * The no-show form of a row (`intent=no-show`): marks or unmarks, only once the meeting has
 * started; a refusal says why and changes nothing. Success goes back to the same list.
 */
export async function bookingsTabAction({
  request,
  context,
}: Route.ActionArgs) {
  const { scope } = await requireStaff(request, context);
  const form = accountFormOf(context);
  const refuse = (
    title: string,
    description: string,
    status: number,
    bookingId?: string,
  ) =>
    formFailure(
      { bookingId },
      {
        status,
        headers: CONSOLE_HEADERS,
        toast: { kind: "error", title, description },
      },
    );
  if (form.get("intent") !== "no-show")
    return refuse(
      "Unknown action",
      "The form did not say what to change. Reload the page and try again.",
      400,
    );
  const parsed = parseForm(noShowFormSchema, form, ["bookingId", "noShow"]);
  if (!parsed.ok)
    return refuse(
      "Nothing changed",
      Object.values(parsed.fieldErrors)[0] ?? "Reload the page and try again.",
      400,
    );
  const { bookingId } = parsed.value;
  const noShow = parsed.value.noShow === "yes";
  const outcome = await unsafeSetNoShow(scope, bookingId, noShow);
  let toast: Toast;
  switch (outcome.status) {
    case "not-found":
      return refuse(
        "Booking not found",
        "It may have been removed. Reload the page.",
        404,
        bookingId,
      );
    case "cancelled":
      return refuse(
        "Not marked: the meeting was cancelled",
        "A cancelled meeting did not take place, so nobody missed it.",
        409,
        bookingId,
      );
    case "not-started":
      return refuse(
        "Too early to mark a no-show",
        `The meeting starts ${outcome.startsAt}. A no-show can be marked once it has started.`,
        409,
        bookingId,
      );
    case "unchanged":
      return refuse(
        "Nothing changed",
        noShow
          ? "This meeting is already marked a no-show."
          : "This meeting is not marked a no-show.",
        409,
        bookingId,
      );
    case "done":
      toast = {
        kind: "success",
        title: noShow ? "Marked a no-show" : "No-show mark removed",
        description: outcome.leadNoted
          ? `${outcome.visitorName}'s lead has a note saying so.`
          : `${outcome.visitorName}'s booking has no lead to note it on.`,
      };
  }
  const headers = new Headers(CONSOLE_HEADERS);
  await setFlashToast(headers, toast);
  // Back to the list as it was (its view, filters and page), rebuilt from the parameters it
  // knows: the request's own URL may be the framework's data URL, not the page's.
  const params = parseBookingListParams(new URL(request.url).searchParams);
  return redirect(bookingListHref(params, { page: params.page }), { headers });
}
