import { describe, expect, it } from "vitest";
import {
  blockedTimeOf,
  blockedTimesSpan,
  offersSlot,
  openSlots,
  slotsOnDate,
  type HostHours,
  type SlotRules,
  type TimeRange,
} from "./availability";
import {
  addDays,
  isoWeekday,
  wallClockOf,
  wallTimeOfMinutes,
} from "./wall-clock";

const rules: SlotRules = {
  durationMinutes: 30,
  intervalMinutes: 30,
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 0,
  minimumNoticeMinutes: 0,
  windowDays: 400,
};

function weekdays(range: TimeRange): HostHours["weekly"] {
  return { 1: [range], 2: [range], 3: [range], 4: [range], 5: [range] };
}

function everyDay(range: TimeRange): HostHours["weekly"] {
  return { ...weekdays(range), 6: [range], 7: [range] };
}

function host(
  zone: string,
  weekly: HostHours["weekly"],
  overrides: HostHours["overrides"] = [],
): HostHours {
  return { hostId: "host-1", zone, weekly, overrides };
}

const wall = (instant: Date, zone: string) => {
  const shown = wallClockOf(instant, zone);
  return `${shown.date} ${wallTimeOfMinutes(shown.minutes)}`;
};

describe("a daylight-saving sweep over 2027", () => {
  const zones = ["America/Toronto", "America/St_Johns", "Europe/Paris"];
  const dayRules = [
    { start: "09:00", end: "17:00", slots: 16 },
    { start: "13:00", end: "18:00", slots: 10 },
  ];

  for (const zone of zones)
    for (const range of dayRules)
      it(`${zone} ${range.start}–${range.end}: every working day's slots start at the rule's local times`, () => {
        const hours = host(zone, weekdays(range));
        let workingDays = 0;
        for (
          let date = "2027-01-01";
          date <= "2027-12-31";
          date = addDays(date, 1)
        ) {
          const slots = slotsOnDate(hours, rules, date);
          if (isoWeekday(date) > 5) {
            expect(slots).toEqual([]);
            continue;
          }
          workingDays += 1;
          expect(wall(slots[0]!.start, zone)).toBe(`${date} ${range.start}`);
          expect(slots).toHaveLength(range.slots);
          expect(wall(slots.at(-1)!.end, zone)).toBe(`${date} ${range.end}`);
          for (const slot of slots)
            expect(slot.end.getTime() - slot.start.getTime()).toBe(30 * 60_000);
        }
        expect(workingDays).toBe(261);
      });

  // Night hours cross the changes themselves (at 02:00 in the two American zones, at 02:00
  // and 03:00): a skipped wall time is no slot, a repeated one is offered once.
  const changes = [
    { zone: "America/Toronto", forward: "2027-03-14", back: "2027-11-07" },
    { zone: "America/St_Johns", forward: "2027-03-14", back: "2027-11-07" },
    { zone: "Europe/Paris", forward: "2027-03-28", back: "2027-10-31" },
  ];
  for (const { zone, forward, back } of changes) {
    const night = host(zone, everyDay({ start: "00:00", end: "05:00" }));

    it(`${zone}: no slot in the hour skipped on ${forward}`, () => {
      const slots = slotsOnDate(night, rules, forward);
      const shown = slots.map((slot) => wall(slot.start, zone).slice(11));
      expect(shown).toHaveLength(8);
      expect(new Set(shown).size).toBe(8);
      // Every slot shows the wall time it was made from: none was shifted out of the gap.
      for (const time of shown)
        expect(["00", "01", "03", "04"]).toContain(time.slice(0, 2));
      for (const slot of slots)
        expect(slot.end.getTime() - slot.start.getTime()).toBe(30 * 60_000);
    });

    it(`${zone}: the hour repeated on ${back} is offered once`, () => {
      const slots = slotsOnDate(night, rules, back);
      const shown = slots.map((slot) => wall(slot.start, zone).slice(11));
      expect(shown).toEqual([
        "00:00",
        "00:30",
        "01:00",
        "01:30",
        "02:00",
        "02:30",
        "03:00",
        "03:30",
        "04:00",
        "04:30",
      ]);
      const instants = slots.map((slot) => slot.start.getTime());
      expect(new Set(instants).size).toBe(instants.length);
      // Slots that overlap in time never both appear (the repeated hour's second pass is not offered).
      for (let index = 1; index < slots.length; index += 1)
        expect(slots[index]!.start >= slots[index - 1]!.end).toBe(true);
    });
  }
});

describe("open slots", () => {
  const zone = "America/Toronto";
  const hours = host(zone, weekdays({ start: "09:00", end: "17:00" }), [
    { date: "2027-02-03", ranges: [] },
    { date: "2027-02-04", ranges: [{ start: "10:00", end: "11:00" }] },
  ]);
  // Monday 1 February 2027, 08:00 in the host's zone.
  const now = new Date("2027-02-01T13:00:00Z");
  const strict: SlotRules = {
    ...rules,
    bufferBeforeMinutes: 10,
    bufferAfterMinutes: 10,
    minimumNoticeMinutes: 120,
    windowDays: 14,
  };

  it("starts after the notice, ends at the window, skips days off and follows overrides", () => {
    const slots = openSlots(hours, strict, [], now);
    expect(wall(slots[0]!.start, zone)).toBe("2027-02-01 10:00");
    const dates = new Set(
      slots.map((slot) => wall(slot.start, zone).slice(0, 10)),
    );
    expect(dates.has("2027-02-03")).toBe(false);
    expect(
      slots
        .filter((slot) => wall(slot.start, zone).startsWith("2027-02-04"))
        .map((slot) => wall(slot.start, zone)),
    ).toEqual(["2027-02-04 10:00", "2027-02-04 10:30"]);
    expect(slots.at(-1)!.start.getTime()).toBeLessThan(
      now.getTime() + 14 * 86_400_000,
    );
  });

  it("keeps buffers around blocked time", () => {
    const meeting = blockedTimeOf(new Date("2027-02-02T16:00:00Z"), strict); // 11:00 in the host's zone
    const slots = openSlots(hours, strict, [meeting], now)
      .map((slot) => wall(slot.start, zone))
      .filter((shown) => shown.startsWith("2027-02-02"));
    // 10:30 would end at 11:00 and its 10-minute buffer would meet the meeting's: refused.
    expect(slots).not.toContain("2027-02-02 10:30");
    expect(slots).not.toContain("2027-02-02 11:00");
    expect(slots).not.toContain("2027-02-02 11:30");
    expect(slots).toContain("2027-02-02 10:00");
    expect(slots).toContain("2027-02-02 12:00");
  });

  it("refuses a forged slot: outside hours, inside the notice, beyond the window, on a day off, over busy time, off the interval", () => {
    const busy = [
      {
        start: new Date("2027-02-05T15:00:00Z"),
        end: new Date("2027-02-05T16:00:00Z"),
      },
    ];
    const offered = (iso: string) =>
      offersSlot(hours, strict, busy, now, new Date(iso));
    expect(offered("2027-02-02T15:00:00Z")).toBe(true); // 10:00 Tuesday
    expect(offered("2027-02-02T12:00:00Z")).toBe(false); // 07:00
    expect(offered("2027-02-01T14:00:00Z")).toBe(false); // 09:00 today, inside the notice
    expect(offered("2027-02-16T15:00:00Z")).toBe(false); // beyond 14 days
    expect(offered("2027-02-03T15:00:00Z")).toBe(false); // day off
    expect(offered("2027-02-05T15:00:00Z")).toBe(false); // busy
    expect(offered("2027-02-02T15:15:00Z")).toBe(false); // not on the interval
    expect(offered("2027-02-06T15:00:00Z")).toBe(false); // Saturday
  });
});

describe("blockedTimesSpan", () => {
  it("reaches a day before now and a day past the window, so a meeting under way or one at the window's edge still blocks", () => {
    const now = new Date("2026-03-02T09:00:00Z");
    expect(blockedTimesSpan({ ...rules, windowDays: 14 }, now)).toEqual({
      from: new Date("2026-03-01T09:00:00Z"),
      to: new Date("2026-03-17T09:00:00Z"),
    });
  });
});
