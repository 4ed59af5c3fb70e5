import type { RequestHandler } from "express";

/**
 * Refuses state-changing requests sent by another site's page (a second line of defence
 * beside SameSite cookies and form tokens). Requests without an Origin header (curl,
 * server-to-server) are judged by the other layers.
 */
export function refuseForeignOrigins(publicUrl: string): RequestHandler {
  const publicOrigin = new URL(publicUrl).origin;
  return (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
    const origin = req.headers.origin;
    if (!origin) return next();
    const ownOrigin = `${req.protocol}://${req.get("host") ?? ""}`;
    if (origin === publicOrigin || origin === ownOrigin) return next();
    res.status(403).json({ error: "Cross-site request refused." });
  };
}
