import { afterAll, beforeAll, expect, it } from "vitest";
import { connect, requestHead } from "../support/raw-http";
import { startServer, type ServerProcess } from "../support/server-process";
import { describeEdge, serverEnvironments } from "../support/test-database";

/**
 * Every spelling of a URL that reaches a counted action spends that action's budget
 * (docs/security.md, "Rate limits"): React Router runs a page's action for its single-fetch URLs
 * (`/contact.data`, `/contact/_.data`) and a resource route's for `/api/forms/contact.data`, and
 * matches paths case-insensitively, with or without a trailing slash. Tried on the wire with a
 * budget of one post per client: after one spelling spends it, every other one is answered 429.
 */
const environments = serverEnvironments();
let server: ServerProcess;

// Each check connects from its own loopback address: a client is its IPv4 address.
let addressCounter = 0;
const freshAddress = () => {
  addressCounter += 1;
  return `127.9.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
};

beforeAll(async () => {
  server = await startServer({
    ...(await environments.fresh("demo")),
    LOG_LEVEL: "error",
    FORM_MIN_FILL_MS: "0",
    FORM_RATE_LIMIT: "1",
    AUTH_RATE_LIMIT: "1",
  });
});
afterAll(async () => {
  await server?.stop("SIGKILL");
  await environments.removeAll();
});

async function post(address: string, path: string): Promise<number> {
  const body = "firstName=R&email=not-an-address";
  const connection = await connect(server.port, address);
  await connection.write(
    requestHead("POST", path, {
      Host: new URL(server.url).host,
      Origin: server.url,
      "Content-Type": "application/x-www-form-urlencoded",
      "Content-Length": Buffer.byteLength(body),
    }) + body,
  );
  const response = await connection.readResponse();
  connection.socket.destroy();
  return response.status;
}

/** A page's spellings that reach its action: its data URLs, other cases, a trailing slash, French. */
const pageSpellings = (page: string) => [
  `${page}.data`,
  `${page}/_.data`,
  `${page.toUpperCase()}.data`,
  `${page}/`,
  `/fr${page}.data`,
  `/fr${page}/_.data`,
  `/FR${page.toUpperCase()}`,
];

const counted: { path: string; spellings: string[] }[] = [
  ...["/contact", "/blueprint", "/get-started", "/careers"].map((page) => ({
    path: page,
    spellings: pageSpellings(page),
  })),
  {
    path: "/api/forms/contact",
    spellings: ["/api/forms/contact.data", "/API/Forms/Contact.data"],
  },
  {
    path: "/api/forms/job-application",
    spellings: ["/api/forms/job-application.data", "/careers.data"],
  },
  { path: "/newsletter", spellings: pageSpellings("/newsletter") },
  {
    path: "/api/newsletter",
    spellings: ["/api/newsletter.data", "/newsletter.data"],
  },
  {
    path: "/newsletter/confirm",
    spellings: pageSpellings("/newsletter/confirm"),
  },
  { path: "/auth", spellings: ["/auth.data", "/auth/_.data", "/Auth/"] },
];

describeEdge("rate limits on every spelling of a counted path", () => {
  for (const { path, spellings } of counted) {
    it(`${path}: ${spellings.join(", ")}`, async () => {
      const results: string[] = [];
      for (const spelling of spellings) {
        // The path spends the budget, then the spelling is refused…
        const first = freshAddress();
        const spent = await post(first, path);
        const after = await post(first, spelling);
        // …and the spelling spends it, then the path is refused.
        const second = freshAddress();
        const spelled = await post(second, spelling);
        const back = await post(second, path);
        expect(spent, `${path} first`).not.toBe(429);
        expect(spelled, `${spelling} first`).not.toBe(429);
        results.push(`${spelling}: ${after} / ${back}`);
      }
      expect(results).toEqual(
        spellings.map((spelling) => `${spelling}: 429 / 429`),
      );
    });
  }
});

describeEdge("the French prefix in another case", () => {
  const get = (path: string, method = "GET") =>
    fetch(`${server.url}${path}`, { method, redirect: "manual" });

  it("moves a GET or HEAD of /FR/… to /fr/… (301), query kept; the rest of the path untouched", async () => {
    for (const [path, location] of [
      ["/FR/contact", "/fr/contact"],
      ["/Fr", "/fr"],
      ["/fR/contact/?ref=mail", "/fr/contact/?ref=mail"],
      ["/FR/Blog", "/fr/Blog"],
    ] as const) {
      const answer = await get(path);
      expect(answer.status, path).toBe(301);
      expect(answer.headers.get("location"), path).toBe(location);
      expect((await get(path, "HEAD")).status, `HEAD ${path}`).toBe(301);
    }
    for (const path of ["/fr/contact", "/frobnicate", "/contact"])
      expect((await get(path)).status, path).not.toBe(301);
  });

  it("answers a POST to /FR/contact in French, as /fr/contact", async () => {
    const status = await post(freshAddress(), "/FR/contact");
    expect(status).toBe(400);
    const connection = await connect(server.port, freshAddress());
    const body = "firstName=R";
    await connection.write(
      requestHead("POST", "/FR/contact", {
        Host: new URL(server.url).host,
        Origin: server.url,
        "Content-Type": "application/x-www-form-urlencoded",
        "Content-Length": Buffer.byteLength(body),
      }) + body,
    );
    const page = await connection.readResponse();
    connection.socket.destroy();
    expect(page.status).toBe(400);
    expect(page.text).toContain('<html lang="fr-CA"');
  });
});
