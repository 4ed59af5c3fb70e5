import { describe, expect, it } from "vitest";
import { memoryLimiter, type MakeLimiter } from "./limiter-store.server";
import { createAddressLimiter } from "./address-limit.server";

describe("createAddressLimiter", () => {
  it("allows 5 requests an hour per address, whatever its case, then says how long to wait", async () => {
    const limiter = createAddressLimiter(memoryLimiter, "secret");
    for (let i = 0; i < 5; i++)
      expect(
        await limiter.consume(i % 2 ? "Ada@Example.org" : "ada@example.org"),
      ).toBeNull();
    const wait = await limiter.consume(" ADA@example.org ");
    expect(wait).toBeGreaterThan(3500);
    expect(await limiter.consume("grace@example.org")).toBeNull();
  });

  it("keys the store by a keyed hash, never the address", async () => {
    const keys: string[] = [];
    const spy: MakeLimiter = (options) => {
      const limiter = memoryLimiter(options);
      const consume = limiter.consume.bind(limiter);
      limiter.consume = (key, points) => {
        keys.push(String(key));
        return consume(key, points);
      };
      return limiter;
    };
    await createAddressLimiter(spy, "secret").consume("ada@example.org");
    expect(keys).toHaveLength(1);
    expect(keys[0]).not.toContain("ada");
    expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});
