import type { Logger } from "./logger.server";
import { getAppServices } from "./services.server";

/** The bad path is logged, so broken inbound links can be found and fixed. */
export function logNotFound(request: Request): void {
  logNotFoundPath(
    getAppServices().logger,
    new URL(request.url).pathname,
    request.headers.get("referer") ?? undefined,
  );
}

/** The same line for a 404 the front door serves from its page template. */
export function logNotFoundPath(
  logger: Logger,
  path: string,
  referrer: string | undefined,
): void {
  logger.warn({ path, referrer }, "page not found");
}
