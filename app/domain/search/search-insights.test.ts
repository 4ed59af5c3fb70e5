import { describe, expect, it } from "vitest";
import { SEARCH_LOG_RETENTION_MONTHS } from "./search-enums";
import {
  SEARCH_PERIODS,
  parseSearchLanguage,
  parseSearchPeriod,
  searchConsoleHref,
  searchPeriodLabel,
  searchPeriodStart,
  shareOf,
  unansweredQuestionsHref,
  writeAnswerHref,
} from "./search-insights";

describe("the Site search section's periods", () => {
  it("offers 7 days, 30 days, 12 months and the log's whole retention, 30 days by default", () => {
    expect(SEARCH_PERIODS).toEqual(["7d", "30d", "12m", "13m"]);
    expect(searchPeriodLabel(`${SEARCH_LOG_RETENTION_MONTHS}m`)).toBe(
      "13 months",
    );
    expect(parseSearchPeriod("7d")).toBe("7d");
    expect(parseSearchPeriod("13m")).toBe("13m");
    for (const value of [null, "", "7", "14m", "toString", "__proto__"])
      expect(parseSearchPeriod(value), String(value)).toBe("30d");
  });

  it("starts a period of days that many days of 24 hours before now", () => {
    const now = new Date("2026-03-10T15:30:00Z");
    expect(searchPeriodStart("7d", now).toISOString()).toBe(
      "2026-03-03T15:30:00.000Z",
    );
    expect(searchPeriodStart("30d", now).toISOString()).toBe(
      "2026-02-08T15:30:00.000Z",
    );
  });

  it("starts a period of months on the same day that many months before, clamped to the month's end, across years", () => {
    expect(
      searchPeriodStart("12m", new Date("2026-03-10T15:30:00Z")).toISOString(),
    ).toBe("2025-03-10T15:30:00.000Z");
    expect(
      searchPeriodStart("13m", new Date("2026-01-31T08:00:00Z")).toISOString(),
    ).toBe("2024-12-31T08:00:00.000Z");
    // As PostgreSQL subtracts `interval '13 months'`: March 31 goes to the last of February.
    expect(
      searchPeriodStart("13m", new Date("2026-03-31T23:59:59Z")).toISOString(),
    ).toBe("2025-02-28T23:59:59.000Z");
    expect(
      searchPeriodStart("12m", new Date("2028-02-29T12:00:00Z")).toISOString(),
    ).toBe("2027-02-28T12:00:00.000Z");
  });
});

describe("the language filter and the page's links", () => {
  it("reads en and fr; anything else is both languages", () => {
    expect(parseSearchLanguage("en")).toBe("en");
    expect(parseSearchLanguage("fr")).toBe("fr");
    expect(parseSearchLanguage("FR")).toBeNull();
    expect(parseSearchLanguage(null)).toBeNull();
  });

  it("writes only what differs from the defaults", () => {
    expect(searchConsoleHref("30d", null)).toBe("/lead_admin/search");
    expect(searchConsoleHref("7d", null)).toBe("/lead_admin/search?period=7d");
    expect(searchConsoleHref("30d", "fr")).toBe(
      "/lead_admin/search?language=fr",
    );
    expect(searchConsoleHref("13m", "en")).toBe(
      "/lead_admin/search?period=13m&language=en",
    );
  });

  it("prefills the assistant's answer form with the query and its language, encoded", () => {
    expect(writeAnswerHref("sécurité & cloud", "fr")).toBe(
      "/lead_admin/assistant/new?question=s%C3%A9curit%C3%A9+%26+cloud&locale=fr",
    );
    const url = new URL(writeAnswerHref("a?b=c#d", "en"), "http://x");
    expect(url.searchParams.get("question")).toBe("a?b=c#d");
    expect(url.searchParams.get("locale")).toBe("en");
  });

  it.each([
    ["7d", 7],
    ["30d", 30],
    ["12m", 365],
    ["13m", 365],
  ] as const)(
    "opens the unanswered questions of %s over the nearest of their periods, %i days",
    (period, days) => {
      expect(unansweredQuestionsHref(period)).toBe(
        `/lead_admin/assistant/unanswered?days=${days}`,
      );
    },
  );

  it("a share has no value without a whole", () => {
    expect(shareOf(1, 4)).toBe(0.25);
    expect(shareOf(0, 4)).toBe(0);
    expect(shareOf(0, 0)).toBeNull();
  });
});
