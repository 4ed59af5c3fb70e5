import type { IncomingMessage, ServerResponse } from "node:http";

/**
 * `Expect: 100-continue` (curl sends it for large bodies): the client waits for our interim
 * "100 Continue" before sending its body. Node answers it at once by default — before the
 * rate limiter or the size check has had a say — so a refused 12 MB upload was sent in full
 * anyway. The server hands such requests to the app unanswered (http-server.server.ts), and
 * the body layer says "continue" only when it is about to read the body: a request refused
 * on its headers gets its final answer and the client never sends the body.
 */
const continued = new WeakSet<IncomingMessage>();

export function expectsContinue(req: IncomingMessage): boolean {
  return /^\s*100-continue\s*$/i.test(req.headers.expect ?? "");
}

/** Call right before reading a body: sends "100 Continue" once, if the client waits for it. */
export function continueBody(req: IncomingMessage, res: ServerResponse): void {
  if (!expectsContinue(req) || continued.has(req) || res.headersSent) return;
  continued.add(req);
  res.writeContinue();
}

/** A client still waiting for "100 Continue" will not send its body unless asked. */
export function bodyWithheld(req: IncomingMessage): boolean {
  return expectsContinue(req) && !continued.has(req);
}
