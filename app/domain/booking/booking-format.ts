import { tzOffset } from "@date-fns/tz";
import { ENGLISH_MONTH_ABBREVIATIONS } from "../english-month-abbreviations";
import { wallClockOf, wallTimeOfMinutes } from "./wall-clock";

/**
 * A meeting's time as staff read it: on the host's wall clock, with the offset it had at that
 * instant and the zone's name, so "09:00" is never ambiguous across a clock change or between
 * hosts in different zones. Pure and locale-fixed (the console is English, decision 055 § 7),
 * so the server's label is the one the browser keeps.
 */

const WEEKDAY_NAMES = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];
/** "UTC−05:00", "UTC+05:30", "UTC+00:00": a zone's offset at an instant. */
export function utcOffsetLabel(instant: Date, zone: string): string {
  const offset = tzOffset(zone, instant);
  const sign = offset < 0 ? "−" : "+";
  const minutes = Math.abs(offset);
  return `UTC${sign}${wallTimeOfMinutes(minutes)}`;
}

/** "Mon 1 Feb 2027, 09:00": the instant on the zone's wall clock. */
export function wallClockLabel(instant: Date, zone: string): string {
  const { date, minutes } = wallClockOf(instant, zone);
  const [year, month, day] = date.split("-").map(Number) as [
    number,
    number,
    number,
  ];
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return `${WEEKDAY_NAMES[(weekday + 6) % 7]} ${day} ${ENGLISH_MONTH_ABBREVIATIONS[month - 1]} ${year}, ${wallTimeOfMinutes(minutes)}`;
}

/** A meeting's start in its host's zone: the wall-clock label and "UTC−05:00 · America/Toronto". */
export function meetingStartLabels(
  start: Date,
  zone: string,
): { startLabel: string; zoneLabel: string } {
  return {
    startLabel: wallClockLabel(start, zone),
    zoneLabel: `${utcOffsetLabel(start, zone)} · ${zone}`,
  };
}

/** One line naming a meeting, for notes and the audit log: "Mon 1 Feb 2027, 09:00 (UTC−05:00, America/Toronto)". */
export function meetingTimeSentence(start: Date, zone: string): string {
  return `${wallClockLabel(start, zone)} (${utcOffsetLabel(start, zone)}, ${zone})`;
}
