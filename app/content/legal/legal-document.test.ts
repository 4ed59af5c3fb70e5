import { describe, expect, it } from "vitest";
import { cookiePolicy } from "./cookies";
import { lastUpdated } from "./legal-document";
import { privacyPolicy } from "./privacy";
import { termsOfService } from "./terms";

describe("lastUpdated", () => {
  it("formats the date as 'MMMM d, yyyy' with an ISO twin for <time>", () => {
    expect(lastUpdated(new Date(2026, 0, 5, 23, 59))).toEqual({
      label: "January 5, 2026",
      iso: "2026-01-05",
    });
    expect(lastUpdated(new Date(2025, 11, 31, 0, 0))).toEqual({
      label: "December 31, 2025",
      iso: "2025-12-31",
    });
  });
});

describe("legal documents", () => {
  for (const document of [privacyPolicy, termsOfService, cookiePolicy]) {
    it(`${document.path} has unique section ids (they are anchor targets)`, () => {
      const ids = document.sections.map((section) => section.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(
        document.sections.every((section) => section.blocks.length > 0),
      ).toBe(true);
    });
  }
});
