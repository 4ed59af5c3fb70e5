import { z } from "zod";
import type { DateOverride, TimeRange } from "./availability";
import { zoneSchema } from "./host-rules";
import {
  WEEKDAYS,
  parseDayText,
  parseOverridesText,
  type TextParse,
  type WeekdayKey,
} from "./hours-text";

/**
 * The console's host forms (add a host; the hours editor), one schema each, run in the browser
 * before posting and on the server before anything is written. Each field's refusal says what
 * to change in that field.
 */

/** A text field parsed by one of hours-text.ts's parsers; its refusal is the field's error. */
function parsedText<T>(parse: (text: string) => TextParse<T>, missing: string) {
  return z.string({ error: missing }).transform((text, ctx): T => {
    const parsed = parse(text);
    if (parsed.ok) return parsed.value;
    ctx.addIssue({ code: "custom", message: parsed.error });
    return z.NEVER;
  });
}

/** A whole number of minutes (or days) between bounds, with a sentence that names the field. */
function wholeNumber(what: string, min: number, max: number, unit: string) {
  const bounds = `${what} is ${min} to ${max.toLocaleString("en-GB")} ${unit}.`;
  return z
    .string({ error: `Enter ${what.toLowerCase()} in ${unit}.` })
    .trim()
    .regex(/^\d{1,6}$/, { error: `Enter a whole number of ${unit}. ${bounds}` })
    .transform(Number)
    .pipe(z.number().min(min, { error: bounds }).max(max, { error: bounds }));
}

export const HOST_HOURS_FIELDS = [
  "zone",
  ...WEEKDAYS.map(({ day }) => `hours${day}` as const),
  "overrides",
  "durationMinutes",
  "intervalMinutes",
  "bufferBeforeMinutes",
  "bufferAfterMinutes",
  "minimumNoticeMinutes",
  "windowDays",
  "active",
] as const;
export type HostHoursField = (typeof HOST_HOURS_FIELDS)[number];

// A post without a day's field (an old form, a script) is refused, never read as "not worked".
const dayText = parsedText(
  parseDayText,
  "Enter this day's hours, or leave the field empty when the host does not meet.",
);

const zoneField = z
  .string({ error: "Choose a time zone." })
  .trim()
  .min(1, { error: "Choose a time zone." })
  .pipe(zoneSchema);

/** What the hours editor saves: the rules a host's slots follow (drizzle/0028_booking.sql's bounds). */
export const hostHoursFormSchema = z
  .object({
    zone: zoneField,
    hours1: dayText,
    hours2: dayText,
    hours3: dayText,
    hours4: dayText,
    hours5: dayText,
    hours6: dayText,
    hours7: dayText,
    overrides: parsedText(
      parseOverridesText,
      "Enter the date overrides, or leave the field empty.",
    ),
    durationMinutes: wholeNumber("A meeting's length", 5, 240, "minutes"),
    intervalMinutes: wholeNumber("The slot interval", 5, 240, "minutes"),
    bufferBeforeMinutes: wholeNumber("The buffer before", 0, 240, "minutes"),
    bufferAfterMinutes: wholeNumber("The buffer after", 0, 240, "minutes"),
    minimumNoticeMinutes: wholeNumber(
      "The minimum notice",
      0,
      20_160,
      "minutes",
    ),
    windowDays: wholeNumber("The booking window", 1, 365, "days"),
    active: z
      .string()
      .optional()
      .transform((value) => value === "on"),
  })
  .transform((form) => {
    const weeklyHours: Partial<Record<WeekdayKey, TimeRange[]>> = {};
    for (const { day } of WEEKDAYS) {
      const ranges = form[`hours${day}`];
      if (ranges.length > 0) weeklyHours[day] = ranges;
    }
    return {
      zone: form.zone,
      weeklyHours,
      dateOverrides: form.overrides satisfies DateOverride[],
      durationMinutes: form.durationMinutes,
      intervalMinutes: form.intervalMinutes,
      bufferBeforeMinutes: form.bufferBeforeMinutes,
      bufferAfterMinutes: form.bufferAfterMinutes,
      minimumNoticeMinutes: form.minimumNoticeMinutes,
      windowDays: form.windowDays,
      active: form.active,
    };
  });
export type HostHoursInput = z.infer<typeof hostHoursFormSchema>;

export const NEW_HOST_FIELDS = [
  "displayName",
  "email",
  "profileId",
  "zone",
] as const;

/** Adding a host: who visitors meet, where invitations go, their zone; hours come next. */
export const newHostFormSchema = z.object({
  displayName: z
    .string({ error: "Enter the name visitors see." })
    .trim()
    .min(1, { error: "Enter the name visitors see." })
    .max(120, { error: "Keep the name under 120 characters." }),
  email: z
    .string({ error: "Enter the address invitations go to." })
    .trim()
    .pipe(
      z.email({
        error: "Enter an e-mail address such as name@example.org.",
      }),
    ),
  profileId: z
    .string()
    .optional()
    .transform((value) => (value ? value : null))
    .pipe(
      z
        .uuid({ error: "Choose a member of staff from the list, or none." })
        .nullable(),
    ),
  zone: zoneField,
});
export type NewHostInput = z.infer<typeof newHostFormSchema>;

/** The no-show form: mark or unmark one booking. */
export const noShowFormSchema = z.object({
  bookingId: z.uuid({ error: "Choose a booking from the list." }),
  noShow: z.enum(["yes", "no"], { error: "Mark or unmark the no-show." }),
});
