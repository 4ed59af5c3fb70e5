import type { Server } from "node:http";
import type { Logger } from "../logger.server";

/**
 * SIGTERM/SIGINT: stop accepting, let in-flight requests finish, close keep-alive
 * connections as they fall idle, then release resources and exit 0. Connections still
 * busy shortly before the deadline are cut so the process always exits within it.
 */
export function installGracefulShutdown(options: {
  server: Server;
  logger: Logger;
  timeoutMs: number;
  release(): Promise<void>;
}): void {
  const { server, logger, timeoutMs, release } = options;
  let shuttingDown = false;

  const shutdown = (signal: NodeJS.Signals) => {
    if (shuttingDown) return;
    shuttingDown = true;
    logger.info(
      { signal },
      "shutting down: no new connections, finishing in-flight requests",
    );

    const hardDeadline = setTimeout(() => {
      logger.error("shutdown did not finish in time; exiting");
      process.exit(1);
    }, timeoutMs);
    hardDeadline.unref();
    const cutBusyConnections = setTimeout(
      () => server.closeAllConnections(),
      Math.max(timeoutMs - 1500, 0),
    );
    cutBusyConnections.unref();
    const idleSweep = setInterval(() => server.closeIdleConnections(), 100);
    idleSweep.unref();

    server.close(() => {
      clearInterval(idleSweep);
      clearTimeout(cutBusyConnections);
      release()
        .then(() => {
          logger.info("shutdown complete");
          process.exit(0);
        })
        .catch((error: unknown) => {
          logger.error(
            { err: error },
            "error while releasing resources at shutdown",
          );
          process.exit(1);
        });
    });
    server.closeIdleConnections();
  };

  process.once("SIGTERM", shutdown);
  process.once("SIGINT", shutdown);
}
