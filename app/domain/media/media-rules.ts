/**
 * The media library's rules, shared by the browser and the server
 * (docs/decisions/052-media-library.md): what an upload may be, which widths and formats an
 * image is re-encoded into, and the public name of each encoded file.
 */

/** 15 MB: a camera's full-size JPEG fits; a RAW file or a poster scan does not. */
export const MEDIA_MAX_BYTES = 15 * 1024 * 1024;

/**
 * The most pixels an upload may decode to (about 8,000 × 6,000): a 50-megapixel camera's
 * photo fits, and a small file that claims to be 100,000 × 100,000 pixels (a decompression
 * bomb) is refused from its header before any of it is decoded.
 */
export const MEDIA_MAX_PIXELS = 50_000_000;

/** The widths every image is encoded at, no wider than the original (docs/decisions/052). */
export const MEDIA_WIDTHS = [480, 800, 1200, 1600] as const;

/** The encoded formats, best first: the order of a `<picture>`'s sources. */
export const MEDIA_FORMATS = ["avif", "webp", "jpeg"] as const;
export type MediaFormat = (typeof MEDIA_FORMATS)[number];

/** What an upload may be, judged by its content (never its name or declared type). */
export const MEDIA_INPUT_FORMATS = [
  "jpeg",
  "png",
  "webp",
  "avif",
  "gif",
] as const;
export type MediaInputFormat = (typeof MEDIA_INPUT_FORMATS)[number];

/** The file input's `accept`: a hint for the picker only — the server reads the bytes. */
export const MEDIA_ACCEPT =
  "image/jpeg,image/png,image/webp,image/avif,image/gif,.jpg,.jpeg,.png,.webp,.avif,.gif";

export const MEDIA_EXTENSIONS: Record<MediaFormat, string> = {
  avif: "avif",
  webp: "webp",
  jpeg: "jpg",
};

export const MEDIA_CONTENT_TYPES: Record<MediaFormat, string> = {
  avif: "image/avif",
  webp: "image/webp",
  jpeg: "image/jpeg",
};

export const MEDIA_LIMITS = { title: 200, altText: 300 } as const;

export const mediaMessages = {
  fileRequired: "Choose an image to upload.",
  empty: "This file is empty. Please choose the image again.",
  tooLarge:
    "This image is larger than 15 MB. Please upload a smaller image, or export it at a lower resolution.",
  wrongType:
    "This file is not an image the library takes. Upload a JPEG, PNG, WebP, AVIF or GIF image.",
  svg: "SVG images are not accepted: they can carry scripts. Export the drawing as PNG and upload that.",
  tooManyPixels:
    "This image has too many pixels (more than 50 megapixels). Please resize it and upload it again.",
  unreadable:
    "This image looks damaged and could not be read. Please check that it opens, save it again and upload it again.",
  busy: "Many images are being uploaded right now. Please try again in a minute.",
  altRequired:
    "Describe the image: alt text is what screen-reader users hear, and an image without it cannot be published.",
  altTooLong: `Keep the alt text to ${MEDIA_LIMITS.altText} characters or fewer.`,
  altFrRequired:
    "Describe the image in French: French pages read this alt text, and a French item cannot be published without it.",
  altFrTooLong: `Keep the French alt text to ${MEDIA_LIMITS.altText} characters or fewer.`,
  titleTooLong: `Keep the title to ${MEDIA_LIMITS.title} characters or fewer.`,
} as const;

export type MediaRefusalReason =
  | "fileRequired"
  | "empty"
  | "tooLarge"
  | "wrongType"
  | "svg"
  | "tooManyPixels"
  | "unreadable";

/**
 * The widths an image of `originalWidth` is encoded at: every library width not wider than
 * the original, and the original's own width when it is narrower than all of them, so an
 * image always has at least one (it is never enlarged).
 */
export function variantWidths(originalWidth: number): number[] {
  const width = Math.max(1, Math.floor(originalWidth));
  const fitting = MEDIA_WIDTHS.filter((candidate) => candidate <= width);
  return fitting.length > 0 ? [...fitting] : [width];
}

/** The height of an image of `width × height` scaled to `targetWidth` (rounded, at least 1). */
export function scaledHeight(
  width: number,
  height: number,
  targetWidth: number,
): number {
  return Math.max(1, Math.round((height * targetWidth) / width));
}

/**
 * An asset's public key: the start of the SHA-256 of the uploaded bytes. The same image is
 * the same asset, and its encoded files are written once and never replaced, so a name never
 * stands for other bytes: the files can be cached for a year (docs/decisions/052).
 */
export const MEDIA_KEY_LENGTH = 20;
const KEY = `[0-9a-f]{${MEDIA_KEY_LENGTH}}`;

export function mediaKeyOf(sha256Hex: string): string {
  return sha256Hex.slice(0, MEDIA_KEY_LENGTH);
}

/** `/media/<key>-<width>.<avif|webp|jpg>`: one encoded file's address on this site. */
export function mediaPath(
  key: string,
  width: number,
  format: MediaFormat,
): string {
  return `/media/${key}-${width}.${MEDIA_EXTENSIONS[format]}`;
}

const FILE_NAME = new RegExp(`^(${KEY})-([1-9][0-9]{0,4})\\.(avif|webp|jpg)$`);

/** The parts of a file name under /media/, or null for any other name (a 404). */
export function parseMediaFileName(
  name: string,
): { key: string; width: number; format: MediaFormat } | null {
  const match = FILE_NAME.exec(name);
  if (!match) return null;
  const extension = match[3]!;
  return {
    key: match[1]!,
    width: Number(match[2]),
    format: extension === "jpg" ? "jpeg" : (extension as MediaFormat),
  };
}

const ADDRESS = new RegExp(
  `^/media/(${KEY})-[1-9][0-9]{0,4}\\.(?:avif|webp|jpg)$`,
);

/** The asset key of a library address (`/media/<key>-<width>.<ext>`), or null for any other. */
export function mediaKeyOfAddress(
  address: string | null | undefined,
): string | null {
  if (!address) return null;
  return ADDRESS.exec(address.trim())?.[1] ?? null;
}

const IN_HTML = new RegExp(
  `/media/(${KEY})-[1-9][0-9]{0,4}\\.(?:avif|webp|jpg)`,
  "g",
);

/** Every library asset key an HTML body's addresses name, once each, in order. */
export function mediaKeysInHtml(html: string): string[] {
  return [...new Set([...html.matchAll(IN_HTML)].map((match) => match[1]!))];
}

/** An asset's encoded files as a page draws them: every format at every width. */
export type MediaImage = {
  key: string;
  alt: string;
  /** The widest file's width and height: the image's intrinsic size on the page. */
  width: number;
  height: number;
  widths: number[];
};

/** The `srcset` of one format: every width, narrowest first. */
export function mediaSrcSet(image: MediaImage, format: MediaFormat): string {
  return [...image.widths]
    .sort((a, b) => a - b)
    .map((width) => `${mediaPath(image.key, width, format)} ${width}w`)
    .join(", ");
}

/** The image's widest JPEG: the `src` every browser can show (and the address editors paste). */
export function mediaFallbackSrc(image: MediaImage): string {
  return mediaPath(image.key, Math.max(...image.widths), "jpeg");
}

const IMG_TAG = /<img\b[^>]*>/gi;

/**
 * A body's library images with their width and height when the tag has neither (an image
 * inserted by hand, or before sizes were written): the browser then reserves the image's
 * place before it loads, so the text below never jumps (CLS 0).
 */
export function withMediaImageSizes(
  html: string,
  images: ReadonlyMap<string, MediaImage>,
): string {
  if (images.size === 0) return html;
  return html.replace(IMG_TAG, (tag) => {
    if (/\swidth=/i.test(tag) || /\sheight=/i.test(tag)) return tag;
    const src = /\ssrc="([^"]*)"/i.exec(tag)?.[1];
    const image = images.get(mediaKeyOfAddress(src) ?? "");
    if (!image) return tag;
    return tag.replace(
      /^<img\b/i,
      `<img width="${image.width}" height="${image.height}"`,
    );
  });
}

const ALT_ATTRIBUTE = /\salt="[^"]*"/i;

function escapeAttribute(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/"/g, "&quot;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;");
}

/**
 * A French body's library images with the library's French alt text (empty when it has none),
 * whatever the tag says: "Create the French version" copies the English body, alt text included,
 * and a French page must never carry English (decision 052, "Alt text per language"). `images`
 * holds the French alt texts (`mediaSizesInHtml(db, html, "fr")`); other images are left alone.
 */
export function withMediaAltText(
  html: string,
  images: ReadonlyMap<string, MediaImage>,
): string {
  if (images.size === 0) return html;
  return html.replace(IMG_TAG, (tag) => {
    const src = /\ssrc="([^"]*)"/i.exec(tag)?.[1];
    const image = images.get(mediaKeyOfAddress(src) ?? "");
    if (!image) return tag;
    const alt = ` alt="${escapeAttribute(image.alt)}"`;
    return ALT_ATTRIBUTE.test(tag)
      ? tag.replace(ALT_ATTRIBUTE, () => alt)
      : tag.replace(/^<img\b/i, () => `<img${alt}`);
  });
}
