import type { RequestHandler } from "express";

/**
 * A GET or HEAD of a French page under another case of its prefix (`/FR/contact`, `/Fr`) is
 * answered 301 to the canonical `/fr…` path (docs/languages.md): React Router matches routes
 * case-insensitively, so the page would render, but one URL per page keeps the page cache, search
 * engines and the visitor's address bar on the spelling the site links to. Only the prefix is
 * lower-cased: the rest of a path (a media key) may be case-sensitive. Posts are not moved (a
 * redirect would drop or repeat them): their language is read case-insensitively
 * (`localeFromPath`), and their budget is the lower-case path's (`bodyPolicyFor`).
 */
export function canonicalLanguagePrefix(): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const prefix = /^\/fr(?=$|\/)/i.exec(req.path)?.[0];
    // The router's own data requests (`….data`) are left to it: it follows its own redirects.
    if (prefix === undefined || prefix === "/fr" || req.path.endsWith(".data"))
      return next();
    const url = req.originalUrl;
    res.set("Cache-Control", "no-store");
    res.redirect(301, `/fr${url.slice(prefix.length)}`);
  };
}
