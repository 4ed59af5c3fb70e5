import type { RequestHandler } from "express";
import { sendRefusal } from "./edge-refusal.server";

/** Every method the site answers. Anything else never reaches the framework. */
export const ALLOWED_METHODS = ["GET", "HEAD", "POST", "OPTIONS"] as const;
const ALLOW = ALLOWED_METHODS.join(", ");
const allowed = new Set<string>(ALLOWED_METHODS);

/**
 * TRACE, PUT, PROPFIND… answer 405 with `Allow` (the framework would otherwise turn TRACE
 * into a 500, and a scanner's WebDAV verbs into page renders). OPTIONS, including
 * `OPTIONS *`, answers 204 with `Allow` and no CORS grant: the site serves no cross-origin API.
 * Only origin-form targets (`/path`) pass: an absolute-form target (`GET http://evil/`) is
 * a proxy request, which this server is not.
 */
export function refuseUnusedMethods(): RequestHandler {
  return (req, res, next) => {
    if (!allowed.has(req.method)) {
      sendRefusal(
        req,
        res,
        405,
        `Method ${req.method} is not allowed here. Allowed: ${ALLOW}.`,
        { Allow: ALLOW },
      );
      return;
    }
    if (req.method === "OPTIONS") {
      res.status(204).set({ Allow: ALLOW, "Cache-Control": "no-store" }).end();
      return;
    }
    if (!req.url.startsWith("/")) {
      sendRefusal(
        req,
        res,
        400,
        "Bad request: the request target must be a path such as /about.",
      );
      return;
    }
    next();
  };
}
