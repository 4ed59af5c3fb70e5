import type { Sharp, SharpOptions } from "sharp";
import {
  MEDIA_CONTENT_TYPES,
  MEDIA_FORMATS,
  MEDIA_MAX_BYTES,
  MEDIA_MAX_PIXELS,
  type MediaFormat,
  type MediaInputFormat,
  type MediaRefusalReason,
  variantWidths,
} from "~/domain/media/media-rules";

/**
 * An upload judged by its content and re-encoded with sharp (docs/decisions/052-media-library.md).
 *
 * - The type is what sharp reads in the bytes, never the file's name or declared type: a PDF
 *   renamed .jpg is refused, an SVG (which can carry script) is refused by name.
 * - A header claiming more than MEDIA_MAX_PIXELS is refused before anything is decoded
 *   (`limitInputPixels`): a 1 KB file cannot make the server allocate gigabytes.
 * - Only the first frame of an animated GIF is kept.
 * - EXIF orientation is applied, then every piece of metadata (EXIF with GPS, XMP, IPTC,
 *   comments) is dropped: sharp writes none unless asked, and the upload itself is not kept.
 * - Encoded as AVIF, WebP and JPEG at each width of `variantWidths`, never enlarged.
 *
 * Encoding is synchronous with the upload (the editor waits, and then sees the image) but one
 * at a time per process: libvips uses every core for one image, so two at once would only
 * take longer each, and the site's other requests keep a core (decision 052 records the times
 * measured).
 */

export type EncodedVariant = {
  format: MediaFormat;
  width: number;
  height: number;
  mimeType: string;
  bytes: Uint8Array;
};

export type EncodedImage = {
  format: MediaInputFormat;
  /** After EXIF orientation: what a person sees. */
  width: number;
  height: number;
  variants: EncodedVariant[];
};

export type EncodeOutcome =
  { ok: true; image: EncodedImage } | { ok: false; reason: MediaRefusalReason };

/**
 * The encoders' settings. AVIF at effort 2: effort 4 (sharp's default) took up to 15 s for one
 * 1600-pixel image of a detailed photo on two cores, effort 2 under 2 s, for files about 6%
 * larger (measured; decision 052).
 */
const ENCODERS = {
  avif: { quality: 52, effort: 2 },
  webp: { quality: 78, effort: 4 },
  jpeg: { quality: 80, mozjpeg: true, progressive: true },
} as const;

type SharpFactory = (input?: Uint8Array, options?: SharpOptions) => Sharp;

let loaded: Promise<SharpFactory> | null = null;

/** sharp is loaded on the first upload, not at start-up: the public site never needs it. */
function loadSharp(): Promise<SharpFactory> {
  loaded ??= import("sharp").then(
    (module) =>
      ((module as { default?: unknown }).default ?? module) as SharpFactory,
  );
  return loaded;
}

let queue: Promise<unknown> = Promise.resolve();

/** Runs `work` after every encode queued before it: one image at a time per process. */
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const run = queue.then(work, work);
  queue = run.catch(() => undefined);
  return run;
}

/** Text that starts like SVG or XML: refused as SVG, whatever sharp would make of it. */
function looksLikeSvg(bytes: Uint8Array): boolean {
  const head = Buffer.from(bytes.subarray(0, 512))
    .toString("utf8")
    .replace(/^\uFEFF/, "")
    .trimStart()
    .toLowerCase();
  return (
    head.startsWith("<svg") ||
    head.startsWith("<?xml") ||
    (head.startsWith("<!") && head.includes("<svg"))
  );
}

function inputFormatOf(metadata: {
  format?: string;
  compression?: string;
}): MediaInputFormat | "svg" | null {
  switch (metadata.format) {
    case "jpeg":
    case "png":
    case "webp":
    case "gif":
      return metadata.format;
    // AVIF is HEIF with AV1 inside; HEIC (HEVC inside) is not taken.
    case "heif":
      return metadata.compression === "av1" ? "avif" : null;
    case "svg":
      return "svg";
    default:
      return null;
  }
}

function isPixelLimit(error: unknown): boolean {
  return error instanceof Error && /pixel limit/i.test(error.message);
}

const inputOptions: SharpOptions = {
  limitInputPixels: MEDIA_MAX_PIXELS,
  // The first frame of an animation; a truncated file is refused rather than half-drawn.
  pages: 1,
  failOn: "error",
};

export async function encodeImage(bytes: Uint8Array): Promise<EncodeOutcome> {
  if (bytes.byteLength === 0) return { ok: false, reason: "empty" };
  if (bytes.byteLength > MEDIA_MAX_BYTES)
    return { ok: false, reason: "tooLarge" };
  if (looksLikeSvg(bytes)) return { ok: false, reason: "svg" };
  const sharp = await loadSharp();

  let metadata;
  try {
    metadata = await sharp(bytes, inputOptions).metadata();
  } catch (error) {
    // sharp checks limitInputPixels against the header, before decoding anything.
    return {
      ok: false,
      reason: isPixelLimit(error) ? "tooManyPixels" : "wrongType",
    };
  }
  const format = inputFormatOf(metadata);
  if (format === "svg") return { ok: false, reason: "svg" };
  if (format === null) return { ok: false, reason: "wrongType" };
  const frameHeight = metadata.pageHeight ?? metadata.height ?? 0;
  const rawWidth = metadata.width ?? 0;
  if (rawWidth <= 0 || frameHeight <= 0)
    return { ok: false, reason: "unreadable" };
  if (rawWidth * frameHeight > MEDIA_MAX_PIXELS)
    return { ok: false, reason: "tooManyPixels" };

  // EXIF orientations 5 to 8 turn the picture a quarter: what a person sees is the other way.
  const quarterTurn = (metadata.orientation ?? 1) >= 5;
  const width = quarterTurn ? frameHeight : rawWidth;
  const height = quarterTurn ? rawWidth : frameHeight;
  const widths = variantWidths(width);
  const widest = Math.max(...widths);

  return oneAtATime(async () => {
    try {
      // Decoded once, upright, straight to the widest size wanted (libvips streams it, and a
      // JPEG shrinks while it loads), so a 50-megapixel upload never sits whole in memory;
      // every variant is made from that.
      const reduced = await sharp(bytes, inputOptions)
        .rotate()
        .resize({ width: widest, withoutEnlargement: true })
        .toColourspace("srgb")
        .raw()
        .toBuffer({ resolveWithObject: true });
      const source = () =>
        sharp(reduced.data, {
          raw: {
            width: reduced.info.width,
            height: reduced.info.height,
            channels: reduced.info.channels,
          },
        });
      const variants: EncodedVariant[] = [];
      for (const target of widths) {
        for (const out of MEDIA_FORMATS) {
          let pipeline = source();
          if (target < reduced.info.width)
            pipeline = pipeline.resize({ width: target });
          // JPEG has no transparency: transparent parts become white, not black.
          if (out === "jpeg")
            pipeline = pipeline.flatten({ background: "#fff" });
          const encoded = await pipeline
            .toFormat(out, ENCODERS[out])
            .toBuffer({ resolveWithObject: true });
          variants.push({
            format: out,
            width: encoded.info.width,
            height: encoded.info.height,
            mimeType: MEDIA_CONTENT_TYPES[out],
            bytes: new Uint8Array(encoded.data),
          });
        }
      }
      return { ok: true as const, image: { format, width, height, variants } };
    } catch (error) {
      if (isPixelLimit(error))
        return { ok: false as const, reason: "tooManyPixels" as const };
      return { ok: false as const, reason: "unreadable" as const };
    }
  });
}
