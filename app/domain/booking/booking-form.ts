import { z } from "zod";
import {
  commonFieldMessages,
  requiredEmail,
  requiredText,
} from "~/domain/forms/form-fields";
import { formText } from "~/i18n/form-text";
import { htmlLang, type Locale } from "~/i18n/locale";
import type { Slot } from "./availability";
import { isKnownZone } from "./wall-clock";

/**
 * The booking forms (/book, /fr/book, and the get-started thank-you step): a time, which is then
 * held for the visitor, and who is coming (with the time again). The slot is the instant the page offered (ISO 8601, UTC); the server re-checks it
 * against the hosts' rules, so a forged one is refused there, not trusted here.
 */
export const BOOKING_FIELDS = {
  slot: "slot",
  name: "name",
  email: "email",
  organisation: "organisation",
  /** The zone the times were shown in (display only; stored with the booking). */
  zone: "zone",
  /** The signed link of a get-started lead, when the visitor came from there. */
  lead: "lead",
  /** The link of the time held for the visitor while they give their details (decision 071). */
  hold: "hold",
  /** "hold" for the first step's post (a time only); absent for the post that books. */
  intent: "intent",
} as const;

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{3})?)?Z$/;

/** A posted slot: the instant the page offered (ISO 8601, UTC), or null for anything else. */
export function slotInstantOf(value: unknown): Date | null {
  const text = typeof value === "string" ? value.trim() : "";
  if (!ISO_INSTANT.test(text)) return null;
  const instant = new Date(text);
  return Number.isNaN(instant.getTime()) ? null : instant;
}

function slotField(locale: Locale) {
  const say = formText(locale);
  return z.preprocess(
    (value) => (typeof value === "string" ? value.trim() : value),
    z
      .string({ error: say("forms.error.booking.slot") })
      .regex(ISO_INSTANT, { error: say("forms.error.booking.slot") })
      .transform((value) => new Date(value))
      .refine((date) => !Number.isNaN(date.getTime()), {
        error: say("forms.error.booking.slot"),
      }),
  );
}

/** The first step: a time only, which the server then holds for the visitor. */
export function slotChoiceSchema(locale: Locale) {
  return z.object({ slot: slotField(locale) });
}

export function bookingFormSchema(locale: Locale) {
  const say = formText(locale);
  const common = commonFieldMessages(say);
  return z.object({
    slot: slotField(locale),
    name: requiredText(say("forms.error.booking.name"), {
      min: 2,
      max: 120,
      common,
    }),
    email: requiredEmail(
      say("forms.error.booking.email"),
      say("forms.error.booking.email"),
      common,
    ),
    organisation: requiredText(say("forms.error.booking.organisation"), {
      max: 200,
      common,
    }),
  });
}

export type BookingFormValue = z.output<ReturnType<typeof bookingFormSchema>>;

/**
 * Zones a visitor may choose to see the times in: where our buyers are. The visitor's own zone
 * (from their browser, or a link) is added when it is not one of these.
 */
export const DISPLAY_ZONES = [
  "America/St_Johns",
  "America/Halifax",
  "America/Toronto",
  "America/New_York",
  "America/Chicago",
  "America/Winnipeg",
  "America/Edmonton",
  "America/Denver",
  "America/Vancouver",
  "America/Los_Angeles",
  "America/Mexico_City",
  "America/Bogota",
  "America/Sao_Paulo",
  "Atlantic/Azores",
  "Europe/London",
  "Europe/Dublin",
  "Europe/Paris",
  "Europe/Brussels",
  "Europe/Berlin",
  "Europe/Geneva",
  "Europe/Athens",
  "Africa/Casablanca",
  "Africa/Dakar",
  "Africa/Abidjan",
  "Africa/Lagos",
  "Africa/Kinshasa",
  "Africa/Cairo",
  "Africa/Nairobi",
  "Africa/Johannesburg",
  "Asia/Riyadh",
  "Asia/Dubai",
  "Asia/Kolkata",
  "Asia/Singapore",
  "Asia/Tokyo",
  "Australia/Sydney",
  "UTC",
] as const;

/** The zone to show times in: the one asked for when it is a real IANA zone, else the fallback. */
export function displayZoneOf(asked: string | null, fallback: string): string {
  const zone = asked?.trim() ?? "";
  return zone.length <= 64 && isKnownZone(zone) ? zone : fallback;
}

/** The zone list for the picker: the usual ones, with the shown zone first if it is not among them. */
export function displayZoneChoices(shown: string): readonly string[] {
  return (DISPLAY_ZONES as readonly string[]).includes(shown)
    ? DISPLAY_ZONES
    : [shown, ...DISPLAY_ZONES];
}

/** One day of slots as the picker shows it, in the visitor's zone and language. */
export type SlotDay = {
  /** The local date, YYYY-MM-DD (for ids). */
  readonly date: string;
  readonly label: string;
  readonly slots: readonly { readonly value: string; readonly label: string }[];
};

/** Slots grouped by the visitor's local date, at most `maxDays` days. */
export function slotDays(
  slots: readonly Slot[],
  zone: string,
  locale: Locale,
  maxDays = 15,
): SlotDay[] {
  const lang = htmlLang(locale);
  const dateKey = new Intl.DateTimeFormat("en-CA", {
    timeZone: zone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  });
  const dayLabel = new Intl.DateTimeFormat(lang, {
    timeZone: zone,
    weekday: "long",
    day: "numeric",
    month: "long",
  });
  const timeLabel = new Intl.DateTimeFormat(lang, {
    timeZone: zone,
    hour: "numeric",
    minute: "2-digit",
  });
  const days: { date: string; label: string; slots: SlotDay["slots"][0][] }[] =
    [];
  for (const slot of slots) {
    const date = dateKey.format(slot.start);
    let day = days.at(-1);
    if (day?.date !== date) {
      if (days.length === maxDays) break;
      day = { date, label: dayLabel.format(slot.start), slots: [] };
      days.push(day);
    }
    day.slots.push({
      value: slot.start.toISOString(),
      label: timeLabel.format(slot.start),
    });
  }
  return days;
}

/** A meeting's time for a sentence: "Tuesday, December 1, 2026, 10:00 a.m. (America/Toronto)". */
export function meetingTimeLabel(
  start: Date,
  zone: string,
  locale: Locale,
): string {
  const when = new Intl.DateTimeFormat(htmlLang(locale), {
    timeZone: zone,
    weekday: "long",
    year: "numeric",
    month: "long",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
  }).format(start);
  return `${when} (${zoneLabel(zone)})`;
}

/** A zone as people read it: "America/St_Johns" → "America/St Johns". */
export function zoneLabel(zone: string): string {
  return zone.replaceAll("_", " ");
}
