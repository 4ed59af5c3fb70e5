import { describe, expect, it } from "vitest";
import {
  leadCountLabel,
  leadDateLabel,
  leadInterestLabel,
  leadSourceLabel,
  leadStatusLabel,
  leadStatusTone,
} from "./lead-format";

describe("leadStatusTone", () => {
  it("gives each pipeline status its own tone", () => {
    const tones = ["new", "contacted", "qualified", "converted"].map(
      leadStatusTone,
    );
    expect(new Set(tones).size).toBe(4);
    expect(tones).not.toContain("neutral");
  });

  it.each(["archived", "", "NEW", "spam", null, undefined, "__proto__"])(
    "gives any other value (%s) the neutral look",
    (status) => {
      expect(leadStatusTone(status)).toBe("neutral");
    },
  );
});

describe("labels", () => {
  it("names statuses, keeping unknown ones visible", () => {
    expect(leadStatusLabel("qualified")).toBe("Qualified");
    expect(leadStatusLabel("archived")).toBe("archived");
    expect(leadStatusLabel(null)).toBe("Unknown");
  });

  it("names sources", () => {
    expect(leadSourceLabel("get_started")).toBe("Get started");
    expect(leadSourceLabel("job_application")).toBe("Job application");
  });

  it("shows an interest as its form offered it, a job title as stored", () => {
    expect(leadInterestLabel("blueprint", "discovery")).toBe(
      "Discovery workshop",
    );
    expect(leadInterestLabel("contact", "e-visa")).toBe("e-Visa & Immigration");
    expect(leadInterestLabel("job_application", "Cloud Architect")).toBe(
      "Cloud Architect",
    );
    expect(leadInterestLabel("blueprint", null)).toBe("");
  });

  it("formats list dates as 'MMM d, yyyy' and counts with separators", () => {
    expect(leadDateLabel(new Date(2026, 0, 5, 12))).toBe("Jan 5, 2026");
    expect(leadCountLabel(1)).toBe("1 lead");
    expect(leadCountLabel(1234)).toBe("1,234 leads");
    expect(leadCountLabel(0)).toBe("0 leads");
  });
});
