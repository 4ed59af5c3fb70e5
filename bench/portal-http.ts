/**
 * bench:portal's HTTP side: one request as a browser sends it (gzip decoded), the sign-in
 * over HTTP, and the server time of a page measured one request at a time.
 */
import http from "node:http";
import { performance } from "node:perf_hooks";
import zlib from "node:zlib";
import { LOOPBACK, SetupError } from "./leads-support";
import { BENCH_ADMIN } from "./portal-seed";

export const BROWSER_HEADERS = {
  accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
  "accept-encoding": "gzip",
  "user-agent":
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36 bench-portal",
};

// ---------------------------------------------------------------------------------------
// HTTP: the sign-in and one plain GET (preflight).

export type Answer = {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** The body's bytes as sent (gzip-compressed when the server compressed it). */
  wireBytes: number;
};

export function request(
  port: number,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : Buffer.from(body);
    const outgoing = http.request(
      {
        host: LOOPBACK,
        port,
        method,
        path,
        agent: false,
        headers: payload
          ? { ...headers, "content-length": String(payload.length) }
          : headers,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const raw = Buffer.concat(chunks);
          const text =
            response.headers["content-encoding"] === "gzip"
              ? zlib.gunzipSync(raw)
              : raw;
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: text.toString("utf8"),
            wireBytes: raw.length,
          });
        });
        response.on("error", reject);
      },
    );
    outgoing.setTimeout(30_000, () =>
      outgoing.destroy(new Error(`${method} ${path} timed out`)),
    );
    outgoing.on("error", reject);
    outgoing.end(payload);
  });
}

/** Signs in as a browser without JavaScript would (POST /auth); returns the Cookie header. */
export async function signIn(port: number): Promise<string> {
  const origin = `http://${LOOPBACK}:${port}`;
  const form = new URLSearchParams({
    intent: "signin",
    email: BENCH_ADMIN.email,
    password: BENCH_ADMIN.password,
  });
  const answer = await request(
    port,
    "POST",
    "/auth",
    {
      ...BROWSER_HEADERS,
      origin,
      referer: `${origin}/auth`,
      "content-type": "application/x-www-form-urlencoded",
    },
    form.toString(),
  );
  const cookies = (answer.headers["set-cookie"] ?? [])
    .map((line) => line.split(";")[0]!)
    .filter((pair) => !pair.endsWith("="));
  // The one-time welcome toast: a browser sends it once and the page clears it. Sent with
  // every request it would make each page render the toast and clear it again.
  const session = cookies.filter((pair) => !/^[^=]*flash=/.test(pair));
  if (
    answer.status < 300 ||
    answer.status >= 400 ||
    answer.headers.location !== "/dashboard" ||
    cookies.length === 0
  ) {
    throw new SetupError(
      `signing in as ${BENCH_ADMIN.email} did not lead to /dashboard (status ${answer.status}, location ${answer.headers.location ?? "none"}, ` +
        `${cookies.length} cookies):\n${answer.body.slice(0, 500)}`,
    );
  }
  return session.join("; ");
}

/**
 * Server time of a page: `count` requests one after the other on one keep-alive connection,
 * so no request waits behind another (what autocannon's 10 connections add is queueing).
 */
export async function serialTimings(
  port: number,
  path: string,
  cookie: string,
  count: number,
): Promise<{ p50: number; p99: number; max: number }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const times: number[] = [];
  try {
    for (let i = 0; i < count; i++) {
      const started = performance.now();
      await new Promise<void>((resolve, reject) => {
        const outgoing = http.get(
          {
            host: LOOPBACK,
            port,
            path,
            agent,
            headers: { ...BROWSER_HEADERS, cookie },
          },
          (response) => {
            response.resume();
            response.on("end", () =>
              response.statusCode === 200
                ? resolve()
                : reject(
                    new Error(`GET ${path} answered ${response.statusCode}`),
                  ),
            );
            response.on("error", reject);
          },
        );
        outgoing.on("error", reject);
      });
      times.push(performance.now() - started);
    }
  } finally {
    agent.destroy();
  }
  times.sort((a, b) => a - b);
  const at = (q: number) =>
    times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)] ??
    Number.NaN;
  return {
    p50: at(0.5),
    p99: at(0.99),
    max: times[times.length - 1] ?? Number.NaN,
  };
}
