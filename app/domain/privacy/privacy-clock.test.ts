import { describe, expect, it } from "vitest";
import {
  addDays,
  canExtend,
  currentDueOf,
  daysLeft,
  dueDateOf,
  hasLapsed,
} from "./privacy-clock";

const received = new Date("2026-03-01T15:00:00Z");

describe("the privacy request clocks", () => {
  it("owes an answer 30 days after receipt, or at the extended date", () => {
    const due = dueDateOf(received);
    expect(due.toISOString()).toBe("2026-03-31T15:00:00.000Z");
    expect(currentDueOf({ dueAt: due, extendedDueAt: null })).toBe(due);
    const extended = addDays(due, 30);
    expect(currentDueOf({ dueAt: due, extendedDueAt: extended })).toBe(
      extended,
    );
  });

  it("counts whole days left, zero on the due day, negative once overdue", () => {
    const due = dueDateOf(received);
    expect(daysLeft(due, received)).toBe(30);
    expect(daysLeft(due, new Date("2026-03-31T14:59:59Z"))).toBe(0);
    expect(daysLeft(due, due)).toBe(0);
    expect(daysLeft(due, new Date("2026-03-31T15:00:01Z"))).toBe(-1);
    expect(daysLeft(due, new Date("2026-04-02T15:00:00Z"))).toBe(-2);
  });

  it("allows one extension, only before the first due date, only while open", () => {
    const open = {
      status: "in_progress",
      dueAt: dueDateOf(received),
      extendedDueAt: null,
    };
    expect(canExtend(open, new Date("2026-03-31T14:59:59Z"))).toBe(true);
    expect(canExtend(open, new Date("2026-03-31T15:00:00Z"))).toBe(false);
    expect(
      canExtend({ ...open, extendedDueAt: addDays(open.dueAt, 30) }, received),
    ).toBe(false);
    expect(canExtend({ ...open, status: "completed" }, received)).toBe(false);
    expect(canExtend({ ...open, status: "unverified" }, received)).toBe(false);
  });

  it("lets an unverified request lapse after 7 days to the millisecond", () => {
    expect(hasLapsed({ createdAt: received }, addDays(received, 7))).toBe(true);
    expect(
      hasLapsed(
        { createdAt: received },
        new Date(addDays(received, 7).getTime() - 1),
      ),
    ).toBe(false);
  });
});
