import { describe, expect, it } from "vitest";
import { preferenceChangeText } from "./newsletter-list";

describe("preferenceChangeText", () => {
  const names: Record<string, string> = {
    cybersecurity: "Cybersecurity & Resilience",
    "citizen-experience": "Citizen Experience",
  };
  const name = (slug: string) => names[slug] ?? slug;

  it("says which topics were added and removed, what is chosen now, and a change of edition", () => {
    expect(
      preferenceChangeText(
        {
          topics: {
            added: ["cybersecurity"],
            removed: ["citizen-experience"],
            now: ["cybersecurity", "gone-topic"],
          },
          locale: { from: "en", to: "fr" },
        },
        name,
      ),
    ).toBe(
      "Topics added: Cybersecurity & Resilience; removed: Citizen Experience (now Cybersecurity & Resilience, gone-topic). Edition: English → French.",
    );
    expect(
      preferenceChangeText(
        { topics: { added: [], removed: ["cybersecurity"], now: [] } },
        name,
      ),
    ).toBe("Topics removed: Cybersecurity & Resilience (now every topic).");
  });

  it("says nothing for details it does not know", () => {
    expect(preferenceChangeText({}, name)).toBeNull();
    expect(preferenceChangeText(null, name)).toBeNull();
    expect(preferenceChangeText({ topics: "x" }, name)).toBeNull();
  });
});
