import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  connect,
  multipartBody,
  requestHead,
  type RawResponse,
} from "../support/raw-http";
import { startServer, type ServerProcess } from "../support/server-process";
import { serverEnvironments, testDbKind } from "../support/test-database";

/**
 * The account pages at the edge: every post to /auth, /auth/*, /admin/auth, /account and
 * /sign-out is counted per client IP (AUTH_RATE_LIMIT) before its body is read, carries
 * text only, and a refused one gets a complete 429 with Retry-After. Tried on the wire.
 */
const LIMIT = 3;
const RATE_LIMITED =
  /^Too many attempts from your network\. Please wait \d+ minutes? and try again\.\n$/;

const environments = serverEnvironments();
let server: ServerProcess;

// Each test posts from its own loopback address: one test's budget never reaches another.
let addressCounter = 40;
const freshAddress = () => `127.0.0.${++addressCounter}`;

beforeAll(async () => {
  server = await startServer({
    ...(await environments.fresh("demo")),
    LOG_LEVEL: "warn",
    AUTH_RATE_LIMIT: String(LIMIT),
  });
});
afterAll(async () => {
  await server?.stop("SIGKILL");
  await environments.removeAll();
});

const host = () => new URL(server.url).host;
const form = "email=someone%40ministry.gov&password=not-the-password";

async function send(
  address: string,
  method: string,
  path: string,
  body = "",
): Promise<RawResponse> {
  const connection = await connect(server.port, address);
  const headers: Record<string, string | number> = {
    Host: host(),
    Origin: server.url,
    Connection: "close",
  };
  if (method !== "GET")
    Object.assign(headers, {
      "Content-Type": "application/x-www-form-urlencoded",
      "Content-Length": Buffer.byteLength(body),
    });
  await connection.write(requestHead(method, path, headers) + body);
  const response = await connection.readResponse();
  connection.socket.destroy();
  return response;
}

describe(`account pages at the edge (${testDbKind()})`, () => {
  it("refuses the post after the limit with a complete 429 before reading its body", async () => {
    const address = freshAddress();
    for (let i = 0; i < LIMIT; i++)
      expect((await send(address, "POST", "/auth", form)).status).not.toBe(429);

    const connection = await connect(server.port, address);
    await connection.write(
      requestHead("POST", "/auth", {
        Host: host(),
        Origin: server.url,
        "Content-Type": "application/x-www-form-urlencoded",
        "Content-Length": 50_000,
        Expect: "100-continue",
      }),
    );
    // The first answer is the final one: no "100 Continue" asks for the body.
    const response = await connection.readResponse();
    expect(response.status).toBe(429);
    expect(Number(response.headers["retry-after"])).toBeGreaterThan(500);
    expect(response.headers["content-type"]).toMatch(/^text\/plain/);
    expect(response.headers["content-length"]).toBe(
      String(response.body.length),
    );
    expect(response.text).toMatch(RATE_LIMITED);
    expect(response.headers.connection).toBe("close");
    connection.socket.destroy();
  });

  it("shares one budget across every account page and their data URLs, whatever the spelling", async () => {
    const address = freshAddress();
    const paths = ["/admin/auth", "/auth/forgot-password.data", "/Account/"];
    for (const path of paths)
      expect((await send(address, "POST", path, form)).status, path).not.toBe(
        429,
      );
    for (const path of [
      "/sign-out",
      "/auth/two-factor",
      "/auth.data",
      "/auth/_.data",
    ]) {
      const refused = await send(address, "POST", path, form);
      expect(refused.status, path).toBe(429);
      expect(refused.text).toMatch(RATE_LIMITED);
    }
    // The lead forms keep their own budget.
    expect(
      (await send(address, "POST", "/api/forms/contact", "firstName=R")).status,
    ).toBe(400);
  });

  it("does not count pages read with GET", async () => {
    const address = freshAddress();
    for (let i = 0; i < LIMIT + 3; i++)
      expect((await send(address, "GET", "/auth")).status).not.toBe(429);
    expect((await send(address, "POST", "/auth", form)).status).not.toBe(429);
  });

  it("refuses a file sent to /auth", async () => {
    const connection = await connect(server.port, freshAddress());
    const { body, contentType } = multipartBody(
      { email: "someone@ministry.gov" },
      { name: "avatar", filename: "a.png", bytes: Buffer.from("\x89PNG\r\n") },
    );
    await connection.write(
      requestHead("POST", "/auth", {
        Host: host(),
        Origin: server.url,
        "Content-Type": contentType,
        "Content-Length": body.length,
      }) + body.toString("latin1"),
    );
    const response = await connection.readResponse();
    expect(response.status).toBe(413);
    expect(response.text).toBe("This form does not take attachments.\n");
    connection.socket.destroy();
  });

  it("refuses a body over the text limit on an account page unread", async () => {
    const response = await send(
      freshAddress(),
      "POST",
      "/auth/reset-password",
      `password=${"x".repeat(70 * 1024)}`,
    );
    expect(response.status).toBe(413);
  });
});
