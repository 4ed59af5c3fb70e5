import { describe, expect, it } from "vitest";
import { fieldErrorsOf } from "~/domain/forms/field-errors";
import {
  SLUG_RULE_MESSAGE,
  TAXONOMY_LIMITS,
  inUseMessage,
  isInUse,
  suggestedSlug,
  taxonomyItemSchema,
  taxonomyKindSchema,
  usageText,
} from "./taxonomy";

const parse = (input: Record<string, unknown>) =>
  taxonomyItemSchema.safeParse(input);
const errorsOf = (input: Record<string, unknown>) => {
  const result = parse(input);
  if (result.success) throw new Error(`accepted ${JSON.stringify(input)}`);
  return fieldErrorsOf(result.error);
};

describe("the add and rename form (name and slug)", () => {
  it("trims the name, and makes the slug from it when the slug is left empty", () => {
    expect(parse({ name: "  Public health  ", slug: "" }).data).toEqual({
      name: "Public health",
      slug: "public-health",
    });
    expect(parse({ name: "Énergie & Climat" }).data).toEqual({
      name: "Énergie & Climat",
      slug: "energie-climat",
    });
    expect(parse({ name: "Health", slug: " health-care " }).data).toEqual({
      name: "Health",
      slug: "health-care",
    });
  });

  it("takes the studio's slug rule: lower-case words joined by single hyphens, at most 100 characters", () => {
    for (const slug of [
      "Health",
      "health care",
      "health--care",
      "-health",
      "santé",
      "a/b",
    ])
      expect(errorsOf({ name: "Health", slug }), slug).toEqual({
        slug: SLUG_RULE_MESSAGE,
      });
    expect(errorsOf({ name: "Health", slug: "a".repeat(101) })).toEqual({
      slug: `The slug must be ${TAXONOMY_LIMITS.slug} characters or fewer.`,
    });
    expect(parse({ name: "Health", slug: "a".repeat(100) }).success).toBe(true);
  });

  it("names each mistake: an empty, over-long or multi-line name, a name without a slug in it", () => {
    expect(errorsOf({ name: "   ", slug: "health" })).toEqual({
      name: "Type a name.",
    });
    expect(errorsOf({ slug: "health" })).toEqual({ name: "Type a name." });
    expect(errorsOf({ name: "x".repeat(81), slug: "x" })).toEqual({
      name: "The name must be 80 characters or fewer.",
    });
    expect(errorsOf({ name: "Health\nand care", slug: "health" })).toEqual({
      name: "The name must be one line of text.",
    });
    expect(errorsOf({ name: "!!!", slug: "" })).toEqual({
      slug: "The name has no letters or digits to make a slug from: type one.",
    });
  });

  it("takes a French name, trimmed, one line and no longer than the English one may be", () => {
    expect(
      parse({ name: "Health", nameFr: "  Santé publique ", slug: "" }).data,
    ).toEqual({ name: "Health", nameFr: "Santé publique", slug: "health" });
    expect(parse({ name: "Health", nameFr: "  " }).data?.nameFr).toBeNull();
    expect(parse({ name: "Health" }).data?.nameFr).toBeUndefined();
    expect(errorsOf({ name: "Health", nameFr: "x".repeat(81) })).toEqual({
      nameFr: "The French name must be 80 characters or fewer.",
    });
    expect(errorsOf({ name: "Health", nameFr: "Santé\npublique" })).toEqual({
      nameFr: "The French name must be one line of text.",
    });
  });

  it("suggests the slug the server would make", () => {
    expect(suggestedSlug("Digital Identity & Trust")).toBe(
      "digital-identity-trust",
    );
    expect(suggestedSlug("—")).toBe("");
  });

  it("knows the three kinds and refuses any other", () => {
    expect(taxonomyKindSchema.safeParse("content_type").success).toBe(true);
    expect(taxonomyKindSchema.safeParse("tag").success).toBe(false);
  });
});

describe("usage in words", () => {
  it("counts case studies and insights, one and many", () => {
    expect(usageText({ caseStudies: 0, insights: 0 })).toBe("");
    expect(usageText({ caseStudies: 1, insights: 0 })).toBe("1 case study");
    expect(usageText({ caseStudies: 3, insights: 1 })).toBe(
      "3 case studies and 1 insight",
    );
    expect(usageText({ caseStudies: 0, insights: 2 })).toBe("2 insights");
    expect(isInUse({ caseStudies: 0, insights: 0 })).toBe(false);
    expect(isInUse({ caseStudies: 0, insights: 1 })).toBe(true);
  });

  it("says why a deletion is refused and what to do", () => {
    expect(
      inUseMessage("sector", "Health", { caseStudies: 2, insights: 0 }),
    ).toBe(
      "The sector “Health” is used by 2 case studies (published or not). Move them to another sector first.",
    );
    expect(
      inUseMessage("capability", "Cybersecurity", {
        caseStudies: 1,
        insights: 3,
      }),
    ).toBe(
      "The capability “Cybersecurity” is used by 1 case study and 3 insights (published or not). Take it off them first.",
    );
    expect(
      inUseMessage("content_type", "Article", { caseStudies: 0, insights: 1 }),
    ).toBe(
      "The content type “Article” is used by 1 insight (published or not). Give them another content type first.",
    );
  });
});
