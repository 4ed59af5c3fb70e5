/**
 * A JSON answer to a page's script (the enhanced lead forms, the newsletter box): never stored
 * by a cache, whatever the caller's own headers say. A known length lets the compression
 * middleware skip these short answers (under its 1 KB threshold); without one it opened a gzip
 * stream per reply, ~10% of the server's CPU under the leads bench.
 */
export function noStoreJson(
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): Response {
  const json = JSON.stringify(body);
  return new Response(json, {
    status,
    headers: {
      ...headers,
      "Content-Type": "application/json",
      "Content-Length": String(Buffer.byteLength(json)),
      "Cache-Control": "no-store",
    },
  });
}
