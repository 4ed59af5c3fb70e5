import fc from "fast-check";
import { afterAll, beforeAll, expect, it } from "vitest";
import {
  spawnServer,
  startServer,
  type ServerProcess,
} from "../support/server-process";
import { rawRequest, type RawAnswer } from "../support/raw-http";
import {
  describeEdge,
  serverEnvironments,
  testDbKind,
} from "../support/test-database";

/**
 * The edge as an attacker or a scanner meets it: raw sockets, odd methods, odd Hosts,
 * odd targets, forged X-Forwarded-For, cross-site posts. Nothing may answer 5xx or show a
 * stack trace or a server path.
 */
const environments = serverEnvironments();
let server: ServerProcess;

beforeAll(async () => {
  server = await startServer({
    ...(await environments.fresh("demo")),
    FORM_RATE_LIMIT: "0",
  });
});
afterAll(async () => {
  await server?.stop("SIGKILL");
  await environments.removeAll();
});

const host = () => `127.0.0.1:${server.port}`;
const send = (lines: string[], body = "") =>
  rawRequest(server.port, `${lines.join("\r\n")}\r\n\r\n${body}`);
const get = (target: string, headers: string[] = [`Host: ${host()}`]) =>
  send([`GET ${target} HTTP/1.1`, ...headers, "Connection: close"]);

/** No stack frames, no file-system paths, no internal error names in what a visitor sees. */
function expectNothingInternal(answer: RawAnswer): void {
  expect(answer.body).not.toMatch(
    /\n\s+at |node_modules|\/work\/|file:\/\/|TypeError|ERR_[A-Z_]+/,
  );
}

describeEdge(`malformed requests on ${testDbKind()}`, () => {
  it.each(["TRACE", "PUT", "DELETE", "PATCH", "PROPFIND"])(
    "answers %s with a complete 405 and Allow",
    async (method) => {
      const answer = await send([
        `${method} / HTTP/1.1`,
        `Host: ${host()}`,
        "Content-Length: 0",
        "Connection: close",
      ]);
      expect(answer.status).toBe(405);
      expect(answer.headers.allow).toBe("GET, HEAD, POST, OPTIONS");
      expect(answer.body).toContain(`Method ${method} is not allowed here`);
      expect(Number(answer.headers["content-length"])).toBe(
        Buffer.byteLength(answer.body, "latin1"),
      );
      expectNothingInternal(answer);
    },
  );

  it("answers CONNECT with a complete 405 instead of dropping the connection", async () => {
    const answer = await send([
      "CONNECT evil.example:443 HTTP/1.1",
      "Host: evil.example:443",
    ]);
    expect(answer.status).toBe(405);
    expect(answer.body).toBe("This server is not a proxy.\n");
  });

  it("answers a method the parser does not know (TRACK) with a 4xx", async () => {
    const answer = await send([
      "TRACK / HTTP/1.1",
      `Host: ${host()}`,
      "Connection: close",
    ]);
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
  });

  it("answers OPTIONS, also OPTIONS *, with 204 and Allow, granting no CORS", async () => {
    for (const target of ["*", "/contact"]) {
      const answer = await send([
        `OPTIONS ${target} HTTP/1.1`,
        `Host: ${host()}`,
        "Origin: https://evil.example",
        "Connection: close",
      ]);
      expect(answer.status).toBe(204);
      expect(answer.headers.allow).toBe("GET, HEAD, POST, OPTIONS");
      expect(answer.headers["access-control-allow-origin"]).toBeUndefined();
    }
  });

  it("refuses a malformed Host and HTTP/1.0 without Host with 400", async () => {
    for (const answer of [
      await get("/blog", ["Host: a b"]),
      await get("/", ["Host: a b"]),
      await send(["GET /blog HTTP/1.0"]),
      await send(["GET / HTTP/1.0"]),
    ]) {
      expect(answer.status).toBe(400);
      expect(answer.body).toContain("a valid Host header is required");
      expectNothingInternal(answer);
    }
  });

  it("refuses a host that is not ours with 421, but lets the probes answer any Host", async () => {
    const foreign = await get("/blog", ["Host: evil.example"]);
    expect(foreign.status).toBe(421);
    expect(foreign.body).toContain("this server does not serve that host");
    expect((await get("/", ["Host: www.evil.example:8080"])).status).toBe(421);
    expect((await get("/healthz", ["Host: 10.0.0.7"])).status).toBe(200);
    expect((await get("/readyz", ["Host: 10.0.0.7"])).status).toBe(200);
    // Outside production, loopback names on any port are ours (local runs).
    expect((await get("/about", ["Host: localhost:1234"])).status).toBe(200);
  });

  it("answers /blog/%00, /projects/%00 and other non-slugs with the 404 page, without touching the database", async () => {
    for (const target of [
      "/blog/%00",
      "/projects/%00",
      "/blog/a%00b",
      "/projects/UPPER",
      "/blog/..%2f..%2fetc",
      "/projects/a--b",
    ]) {
      const answer = await get(target);
      expect(answer.status, target).toBe(404);
      expect(answer.body).toMatch(/Not Found<\/h1>/);
      expectNothingInternal(answer);
    }
    // The database connection survived (a NUL byte used to drop it).
    expect((await get("/readyz")).status).toBe(200);
    expect((await get("/blog/national-e-visa-platform")).status).toBe(404);
    expect((await get("/projects/national-e-visa-platform")).status).toBe(200);
    expect(server.output()).not.toMatch(/"level":50/);
  });

  it("answers bad percent-encoding, absolute-form targets and odd query strings with 4xx or a page, never 5xx", async () => {
    expect((await get("/%E0%A4%A")).status).toBe(400);
    expect((await get("/blog/%E0%A4%A")).status).toBe(400);
    expect((await get("http://evil.example/")).status).toBe(400);
    expect(
      (
        await get(
          "/projects?sector=%ZZ&sector=a&capability[x]=1&capability=%00",
        )
      ).status,
    ).toBe(200);
    expect((await get("/blog?page=-1&x=%ff%fe")).status).toBe(200);
    expect((await get(`/${"a".repeat(20_000)}`)).status).toBe(431);
    expect((await get("//")).status).toBeLessThan(500);
    expect((await get("//evil.example/x")).status).toBeLessThan(500);
  });

  it("never answers 5xx, a stack trace or a server path, whatever the method, target and headers (property)", async () => {
    const method = fc.constantFrom(
      "GET",
      "HEAD",
      "POST",
      "PUT",
      "DELETE",
      "TRACE",
      "OPTIONS",
      "PATCH",
      "PROPFIND",
      "FOO",
      "get",
    );
    const path = fc.oneof(
      fc.constantFrom(
        "/",
        "/blog",
        "/blog/",
        "/projects",
        "/contact",
        "/careers",
        "/get-started",
        "/blueprint",
        "/api/forms/contact",
        "/api/forms/job-application",
        "/api/forms/nope",
        "/healthz",
        "/readyz",
        "/sitemap.xml",
        "/blog/rss.xml",
        "*",
        "//",
        "/..",
        "/%2e%2e/",
        "/blog/%00",
        "/projects/%00",
        "/%E0%A4%A",
        "/%",
        "/blog/%ff",
        "/assets/../server.ts",
        "http://evil.example/",
        "/projects?sector=%00",
        "/blog?x=%ZZ",
        "/capabilities/%00",
        "/solutions/x%2Fy",
      ),
      fc
        .tuple(
          fc.constantFrom(
            "/blog/",
            "/projects/",
            "/capabilities/",
            "/solutions/",
            "/",
          ),
          fc.string({ maxLength: 30 }),
        )
        .map(
          ([prefix, tail]) =>
            prefix + encodeURIComponent(tail).replace(/%25/g, "%"),
        ),
    );
    const hostHeader = fc.constantFrom(
      host(),
      "localhost",
      "evil.example",
      "a b",
      "[::1]",
      "127.0.0.1:1",
      "",
      "\u00e9.example",
      null,
    );
    const extra = fc.subarray([
      "Origin: https://evil.example",
      `Origin: http://${host()}`,
      "Origin: null",
      "Sec-Fetch-Site: cross-site",
      "Sec-Fetch-Site: same-origin",
      "X-Forwarded-For: 1.2.3.4, ::1, garbage",
      "X-Forwarded-Host: evil.example",
      "X-Forwarded-Proto: gopher",
      "Content-Type: multipart/form-data; boundary=x",
      "Content-Type: application/x-www-form-urlencoded",
      "Content-Type: application/json",
      "Accept: application/json",
      "Accept-Encoding: br, gzip",
      "Cookie: a=%00; b",
      "Range: bytes=0-1,5-",
      "If-None-Match: *",
      "Transfer-Encoding: chunked",
    ]);
    const body = fc.constantFrom(
      "",
      "a=1&b=%00",
      '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--\r\n',
      '{"a":',
      "\u0000\u0001",
    );
    const version = fc.constantFrom("HTTP/1.1", "HTTP/1.0");

    await fc.assert(
      fc.asyncProperty(
        method,
        path,
        hostHeader,
        extra,
        body,
        version,
        async (m, target, hostValue, headers, content, httpVersion) => {
          const chunked = headers.includes("Transfer-Encoding: chunked");
          const bodyBytes = Buffer.from(content, "latin1");
          const lines = [
            `${m} ${target} ${httpVersion}`,
            ...(hostValue === null ? [] : [`Host: ${hostValue}`]),
            ...headers,
            ...(chunked ? [] : [`Content-Length: ${bodyBytes.length}`]),
            "Connection: close",
          ];
          const payload =
            chunked && bodyBytes.length > 0
              ? `${bodyBytes.length.toString(16)}\r\n${content}\r\n0\r\n\r\n`
              : chunked
                ? "0\r\n\r\n"
                : content;
          const answer = await rawRequest(
            server.port,
            Buffer.from(`${lines.join("\r\n")}\r\n\r\n${payload}`, "latin1"),
          );
          expect(
            answer.status,
            `${m} ${target} Host=${String(hostValue)} ${headers.join("; ")} → ${answer.raw.slice(0, 200)}`,
          ).toBeGreaterThanOrEqual(200);
          expect(
            answer.status,
            `${m} ${target} Host=${String(hostValue)} ${headers.join("; ")}`,
          ).toBeLessThan(500);
          expectNothingInternal(answer);
        },
      ),
      { numRuns: 300, seed: Number(process.env.EDGE_FC_SEED ?? 8) },
    );
    expect(server.output()).not.toMatch(/"level":50/);
  });
});

describeEdge(`cross-site posts on ${testDbKind()}`, () => {
  const post = (path: string, headers: string[]) =>
    send(
      [
        `POST ${path} HTTP/1.1`,
        `Host: ${host()}`,
        "Content-Type: application/x-www-form-urlencoded",
        "Content-Length: 3",
        ...headers,
        "Connection: close",
      ],
      "a=1",
    );

  it("refuses a post with no Origin and Sec-Fetch-Site: cross-site, or with neither header, with 403", async () => {
    for (const headers of [
      ["Sec-Fetch-Site: cross-site"],
      [],
      ["Origin: null"],
      ["Origin: https://evil.example", "Sec-Fetch-Site: cross-site"],
    ]) {
      const page = await post("/contact", headers);
      expect(page.status, headers.join()).toBe(403);
      expect(page.headers["content-type"]).toMatch(/^text\/plain/);
      expect(page.body).toContain(
        `Cross-site request refused: forms on this site can only be sent from http://${host()}.`,
      );
      const api = await post("/api/forms/contact", headers);
      expect(api.status).toBe(403);
      const refused = `Cross-site request refused: forms on this site can only be sent from http://${host()}.`;
      expect(JSON.parse(api.body)).toEqual({
        ok: false,
        error: refused,
        fieldErrors: {},
        formErrors: [refused],
      });
    }
  });

  it("never derives our own origin from the Host header", async () => {
    // Host and Origin agree, but neither is PUBLIC_URL (http://127.0.0.1:port).
    const answer = await send(
      [
        "POST /api/forms/contact HTTP/1.1",
        `Host: localhost:${server.port}`,
        `Origin: http://localhost:${server.port}`,
        "Content-Type: application/x-www-form-urlencoded",
        "Content-Length: 3",
        "Connection: close",
      ],
      "a=1",
    );
    expect(answer.status).toBe(403);
  });

  it("lets our own pages post: Origin equal to PUBLIC_URL's, or Sec-Fetch-Site same-origin or none", async () => {
    for (const headers of [
      [`Origin: http://${host()}`],
      ["Sec-Fetch-Site: same-origin"],
      ["Sec-Fetch-Site: none"],
    ]) {
      const api = await post("/api/forms/contact", headers);
      // Through the edge: the form itself answers (400: the fields are missing).
      expect(api.status, headers.join()).toBe(400);
      expect(JSON.parse(api.body)).toMatchObject({ ok: false });
    }
  });
});

describeEdge(`client address behind a proxy on ${testDbKind()}`, () => {
  const proxies = serverEnvironments();
  afterAll(() => proxies.removeAll());

  /**
   * The client address a request was logged under: in the request log (an unknown path with a
   * query string goes through the app), and in the `page not found` line of a 404 the front door
   * answers from its template (docs/decisions/044) — the same address both ways.
   */
  async function loggedIp(
    own: ServerProcess,
    forwardedFor: string,
  ): Promise<string> {
    const marker = `/no-such-page-${Math.random().toString(36).slice(2)}`;
    const send = (target: string) =>
      rawRequest(
        own.port,
        `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1:${own.port}\r\nX-Forwarded-For: ${forwardedFor}\r\nConnection: close\r\n\r\n`,
      );
    await send(`${marker}?from=app`);
    await send(`${marker}-template`);
    await expect
      .poll(() => own.output(), { timeout: 10_000 })
      .toContain(`"url":"${marker}?from=app"`);
    await expect
      .poll(() => own.output(), { timeout: 10_000 })
      .toContain(`"path":"${marker}-template"`);
    const lines = own.output().split("\n");
    const requestLog = lines.find(
      (l) => l.includes(`"url":"${marker}?from=app"`) && l.includes('"ip"'),
    );
    const notFound = lines.find((l) =>
      l.includes(`"path":"${marker}-template"`),
    );
    const fromApp = String(JSON.parse(requestLog ?? "{}").req?.ip);
    expect(String(JSON.parse(notFound ?? "{}").ip)).toBe(fromApp);
    return fromApp;
  }

  it("with TRUST_PROXY=1 takes the address the proxy saw, not the one the client wrote", async () => {
    const own = await startServer({
      ...(await proxies.fresh("demo")),
      TRUST_PROXY: "1",
    });
    try {
      expect(await loggedIp(own, "198.51.100.66, 203.0.113.9")).toBe(
        "203.0.113.9",
      );
    } finally {
      await own.stop("SIGKILL");
    }
  });

  it("with the default (false) ignores X-Forwarded-For", async () => {
    expect(await loggedIp(server, "198.51.100.66, 203.0.113.9")).toBe(
      "127.0.0.1",
    );
  });

  it("refuses to start with TRUST_PROXY=true, saying why and what to use", async () => {
    const { exited, output } = spawnServer({
      ...(await proxies.fresh()),
      PORT: "0",
      TRUST_PROXY: "true",
    });
    expect(await exited).toBe(1);
    expect(output()).toContain(
      "Invalid environment variable TRUST_PROXY: must not be true",
    );
    expect(output()).toContain(
      "Use the number of proxies in front of the server (e.g. 1)",
    );
  });
});
