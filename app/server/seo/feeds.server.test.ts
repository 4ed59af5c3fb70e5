import { describe, expect, it } from "vitest";
import type { InsightSummary } from "~/domain/public-content";
import { buildInsightsRss, rfc822 } from "../content/rss.server";
import { buildSitemapXml } from "./sitemap.server";

const insight = (overrides: Partial<InsightSummary>): InsightSummary => ({
  id: "1",
  slug: "tax-gap",
  title: "E-invoicing & the <tax> gap",
  excerpt: 'Why "clearance" matters',
  author: "Priya Raman, Revenue Systems Lead",
  publishedAt: new Date("2025-11-18T09:00:00Z"),
  updatedAt: new Date("2025-11-18T09:00:00Z"),
  featuredImageUrl: null,
  featuredImage: null,
  contentType: { id: "t", name: "Guide", nameFr: "Guide", slug: "guide" },
  capabilities: [],
  ...overrides,
});

const channel = {
  title: "Kestrel: Insights",
  description: "Notes & guides",
  link: "https://www.example.org/blog",
  selfUrl: "https://www.example.org/blog/rss.xml",
  language: "en-CA",
};

describe("rfc822", () => {
  it("writes the RSS date form", () => {
    expect(rfc822(new Date("2025-09-16T09:00:00Z"))).toBe(
      "Tue, 16 Sep 2025 09:00:00 GMT",
    );
  });
});

describe("buildInsightsRss", () => {
  it("escapes titles, descriptions and the channel text", () => {
    const xml = buildInsightsRss(channel, "https://www.example.org", [
      insight({}),
    ]);
    expect(xml).toContain(
      "<title>E-invoicing &amp; the &lt;tax&gt; gap</title>",
    );
    expect(xml).toContain(
      "<description>Why &quot;clearance&quot; matters</description>",
    );
    expect(xml).toContain("<description>Notes &amp; guides</description>");
    expect(xml).toContain(
      '<guid isPermaLink="true">https://www.example.org/blog/tax-gap</guid>',
    );
    expect(xml).toContain("<pubDate>Tue, 18 Nov 2025 09:00:00 GMT</pubDate>");
    expect(xml).toContain("<category>Guide</category>");
    expect(xml).not.toMatch(/<tax>/);
  });

  it("leaves out undated insights and optional elements that are empty", () => {
    const xml = buildInsightsRss(channel, "https://www.example.org", [
      insight({ slug: "undated", publishedAt: null }),
      insight({ slug: "bare", excerpt: null, contentType: null, author: null }),
    ]);
    expect(xml).not.toContain("undated");
    const item = xml.slice(xml.indexOf("<item>"));
    expect(item).not.toContain("<description>");
    expect(item).not.toContain("<category>");
  });
});

describe("buildSitemapXml", () => {
  it("writes absolute, escaped URLs with lastmod when known", () => {
    const xml = buildSitemapXml("https://www.example.org", [
      { path: "/" },
      { path: "/blog/a&b", lastModified: new Date("2026-01-13T09:00:00Z") },
    ]);
    expect(xml).toContain("<url><loc>https://www.example.org/</loc></url>");
    expect(xml).toContain(
      "<url><loc>https://www.example.org/blog/a&amp;b</loc><lastmod>2026-01-13T09:00:00.000Z</lastmod></url>",
    );
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });
});
