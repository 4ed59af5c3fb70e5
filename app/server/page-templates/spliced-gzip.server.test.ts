import { randomBytes } from "node:crypto";
import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import {
  crc32Combine,
  crc32Shift,
  prepareSplicedGzip,
} from "./spliced-gzip.server";

const text = (value: string) => Buffer.from(value, "utf8");

describe("prepareSplicedGzip", () => {
  it("makes a gzip stream that any gunzip reads as the fixed text with this request's values", () => {
    const page = `<link nonce="X" rel="icon"/>`.repeat(40);
    const fixed = [
      text(`<html>${page}<input value="`),
      text(`"/>${page}<script nonce="`),
      text(`">done</script></html>`),
    ];
    const gzip = prepareSplicedGzip(fixed, [83, 24])!;
    for (let round = 0; round < 5; round++) {
      const token = randomBytes(62).toString("base64url").slice(0, 83);
      const nonce = randomBytes(16).toString("base64");
      const body = gzip.splice([text(token), text(nonce)])!;
      expect(zlib.gunzipSync(body).toString("utf8")).toBe(
        `<html>${page}<input value="${token}"/>${page}<script nonce="${nonce}">done</script></html>`,
      );
    }
  });

  it("compresses the fixed text about as well as compressing the whole page", () => {
    const section = Array.from(
      { length: 300 },
      (_, i) => `<li class="item">Entry ${i % 17}</li>`,
    ).join("");
    const fixed = [text(section), text(section), text(section)];
    const spliced = prepareSplicedGzip(fixed, [24, 24])!.splice([
      text("a".repeat(24)),
      text("b".repeat(24)),
    ])!;
    const whole = zlib.gzipSync(
      Buffer.concat([
        fixed[0]!,
        text("a".repeat(24)),
        fixed[1]!,
        text("b".repeat(24)),
        fixed[2]!,
      ]),
      { level: 9 },
    );
    // The later sections reach back across the holes through the preset dictionary.
    expect(spliced.length).toBeLessThan(whole.length * 1.2 + 64);
  });

  it("refuses a value whose length differs from the template's", () => {
    const gzip = prepareSplicedGzip([text("a"), text("b")], [4])!;
    expect(gzip.splice([text("12345")])).toBeNull();
    expect(gzip.splice([])).toBeNull();
  });

  it("holds values longer than one stored block", () => {
    const long = Buffer.alloc(70_000, 0x41);
    const gzip = prepareSplicedGzip(
      [text("<a>"), text("</a>")],
      [long.length],
    )!;
    expect(zlib.gunzipSync(gzip.splice([long])!).length).toBe(long.length + 7);
  });

  it("declines text that contains its filler byte", () => {
    expect(prepareSplicedGzip([text("a\u0001b"), text("c")], [3])).toBeNull();
  });

  it("handles a page with no holes and empty fixed parts", () => {
    expect(
      zlib
        .gunzipSync(prepareSplicedGzip([text("only")], [])!.splice([])!)
        .toString(),
    ).toBe("only");
    const gzip = prepareSplicedGzip([text(""), text("")], [2])!;
    expect(zlib.gunzipSync(gzip.splice([text("hi")])!).toString()).toBe("hi");
  });
});

describe("crc32Combine", () => {
  it("gives the CRC of the concatenation, as zlib.crc32 over the whole does", () => {
    for (const [a, b] of [
      ["", ""],
      ["abc", ""],
      ["", "xyz"],
      ["hello, ", "world"],
      ["x".repeat(70_001), "y".repeat(3)],
    ] as const) {
      const whole = zlib.crc32(Buffer.from(a + b));
      const combined = crc32Combine(
        a.length ? zlib.crc32(Buffer.from(a)) : 0,
        b.length ? zlib.crc32(Buffer.from(b)) : 0,
        crc32Shift(Buffer.byteLength(b)),
      );
      expect(combined).toBe(whole);
    }
  });
});
