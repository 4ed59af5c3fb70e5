import { isPrivatePath } from "~/content/public-routes";
import type { Database } from "../db/client.server";
import { listPublishedCaseStudies } from "../content/case-studies.server";
import { listPublishedInsights } from "../content/insights.server";
import { escapeXml } from "./xml.server";

export type SitemapEntry = { path: string; lastModified?: Date | null };

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
    return `  <url>${loc}${lastmod}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

/**
 * Every public page: the static paths given (once each, private areas left out) and every
 * published insight and case study. /blog and /projects carry the date of their newest change.
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
    entries.push({ path, lastModified: listDates[path] ?? null });
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
