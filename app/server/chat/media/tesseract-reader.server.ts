import { createRequire } from "node:module";
import { createWorker, OEM, type Worker } from "tesseract.js";
import type { Logger } from "../../logger.server";

/**
 * Offline image text with tesseract.js and the English model shipped as an npm package
 * (@tesseract.js-data/eng: nothing is downloaded at run time). One long-lived worker, made on
 * the first image; images are read one after another (a worker runs one job at a time, and
 * two workers on a 2-core machine would only slow both). A job past its timeout ends the
 * worker — tesseract cannot cancel a job — and the next image starts a fresh one.
 */
export type TesseractReader = {
  read(bytes: Uint8Array, signal?: AbortSignal): Promise<string>;
  close(): Promise<void>;
};

const require = createRequire(import.meta.url);
const englishData = require("@tesseract.js-data/eng") as {
  langPath: string;
  gzip: boolean;
};

export class OcrTimeoutError extends Error {
  constructor(ms: number) {
    super(`Reading the image took longer than ${ms} ms`);
  }
}

export function createTesseractReader({
  logger,
  timeoutMs = 30_000,
}: {
  logger: Logger;
  timeoutMs?: number;
}): TesseractReader {
  let worker: Promise<Worker> | null = null;
  let queue: Promise<unknown> = Promise.resolve();
  let closed = false;

  const start = () =>
    createWorker("eng", OEM.LSTM_ONLY, {
      langPath: englishData.langPath,
      gzip: englishData.gzip,
      cacheMethod: "none",
      // Without a handler tesseract.js throws worker errors from a callback, outside our promise.
      errorHandler: (error: unknown) =>
        logger.warn({ err: error }, "tesseract worker reported an error"),
    });

  async function stopWorker() {
    const current = worker;
    worker = null;
    if (current)
      await current.then((w) => w.terminate()).catch(() => undefined);
  }

  async function readNow(
    bytes: Uint8Array,
    signal?: AbortSignal,
  ): Promise<string> {
    if (closed) throw new Error("The image reader is closed");
    signal?.throwIfAborted();
    worker ??= start();
    const ready = worker;
    let timer: NodeJS.Timeout | undefined;
    let onAbort: (() => void) | undefined;
    const stop = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new OcrTimeoutError(timeoutMs)),
        timeoutMs,
      );
      onAbort = () => reject(signal!.reason);
      signal?.addEventListener("abort", onAbort, { once: true });
    });
    try {
      const recognition = ready.then((w) => {
        // The time ran out while the worker was starting: it has been ended, do not use it.
        if (worker !== ready) throw new OcrTimeoutError(timeoutMs);
        return w.recognize(
          Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
        );
      });
      // After a timeout nobody awaits it any more; its late failure must not become an unhandled rejection.
      recognition.catch(() => undefined);
      const result = await Promise.race([recognition, stop]);
      return result.data.text ?? "";
    } catch (error) {
      // A timed-out or aborted job is still running in the worker: end it rather than queue behind it.
      if (error instanceof OcrTimeoutError || signal?.aborted)
        await stopWorker();
      else if (
        worker === ready &&
        (await ready.then(
          () => false,
          () => true,
        ))
      )
        worker = null;
      throw error;
    } finally {
      clearTimeout(timer);
      if (onAbort) signal?.removeEventListener("abort", onAbort);
    }
  }

  return {
    read(bytes, signal) {
      const job = queue.then(() => readNow(bytes, signal));
      queue = job.catch(() => undefined);
      return job;
    },
    async close() {
      // Shutdown does not wait for a job in progress: it ends with the worker (or its timeout).
      closed = true;
      await stopWorker();
    },
  };
}
