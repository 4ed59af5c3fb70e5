import { randomUUID } from "node:crypto";
import { CHAT_SESSION_HEADER } from "~/domain/chat/chat-api";
import type { RequestBody } from "~/server/http/request-context.server";
import { requestContext, routeContext } from "./app-services";

/**
 * Calls the chat's media routes the way the server would: a multipart body read by the
 * edge's own parser (with the /api/chat limits), a JSON or raw-audio body handed over as the
 * edge hands it, and the X-Chat-Session header.
 */
export const newSession = () => randomUUID();

type Route = (args: never) => unknown;

export async function postMultipart(
  route: Route,
  path: string,
  {
    session,
    fields = {},
    files = [],
    clientIp,
  }: {
    session: string | null;
    fields?: Record<string, string>;
    files?: Array<[field: string, file: File]>;
    clientIp?: string;
  },
): Promise<Response> {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  for (const [name, file] of files) body.append(name, file);
  const request = new Request(`http://localhost${path}`, {
    method: "POST",
    body,
    headers: session ? { [CHAT_SESSION_HEADER]: session } : {},
  });
  return await (route as (args: unknown) => Promise<Response>)({
    request,
    context: await requestContext(request, clientIp),
    params: {},
  });
}

export async function postWithBody(
  route: Route,
  path: string,
  {
    session,
    body,
    clientIp = "203.0.113.10",
  }: { session: string | null; body: RequestBody; clientIp?: string },
): Promise<Response> {
  const request = new Request(`http://localhost${path}`, {
    method: "POST",
    headers: session ? { [CHAT_SESSION_HEADER]: session } : {},
  });
  return await (route as (args: unknown) => Promise<Response>)({
    request,
    context: routeContext(clientIp, body),
    params: {},
  });
}

export async function getWithSession(
  route: Route,
  path: string,
  session: string | null,
  params: Record<string, string> = {},
): Promise<Response> {
  const request = new Request(`http://localhost${path}`, {
    headers: session ? { [CHAT_SESSION_HEADER]: session } : {},
  });
  return await (route as (args: unknown) => Promise<Response>)({
    request,
    context: routeContext(),
    params,
  });
}

export const fileOf = (bytes: Uint8Array | string, name: string, type = "") =>
  new File([typeof bytes === "string" ? bytes : Buffer.from(bytes)], name, {
    type,
  });
