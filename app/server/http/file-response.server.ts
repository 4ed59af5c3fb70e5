import type { StoredFileRef } from "../storage/file-store.server";
import { storedFileBody } from "../storage/files.server";

/**
 * A stored file as a download: an attachment the browser may not sniff, cache or render,
 * with its length, and no body for HEAD. Shared by every route that serves stored bytes
 * (a client's document; a job applicant's résumé in the console).
 */
export async function storedFileResponse(
  request: Request,
  file: { name: string; size: number; mimeType: string; file: StoredFileRef },
): Promise<Response> {
  const headers = {
    "Content-Type": contentTypeOf(file.mimeType),
    "Content-Length": String(file.size),
    "Content-Disposition": attachmentDisposition(file.name),
    "Cache-Control": "no-store",
    // Should a browser ever render it anyway, it runs nothing and loads nothing.
    "Content-Security-Policy": "default-src 'none'; sandbox",
  };
  if (request.method === "HEAD") return new Response(null, { headers });
  // The bytes from whichever store holds them, streamed through (decision 023).
  return new Response(await storedFileBody(file.file), { headers });
}

/** Text documents are stored as UTF-8 (the upload checks it): say so, or a browser guesses. */
function contentTypeOf(mimeType: string): string {
  return /^text\//i.test(mimeType) && !/charset=/i.test(mimeType)
    ? `${mimeType}; charset=utf-8`
    : mimeType;
}

/**
 * RFC 6266 with RFC 8187: an ASCII `filename` for old clients (non-ASCII, quotes,
 * backslashes and control characters replaced) and the exact name in `filename*`,
 * percent-encoded. No character of the name can end the header or start another one.
 */
export function attachmentDisposition(name: string): string {
  const clean =
    name.replace(/[\p{Cc}\p{Cf}\u2028\u2029]/gu, "").trim() || "document";
  const ascii = clean
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^\x20-\x7e]/g, "_")
    .replace(/["\\]/g, "_");
  const encoded = encodeURIComponent(clean).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
