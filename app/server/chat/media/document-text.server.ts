import mammoth from "mammoth";
import { extractText } from "unpdf";
import type { Logger } from "../../logger.server";
import { extractWordText } from "./word-text.server";

/**
 * The plain text of a checked document, for the assistant to answer about: PDF
 * through unpdf (pdf.js), DOCX through mammoth, Word 97-2003 through its piece table, text
 * as UTF-8. Bounded; a document whose text cannot be read gives "" (it is still stored).
 */
export const MAX_DOCUMENT_TEXT_CHARS = 60_000;

export async function extractDocumentText(
  bytes: Uint8Array,
  mimeType: string,
  logger?: Logger,
): Promise<string> {
  try {
    const text = await extractByType(
      bytes,
      mimeType.split(";")[0]!.trim().toLowerCase(),
    );
    return normaliseText(text).slice(0, MAX_DOCUMENT_TEXT_CHARS);
  } catch (error) {
    logger?.warn(
      { err: error, mimeType },
      "chat document text could not be read",
    );
    return "";
  }
}

async function extractByType(
  bytes: Uint8Array,
  mimeType: string,
): Promise<string> {
  switch (mimeType) {
    case "application/pdf": {
      // pdf.js takes ownership of (detaches) the buffer it is given: give it a copy.
      const { text } = await extractText(new Uint8Array(bytes), {
        mergePages: true,
      });
      return text;
    }
    case "application/vnd.openxmlformats-officedocument.wordprocessingml.document": {
      const { value } = await mammoth.extractRawText({
        buffer: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
      });
      return value;
    }
    case "application/msword":
      return extractWordText(bytes, MAX_DOCUMENT_TEXT_CHARS) ?? "";
    case "text/plain":
      return new TextDecoder("utf-8").decode(bytes).replace(/^\uFEFF/, "");
    default:
      return "";
  }
}

/** One kind of line break, no trailing spaces, at most one empty line in a row. */
function normaliseText(text: string): string {
  return text
    .replace(/\r\n?/g, "\n")
    .replace(/[ \t]+\n/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
