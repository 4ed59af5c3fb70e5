import { describe, expect, it } from "vitest";
import { checkProviderReply } from "./reply-checks.server";

const prompt = {
  groundText:
    "[1] Careers (/careers)\nWe have 1 250 staff and offices in 3 cities.\nThe visitor's tender: budget 40,000.",
  ruleLines: [
    "- Your first sentence answers the visitor's question directly. Supporting detail and links come after it.",
  ],
};

describe("the check on a provider's finished reply", () => {
  it("finds a figure nothing it was given contains", () => {
    expect(
      checkProviderReply("Go-live takes 14 weeks and costs 40,000.", prompt)
        .inventedFigures,
    ).toEqual(["14"]);
  });

  it("takes figures written with other spaces as the same, and ignores list numbers and link paths", () => {
    expect(
      checkProviderReply(
        "1. We have 1 250 staff.\n2. See [Careers](/careers/2024-77).",
        prompt,
      ).inventedFigures,
    ).toEqual([]);
  });

  it("finds a repeat of a rule line, whatever its line breaks", () => {
    expect(
      checkProviderReply(
        "Sure. Your first sentence answers the visitor's question\ndirectly. Supporting detail",
        prompt,
      ).echoedRules,
    ).toBe(true);
    expect(checkProviderReply("We hire engineers.", prompt).echoedRules).toBe(
      false,
    );
  });
});
