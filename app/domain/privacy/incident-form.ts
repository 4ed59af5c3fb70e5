import { z } from "zod";
import { calendarDateParts } from "../calendar-date";

/**
 * The confidentiality incident register's form (Québec's Regulation respecting confidentiality
 * incidents, s.7; PIPEDA breach records): one schema that the console's page runs before
 * posting and the server runs again, so both give the same specific messages. Dates are
 * calendar days (YYYY-MM-DD) compared with today in UTC: staff work in Canada and Atlanta,
 * behind UTC, so their own today is never refused as "in the future".
 */

export const INCIDENT_FIELDS = [
  "personalInformation",
  "circumstances",
  "occurredOn",
  "discoveredOn",
  "personsAffected",
  "riskAssessment",
  "seriousRisk",
  "commissionNotifiedOn",
  "personsNotifiedOn",
  "noticesPendingReason",
  "publicNotice",
  "measures",
] as const;
export type IncidentField = (typeof INCIDENT_FIELDS)[number];

export const INCIDENT_TEXT_MAX = 4000;
export const INCIDENT_SHORT_TEXT_MAX = 200;
export const INCIDENT_REASON_MAX = 1000;
// The column is a PostgreSQL integer.
export const INCIDENT_PERSONS_MAX = 2_147_483_647;

/** Québec's regulation keeps the register 5 years after staff learned of the incident. */
export const INCIDENT_RETENTION_YEARS = 5;
/** PIPEDA's breach records: at least 24 months after the entry is made. */
export const INCIDENT_MIN_RETENTION_MONTHS = 24;

/** The calendar day of an instant in UTC, as YYYY-MM-DD. */
export function utcDay(at: Date = new Date()): string {
  return at.toISOString().slice(0, 10);
}

/** True for a real calendar day written YYYY-MM-DD (2026-02-30 is not one). */
export function isCalendarDay(value: string): boolean {
  const parts = calendarDateParts(value);
  return parts !== null && parts[0] >= 1900;
}

/**
 * A day plus whole years and months. A day the target month lacks rolls forward (29 February
 * plus a year is 1 March): for a retention period, later is the safe side.
 */
function addToDay(day: string, years: number, months: number): string {
  const [year, month, date] = day.split("-").map(Number) as [
    number,
    number,
    number,
  ];
  return utcDay(new Date(Date.UTC(year + years, month - 1 + months, date)));
}

/**
 * How long an entry is kept: the later of 5 years after discovery (Québec) and 24 months after
 * the entry was made (PIPEDA). An edit never shortens it (the database refuses that too): a
 * corrected, earlier discovery date keeps the date already promised.
 */
export function incidentRetainUntil(
  discoveredOn: string,
  createdAt: Date,
  current?: string | null,
): string {
  const candidates = [
    addToDay(discoveredOn, INCIDENT_RETENTION_YEARS, 0),
    addToDay(utcDay(createdAt), 0, INCIDENT_MIN_RETENTION_MONTHS),
    ...(current ? [current] : []),
  ];
  return candidates.sort().at(-1)!;
}

const requiredText = (max: number, missing: string, label: string) =>
  z
    .string({ error: missing })
    .trim()
    .min(1, missing)
    .max(max, `${label} is too long: at most ${max} characters.`);

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} is too long: at most ${max} characters.`)
    .optional()
    .transform((value) => value ?? "");

const optionalDay = z
  .string()
  .trim()
  .optional()
  .transform((value) => value || null);

/**
 * The form's schema for a given today (UTC, YYYY-MM-DD). Its output is what the register
 * stores, apart from the retention date and who recorded it.
 */
export function incidentFormSchema(today: string) {
  return z
    .object({
      personalInformation: requiredText(
        INCIDENT_TEXT_MAX,
        "Say what personal information the incident concerns, or why it cannot be described.",
        "The personal information",
      ),
      circumstances: requiredText(
        INCIDENT_TEXT_MAX,
        "Describe briefly what happened.",
        "The circumstances",
      ),
      occurredOn: requiredText(
        INCIDENT_SHORT_TEXT_MAX,
        'Say when the incident happened, or the period (e.g. "between 3 and 9 March 2026"; "unknown" if it cannot be known).',
        "When it happened",
      ),
      discoveredOn: z
        .string({ error: "Enter the day the incident was discovered." })
        .trim()
        .min(1, "Enter the day the incident was discovered.")
        .refine(
          isCalendarDay,
          "Enter the discovery date as a real day, YYYY-MM-DD (e.g. 2026-03-09).",
        )
        .refine(
          // A non-day already has its message; only a real day can be in the future.
          (day) => !isCalendarDay(day) || day <= today,
          `The discovery date cannot be in the future (today is ${today}).`,
        ),
      personsAffected: z
        .string({ error: "Enter the number of persons concerned." })
        .trim()
        .min(
          1,
          "Enter the number of persons concerned, or an estimate (0 if none).",
        )
        .refine(
          (value) => /^\d+$/.test(value),
          "Enter a whole number of persons, 0 or more (an estimate is fine).",
        )
        .transform(Number)
        .refine(
          (n) => n <= INCIDENT_PERSONS_MAX,
          "That number of persons is too large to record.",
        ),
      riskAssessment: requiredText(
        INCIDENT_TEXT_MAX,
        "Record the assessment of the risk of serious injury: the sensitivity of the information, the likely misuse, the consequences.",
        "The risk assessment",
      ),
      seriousRisk: z.enum(["yes", "no"], {
        error: "Say whether the incident presents a risk of serious injury.",
      }),
      commissionNotifiedOn: optionalDay,
      personsNotifiedOn: optionalDay,
      noticesPendingReason: optionalText(
        INCIDENT_REASON_MAX,
        "The reason the notices are not sent",
      ),
      publicNotice: optionalText(INCIDENT_TEXT_MAX, "The public notice"),
      measures: requiredText(
        INCIDENT_TEXT_MAX,
        "Record the measures taken to reduce the risk of injury (or that none were possible, and why).",
        "The measures",
      ),
    })
    .superRefine((value, ctx) => {
      const notices = [
        ["commissionNotifiedOn", "the Commission"],
        ["personsNotifiedOn", "the persons concerned"],
      ] as const;
      for (const [field, whom] of notices) {
        const day = value[field];
        if (day === null) continue;
        if (!isCalendarDay(day))
          ctx.addIssue({
            code: "custom",
            path: [field],
            message: `Enter the day ${whom} were notified as a real day, YYYY-MM-DD, or leave it empty.`,
          });
        else if (day > today)
          ctx.addIssue({
            code: "custom",
            path: [field],
            message: `The day ${whom} were notified cannot be in the future: record it once the notice is sent.`,
          });
        else if (isCalendarDay(value.discoveredOn) && day < value.discoveredOn)
          ctx.addIssue({
            code: "custom",
            path: [field],
            message: `The day ${whom} were notified cannot be before the discovery date (${value.discoveredOn}).`,
          });
      }
      const missing =
        value.commissionNotifiedOn === null || value.personsNotifiedOn === null;
      if (value.seriousRisk === "yes" && missing && !value.noticesPendingReason)
        ctx.addIssue({
          code: "custom",
          path: ["noticesPendingReason"],
          message:
            "A risk of serious injury means the Commission and the persons concerned must be notified promptly: enter both notice dates, or say why they are not sent yet.",
        });
    })
    .transform(({ seriousRisk, ...rest }) => ({
      ...rest,
      seriousRisk: seriousRisk === "yes",
    }));
}

export type IncidentInput = z.output<ReturnType<typeof incidentFormSchema>>;

/** What the register shows and the form starts from: the stored entry as the form's fields. */
export function incidentFormValues(entry: {
  personalInformation: string;
  circumstances: string;
  occurredOn: string;
  discoveredOn: string;
  personsAffected: number;
  riskAssessment: string;
  seriousRisk: boolean;
  commissionNotifiedOn: string | null;
  personsNotifiedOn: string | null;
  noticesPendingReason: string | null;
  publicNotice: string | null;
  measures: string;
}): Record<IncidentField, string> {
  return {
    personalInformation: entry.personalInformation,
    circumstances: entry.circumstances,
    occurredOn: entry.occurredOn,
    discoveredOn: entry.discoveredOn,
    personsAffected: String(entry.personsAffected),
    riskAssessment: entry.riskAssessment,
    seriousRisk: entry.seriousRisk ? "yes" : "no",
    commissionNotifiedOn: entry.commissionNotifiedOn ?? "",
    personsNotifiedOn: entry.personsNotifiedOn ?? "",
    noticesPendingReason: entry.noticesPendingReason ?? "",
    publicNotice: entry.publicNotice ?? "",
    measures: entry.measures,
  };
}
