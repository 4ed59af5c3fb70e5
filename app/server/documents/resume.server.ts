import { fileTypeFromBuffer } from "file-type";
import { RESUME_MAX_BYTES, resumeMessages } from "~/domain/forms/lead-forms";
import { inspectDocxPackage } from "./docx-package.server";
import { inspectWordDocument } from "./word-document.server";

/**
 * A résumé is judged by its bytes, not its name: a PDF, a Word 97-2003 document (OLE
 * compound file with a WordDocument stream) or a DOCX (a ZIP with Word's parts, unpacked
 * within limits). HTML or an executable renamed ".pdf", zip bombs, macro-bearing documents
 * and other Office files are refused, each with a message saying what to do.
 */
export type InspectedResume =
  | {
      ok: true;
      bytes: Uint8Array;
      mimeType: string;
      extension: "pdf" | "doc" | "docx";
      name: string;
    }
  | { ok: false; message: string };

type Extension = "pdf" | "doc" | "docx";
type Verdict =
  | "ok"
  | Exclude<keyof typeof resumeMessages, "required" | "empty" | "tooLarge">;

const ACCEPTED: Record<
  string,
  {
    mimeType: string;
    extension: Extension;
    check: (bytes: Uint8Array) => Verdict | Promise<Verdict>;
  }
> = {
  pdf: { mimeType: "application/pdf", extension: "pdf", check: () => "ok" },
  cfb: {
    mimeType: "application/msword",
    extension: "doc",
    check: inspectWordDocument,
  },
  docx: {
    mimeType:
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    extension: "docx",
    check: async (bytes) => (await inspectDocxPackage(bytes)).verdict,
  },
};

export async function inspectResume(
  value: FormDataEntryValue | null,
  /** The messages of the submitting page's language (English by default). */
  messages: typeof resumeMessages = resumeMessages,
): Promise<InspectedResume> {
  if (value === null || typeof value === "string" || value.name === "")
    return { ok: false, message: messages.required };
  if (value.size === 0) return { ok: false, message: messages.empty };
  if (value.size > RESUME_MAX_BYTES)
    return { ok: false, message: messages.tooLarge };
  const bytes = new Uint8Array(await value.arrayBuffer());
  const detected = await fileTypeFromBuffer(bytes);
  // file-type names a package whose main part is macro-enabled "docm": say why it is refused.
  if (detected?.ext === "docm") return { ok: false, message: messages.macros };
  const accepted = detected ? ACCEPTED[detected.ext] : undefined;
  if (!accepted) return { ok: false, message: messages.wrongType };
  const verdict = await accepted.check(bytes);
  if (verdict !== "ok") return { ok: false, message: messages[verdict] };
  const { mimeType, extension } = accepted;
  return {
    ok: true,
    bytes,
    mimeType,
    extension,
    name: safeFileName(value.name, extension),
  };
}

/**
 * The name as staff will see it: no path, no control or format characters (bidi overrides
 * such as U+202E would make "cv‮fdp.exe" read as "cvexe.pdf"; zero-width characters hide
 * look-alikes), the true extension.
 */
export function safeFileName(
  name: string,
  extension: string,
  fallback = "resume",
): string {
  const base = name
    .split(/[\\/]/)
    .pop()!
    .replace(/[\p{Cc}\p{Cf}\u2028\u2029"<>|:*?]/gu, "")
    .replace(/\.[^.]*$/, "")
    .trim()
    .slice(0, 120);
  return `${base || fallback}.${extension}`;
}
