import type { ErrorRequestHandler } from "express";
import type { Logger } from "../logger.server";
import { isDatabaseUnavailable } from "../db/database-errors.server";
import { sendRefusal } from "./edge-refusal.server";

/**
 * The last handler: logs what broke and answers a short generic page — never the error's
 * message, stack or a file path, whatever NODE_ENV says. Client errors raised by
 * middleware (a malformed URL, an unreadable body) keep their 4xx status; a database that
 * does not answer in time is 503; everything else is 500.
 */
export function finalErrorHandler(logger: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, _next) => {
    const status = statusOf(error);
    const log = req.log ?? logger;
    if (status >= 500)
      log.error({ err: error, method: req.method }, "request failed");
    else
      log.info(
        {
          status,
          reason: error instanceof Error ? error.message : String(error),
        },
        "request refused",
      );
    if (res.headersSent) {
      // Half an answer cannot be corrected: end the connection so the client sees it failed.
      res.destroy();
      return;
    }
    res.setHeader("Connection", "close");
    sendRefusal(
      req,
      res,
      status,
      MESSAGES[status] ?? MESSAGES[status >= 500 ? 500 : 400]!,
      status === 503 ? { "Retry-After": "30" } : {},
    );
  };
}

const MESSAGES: Record<number, string> = {
  400: "Bad request.",
  404: "Not found.",
  408: "Request timeout.",
  413: "Request too large.",
  414: "Request URI too long.",
  415: "Unsupported media type.",
  500: "Something went wrong on our side. Please try again later.",
  503: "The service is temporarily unavailable. Please try again shortly.",
};

function statusOf(error: unknown): number {
  if (isDatabaseUnavailable(error)) return 503;
  const raw =
    typeof error === "object" && error !== null
      ? (error as { status?: unknown; statusCode?: unknown })
      : {};
  const status = Number(raw.status ?? raw.statusCode);
  return Number.isInteger(status) && status >= 400 && status < 600
    ? status
    : 500;
}
