import type { Request, Response } from "express";

/** What a refusal says: the lead forms' error shape, which the form enhancer shows. */
export type RefusalErrors = {
  fieldErrors: Record<string, string[]>;
  formErrors: string[];
};

/**
 * Writes a complete, short refusal: JSON in the lead forms' shape for the API, plain text
 * (every message on its own line) otherwise. Never cached, never echoes the request back.
 */
export function writeRefusal(
  res: Response,
  status: number,
  errors: RefusalErrors,
  format: "json" | "text",
  headers: Record<string, string> = {},
): void {
  const body =
    format === "json"
      ? JSON.stringify({
          ok: false,
          // The first message on its own, for callers that show one sentence (the chat panel).
          error:
            [
              ...errors.formErrors,
              ...Object.values(errors.fieldErrors).flat(),
            ][0] ?? "The request was refused.",
          fieldErrors: errors.fieldErrors,
          formErrors: errors.formErrors,
        })
      : [
          ...errors.formErrors,
          ...Object.values(errors.fieldErrors).flat(),
        ].join("\n") + "\n";
  res
    .status(status)
    .set({
      "Cache-Control": "no-store",
      ...headers,
      "Content-Type":
        format === "json" ? "application/json" : "text/plain; charset=utf-8",
      "Content-Length": String(Buffer.byteLength(body)),
    })
    .end(body);
}

/** A refusal from the edge with one message: JSON under /api/, text elsewhere. */
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
  writeRefusal(
    res,
    status,
    { fieldErrors: {}, formErrors: [message] },
    wantsJson(req) ? "json" : "text",
    headers,
  );
}

function wantsJson(req: Request): boolean {
  // req.path can throw on a malformed target; the raw URL is enough to see the prefix.
  return (req.url ?? "").startsWith("/api/");
}
