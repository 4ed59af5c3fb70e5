import { fileTypeFromBuffer } from "file-type";
import type { IntlShape, MessageDescriptor } from "react-intl";
import { CHAT_DOCUMENT_EXTENSIONS } from "~/domain/chat/chat-api";
import { inspectDocxPackage } from "../../documents/docx-package.server";
import { safeFileName } from "../../documents/resume.server";
import { inspectWordDocument } from "../../documents/word-document.server";
import { inEnglish, type RefusalSentence } from "../chat-http.server";

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
/** A refusal as the route says it: in the language of the visitor's page. */
export type DocumentRefusalSentence = {
  status: 400 | 415;
  sentence: RefusalSentence;
};

export const DOCUMENT_MIME_TYPES: Record<ChatDocumentExtension, string> = {
  pdf: "application/pdf",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  txt: "text/plain",
};

/** Each refusal names the file; the wrong kinds also say what the chat accepts. */
const refusalMessages = {
  wrongType: {
    id: "chat.refusal.documentWrongType",
    defaultMessage:
      "\u0022{name}\u0022 is not a document the chat can read. Please attach a PDF, Word (.doc, .docx) or plain text (.txt) file.",
  },
  mismatch: {
    id: "chat.refusal.documentMismatch",
    defaultMessage:
      "\u0022{name}\u0022 is named like one kind of document but contains {actual}. Please attach a PDF, Word (.doc, .docx) or plain text (.txt) file with its true extension.",
  },
  empty: {
    id: "chat.refusal.documentEmpty",
    defaultMessage:
      "\u0022{name}\u0022 is empty. Please attach a document with some content.",
  },
  unreadable: {
    id: "chat.refusal.documentUnreadable",
    defaultMessage:
      "\u0022{name}\u0022 is damaged and cannot be opened. Please attach a working copy.",
  },
  macros: {
    id: "chat.refusal.documentMacros",
    defaultMessage:
      "\u0022{name}\u0022 contains macros, which we do not accept. Please save it without macros (as .docx or PDF).",
  },
  encrypted: {
    id: "chat.refusal.documentEncrypted",
    defaultMessage:
      "\u0022{name}\u0022 is password-protected. Please attach a copy without a password.",
  },
  tooLarge: {
    id: "chat.refusal.documentUnpacksTooLarge",
    defaultMessage:
      "\u0022{name}\u0022 unpacks to far more than a document should. Please save it again or attach it as a PDF.",
  },
  notText: {
    id: "chat.refusal.documentNotText",
    defaultMessage:
      "\u0022{name}\u0022 is not plain UTF-8 text. Please attach a PDF, Word (.doc, .docx) or plain text (.txt) file.",
  },
} satisfies Record<string, MessageDescriptor>;

/** What a document turned out to contain, for a name that says otherwise. */
const kindNames = {
  pdf: { id: "chat.refusal.kindPdf", defaultMessage: "a PDF" },
  doc: {
    id: "chat.refusal.kindDoc",
    defaultMessage: "a Word 97-2003 document",
  },
  docx: {
    id: "chat.refusal.kindDocx",
    defaultMessage: "a Word (.docx) document",
  },
  txt: { id: "chat.refusal.kindTxt", defaultMessage: "plain text" },
} satisfies Record<ChatDocumentExtension, MessageDescriptor>;

type RefusalReason = Exclude<keyof typeof refusalMessages, "mismatch">;

/** The file's name as the refusal quotes it; a name that was nothing but unsafe characters is "the file". */
function quotedName(intl: IntlShape, name: string): string {
  return (
    name ||
    intl.formatMessage({
      id: "chat.refusal.unnamedFile",
      defaultMessage: "The file",
    })
  );
}

function refusalSentence(reason: RefusalReason, name: string): RefusalSentence {
  return (intl) =>
    intl.formatMessage(refusalMessages[reason], {
      name: quotedName(intl, name),
    });
}

function mismatchSentence(
  name: string,
  actual: (intl: IntlShape) => string,
): RefusalSentence {
  return (intl) =>
    intl.formatMessage(refusalMessages.mismatch, {
      name: quotedName(intl, name),
      actual: actual(intl),
    });
}

/** The refusals in English, as an English page reads them (and the contract's tests). */
export const documentRefusals = {
  wrongType: (name: string) => inEnglish(refusalSentence("wrongType", name)),
  mismatch: (name: string, actual: string) =>
    inEnglish(mismatchSentence(name, () => actual)),
  empty: (name: string) => inEnglish(refusalSentence("empty", name)),
  unreadable: (name: string) => inEnglish(refusalSentence("unreadable", name)),
  macros: (name: string) => inEnglish(refusalSentence("macros", name)),
  encrypted: (name: string) => inEnglish(refusalSentence("encrypted", name)),
  tooLarge: (name: string) => inEnglish(refusalSentence("tooLarge", name)),
  notText: (name: string) => inEnglish(refusalSentence("notText", name)),
} as const;

/** The check with its refusal in English (what checkChatDocument's callers and tests read). */
export async function checkChatDocument(
  file: File,
): Promise<
  { ok: true; document: CheckedDocument } | ({ ok: false } & DocumentRefusal)
> {
  const judged = await judgeChatDocument(file);
  if (judged.ok) return judged;
  return {
    ok: false,
    status: judged.status,
    error: inEnglish(judged.sentence),
  };
}

/** The document judged by its bytes; a refusal is said in the visitor's language by the route. */
export async function judgeChatDocument(
  file: File,
): Promise<
  | { ok: true; document: CheckedDocument }
  | ({ ok: false } & DocumentRefusalSentence)
> {
  const shown = displayName(file.name);
  const claimed = extensionOf(file.name);
  if (!claimed)
    return {
      ok: false,
      status: 415,
      sentence: refusalSentence("wrongType", shown),
    };
  if (file.size === 0)
    return {
      ok: false,
      status: 400,
      sentence: refusalSentence("empty", shown),
    };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const detected = await detectDocument(bytes);
  if (detected.kind === "refused")
    return {
      ok: false,
      status: detected.status,
      sentence: refusalSentence(detected.reason, shown),
    };
  if (detected.kind === "other")
    return {
      ok: false,
      status: 415,
      sentence: refusalSentence(
        claimed === "txt" ? "notText" : "wrongType",
        shown,
      ),
    };
  if (detected.kind !== claimed)
    return {
      ok: false,
      status: 415,
      sentence: mismatchSentence(shown, (intl) =>
        intl.formatMessage(kindNames[detected.kind]),
      ),
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
  return base;
}
