import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  parseAllowedHosts,
  type DestinationPolicy,
} from "./destination-guard.server";
import { retryAfterMsOf, sendAttempt } from "./send-attempt.server";

/** A loopback receiver whose answer each test sets; it counts the requests it got. */
let answer: (req: http.IncomingMessage, res: http.ServerResponse) => void;
const received: { path: string; body: string }[] = [];
let server: http.Server;
let port = 0;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      received.push({
        path: req.url ?? "",
        body: Buffer.concat(chunks).toString(),
      });
      answer(req, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

function policy(table: Record<string, string> = {}): DestinationPolicy {
  return {
    allowedHosts: parseAllowedHosts(`receiver.test:${port}`),
    resolve: async (host) => {
      const address =
        table[host] ?? (host === "receiver.test" ? "127.0.0.1" : undefined);
      if (!address)
        throw Object.assign(new Error("ENOTFOUND"), { code: "ENOTFOUND" });
      return [{ address, family: 4 }];
    },
  };
}

function send(
  url: string,
  extra: Partial<Parameters<typeof sendAttempt>[0]> = {},
) {
  return sendAttempt({
    url,
    body: '{"type":"lead.created"}',
    headers: { "webhook-id": "msg_1" },
    policy: policy(),
    ...extra,
  });
}

describe("one attempt", () => {
  it("posts the exact body and keeps the first 2 KB of the answer as text", async () => {
    answer = (_req, res) => res.writeHead(200).end("é".repeat(3000));
    const before = received.length;
    const result = await send(`http://receiver.test:${port}/hook`);
    expect(result.statusCode).toBe(200);
    expect(result.errorClass).toBeNull();
    expect(received.slice(before)).toEqual([
      { path: "/hook", body: '{"type":"lead.created"}' },
    ]);
    expect(Buffer.byteLength(result.responseExcerpt!)).toBeLessThanOrEqual(
      2048,
    );
    expect(result.responseExcerpt).toMatch(/^é+$/);
  });

  it("never follows a redirect: a 302 to loopback is a failure and makes no second request", async () => {
    answer = (_req, res) =>
      res.writeHead(302, { location: `http://127.0.0.1:${port}/inside` }).end();
    const before = received.length;
    const result = await send(`http://receiver.test:${port}/hook`);
    expect(result.statusCode).toBe(302);
    expect(result.errorClass).toBe("redirect");
    expect(result.errorDetail).toContain("not followed");
    expect(received.slice(before).map((r) => r.path)).toEqual(["/hook"]);
  });

  it("reads Retry-After from an error answer", async () => {
    answer = (_req, res) =>
      res.writeHead(429, { "retry-after": "120" }).end("slow down");
    const result = await send(`http://receiver.test:${port}/hook`);
    expect(result).toMatchObject({
      statusCode: 429,
      errorClass: "http_status",
      retryAfterMs: 120_000,
      responseExcerpt: "slow down",
    });
  });

  it("gives up at its deadline", async () => {
    answer = () => undefined; // never answers
    const result = await send(`http://receiver.test:${port}/hook`, {
      timeoutMs: 300,
    });
    expect(result.errorClass).toBe("timeout");
    expect(result.statusCode).toBeNull();
  });

  it("makes no request to a name that resolves to loopback, checked in the socket's own lookup", async () => {
    answer = (_req, res) => res.writeHead(200).end();
    const before = received.length;
    const result = await sendAttempt({
      url: "https://sneaky.example.com/hook",
      body: "{}",
      headers: {},
      policy: policy({ "sneaky.example.com": "127.0.0.1" }),
    });
    expect(result.errorClass).toBe("refused_address");
    expect(result.errorDetail).toContain("127.0.0.1");
    expect(received.length).toBe(before);
  });

  it("makes no request when the name does not resolve", async () => {
    const result = await send("https://unknown.example.com/hook");
    expect(result.errorClass).toBe("dns");
  });

  it("refuses a URL the guard refuses without connecting", async () => {
    const before = received.length;
    const result = await send(`http://127.0.0.1:${port}/hook`);
    expect(result.errorClass).toBe("refused_address");
    expect(received.length).toBe(before);
  });
});

describe("Retry-After", () => {
  const now = new Date("2026-11-27T12:00:00Z");
  it("reads seconds and HTTP dates, caps at a day, ignores nonsense", () => {
    expect(retryAfterMsOf("30", now)).toBe(30_000);
    expect(retryAfterMsOf("Fri, 27 Nov 2026 12:02:00 GMT", now)).toBe(120_000);
    expect(retryAfterMsOf("999999", now)).toBe(86_400_000);
    expect(retryAfterMsOf("soon", now)).toBeNull();
    expect(retryAfterMsOf(undefined, now)).toBeNull();
  });
});
