import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { createRequestHandler, type ServerBuild } from "react-router";
import type { TokenFormKind } from "~/domain/forms/consent";
import { issueFormToken } from "../security/form-token.server";
import type { FrontDoorAnswerer } from "../http/front-door.server";
import { accepts } from "../http/static-files.server";
import type { Logger } from "../logger.server";
import { pageRouteFor } from "../metrics/route-label.server";
import { logNotFoundPath } from "../not-found.server";
import type { ContentVersionWatcher } from "../page-cache/content-version.server";
import { renderForEveryone } from "../page-cache/page-renderer.server";
import {
  createPageTemplate,
  createTemplateMarkers,
  fillTemplate,
  type PageTemplate,
  type TemplateValues,
} from "./page-template.server";
import { localeFromAcceptLanguage, type Locale } from "~/i18n/locale";
import { renderAsTemplate } from "./template-scope.server";

/**
 * The pages that differ between visitors only by their nonce and form tokens — the form pages,
 * the sign-in pages, the demo gate, the legal pages and the 404 — rendered once and filled per
 * request (page-template.server.ts). A page opts in with `export const handle = { pageTemplate:
 * true }`; a request is answered from its template only when nothing in it could change the
 * page: GET or HEAD, no cookie, no query string, no referrer from another site (attribution is
 * rendered into the forms). Everything else is rendered as before.
 * See docs/decisions/044-page-templates-and-front-door.md.
 */
export type PageTemplatesOptions = {
  build: ServerBuild;
  publicUrl: string;
  authSecret: string;
  logger: Logger;
  /** The Content-Security-Policy of a page whose scripts carry this nonce. */
  csp(nonce: string): string;
  contentVersion: ContentVersionWatcher;
  /** How long a template is used before it is rendered again (dates on the legal pages). */
  ttlMs?: number;
  /** The client's address as the app resolves it (TRUST_PROXY), for the 404's log line. */
  clientIp(req: IncomingMessage): string | undefined;
};

export type PageTemplates = {
  /**
   * Answers a request from its page's template (a front-door answerer): true, or a promise of
   * true, when answered; false when the app must answer.
   */
  serve: FrontDoorAnswerer;
};

type PageHandle = { pageTemplate?: boolean };
type Entry = { template: PageTemplate | null; expiresAt: number };

const DEFAULT_TTL_MS = 10_000;

export function createPageTemplates(
  options: PageTemplatesOptions,
): PageTemplates {
  const { build, logger } = options;
  const ttlMs = options.ttlMs ?? DEFAULT_TTL_MS;
  const markers = createTemplateMarkers();
  const handle = createRequestHandler(build, "production");
  // The policy is the same string but for the nonce: built once, filled per request.
  const [cspBefore, cspAfter] = splitOnce(
    options.csp(markers.nonce),
    markers.nonce,
  );
  const manifestPath = build.routeDiscovery?.manifestPath ?? "/__manifest";
  const entries = new Map<string, Entry>();
  const rendering = new Map<string, Promise<Entry>>();
  options.contentVersion.onChange(() => {
    entries.clear();
    rendering.clear();
  });

  const values = (): TemplateValues => ({
    nonce: randomSlice(16).toString("base64"),
    formToken: (form: TokenFormKind) =>
      issueFormToken(options.authSecret, form),
  });

  const render = async (
    routeId: string,
    pathname: string,
    status: number,
    locale: Locale,
  ): Promise<PageTemplate | null> => {
    let calls = 0;
    const rendered = await renderAsTemplate(
      { formToken: (form) => markers.formToken(form, calls++) },
      () =>
        renderForEveryone({
          handle,
          build,
          publicUrl: options.publicUrl,
          url: pathname,
          status,
          cspNonce: markers.nonce,
          clientIp: "page-template",
          acceptLanguage: locale,
        }),
    );
    const refuse = (reason: string) => {
      logger.debug({ routeId, reason }, "page not templated");
      return null;
    };
    if ("refused" in rendered) return refuse(rendered.refused);
    const headers = rendered.headers;
    if (!(headers["content-type"] ?? "").startsWith("text/html")) {
      await rendered.body.body?.cancel();
      return refuse("not HTML");
    }
    const html = await rendered.body.text();
    // Defence in depth: any other nonce would be shared by every visitor.
    if (new RegExp(`\\snonce="(?!${markers.nonce}")`).test(html))
      return refuse("carries a nonce of its own");
    // Each answer carries its own policy (the nonce) and chooses its encoding.
    delete headers["content-security-policy"];
    delete headers.vary;
    return createPageTemplate({
      status,
      headers,
      html,
      markers,
      sample: values(),
    });
  };

  const entryFor = (
    key: string,
    routeId: string,
    pathname: string,
    status: number,
    locale: Locale,
  ): Promise<Entry> => {
    const waiting = rendering.get(key);
    if (waiting) return waiting;
    const done = render(routeId, pathname, status, locale)
      .catch((error: unknown) => {
        logger.warn({ err: error, routeId }, "page template failed to render");
        return null;
      })
      .then((template) => {
        const entry = { template, expiresAt: Date.now() + ttlMs };
        if (rendering.get(key) === done) entries.set(key, entry);
        return entry;
      })
      .finally(() => {
        if (rendering.get(key) === done) rendering.delete(key);
      });
    rendering.set(key, done);
    return done;
  };

  const answer = (
    req: IncomingMessage,
    res: ServerResponse,
    pathname: string,
    template: PageTemplate,
    sharedHeaders: Record<string, string>,
  ): true => {
    const request = values();
    const wantsGzip = accepts(
      String(req.headers["accept-encoding"] ?? ""),
      "gzip",
    );
    const { bytes, gzip } = fillTemplate(template, request, wantsGzip);
    const headers: Record<string, string> = {
      ...sharedHeaders,
      ...template.headers,
      "content-security-policy": cspBefore + request.nonce + cspAfter,
      // A sign-in page's language is the browser's (decision 055).
      vary: "Accept-Encoding, Accept-Language",
      "content-length": String(bytes.length),
    };
    if (gzip) headers["content-encoding"] = "gzip";
    res.writeHead(template.status, headers);
    res.end(req.method === "HEAD" ? undefined : bytes);
    if (template.status === 404)
      logNotFoundPath(logger, {
        path: pathname,
        referrer: req.headers.referer,
        ip: options.clientIp(req),
      });
    return true;
  };

  return {
    serve(req, res, pathname, search, sharedHeaders) {
      if (
        !answerableFromTemplate(req.headers, pathname, search) ||
        pathname === manifestPath
      )
        return false;
      const page = pageRouteFor(build.routes, pathname);
      if (!page) return false;
      const route = build.routes[page.routeId];
      if (
        (route?.module.handle as PageHandle | undefined)?.pageTemplate !== true
      )
        return false;
      const notFound = route?.path === "*";
      // One template per page, under its own path only: /CONTACT or /contact/ render as before.
      if (!notFound && pathname !== page.pattern) return false;
      const status = notFound ? 404 : 200;
      // One template per language the browser asks for: the pages with one URL for both
      // languages (the sign-in pages) render in it; the others ignore it (decision 055).
      const locale = localeFromAcceptLanguage(
        req.headers["accept-language"] ?? null,
      );
      const key = `${page.routeId}|${locale}`;
      const entry = entries.get(key);
      if (entry && entry.expiresAt > Date.now())
        return entry.template
          ? answer(req, res, pathname, entry.template, sharedHeaders)
          : false;
      return entryFor(key, page.routeId, pathname, status, locale).then(
        (fresh) =>
          fresh.template
            ? answer(req, res, pathname, fresh.template, sharedHeaders)
            : false,
      );
    },
  };
}

/**
 * True when nothing in the request could make its page differ from the template: no cookie (a
 * session, a flash message, the demo's unlock), no query string (UTM parameters, an invitation,
 * a preselected position), no referrer from another site (rendered into the forms as
 * attribution), not a data request of the router, and a path the router can decode. The front
 * door has already kept to GET and HEAD without a body.
 */
function answerableFromTemplate(
  headers: IncomingMessage["headers"],
  pathname: string,
  search: string,
): boolean {
  if (search !== "" || headers.cookie !== undefined) return false;
  if (pathname.endsWith(".data")) return false;
  // A path the router cannot decode is its 400, not the 404 page.
  try {
    decodeURIComponent(pathname);
  } catch {
    return false;
  }
  const referrer = headers.referer;
  return referrer === undefined || URL.parse(referrer)?.host === headers.host;
}

// Random bytes drawn a few kilobytes at a time: one call into the CSPRNG per 256 nonces.
const RANDOM_POOL_BYTES = 4096;
let randomPool: Buffer = Buffer.alloc(0);
let randomOffset = 0;
function randomSlice(length: number): Buffer {
  if (randomOffset + length > randomPool.length) {
    randomPool = randomBytes(RANDOM_POOL_BYTES);
    randomOffset = 0;
  }
  randomOffset += length;
  return randomPool.subarray(randomOffset - length, randomOffset);
}

function splitOnce(text: string, separator: string): [string, string] {
  const at = text.indexOf(separator);
  if (at === -1) throw new Error("the policy does not carry the nonce");
  return [text.slice(0, at), text.slice(at + separator.length)];
}
