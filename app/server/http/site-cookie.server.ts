import { createCookie, type CookieOptions } from "react-router";

/**
 * One of the site's own HttpOnly cookies, `kestrel.<name>`. On https it is a `__Host-` cookie,
 * which the browser keeps only when it is Secure, on Path=/ and without a Domain, so no other
 * host can set or read it; the prefix needs Secure, so plain http (local work) goes without.
 */
export function siteCookie(
  publicUrl: string,
  name: string,
  options: Pick<CookieOptions, "secrets" | "maxAge"> = {},
) {
  const https = publicUrl.startsWith("https://");
  return createCookie(https ? `__Host-kestrel.${name}` : `kestrel.${name}`, {
    httpOnly: true,
    secure: https,
    sameSite: "lax",
    path: "/",
    ...options,
  });
}
