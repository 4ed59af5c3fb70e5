import { createContext, type RouterContextProvider } from "react-router";
import type { Message } from "~/i18n/message";

/**
 * What the HTTP layer knows about a request that route code needs: the CSP nonce for the
 * render, the client IP (already resolved through TRUST_PROXY), and the request's body as
 * the body layer (request-body.server.ts) read it — route code never reads `request.body`.
 */
export type RequestInfo = {
  cspNonce: string;
  clientIp: string;
  body?: RequestBody | null;
};

/** A refused request body, answered without the route reading it: the status and the visitor's messages. */
export type BodyRefusal = {
  status: number;
  headers: Record<string, string>;
  fieldErrors: Record<string, string[]>;
  formErrors: string[];
  /** The text fields, when they could be read cheaply, so a page can put them back. */
  values: Record<string, string>;
  /** The refusal as a message id, for a page that formats it in its reader's language. */
  said?: Message;
};

export type RequestBody =
  | { kind: "form"; formData: FormData }
  | { kind: "refused"; refusal: BodyRefusal }
  /** A JSON body on a path that takes one (the chat's), parsed; the route validates it with zod. */
  | { kind: "json"; value: unknown }
  /** Raw bytes on a path that takes them (a chat voice recording), with their declared type. */
  | { kind: "bytes"; bytes: Uint8Array; contentType: string };

export const requestInfoContext = createContext<RequestInfo>({
  cspNonce: "",
  clientIp: "unknown",
  body: null,
});

/**
 * A public page's posted form, or what the page answers instead when there is none: the edge's
 * refusal (its status, its one sentence, the text fields it could read back, its headers such
 * as Retry-After), or a plain 400 when the body was not a form at all.
 */
export function postedFormOf(context: Readonly<RouterContextProvider>):
  | { kind: "form"; formData: FormData }
  | {
      kind: "refused";
      status: number;
      formError: Message | string | null;
      values: Record<string, string>;
      headers?: Record<string, string>;
    } {
  const body = context.get(requestInfoContext).body;
  if (body?.kind === "form") return { kind: "form", formData: body.formData };
  const refusal = body?.kind === "refused" ? body.refusal : null;
  return {
    kind: "refused",
    status: refusal?.status ?? 400,
    formError: refusal?.said ?? refusal?.formErrors[0] ?? null,
    values: refusal?.values ?? {},
    headers: refusal?.headers,
  };
}
