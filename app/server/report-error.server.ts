import { getAppServices } from "./services.server";

/** Logs an unexpected server error with the request it broke; falls back to stderr at build time. */
export function reportServerError(error: unknown, request: Request): void {
  const url = new URL(request.url);
  try {
    getAppServices().logger.error(
      { err: error, method: request.method, path: url.pathname },
      "unhandled server error",
    );
  } catch {
    console.error(error);
  }
}
