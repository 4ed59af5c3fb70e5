import { randomBytes } from "node:crypto";
import type { IncomingMessage, RequestListener } from "node:http";
import compression from "compression";
import express, { type RequestHandler } from "express";
import helmet from "helmet";
import { pinoHttp } from "pino-http";
import {
  RouterContextProvider,
  type ServerBuild,
  type RouterContext,
} from "react-router";
import { createRequestHandler } from "@react-router/express";
import type { AppServices } from "../services.server";
import { withDeadline } from "../deadline.server";
import {
  appliedMigrationCount,
  shippedMigrationCount,
} from "../db/migrations.server";
import {
  buildContentSecurityPolicy,
  inlineScriptHashes,
} from "./content-security-policy.server";
import type { RequestBody, RequestInfo } from "./request-context.server";
import { refuseUnusedMethods } from "./allowed-methods.server";
import { finalErrorHandler } from "./error-handler.server";
import {
  createFrontDoor,
  recordHeaders,
  type FrontDoorOptions,
} from "./front-door.server";
import { createHostCheck, refuseUnknownHosts } from "./host-allowlist.server";
import { canonicalLanguagePrefix } from "./language-prefix.server";
import { readRequestBodies } from "./request-body.server";
import { enforceRequestDeadline } from "./request-deadline.server";
import { refuseCrossSiteRequests } from "./same-origin.server";
import {
  answerStaticFile,
  loadStaticFiles,
  serveStaticFiles,
} from "./static-files.server";
import { teamInviterOf } from "../auth/team-inviter.server";
import { bodyPolicyFor } from "../body-policies.server";
import { createUploadSlots } from "./upload-slots.server";
import { countStatementsInto } from "../db/statement-count.server";
import { metricsExposed } from "../metrics/metrics-env.server";
import {
  METRICS_PATH,
  publicMetricsEndpoint,
} from "../metrics/metrics-endpoint.server";
import {
  labelStaticFiles,
  measureFrontDoorAnswers,
  measureRequests,
} from "../metrics/request-metrics.server";
import { createPageCacheHandler } from "../page-cache/install-page-cache.server";
import { createPageTemplates } from "../page-templates/page-templates.server";
import {
  NEWSLETTER_LINK_POSTS_PER_WINDOW,
  newsletterTokenPage,
  newsletterTokenPageHeaders,
  redactNewsletterTokens,
} from "../newsletter/newsletter-edge.server";
import { createFormRateLimiter } from "../security/rate-limit.server";
import { redactFeedTokens } from "../booking/booking-feed.server";

export type HttpAppOptions = {
  services: AppServices;
  /**
   * The framework's server build: the build itself in production (React Router then derives
   * its route table once), a function in dev mode so each request sees the latest code.
   */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** The client build folder served from memory (production) — omit in dev mode. */
  clientDir?: string;
  /** Vite's dev middleware (dev mode only). */
  devMiddleware?: RequestHandler;
};

/** The entry module of the server build re-exports the context key for per-request info. */
type EntryWithRequestContext = {
  requestInfoContext?: RouterContext<RequestInfo>;
};

/** How long /readyz waits for the database before answering 503. */
const READINESS_TIMEOUT_MS = 3000;

/**
 * The server's request listener: the front door (front-door.server.ts), which answers what it
 * can from memory, in front of the Express app, which answers everything else.
 */
export function createHttpApp(options: HttpAppOptions): RequestListener {
  const { services } = options;
  // The edge has already checked the Origin against PUBLIC_URL (same-origin.server.ts); tell
  // React Router's own check that PUBLIC_URL's host is ours even when the request reached us
  // under another allowed Host, or it would refuse the action and log it as a server error.
  const allowedActionOrigins = [new URL(services.env.publicUrl).host];
  const withOrigins = (serverBuild: ServerBuild): ServerBuild => ({
    ...serverBuild,
    allowedActionOrigins,
  });
  const build =
    typeof options.build === "function"
      ? (
          (load) => () =>
            load().then(withOrigins)
        )(options.build)
      : withOrigins(options.build);
  const getBuild =
    typeof build === "function" ? build : () => Promise.resolve(build);
  const { env, logger, database } = services;
  const https = env.publicUrl.startsWith("https://");
  const expectedMigrations = shippedMigrationCount();
  // The scheduling widget on the getting-started thank-you step is the only allowed frame.
  const frameSources = env.schedulingUrl
    ? [new URL(env.schedulingUrl).origin]
    : undefined;

  const app = express();
  // Production behaviour whatever NODE_ENV says: no stack traces from Express's own handlers.
  app.set("env", "production");
  app.disable("x-powered-by");
  app.set("trust proxy", env.trustProxy);

  // Metrics first (docs/decisions/026): a scrape is answered before it is timed or logged;
  // every other request is timed from here on, when anyone can read the result.
  app.use(publicMetricsEndpoint({ token: env.metrics.token, logger }));
  if (metricsExposed(env.metrics)) {
    app.use(
      measureRequests({
        routes: () =>
          typeof build === "function"
            ? build().then((b) => b.routes)
            : build.routes,
      }),
    );
  }

  // Every answer's security headers; the front door sends the same ones, recorded from these.
  const securityHeaders = [
    helmet({
      contentSecurityPolicy: false, // set below: per-request nonce, or per-page hashes
      strictTransportSecurity: https
        ? { maxAge: 63072000, includeSubDomains: true }
        : false,
      frameguard: { action: "deny" },
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    }),
    permissionsPolicy,
  ];
  app.use(securityHeaders);

  app.use(refuseUnusedMethods());

  // Probes before request logging: polled every few seconds, they would drown the log.
  app.get("/healthz", (_req, res) => {
    res
      .set("Cache-Control", "no-store")
      .json({ status: "ok", uptimeSeconds: Math.round(process.uptime()) });
  });
  app.get("/readyz", async (_req, res) => {
    res.set("Cache-Control", "no-store");
    try {
      // Bounded: a stalled database must fail the probe quickly, not hang it.
      const check = async () => {
        await database.ping();
        return appliedMigrationCount(database.db);
      };
      const applied = await withDeadline(
        check(),
        READINESS_TIMEOUT_MS,
        () =>
          new Error(
            `database did not answer in time (${READINESS_TIMEOUT_MS} ms)`,
          ),
      );
      const migrations = { applied, expected: expectedMigrations };
      if (applied < expectedMigrations) {
        res.status(503).json({
          status: "unavailable",
          reason: "migrations pending",
          database: database.kind,
          migrations,
        });
        return;
      }
      res.json({ status: "ready", database: database.kind, migrations });
    } catch (error) {
      logger.warn({ err: error }, "readiness check failed");
      res.status(503).json({
        status: "unavailable",
        reason: "database not answering",
        database: database.kind,
      });
    }
  });

  // After the probes: a load balancer probes by address, whatever Host it sends.
  const hostRule = {
    publicUrl: env.publicUrl,
    allowedHosts: env.allowedHosts,
    allowLoopback: !env.isProduction,
  };
  app.use(refuseUnknownHosts(hostRule));
  app.use(canonicalLanguagePrefix());
  const frontDoorAnswerers: FrontDoorOptions["answerers"] = [];

  if (options.clientDir) {
    const files = loadStaticFiles(options.clientDir, {
      htmlHeaders: (html) => ({
        "Content-Security-Policy": buildContentSecurityPolicy({
          scriptHashes: inlineScriptHashes(html),
          frameSources,
          upgradeInsecureRequests: https,
        }),
      }),
    });
    logger.debug({ files: files.size }, "static files loaded into memory");
    // Before request logging: static hits are the CDN's business, and logging each one
    // would halve the throughput of the pages that matter most.
    app.use(labelStaticFiles(serveStaticFiles(files)));
    frontDoorAnswerers.push({
      answer: (req, res, pathname, _search, shared) =>
        answerStaticFile(files, req, res, pathname, shared),
      servedStatic: true,
    });
    // The database-backed public pages, rendered once per content version; unlogged for
    // the same reason as static files.
    const pageCache = createPageCacheHandler({
      services,
      build: getBuild,
      clientIp: clientAddressOf(app),
      documentCsp: (scriptHashes) =>
        buildContentSecurityPolicy({
          scriptHashes,
          frameSources,
          upgradeInsecureRequests: https,
        }),
    });
    if (pageCache) {
      app.use(pageCache.middleware);
      frontDoorAnswerers.push({
        answer: pageCache.answerHit,
        servedStatic: false,
      });
    }
    // The pages that differ per visitor only by nonce and form tokens (not in dev mode, where
    // the code changes under the template).
    if (typeof build !== "function") {
      const templates = createPageTemplates({
        build,
        publicUrl: env.publicUrl,
        authSecret: env.authSecret,
        logger,
        contentVersion: services.contentVersion,
        clientIp: clientAddressOf(app),
        csp: (nonce) =>
          buildContentSecurityPolicy({
            nonce,
            frameSources,
            upgradeInsecureRequests: https,
          }),
      });
      frontDoorAnswerers.push({ answer: templates.serve, servedStatic: false });
    }
  }

  app.use(
    pinoHttp({
      logger,
      customLogLevel: (_req, res, error) =>
        error || res.statusCode >= 500 ? "error" : "info",
      serializers: {
        // `ip` is the client address as TRUST_PROXY resolves it (raw: Express's request).
        req: (req: {
          method: string;
          url: string;
          id: unknown;
          raw?: { ip?: string };
        }) => ({
          id: req.id,
          method: req.method,
          // A newsletter link's token never expires: it stays out of the log.
          url: redactFeedTokens(redactNewsletterTokens(req.url)),
          ip: req.raw?.ip,
        }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
    }),
  );
  if (options.devMiddleware) app.use(options.devMiddleware);
  app.use(compression());
  app.use(
    enforceRequestDeadline({
      requestTimeoutMs: env.requestTimeoutMs,
      uploadTimeoutMs: env.uploadTimeoutMs,
      bodyPolicyFor,
    }),
  );
  app.use(newsletterTokenPageHeaders());
  app.use(
    refuseCrossSiteRequests(env.publicUrl, {
      exempt: (path) => newsletterTokenPage(path) !== null,
    }),
  );
  // Every body is limited, counted and parsed here, before React Router sees the request.
  app.use(
    readRequestBodies({
      bodyPolicyFor,
      formRateLimiter: services.formRateLimiter,
      authRateLimiter: services.authRateLimiter,
      inviteRateLimiter: services.inviteRateLimiter,
      newsletterLinkRateLimiter: createFormRateLimiter(
        "newsletter-links",
        NEWSLETTER_LINK_POSTS_PER_WINDOW,
        services.limiterStore.create,
      ),
      inviterOf: teamInviterOf,
      uploadSlots: createUploadSlots(env.uploadConcurrency),
      logger,
    }),
  );

  app.use((_req, res, next) => {
    const nonce = randomBytes(16).toString("base64");
    res.locals.cspNonce = nonce;
    res.setHeader(
      "Content-Security-Policy",
      buildContentSecurityPolicy({
        nonce,
        frameSources,
        upgradeInsecureRequests: https,
      }),
    );
    next();
  });

  const handleWithRouter = createRequestHandler({
    build,
    // The built bundle hides error details from visitors whatever NODE_ENV says.
    mode: options.devMiddleware ? "development" : "production",
    getLoadContext: async (request, response) => {
      const entry = (await getBuild()).entry.module as EntryWithRequestContext;
      const context = new RouterContextProvider();
      if (entry.requestInfoContext) {
        context.set(entry.requestInfoContext, {
          cspNonce: String(response.locals.cspNonce),
          clientIp: request.ip ?? request.socket.remoteAddress ?? "unknown",
          body:
            (response.locals.requestBody as RequestBody | undefined) ?? null,
        });
      }
      return context;
    },
  });
  app.all("/{*splat}", handleWithRouter);
  app.use(finalErrorHandler(logger));

  const frontDoor = createFrontDoor({
    app,
    hostCheck: createHostCheck(hostRule),
    sharedHeaders: recordHeaders(securityHeaders),
    answerers: frontDoorAnswerers,
    appPaths: new Set(["/healthz", "/readyz", METRICS_PATH]),
    measure: metricsExposed(env.metrics)
      ? measureFrontDoorAnswers({
          routes: () =>
            typeof build === "function"
              ? build().then((b) => b.routes)
              : build.routes,
        })
      : undefined,
    logger,
  });
  // Page views are read from every answer, the front door's included, once it is sent.
  const clientIp = clientAddressOf(app);
  const recorded: RequestListener = (req, res) => {
    services.analytics.observe(req, res, () => clientIp(req));
    frontDoor(req, res);
  };
  if (!metricsExposed(env.metrics)) return recorded;
  // Outermost, so that what the front door answers from memory is counted too (as 0).
  return (req, res) =>
    countStatementsInto({ statements: 0 }, recorded, req, res);
}

/**
 * The client's address for a request Express has not seen, resolved exactly as Express's
 * `req.ip` resolves it (the app's `trust proxy`, from TRUST_PROXY): read through the app's own
 * request prototype.
 */
function clientAddressOf(
  app: express.Express,
): (req: IncomingMessage) => string | undefined {
  return (req) =>
    (
      Object.create(app.request, {
        headers: { value: req.headers },
        socket: { value: req.socket },
        connection: { value: req.socket },
      }) as express.Request
    ).ip;
}

const permissionsPolicy: RequestHandler = (_req, res, next) => {
  res.setHeader(
    "Permissions-Policy",
    "camera=(), geolocation=(), payment=(), usb=(), microphone=(self)",
  );
  next();
};
