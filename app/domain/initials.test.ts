import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MAX_INITIALS, titleInitials } from "./initials";

describe("titleInitials", () => {
  it("takes the first letter of the first three significant words", () => {
    expect(
      titleInitials("A national e-visa platform with AI-assisted triage"),
    ).toBe("NEP");
    expect(
      titleInitials(
        "Modernising tax collection for an island revenue authority",
      ),
    ).toBe("MTC");
    expect(
      titleInitials(
        "AftrLife: a consent-first pilot for post-life digital avatars",
      ),
    ).toBe("ACP");
  });

  it("returns fewer letters for shorter titles", () => {
    expect(titleInitials("Telemedicine")).toBe("T");
    expect(titleInitials("Sovereign cloud")).toBe("SC");
  });

  it("upper-cases and ignores punctuation and words that start with a digit", () => {
    expect(titleInitials("  remote   identity — verification!  ")).toBe("RIV");
    expect(titleInitials("99.9% uptime for élections")).toBe("UÉ");
    expect(titleInitials("ßtraße")).toBe("S");
  });

  it("falls back to small words when the title has nothing else", () => {
    expect(titleInitials("Of the")).toBe("OT");
  });

  it("is empty for a title without letters", () => {
    expect(titleInitials("")).toBe("");
    expect(titleInitials("2026 — 42%")).toBe("");
  });

  it("never gives more than three upper-case letters", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200, unit: "binary" }), (title) => {
        const initials = titleInitials(title);
        expect(Array.from(initials).length).toBeLessThanOrEqual(MAX_INITIALS);
        expect(initials).toBe(initials.toLocaleUpperCase("en"));
      }),
    );
  });
});
