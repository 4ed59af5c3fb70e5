import { describe, expect, it } from "vitest";
import { withDeadline } from "./deadline.server";

describe("withDeadline", () => {
  it("settles like the work when it finishes in time", async () => {
    await expect(
      withDeadline(Promise.resolve(7), 1000, () => new Error("late")),
    ).resolves.toBe(7);
    await expect(
      withDeadline(
        Promise.reject(new Error("broken")),
        1000,
        () => new Error("late"),
      ),
    ).rejects.toThrow("broken");
  });

  it("rejects with the caller's error when the work outlasts the deadline", async () => {
    const never = new Promise<number>(() => {});
    await expect(
      withDeadline(never, 10, () => new Error("late")),
    ).rejects.toThrow("late");
  });
});
