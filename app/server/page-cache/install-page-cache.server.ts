import type { IncomingMessage } from "node:http";
import type { ServerBuild } from "react-router";
import type { Locale } from "~/i18n/locale";
import type { Database } from "../db/client.server";
import type { AppServices } from "../services.server";
import {
  listCapabilities,
  listPublishedCaseStudySlugs,
  listSectors,
} from "../content/case-studies.server";
import { listPublishedInsightSlugs } from "../content/insights.server";
import {
  listMovedSlugs,
  listMovedTaxonomySlugs,
} from "../content/moved-slugs.server";
import { otherLanguageSlugs } from "../content/translations.server";
import { inlineScriptHashes } from "../http/content-security-policy.server";
import {
  servePageCache,
  type PageCacheHandler,
} from "./page-cache-middleware.server";
import { PageCache } from "./page-cache.server";
import { createPageRenderer } from "./page-renderer.server";

/**
 * The page cache's middleware for createHttpApp, or null when it is off (PAGE_CACHE_MAX_MB=0,
 * or dev mode, where the code changes under the cache). See docs/decisions/025-page-cache.md.
 */
export function createPageCacheHandler(options: {
  services: AppServices;
  build: () => Promise<ServerBuild>;
  documentCsp(scriptHashes: string[]): string;
  clientIp(req: IncomingMessage): string | undefined;
}): PageCacheHandler | null {
  const { services } = options;
  if (services.env.pageCacheMaxBytes === 0) return null;
  const db = services.database.db;
  return servePageCache({
    cache: new PageCache(services.env.pageCacheMaxBytes),
    watcher: services.contentVersion,
    render: createPageRenderer({
      build: options.build,
      publicUrl: services.env.publicUrl,
      documentCsp: options.documentCsp,
      inlineScriptHashes,
    }),
    async loadKnownFilters() {
      const [sectors, capabilities, moved] = await Promise.all([
        listSectors(db),
        listCapabilities(db),
        listMovedTaxonomySlugs(db),
      ]);
      return {
        sectors: new Set(sectors.map((s) => s.slug)),
        capabilities: new Set(capabilities.map((c) => c.slug)),
        moved: { sector: moved.sector, capability: moved.capability },
      };
    },
    async loadPublishedSlugs() {
      const [english, french, moved] = await Promise.all([
        publishedSlugsOf(db, "en"),
        publishedSlugsOf(db, "fr"),
        listMovedSlugs(db),
      ]);
      // Old slugs the studio renamed are English ones (the studio's redirects); a French slug
      // changed in the studio is an ordinary not-found until such redirects carry a language.
      english.moved.blog = new Map([...english.moved.blog, ...moved.blog]);
      english.moved.projects = new Map([
        ...english.moved.projects,
        ...moved.projects,
      ]);
      return { en: english, fr: french };
    },
    logger: services.logger,
    clientIp: options.clientIp,
  });
}

/**
 * One language's site: the slugs it publishes, plus the other language's slugs it answers for
 * — a 301 to this language's version, or the page saying the item is only in the other
 * language (rendered and cached like a page).
 */
async function publishedSlugsOf(db: Database, locale: Locale) {
  const [blog, projects, otherBlog, otherProjects] = await Promise.all([
    listPublishedInsightSlugs(db, locale),
    listPublishedCaseStudySlugs(db, locale),
    otherLanguageSlugs(db, "insight", locale),
    otherLanguageSlugs(db, "case_study", locale),
  ]);
  return {
    blog: new Set([...blog, ...otherBlog.notice]),
    projects: new Set([...projects, ...otherProjects.notice]),
    moved: { blog: otherBlog.moved, projects: otherProjects.moved },
  };
}
