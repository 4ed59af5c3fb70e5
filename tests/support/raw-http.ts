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
export function rawRequest(
  port: number,
  request: string | Buffer,
  waitMs = 15_000,
): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    let done = false;
    const finish = (closedByServer: boolean) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      resolve(
        parseAnswer(Buffer.concat(chunks).toString("latin1"), closedByServer),
      );
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
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = line
        .slice(colon + 1)
        .trim();
  }
  return {
    status,
    headers,
    body: headEnd === -1 ? "" : raw.slice(headEnd + 4),
    raw,
    closedByServer,
  };
}

/** Opens a connection and resolves once it is established. */
export function openSocket(port: number): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1", () => resolve(socket));
    socket.once("error", reject);
  });
}

/** Resolves when the server ends or resets the socket; with how long that took. */
export function whenClosed(
  socket: net.Socket,
): Promise<{ ms: number; received: string }> {
  const started = Date.now();
  let received = "";
  socket.on("data", (chunk: Buffer) => (received += chunk.toString("latin1")));
  return new Promise((resolve) => {
    const done = () => resolve({ ms: Date.now() - started, received });
    socket.once("close", done);
    socket.on("error", () => {});
  });
}

/**
 * HTTP/1.1 over a raw socket, for tests where the wire matters: what exactly came back,
 * whether the connection was reset before the answer could be read, whether a keep-alive
 * connection serves the next request.
 */
export type RawResponse = {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  text: string;
};

export type RawConnection = {
  socket: net.Socket;
  /** Resolves with the next complete response (Content-Length or chunked body). */
  readResponse(timeoutMs?: number): Promise<RawResponse>;
  /** Resolves when the socket is closed: `error` is the socket error, e.g. ECONNRESET, if any. */
  closed: Promise<{ error?: string; endedByServer: boolean }>;
  write(data: string | Buffer): Promise<void>;
};

export function connect(
  port: number,
  localAddress?: string,
): Promise<RawConnection> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({
      host: "127.0.0.1",
      port,
      ...(localAddress ? { localAddress } : {}),
    });
    let buffer = Buffer.alloc(0);
    let waiter: (() => void) | null = null;
    let socketError: string | undefined;
    let endedByServer = false;
    const closed = new Promise<{ error?: string; endedByServer: boolean }>(
      (done) => {
        socket.once("close", () => done({ error: socketError, endedByServer }));
      },
    );
    socket.on("data", (chunk: Buffer) => {
      buffer = Buffer.concat([buffer, chunk]);
      waiter?.();
    });
    socket.on("end", () => {
      endedByServer = true;
      waiter?.();
    });
    socket.on("error", (error: NodeJS.ErrnoException) => {
      socketError = error.code ?? error.message;
      waiter?.();
    });
    socket.on("close", () => waiter?.());

    const tryParse = (): RawResponse | null => {
      const headEnd = buffer.indexOf("\r\n\r\n");
      if (headEnd < 0) return null;
      const [statusLine, ...lines] = buffer
        .subarray(0, headEnd)
        .toString("latin1")
        .split("\r\n");
      const status = Number(statusLine!.split(" ")[1]);
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(":");
        headers[line.slice(0, colon).trim().toLowerCase()] = line
          .slice(colon + 1)
          .trim();
      }
      let rest = buffer.subarray(headEnd + 4);
      let body: Buffer;
      if (headers["transfer-encoding"]?.includes("chunked")) {
        const parts: Buffer[] = [];
        let offset = 0;
        for (;;) {
          const lineEnd = rest.indexOf("\r\n", offset);
          if (lineEnd < 0) return null;
          const size = Number.parseInt(
            rest.subarray(offset, lineEnd).toString("latin1"),
            16,
          );
          if (rest.length < lineEnd + 2 + size + 2) return null;
          if (size === 0) {
            offset = lineEnd + 4;
            break;
          }
          parts.push(rest.subarray(lineEnd + 2, lineEnd + 2 + size));
          offset = lineEnd + 2 + size + 2;
        }
        body = Buffer.concat(parts);
        rest = rest.subarray(offset);
      } else {
        const length = Number(headers["content-length"] ?? "0");
        if (rest.length < length) return null;
        body = rest.subarray(0, length);
        rest = rest.subarray(length);
      }
      buffer = rest;
      return { status, headers, body, text: body.toString("utf8") };
    };

    const connection: RawConnection = {
      socket,
      closed,
      readResponse(timeoutMs = 60_000) {
        return new Promise((done, fail) => {
          const timer = setTimeout(
            () =>
              fail(
                new Error(
                  `no complete response within ${timeoutMs} ms; got: ${buffer.toString("latin1").slice(0, 300)}`,
                ),
              ),
            timeoutMs,
          );
          const check = () => {
            const response = tryParse();
            if (response) {
              clearTimeout(timer);
              waiter = null;
              done(response);
            } else if (socketError || endedByServer || socket.destroyed) {
              clearTimeout(timer);
              waiter = null;
              fail(
                new Error(
                  `connection ${socketError ?? "closed"} before a complete response; got: ${buffer.toString("latin1").slice(0, 300)}`,
                ),
              );
            }
          };
          waiter = check;
          check();
        });
      },
      write(data) {
        return new Promise((done) => {
          if (socket.destroyed || !socket.writable) return done();
          // A write the server refuses to read may never drain: do not wait for it forever.
          socket.write(data, () => done());
        });
      },
    };
    socket.once("connect", () => resolve(connection));
    socket.once("error", reject);
  });
}

/** A request head (HTTP/1.1, keep-alive); pass the Host header among the headers. */
export function requestHead(
  method: string,
  path: string,
  headers: Record<string, string | number>,
): string {
  const lines = [
    `${method} ${path} HTTP/1.1`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
  ];
  return `${lines.join("\r\n")}\r\n\r\n`;
}

export function chunk(data: Buffer | string): Buffer {
  const bytes = typeof data === "string" ? Buffer.from(data) : data;
  return Buffer.concat([
    Buffer.from(`${bytes.length.toString(16)}\r\n`),
    bytes,
    Buffer.from("\r\n"),
  ]);
}

export const LAST_CHUNK = "0\r\n\r\n";

/** A multipart body with text fields and one file. */
export function multipartBody(
  fields: Record<string, string>,
  file: { name: string; filename: string; bytes: Buffer; type?: string },
) {
  const boundary = `----test${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\nContent-Type: ${file.type ?? "application/pdf"}\r\n\r\n`,
    ),
    file.bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return {
    body: Buffer.concat(parts),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}
