import { data, redirect } from "react-router";
import type { Route } from "../../routes/booking/+types/book";
import {
  BOOKING_FIELDS,
  bookingFormSchema,
  displayZoneChoices,
  displayZoneOf,
  slotDays,
} from "~/domain/booking/booking-form";
import { trackingFieldNames } from "~/domain/forms/consent";
import { formValues, validateForm } from "~/domain/forms/validate-form";
import { localeFromPath, localizedPath, type Locale } from "~/i18n/locale";
import type { Message } from "~/i18n/message";
import { message } from "~/i18n/message";
import { requestInfoContext } from "../http/request-context.server";
import { checkFormToken, issueFormToken } from "../security/form-token.server";
import { getAppServices, getDb } from "../services.server";
import { bookSlot, listOpenSlots } from "./bookings.server";
import { leadPrefillOf } from "./lead-booking-link.server";

/**
 * /book and /fr/book: the next open 30-minute slots in the visitor's zone, and one form that
 * books one (docs/booking.md). A get-started visitor arrives with `?lead=<signed link>`: the
 * page thanks them and fills in what they already told us, and the booking is linked to the lead.
 */

/** Times are shown in Ottawa's zone until the visitor's browser (or their choice) says otherwise. */
export const DEFAULT_DISPLAY_ZONE = "America/Toronto";

export type BookFormAnswer = {
  readonly fieldErrors: Record<string, string[]>;
  /** What went wrong for the whole form: a taken slot, an expired form, a refused post. */
  readonly formError: Message | string | null;
  /** The visitor's text, put back in the fields. */
  readonly values: Record<string, string>;
};

async function pickerOf(request: Request) {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const { env } = getAppServices();
  const db = getDb();
  const leadToken = url.searchParams.get(BOOKING_FIELDS.lead);
  const [slots, lead] = await Promise.all([
    listOpenSlots(db),
    leadPrefillOf(db, env.authSecret, leadToken),
  ]);
  const zone = displayZoneOf(
    url.searchParams.get(BOOKING_FIELDS.zone),
    DEFAULT_DISPLAY_ZONE,
  );
  return {
    locale,
    zone,
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

export function bookLoader({ request }: Route.LoaderArgs) {
  return pickerOf(request);
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
  const body = context.get(requestInfoContext).body;
  if (body?.kind !== "form") {
    const refusal = body?.kind === "refused" ? body.refusal : null;
    return answer(
      refusal?.status ?? 400,
      {
        formError: refusal?.said ?? refusal?.formErrors[0] ?? null,
        values: keptValues(refusal?.values ?? {}),
      },
      refusal?.headers,
    );
  }
  const values = formValues(body.formData);
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
    return answer(400, { fieldErrors: validation.fieldErrors, values: kept });

  const db = getDb();
  const lead = await leadPrefillOf(
    db,
    env.authSecret,
    typeof values.lead === "string" ? values.lead : null,
  );
  const zone = displayZoneOf(
    typeof values.zone === "string" ? values.zone : null,
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
      return answer(409, {
        formError: message("booking.form.taken"),
        values: { ...kept, [BOOKING_FIELDS.slot]: "" },
      });
    case "not-offered":
      return answer(409, {
        formError: message("booking.form.notOffered"),
        values: { ...kept, [BOOKING_FIELDS.slot]: "" },
      });
  }
}
