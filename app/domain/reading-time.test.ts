import { describe, expect, it } from "vitest";
import { readingMinutes, wordCount } from "./reading-time";

describe("reading time", () => {
  it("counts the words of the text, not the markup", () => {
    expect(
      wordCount(
        '<h2>Plan</h2><p>Costs &amp; <a href="/x">savings</a>, l’État’s e-visa</p><script>var a = 1</script>',
      ),
    ).toBe(5);
  });

  it("divides by each language's reading speed, one minute at least", () => {
    const words = (n: number) => `<p>${"mot ".repeat(n)}</p>`;
    expect(readingMinutes("", "en")).toBe(1);
    expect(readingMinutes(words(238 * 4), "en")).toBe(4);
    expect(readingMinutes(words(238 * 4), "fr")).toBe(5);
    expect(readingMinutes(words(195 * 7), "fr")).toBe(7);
  });
});
