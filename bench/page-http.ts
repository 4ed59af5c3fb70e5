/**
 * The HTTP side of the benches of signed-in pages (bench:portal, bench:admin, bench:cluster):
 * one request as a browser sends it (gzip decoded), sign-ins over HTTP as a browser without
 * JavaScript posts its forms, and the server time of a page measured one request at a time.
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

/**
 * The cookies a browser keeps between requests: Set-Cookie sets a cookie, and one set empty or
 * already expired (how a server clears it) is dropped. Paths and domains are not told apart:
 * every cookie here is the one server's, on path /.
 */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  /** Takes the Set-Cookie lines of an answer. */
  take(headers: http.IncomingHttpHeaders): void {
    for (const line of headers["set-cookie"] ?? []) {
      const [pair = "", ...attributes] = line.split(";");
      const at = pair.indexOf("=");
      if (at <= 0) continue;
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const cleared =
        value === "" ||
        attributes.some((attribute) => {
          const [key = "", setting = ""] = attribute.split("=");
          const lower = key.trim().toLowerCase();
          if (lower === "max-age") return Number(setting) <= 0;
          if (lower === "expires") return Date.parse(setting) <= Date.now();
          return false;
        });
      if (cleared) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  names(): string[] {
    return [...this.cookies.keys()];
  }

  /** The Cookie header, without the cookies `leaveOut` names. */
  header(leaveOut: (name: string) => boolean = () => false): string {
    return [...this.cookies]
      .filter(([name]) => !leaveOut(name))
      .map(([name, value]) => `${name}=${value}`)
      .join("; ");
  }
}

/**
 * A form post as a browser without JavaScript sends it: url-encoded, with the Origin and
 * Referer of the server's own origin (the server refuses cross-site posts), and the jar's
 * cookies; the answer's cookies go into the jar.
 */
export async function postForm(
  port: number,
  path: string,
  form: Record<string, string>,
  jar: CookieJar,
): Promise<Answer> {
  const origin = `http://${LOOPBACK}:${port}`;
  const cookie = jar.header();
  const answer = await request(
    port,
    "POST",
    path,
    {
      ...BROWSER_HEADERS,
      origin,
      referer: `${origin}${path}`,
      "content-type": "application/x-www-form-urlencoded",
      ...(cookie ? { cookie } : {}),
    },
    new URLSearchParams(form).toString(),
  );
  jar.take(answer.headers);
  return answer;
}

/** One form of a sign-in and where it must redirect to; `form` is read just before the post. */
export type SignInStep = {
  path: string;
  form: () => Record<string, string>;
  redirectsTo: string;
};

/**
 * Signs in by posting each step's form in turn (password, then a second factor), each
 * expected to answer with a redirect to its `redirectsTo`; returns the Cookie header of the
 * session. The one-time toast cookie (`…flash`) is left out: a browser sends it once and the
 * page clears it, so sent with every request it would make each page render the toast and
 * clear it again.
 */
export async function signInWithForms(
  port: number,
  who: string,
  steps: SignInStep[],
): Promise<string> {
  const jar = new CookieJar();
  for (const step of steps) {
    const answer = await postForm(port, step.path, step.form(), jar);
    const location = answer.headers.location;
    if (
      answer.status < 300 ||
      answer.status >= 400 ||
      location !== step.redirectsTo
    ) {
      throw new SetupError(
        `signing in as ${who}: POST ${step.path} did not lead to ${step.redirectsTo} (status ${answer.status}, ` +
          `location ${location ?? "none"}, cookies ${jar.names().join(", ") || "none"}):\n${answer.body.slice(0, 500)}`,
      );
    }
  }
  const cookie = jar.header((name) => name.endsWith("flash"));
  if (!cookie)
    throw new SetupError(`signing in as ${who} left no session cookie`);
  return cookie;
}

/** Signs in as the client portal's bench account (POST /auth); returns the Cookie header. */
export async function signIn(port: number): Promise<string> {
  return signInWithForms(port, BENCH_ADMIN.email, [
    {
      path: "/auth",
      form: () => ({
        intent: "signin",
        email: BENCH_ADMIN.email,
        password: BENCH_ADMIN.password,
      }),
      redirectsTo: "/dashboard",
    },
  ]);
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
