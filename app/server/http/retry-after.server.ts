/**
 * A route's headers for document and `.data` answers. React Router keeps only the cookies of
 * what an action or loader answered (`data(…, { headers })`), so a throttled form's 429 would
 * go out without its Retry-After (docs/access-audit.md: every 429 carries it). Routes whose action can
 * answer 429 export `headers` through this: the parent's headers, the route's own fixed ones,
 * and the action's (or loader's) Retry-After.
 */
export function headersWithRetryAfter(
  args: {
    actionHeaders: Headers;
    loaderHeaders: Headers;
    parentHeaders: Headers;
  },
  own?: HeadersInit,
): Headers {
  const headers = new Headers(args.parentHeaders);
  new Headers(own).forEach((value, name) => headers.set(name, value));
  const retryAfter =
    args.actionHeaders.get("Retry-After") ??
    args.loaderHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
}
