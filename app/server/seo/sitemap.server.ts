import { isPrivatePath } from "~/content/public-routes";
import {
  LOCALES,
  localizedPath,
  pathWithoutLocale,
  type Locale,
} from "~/i18n/locale";
import type { Database } from "../db/client.server";
import { listPublishedCaseStudies } from "../content/case-studies.server";
import { listPublishedInsights } from "../content/insights.server";
import { listPublishedVersions } from "../content/translations.server";
import { escapeXml } from "../http/xml.server";

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
  const [insightsByLocale, studiesByLocale, insightVersions, studyVersions] =
    await Promise.all([
      Promise.all(LOCALES.map((locale) => listPublishedInsights(db, locale))),
      Promise.all(
        LOCALES.map((locale) => listPublishedCaseStudies(db, { locale })),
      ),
      listPublishedVersions(db, "insight"),
      listPublishedVersions(db, "case_study"),
    ]);
  const insights = insightsByLocale.flat();
  const caseStudies = studiesByLocale.flat();
  const newest = (dates: Date[]) =>
    dates.length ? new Date(Math.max(...dates.map((d) => d.getTime()))) : null;
  const listDates: Record<string, Date | null> = {
    "/blog": newest(insights.map(insightLastModified)),
    "/projects": newest(caseStudies.map((study) => study.updatedAt)),
  };
  const seen = new Set<string>();
  const entries: SitemapEntry[] = [];
  for (const path of staticPaths) {
    // The list may name a page in either language: each page is listed once per language.
    const neutral = pathWithoutLocale(path);
    if (seen.has(neutral) || isPrivatePath(neutral)) continue;
    seen.add(neutral);
    entries.push(...everyLanguage(neutral, listDates[neutral] ?? null));
  }
  LOCALES.forEach((locale, index) => {
    for (const insight of insightsByLocale[index] ?? [])
      entries.push(
        itemEntry(
          "blog",
          locale,
          insight.slug,
          insightVersions,
          insightLastModified(insight),
        ),
      );
    for (const study of studiesByLocale[index] ?? [])
      entries.push(
        itemEntry(
          "projects",
          locale,
          study.slug,
          studyVersions,
          study.updatedAt,
        ),
      );
  });
  return entries;
}

/** An article or case study in one language, with its translations as alternates. */
function itemEntry(
  section: "blog" | "projects",
  locale: Locale,
  slug: string,
  versions: { locale: Locale; slug: string; translationKey: string }[],
  lastModified: Date,
): SitemapEntry {
  const key = versions.find(
    (version) => version.locale === locale && version.slug === slug,
  )?.translationKey;
  const alternates = versions
    .filter((version) => key !== undefined && version.translationKey === key)
    .map((version) => ({
      locale: version.locale,
      path: localizedPath(`/${section}/${version.slug}`, version.locale),
    }));
  return {
    path: localizedPath(`/${section}/${slug}`, locale),
    lastModified,
    alternates,
  };
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
