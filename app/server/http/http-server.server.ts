import http from "node:http";
import type { Duplex } from "node:stream";
import type { RequestListener } from "node:http";
import { ALLOWED_METHODS } from "./allowed-methods.server";

export type HttpServerLimits = {
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  uploadTimeoutMs: number;
  maxConnections: number;
};

/**
 * The Node HTTP server with the edge's limits: a slow client gets `headersTimeoutMs` to send
 * its headers and the upload deadline for its whole request (the per-path, shorter deadline
 * is enforced in request-deadline.server.ts), and at most `maxConnections` sockets are open.
 */
export function createHttpServer(
  listener: RequestListener,
  limits: HttpServerLimits,
): http.Server {
  const server = http.createServer(
    {
      headersTimeout: limits.headersTimeoutMs,
      // Node's one request deadline is server-wide: the longest (uploads) is the backstop.
      requestTimeout: Math.max(limits.requestTimeoutMs, limits.uploadTimeoutMs),
      // How often Node looks for requests past those deadlines (default 30 s, too coarse).
      connectionsCheckingInterval: Math.min(1000, limits.headersTimeoutMs),
    },
    listener,
  );
  server.maxConnections = limits.maxConnections;
  // No automatic "100 Continue": the body layer sends it only once it has decided to read
  // the body (expect-continue.server.ts), so a refused upload is never sent at all.
  server.on(
    "checkContinue",
    (req: http.IncomingMessage, res: http.ServerResponse) => {
      server.emit("request", req, res);
    },
  );
  // Without a listener Node destroys a CONNECT request's socket without a word.
  server.on("connect", (_req: http.IncomingMessage, socket: Duplex) => {
    refuseOnSocket(
      socket,
      405,
      "Method Not Allowed",
      "This server is not a proxy.",
    );
  });
  return server;
}

function refuseOnSocket(
  socket: Duplex,
  status: number,
  reason: string,
  message: string,
): void {
  const body = `${message}\n`;
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\n` +
      `Allow: ${ALLOWED_METHODS.join(", ")}\r\n` +
      "Content-Type: text/plain; charset=utf-8\r\n" +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      "Connection: close\r\n\r\n" +
      body,
  );
}
