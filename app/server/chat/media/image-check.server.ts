import { fileTypeFromBuffer } from "file-type";
import { sentenceOf, type RefusalSentence } from "../chat-http.server";

/**
 * An image for text extraction, judged by its magic bytes: the formats both tesseract
 * (leptonica) and vision models read. Anything else is refused, whatever its name says.
 */
const IMAGE_TYPES: Record<string, string> = {
  png: "image/png",
  jpg: "image/jpeg",
  webp: "image/webp",
  gif: "image/gif",
  bmp: "image/bmp",
  tif: "image/tiff",
};

export type CheckedImage = {
  name: string;
  extension: string;
  mimeType: string;
  bytes: Uint8Array;
};

export const imageSentences = {
  missing: sentenceOf({
    id: "chat.refusal.imageMissing",
    defaultMessage: "Please attach one image to read the text from.",
  }),
  empty: sentenceOf({
    id: "chat.refusal.imageEmpty",
    defaultMessage: "The image is empty. Please choose another image.",
  }),
} satisfies Record<string, RefusalSentence>;

/** A file that is not an image we read, named as the visitor sent it (or "the file"). */
function notAnImage(name: string): RefusalSentence {
  return (intl) =>
    intl.formatMessage(
      {
        id: "chat.refusal.notAnImage",
        defaultMessage:
          "\u0022{name}\u0022 is not an image we can read. Please attach a PNG, JPEG, WebP, GIF, BMP or TIFF image.",
      },
      {
        name:
          name ||
          intl.formatMessage({
            id: "chat.refusal.unnamedFile",
            defaultMessage: "The file",
          }),
      },
    );
}

export async function checkChatImage(
  file: File,
): Promise<
  | { ok: true; image: CheckedImage }
  | { ok: false; status: 400 | 415; sentence: RefusalSentence }
> {
  if (file.size === 0)
    return { ok: false, status: 400, sentence: imageSentences.empty };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const detected = await fileTypeFromBuffer(bytes);
  const mimeType = detected ? IMAGE_TYPES[detected.ext] : undefined;
  const base = file.name
    .split(/[\\/]/)
    .pop()!
    .replace(/[\p{Cc}\p{Cf}\u2028\u2029"<>|:*?]/gu, "")
    .trim();
  if (!detected || !mimeType)
    return { ok: false, status: 415, sentence: notAnImage(base.slice(0, 120)) };
  const stem = base.replace(/\.[^.]*$/, "").slice(0, 120) || "image";
  return {
    ok: true,
    image: {
      name: `${stem}.${detected.ext}`,
      extension: detected.ext,
      mimeType,
      bytes,
    },
  };
}
