import { Writable } from "node:stream";
import { finished } from "node:stream/promises";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { accepts } from "./static-files.server";

const gzip = promisify(zlib.gzip);

/** Holds what React writes, with no backpressure: the whole document is in memory anyway. */
class DocumentCollector extends Writable {
  readonly chunks: Buffer[] = [];

  override _write(
    chunk: Buffer,
    _encoding: BufferEncoding,
    callback: (error?: Error | null) => void,
  ): void {
    this.chunks.push(chunk);
    callback();
  }
}

/**
 * A server-rendered document that React finished in one pass (nothing left suspended: every
 * signed-in page, and any page without deferred data), sent as one body. Compressed here in
 * one call, off the main thread, where the compression middleware would take it through a
 * deflate stream and a web stream a piece at a time; with `Content-Encoding` set, that
 * middleware passes it on untouched (docs/decisions/046-signed-in-render-cost.md).
 * `pipe` is React's: it writes the document and ends the stream before returning.
 */
export async function completeDocumentResponse(
  pipe: (destination: Writable) => unknown,
  request: Request,
  headers: Headers,
  status: number,
): Promise<Response> {
  const collector = new DocumentCollector();
  pipe(collector);
  await finished(collector);
  const html = Buffer.concat(collector.chunks);
  headers.set("Content-Type", "text/html; charset=utf-8");
  headers.append("Vary", "Accept-Encoding");
  let body: Buffer = html;
  if (accepts(request.headers.get("accept-encoding") ?? "", "gzip")) {
    body = await gzip(html);
    headers.set("Content-Encoding", "gzip");
  }
  headers.set("Content-Length", String(body.length));
  // Node's buffers are ArrayBuffer-backed (never shared), as Response's typing wants.
  return new Response(body as Uint8Array<ArrayBuffer>, { headers, status });
}
