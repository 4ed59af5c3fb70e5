import type { RouterContextProvider } from "react-router";
import { requestInfoContext } from "./http/request-context.server";
import type { Logger } from "./logger.server";
import { redactNewsletterTokens } from "./newsletter/newsletter-edge.server";
import { getAppServices } from "./services.server";

/** The bad path is logged, so broken inbound links (and scanners) can be found. */
export function logNotFound(
  request: Request,
  context: Readonly<RouterContextProvider>,
): void {
  logNotFoundPath(getAppServices().logger, {
    path: new URL(request.url).pathname,
    referrer: request.headers.get("referer") ?? undefined,
    ip: context.get(requestInfoContext).clientIp,
  });
}

/** The same line for a 404 the front door serves from its page template. */
export function logNotFoundPath(
  logger: Logger,
  line: { path: string; referrer: string | undefined; ip: string | undefined },
): void {
  // A referrer may be a newsletter link, whose token never expires.
  logger.warn(
    { ...line, referrer: redactNewsletterTokens(line.referrer) },
    "page not found",
  );
}
