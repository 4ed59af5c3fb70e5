import { describe, expect, it } from "vitest";
import type { InsightDetail } from "~/domain/public-content";
import { articleJsonLd } from "./article-json-ld";
import { organizationReference } from "../../content/seo";
import { site } from "../../content/site";

const origin = "https://example.test";

function insight(overrides: Partial<InsightDetail>): InsightDetail {
  return {
    id: "1",
    slug: "an-insight",
    title: "An insight",
    excerpt: "Excerpt",
    author: "Amara Okafor, Principal Architect",
    publishedAt: new Date("2026-01-13T09:00:00.000Z"),
    updatedAt: new Date("2026-01-13T09:00:00.000Z"),
    featuredImageUrl: null,
    featuredImage: null,
    contentType: null,
    capabilities: [],
    content: "<p>Body</p>",
    seoTitle: null,
    seoDescription: null,
    socialImageUrl: null,
    ...overrides,
  };
}

describe("articleJsonLd", () => {
  it("gives a Person author a url and the company they work for", () => {
    const data = articleJsonLd(origin, "/blog/an-insight", insight({}), "d");
    expect(data.author).toEqual({
      "@type": "Person",
      name: "Amara Okafor",
      jobTitle: "Principal Architect",
      url: "https://example.test/about",
      worksFor: {
        "@type": "Organization",
        name: site.name,
        url: "https://example.test/",
        logo: "https://example.test/favicon.svg",
      },
    });
  });

  it("credits the company, with its url, when there is no byline", () => {
    expect(
      articleJsonLd(origin, "/blog/x", insight({ author: null }), "d").author,
    ).toEqual(organizationReference(origin));
    expect(organizationReference(origin)).toMatchObject({
      url: "https://example.test/",
    });
  });

  it("dates the article by its content: modified is updated_at, never earlier than published", () => {
    const edited = articleJsonLd(
      origin,
      "/blog/x",
      insight({ updatedAt: new Date("2026-03-01T10:00:00.000Z") }),
      "d",
    );
    expect(edited).toMatchObject({
      datePublished: "2026-01-13T09:00:00.000Z",
      dateModified: "2026-03-01T10:00:00.000Z",
    });
    const imported = articleJsonLd(
      origin,
      "/blog/x",
      insight({ updatedAt: new Date("2025-01-01T00:00:00.000Z") }),
      "d",
    );
    expect(imported.dateModified).toBe("2026-01-13T09:00:00.000Z");
  });

  it("names the publisher with its logo", () => {
    expect(
      articleJsonLd(origin, "/blog/x", insight({}), "d").publisher,
    ).toMatchObject({
      "@type": "Organization",
      name: site.name,
      logo: { "@type": "ImageObject", url: "https://example.test/favicon.svg" },
    });
  });
});

describe("organizationReference (the blueprint page's provider, a posting's employer)", () => {
  it("carries the logo as an absolute URL", () => {
    expect(organizationReference(origin)).toEqual({
      "@type": "Organization",
      name: site.name,
      url: "https://example.test/",
      logo: "https://example.test/favicon.svg",
    });
  });
});
