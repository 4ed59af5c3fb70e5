import type { RequestHandler } from "express";
import { pathWithoutLocale } from "~/i18n/locale";
import { NEWSLETTER_PATHS } from "./newsletter-links.server";

/**
 * What the HTTP layer does differently for the newsletter's token pages
 * (docs/newsletter.md, "Preferences and leaving"): the preferences page and the RFC 8058
 * one-click URL, in both languages.
 *
 * - Their POSTs are exempt from the same-origin check (same-origin.server.ts): a mail provider's
 *   one-click POST carries no Origin, no cookie and no Sec-Fetch-Site. Their signed token is
 *   their authority, and without a valid one they change nothing.
 * - Their POSTs have a small body limit and a per-client budget of their own
 *   (newsletter-body-policy.server.ts): generous, since one provider sends many readers' one-click POSTs
 *   from few addresses — it stops a flood, not a reader.
 * - Their answers are never cached, never indexed and send no referrer, and their token never
 *   reaches the request log (the token does not expire).
 */
export type NewsletterTokenPage = "preferences" | "unsubscribe";

/** POSTs to the token pages per client (IPv4 address or IPv6 /64) per 10 minutes. */
export const NEWSLETTER_LINK_POSTS_PER_WINDOW = 300;

/** The largest body either page takes: the topic checkboxes (uuids) and two short fields. */
export const NEWSLETTER_LINK_MAX_BYTES = 8 * 1024;

const TOKEN_PAGES: Readonly<Record<string, NewsletterTokenPage>> = {
  [NEWSLETTER_PATHS.preferences]: "preferences",
  [NEWSLETTER_PATHS.unsubscribe]: "unsubscribe",
};

/**
 * A request path as React Router matches it (case-insensitively, with or without a trailing
 * slash, repeated slashes folded, percent-decoded), without its language prefix; null when it
 * cannot be decoded.
 */
function matchedPath(pathname: string): string | null {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  return pathWithoutLocale(
    decoded
      .toLowerCase()
      .replace(/\/+/g, "/")
      .replace(/(.)\/$/, "$1"),
  );
}

/**
 * The token page a request path is, matched the way React Router matches routes, or null.
 * The single-fetch data URL (`….data`) is not one: only the page's own URL takes the post.
 */
export function newsletterTokenPage(
  pathname: string,
): NewsletterTokenPage | null {
  const path = matchedPath(pathname);
  return path !== null && Object.hasOwn(TOKEN_PAGES, path)
    ? TOKEN_PAGES[path]!
    : null;
}

/**
 * The confirmation page also carries a token in its URL, but is not exempt from the
 * same-origin rule: confirming stays a same-origin POST (newsletterTokenPageHeaders).
 */
export function isNewsletterConfirmPage(pathname: string): boolean {
  return matchedPath(pathname) === NEWSLETTER_PATHS.confirm;
}

/**
 * Every answer of a page whose URL holds a token: noindex, and no referrer to other sites. Never
 * cached either: documents are `private, no-store` already (app/entry.server.tsx), and the
 * one-click route sets `no-store` on its own answers. Set after the security headers, since a
 * route's own header would be appended to helmet's instead of replacing it.
 * - The preferences and one-click pages send no referrer at all. Under no-referrer a browser
 *   posts the page's own forms with `Origin: null` (the Fetch standard's serialised origin),
 *   which React Router's action check refuses with a 400; the token is these posts' authority
 *   (the same-origin check exempts them), so the null is dropped.
 * - The confirmation page sends its referrer to ourselves only (`same-origin`): its Confirm
 *   button must stay a same-origin POST, which `no-referrer` would turn into `Origin: null`.
 */
export function newsletterTokenPageHeaders(): RequestHandler {
  return (req, res, next) => {
    if (isNewsletterConfirmPage(req.path)) {
      res.set({
        "X-Robots-Tag": "noindex, nofollow",
        "Referrer-Policy": "same-origin",
      });
      return next();
    }
    if (newsletterTokenPage(req.path) === null) return next();
    res.set({
      "X-Robots-Tag": "noindex, nofollow",
      "Referrer-Policy": "no-referrer",
    });
    if (req.headers.origin === "null") delete req.headers.origin;
    next();
  };
}

const NEWSLETTER_PREFIX = /^\/newsletter(?:[/.?#]|$)/i;

/**
 * A URL (path and query, or absolute) fit for the log: the `token` query value of any
 * newsletter path (/newsletter/…, /fr/newsletter/…) replaced by `[redacted]`. Other URLs
 * are returned unchanged.
 */
export function redactNewsletterTokens(url: string): string;
export function redactNewsletterTokens(
  url: string | undefined,
): string | undefined;
export function redactNewsletterTokens(
  url: string | undefined,
): string | undefined {
  if (!url) return url;
  const queryAt = url.indexOf("?");
  if (queryAt === -1) return url;
  const before = url.slice(0, queryAt);
  let pathname = before;
  const scheme = /^[a-z][a-z0-9+.-]*:\/\/[^/]*/i.exec(before);
  if (scheme) pathname = before.slice(scheme[0].length) || "/";
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // Left as sent: a malformed path is checked as it is.
  }
  if (
    !NEWSLETTER_PREFIX.test(
      pathWithoutLocale(decoded.toLowerCase().replace(/\/+/g, "/")),
    )
  )
    return url;
  const hashAt = url.indexOf("#", queryAt);
  const query = url.slice(queryAt + 1, hashAt === -1 ? undefined : hashAt);
  const redacted = query
    .split("&")
    .map((pair) => {
      const equals = pair.indexOf("=");
      const name = equals === -1 ? pair : pair.slice(0, equals);
      let plainName = name;
      try {
        plainName = decodeURIComponent(name.replace(/\+/g, " "));
      } catch {
        // An undecodable name is compared as sent.
      }
      return plainName.toLowerCase() === "token" ? `${name}=[redacted]` : pair;
    })
    .join("&");
  return `${before}?${redacted}${hashAt === -1 ? "" : url.slice(hashAt)}`;
}
