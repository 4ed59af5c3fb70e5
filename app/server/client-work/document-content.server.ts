import CFB, { type CFB$Container } from "cfb";
import { fileTypeFromBuffer } from "file-type";
import {
  DOCUMENT_MAX_BYTES,
  type DocumentUploadMessage,
} from "~/domain/client-work/document-upload";
import { inspectDocxPackage } from "../documents/docx-package.server";
import { safeFileName } from "../documents/resume.server";
import { inspectWordDocument } from "../documents/word-document.server";

/** The bucket a client's documents are stored in, whether the client or staff uploaded them. */
export const PORTAL_DOCUMENTS_BUCKET = "portal-documents";

/**
 * A client's upload is judged by its bytes, never by its name or the browser's type: PDF,
 * Office (Word, Excel, PowerPoint — binary or OOXML, never macro-enabled or encrypted),
 * images (PNG, JPEG, GIF, WebP) and plain text (.txt, .csv in UTF-8 without NUL bytes).
 * Staff open these files, so HTML renamed ".pdf", an executable renamed ".docx" or a
 * workbook carrying Excel 4.0 macros is refused, each with a message saying what to do.
 */
export type InspectedDocument =
  | {
      ok: true;
      bytes: Uint8Array;
      mimeType: string;
      extension: string;
      name: string;
    }
  | { ok: false; reason: DocumentUploadMessage };

type Kind = { mimeType: string; extension: string };

const PDF: Kind = { mimeType: "application/pdf", extension: "pdf" };

const IMAGES: Readonly<Record<string, Kind>> = {
  png: { mimeType: "image/png", extension: "png" },
  apng: { mimeType: "image/png", extension: "png" },
  jpg: { mimeType: "image/jpeg", extension: "jpg" },
  gif: { mimeType: "image/gif", extension: "gif" },
  webp: { mimeType: "image/webp", extension: "webp" },
};

const OOXML: Readonly<Record<string, Kind & { mainPart: string }>> = {
  docx: {
    mimeType:
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    extension: "docx",
    mainPart: "word/document.xml",
  },
  xlsx: {
    mimeType:
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    extension: "xlsx",
    mainPart: "xl/workbook.xml",
  },
  pptx: {
    mimeType:
      "application/vnd.openxmlformats-officedocument.presentationml.presentation",
    extension: "pptx",
    mainPart: "ppt/presentation.xml",
  },
};

/** What file-type names macro-enabled Office packages (documents, templates, shows). */
const MACRO_ENABLED = new Set([
  "docm",
  "dotm",
  "xlsm",
  "xltm",
  "pptm",
  "potm",
  "ppsm",
]);

const TEXT: Readonly<Record<string, Kind>> = {
  txt: { mimeType: "text/plain", extension: "txt" },
  csv: { mimeType: "text/csv", extension: "csv" },
};

export async function inspectDocument(file: File): Promise<InspectedDocument> {
  if (file.size === 0) return { ok: false, reason: "empty" };
  if (file.size > DOCUMENT_MAX_BYTES) return { ok: false, reason: "tooLarge" };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const verdict = await kindOf(bytes, file.name);
  if ("reason" in verdict) return { ok: false, ...verdict };
  return {
    ok: true,
    bytes,
    mimeType: verdict.mimeType,
    extension: verdict.extension,
    name: safeFileName(file.name, verdict.extension, "document"),
  };
}

async function kindOf(
  bytes: Uint8Array,
  name: string,
): Promise<Kind | { reason: DocumentUploadMessage }> {
  // file-type takes a UTF-16 byte-order mark for a format of its own: the text check says why.
  if (hasUtf16Bom(bytes)) return textKind(bytes, name);
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected) return textKind(bytes, name);
  if (detected.ext === "pdf") return PDF;
  const image = IMAGES[detected.ext];
  if (image) return image;
  if (MACRO_ENABLED.has(detected.ext)) return { reason: "macros" };
  const ooxml = OOXML[detected.ext];
  if (ooxml) {
    const { verdict } = await inspectDocxPackage(
      bytes,
      undefined,
      ooxml.mainPart,
    );
    if (verdict === "ok") return ooxml;
    return { reason: verdict === "notWord" ? "wrongType" : verdict };
  }
  if (detected.ext === "cfb") return inspectCompoundFile(bytes);
  return { reason: "wrongType" };
}

/**
 * Plain text has no magic bytes: it is accepted only under a .txt or .csv name, as UTF-8
 * (a UTF-16 file or Latin-1 export would be garbled for whoever opens it) with no NUL byte
 * (which no text has, and every binary does).
 */
export function textKind(
  bytes: Uint8Array,
  name: string,
): Kind | { reason: DocumentUploadMessage } {
  const extension = /\.([a-z0-9]+)$/i.exec(name.trim())?.[1]?.toLowerCase();
  const kind = extension ? TEXT[extension] : undefined;
  if (!kind) return { reason: "wrongType" };
  if (hasUtf16Bom(bytes)) return { reason: "notUtf8" };
  if (bytes.includes(0)) return { reason: "binaryText" };
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return { reason: "notUtf8" };
  }
  return kind;
}

function hasUtf16Bom(bytes: Uint8Array): boolean {
  return (
    bytes.length >= 2 &&
    ((bytes[0] === 0xff && bytes[1] === 0xfe) ||
      (bytes[0] === 0xfe && bytes[1] === 0xff))
  );
}

/** Storages that hold VBA projects in any binary Office file. */
const MACRO_STORAGE = /^(macros|_vba_project(_cur)?|vba)$/i;

/**
 * A binary Office file (OLE2 compound file): Word 97-2003 by its WordDocument stream, Excel
 * by its Workbook stream, PowerPoint by its "PowerPoint Document" stream. Anything else in
 * the same container format (an MSI installer, an Outlook message) is not a document.
 */
function inspectCompoundFile(
  bytes: Uint8Array,
): Kind | { reason: DocumentUploadMessage } {
  let container: CFB$Container;
  try {
    container = CFB.read(bytes, { type: "buffer" });
  } catch {
    return { reason: "unreadable" };
  }
  const paths = container.FullPaths.map((path) =>
    path.split("/").slice(1).filter(Boolean),
  );
  if (paths.some((segments) => segments.some((s) => MACRO_STORAGE.test(s))))
    return { reason: "macros" };
  const stream = (name: string) => {
    const index = paths.findIndex(
      (segments) => segments.length === 1 && segments[0] === name,
    );
    const entry = index === -1 ? undefined : container.FileIndex[index];
    return entry?.type === 2
      ? (entry.content as ArrayLike<number> | undefined)
      : undefined;
  };
  if (stream("EncryptedPackage")) return { reason: "encrypted" };
  if (stream("WordDocument")) {
    const verdict = inspectWordDocument(bytes);
    if (verdict === "ok")
      return { mimeType: "application/msword", extension: "doc" };
    return { reason: verdict === "notWord" ? "wrongType" : verdict };
  }
  const workbook = stream("Workbook") ?? stream("Book");
  if (workbook) {
    const verdict = inspectWorkbookStream(workbook);
    if (verdict !== "ok") return { reason: verdict };
    return { mimeType: "application/vnd.ms-excel", extension: "xls" };
  }
  const slides = stream("PowerPoint Document");
  if (slides) {
    const verdict = inspectPowerPointStream(slides);
    if (verdict !== "ok") return { reason: verdict };
    return { mimeType: "application/vnd.ms-powerpoint", extension: "ppt" };
  }
  return { reason: "wrongType" };
}

const BIFF_BOF = 0x0809;
const BIFF_EOF = 0x000a;
const BIFF_FILEPASS = 0x002f;
const BIFF_BOUNDSHEET = 0x0085;
/** BoundSheet8.dt: 1 is an Excel 4.0 macro sheet, 6 a VBA module sheet (MS-XLS 2.4.28). */
const MACRO_SHEET_TYPES = new Set([1, 6]);

/**
 * Walks the workbook globals (MS-XLS 2.1.4: records of type, length, data) up to their
 * EOF: a FILEPASS record means the workbook is encrypted; a BoundSheet of type macro sheet
 * means Excel 4.0 macros, which run without any VBA storage.
 */
export function inspectWorkbookStream(
  stream: ArrayLike<number>,
): "ok" | "macros" | "encrypted" | "unreadable" {
  // cfb hands back streams as Buffers or plain arrays: read little-endian words by hand.
  const u16 = (at: number) => stream[at]! | (stream[at + 1]! << 8);
  if (stream.length < 4 || u16(0) !== BIFF_BOF) return "unreadable";
  let offset = 0;
  while (offset + 4 <= stream.length) {
    const type = u16(offset);
    const length = u16(offset + 2);
    const data = offset + 4;
    if (data + length > stream.length) return "unreadable";
    if (type === BIFF_FILEPASS) return "encrypted";
    if (type === BIFF_BOUNDSHEET) {
      if (length < 6) return "unreadable";
      if (MACRO_SHEET_TYPES.has(stream[data + 5]!)) return "macros";
    }
    if (type === BIFF_EOF) return "ok";
    offset = data + length;
  }
  return "unreadable";
}

/**
 * PowerPoint 97-2003 keeps its VBA project inside the "PowerPoint Document" stream, behind
 * a VBAInfoContainer record (MS-PPT 2.4.10, type 0x03FF), and marks encryption with a
 * CryptSession10Container (type 0x2F14). Their record headers are looked for anywhere in
 * the stream: a stray match refuses a harmless file, never accepts a harmful one.
 */
export function inspectPowerPointStream(
  stream: ArrayLike<number>,
): "ok" | "macros" | "encrypted" {
  if (containsRecordHeader(stream, 0x03ff)) return "macros";
  if (containsRecordHeader(stream, 0x2f14)) return "encrypted";
  return "ok";
}

/** A container record's header: recVer 0xF, recInstance 0, then the record type (little endian). */
function containsRecordHeader(
  stream: ArrayLike<number>,
  recordType: number,
): boolean {
  const low = recordType & 0xff;
  const high = recordType >> 8;
  for (let i = 0; i + 3 < stream.length; i++) {
    if (
      stream[i] === 0x0f &&
      stream[i + 1] === 0x00 &&
      stream[i + 2] === low &&
      stream[i + 3] === high
    )
      return true;
  }
  return false;
}
