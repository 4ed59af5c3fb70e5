import { describe, expect, it } from "vitest";
import { visitorLanguageLabel, visitorLocaleOf } from "./visitor-language";

describe("visitor language", () => {
  it("names the stored locale in English, and nothing when the row is gone", () => {
    expect(visitorLanguageLabel("fr")).toBe("French");
    expect(visitorLanguageLabel("en")).toBe("English");
    expect(visitorLanguageLabel(null)).toBe("");
  });

  it("reads an unexpected value as English", () => {
    expect(visitorLocaleOf("de")).toBe("en");
    expect(visitorLocaleOf("fr")).toBe("fr");
  });
});
