import type { RequestHandler } from "express";
import { pathWithoutLocale } from "~/i18n/locale";

/**
 * The newsletter's confirmation page carries a signed token in its URL
 * (app/server/newsletter/newsletter-links.server.ts): it sends no referrer to any other site
 * (`same-origin`, rather than the site's `strict-origin-when-cross-origin`, which sends the
 * origin), so the token never leaves the site. Not `no-referrer`: under it a browser sends
 * `Origin: null` with the page's own form POST (the confirm button, Fetch § 3.2 "origin
 * header"), which React Router's action check and our same-origin rule rightly refuse; unlike
 * the preferences and one-click pages (newsletter-edge.server.ts, `no-referrer`, exempt from
 * the same-origin rule since their token is their authority), confirming stays a same-origin
 * POST. Set here, after the security headers, because a route's own header would be appended
 * to helmet's instead of replacing it.
 */
const TOKEN_LINK_PAGE = /^\/newsletter\/confirm\/?$/i;

export function isTokenLinkPage(pathname: string): boolean {
  return TOKEN_LINK_PAGE.test(pathWithoutLocale(pathname));
}

export function noReferrerOnTokenLinks(): RequestHandler {
  return (req, res, next) => {
    if (isTokenLinkPage(req.path))
      res.setHeader("Referrer-Policy", "same-origin");
    next();
  };
}
