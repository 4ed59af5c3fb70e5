import http from "node:http";
import zlib from "node:zlib";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { TokenFormKind } from "~/domain/forms/consent";
import { checkFormToken } from "~/server/security/form-token.server";
import { startServer, type ServerProcess } from "../support/server-process";
import {
  describeEdge,
  serverEnvironments,
  testDbKind,
} from "../support/test-database";

/**
 * The front door (app/server/http/front-door.server.ts) and the page templates
 * (app/server/page-templates/) through the real server process: a page filled from its
 * template is the page a full render gives — same HTML but for the nonce and tokens, same
 * headers — each visitor gets their own nonce and valid tokens, the 404 is still logged, and
 * every request that could change the page (cookie, query, another site's referrer, another
 * host, a body) is passed to the app as before. docs/decisions/044-page-templates-and-front-door.md.
 */
const SECRET = "front-door-test-secret-0123456789abcdef012345";
const environments = serverEnvironments();
let server: ServerProcess;

beforeAll(async () => {
  server = await startServer({
    ...(await environments.fresh("demo")),
    BETTER_AUTH_SECRET: SECRET,
    LOG_LEVEL: "warn",
  });
}, 200_000);
afterAll(async () => {
  await server?.stop("SIGKILL");
  await environments.removeAll();
});

type Answer = {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  html: string;
};

/** One request over a raw socket: the body exactly as sent (gunzipped here, by zlib, when gzip). */
function get(
  path: string,
  headers: Record<string, string> = {},
  method = "GET",
  body?: string,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${server.url}${path}`,
      // A fresh connection each time: one request's odd body must not affect the next.
      {
        method,
        agent: false,
        headers: { "accept-encoding": "gzip", ...headers },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const body = Buffer.concat(chunks);
          const html = (
            response.headers["content-encoding"] === "gzip"
              ? zlib.gunzipSync(body)
              : body
          ).toString("utf8");
          resolve({
            status: response.statusCode!,
            headers: response.headers,
            body,
            html,
          });
        });
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

const NONCE_ATTRIBUTE = / nonce="([^"]+)"/g;
const TOKEN_INPUT = /name="_formToken" value="([^"]+)"/g;

/** The page with its per-request values replaced by placeholders, to compare two answers. */
function normalise(html: string): string {
  return html
    .replace(NONCE_ATTRIBUTE, ' nonce="NONCE"')
    .replace(/v1\.\d{13}\.[\w-]+\.[\w-]+/g, "TOKEN");
}

/** Headers that describe one response rather than the page. */
const PER_RESPONSE = new Set([
  "date",
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "connection",
  "keep-alive",
  "vary",
  "content-security-policy",
]);
function pageHeaders(headers: http.IncomingHttpHeaders) {
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => !PER_RESPONSE.has(name)),
  );
}

const TEMPLATED: [string, number, TokenFormKind[]][] = [
  ["/contact", 200, ["contact"]],
  ["/blueprint", 200, ["blueprint"]],
  ["/get-started", 200, ["get_started"]],
  ["/careers", 200, ["job_application", "job_application"]],
  ["/newsletter", 200, ["newsletter"]],
  ["/fr/newsletter", 200, ["newsletter"]],
  ["/auth", 200, []],
  ["/admin/auth", 200, []],
  ["/allied", 200, []],
  ["/privacy", 200, []],
  ["/terms", 200, []],
  ["/cookies", 200, []],
  ["/no-such-page/at/all", 404, []],
];

describeEdge(`front door and page templates (${testDbKind()})`, () => {
  it.each(TEMPLATED)(
    "%s from its template is the page a full render gives, with this visitor's own nonce and tokens",
    async (path, status, forms) => {
      const first = await get(path);
      const second = await get(path);
      // A cookie the page does not read makes the app render the page in full, as before. A
      // template is the complete document, as crawlers get it, not a shell streamed in parts.
      const rendered = await get(path, {
        cookie: "unrelated=1",
        "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1)",
      });
      for (const answer of [first, second, rendered])
        expect(answer.status).toBe(status);
      expect(first.headers["content-encoding"]).toBe("gzip");
      expect(normalise(first.html)).toBe(normalise(rendered.html));
      expect(pageHeaders(first.headers)).toEqual(pageHeaders(rendered.headers));

      // The CSP's nonce is the page's nonce, and a new one for every answer.
      const nonces = [first, second].map((answer) => {
        const inPage = new Set(
          [...answer.html.matchAll(NONCE_ATTRIBUTE)].map((m) => m[1]),
        );
        expect(inPage.size).toBeLessThanOrEqual(1);
        const nonce = /'nonce-([^']+)'/.exec(
          String(answer.headers["content-security-policy"]),
        )?.[1];
        if (inPage.size === 1) expect([...inPage][0]).toBe(nonce);
        return nonce;
      });
      expect(nonces[0]).toBeTruthy();
      expect(nonces[0]).not.toBe(nonces[1]);

      // Every form's token is signed for its form and never repeats.
      const tokens = [first, second].flatMap((answer) =>
        [...answer.html.matchAll(TOKEN_INPUT)].map((m) => m[1]!),
      );
      expect(tokens).toHaveLength(forms.length * 2);
      expect(new Set(tokens).size).toBe(tokens.length);
      tokens.forEach((token, index) =>
        expect(
          checkFormToken(SECRET, forms[index % forms.length]!, token).valid,
        ).toBe(true),
      );
    },
  );

  it("answers HEAD with the headers of GET and no body", async () => {
    const head = await get(
      "/contact",
      { "accept-encoding": "identity" },
      "HEAD",
    );
    const full = await get("/contact", { "accept-encoding": "identity" });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers["content-length"]).toBe(full.headers["content-length"]);
    expect(full.headers["content-encoding"]).toBeUndefined();
    expect(Number(full.headers["content-length"])).toBe(full.body.length);
  });

  it("logs every 404 it answers, with the path and the referrer", async () => {
    // The 404 template, and the blog's not-found page rendered (miss), then from memory (hit).
    for (const path of [
      `/lost-${Date.now()}`,
      `/blog/lost-${Date.now()}`,
      `/blog/lost-again-${Date.now()}`,
    ]) {
      const referrer = `${server.url}/about?from=${path}`;
      expect((await get(path, { referer: referrer })).status).toBe(404);
      await expect
        .poll(() => server.output(), { timeout: 10_000 })
        .toContain(`"path":"${path}","referrer":"${referrer}"`);
    }
  });

  it("renders the page in full when the query, or another site's referrer, is part of it", async () => {
    const campaign = await get("/contact?utm_source=newsletter");
    expect(campaign.html).toContain('name="utm_source" value="newsletter"');
    const referred = await get("/contact", {
      referer: "https://search.example/results?q=sovereign+cloud",
    });
    expect(referred.html).toContain(
      'name="_referrer" value="https://search.example/results?q=sovereign+cloud"',
    );
    const ownReferrer = await get("/contact", {
      referer: `${server.url}/about`,
    });
    expect(ownReferrer.html).toContain('name="_referrer" value=""');
  });

  // Requests with a body are checked in front-door.server.test.ts, where the app is a stand-in.
  it("leaves the app's own paths, other hosts and other methods to the app", async () => {
    expect((await get("/healthz")).status).toBe(200);
    expect((await get("/HEALTHZ/")).status).toBe(200);
    expect((await get("/contact", { host: "attacker.example" })).status).toBe(
      421,
    );
    expect((await get("/contact", {}, "OPTIONS")).status).toBe(204);
    // A data request of the router is not the 404 page.
    const data = await get("/contact.data");
    expect(data.status).toBe(200);
    expect(data.html).toContain("formToken");
  });

  it("serves a signed-in visitor's pages through the app (a session cookie is never templated)", async () => {
    const signedOut = await get("/auth", {
      cookie: "better-auth.session_token=forged",
    });
    expect(signedOut.status).toBe(200);
    expect(signedOut.html).toContain("Sign in");
  });
});
