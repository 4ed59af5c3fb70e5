import { describe, expect, it } from "vitest";
import { visitOrigin } from "./visit-origin.server";

const own = new Set(["example.gov"]);

describe("where a visit came from", () => {
  it("a campaign's UTM, normalised; its utm_source is the source", () => {
    const origin = visitOrigin(
      "?utm_source=LinkedIn&utm_medium=social&utm_campaign=Sovereign-AI%20Spring&x=1",
      "https://www.linkedin.com/feed/",
      own,
    );
    expect(origin).toEqual({
      source: "linkedin",
      referrerHost: "linkedin.com",
      utmSource: "linkedin",
      utmMedium: "social",
      utmCampaign: "sovereign-ai spring",
      utmTerm: null,
      utmContent: null,
    });
  });

  it("the referring host without www (never its path), else direct", () => {
    expect(
      visitOrigin("", "https://www.google.com/search?q=secret", own).source,
    ).toBe("google.com");
    expect(visitOrigin("", undefined, own).source).toBe("direct");
    // Our own pages, and what is not a web address, are not a source.
    expect(visitOrigin("", "https://example.gov/about", own).source).toBe(
      "direct",
    );
    expect(visitOrigin("", "android-app://com.slack", own).source).toBe(
      "direct",
    );
    expect(visitOrigin("", "not a url", own).referrerHost).toBeNull();
  });

  it("bounds what a URL can write", () => {
    const long = "x".repeat(5000);
    const origin = visitOrigin(`?utm_campaign=${long}`, undefined, own);
    expect(origin.utmCampaign).toHaveLength(100);
  });
});
