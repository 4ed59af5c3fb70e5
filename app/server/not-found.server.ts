import { getAppServices } from "./services.server";

/** The bad path is logged, so broken inbound links can be found and fixed. */
export function logNotFound(request: Request): void {
  const url = new URL(request.url);
  getAppServices().logger.warn(
    {
      path: url.pathname,
      referrer: request.headers.get("referer") ?? undefined,
    },
    "page not found",
  );
}
