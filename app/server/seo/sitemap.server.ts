import { isPrivatePath } from "~/content/public-routes";
import { LOCALES, localizedPath, type Locale } from "~/i18n/locale";
import type { Database } from "../db/client.server";
import { listPublishedCaseStudies } from "../content/case-studies.server";
import { listPublishedInsights } from "../content/insights.server";
import { escapeXml } from "./xml.server";

/**
 * One URL of the sitemap. `alternates` are every language's version of the page, this one
 * included (hreflang; Google's sitemap form, reciprocal by construction: each version's entry
 * lists the same set).
 */
export type SitemapEntry = {
  path: string;
  lastModified?: Date | null;
  alternates?: { locale: Locale; path: string }[];
};

/** A sitemaps.org urlset with absolute URLs on the public origin. */
export function buildSitemapXml(
  origin: string,
  entries: SitemapEntry[],
): string {
  const urls = entries.map((entry) => {
    const loc = `<loc>${escapeXml(absolute(origin, entry.path))}</loc>`;
    const lastmod = entry.lastModified
      ? `<lastmod>${entry.lastModified.toISOString()}</lastmod>`
      : "";
    const alternates = entry.alternates ?? [];
    const links =
      alternates.length > 1
        ? [
            ...alternates.map((alternate) =>
              alternateLink(alternate.locale, absolute(origin, alternate.path)),
            ),
            ...alternates
              .filter((alternate) => alternate.locale === "en")
              .map((alternate) =>
                alternateLink("x-default", absolute(origin, alternate.path)),
              ),
          ].join("")
        : "";
    return `  <url>${loc}${lastmod}${links}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

function alternateLink(hreflang: string, href: string): string {
  return `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`;
}

/** Each language's version of a page that has the same path in every language. */
function everyLanguage(
  path: string,
  lastModified: Date | null,
): SitemapEntry[] {
  const alternates = LOCALES.map((locale) => ({
    locale,
    path: localizedPath(path, locale),
  }));
  return alternates.map((version) => ({
    path: version.path,
    lastModified,
    alternates,
  }));
}

/**
 * Every public page in each language: the static paths given (once each, private areas left
 * out) and every published insight and case study. /blog and /projects carry the date of their
 * newest change.
 */
export async function collectSitemapEntries(
  db: Database,
  staticPaths: readonly string[],
): Promise<SitemapEntry[]> {
  const [insights, caseStudies] = await Promise.all([
    listPublishedInsights(db),
    listPublishedCaseStudies(db),
  ]);
  const newest = (dates: Date[]) =>
    dates.length ? new Date(Math.max(...dates.map((d) => d.getTime()))) : null;
  const listDates: Record<string, Date | null> = {
    "/blog": newest(insights.map(insightLastModified)),
    "/projects": newest(caseStudies.map((study) => study.updatedAt)),
  };
  const seen = new Set<string>();
  const entries: SitemapEntry[] = [];
  for (const path of staticPaths) {
    if (seen.has(path) || isPrivatePath(path)) continue;
    seen.add(path);
    entries.push(...everyLanguage(path, listDates[path] ?? null));
  }
  for (const insight of insights) {
    entries.push({
      path: `/blog/${insight.slug}`,
      lastModified: insightLastModified(insight),
    });
  }
  for (const study of caseStudies)
    entries.push({
      path: `/projects/${study.slug}`,
      lastModified: study.updatedAt,
    });
  return entries;
}

function insightLastModified(insight: {
  publishedAt: Date | null;
  updatedAt: Date;
}): Date {
  // A row imported with an old updated_at still changed no earlier than it was published.
  return insight.publishedAt && insight.publishedAt > insight.updatedAt
    ? insight.publishedAt
    : insight.updatedAt;
}

function absolute(origin: string, path: string): string {
  return new URL(path, `${origin}/`).toString();
}
