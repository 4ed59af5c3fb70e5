import { readPublicUrl } from "./env.server";

/**
 * The site's public origin for absolute URLs (canonical, Open Graph, sitemap, feeds).
 * Read from the environment rather than the running services, because prerendering
 * calls it at build time, before any server starts: build with PUBLIC_URL set.
 */
export function publicOrigin(): string {
  return readPublicUrl(process.env);
}
