import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import pg from "pg";
import { startServer, type ServerProcess } from "../support/server-process";
import { openSocket, rawRequest, whenClosed } from "../support/raw-http";
import {
  describeEdge,
  serverEnvironments,
  testDbKind,
} from "../support/test-database";

/**
 * Slow clients and a stalled database. The server runs with short deadlines (2 s for
 * headers, 4 s per request) and every assertion is an upper bound far above them (20 s), so
 * a loaded machine cannot fail it; today's server held such connections for minutes.
 */
const environments = serverEnvironments();
let server: ServerProcess;
const UPPER_BOUND_MS = 20_000;

/** Writes one piece of `text` every `everyMs` until the socket closes. */
function trickle(
  socket: net.Socket,
  pieces: string[],
  everyMs: number,
): () => void {
  let index = 0;
  const timer = setInterval(() => {
    if (socket.destroyed || index >= pieces.length) return;
    socket.write(pieces[index++]!);
  }, everyMs);
  return () => clearInterval(timer);
}

describeEdge(`slow clients on ${testDbKind()}`, () => {
  beforeAll(async () => {
    server = await startServer({
      ...(await environments.fresh("demo")),
      HEADERS_TIMEOUT_MS: "2000",
      REQUEST_TIMEOUT_MS: "4000",
      UPLOAD_TIMEOUT_MS: "6000",
      MAX_CONNECTIONS: "10",
    });
  });
  afterAll(async () => {
    await server?.stop("SIGKILL");
    await environments.removeAll();
  });

  it("closes a connection whose headers trickle in, near the header timeout", async () => {
    const socket = await openSocket(server.port);
    const closed = whenClosed(socket);
    socket.write(`GET / HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\n`);
    const stop = trickle(
      socket,
      Array.from({ length: 200 }, (_, i) => `X-Slow-${i}: a\r\n`),
      400,
    );
    const { ms, received } = await Promise.race([
      closed,
      new Promise<{ ms: number; received: string }>((resolve) =>
        setTimeout(
          () => resolve({ ms: Infinity, received: "" }),
          UPPER_BOUND_MS,
        ),
      ),
    ]);
    stop();
    socket.destroy();
    expect(ms).toBeLessThan(UPPER_BOUND_MS);
    // Node answers 408 when it still can.
    if (received) expect(received).toMatch(/^HTTP\/1\.1 408/);
  });

  it("answers 408 with Connection: close to a body that trickles in, near the request timeout", async () => {
    const socket = await openSocket(server.port);
    const closed = whenClosed(socket);
    socket.write(
      [
        "POST /contact HTTP/1.1",
        `Host: 127.0.0.1:${server.port}`,
        `Origin: http://127.0.0.1:${server.port}`,
        "Content-Type: application/x-www-form-urlencoded",
        "Content-Length: 5000",
        "",
        "a=",
      ].join("\r\n"),
    );
    const stop = trickle(
      socket,
      Array.from({ length: 2000 }, () => "x"),
      300,
    );
    const { ms, received } = await Promise.race([
      closed,
      new Promise<{ ms: number; received: string }>((resolve) =>
        setTimeout(
          () => resolve({ ms: Infinity, received: "" }),
          UPPER_BOUND_MS,
        ),
      ),
    ]);
    stop();
    socket.destroy();
    expect(ms).toBeLessThan(UPPER_BOUND_MS);
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
    expect(received).toMatch(/\r\nConnection: close\r\n/i);
    expect(received).toContain(
      "Request timeout: the request took too long to arrive.",
    );
  });

  it("gives a résumé upload the longer upload deadline, then closes it too", async () => {
    const socket = await openSocket(server.port);
    const closed = whenClosed(socket);
    socket.write(
      [
        "POST /api/forms/job-application HTTP/1.1",
        `Host: 127.0.0.1:${server.port}`,
        `Origin: http://127.0.0.1:${server.port}`,
        "Content-Type: multipart/form-data; boundary=b",
        "Content-Length: 100000",
        "",
        "--b\r\n",
      ].join("\r\n"),
    );
    const stop = trickle(
      socket,
      Array.from({ length: 2000 }, () => "x"),
      300,
    );
    const { ms } = await Promise.race([
      closed,
      new Promise<{ ms: number; received: string }>((resolve) =>
        setTimeout(
          () => resolve({ ms: Infinity, received: "" }),
          2 * UPPER_BOUND_MS,
        ),
      ),
    ]);
    stop();
    socket.destroy();
    // Not cut at the 4 s request deadline (a loaded machine still takes longer than 4 s
    // to reach 6 s), but closed well within the bound.
    expect(ms).toBeGreaterThanOrEqual(4000);
    expect(ms).toBeLessThan(2 * UPPER_BOUND_MS);
  });

  it("caps open connections at MAX_CONNECTIONS and recovers when they close", async () => {
    const sockets = await Promise.all(
      Array.from({ length: 16 }, () => openSocket(server.port)),
    );
    const outcomes = await Promise.all(
      sockets.map(
        (socket) =>
          new Promise<"answered" | "dropped">((resolve) => {
            socket.once("data", () => resolve("answered"));
            socket.once("close", () => resolve("dropped"));
            socket.on("error", () => {});
            socket.write(
              `GET /healthz HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\n\r\n`,
            );
          }),
      ),
    );
    for (const socket of sockets) socket.destroy();
    expect(outcomes.filter((o) => o === "answered").length).toBeLessThanOrEqual(
      10,
    );
    expect(outcomes).toContain("dropped");
    await expect
      .poll(
        async () =>
          (
            await rawRequest(
              server.port,
              `GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
            )
          ).status,
        {
          timeout: 10_000,
        },
      )
      .toBe(200);
  });
});

/**
 * A TCP relay between the server and PostgreSQL that the test can freeze: while frozen it
 * accepts and holds connections but passes no bytes, as a hung database host would.
 */
async function freezableRelay(target: { host: string; port: number }) {
  let frozen = false;
  const held: net.Socket[] = [];
  const relay = net.createServer((client) => {
    held.push(client);
    client.on("error", () => {});
    if (frozen) return;
    const upstream = net.connect(target.port, target.host);
    held.push(upstream);
    upstream.on("error", () => client.destroy());
    client.on("data", (chunk) => {
      if (!frozen) upstream.write(chunk);
    });
    upstream.on("data", (chunk) => {
      if (!frozen) client.write(chunk);
    });
    client.on("close", () => upstream.destroy());
    upstream.on("close", () => client.destroy());
  });
  await new Promise<void>((resolve) => relay.listen(0, "127.0.0.1", resolve));
  const address = relay.address();
  return {
    port: typeof address === "object" && address ? address.port : 0,
    freeze: () => (frozen = true),
    thaw: () => (frozen = false),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of held) socket.destroy();
        relay.close(() => resolve());
      }),
  };
}

describe.runIf(testDbKind() === "postgres")(
  "a stalled database (PostgreSQL)",
  () => {
    const own = serverEnvironments();
    afterAll(() => own.removeAll());

    it("fails /readyz with 503 quickly and answers a page 503, instead of hanging", async () => {
      const env = await own.fresh("demo");
      const target = new URL(env.DATABASE_URL!);
      const relay = await freezableRelay({
        host: target.hostname,
        port: Number(target.port || 5432),
      });
      const relayed = new URL(target);
      relayed.port = String(relay.port);
      const stalled = await startServer({
        ...env,
        DATABASE_URL: relayed.toString(),
        HEADERS_TIMEOUT_MS: "2000",
        REQUEST_TIMEOUT_MS: "4000",
        DB_CONNECT_TIMEOUT_MS: "2000",
      });
      try {
        expect(
          (
            await rawRequest(
              stalled.port,
              `GET /readyz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
            )
          ).status,
        ).toBe(200);
        relay.freeze();
        const started = Date.now();
        const ready = await rawRequest(
          stalled.port,
          `GET /readyz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
          UPPER_BOUND_MS,
        );
        expect(ready.status).toBe(503);
        expect(JSON.parse(ready.body)).toMatchObject({
          status: "unavailable",
          reason: "database not answering",
        });
        expect(Date.now() - started).toBeLessThan(UPPER_BOUND_MS);

        const page = await rawRequest(
          stalled.port,
          `GET /projects HTTP/1.1\r\nHost: 127.0.0.1:${stalled.port}\r\nConnection: close\r\n\r\n`,
          UPPER_BOUND_MS,
        );
        expect(page.status).toBe(503);
        expect(page.body).not.toMatch(/\n\s+at |node_modules/);
      } finally {
        await stalled.stop("SIGKILL");
        await relay.close();
      }
    });

    it("cancels a statement at DB_STATEMENT_TIMEOUT_MS and answers the page 503", async () => {
      const env = await own.fresh("demo");
      const slow = await startServer({
        ...env,
        DB_STATEMENT_TIMEOUT_MS: "500",
      });
      const blocker = new pg.Client({ connectionString: env.DATABASE_URL });
      await blocker.connect();
      try {
        // /projects lists the sectors: an exclusive lock on them makes its query wait until cancelled.
        await blocker.query("begin");
        await blocker.query("lock table sectors in access exclusive mode");
        const page = await rawRequest(
          slow.port,
          `GET /projects HTTP/1.1\r\nHost: 127.0.0.1:${slow.port}\r\nConnection: close\r\n\r\n`,
          UPPER_BOUND_MS,
        );
        expect(page.status).toBe(503);
        expect(page.headers["retry-after"]).toBe("30");
        await expect
          .poll(() => slow.output())
          .toMatch(/canceling statement due to statement timeout/);
      } finally {
        await blocker.query("rollback").catch(() => {});
        await blocker.end();
        await slow.stop("SIGKILL");
      }
    });
  },
);
