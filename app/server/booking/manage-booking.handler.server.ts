import { eq } from "drizzle-orm";
import { data, redirect, type RouterContextProvider } from "react-router";
import type { Route } from "../../routes/booking/+types/manage-booking";
import {
  BOOKING_FIELDS,
  displayZoneChoices,
  displayZoneOf,
  meetingTimeLabel,
  slotDays,
  slotInstantOf,
} from "~/domain/booking/booking-form";
import { formValues } from "~/domain/forms/validate-form";
import { formText } from "~/i18n/form-text";
import { localeFromPath, localizedPath } from "~/i18n/locale";
import { message, type Message } from "~/i18n/message";
import { bookingHosts } from "../db/schema.server";
import { postedFormOf } from "../http/request-context.server";
import { logNotFound } from "../not-found.server";
import { getAppServices, getDb } from "../services.server";
import {
  bookingByManageToken,
  cancelBooking,
  rescheduleBooking,
  type ManagedBooking,
} from "./bookings.server";
import { limitBookingLinkLookup } from "./booking-limiters.server";
import { rescheduleSlots } from "./reschedule-slots.server";

/**
 * /book/manage/:token (and /fr/…): the page a booking's e-mails link to. A wrong token is the
 * site's ordinary 404, so a guess learns nothing; a cancelled booking says so and offers no
 * change; inside the cancel notice the visitor is shown how to reach us instead (decision 068).
 */

function notFound(
  request: Request,
  context: Readonly<RouterContextProvider>,
): never {
  logNotFound(request, context);
  throw data(null, { status: 404 });
}

/** What the visitor may still do with their booking. */
export type ManageState = "open" | "cancelled" | "too-late";

function stateOf(booking: ManagedBooking, now: Date): ManageState {
  if (booking.status === "cancelled") return "cancelled";
  const notice = getAppServices().env.bookingCancelNoticeMinutes;
  return booking.startsAt.getTime() - now.getTime() < notice * 60_000
    ? "too-late"
    : "open";
}

/** What the page says after a change (the post answers 303 here with `?done=`). */
function doneOf(done: string | null) {
  if (done === "cancelled") return "booking.manage.cancelled" as const;
  if (done === "rescheduled") return "booking.manage.rescheduled" as const;
  return null;
}

export async function manageBookingLoader({
  request,
  params,
  context,
}: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const db = getDb();
  await limitBookingLinkLookup(context);
  const booking = await bookingByManageToken(db, params.token ?? "");
  if (!booking) notFound(request, context);
  const now = new Date();
  const zone = displayZoneOf(
    url.searchParams.get(BOOKING_FIELDS.zone),
    booking.visitorZone,
  );
  const state = stateOf(booking, now);
  const [host] = await db
    .select({ name: bookingHosts.displayName })
    .from(bookingHosts)
    .where(eq(bookingHosts.id, booking.hostId));
  const slots = state === "open" ? await rescheduleSlots(db, booking, now) : [];
  return {
    locale,
    zone,
    zoneChoices: displayZoneChoices(zone),
    state,
    justBooked: url.searchParams.get("booked") === "1",
    done: doneOf(url.searchParams.get("done")),
    noticeHours: getAppServices().env.bookingCancelNoticeMinutes / 60,
    meeting: {
      when: meetingTimeLabel(booking.startsAt, zone, locale),
      start: booking.startsAt.toISOString(),
      end: booking.endsAt.toISOString(),
      hostName: host?.name ?? "",
      visitorName: booking.visitorName,
      visitorEmail: booking.visitorEmail,
      organisation: booking.organisation,
    },
    days: slotDays(slots, zone, locale),
  };
}

export type ManageBookingData = Awaited<ReturnType<typeof manageBookingLoader>>;

export type ManageAnswer = {
  readonly fieldErrors: Record<string, string[]>;
  readonly formError: Message | string | null;
  readonly done: Message | null;
};

function answer(
  status: number,
  body: Partial<ManageAnswer>,
  headers?: Record<string, string>,
) {
  return data<ManageAnswer>(
    { fieldErrors: {}, formError: null, done: null, ...body },
    { status, headers },
  );
}

/** Cancel or reschedule by the link's token: `intent=cancel`, or `intent=reschedule` with a slot. */
export async function manageBookingAction({
  request,
  params,
  context,
}: Route.ActionArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const { env, logger } = getAppServices();
  const posted = postedFormOf(context);
  if (posted.kind === "refused")
    return answer(
      posted.status,
      { formError: posted.formError },
      posted.headers,
    );
  const token = params.token ?? "";
  const values = formValues(posted.formData);
  const options = { cancelNoticeMinutes: env.bookingCancelNoticeMinutes };
  const refusalOf = (status: "not-found" | "cancelled" | "too-late") => {
    if (status === "not-found") notFound(request, context);
    return status === "cancelled"
      ? answer(409, { formError: message("booking.manage.alreadyCancelled") })
      : answer(409, {
          formError: message("booking.manage.tooLate", {
            hours: options.cancelNoticeMinutes / 60,
          }),
        });
  };
  if (values.intent === "cancel") {
    const outcome = await cancelBooking(getDb(), token, options);
    if (outcome.status !== "done") return refusalOf(outcome.status);
    logger.info({ bookingId: outcome.booking.id }, "consultation cancelled");
    return redirect(
      `${localizedPath(`/book/manage/${token}`, locale)}?done=cancelled`,
      303,
    );
  }
  if (values.intent === "reschedule") {
    const start = slotInstantOf(values.slot);
    if (!start)
      return answer(400, {
        fieldErrors: { slot: [formText(locale)("forms.error.booking.slot")] },
      });
    const outcome = await rescheduleBooking(getDb(), token, start, options);
    if (outcome.status === "done") {
      logger.info({ bookingId: outcome.booking.id }, "consultation moved");
      return redirect(
        `${localizedPath(`/book/manage/${token}`, locale)}?done=rescheduled`,
        303,
      );
    }
    if (outcome.status === "taken")
      return answer(409, { formError: message("booking.form.taken") });
    if (outcome.status === "not-offered")
      return answer(409, { formError: message("booking.form.notOffered") });
    return refusalOf(outcome.status);
  }
  return answer(400, { formError: message("booking.form.checkAndSend") });
}
