import net from "node:net";

/** What came back on a raw socket: the parsed head of the first answer, if any. */
export type RawAnswer = {
  /** 0 when the server closed without answering. */
  status: number;
  headers: Record<string, string>;
  body: string;
  raw: string;
  /** The server closed the connection (or reset it) before our own timeout. */
  closedByServer: boolean;
};

/**
 * Writes `request` byte-for-byte on a new connection (node:net: nothing is normalised) and
 * reads until the server closes or `waitMs` passes. Send `Connection: close` to get a prompt end.
 */
export function rawRequest(port: number, request: string | Buffer, waitMs = 15_000): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    let done = false;
    const finish = (closedByServer: boolean) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      resolve(parseAnswer(Buffer.concat(chunks).toString("latin1"), closedByServer));
    };
    const timer = setTimeout(() => finish(false), waitMs);
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("end", () => finish(true));
    socket.on("close", () => finish(true));
    socket.on("error", () => finish(true));
    socket.write(request);
  });
}

export function parseAnswer(raw: string, closedByServer: boolean): RawAnswer {
  const headEnd = raw.indexOf("\r\n\r\n");
  const head = headEnd === -1 ? raw : raw.slice(0, headEnd);
  const [statusLine = "", ...lines] = head.split("\r\n");
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0);
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { status, headers, body: headEnd === -1 ? "" : raw.slice(headEnd + 4), raw, closedByServer };
}

/** Opens a connection and resolves once it is established. */
export function openSocket(port: number): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1", () => resolve(socket));
    socket.once("error", reject);
  });
}

/** Resolves when the server ends or resets the socket; with how long that took. */
export function whenClosed(socket: net.Socket): Promise<{ ms: number; received: string }> {
  const started = Date.now();
  let received = "";
  socket.on("data", (chunk: Buffer) => (received += chunk.toString("latin1")));
  return new Promise((resolve) => {
    const done = () => resolve({ ms: Date.now() - started, received });
    socket.once("close", done);
    socket.on("error", () => {});
  });
}
