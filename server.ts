/**
 * Production entry: validates config, opens and migrates the database, then serves the
 * built app (or, with --dev, the Vite dev server). See docs/decisions/004-server.md.
 */
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { EnvError, parseEnv } from "./app/server/env.server";
import { createLogger } from "./app/server/logger.server";
import { DataDirLockedError } from "./app/server/db/data-dir-lock.server";
import {
  startAppServices,
  stopAppServices,
} from "./app/server/services.server";
import { createHttpApp } from "./app/server/http/http-app.server";
import { createHttpServer } from "./app/server/http/http-server.server";
import { installGracefulShutdown } from "./app/server/http/graceful-shutdown.server";
import { startMetrics } from "./app/server/metrics/start-metrics.server";

const devMode = process.argv.includes("--dev");

function readEnv() {
  try {
    return parseEnv(process.env);
  } catch (error) {
    if (error instanceof EnvError) {
      for (const line of error.problems) console.error(line);
      process.exit(1);
    }
    throw error;
  }
}

const env = readEnv();
const logger = createLogger(env.logLevel);

let services;
try {
  services = await startAppServices(env, logger);
} catch (error) {
  if (error instanceof DataDirLockedError) {
    console.error(error.message);
    process.exit(1);
  }
  logger.fatal(
    { err: error },
    "could not start: database unavailable or migration failed",
  );
  process.exit(1);
}

const metrics = await startMetrics({
  env,
  logger,
  db: services.database.db,
}).catch(async (error: unknown) => {
  logger.fatal({ err: error }, "could not start: metrics listener");
  await stopAppServices();
  process.exit(1);
});

let app;
if (devMode) {
  const vite = await import("vite").then((v) =>
    v.createServer({ server: { middlewareMode: true } }),
  );
  app = createHttpApp({
    services,
    devMiddleware: vite.middlewares,
    build: () =>
      vite.ssrLoadModule(
        "virtual:react-router/server-build",
      ) as Promise<ServerBuild>,
  });
} else {
  // The build bundles the routes beside this entry, sharing its copies of the packages
  // (scripts/build-server-entry.mjs); run from source, server.ts loads Vite's route bundle.
  const bundledRoutes = new URL("./routes.js", import.meta.url);
  const build = (await import(
    fs.existsSync(bundledRoutes)
      ? bundledRoutes.href
      : pathToFileURL(path.resolve("build/server/index.js")).href
  )) as ServerBuild;
  app = createHttpApp({
    services,
    clientDir: path.resolve("build/client"),
    build,
  });
}

const server = createHttpServer(app, env);
server.listen(env.port, env.host, () => {
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : env.port;
  logger.info(
    {
      host: env.host,
      // The address the socket is bound to, as the system reports it (tests read it).
      address: typeof address === "object" && address ? address.address : null,
      port,
      database: services.database.kind,
      deployment: env.deployment,
      nodeEnv: env.nodeEnv,
      dev: devMode,
    },
    // A demo run is reachable from this machine only unless HOST says otherwise (configuration.md).
    env.host === "127.0.0.1" || env.host === "::1" || env.host === "localhost"
      ? `listening on http://localhost:${port} (this machine only; set HOST to open it to the network)`
      : `listening on http://localhost:${port} (HOST=${env.host}: reachable from the network)`,
  );
});
server.keepAliveTimeout = 65_000;

if (env.isProduction && services.database.kind === "pglite") {
  logger.warn(
    { database: "pglite", EMBEDDED_DATABASE_IN_PRODUCTION: "accept-data-loss" },
    "production on the embedded database: it never calls fsync, so a power cut can lose stored leads; use DATABASE_URL",
  );
}

installGracefulShutdown({
  server,
  logger,
  timeoutMs: env.shutdownTimeoutMs,
  release: async () => {
    // The metrics listener serves until the site has drained, then closes before the database.
    await metrics.close();
    await stopAppServices();
  },
});
