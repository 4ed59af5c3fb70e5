import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lbRequest } from "../support/lb-client";
import {
  nginxMissingReason,
  nginxPrefix,
  renderKestrelSite,
  startNginx,
  type NginxProcess,
} from "../support/nginx";
import { freePort } from "../support/server-process";
import { requireTool, skipForMissingTool } from "../support/required-tools";
import { testDbKind } from "../support/test-database";

/**
 * The recipe's failure rules, which the real app cannot be made to hit on cue: the same nginx
 * files (deploy/nginx/, only ports and paths replaced) in front of two scripted upstreams that
 * die in the middle of a request, answer 404 once, or stream. Nothing here touches a database,
 * so it runs once, in the PGlite project (load-balancer.test.ts runs the real app on PostgreSQL).
 */
const missing = nginxMissingReason();
const skipReason =
  (skipForMissingTool(missing) ? missing : null) ??
  (testDbKind() !== "pglite"
    ? "runs once, in the PGlite project (no database involved)"
    : null);

/** How many requests for each "METHOD path" reached either upstream. */
const arrivals = new Map<string, number>();
let releaseStream: () => void = () => {};
/** Set when the streaming upstream writes its last line. */
let streamFinished = false;
const streamReleased = new Promise<void>(
  (resolve) => (releaseStream = resolve),
);

function upstream(name: string): http.Server {
  const server = http.createServer((req, res) => {
    const key = `${req.method} ${req.url}`;
    const count = (arrivals.get(key) ?? 0) + 1;
    arrivals.set(key, count);
    req.resume();
    if (req.url?.startsWith("/die/") && count === 1) {
      // Received, then the process is gone: no answer, the connection just ends.
      req.socket.destroy();
      return;
    }
    if (
      (req.url?.startsWith("/assets/") || req.url?.startsWith("/missing/")) &&
      count === 1
    ) {
      res
        .writeHead(404, { "Content-Type": "text/plain" })
        .end("not in this build\n");
      return;
    }
    if (req.url === "/api/chat/messages") {
      // What the app streams, without its X-Accel-Buffering header: the location must not buffer on its own.
      res.writeHead(200, {
        "Content-Type": "application/x-ndjson; charset=utf-8",
        "Cache-Control": "no-store, no-transform",
      });
      res.write(
        `${JSON.stringify({ type: "conversation", conversationId: name })}\n`,
      );
      // Ends when the test releases it, or at the latest after 20 s, so a failed test leaves no
      // request open behind it.
      let ended = false;
      const finish = () => {
        if (ended) return;
        ended = true;
        streamFinished = true;
        clearTimeout(latest);
        res.end(`${JSON.stringify({ type: "done" })}\n`);
      };
      const latest = setTimeout(finish, 20_000);
      void streamReleased.then(finish);
      return;
    }
    res.writeHead(200, { "Content-Type": "text/plain" }).end(`${name}\n`);
  });
  // As the app does (server.ts): longer than nginx's upstream keepalive_timeout.
  server.keepAliveTimeout = 65_000;
  return server;
}

async function listen(server: http.Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return (server.address() as AddressInfo).port;
}

describe.skipIf(skipReason !== null)(
  `nginx recipe's failover rules${skipReason ? ` (skipped: ${skipReason})` : ""}`,
  () => {
    const peers = [upstream("first"), upstream("second")];
    let nginx: NginxProcess;
    let tlsPort: number;

    beforeAll(async () => {
      requireTool(missing);
      const ports = [await listen(peers[0]!), await listen(peers[1]!)] as [
        number,
        number,
      ];
      tlsPort = await freePort();
      const prefix = nginxPrefix();
      const siteFile = renderKestrelSite({
        prefix,
        upstreams: ports,
        httpPort: await freePort(),
        tlsPort,
      });
      nginx = await startNginx(prefix, siteFile, tlsPort);
    });

    afterAll(async () => {
      releaseStream();
      await nginx?.stop();
      for (const peer of peers) peer.closeAllConnections();
      await Promise.all(
        peers.map((peer) => new Promise((resolve) => peer.close(resolve))),
      );
      if (nginx) fs.rmSync(nginx.prefix, { recursive: true, force: true });
    });

    it("retries a GET whose instance died before answering on the other instance", async () => {
      const answer = await lbRequest(tlsPort, { path: "/die/get" });
      expect(answer.status).toBe(200);
      expect(arrivals.get("GET /die/get")).toBe(2);
    });

    it("never sends a POST that reached a dying instance to another one: 502, and it arrived once", async () => {
      const answer = await lbRequest(tlsPort, {
        method: "POST",
        path: "/die/post",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: "firstName=Ines&message=store+me+once",
      });
      expect(answer.status).toBe(502);
      expect(arrivals.get("POST /die/post")).toBe(1);
    });

    it("tries an asset the first instance does not have (a rolling deploy) on the other", async () => {
      const answer = await lbRequest(tlsPort, {
        path: "/assets/entry-abc123.js",
      });
      expect(answer.status).toBe(200);
      expect(arrivals.get("GET /assets/entry-abc123.js")).toBe(2);
      // Elsewhere a 404 is an answer, not a failure: it is not tried again.
      const page = await lbRequest(tlsPort, { path: "/missing/page" });
      expect(page.status).toBe(404);
      expect(arrivals.get("GET /missing/page")).toBe(1);
    });

    it("passes the chat's NDJSON lines on as they come: the first arrives before the reply ends", async () => {
      let firstLineBeforeEnd = false;
      const answer = lbRequest(tlsPort, {
        method: "POST",
        path: "/api/chat/messages",
        headers: { "Content-Type": "application/json" },
        body: "{}",
        onData: (text) => {
          // Buffered, the first line would only come once the upstream gave up waiting (20 s) and finished.
          if (!firstLineBeforeEnd && text.includes("\n") && !streamFinished) {
            firstLineBeforeEnd = true;
            // Only now does the upstream finish the reply.
            releaseStream();
          }
        },
      });
      const result = await answer;
      expect(firstLineBeforeEnd).toBe(true);
      expect(result.status).toBe(200);
      expect(
        result.body
          .trim()
          .split("\n")
          .map((line) => (JSON.parse(line) as { type: string }).type),
      ).toEqual(["conversation", "done"]);
    });
  },
);
