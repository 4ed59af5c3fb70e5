import { promisify } from "node:util";
import { createHash } from "node:crypto";
import zlib from "node:zlib";
import {
  createRequestHandler,
  RouterContextProvider,
  type RouterContext,
  type ServerBuild,
} from "react-router";
import type { RequestInfo } from "../http/request-context.server";
import type { CachedPage } from "./page-cache.server";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The entry module of the server build re-exports the context key for per-request info. */
type EntryWithRequestContext = {
  requestInfoContext?: RouterContext<RequestInfo>;
};

/**
 * Renders one cacheable URL as nobody in particular: a request with no cookie, no body and
 * no nonce — as prerendering does — so the page is the same for every visitor and its
 * inline scripts are allowed by hash. A crawler's User-Agent makes entry.server.tsx wait
 * for the whole document rather than stream a shell.
 */
export const RENDER_USER_AGENT =
  "Mozilla/5.0 (compatible; page-cache-bot; +internal render)";

/**
 * Pages are not public until they are a complete, plain answer of the status asked for — a 200,
 * or the 404 of a slug the section does not publish: any other answer (a database error, a
 * redirect, a 404 where a page was expected) and any answer that sets a cookie is served by the
 * normal path instead, never kept.
 */
export type RenderOutcome = { page: CachedPage } | { refused: string };

export type PageRendererOptions = {
  build: () => Promise<ServerBuild>;
  publicUrl: string;
  /** The CSP for a document whose inline scripts have these hashes. */
  documentCsp(scriptHashes: string[]): string;
  /** sha256 sources of a document's inline scripts. */
  inlineScriptHashes(html: string): string[];
};

/** What a cached HTML page tells caches: keep it, but ask again (ETag) before reusing it. */
export const CACHED_DOCUMENT_CACHE_CONTROL =
  "public, max-age=0, must-revalidate";

// Headers of the rendered answer that describe one response, not the page.
const DROPPED_HEADERS = new Set([
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "connection",
  "date",
  "set-cookie",
]);

/**
 * Renders `url` through React Router for nobody in particular — no cookie, no body, `cspNonce`
 * as the nonce, a crawler's User-Agent so the whole document is awaited — and accepts only a
 * plain `status` answer that sets no cookie. Used by the page cache and the page templates
 * (app/server/page-templates/), which keep what it renders for every visitor.
 */
export async function renderForEveryone(options: {
  handle: ReturnType<typeof createRequestHandler>;
  build: ServerBuild;
  publicUrl: string;
  url: string;
  status: number;
  cspNonce: string;
  clientIp: string;
  /** The language a page with one URL for both (a sign-in page) renders in (decision 055). */
  acceptLanguage?: string;
}): Promise<
  { body: Response; headers: Record<string, string> } | { refused: string }
> {
  const entry = options.build.entry.module as EntryWithRequestContext;
  const context = new RouterContextProvider();
  if (entry.requestInfoContext) {
    context.set(entry.requestInfoContext, {
      cspNonce: options.cspNonce,
      clientIp: options.clientIp,
      body: null,
    });
  }
  const request = new Request(new URL(options.url, options.publicUrl), {
    headers: {
      Accept: "text/html,application/xhtml+xml,application/xml",
      "User-Agent": RENDER_USER_AGENT,
      ...(options.acceptLanguage
        ? { "Accept-Language": options.acceptLanguage }
        : {}),
    },
  });
  const response = await options.handle(request, context);
  const refusal =
    response.status !== options.status
      ? `status ${response.status}`
      : response.headers.has("set-cookie")
        ? "sets a cookie"
        : null;
  if (refusal) {
    await response.body?.cancel();
    return { refused: refusal };
  }
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    if (!DROPPED_HEADERS.has(name)) headers[name] = value;
  });
  return { body: response, headers };
}

export function createPageRenderer(options: PageRendererOptions) {
  const handle = createRequestHandler(options.build, "production");
  return async function render(
    url: string,
    status = 200,
  ): Promise<RenderOutcome> {
    const rendered = await renderForEveryone({
      handle,
      build: await options.build(),
      publicUrl: options.publicUrl,
      url,
      status,
      cspNonce: "",
      clientIp: "page-cache",
    });
    if ("refused" in rendered) return rendered;
    const { headers } = rendered;
    const body = Buffer.from(await rendered.body.arrayBuffer());
    if ((headers["content-type"] ?? "").startsWith("text/html")) {
      const html = body.toString("utf8");
      // Defence in depth: a nonce in a shared page would be every visitor's nonce.
      if (/\snonce="[^"]/.test(html)) return { refused: "carries a nonce" };
      // A not-found page keeps the renderer's own (no-store): only pages are for caches.
      if (status === 200)
        headers["cache-control"] = CACHED_DOCUMENT_CACHE_CONTROL;
      headers["content-security-policy"] = options.documentCsp(
        options.inlineScriptHashes(html),
      );
    }
    headers.vary = "Accept-Encoding";
    const [brotliBody, gzipBody] = await Promise.all([
      brotli(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
      gzip(body, { level: 9 }),
    ]);
    return {
      page: {
        status,
        headers,
        body,
        brotli: brotliBody,
        gzip: gzipBody,
        etag: `"${createHash("sha1").update(body).digest("base64url")}"`,
      },
    };
  };
}
