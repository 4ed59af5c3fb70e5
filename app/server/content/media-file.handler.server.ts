import { parseMediaFileName } from "~/domain/media/media-rules";
import type { Route } from "../../routes/content/+types/media-file";
import { readMediaFile } from "../media/media-store.server";
import { getDb } from "../services.server";
import { storedFileBody } from "../storage/files.server";

/**
 * A year, and never revalidated: a name stands for the same bytes for ever
 * (docs/decisions/052-media-library.md), so browsers and any CDN may keep it.
 */
export const MEDIA_CACHE_CONTROL = "public, max-age=31536000, immutable";

/** The short answer for any name the library does not have; not cached for long, as it may exist later. */
function missing(): Response {
  return new Response("Not Found", {
    status: 404,
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=60",
    },
  });
}

/**
 * /media/<key>-<width>.<avif|webp|jpg>: one encoded image of the media library, public (it is
 * what the public pages show), with its type (never sniffed: the edge's helmet says nosniff on
 * every answer), an ETag (the file's SHA-256) and a 304 for a
 * browser that has it; a HEAD has no body. Any other name is a 404, without a query when it
 * cannot be one of ours.
 */
export async function mediaFileLoader({ request, params }: Route.LoaderArgs) {
  const name = parseMediaFileName(params.file ?? "");
  if (!name) return missing();
  const found = await readMediaFile(getDb(), name);
  if (!found) return missing();
  const etag = `"${found.sha256.slice(0, 32)}"`;
  const headers: Record<string, string> = {
    "Content-Type": found.mimeType,
    "Cache-Control": MEDIA_CACHE_CONTROL,
    ETag: etag,
    // `X-Content-Type-Options: nosniff` comes with every answer from the edge (helmet).
  };
  if (matchesEtag(request.headers.get("If-None-Match"), etag))
    return new Response(null, { status: 304, headers });
  headers["Content-Length"] = String(found.size);
  if (request.method === "HEAD") return new Response(null, { headers });
  return new Response(await storedFileBody(found.file), { headers });
}

/** RFC 9110 § 13.1.2: `*`, or any listed tag equal by the weak comparison. */
function matchesEtag(header: string | null, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  return header
    .split(",")
    .map((tag) => tag.trim().replace(/^W\//, ""))
    .includes(etag);
}
