import ICAL from "ical.js";
import type { BlockedTime } from "./availability";
import { instantOfWallTime, isKnownZone } from "./wall-clock";

/**
 * The busy time in a host's own calendar (an `.ics` export or subscription URL), read with
 * ical.js: recurring events expanded within the span asked for (their moved and cancelled
 * occurrences applied), free (TRANSP:TRANSPARENT) and cancelled events skipped. A time without
 * a zone we can read (floating, or a TZID with no definition and no IANA name) is the host's
 * wall-clock time; an all-day event blocks the host's whole local day.
 */

/** Occurrences read per recurring event at most: a rule every minute cannot stall a sync. */
const MAX_OCCURRENCES = 50_000;

function pad(value: number): string {
  return String(value).padStart(2, "0");
}

function instantOf(time: ICAL.Time, hostZone: string): Date {
  const date = `${time.year}-${pad(time.month)}-${pad(time.day)}`;
  if (time.isDate) return wallInstant(date, 0, hostZone);
  if (time.zone === ICAL.Timezone.utcTimezone)
    return new Date(
      Date.UTC(
        time.year,
        time.month - 1,
        time.day,
        time.hour,
        time.minute,
        time.second,
      ),
    );
  if (time.zone && time.zone !== ICAL.Timezone.localTimezone)
    return new Date(time.toUnixTime() * 1000);
  const named = (time as unknown as { timezone?: string }).timezone;
  const zone = named && isKnownZone(named) ? named : hostZone;
  return new Date(
    wallInstant(date, time.hour * 60 + time.minute, zone).getTime() +
      time.second * 1000,
  );
}

/** A wall time's instant; a time the zone skips is read as the hour after (where clocks are then). */
function wallInstant(date: string, minutes: number, zone: string): Date {
  return (
    instantOfWallTime(date, minutes, zone) ??
    new Date(instantOfWallTime(date, minutes + 60, zone)!.getTime() - 3_600_000)
  );
}

/** Whether an event (or one occurrence's exception) leaves the time free. */
function leavesTimeFree(component: ICAL.Component): boolean {
  const status = String(component.getFirstPropertyValue("status") ?? "");
  const transparency = String(component.getFirstPropertyValue("transp") ?? "");
  const microsoft = String(
    component.getFirstPropertyValue("x-microsoft-cdo-busystatus") ?? "",
  );
  return (
    status.toUpperCase() === "CANCELLED" ||
    transparency.toUpperCase() === "TRANSPARENT" ||
    microsoft.toUpperCase() === "FREE"
  );
}

function calendarsOf(text: string): ICAL.Component[] {
  const parsed = ICAL.parse(text) as unknown[];
  const list = typeof parsed[0] === "string" ? [parsed] : parsed;
  return list.map((jcal) => new ICAL.Component(jcal as never));
}

export class BusyCalendarError extends Error {
  override name = "BusyCalendarError";
}

/**
 * The busy spans of an iCalendar text between `from` and `to`, in order. Throws
 * BusyCalendarError for text that is not iCalendar.
 */
export function busyTimesOfCalendar(
  text: string,
  span: { from: Date; to: Date; hostZone: string },
): BlockedTime[] {
  let calendars: ICAL.Component[];
  try {
    calendars = calendarsOf(text);
  } catch (error) {
    throw new BusyCalendarError(
      `not an iCalendar file (${error instanceof Error ? error.message : "unreadable"})`,
    );
  }
  if (calendars.length === 0 || calendars.some((c) => c.name !== "vcalendar"))
    throw new BusyCalendarError("not an iCalendar file (no VCALENDAR)");
  const busy: BlockedTime[] = [];
  const keep = (start: Date, end: Date) => {
    if (end > span.from && start < span.to && start < end)
      busy.push({ start, end });
  };
  for (const calendar of calendars) {
    const components = calendar.getAllSubcomponents("vevent");
    const exceptions = components.filter((c) => c.hasProperty("recurrence-id"));
    const masters = components.filter((c) => !c.hasProperty("recurrence-id"));
    const masterUids = new Set(
      masters.map((c) => String(c.getFirstPropertyValue("uid") ?? "")),
    );
    for (const component of masters) {
      if (!component.hasProperty("dtstart")) continue;
      const event = new ICAL.Event(component);
      for (const exception of exceptions)
        if (exception.getFirstPropertyValue("uid") === event.uid)
          event.relateException(exception);
      if (!event.isRecurring()) {
        if (leavesTimeFree(component)) continue;
        keep(
          instantOf(event.startDate, span.hostZone),
          instantOf(event.endDate, span.hostZone),
        );
        continue;
      }
      const iterator = event.iterator();
      for (let count = 0; count < MAX_OCCURRENCES; count += 1) {
        const next = iterator.next();
        if (!next) break;
        const details = event.getOccurrenceDetails(next);
        const start = instantOf(details.startDate, span.hostZone);
        if (start >= span.to) break;
        if (leavesTimeFree(details.item.component)) continue;
        keep(start, instantOf(details.endDate, span.hostZone));
      }
    }
    // A moved occurrence whose series is not in the file still blocks its time.
    for (const component of exceptions) {
      if (masterUids.has(String(component.getFirstPropertyValue("uid") ?? "")))
        continue;
      if (!component.hasProperty("dtstart") || leavesTimeFree(component))
        continue;
      const event = new ICAL.Event(component);
      keep(
        instantOf(event.startDate, span.hostZone),
        instantOf(event.endDate, span.hostZone),
      );
    }
  }
  return busy.sort((a, b) => a.start.getTime() - b.start.getTime());
}
