import type { ServerResponse } from "node:http";
import type { RequestHandler, Response } from "express";
import {
  currentStatementTally,
  type StatementTally,
} from "../db/statement-count.server";
import { appMetrics } from "./metrics-registry.server";
import {
  methodLabel,
  routeLabel,
  statusClass,
  type RouteManifest,
} from "./route-label.server";

/**
 * http_request_duration_seconds: every request from its arrival at the app to the end of its
 * answer, labelled by method, route pattern (route-label.server.ts) and status class. Installed
 * only when someone can read the metrics (METRICS_TOKEN or METRICS_PORT). /metrics itself is
 * answered before this runs, so scrapes never count themselves.
 *
 * http_request_db_statements: the database statements the request ran by then, under the same
 * method and route labels, from the tally the HTTP listener opened for it
 * (db/statement-count.server.ts).
 *
 * A request the client abandons before its answer is finished is not observed: it has no
 * status to file it under.
 */
type Timing = {
  started: bigint;
  pathname: string;
  servedStatic: boolean;
  tally: StatementTally | undefined;
};
const timings = new WeakMap<Response, Timing>();

export function measureRequests(options: {
  /** The build's route manifest: the build itself in production, the latest one in dev mode. */
  routes: () => RouteManifest | Promise<RouteManifest>;
}): RequestHandler {
  return (req, res, next) => {
    const timing: Timing = {
      started: process.hrtime.bigint(),
      pathname: req.path,
      servedStatic: false,
      tally: currentStatementTally(),
    };
    timings.set(res, timing);
    observeWhenFinished(res, req.method, timing, options.routes);
    next();
  };
}

/**
 * The same observation for an answer the front door writes before the app sees the request
 * (front-door.server.ts): a file or cached page from memory, or a page from its template.
 */
export function measureFrontDoorAnswers(options: {
  routes: () => RouteManifest | Promise<RouteManifest>;
}): (
  res: ServerResponse,
  method: string,
  pathname: string,
  started: bigint,
  servedStatic: boolean,
) => void {
  // The answer is written whole from memory: observed at once, no listener needed.
  return (res, method, pathname, started, servedStatic) =>
    observe(
      res,
      method,
      { started, pathname, servedStatic, tally: currentStatementTally() },
      options.routes,
    );
}

function observeWhenFinished(
  res: ServerResponse,
  requestMethod: string,
  timing: Timing,
  routes: () => RouteManifest | Promise<RouteManifest>,
): void {
  res.once("finish", () => observe(res, requestMethod, timing, routes));
}

function observe(
  res: ServerResponse,
  requestMethod: string,
  timing: Timing,
  routes: () => RouteManifest | Promise<RouteManifest>,
): void {
  const { httpRequestDuration, httpRequestDbStatements } = appMetrics();
  const method = methodLabel(requestMethod);
  {
    const seconds = Number(process.hrtime.bigint() - timing.started) / 1e9;
    const status_class = statusClass(res.statusCode);
    const statements = timing.tally?.statements;
    const record = (manifest: RouteManifest | undefined) => {
      const route = routeLabel({
        manifest,
        pathname: timing.pathname,
        servedStatic: timing.servedStatic,
      });
      httpRequestDuration.observe({ method, route, status_class }, seconds);
      if (statements !== undefined)
        httpRequestDbStatements.observe({ method, route }, statements);
    };
    try {
      const manifest = routes();
      if (manifest instanceof Promise)
        manifest.then(record, () => record(undefined));
      else record(manifest);
    } catch {
      record(undefined);
    }
  }
}

/**
 * Wraps the static-file middleware: what it answers itself is a file served from memory
 * (label `static`, or its page's pattern for a prerendered page); what it passes on is not.
 */
export function labelStaticFiles(serveStatic: RequestHandler): RequestHandler {
  return (req, res, next) => {
    const timing = timings.get(res);
    if (timing) timing.servedStatic = true;
    void serveStatic(req, res, (error?: unknown) => {
      if (timing) timing.servedStatic = false;
      next(error);
    });
  };
}
