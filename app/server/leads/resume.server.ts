import { fileTypeFromBuffer } from "file-type";
import { RESUME_MAX_BYTES, resumeMessages } from "~/domain/forms/lead-forms";

/**
 * A résumé is judged by its bytes, not its name: a PDF, a Word 97-2003 document (OLE
 * compound file) or a DOCX (a ZIP with Word's parts). HTML or an executable renamed
 * ".pdf" is refused.
 */
export type InspectedResume =
  | { ok: true; bytes: Uint8Array; mimeType: string; extension: "pdf" | "doc" | "docx"; name: string }
  | { ok: false; message: string };

const ACCEPTED: Record<string, { mimeType: string; extension: "pdf" | "doc" | "docx" }> = {
  pdf: { mimeType: "application/pdf", extension: "pdf" },
  cfb: { mimeType: "application/msword", extension: "doc" },
  docx: { mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document", extension: "docx" },
};

export async function inspectResume(value: FormDataEntryValue | null): Promise<InspectedResume> {
  if (value === null || typeof value === "string" || value.name === "") return { ok: false, message: resumeMessages.required };
  if (value.size === 0) return { ok: false, message: resumeMessages.empty };
  if (value.size > RESUME_MAX_BYTES) return { ok: false, message: resumeMessages.tooLarge };
  const bytes = new Uint8Array(await value.arrayBuffer());
  const detected = await fileTypeFromBuffer(bytes);
  const accepted = detected ? ACCEPTED[detected.ext] : undefined;
  if (!accepted) return { ok: false, message: resumeMessages.wrongType };
  return { ok: true, bytes, ...accepted, name: safeFileName(value.name, accepted.extension) };
}

/** The name as staff will see it: no path, no control characters, the true extension. */
export function safeFileName(name: string, extension: string): string {
  const base = name
    .split(/[\\/]/)
    .pop()!
    .replace(/[\p{Cc}"<>|:*?]/gu, "")
    .replace(/\.[^.]*$/, "")
    .trim()
    .slice(0, 120);
  return `${base || "resume"}.${extension}`;
}
