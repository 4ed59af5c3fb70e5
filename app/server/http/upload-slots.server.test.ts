import { describe, expect, it } from "vitest";
import { createUploadSlots } from "./upload-slots.server";

describe("createUploadSlots", () => {
  it("grants up to its size at once and hands a released slot to the next in line", async () => {
    const slots = createUploadSlots(2);
    const first = await slots.acquire(60_000);
    const second = await slots.acquire(60_000);
    expect(first).toBeTypeOf("function");
    expect(second).toBeTypeOf("function");
    expect(slots.inUse).toBe(2);

    const third = slots.acquire(60_000);
    expect(slots.waiting).toBe(1);
    first!();
    first!(); // releasing twice frees one slot only
    expect(await third).toBeTypeOf("function");
    expect(slots.inUse).toBe(2);
    expect(slots.waiting).toBe(0);
  });

  it("answers null to a waiter whose time ran out, and forgets it", async () => {
    const slots = createUploadSlots(1);
    const held = await slots.acquire(60_000);
    expect(await slots.acquire(1)).toBeNull();
    expect(slots.waiting).toBe(0);
    held!();
    expect(slots.inUse).toBe(0);
  });

  it("answers null to a waiter whose client went away", async () => {
    const slots = createUploadSlots(1);
    const held = await slots.acquire(60_000);
    const gone = new AbortController();
    const waiting = slots.acquire(60_000, gone.signal);
    gone.abort();
    expect(await waiting).toBeNull();
    held!();
    expect(slots.inUse).toBe(0);
  });
});
