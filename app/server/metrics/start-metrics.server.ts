import type { Database } from "../db/client.server";
import type { Env } from "../env.server";
import type { Logger } from "../logger.server";
import { createJobQueueDepthSource } from "./job-queue-metrics.server";
import { startMetricsListener } from "./metrics-endpoint.server";
import { setJobQueueDepthSource } from "./metrics-registry.server";

export type RunningMetrics = {
  /** Closes the METRICS_PORT listener (if any) and stops reading the queue: before the database closes. */
  close(): Promise<void>;
};

/**
 * The process's metrics, once the database is open (server.ts): the queue's depth is read from
 * it at scrape time, and with METRICS_PORT a listener serves /metrics apart from the site.
 * Refuses (throws) when that port cannot be listened on, so a misconfigured scrape target is
 * seen at start-up, not as a silent gap in the graphs.
 */
export async function startMetrics(options: {
  env: Pick<Env, "metrics">;
  logger: Logger;
  db: Database;
}): Promise<RunningMetrics> {
  const { env, logger, db } = options;
  setJobQueueDepthSource(createJobQueueDepthSource({ db, logger }));
  const listener = env.metrics.listener
    ? await startMetricsListener({
        ...env.metrics.listener,
        token: env.metrics.token,
        logger,
      }).catch((error: unknown) => {
        setJobQueueDepthSource(null);
        const reason = error instanceof Error ? error.message : String(error);
        throw new Error(
          `could not start the metrics listener on ${env.metrics.listener?.host}:${env.metrics.listener?.port} (METRICS_HOST, METRICS_PORT): ${reason}`,
        );
      })
    : null;
  return {
    async close() {
      await listener?.close();
      setJobQueueDepthSource(null);
    },
  };
}
