import { data, redirect, type RouterContextProvider } from "react-router";
import type { Route } from "../../routes/booking/+types/book";
import {
  BOOKING_FIELDS,
  bookingFormSchema,
  displayZoneChoices,
  displayZoneOf,
  meetingTimeLabel,
  slotChoiceSchema,
  slotDays,
  zoneLabel,
} from "~/domain/booking/booking-form";
import { trackingFieldNames } from "~/domain/forms/consent";
import {
  formValues,
  validateForm,
  type FormValues,
} from "~/domain/forms/validate-form";
import {
  htmlLang,
  localeFromPath,
  localizedPath,
  type Locale,
} from "~/i18n/locale";
import type { Message } from "~/i18n/message";
import { message } from "~/i18n/message";
import {
  postedFormOf,
  requestInfoContext,
} from "../http/request-context.server";
import { checkFormToken, issueFormToken } from "../security/form-token.server";
import { getAppServices, getDb } from "../services.server";
import { heldTimeOf, holdSlot } from "./booking-holds.server";
import { limitBookingLinkLookup } from "./booking-limiters.server";
import { bookSlot, listOpenSlots } from "./bookings.server";
import { leadPrefillOf } from "./lead-booking-link.server";

/**
 * /book and /fr/book, in two steps (docs/booking.md): the next open 30-minute slots in the
 * visitor's zone, where choosing one holds it (decision 071) and leads to `?hold=<link>`; there
 * the visitor gives their details and books it. A get-started visitor arrives with
 * `?lead=<signed link>`: the page thanks them and fills in what they already told us, and the
 * booking is linked to the lead.
 */

/** Times are shown in Ottawa's zone until the visitor's browser (or their choice) says otherwise. */
export const DEFAULT_DISPLAY_ZONE = "America/Toronto";

export type BookFormAnswer = {
  readonly fieldErrors: Record<string, string[]>;
  /** What went wrong for the whole form: a taken slot, an expired form, a refused post. */
  readonly formError: Message | string | null;
  /** The visitor's text, put back in the fields. */
  readonly values: Record<string, string>;
  /**
   * The time they posted was taken or is no longer offered: the page shows fresh times and their
   * details together, in one form that books without a hold, so nothing they typed is lost.
   */
  readonly repick?: boolean;
};

async function pickerOf(
  request: Request,
  context: Readonly<RouterContextProvider>,
) {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const { env } = getAppServices();
  const db = getDb();
  const leadToken = url.searchParams.get(BOOKING_FIELDS.lead);
  const holdToken = url.searchParams.get(BOOKING_FIELDS.hold);
  if (holdToken !== null) await limitBookingLinkLookup(context);
  const now = new Date();
  const [slots, lead, held] = await Promise.all([
    listOpenSlots(db, now),
    leadPrefillOf(db, env.authSecret, leadToken),
    heldTimeOf(db, holdToken, now),
  ]);
  const zone = displayZoneOf(
    held?.visitorZone ?? url.searchParams.get(BOOKING_FIELDS.zone),
    DEFAULT_DISPLAY_ZONE,
  );
  const until = new Intl.DateTimeFormat(htmlLang(locale), {
    timeZone: zone,
    hour: "numeric",
    minute: "2-digit",
  });
  return {
    locale,
    zone,
    /** The second step: the time held for the visitor (or whose hold has lapsed). */
    held: held
      ? {
          token: holdToken!,
          slot: held.start.toISOString(),
          when: meetingTimeLabel(held.start, zone, locale),
          until: `${until.format(held.expiresAt)} (${zoneLabel(zone)})`,
          live: held.live,
        }
      : null,
    /** A hold link that names nothing (booked already, or more than a day old): say so. */
    holdUnknown: holdToken !== null && held === null,
    zoneChosen: url.searchParams.has(BOOKING_FIELDS.zone),
    zoneChoices: displayZoneChoices(zone),
    days: slotDays(slots, zone, locale),
    lead: lead
      ? {
          token: leadToken!,
          firstName: lead.firstName,
          name: lead.name,
          email: lead.email,
          organisation: lead.organisation,
        }
      : null,
    formToken: issueFormToken(env.authSecret, "booking"),
  };
}

export type BookPageData = Awaited<ReturnType<typeof pickerOf>>;

export function bookLoader({ request, context }: Route.LoaderArgs) {
  return pickerOf(request, context);
}

const FORM_TEXT_FIELDS = [
  BOOKING_FIELDS.name,
  BOOKING_FIELDS.email,
  BOOKING_FIELDS.organisation,
  BOOKING_FIELDS.slot,
] as const;

function keptValues(source: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    FORM_TEXT_FIELDS.flatMap((name) => {
      const value = source[name];
      return typeof value === "string" ? [[name, value.slice(0, 300)]] : [];
    }),
  );
}

function answer(
  status: number,
  body: Partial<BookFormAnswer>,
  headers?: Record<string, string>,
) {
  return data<BookFormAnswer>(
    { fieldErrors: {}, formError: null, values: {}, ...body },
    { status, headers },
  );
}

/** The visitor's own key for a retried post, when a client sends one (RFC draft Idempotency-Key). */
function idempotencyKeyOf(request: Request, formKey: string): string {
  const header = request.headers.get("idempotency-key")?.trim();
  return header && /^[\x21-\x7e]{8,128}$/.test(header)
    ? `header:${header}`
    : `form:${formKey}`;
}

/**
 * One booking post: the body the HTTP layer read (rate-limited, size-limited), the form's signed
 * token (its key makes a retried post harmless), the fields, then `bookSlot`, which re-checks
 * the slot against every host's rules and lets the database decide a race. Booked: 303 to the
 * booking's own page. Taken or no longer offered: 409, the form kept, fresh slots shown.
 */
export async function bookAction({ request, context }: Route.ActionArgs) {
  const locale: Locale = localeFromPath(new URL(request.url).pathname);
  const { env, logger } = getAppServices();
  const posted = postedFormOf(context);
  if (posted.kind === "refused")
    return answer(
      posted.status,
      { formError: posted.formError, values: keptValues(posted.values) },
      posted.headers,
    );
  const values = formValues(posted.formData);
  const kept = keptValues(values);
  const token = checkFormToken(
    env.authSecret,
    "booking",
    values[trackingFieldNames.token],
    Date.now(),
    env.formTokenMaxAgeMs,
  );
  if (!token.valid)
    return answer(400, {
      formError: message("booking.form.expired"),
      values: kept,
    });
  if (values[BOOKING_FIELDS.intent] === "hold")
    return holdChosenTime(values, locale, context.get(requestInfoContext));
  const honeypot = values[trackingFieldNames.honeypot];
  if (
    (typeof honeypot === "string" && honeypot.trim() !== "") ||
    Date.now() - token.issuedAt < env.formMinFillMs
  ) {
    logger.warn({ form: "booking" }, "booking post looked automated");
    return answer(400, {
      formError: message("booking.form.checkAndSend"),
      values: kept,
    });
  }
  const validation = validateForm(bookingFormSchema(locale), values);
  if (!validation.ok)
    return answer(400, {
      fieldErrors: validation.fieldErrors,
      values: kept,
      // A details step whose time does not parse was tampered with: choose again, details kept.
      repick: BOOKING_FIELDS.slot in validation.fieldErrors,
    });

  const db = getDb();
  const lead = await leadPrefillOf(
    db,
    env.authSecret,
    stringOf(values[BOOKING_FIELDS.lead]),
  );
  const zone = displayZoneOf(
    stringOf(values[BOOKING_FIELDS.zone]),
    DEFAULT_DISPLAY_ZONE,
  );
  const { slot, name, email, organisation } = validation.value;
  const outcome = await bookSlot(db, {
    start: slot,
    visitorName: name,
    visitorEmail: email,
    organisation,
    locale,
    visitorZone: zone,
    leadId: lead?.leadId ?? null,
    idempotencyKey: idempotencyKeyOf(request, token.key),
    holdToken: stringOf(values[BOOKING_FIELDS.hold]),
  });
  switch (outcome.status) {
    case "booked":
      logger.info(
        { bookingId: outcome.bookingId, hostId: outcome.hostId },
        "consultation booked",
      );
      return redirect(
        `${localizedPath(`/book/manage/${outcome.manageToken}`, locale)}?booked=1`,
        303,
      );
    case "duplicate":
      return answer(200, { formError: message("booking.form.alreadyBooked") });
    case "taken":
    case "not-offered":
      return answer(409, {
        formError: message(TIME_GONE[outcome.status]),
        values: { ...kept, [BOOKING_FIELDS.slot]: "" },
        repick: true,
      });
  }
}

const TIME_GONE = {
  taken: "booking.form.taken",
  "not-offered": "booking.form.notOffered",
} as const;

function stringOf(value: unknown): string | null {
  return typeof value === "string" ? value : null;
}

/**
 * The first step's post: the chosen time, held with a free host for a few minutes (decision 071),
 * then 303 to the details step. The lead's link rides along so the details arrive filled in.
 * No minimum fill time here: choosing a time is one click.
 */
async function holdChosenTime(
  values: FormValues,
  locale: Locale,
  requestInfo: { clientIp: string },
) {
  const { env } = getAppServices();
  const validation = validateForm(slotChoiceSchema(locale), values);
  if (!validation.ok)
    return answer(400, { fieldErrors: validation.fieldErrors });
  const outcome = await holdSlot(
    getDb(),
    {
      start: validation.value.slot,
      visitorZone: displayZoneOf(
        stringOf(values[BOOKING_FIELDS.zone]),
        DEFAULT_DISPLAY_ZONE,
      ),
      clientKey: requestInfo.clientIp,
    },
    { holdMinutes: env.bookingHoldMinutes },
  );
  if (outcome.status !== "held")
    return answer(409, {
      formError: message(
        outcome.status === "taken"
          ? "booking.pick.taken"
          : "booking.form.notOffered",
      ),
    });
  const next = new URLSearchParams({ [BOOKING_FIELDS.hold]: outcome.token });
  const lead = stringOf(values[BOOKING_FIELDS.lead]);
  if (lead) next.set(BOOKING_FIELDS.lead, lead.slice(0, 300));
  return redirect(`${localizedPath("/book", locale)}?${next}`, 303);
}
