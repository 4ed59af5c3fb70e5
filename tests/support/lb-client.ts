import https from "node:https";

/** One answer through the TLS front of the load balancer. */
export type LbAnswer = {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
};

export type LbRequest = {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** The client's own address: any 127.x.y.z works on loopback, so the client is not nginx. */
  localAddress?: string;
  /** Called with the text received so far each time a chunk arrives (streaming checks). */
  onData?: (textSoFar: string) => void;
  timeoutMs?: number;
};

/**
 * An HTTPS request to nginx on 127.0.0.1 (self-signed certificate, a new connection each time:
 * no client-side keep-alive hides which connection carried what).
 */
export function lbRequest(port: number, request: LbRequest): Promise<LbAnswer> {
  return new Promise((resolve, reject) => {
    const req = https.request(
      {
        host: "127.0.0.1",
        port,
        method: request.method ?? "GET",
        path: request.path,
        headers: request.headers,
        localAddress: request.localAddress ?? "127.0.0.1",
        rejectUnauthorized: false,
        agent: false,
        timeout: request.timeoutMs ?? 60_000,
      },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => {
          body += chunk;
          request.onData?.(body);
        });
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body }),
        );
        res.on("error", reject);
      },
    );
    req.on("timeout", () =>
      req.destroy(new Error(`no answer to ${request.path} in time`)),
    );
    req.on("error", reject);
    req.end(request.body);
  });
}

/**
 * The lines of a server's output that record a request for `url`: the request log (pino-http),
 * and the `page not found` line of a 404 the front door answers from its template, which is not
 * in the request log (docs/decisions/044) but carries the path and the client's address.
 */
export function requestLogLines(
  output: string,
  url: string,
): { ip?: string; method?: string; statusCode?: number }[] {
  const found: { ip?: string; method?: string; statusCode?: number }[] = [];
  for (const line of output.split("\n")) {
    if (!line.includes(url)) continue;
    try {
      const entry = JSON.parse(line) as {
        req?: { url?: string; ip?: string; method?: string };
        res?: { statusCode?: number };
        msg?: string;
        path?: string;
        ip?: string;
      };
      if (entry.req?.url === url)
        found.push({
          ip: entry.req.ip,
          method: entry.req.method,
          statusCode: entry.res?.statusCode,
        });
      else if (
        entry.msg === "page not found" &&
        entry.path === url &&
        !entry.req
      )
        found.push({ ip: entry.ip, statusCode: 404 });
    } catch {
      // not a JSON log line
    }
  }
  return found;
}
