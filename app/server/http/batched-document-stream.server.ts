import { Transform, type TransformCallback } from "node:stream";

/**
 * A server-rendered document on its way out, one batch at a time. React writes a page in 4 KB
 * pieces and calls its destination's `flush()` once it has written all that is ready (the
 * shell, then each boundary that resolves). React Router's Node adapter flushes the response's
 * compression after every piece it reads, and a deflate stream flushed every 4 KB compresses
 * about half as well as one left alone: the portal's 123 KB Documents tab went out as 35 KB of
 * gzip where 17 KB would do (docs/decisions/043-html-weight.md). Held until React's flush, a batch goes out as one piece:
 * one compression flush per batch, and what React streams still streams.
 */
export class BatchedDocumentStream extends Transform {
  #held: Buffer[] = [];

  /** `onEnd` runs once the document has been written to its end. */
  constructor(private readonly onEnd: () => void = () => {}) {
    super();
  }

  override _transform(
    chunk: Buffer,
    _encoding: BufferEncoding,
    callback: TransformCallback,
  ): void {
    this.#held.push(chunk);
    callback();
  }

  /** React's "all that is ready is written" (react-dom/server calls `destination.flush()`). */
  flush(): void {
    if (this.#held.length === 0) return;
    const batch =
      this.#held.length === 1 ? this.#held[0]! : Buffer.concat(this.#held);
    this.#held = [];
    this.push(batch);
  }

  override _flush(callback: TransformCallback): void {
    this.flush();
    this.onEnd();
    callback();
  }
}
