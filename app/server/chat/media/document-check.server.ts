import { fileTypeFromBuffer } from "file-type";
import { CHAT_DOCUMENT_EXTENSIONS } from "~/domain/chat/chat-api";
import { inspectDocxPackage } from "../../leads/docx-package.server";
import { safeFileName } from "../../leads/resume.server";
import { inspectWordDocument } from "../../leads/word-document.server";

/**
 * A chat document is judged by its bytes, and its name must agree with them: a PDF, a Word
 * 97-2003 document (the résumé checks: an OLE2 file with Word's WordDocument stream, no
 * macros, not encrypted), a DOCX (a ZIP with Word's parts, unpacked within limits, no
 * macros), or plain UTF-8 text. Anything else, or a name that lies about its content, is
 * refused with a sentence naming the file and what the chat accepts.
 */
export type ChatDocumentExtension = "pdf" | "doc" | "docx" | "txt";

export type CheckedDocument = {
  name: string;
  extension: ChatDocumentExtension;
  mimeType: string;
  bytes: Uint8Array;
};

export type DocumentRefusal = { status: 400 | 415; error: string };

export const DOCUMENT_MIME_TYPES: Record<ChatDocumentExtension, string> = {
  pdf: "application/pdf",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  txt: "text/plain",
};

const ACCEPTED_LIST = "PDF, Word (.doc, .docx) or plain text (.txt)";

export const documentRefusals = {
  wrongType: (name: string) =>
    `"${name}" is not a document the chat can read. Please attach a ${ACCEPTED_LIST} file.`,
  mismatch: (name: string, actual: string) =>
    `"${name}" is named like one kind of document but contains ${actual}. Please attach a ${ACCEPTED_LIST} file with its true extension.`,
  empty: (name: string) =>
    `"${name}" is empty. Please attach a document with some content.`,
  unreadable: (name: string) =>
    `"${name}" is damaged and cannot be opened. Please attach a working copy.`,
  macros: (name: string) =>
    `"${name}" contains macros, which we do not accept. Please save it without macros (as .docx or PDF).`,
  encrypted: (name: string) =>
    `"${name}" is password-protected. Please attach a copy without a password.`,
  tooLarge: (name: string) =>
    `"${name}" unpacks to far more than a document should. Please save it again or attach it as a PDF.`,
  notText: (name: string) =>
    `"${name}" is not plain UTF-8 text. Please attach a ${ACCEPTED_LIST} file.`,
} as const;

const KIND_NAMES: Record<ChatDocumentExtension, string> = {
  pdf: "a PDF",
  doc: "a Word 97-2003 document",
  docx: "a Word (.docx) document",
  txt: "plain text",
};

export async function checkChatDocument(
  file: File,
): Promise<
  { ok: true; document: CheckedDocument } | ({ ok: false } & DocumentRefusal)
> {
  const shown = displayName(file.name);
  const claimed = extensionOf(file.name);
  if (!claimed)
    return { ok: false, status: 415, error: documentRefusals.wrongType(shown) };
  if (file.size === 0)
    return { ok: false, status: 400, error: documentRefusals.empty(shown) };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const detected = await detectDocument(bytes);
  if (detected.kind === "refused")
    return {
      ok: false,
      status: detected.status,
      error: documentRefusals[detected.reason](shown),
    };
  if (detected.kind === "other")
    return {
      ok: false,
      status: 415,
      error:
        claimed === "txt"
          ? documentRefusals.notText(shown)
          : documentRefusals.wrongType(shown),
    };
  if (detected.kind !== claimed)
    return {
      ok: false,
      status: 415,
      error: documentRefusals.mismatch(shown, KIND_NAMES[detected.kind]),
    };
  return {
    ok: true,
    document: {
      name: safeFileName(file.name, claimed, "document"),
      extension: claimed,
      mimeType: DOCUMENT_MIME_TYPES[claimed],
      bytes,
    },
  };
}

type Detected =
  | { kind: ChatDocumentExtension }
  | { kind: "other" }
  | {
      kind: "refused";
      status: 400 | 415;
      reason: "unreadable" | "macros" | "encrypted" | "tooLarge";
    };

async function detectDocument(bytes: Uint8Array): Promise<Detected> {
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected)
    return isPlainText(bytes) ? { kind: "txt" } : { kind: "other" };
  switch (detected.ext) {
    case "pdf":
      return { kind: "pdf" };
    case "docm":
      return { kind: "refused", status: 415, reason: "macros" };
    case "docx": {
      const { verdict } = await inspectDocxPackage(bytes);
      if (verdict === "ok") return { kind: "docx" };
      if (verdict === "notWord") return { kind: "other" };
      return {
        kind: "refused",
        status: verdict === "macros" || verdict === "encrypted" ? 415 : 400,
        reason: verdict === "unpackedTooLarge" ? "tooLarge" : verdict,
      };
    }
    case "cfb": {
      const verdict = inspectWordDocument(bytes);
      if (verdict === "ok") return { kind: "doc" };
      if (verdict === "notWord") return { kind: "other" };
      return {
        kind: "refused",
        status: verdict === "unreadable" ? 400 : 415,
        reason: verdict,
      };
    }
    default:
      return { kind: "other" };
  }
}

/**
 * Plain text: valid UTF-8 (a BOM is fine) without NUL or other control characters (C0, DEL,
 * C1) besides tab, line feed, carriage return and form feed — binary data fails one of the two.
 */
export function isPlainText(bytes: Uint8Array): boolean {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  // Control characters other than tab, line feed, form feed and carriage return.
  return !/[^\P{Cc}\t\n\f\r]/u.test(text);
}

function extensionOf(name: string): ChatDocumentExtension | null {
  const lower = name.toLowerCase().trim();
  const found = CHAT_DOCUMENT_EXTENSIONS.find((extension) =>
    lower.endsWith(extension),
  );
  return found ? (found.slice(1) as ChatDocumentExtension) : null;
}

/** The name as the visitor sent it, made safe to quote in a sentence. */
function displayName(name: string): string {
  const base = name
    .split(/[\\/]/)
    .pop()!
    .replace(/[\p{Cc}\p{Cf}\u2028\u2029"]/gu, "")
    .trim()
    .slice(0, 120);
  return base || "The file";
}
