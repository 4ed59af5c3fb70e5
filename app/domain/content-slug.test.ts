import { describe, expect, it } from "vitest";
import { isContentSlug } from "./content-slug";

describe("isContentSlug", () => {
  it.each(["national-e-visa-platform", "ai-automation", "x", "2026-outlook"])(
    "accepts %s",
    (slug) => {
      expect(isContentSlug(slug)).toBe(true);
    },
  );

  it.each([
    "",
    "\u0000",
    "a\u0000b",
    "Upper",
    "a--b",
    "-a",
    "a-",
    "a b",
    "a/b",
    "%00",
    "é",
    "a".repeat(101),
    undefined,
    null,
  ])("refuses %j", (slug) => {
    expect(isContentSlug(slug)).toBe(false);
  });
});
