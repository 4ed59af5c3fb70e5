import type { RequestHandler } from "express";
import type { BodyPolicyFor } from "./body-limits.server";
import { sendRefusal } from "./edge-refusal.server";

export type RequestDeadlineOptions = {
  /** Deadline for an ordinary request, from its arrival to the first byte of the answer. */
  requestTimeoutMs: number;
  /** Deadline for a résumé upload (also the server-wide backstop in server.ts). */
  uploadTimeoutMs: number;
  /** Each path's body policy: a post that may carry a file gets the upload deadline. */
  bodyPolicyFor: BodyPolicyFor;
};

/**
 * Posts to the paths that take a file (the résumé upload, in any spelling React Router would
 * route) get the longer upload deadline: decided by the same policy that sets their body limits.
 */
export function isUploadRequest(
  method: string,
  path: string,
  bodyPolicyFor: BodyPolicyFor,
): boolean {
  return method === "POST" && bodyPolicyFor(path).limits.maxFiles > 0;
}

/**
 * Node's requestTimeout is one value for the whole server, so it is set to the upload
 * deadline and this middleware holds every other request to the shorter one. A request
 * still unanswered at its deadline gets 408 (body still arriving: the client is slow) or
 * 503 (body complete: we are slow — a stalled database), with `Connection: close`, so a
 * trickled body never holds a connection past the deadline.
 */
export function enforceRequestDeadline(
  options: RequestDeadlineOptions,
): RequestHandler {
  return (req, res, next) => {
    const ms = isUploadRequest(req.method, req.path, options.bodyPolicyFor)
      ? options.uploadTimeoutMs
      : options.requestTimeoutMs;
    const timer = setTimeout(() => {
      if (res.headersSent) return; // our own answer is under way; Node's timeouts cover the rest
      const clientTooSlow = !req.complete;
      res.setHeader("Connection", "close");
      if (clientTooSlow) {
        sendRefusal(
          req,
          res,
          408,
          "Request timeout: the request took too long to arrive.",
        );
      } else {
        sendRefusal(
          req,
          res,
          503,
          "The server is busy and could not answer in time. Please try again shortly.",
          {
            "Retry-After": "30",
          },
        );
      }
      req.log?.warn(
        { deadlineMs: ms, clientTooSlow },
        "request deadline passed",
      );
    }, ms);
    timer.unref();
    const clear = () => clearTimeout(timer);
    res.once("finish", clear);
    res.once("close", clear);
    next();
  };
}
