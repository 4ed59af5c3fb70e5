import { localizedPath } from "~/i18n/locale";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { RequestHandler } from "express";
import type { Logger } from "../logger.server";
import { accepts } from "../http/static-files.server";
import { logNotFoundPath } from "../not-found.server";
import {
  contentDetail,
  movedProjectsHref,
  needsKnownFilters,
  notFoundKey,
  pageCacheKey,
  type KnownFilters,
  type PublishedSlugsByLocale,
} from "./cache-key.server";
import type { ContentVersionWatcher } from "./content-version.server";
import type { CachedPage, PageCache } from "./page-cache.server";
import type { RenderOutcome } from "./page-renderer.server";

export type PageCacheMiddlewareOptions = {
  cache: PageCache;
  watcher: ContentVersionWatcher;
  /** Renders the page at `url`, kept only if it answers `status` (200 unless said otherwise). */
  render(url: string, status?: number): Promise<RenderOutcome>;
  /** The sector and capability slugs that exist (read once per content version). */
  loadKnownFilters(): Promise<KnownFilters>;
  /** The published slugs of /blog and /projects (read once per content version). */
  loadPublishedSlugs(): Promise<PublishedSlugsByLocale>;
  logger: Logger;
  /** The client's address as the app resolves it (TRUST_PROXY), for the 404's log line. */
  clientIp(req: IncomingMessage): string | undefined;
};

/**
 * Answers GET and HEAD of the cacheable public pages (cache-key.server.ts) from memory:
 * rendered once per content version, precompressed, with ETag/304. A miss renders the page
 * once however many requests wait for it; anything it cannot keep (an error) falls through to
 * the normal renderer, which answers as it always did. A detail path whose slug its section does
 * not publish gets the section's not-found page, rendered once per content version too, so an
 * unknown or withdrawn slug costs neither a render nor a database statement
 * (docs/decisions/025-page-cache.md).
 */
export type PageCacheHandler = {
  middleware: RequestHandler;
  /**
   * Answers from memory when the page is already cached, without waiting for anything (the
   * front door's fast path); false otherwise, and the middleware answers later.
   */
  answerHit(
    req: IncomingMessage,
    res: ServerResponse,
    pathname: string,
    search: string,
    sharedHeaders: Record<string, string>,
  ): boolean;
};

export function servePageCache(
  options: PageCacheMiddlewareOptions,
): PageCacheHandler {
  const { cache, watcher, render, logger } = options;
  const rendering = new Map<string, Promise<CachedPage | null>>();
  let knownFilters: Promise<KnownFilters> | undefined;
  // The same filters once loaded, for the front door, which does not wait.
  let loadedFilters: KnownFilters | undefined;
  let publishedSlugs: Promise<PublishedSlugsByLocale> | undefined;
  let loadedSlugs: PublishedSlugsByLocale | undefined;
  watcher.onChange(() => {
    cache.clear();
    rendering.clear();
    knownFilters = undefined;
    loadedFilters = undefined;
    publishedSlugs = undefined;
    loadedSlugs = undefined;
  });

  // Kept for the front door only if no write came in between, as the published slugs below: a
  // sector renamed back to an old slug must not be sent away by a map read before the rename.
  const known = () => {
    if (knownFilters) return knownFilters;
    const generation = cache.generation;
    const loading = options.loadKnownFilters().then(
      (filters) => {
        if (cache.generation === generation) loadedFilters = filters;
        return filters;
      },
      (error: unknown) => {
        if (knownFilters === loading) knownFilters = undefined;
        throw error;
      },
    );
    knownFilters = loading;
    return loading;
  };

  // Kept for the front door only if no write came in between: slugs read before a write must
  // not decide after it. (A request that already waits for them may still use them: the
  // render below checks its status again, so a stale answer only falls through.)
  const published = () => {
    if (publishedSlugs) return publishedSlugs;
    const generation = cache.generation;
    const loading = options.loadPublishedSlugs().then(
      (slugs) => {
        if (cache.generation === generation) loadedSlugs = slugs;
        return slugs;
      },
      (error: unknown) => {
        if (publishedSlugs === loading) publishedSlugs = undefined;
        throw error;
      },
    );
    publishedSlugs = loading;
    return loading;
  };

  /**
   * Renders `url` and keeps it under `key`. A not-found page (status 404) is kept for every
   * slug, so it must not mention the one it was rendered for.
   */
  const renderAndKeep = (
    key: string,
    url = key,
    notFoundSlug?: string,
  ): Promise<CachedPage | null> => {
    const waiting = rendering.get(key);
    if (waiting) return waiting;
    const generation = cache.generation;
    const done = render(url, notFoundSlug === undefined ? 200 : 404)
      .then((outcome) => {
        const refuse = (reason: string) => {
          logger.debug({ key, reason }, "page not cached");
          return null;
        };
        if ("refused" in outcome) return refuse(outcome.refused);
        if (
          notFoundSlug !== undefined &&
          outcome.page.body.includes(notFoundSlug)
        )
          return refuse("names its slug");
        cache.set(key, outcome.page, generation);
        return outcome.page;
      })
      .finally(() => {
        if (rendering.get(key) === done) rendering.delete(key);
      });
    rendering.set(key, done);
    return done;
  };

  const answerHit: PageCacheHandler["answerHit"] = (
    req,
    res,
    pathname,
    search,
    sharedHeaders,
  ) => {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    const query = new URLSearchParams(search);
    const filters = needsKnownFilters(pathname, query) ? loadedFilters : null;
    if (filters === undefined) return false;
    const renamed = movedProjectsHref(pathname, query, filters);
    if (renamed) {
      sendMoved(req.method, res, renamed, sharedHeaders);
      return true;
    }
    const key = pageCacheKey(pathname, query, filters);
    const hit = key ? cache.get(key) : undefined;
    if (hit) {
      send(req.method, req.headers, res, hit, "hit", sharedHeaders);
      return true;
    }
    const detail = key ? contentDetail(pathname) : null;
    const siteSlugs = detail ? loadedSlugs?.[detail.locale] : undefined;
    if (!detail || !siteSlugs || siteSlugs[detail.section].has(detail.slug))
      return false;
    const movedTo = siteSlugs.moved[detail.section].get(detail.slug);
    if (movedTo) {
      sendMoved(
        req.method,
        res,
        localizedPath(`/${detail.section}/${movedTo}`, detail.locale),
        sharedHeaders,
      );
      return true;
    }
    const notFound = cache.get(notFoundKey(detail.section, detail.locale));
    if (!notFound) return false;
    sendNotFound(req, res, pathname, notFound, "hit", sharedHeaders);
    return true;
  };

  const sendNotFound = (
    req: IncomingMessage,
    res: ServerResponse,
    pathname: string,
    page: CachedPage,
    outcome: "hit" | "miss",
    sharedHeaders: Record<string, string>,
  ) => {
    send(req.method!, req.headers, res, page, outcome, sharedHeaders);
    // As the page's loader would: broken inbound links are found from this line.
    logNotFoundPath(logger, {
      path: pathname,
      referrer: req.headers.referer,
      ip: options.clientIp(req),
    });
  };

  const middleware: RequestHandler = async (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const queryStart = req.url.indexOf("?");
    const search = new URLSearchParams(
      queryStart === -1 ? "" : req.url.slice(queryStart + 1),
    );
    try {
      const filters = needsKnownFilters(req.path, search)
        ? await known()
        : null;
      // A sector or capability renamed since the link was made: its filter by the new slug.
      const renamed = movedProjectsHref(req.path, search, filters);
      if (renamed) return sendMoved(req.method, res, renamed, {});
      const key = pageCacheKey(req.path, search, filters);
      if (!key) return next();
      const hit = cache.get(key);
      if (hit) return send(req.method, req.headers, res, hit, "hit", {});
      const detail = contentDetail(req.path);
      const slugs = detail ? (await published())[detail.locale] : null;
      if (detail && slugs && !slugs[detail.section].has(detail.slug)) {
        const movedTo = slugs.moved[detail.section].get(detail.slug);
        if (movedTo)
          return sendMoved(
            req.method,
            res,
            localizedPath(`/${detail.section}/${movedTo}`, detail.locale),
            {},
          );
        const missing = notFoundKey(detail.section, detail.locale);
        const cached = cache.get(missing);
        const notFound =
          cached ?? (await renderAndKeep(missing, req.path, detail.slug));
        if (!notFound) return next();
        return sendNotFound(
          req,
          res,
          req.path,
          notFound,
          cached ? "hit" : "miss",
          {},
        );
      }
      const page = await renderAndKeep(key);
      if (!page) return next();
      send(req.method, req.headers, res, page, "miss", {});
    } catch (error) {
      // The normal renderer answers, and reports a database failure the usual way.
      logger.warn(
        { err: error, url: req.url },
        "page cache could not render; rendering normally",
      );
      next();
    }
  };
  return { middleware, answerHit };
}

/**
 * An old slug's answer: 301 to the item's page (or to /projects filtered by a renamed sector's
 * or capability's new slug). Kept by browsers for an hour only, so a slug
 * given back later is not hidden behind a redirect a browser remembers for ever.
 */
function sendMoved(
  method: string,
  res: ServerResponse,
  location: string,
  sharedHeaders: Record<string, string>,
): void {
  res.writeHead(301, {
    ...sharedHeaders,
    location,
    "cache-control": "public, max-age=3600",
    "content-length": "0",
  });
  res.end(method === "HEAD" ? undefined : "");
}

function send(
  method: string,
  requestHeaders: Record<string, string | string[] | undefined>,
  res: ServerResponse,
  page: CachedPage,
  outcome: "hit" | "miss",
  sharedHeaders: Record<string, string>,
): void {
  const found = page.status === 200;
  const headers: Record<string, string> = {
    ...sharedHeaders,
    ...page.headers,
    "x-page-cache": outcome,
  };
  // A not-found page is not for caches (no-store): nothing to revalidate.
  if (found) headers.etag = page.etag;
  if (found && requestHeaders["if-none-match"] === page.etag) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  const acceptEncoding = String(requestHeaders["accept-encoding"] ?? "");
  let body = page.body;
  if (accepts(acceptEncoding, "br")) {
    body = page.brotli;
    headers["content-encoding"] = "br";
  } else if (accepts(acceptEncoding, "gzip")) {
    body = page.gzip;
    headers["content-encoding"] = "gzip";
  }
  headers["content-length"] = String(body.length);
  res.writeHead(page.status, headers);
  res.end(method === "HEAD" ? undefined : body);
}
