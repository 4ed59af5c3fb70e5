import type { InsightSummary } from "~/domain/public-content";
import { taxonomyNameIn } from "~/domain/taxonomy-names";
import { localizedPath, type Locale } from "~/i18n/locale";
import { escapeXml, xmlElement } from "../http/xml.server";

export type RssChannel = {
  title: string;
  description: string;
  link: string;
  selfUrl: string;
  language: string;
};

/**
 * RSS 2.0 feed of published insights: one item per insight with its permalink as guid,
 * the excerpt as description, the publication date in RFC 822 form and the content type
 * as category. Insights without a publication date are left out (pubDate is what readers sort by).
 */
export function buildInsightsRss(
  channel: RssChannel,
  origin: string,
  insights: InsightSummary[],
  /** The feed's language: its items link to that language's pages (/fr/blog/… in French). */
  locale: Locale = "en",
): string {
  const dated = insights.filter(
    (insight): insight is InsightSummary & { publishedAt: Date } =>
      insight.publishedAt !== null,
  );
  const items = dated.map((insight) => {
    const link = new URL(
      localizedPath(`/blog/${insight.slug}`, locale),
      `${origin}/`,
    ).toString();
    return [
      "    <item>",
      `      ${xmlElement("title", insight.title)}`,
      `      ${xmlElement("link", link)}`,
      `      ${xmlElement("guid", link, { isPermaLink: "true" })}`,
      insight.excerpt
        ? `      ${xmlElement("description", insight.excerpt)}`
        : null,
      insight.author
        ? `      ${xmlElement("dc:creator", insight.author)}`
        : null,
      `      ${xmlElement("pubDate", rfc822(insight.publishedAt))}`,
      insight.contentType
        ? `      ${xmlElement("category", taxonomyNameIn(locale, insight.contentType))}`
        : null,
      "    </item>",
    ]
      .filter((line) => line !== null)
      .join("\n");
  });
  const newest = dated[0]?.publishedAt;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "  <channel>",
    `    ${xmlElement("title", channel.title)}`,
    `    ${xmlElement("link", channel.link)}`,
    `    ${xmlElement("description", channel.description)}`,
    `    ${xmlElement("language", channel.language)}`,
    `    <atom:link href="${escapeXml(channel.selfUrl)}" rel="self" type="application/rss+xml"/>`,
    newest ? `    ${xmlElement("lastBuildDate", rfc822(newest))}` : null,
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ]
    .filter((line) => line !== null)
    .join("\n");
}

/** RFC 822 date as RSS 2.0 wants it, e.g. "Tue, 16 Sep 2025 09:00:00 GMT". */
export function rfc822(date: Date): string {
  return date.toUTCString();
}
