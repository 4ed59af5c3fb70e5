import type { IncomingMessage, ServerResponse } from "node:http";
import type { Socket } from "node:net";
import { bodyWithheld } from "./expect-continue.server";

/**
 * What becomes of a request body the server refused before reading all of it. Left on the
 * socket, it either hangs a keep-alive connection (the next request is stuck behind it) or,
 * when the socket is closed with unread bytes, makes the kernel send a reset that can
 * destroy the answer before the client has read it. So, like nginx:
 *
 * - a small remainder (Content-Length known, at most DRAIN_MAX_BYTES left) is read and
 *   thrown away after the answer, and the connection serves the next request;
 * - anything else (larger, or chunked: unknown) is answered with `Connection: close`; after
 *   the answer the server half-closes (FIN) and keeps reading and discarding until the
 *   client closes its side, goes quiet for LINGER_IDLE_MS, or LINGER_MAX_MS pass
 *   ("lingering close") — never a reset while the answer may still be unread.
 *
 * Nothing discarded is kept: reading only moves bytes from the kernel to the bin.
 */
export const DRAIN_MAX_BYTES = 1024 * 1024;
export const DRAIN_MAX_MS = 5_000;
export const LINGER_IDLE_MS = 5_000;
export const LINGER_MAX_MS = 30_000;

const lingering = new WeakSet<Socket>();

/**
 * Call before answering a request whose body was not read to its end (`bytesRead` of it
 * were). Sets `Connection: close` when the rest is too large to drain.
 */
export function endUnreadBody(
  req: IncomingMessage,
  res: ServerResponse,
  bytesRead = 0,
): void {
  if (req.complete) return;
  const declared = Number(req.headers["content-length"]);
  // A client waiting for "100 Continue" never got it: tell it to close rather than send.
  const remaining =
    req.headers["transfer-encoding"] === undefined &&
    Number.isFinite(declared) &&
    !bodyWithheld(req)
      ? declared - bytesRead
      : Infinity;
  const socket = req.socket;
  if (remaining > DRAIN_MAX_BYTES) {
    if (!res.headersSent) res.setHeader("Connection", "close");
    // Node ends a `Connection: close` response with socket.destroySoon(), which closes the
    // socket as soon as the answer is written — with the unread body still arriving, that
    // close is a reset. Linger instead.
    socket.destroySoon = () => lingeringClose(socket);
  }
  // After the answer: whatever else wants the body (React Router's request stream) is cut off.
  res.once("finish", () =>
    discardRest(req, socket, remaining > DRAIN_MAX_BYTES),
  );
}

function discardRest(
  req: IncomingMessage,
  socket: Socket,
  closing: boolean,
): void {
  if (req.complete) return;
  req.removeAllListeners("data");
  let discarded = 0;
  const giveUp = () => {
    clearTimeout(timer);
    lingeringClose(socket);
  };
  // A keep-alive drain that takes too long or brings too much becomes a lingering close.
  const timer = setTimeout(giveUp, DRAIN_MAX_MS);
  timer.unref();
  req.on("data", (chunk: Buffer) => {
    discarded += chunk.byteLength;
    if (!closing && discarded > DRAIN_MAX_BYTES) giveUp();
  });
  req.once("end", () => clearTimeout(timer));
  req.once("error", () => clearTimeout(timer));
  if (closing) clearTimeout(timer); // the lingering close has its own clock
  req.resume();
}

/** Half-closes the connection, then reads and discards until the client is done (or time is up). */
export function lingeringClose(socket: Socket): void {
  if (lingering.has(socket) || socket.destroyed) return;
  lingering.add(socket);
  if (!socket.writableEnded) socket.end(); // FIN once the answer has been written
  const hardStop = setTimeout(() => socket.destroy(), LINGER_MAX_MS);
  hardStop.unref();
  socket.setTimeout(LINGER_IDLE_MS, () => socket.destroy());
  socket.once("close", () => clearTimeout(hardStop));
}
