import type {
  IncomingMessage,
  RequestListener,
  ServerResponse,
} from "node:http";
import type { Logger } from "../logger.server";
import { redactNewsletterTokens } from "../newsletter/newsletter-edge.server";

/**
 * Answers a request from memory, or says it cannot (false): the first of the front door's
 * answerers that answers wins. A promise when it has to wait (a page template being rendered).
 */
export type FrontDoorAnswerer = (
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  search: string,
  sharedHeaders: Record<string, string>,
) => boolean | Promise<boolean>;

export type FrontDoorOptions = {
  /** The Express app: everything the front door does not answer. */
  app: RequestListener;
  hostCheck(header: string | undefined): "ours" | "malformed" | "foreign";
  /** The headers the app's security middleware sets on every answer (recordHeaders). */
  sharedHeaders: Record<string, string>;
  answerers: { answer: FrontDoorAnswerer; servedStatic: boolean }[];
  /**
   * Paths the app answers itself (the probes, /metrics), lower case: always passed to the app.
   * Express matches them whatever their case and with a trailing slash, and so does this check.
   */
  appPaths: ReadonlySet<string>;
  /** Times an answered request as the app's metrics would have (only when metrics are read). */
  measure?: (
    res: ServerResponse,
    method: string,
    pathname: string,
    started: bigint,
    servedStatic: boolean,
  ) => void;
  logger: Logger;
};

/**
 * The HTTP server's listener: prerendered pages, static files, cached pages and page templates
 * are answered here, from memory, before Express and its middleware stack run — that stack costs
 * several times what writing a buffer does. Only a plain GET or HEAD for one of our hosts,
 * without a body, is answered here, with exactly the headers the app would have set; anything
 * else, and anything no answerer knows, goes to the app, which answers (or refuses) it as before
 * (docs/decisions/044-page-templates-and-front-door.md).
 */
export function createFrontDoor(options: FrontDoorOptions): RequestListener {
  const {
    app,
    hostCheck,
    sharedHeaders,
    answerers,
    appPaths,
    measure,
    logger,
  } = options;
  return (req, res) => {
    const url = req.url ?? "";
    if (
      (req.method !== "GET" && req.method !== "HEAD") ||
      url.charCodeAt(0) !== 47 /* "/" */ ||
      hasBody(req) ||
      req.headers.expect !== undefined ||
      hostCheck(req.headers.host) !== "ours"
    ) {
      app(req, res);
      return;
    }
    const queryAt = url.indexOf("?");
    const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
    const search = queryAt === -1 ? "" : url.slice(queryAt + 1);
    if (appPaths.has(pathname.toLowerCase().replace(/\/+$/, ""))) {
      app(req, res);
      return;
    }
    const started = measure ? process.hrtime.bigint() : 0n;
    const answered = (servedStatic: boolean) =>
      measure?.(res, req.method!, pathname, started, servedStatic);

    const tryFrom = (first: number): void => {
      for (let index = first; index < answerers.length; index++) {
        const { answer, servedStatic } = answerers[index]!;
        const result = answer(req, res, pathname, search, sharedHeaders);
        if (result === true) return answered(servedStatic);
        if (result === false) continue;
        result.then(
          (done) => (done ? answered(servedStatic) : tryFrom(index + 1)),
          (error: unknown) => {
            logger.warn(
              { err: error, url: redactNewsletterTokens(url) },
              "front door could not answer; passing to the app",
            );
            if (!res.headersSent) app(req, res);
          },
        );
        return;
      }
      app(req, res);
    };
    tryFrom(0);
  };
}

function hasBody(req: IncomingMessage): boolean {
  const length = req.headers["content-length"];
  return (
    (length !== undefined && length !== "0") ||
    req.headers["transfer-encoding"] !== undefined
  );
}

/**
 * The headers a middleware sets on every answer (helmet's, the permissions policy), recorded once
 * by running it against a stand-in response, so the front door sends the very same ones.
 */
export function recordHeaders(
  // Express's handlers take Express's request types; they only ever set headers here.
  middlewares: ((req: never, res: never, next: never) => unknown)[],
): Record<string, string> {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.set(
        name,
        Array.isArray(value) ? value.join(", ") : String(value),
      );
      return recorder;
    },
    removeHeader(name: string) {
      for (const key of headers.keys())
        if (key.toLowerCase() === name.toLowerCase()) headers.delete(key);
    },
    getHeader(name: string) {
      for (const [key, value] of headers)
        if (key.toLowerCase() === name.toLowerCase()) return value;
      return undefined;
    },
  };
  const request = { method: "GET", url: "/", headers: {} };
  for (const middleware of middlewares) {
    let called = false;
    const next = (error?: unknown) => {
      if (error) throw error;
      called = true;
    };
    middleware(request as never, recorder as never, next as never);
    if (!called)
      throw new Error("a shared-header middleware did not call next at once");
  }
  return Object.fromEntries(headers);
}
