import type { IncomingMessage, ServerResponse } from "node:http";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { RequestHandler } from "express";

/**
 * The build's client folder (assets, public files and prerendered pages) held in memory,
 * with the .br/.gz twins that scripts/precompress.ts wrote at build time. Serving from a
 * Map avoids a disk read, a stat and a compression pass per request.
 */
export type StaticFile = {
  body: Buffer;
  brotli?: Buffer;
  gzip?: Buffer;
  headers: Record<string, string>;
  etag: string;
};

const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".data": "text/x-script; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".webmanifest": "application/manifest+json",
};

export const COMPRESSIBLE_EXTENSIONS = new Set([
  ".html",
  ".js",
  ".mjs",
  ".css",
  ".json",
  ".map",
  ".data",
  ".svg",
  ".txt",
  ".xml",
  ".webmanifest",
]);

export type StaticFileOptions = {
  /** Extra headers for a prerendered HTML document (its CSP). */
  htmlHeaders(html: string): Record<string, string>;
};

/** Maps every request path to its file; a prerendered page answers at /x and /x/. */
export function loadStaticFiles(
  clientDir: string,
  options: StaticFileOptions,
): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  if (!fs.existsSync(clientDir)) return files;
  for (const absolute of walk(clientDir)) {
    const extension = path.extname(absolute);
    if (extension === ".br" || extension === ".gz") continue;
    const relative = path
      .relative(clientDir, absolute)
      .split(path.sep)
      .join("/");
    const body = fs.readFileSync(absolute);
    const isHtml = extension === ".html";
    const headers: Record<string, string> = {
      "Content-Type": CONTENT_TYPES[extension] ?? "application/octet-stream",
      "Cache-Control": cacheControlFor(
        relative,
        isHtml || extension === ".data",
      ),
      ...(isHtml ? options.htmlHeaders(body.toString("utf8")) : {}),
    };
    const file: StaticFile = {
      body,
      brotli: readIfExists(`${absolute}.br`),
      gzip: readIfExists(`${absolute}.gz`),
      headers,
      etag: `"${createHash("sha1").update(body).digest("base64url")}"`,
    };
    if (file.brotli || file.gzip) headers.Vary = "Accept-Encoding";
    if (isHtml && path.basename(relative) === "index.html") {
      const dir = path.posix.dirname(relative);
      const route = dir === "." ? "/" : `/${dir}`;
      files.set(route, file);
    } else if (isHtml) {
      files.set(`/${relative.slice(0, -".html".length)}`, file);
    } else {
      files.set(`/${relative}`, file);
    }
  }
  return files;
}

function cacheControlFor(relative: string, isDocument: boolean): string {
  // Fingerprinted by the bundler: never changes under the same name.
  if (relative.startsWith("assets/"))
    return "public, max-age=31536000, immutable";
  // Documents refer to fingerprinted assets, so a short cache keeps deploys consistent.
  if (isDocument) return "public, max-age=60, must-revalidate";
  return "public, max-age=86400";
}

function readIfExists(file: string): Buffer | undefined {
  return fs.existsSync(file) ? fs.readFileSync(file) : undefined;
}

function* walk(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.isFile()) yield full;
  }
}

export function accepts(header: string, coding: string): boolean {
  for (const part of header.split(",")) {
    const [name, ...params] = part.trim().split(";");
    if (name?.trim().toLowerCase() !== coding) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    return !q || Number(q.slice(2)) > 0;
  }
  return false;
}

function normalise(urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes("\0")) return null;
  return decoded.length > 1 && decoded.endsWith("/")
    ? decoded.slice(0, -1)
    : decoded;
}

export function serveStaticFiles(
  files: Map<string, StaticFile>,
): RequestHandler {
  return (req, res, next) => {
    if (!answerStaticFile(files, req, res, req.path, {})) next();
  };
}

/**
 * Answers GET or HEAD of a file held in memory (ETag/304, precompressed bodies); false when
 * there is no such file. Used by the front door (front-door.server.ts) and the app's middleware.
 */
export function answerStaticFile(
  files: Map<string, StaticFile>,
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  sharedHeaders: Record<string, string>,
): boolean {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  const key = normalise(pathname);
  const file = key ? files.get(key) : undefined;
  if (!file) return false;

  const headers: Record<string, string> = {
    ...sharedHeaders,
    ...file.headers,
    ETag: file.etag,
  };
  if (req.headers["if-none-match"] === file.etag) {
    res.writeHead(304, headers);
    res.end();
    return true;
  }
  const acceptEncoding = String(req.headers["accept-encoding"] ?? "");
  let body = file.body;
  if (file.brotli && accepts(acceptEncoding, "br")) {
    body = file.brotli;
    headers["Content-Encoding"] = "br";
  } else if (file.gzip && accepts(acceptEncoding, "gzip")) {
    body = file.gzip;
    headers["Content-Encoding"] = "gzip";
  }
  headers["Content-Length"] = String(body.length);
  res.writeHead(200, headers);
  res.end(req.method === "HEAD" ? undefined : body);
  return true;
}
