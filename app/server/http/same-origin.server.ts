import type { RequestHandler } from "express";
import { sendRefusal } from "./edge-refusal.server";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
// `none`: the user started the request themselves (typed URL, bookmark), no page sent it.
const OWN_FETCH_SITES = new Set(["same-origin", "none"]);

/**
 * Refuses state-changing requests not sent by our own pages: they need an Origin equal to
 * PUBLIC_URL's origin, or a browser's `Sec-Fetch-Site: same-origin|none`. A request with
 * neither (a cross-site form in an old browser, a script without headers) is refused too.
 * The own origin comes from configuration only, never from the Host header, which the
 * client writes (docs/decisions/013).
 */
export function refuseCrossSiteRequests(
  publicUrl: string,
  options: {
    /**
     * Paths whose posts carry their own authority and need no Origin: the newsletter's signed
     * token pages (newsletter-edge.server.ts), posted by mail providers (RFC 8058).
     */
    exempt?: (pathname: string) => boolean;
  } = {},
): RequestHandler {
  const publicOrigin = new URL(publicUrl).origin;
  const message = `Cross-site request refused: forms on this site can only be sent from ${publicOrigin}.`;
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    if (options.exempt?.(req.path)) return next();
    const origin = req.headers.origin;
    const fetchSite = req.headers["sec-fetch-site"];
    if (
      origin === publicOrigin ||
      (typeof fetchSite === "string" && OWN_FETCH_SITES.has(fetchSite))
    )
      return next();
    sendRefusal(req, res, 403, message);
  };
}
