import type { Logger } from "../logger.server";

export type PollingLoop = {
  /** Runs now, or joins the run in progress: never two at once. */
  runOnce(): Promise<number>;
  /** True once `stop` was called: a run checks it between items and ends early. */
  isStopped(): boolean;
  /** No run starts after this; resolves once the run in progress has finished. */
  stop(): Promise<void>;
};

/**
 * A background run every `pollMs` (the outbox worker, the webhook deliveries). A failed run is
 * logged and the next tick tries again; `stop` waits for the run in progress, so it can record
 * its result before the database closes. The timer never keeps the process alive.
 */
export function startPollingLoop(options: {
  pollMs: number;
  logger: Logger;
  /** The log line when a run fails as a whole. */
  failure: string;
  run: () => Promise<number>;
}): PollingLoop {
  let stopped = false;
  let running: Promise<number> | null = null;

  function runOnce(): Promise<number> {
    running ??= options.run().finally(() => {
      running = null;
    });
    return running;
  }

  const timer = setInterval(() => {
    if (stopped) return;
    runOnce().catch((error: unknown) =>
      options.logger.error(
        { err: error instanceof Error ? error.message : String(error) },
        options.failure,
      ),
    );
  }, options.pollMs);
  timer.unref();

  return {
    runOnce,
    isStopped: () => stopped,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running?.catch(() => 0);
    },
  };
}
