import type { IncomingMessage, ServerResponse } from "node:http";
import type { RequestHandler } from "express";
import type { Logger } from "../logger.server";
import { accepts } from "../http/static-files.server";
import {
  needsKnownFilters,
  pageCacheKey,
  type KnownFilters,
} from "./cache-key.server";
import type { ContentVersionWatcher } from "./content-version.server";
import type { CachedPage, PageCache } from "./page-cache.server";
import type { RenderOutcome } from "./page-renderer.server";

export type PageCacheMiddlewareOptions = {
  cache: PageCache;
  watcher: ContentVersionWatcher;
  render(key: string): Promise<RenderOutcome>;
  /** The sector and capability slugs that exist (read once per content version). */
  loadKnownFilters(): Promise<KnownFilters>;
  logger: Logger;
};

/**
 * Answers GET and HEAD of the cacheable public pages (cache-key.server.ts) from memory:
 * rendered once per content version, precompressed, with ETag/304. A miss renders the page
 * once however many requests wait for it; anything it cannot keep (a 404, an error) falls
 * through to the normal renderer, which answers as it always did.
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
  watcher.onChange(() => {
    cache.clear();
    rendering.clear();
    knownFilters = undefined;
    loadedFilters = undefined;
  });

  const known = () => {
    knownFilters ??= options.loadKnownFilters().then(
      (filters) => {
        loadedFilters = filters;
        return filters;
      },
      (error: unknown) => {
        knownFilters = undefined;
        throw error;
      },
    );
    return knownFilters;
  };

  const renderAndKeep = (key: string): Promise<CachedPage | null> => {
    const waiting = rendering.get(key);
    if (waiting) return waiting;
    const generation = cache.generation;
    const done = render(key)
      .then((outcome) => {
        if ("refused" in outcome) {
          logger.debug({ key, reason: outcome.refused }, "page not cached");
          return null;
        }
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
    const key = pageCacheKey(pathname, query, filters);
    const hit = key ? cache.get(key) : undefined;
    if (!hit) return false;
    send(req.method, req.headers, res, hit, "hit", sharedHeaders);
    return true;
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
      const key = pageCacheKey(req.path, search, filters);
      if (!key) return next();
      const hit = cache.get(key);
      if (hit) return send(req.method, req.headers, res, hit, "hit", {});
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

function send(
  method: string,
  requestHeaders: Record<string, string | string[] | undefined>,
  res: ServerResponse,
  page: CachedPage,
  outcome: "hit" | "miss",
  sharedHeaders: Record<string, string>,
): void {
  const headers: Record<string, string> = {
    ...sharedHeaders,
    ...page.headers,
    etag: page.etag,
    "x-page-cache": outcome,
  };
  if (requestHeaders["if-none-match"] === page.etag) {
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
  res.writeHead(200, headers);
  res.end(method === "HEAD" ? undefined : body);
}
