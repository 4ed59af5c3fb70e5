import { describe, expect, it } from "vitest";
import {
  insightDocumentSchema,
  mediaAltLabel,
  mediaKeysOfDocument,
  missingForPublish,
  readInsightDocument,
  textOfHtml,
} from "./insight-document";
import { contentStatusOf } from "./content-status";
import { diffInsightDocuments } from "./revision-diff";
import { slugFromTitle } from "./slug-from-title";

const form = {
  title: "  Sovereign cloud for tax administrations ",
  slug: "sovereign-cloud-for-tax",
  excerpt: "",
  author: "Amara Diallo",
  contentTypeId: "",
  capabilityIds: [],
  featuredImageUrl: "",
  body: "<p>Hello</p>",
  seoTitle: "",
  seoDescription: "",
  socialImageUrl: "",
};

describe("insightDocumentSchema", () => {
  it("trims text and stores empty optional fields as null", () => {
    const parsed = insightDocumentSchema.parse(form);
    expect(parsed.title).toBe("Sovereign cloud for tax administrations");
    expect(parsed.excerpt).toBeNull();
    expect(parsed.contentTypeId).toBeNull();
  });

  it("refuses a slug that is not lower-case words joined by hyphens", () => {
    for (const slug of ["Tax Cloud", "tax--cloud", "-tax", "taxé", "a/b"]) {
      const result = insightDocumentSchema.safeParse({ ...form, slug });
      expect(result.success, slug).toBe(false);
    }
  });

  it("accepts https and site paths for the social image, nothing else", () => {
    const ok = ["https://cdn.example.org/a.jpg", "/media/a-1200.avif"];
    const bad = [
      "http://example.org/a.jpg",
      "javascript:alert(1)",
      "//evil.example/a.jpg",
      "data:image/png;base64,AAAA",
    ];
    for (const socialImageUrl of ok)
      expect(
        insightDocumentSchema.safeParse({ ...form, socialImageUrl }).success,
      ).toBe(true);
    for (const socialImageUrl of bad)
      expect(
        insightDocumentSchema.safeParse({ ...form, socialImageUrl }).success,
        socialImageUrl,
      ).toBe(false);
  });

  it("takes the featured image from this site only (the page's CSP loads no other)", () => {
    expect(
      insightDocumentSchema.safeParse({
        ...form,
        featuredImageUrl: "/images/insights/a.svg",
      }).success,
    ).toBe(true);
    for (const featuredImageUrl of [
      "https://cdn.example.org/a.jpg",
      "//evil.example/a.jpg",
      "javascript:alert(1)",
    ])
      expect(
        insightDocumentSchema.safeParse({ ...form, featuredImageUrl }).success,
        featuredImageUrl,
      ).toBe(false);
  });
});

describe("missingForPublish", () => {
  it("lists every missing field in the editor's order", () => {
    const document = insightDocumentSchema.parse({
      ...form,
      author: "",
      body: "<p> </p><p><br></p>",
    });
    expect(missingForPublish(document)).toEqual([
      "Excerpt",
      "Byline",
      "Content type",
      "Body",
    ]);
  });

  it("adds the library images the server found without alt text, or gone, to the same list", () => {
    const document = insightDocumentSchema.parse({
      ...form,
      excerpt: "An excerpt.",
      contentTypeId: "6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b",
      author: "",
    });
    expect(
      missingForPublish(document, {
        withoutAlt: ["Harbour at dawn"],
        unknown: ["0123456789abcdef0123"],
      }),
    ).toEqual([
      "Byline",
      mediaAltLabel("Harbour at dawn"),
      "The image 0123456789abcdef0123 (no longer in the media library)",
    ]);
  });

  it("names the library images a document shows: featured, social and in the body, once each", () => {
    const key = "0123456789abcdef0123";
    const other = "fedcba9876543210fedc";
    const document = insightDocumentSchema.parse({
      ...form,
      featuredImageUrl: `/media/${key}-1600.jpg`,
      socialImageUrl: "/images/og.png",
      body: `<p>x</p><img src="/media/${other}-480.jpg" alt="a"><img src="/media/${key}-800.jpg" alt="b">`,
    });
    expect(mediaKeysOfDocument(document)).toEqual([key, other]);
  });
});

describe("textOfHtml", () => {
  it("keeps the words and the paragraph breaks, drops markup", () => {
    expect(
      textOfHtml("<h2>One</h2><p>Two <strong>three</strong> &amp; four</p>"),
    ).toBe("One\nTwo three & four");
  });
});

describe("readInsightDocument", () => {
  it("reads a damaged stored document as empty fields, never throws", () => {
    expect(readInsightDocument({ title: 3, capabilityIds: "x" })).toMatchObject(
      { title: "", capabilityIds: [], body: "" },
    );
  });
});

describe("slugFromTitle", () => {
  it("folds accents and punctuation into hyphens", () => {
    expect(slugFromTitle("Modernisation fiscale à Dakar : l’e-visa")).toBe(
      "modernisation-fiscale-a-dakar-le-visa",
    );
  });
  it("cuts at a word", () => {
    expect(slugFromTitle("alpha beta gamma", 12)).toBe("alpha-beta");
  });
});

describe("contentStatusOf", () => {
  const base = { version: 3, publishedVersion: null, publishAt: null };
  it("tells the five statuses apart", () => {
    expect(contentStatusOf({ ...base, isLive: false })).toBe("draft");
    expect(
      contentStatusOf({ ...base, isLive: false, publishAt: new Date() }),
    ).toBe("scheduled");
    expect(
      contentStatusOf({ ...base, isLive: true, publishedVersion: 3 }),
    ).toBe("published");
    expect(
      contentStatusOf({ ...base, isLive: true, publishedVersion: 2 }),
    ).toBe("changed");
    expect(
      contentStatusOf({ ...base, isLive: false, publishedVersion: 2 }),
    ).toBe("unpublished");
  });
});

describe("diffInsightDocuments", () => {
  const older = insightDocumentSchema.parse(form);
  it("marks the words removed and added, field by field", () => {
    const newer = { ...older, title: "Sovereign cloud for customs" };
    const diffs = diffInsightDocuments(older, newer, (id) => id);
    expect(diffs.map((d) => d.label)).toEqual(["Title"]);
    expect(diffs[0]!.parts.filter((p) => p.change !== "same")).toEqual([
      { text: "tax administrations", change: "removed" },
      { text: "customs", change: "added" },
    ]);
  });
  it("says when only the body's formatting changed", () => {
    const newer = { ...older, body: "<p><strong>Hello</strong></p>" };
    expect(diffInsightDocuments(older, newer, (id) => id)[0]!.label).toBe(
      "Body (formatting only)",
    );
  });
  it("finds nothing between equal revisions", () => {
    expect(diffInsightDocuments(older, { ...older }, (id) => id)).toEqual([]);
  });
});
