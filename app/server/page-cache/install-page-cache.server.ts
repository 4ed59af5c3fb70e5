import type { IncomingMessage } from "node:http";
import type { ServerBuild } from "react-router";
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
import { frenchSlugsOnEnglishSite } from "../content/translations.server";
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
      const [blog, projects, moved, frenchBlog, frenchProjects] =
        await Promise.all([
          listPublishedInsightSlugs(db),
          listPublishedCaseStudySlugs(db),
          listMovedSlugs(db),
          frenchSlugsOnEnglishSite(db, "insight"),
          frenchSlugsOnEnglishSite(db, "case_study"),
        ]);
      // Only English paths are cached (cache-key.server.ts): a French slug there is a 301 to
      // its English version, or the page saying it is in French only (rendered like a page).
      return {
        blog: new Set([...blog, ...frenchBlog.notice]),
        projects: new Set([...projects, ...frenchProjects.notice]),
        moved: {
          blog: new Map([...frenchBlog.moved, ...moved.blog]),
          projects: new Map([...frenchProjects.moved, ...moved.projects]),
        },
      };
    },
    logger: services.logger,
    clientIp: options.clientIp,
  });
}
