import { describe, expect, it } from "vitest";
import { PageCache, pageBytes, type CachedPage } from "./page-cache.server";

function page(bytes: number, tag = "x"): CachedPage {
  // A third of the size in each body, so pageBytes is exactly `bytes` for multiples of 3.
  const part = Buffer.alloc(bytes / 3, tag);
  return {
    status: 200,
    headers: {},
    body: part,
    brotli: part,
    gzip: part,
    etag: `"${tag}"`,
  };
}

describe("PageCache", () => {
  it("counts every encoding's bytes and never holds more than its bound, dropping the least recently used", () => {
    const cache = new PageCache(900);
    expect(cache.set("/a", page(300, "a"), cache.generation)).toBe(true);
    expect(cache.set("/b", page(300, "b"), cache.generation)).toBe(true);
    expect(cache.set("/c", page(300, "c"), cache.generation)).toBe(true);
    expect(cache.bytes).toBe(900);
    cache.get("/a"); // /b is now the least recently used
    expect(cache.set("/d", page(300, "d"), cache.generation)).toBe(true);
    expect(cache.keys().sort()).toEqual(["/a", "/c", "/d"]);
    expect(cache.bytes).toBe(900);
    expect(cache.set("/big", page(600, "e"), cache.generation)).toBe(true);
    expect(cache.bytes).toBeLessThanOrEqual(900);
    expect(cache.keys()).toContain("/big");
  });

  it("refuses a page larger than the whole bound, and replaces a key without counting it twice", () => {
    const cache = new PageCache(600);
    expect(cache.set("/huge", page(900), cache.generation)).toBe(false);
    expect(cache.size).toBe(0);
    cache.set("/a", page(300), cache.generation);
    cache.set("/a", page(150), cache.generation);
    expect(cache.bytes).toBe(pageBytes(page(150)));
    expect(cache.size).toBe(1);
  });

  it("does not store a page rendered before the last clear (a content write during its render)", () => {
    const cache = new PageCache(10_000);
    const renderStarted = cache.generation;
    cache.clear();
    expect(cache.set("/blog", page(300), renderStarted)).toBe(false);
    expect(cache.get("/blog")).toBeUndefined();
    expect(cache.set("/blog", page(300), cache.generation)).toBe(true);
    cache.clear();
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
  });

  it("expires a page after its maximum age", () => {
    let now = 1_000;
    const cache = new PageCache(10_000, 60_000, () => now);
    cache.set("/blog", page(300), cache.generation);
    now += 59_999;
    expect(cache.get("/blog")).toBeDefined();
    now += 1;
    expect(cache.get("/blog")).toBeUndefined();
    expect(cache.bytes).toBe(0);
  });
});
