/**
 * A small per-process semaphore for multipart uploads: at most `size` are read at once.
 * A request waiting for a slot is not read at all — its bytes stay in the kernel and TCP
 * back-pressure slows the client — and gives up after `maxWaitMs` (answered 503).
 */
export type UploadSlots = {
  /** Resolves with a release function, or null if no slot came free in time (or `abandon` fired). */
  acquire(
    maxWaitMs: number,
    abandon?: AbortSignal,
  ): Promise<(() => void) | null>;
  readonly inUse: number;
  readonly waiting: number;
};

export function createUploadSlots(size: number): UploadSlots {
  let inUse = 0;
  const queue: ((granted: boolean) => void)[] = [];

  const release = () => {
    const next = queue.shift();
    if (next) next(true);
    else inUse -= 1;
  };
  const once = () => {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      release();
    };
  };

  return {
    get inUse() {
      return inUse;
    },
    get waiting() {
      return queue.length;
    },
    acquire(maxWaitMs, abandon) {
      if (inUse < size) {
        inUse += 1;
        return Promise.resolve(once());
      }
      return new Promise((resolve) => {
        const waiter = (granted: boolean) => {
          clearTimeout(timer);
          abandon?.removeEventListener("abort", onAbort);
          resolve(granted ? once() : null);
        };
        const leave = () => {
          const index = queue.indexOf(waiter);
          if (index >= 0) queue.splice(index, 1);
          waiter(false);
        };
        const onAbort = () => leave();
        const timer = setTimeout(leave, maxWaitMs);
        abandon?.addEventListener("abort", onAbort, { once: true });
        queue.push(waiter);
      });
    },
  };
}
