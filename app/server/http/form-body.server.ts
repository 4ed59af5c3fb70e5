import type { IncomingHttpHeaders } from "node:http";
import type { Readable } from "node:stream";
import busboy from "busboy";
import type { BodyLimits } from "./body-limits.server";

/**
 * Reads a url-encoded or multipart form body as it streams in (busboy), into a web
 * FormData with File objects — what the lead pipeline reads. Every limit is hard: the
 * first byte over the body limit, a field over its size, a file over its size or one file
 * too many stops the reading at once, so no more than the limits is ever held in memory.
 * What was not read stays on the socket for the caller (connection-ending.server.ts).
 */
export type BodyProblem =
  /** The body is over its byte limit. */
  | "too-large"
  /** Too many fields or parts, or a field too long. */
  | "too-many-fields"
  /** A file part is over its size limit. */
  | "file-too-large"
  /** A file where the form takes none, or one file too many. */
  | "file-not-accepted"
  /** Not a form (wrong content type, broken multipart), or the client went away mid-body. */
  | "unreadable";

export type ParsedFormBody =
  | { ok: true; formData: FormData; fileFields: string[] }
  | { ok: false; problem: BodyProblem; fileField?: string };

export type ParseOptions = {
  /** Read files off the wire but keep none of them (a refused post whose text is still wanted). */
  discardFiles?: boolean;
};

const FORM_TYPES =
  /^(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i;

export function parseFormBody(
  source: Readable,
  headers: IncomingHttpHeaders,
  limits: BodyLimits,
  options: ParseOptions = {},
): Promise<ParsedFormBody> {
  // A form without a content type is read as url-encoded, as browsers do.
  const contentType =
    headers["content-type"] ?? "application/x-www-form-urlencoded";
  if (!FORM_TYPES.test(contentType))
    return Promise.resolve({ ok: false, problem: "unreadable" });

  return new Promise((resolve) => {
    const entries: [string, string | File][] = [];
    const fileFields: string[] = [];
    let received = 0;
    let openFiles = 0;
    let parserDone = false;
    let settled = false;

    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: { ...headers, "content-type": contentType },
        defParamCharset: "utf8",
        limits: {
          fieldSize: limits.maxFieldBytes,
          fields: limits.maxFields,
          // Files beyond the limit are refused, not silently dropped: busboy reports them.
          files: options.discardFiles ? Infinity : limits.maxFiles,
          fileSize: options.discardFiles ? Infinity : limits.maxFileBytes,
          parts: limits.maxParts,
        },
      });
    } catch {
      resolve({ ok: false, problem: "unreadable" }); // e.g. multipart without a boundary
      return;
    }

    const stopReading = () => {
      source.off("data", onData);
      source.off("end", onEnd);
      source.off("error", onSourceError);
      source.off("aborted", onSourceError);
      source.pause();
      parser.removeAllListeners();
      parser.on("error", () => {}); // a half-written parser may still complain
      // Not now: busboy reports limits from inside its own write and goes on using its state.
      setImmediate(() => parser.destroy());
    };
    const fail = (problem: BodyProblem, fileField?: string) => {
      if (settled) return;
      settled = true;
      stopReading();
      entries.length = 0; // let what was collected go at once
      resolve({ ok: false, problem, ...(fileField ? { fileField } : {}) });
    };
    const finishIfDone = () => {
      if (settled || !parserDone || openFiles > 0) return;
      settled = true;
      stopReading();
      const formData = new FormData();
      for (const [name, value] of entries) formData.append(name, value);
      resolve({ ok: true, formData, fileFields });
    };

    function onData(chunk: Buffer) {
      received += chunk.byteLength;
      if (received > limits.maxBytes) return fail("too-large");
      // Back-pressure: the client's upload waits while busboy catches up.
      if (!parser.write(chunk)) {
        source.pause();
        parser.once("drain", () => {
          if (!settled) source.resume();
        });
      }
    }
    function onEnd() {
      parser.end();
    }
    function onSourceError() {
      fail("unreadable");
    }

    parser.on("field", (name, value, info) => {
      if (info.nameTruncated || info.valueTruncated)
        return fail("too-many-fields");
      entries.push([name, value]);
    });
    parser.on("file", (name, stream, info) => {
      // Destroying the parser mid-file (a refusal) ends the file stream with an error: expected.
      stream.on("error", () => {});
      if (options.discardFiles) {
        stream.resume();
        return;
      }
      openFiles += 1;
      fileFields.push(name);
      let chunks: Uint8Array<ArrayBuffer>[] = [];
      stream.on("data", (chunk: Buffer<ArrayBuffer>) => chunks.push(chunk));
      stream.on("limit", () => {
        chunks = [];
        fail("file-too-large", name);
      });
      stream.on("end", () => {
        openFiles -= 1;
        if (settled) return;
        // The Blob copies the chunks; the chunk list is dropped right after, so one copy remains.
        entries.push([
          name,
          new File(chunks, info.filename ?? "", { type: info.mimeType }),
        ]);
        chunks = [];
        finishIfDone();
      });
    });
    parser.on("filesLimit", () => fail("file-not-accepted"));
    parser.on("fieldsLimit", () => fail("too-many-fields"));
    parser.on("partsLimit", () => fail("too-many-fields"));
    parser.on("error", () => fail("unreadable"));
    parser.on("close", () => {
      parserDone = true;
      finishIfDone();
    });

    source.on("data", onData);
    source.once("end", onEnd);
    source.once("error", onSourceError);
    source.once("aborted", onSourceError);
    source.resume();
  });
}
