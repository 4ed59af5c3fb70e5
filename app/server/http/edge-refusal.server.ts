import type { Request, Response } from "express";

/**
 * A complete, short refusal from the edge: JSON for the API (the lead-form response shape,
 * which the form enhancer shows), plain text for everything else. Never cached, never echoes
 * the request back.
 */
export function sendRefusal(
  req: Request,
  res: Response,
  status: number,
  message: string,
  headers: Record<string, string> = {},
): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.status(status).set({ "Cache-Control": "no-store", ...headers });
  if (wantsJson(req)) {
    res.json({ ok: false, fieldErrors: {}, formErrors: [message] });
  } else {
    res.type("text/plain; charset=utf-8").send(`${message}\n`);
  }
}

function wantsJson(req: Request): boolean {
  // req.path can throw on a malformed target; the raw URL is enough to see the prefix.
  return (req.url ?? "").startsWith("/api/");
}
