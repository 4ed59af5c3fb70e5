import { fileTypeFromBuffer } from "file-type";

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

export const imageRefusals = {
  missing: "Please attach one image to read the text from.",
  empty: "The image is empty. Please choose another image.",
  wrongType: (name: string) =>
    `"${name}" is not an image we can read. Please attach a PNG, JPEG, WebP, GIF, BMP or TIFF image.`,
} as const;

export async function checkChatImage(
  file: File,
): Promise<
  | { ok: true; image: CheckedImage }
  | { ok: false; status: 400 | 415; error: string }
> {
  if (file.size === 0)
    return { ok: false, status: 400, error: imageRefusals.empty };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const detected = await fileTypeFromBuffer(bytes);
  const mimeType = detected ? IMAGE_TYPES[detected.ext] : undefined;
  const base = file.name
    .split(/[\\/]/)
    .pop()!
    .replace(/[\p{Cc}\p{Cf}\u2028\u2029"<>|:*?]/gu, "")
    .trim();
  if (!detected || !mimeType)
    return {
      ok: false,
      status: 415,
      error: imageRefusals.wrongType(base.slice(0, 120) || "The file"),
    };
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
