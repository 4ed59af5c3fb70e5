/**
 * Which answers count as a page view (docs/analytics.md): a person's browser loading a public
 * page as a document. Everything here is read from the request and the answer alone, so the
 * recorder decides after the page is sent and never slows it.
 */

/**
 * Pages that are not the public site, or whose URL carries a secret or names one person's
 * record (a newsletter link, a booking's manage link, a privacy request's code step, an export
 * ticket, a host's calendar feed): never recorded, in either language. A prefix ending in "/"
 * leaves the page itself measured (/newsletter, /privacy/request) and only its sub-paths out.
 */
const UNMEASURED_PREFIXES = [
  "/lead_admin",
  "/admin",
  "/dashboard",
  "/account",
  "/auth",
  "/sign-out",
  "/allied",
  "/api",
  "/calendar",
  "/media",
  "/book/manage",
  "/privacy/export",
  "/privacy/request/",
  "/newsletter/",
  "/healthz",
  "/readyz",
  "/metrics",
];

const MAX_PATH_LENGTH = 300;

/** A path without its language prefix: "/fr/contact" → "/contact", "/fr" → "/". */
function withoutLanguage(path: string): string {
  if (path === "/fr") return "/";
  return path.startsWith("/fr/") ? path.slice(3) : path;
}

/** Whether the page at `path` is part of the public site analytics measures. */
export function isMeasuredPath(path: string): boolean {
  if (!path.startsWith("/") || path.length > MAX_PATH_LENGTH) return false;
  const bare = withoutLanguage(path);
  return !UNMEASURED_PREFIXES.some(
    (prefix) =>
      bare === prefix ||
      bare.startsWith(prefix.endsWith("/") ? prefix : `${prefix}/`),
  );
}

type HeaderValue = string | string[] | undefined;
export type NavigationRequest = {
  method: string | undefined;
  path: string;
  headers: Record<string, HeaderValue>;
};
export type NavigationAnswer = {
  statusCode: number;
  contentType: HeaderValue;
};

const first = (value: HeaderValue) => (Array.isArray(value) ? value[0] : value);

/** Signed in (staff or client): the session cookie better-auth sets. */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Host-)?kestrel\.session_token=/;

/**
 * Whether a request comes from a signed-in browser: staff and clients are not the audience
 * measured, whatever page they open or form they send.
 */
export function isSignedInRequest(cookieHeader: string | null | undefined) {
  return SESSION_COOKIE.test(cookieHeader ?? "");
}

/**
 * A document navigation to a public page, answered 200 with HTML, by someone not signed in:
 * not a prefetch or prerender, not a frame or a fetch (Sec-Fetch-Dest, where the browser
 * sends it), not a HEAD.
 */
export function isCountedNavigation(
  request: NavigationRequest,
  answer: NavigationAnswer,
): boolean {
  if (request.method !== "GET" || answer.statusCode !== 200) return false;
  if (!/^text\/html\b/i.test(first(answer.contentType) ?? "")) return false;
  const { headers } = request;
  const destination = first(headers["sec-fetch-dest"]);
  if (destination && destination !== "document") return false;
  const purpose = `${first(headers["sec-purpose"]) ?? ""} ${first(headers.purpose) ?? ""} ${first(headers["x-moz"]) ?? ""}`;
  if (/prefetch|prerender/i.test(purpose)) return false;
  if (isSignedInRequest(first(headers.cookie))) return false;
  return isMeasuredPath(request.path);
}
