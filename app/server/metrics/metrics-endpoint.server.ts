import http from "node:http";
import type { RequestHandler } from "express";
import type { Logger } from "../logger.server";
import { bearerTokenMatches } from "./metrics-auth.server";
import { appMetrics } from "./metrics-registry.server";

/**
 * GET /metrics in Prometheus's text format (docs/decisions/026), on the public listener to a
 * bearer of METRICS_TOKEN, or on the separate METRICS_PORT listener. Scrapes are answered
 * before request logging and timing: a scraper polling every 15 s would fill the log and its
 * own histogram.
 */
export const METRICS_PATH = "/metrics";

type Answer = { status: number; headers: Record<string, string>; body: string };

const UNAUTHORIZED: Answer = {
  status: 401,
  headers: {
    "WWW-Authenticate": 'Bearer realm="metrics"',
    "Content-Type": "text/plain; charset=utf-8",
    "Cache-Control": "no-store",
  },
  body: "A valid bearer token is required (Authorization: Bearer <METRICS_TOKEN>).\n",
};

async function scrape(
  authorization: string | undefined,
  token: string | null,
  logger: Logger,
): Promise<Answer> {
  if (token !== null && !bearerTokenMatches(authorization, token))
    return UNAUTHORIZED;
  const { registry } = appMetrics();
  try {
    return {
      status: 200,
      headers: {
        "Content-Type": registry.contentType,
        "Cache-Control": "no-store",
      },
      body: await registry.metrics(),
    };
  } catch (error) {
    logger.error({ err: error }, "metrics: could not collect the metrics");
    return {
      status: 500,
      headers: {
        "Content-Type": "text/plain; charset=utf-8",
        "Cache-Control": "no-store",
      },
      body: "Metrics could not be collected.\n",
    };
  }
}

function send(
  res: http.ServerResponse,
  method: string | undefined,
  answer: Answer,
): void {
  res.writeHead(answer.status, {
    ...answer.headers,
    "Content-Length": String(Buffer.byteLength(answer.body)),
  });
  res.end(method === "HEAD" ? undefined : answer.body);
}

/**
 * The public listener's /metrics: answered only when METRICS_TOKEN is set. Without it the
 * request passes on and meets the site's ordinary 404, as any unknown path does — the
 * framework has no /metrics route.
 */
export function publicMetricsEndpoint(options: {
  token: string | null;
  logger: Logger;
}): RequestHandler {
  const { token, logger } = options;
  return (req, res, next) => {
    if (
      token === null ||
      req.path !== METRICS_PATH ||
      (req.method !== "GET" && req.method !== "HEAD")
    )
      return next();
    scrape(req.headers.authorization, token, logger).then(
      (answer) => send(res, req.method, answer),
      (error: unknown) => next(error),
    );
  };
}

/** The separate listener (METRICS_PORT): /metrics and nothing else. */
export function createMetricsListener(options: {
  token: string | null;
  logger: Logger;
}): http.Server {
  const { token, logger } = options;
  const plain = (
    status: number,
    body: string,
    headers: Record<string, string> = {},
  ): Answer => ({
    status,
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "no-store",
      ...headers,
    },
    body,
  });
  const server = http.createServer(
    { headersTimeout: 10_000, requestTimeout: 30_000 },
    (req, res) => {
      const path = (req.url ?? "").split("?")[0];
      if (path !== METRICS_PATH)
        return send(
          res,
          req.method,
          plain(404, "Not Found. This listener serves /metrics only.\n"),
        );
      if (req.method !== "GET" && req.method !== "HEAD") {
        return send(
          res,
          req.method,
          plain(405, "Method Not Allowed\n", { Allow: "GET, HEAD" }),
        );
      }
      scrape(req.headers.authorization, token, logger).then(
        (answer) => send(res, req.method, answer),
        () =>
          send(
            res,
            req.method,
            plain(500, "Metrics could not be collected.\n"),
          ),
      );
    },
  );
  // A request body is never read here: drain it so keep-alive connections stay usable.
  server.on("request", (req: http.IncomingMessage) => req.resume());
  return server;
}

/** Starts the separate listener; resolves once it listens, with a close that ends its connections. */
export async function startMetricsListener(options: {
  host: string;
  port: number;
  token: string | null;
  logger: Logger;
}): Promise<{ server: http.Server; close(): Promise<void> }> {
  const server = createMetricsListener(options);
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  options.logger.info(
    {
      host: options.host,
      port: options.port,
      tokenRequired: options.token !== null,
    },
    `metrics on http://${options.host}:${options.port}/metrics`,
  );
  return {
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Scrapers keep connections alive between scrapes: idle ones would hold close() open.
        server.closeAllConnections();
      }),
  };
}
