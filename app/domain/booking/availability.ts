import {
  addDays,
  instantOfWallTime,
  isoWeekday,
  minutesOfWallTime,
  wallClockOf,
  type LocalDate,
  type WallTime,
} from "./wall-clock";

/**
 * When a host can meet, as the host states it, and the slots that follows from it. Pure: the
 * server passes the host's rules, what already blocks their time and the moment it is, and the
 * same function lists the slots a visitor sees and re-checks the one they post (so a forged slot
 * is refused by the rule that would never have shown it).
 */

/** Hours on one day, wall-clock in the host's zone; the end is exclusive. */
export type TimeRange = { readonly start: WallTime; readonly end: WallTime };

/** ISO weekday (1 Monday … 7 Sunday) → the hours of that day; a missing day is not worked. */
export type WeeklyHours = Readonly<
  Partial<Record<number, readonly TimeRange[]>>
>;

/** Other hours on one date; no ranges is a day off. */
export type DateOverride = {
  readonly date: LocalDate;
  readonly ranges: readonly TimeRange[];
};

export type HostHours = {
  readonly hostId: string;
  /** IANA zone the host's hours are written in. */
  readonly zone: string;
  readonly weekly: WeeklyHours;
  readonly overrides: readonly DateOverride[];
};

/** The rules every host's slots follow (one consultation type: 30 minutes). */
export type SlotRules = {
  readonly durationMinutes: number;
  /** Minutes between the starts of two offered slots. */
  readonly intervalMinutes: number;
  /** Free time kept before and after every meeting: a slot's blocked time includes both. */
  readonly bufferBeforeMinutes: number;
  readonly bufferAfterMinutes: number;
  /** The earliest a slot may start, from now. */
  readonly minimumNoticeMinutes: number;
  /** How far ahead slots are offered, in days from now. */
  readonly windowDays: number;
};

/** Time already taken: a meeting with its buffers, or busy time imported from a calendar. */
export type BlockedTime = { readonly start: Date; readonly end: Date };

export type Slot = {
  readonly hostId: string;
  readonly start: Date;
  readonly end: Date;
};

const MINUTE = 60_000;

/** The time a meeting starting at `start` blocks on its host's calendar, buffers included. */
export function blockedTimeOf(start: Date, rules: SlotRules): BlockedTime {
  return {
    start: new Date(start.getTime() - rules.bufferBeforeMinutes * MINUTE),
    end: new Date(
      start.getTime() +
        (rules.durationMinutes + rules.bufferAfterMinutes) * MINUTE,
    ),
  };
}

function overlaps(a: BlockedTime, b: BlockedTime): boolean {
  return a.start < b.end && b.start < a.end;
}

/** The ranges a host works on a date: that date's override if there is one, else the weekday's. */
export function rangesOn(
  host: HostHours,
  date: LocalDate,
): readonly TimeRange[] {
  const override = host.overrides.find((entry) => entry.date === date);
  return override ? override.ranges : (host.weekly[isoWeekday(date)] ?? []);
}

/**
 * The instant a range's end names. An end inside the hour skipped by a change to summer time
 * (a range ending 02:30 on that night) ends at the change itself.
 */
function endInstant(
  date: LocalDate,
  minutes: number,
  zone: string,
): Date | null {
  for (let later = minutes; later <= minutes + 120; later += 1) {
    const instant = instantOfWallTime(date, later, zone);
    if (instant)
      return new Date(instant.getTime() - (later - minutes) * MINUTE);
  }
  return null;
}

/** Every slot a host's hours give on one local date, before notice, window and blocked time. */
export function slotsOnDate(
  host: HostHours,
  rules: SlotRules,
  date: LocalDate,
): Slot[] {
  const slots: Slot[] = [];
  for (const range of rangesOn(host, date)) {
    const from = minutesOfWallTime(range.start);
    const to = minutesOfWallTime(range.end);
    const rangeEnd = endInstant(date, to, host.zone);
    if (!rangeEnd) continue;
    for (
      let minutes = from;
      minutes + rules.durationMinutes <= to;
      minutes += rules.intervalMinutes
    ) {
      // A wall time the zone skips that night is no slot.
      const start = instantOfWallTime(date, minutes, host.zone);
      if (!start) continue;
      const end = new Date(start.getTime() + rules.durationMinutes * MINUTE);
      if (end > rangeEnd) continue;
      slots.push({ hostId: host.hostId, start, end });
    }
  }
  return slots;
}

/**
 * A host's open slots from `now`: inside their hours, no sooner than the notice, inside the
 * window, and clear of every blocked time with this meeting's buffers around it. In order.
 */
export function openSlots(
  host: HostHours,
  rules: SlotRules,
  blocked: readonly BlockedTime[],
  now: Date,
): Slot[] {
  const { earliest, latest } = bookableSpan(rules, now);
  return slotsBetween(host, rules, earliest, latest).filter((slot) =>
    isOpen(slot, rules, blocked, now),
  );
}

/** The span in which a slot may start: after the notice, before the window's end. */
function bookableSpan(
  rules: SlotRules,
  now: Date,
): { earliest: Date; latest: Date } {
  return {
    earliest: new Date(now.getTime() + rules.minimumNoticeMinutes * MINUTE),
    latest: new Date(now.getTime() + rules.windowDays * 1440 * MINUTE),
  };
}

/**
 * The span whose blocked times `openSlots` needs: from a day before `now` (a meeting already
 * under way still blocks its buffer) to a day past the window's end.
 */
export function blockedTimesSpan(
  rules: SlotRules,
  now: Date,
): { from: Date; to: Date } {
  return {
    from: new Date(now.getTime() - 1440 * MINUTE),
    to: new Date(now.getTime() + (rules.windowDays + 1) * 1440 * MINUTE),
  };
}

/** The hours' slots on every local date from one instant's to another's, in order. */
function slotsBetween(
  host: HostHours,
  rules: SlotRules,
  from: Date,
  to: Date,
): Slot[] {
  const lastDate = addDays(wallClockOf(to, host.zone).date, 1);
  const slots: Slot[] = [];
  for (
    let date = addDays(wallClockOf(from, host.zone).date, -1);
    date <= lastDate;
    date = addDays(date, 1)
  )
    slots.push(...slotsOnDate(host, rules, date));
  return slots.sort((a, b) => a.start.getTime() - b.start.getTime());
}

function isOpen(
  slot: Slot,
  rules: SlotRules,
  blocked: readonly BlockedTime[],
  now: Date,
): boolean {
  const { earliest, latest } = bookableSpan(rules, now);
  if (slot.start < earliest || slot.start >= latest) return false;
  const taken = blockedTimeOf(slot.start, rules);
  return !blocked.some((time) => overlaps(taken, time));
}

/**
 * Whether a posted start is a slot this host offers now: the server's check of a visitor's
 * choice, by the same rule that lists them (a time outside hours, inside the notice, beyond the
 * window, on a day off or over blocked time is refused).
 */
export function offersSlot(
  host: HostHours,
  rules: SlotRules,
  blocked: readonly BlockedTime[],
  now: Date,
  start: Date,
): boolean {
  return slotsBetween(host, rules, start, start).some(
    (slot) =>
      slot.start.getTime() === start.getTime() &&
      isOpen(slot, rules, blocked, now),
  );
}
