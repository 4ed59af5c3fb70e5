import { getAppServices } from "./services.server";

/**
 * A failure a page recovered from (it showed 'Error loading …' instead of breaking): still
 * logged, with the error, so that an operator sees it. Never the request's body.
 */
export function logRecoveredFailure(
  error: unknown,
  message: string,
  context: Record<string, unknown> = {},
): void {
  getAppServices().logger.error({ ...context, err: error }, message);
}
