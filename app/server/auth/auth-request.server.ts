import type { RouterContextProvider } from "react-router";
import { requestInfoContext } from "../http/request-context.server";
import { CLIENT_IP_HEADER } from "./auth.server";

/**
 * The headers better-auth sees for a request: the cookies and user agent as sent, and the
 * client address as the edge resolved it (TRUST_PROXY) in a header only we set — never
 * X-Forwarded-For as the visitor wrote it, so a session's recorded address cannot be forged.
 */
export function authHeaders(request: Request, context: Readonly<RouterContextProvider>): Headers {
  const headers = new Headers();
  for (const name of ["cookie", "user-agent", "origin", "referer"]) {
    const value = request.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  headers.set(CLIENT_IP_HEADER, context.get(requestInfoContext).clientIp);
  return headers;
}

/** Copies the Set-Cookie headers of a better-auth answer onto a response's headers. */
export function forwardCookies(from: Headers | null | undefined, to: Headers): Headers {
  for (const value of from?.getSetCookie() ?? []) to.append("Set-Cookie", value);
  return to;
}
