import { expect } from "vitest";
import { DEMO_PASSWORD } from "~/server/sample-data/sample-accounts.server";

/**
 * Signs a demo account in to a running server as a browser without JavaScript does
 * (`/auth` for clients, `/admin/auth` for staff) and returns its session cookie. Only the
 * session: the sign-in's one-time toast, sent with every request, would make each page clear
 * it again.
 */
export async function signInOverHttp(
  serverUrl: string,
  email: string,
  page: "/auth" | "/admin/auth" = "/auth",
): Promise<string> {
  const response = await fetch(`${serverUrl}${page}`, {
    method: "POST",
    redirect: "manual",
    headers: {
      Origin: serverUrl,
      "Content-Type": "application/x-www-form-urlencoded",
    },
    body: new URLSearchParams({
      intent: "signin",
      email,
      password: DEMO_PASSWORD,
    }),
  });
  expect(response.status).toBe(302);
  return response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0]!)
    .filter((pair) => !pair.startsWith("kestrel.flash="))
    .join("; ");
}
