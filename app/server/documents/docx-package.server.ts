import zlib from "node:zlib";
import yauzl, { type Entry, type ZipFile } from "yauzl";

/**
 * A DOCX résumé is a ZIP archive: small on the wire, but it can unpack to gigabytes (a zip
 * bomb), lie about its sizes in its headers, carry VBA macros or encrypted entries. Every
 * entry is inflated here, as a stream, counting the bytes that actually come out, and the
 * inflation stops at the first limit crossed: at most `maxUnpackedBytes` are ever produced
 * and only `[Content_Types].xml` is kept in memory.
 */
export type DocxVerdict =
  "ok" | "unreadable" | "unpackedTooLarge" | "macros" | "encrypted" | "notWord";

export interface DocxLimits {
  /** Entries in the archive; a Word document has a few dozen. */
  maxEntries: number;
  /** Bytes all entries unpack to together. */
  maxUnpackedBytes: number;
  /** Unpacked ÷ packed, per entry and for the whole file, once past `ratioFloorBytes`. */
  maxRatio: number;
  /** Small parts (an empty header, a settings file) compress far better than 100:1 and are harmless. */
  ratioFloorBytes: number;
}

export const DOCX_LIMITS: DocxLimits = {
  maxEntries: 1000,
  maxUnpackedBytes: 50 * 1024 * 1024,
  maxRatio: 100,
  ratioFloorBytes: 1024 * 1024,
};

const CONTENT_TYPES = "[content_types].xml";
const MAIN_DOCUMENT = "word/document.xml";
const CONTENT_TYPES_MAX_BYTES = 1024 * 1024;
const STORED = 0;
const DEFLATED = 8;
/**
 * VBA parts by name, and the content types Office gives a macro-enabled package or its VBA
 * parts; Excel 4.0 macro sheets (xl/macrosheets/) run without VBA and are refused too.
 */
const MACRO_PART = /(^|\/)(vbaproject\.bin|vbadata\.xml)$|^xl\/macrosheets\//i;
const MACRO_CONTENT_TYPE = /macroenabled|vnd\.ms-office\.vba|macrosheet/i;

export interface DocxInspection {
  verdict: DocxVerdict;
  /** Bytes actually inflated before the verdict: never more than the cap plus one zlib chunk. */
  inflatedBytes: number;
}

/**
 * `mainPart` is the part that makes the package what it claims to be: Word's document by
 * default; the portal also takes Excel (xl/workbook.xml) and PowerPoint (ppt/presentation.xml)
 * packages, inspected the same way.
 */
export async function inspectDocxPackage(
  bytes: Uint8Array,
  limits: DocxLimits = DOCX_LIMITS,
  mainPart: string = MAIN_DOCUMENT,
): Promise<DocxInspection> {
  let zip: ZipFile;
  try {
    // Entry sizes in the headers are checked by our own counters below, on the real output,
    // so a lying header gets the same answer as an honest bomb.
    zip = await yauzl.fromBufferPromise(
      Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
      {
        validateEntrySizes: false,
        strictFileNames: true,
      },
    );
  } catch {
    return { verdict: "unreadable", inflatedBytes: 0 };
  }
  const state = {
    inflatedBytes: 0,
    contentTypes: "",
    names: new Set<string>(),
  };
  try {
    const verdict = await inspectEntries(zip, bytes.byteLength, limits, state);
    if (verdict !== "ok")
      return { verdict, inflatedBytes: state.inflatedBytes };
  } catch {
    return { verdict: "unreadable", inflatedBytes: state.inflatedBytes };
  } finally {
    zip.close();
  }
  if (!state.names.has(CONTENT_TYPES) || !state.names.has(mainPart))
    return { verdict: "notWord", inflatedBytes: state.inflatedBytes };
  if (MACRO_CONTENT_TYPE.test(state.contentTypes))
    return { verdict: "macros", inflatedBytes: state.inflatedBytes };
  return { verdict: "ok", inflatedBytes: state.inflatedBytes };
}

async function inspectEntries(
  zip: ZipFile,
  fileBytes: number,
  limits: DocxLimits,
  state: { inflatedBytes: number; contentTypes: string; names: Set<string> },
): Promise<DocxVerdict> {
  if (zip.entryCount > limits.maxEntries) return "unpackedTooLarge";
  const overallCap = Math.min(
    limits.maxUnpackedBytes,
    Math.max(fileBytes * limits.maxRatio, limits.ratioFloorBytes),
  );
  let entries = 0;
  for await (const entry of zip.eachEntry()) {
    if (++entries > limits.maxEntries) return "unpackedTooLarge";
    const name = entry.fileName.toLowerCase();
    state.names.add(name);
    if (MACRO_PART.test(name)) return "macros";
    if (entry.isEncrypted()) return "encrypted";
    if (name.endsWith("/")) continue;
    // Cheap refusals first: an honest bomb says what it will do.
    const entryCap = Math.max(
      entry.compressedSize * limits.maxRatio,
      limits.ratioFloorBytes,
    );
    if (
      entry.uncompressedSize > entryCap ||
      state.inflatedBytes + entry.uncompressedSize > overallCap
    )
      return "unpackedTooLarge";
    const fits = await inflateWithin(
      zip,
      entry,
      Math.min(entryCap, overallCap - state.inflatedBytes),
      state,
      name === CONTENT_TYPES,
    );
    if (!fits) return "unpackedTooLarge";
  }
  return "ok";
}

/**
 * Inflates one entry, discarding its bytes (keeping only the content types), until `cap` is
 * passed. yauzl hands us the raw bytes and we run zlib ourselves, so an early exit really
 * frees the inflater (yauzl's own destroy leaves it to the garbage collector, its issue #27).
 */
async function inflateWithin(
  zip: ZipFile,
  entry: Entry,
  cap: number,
  state: { inflatedBytes: number; contentTypes: string },
  keepText: boolean,
): Promise<boolean> {
  if (
    entry.compressionMethod !== STORED &&
    entry.compressionMethod !== DEFLATED
  )
    throw new Error("unsupported compression");
  const raw = await zip.openReadStreamPromise(entry, { decodeFileData: false });
  const output =
    entry.compressionMethod === DEFLATED
      ? raw.pipe(zlib.createInflateRaw())
      : raw;
  if (output !== raw) raw.on("error", (error) => output.destroy(error));
  let produced = 0;
  const kept: Buffer[] = [];
  try {
    for await (const chunk of output as AsyncIterable<Buffer>) {
      produced += chunk.length;
      state.inflatedBytes += chunk.length;
      if (produced > cap) return false;
      if (keepText) {
        if (produced > CONTENT_TYPES_MAX_BYTES) return false;
        kept.push(chunk);
      }
    }
  } finally {
    output.destroy();
    raw.destroy();
  }
  if (keepText) state.contentTypes = Buffer.concat(kept).toString("utf8");
  return true;
}
