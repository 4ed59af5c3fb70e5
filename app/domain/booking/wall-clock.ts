import { tzOffset } from "@date-fns/tz";
import { calendarDateParts } from "../calendar-date";

/**
 * Wall-clock time in a host's zone, turned into instants and back. Booking rules are written as
 * a host reads a calendar ("weekdays 13:00–18:00, America/Toronto") and expanded per local date,
 * so a daylight-saving change moves the instants, never the rule (decision 068).
 */

/** A calendar date, `YYYY-MM-DD`, in no zone. */
export type LocalDate = string;
/** A time of day, `HH:MM` on a 24-hour clock. */
export type WallTime = string;

const LOCAL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const WALL_TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
const MINUTE = 60_000;
const DAY = 86_400_000;

export function isLocalDate(value: string): boolean {
  return calendarDateParts(value) !== null;
}

export function isWallTime(value: string): boolean {
  return WALL_TIME.test(value);
}

/** Minutes since midnight of a wall time ("13:30" → 810). */
export function minutesOfWallTime(time: WallTime): number {
  const match = WALL_TIME.exec(time);
  if (!match) throw new RangeError(`not a wall time: ${time}`);
  return Number(match[1]) * 60 + Number(match[2]);
}

export function wallTimeOfMinutes(minutes: number): WallTime {
  const hours = Math.floor(minutes / 60);
  return `${String(hours).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

function partsOf(date: LocalDate): [number, number, number] {
  const match = LOCAL_DATE.exec(date);
  if (!match) throw new RangeError(`not a local date: ${date}`);
  return match.slice(1).map(Number) as [number, number, number];
}

/** The date `days` after `date` (negative: before). */
export function addDays(date: LocalDate, days: number): LocalDate {
  const [year, month, day] = partsOf(date);
  return new Date(Date.UTC(year, month - 1, day) + days * DAY)
    .toISOString()
    .slice(0, 10);
}

/** ISO weekday of a date: 1 is Monday, 7 is Sunday. */
export function isoWeekday(date: LocalDate): number {
  const [year, month, day] = partsOf(date);
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

/** The date and wall time an instant shows in a zone. */
export function wallClockOf(
  instant: Date,
  zone: string,
): { date: LocalDate; minutes: number } {
  const shifted = new Date(
    instant.getTime() + tzOffset(zone, instant) * MINUTE,
  );
  return {
    date: shifted.toISOString().slice(0, 10),
    minutes: shifted.getUTCHours() * 60 + shifted.getUTCMinutes(),
  };
}

/**
 * The instant a wall time names on a date in a zone; null when that time does not exist there
 * (the hour skipped when clocks go forward). A time that happens twice (clocks going back) is
 * its first occurrence, so a slot in the repeated hour is offered once.
 */
export function instantOfWallTime(
  date: LocalDate,
  minutes: number,
  zone: string,
): Date | null {
  // Listing slots asks for the same few hundred wall times on every request: each answer is
  // a pure function of its arguments (for one runtime's zone data), so it is remembered.
  const key = `${zone}|${date}|${minutes}`;
  const known = instants.get(key);
  if (known !== undefined) return known === null ? null : new Date(known);
  const found = computeInstant(date, minutes, zone);
  if (instants.size >= MAX_REMEMBERED) instants.clear();
  instants.set(key, found?.getTime() ?? null);
  return found;
}

const MAX_REMEMBERED = 100_000;
const instants = new Map<string, number | null>();

function computeInstant(
  date: LocalDate,
  minutes: number,
  zone: string,
): Date | null {
  const [year, month, day] = partsOf(date);
  const asUtc = Date.UTC(year, month - 1, day) + minutes * MINUTE;
  // The zone's offsets a day either side bracket every offset this wall time can have.
  const offsets = new Set([
    tzOffset(zone, new Date(asUtc - DAY)),
    tzOffset(zone, new Date(asUtc)),
    tzOffset(zone, new Date(asUtc + DAY)),
  ]);
  const matches = [...offsets]
    .map((offset) => new Date(asUtc - offset * MINUTE))
    .filter((candidate) => {
      const shown = wallClockOf(candidate, zone);
      return shown.date === date && shown.minutes === minutes;
    })
    .sort((a, b) => a.getTime() - b.getTime());
  return matches[0] ?? null;
}

/** Whether a zone name is one the runtime knows (an IANA name such as "America/St_Johns"). */
export function isKnownZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return zone.length > 0;
  } catch {
    return false;
  }
}
