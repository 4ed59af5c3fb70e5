import type { RouterContextProvider } from "react-router";
import { requestInfoContext } from "../http/request-context.server";
import { CLIENT_IP_HEADER } from "./auth.server";

/**
 * The headers better-auth sees for a request: the cookies and user agent as sent, and the
 * client address as the edge resolved it (TRUST_PROXY) in a header only we set — never
 * X-Forwarded-For as the visitor wrote it, so a session's recorded address cannot be forged.
 */
export function authHeaders(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Headers {
  const headers = new Headers();
  for (const name of ["cookie", "user-agent", "origin", "referer"]) {
    const value = request.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  headers.set(CLIENT_IP_HEADER, context.get(requestInfoContext).clientIp);
  return headers;
}

/** Copies the Set-Cookie headers of a better-auth answer onto a response's headers. */
export function forwardCookies(
  from: Headers | null | undefined,
  to: Headers,
): Headers {
  for (const value of from?.getSetCookie() ?? [])
    to.append("Set-Cookie", value);
  return to;
}

/**
 * The session token in a better-auth answer's Set-Cookie (its session cookie's value is
 * `<token>.<signature>`, URL-encoded), or null when it set none.
 */
export function sessionTokenOf(
  headers: Headers | null | undefined,
): string | null {
  for (const line of headers?.getSetCookie() ?? []) {
    const match = /^(?:__Host-)?kestrel\.session_token=([^;]*)/.exec(line);
    if (!match?.[1]) continue;
    const token = decodeURIComponent(match[1]).split(".")[0];
    if (token) return token;
  }
  return null;
}
