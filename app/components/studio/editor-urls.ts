import { mediaKeyOfAddress } from "~/domain/media/media-rules";

/**
 * Which addresses the editor lets an author use. They mirror the sanitizer's policy for stored
 * rich text (links: http, https, mailto and paths on this site; images: https, or a media
 * library file on this site — docs/decisions/052-media-library.md), so what
 * the editor accepts is what the published page keeps. The sanitizer stays the guarantee
 * (docs/decisions/050-rich-text-editor.md); these rules let the editor refuse early and say why.
 */

export const LINK_RULE_MESSAGE =
  "Use a web address starting with https:// or http://, an email link starting with mailto:, or a path on this site starting with /.";

export const IMAGE_SRC_MESSAGE =
  "Choose the image from the media library (upload it there first): the site shows images from its own library only.";

export const IMAGE_ALT_MESSAGE =
  "Describe the image in the alt text: it is what screen-reader users hear, and an image without it is not inserted.";

// Control characters, whitespace and zero-width characters: browsers strip some of them
// inside a scheme ("java\tscript:"), so an address holding any is refused, not guessed at.
function hasHiddenCharacters(value: string): boolean {
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0;
    if (
      code <= 0x20 ||
      (code >= 0x7f && code <= 0x9f) ||
      (code >= 0x200b && code <= 0x200f) ||
      /\s/.test(char)
    ) {
      return true;
    }
  }
  return false;
}

function parsedUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/** http(s) with a host, mailto with an address, or a path on this site ("/blog/…"). */
export function isAllowedLinkHref(href: string): boolean {
  const value = href.trim();
  if (!value || hasHiddenCharacters(value)) return false;
  // "//host" and "/\host" are read by browsers as another site, not a path on this one.
  if (value.startsWith("/")) return !/^\/[/\\]/.test(value);
  const url = parsedUrl(value);
  if (!url) return false;
  if (url.protocol === "http:" || url.protocol === "https:") {
    return url.hostname !== "";
  }
  if (url.protocol === "mailto:") return url.pathname.includes("@");
  return false;
}

/**
 * An https address with a host, or a media library file (`/media/<key>-<width>.jpg`): the
 * library's files are on this site, the only images its Content-Security-Policy shows.
 */
export function isAllowedImageSrc(src: string): boolean {
  const value = src.trim();
  if (!value || hasHiddenCharacters(value)) return false;
  if (mediaKeyOfAddress(value) !== null) return true;
  const url = parsedUrl(value);
  return url !== null && url.protocol === "https:" && url.hostname !== "";
}

/**
 * What an author may insert or paste: a media library file only. The site's
 * Content-Security-Policy shows images from this site alone, so an https image elsewhere would
 * be a broken picture in the editor and on the page. `isAllowedImageSrc` stays wider so a body
 * stored before this rule loads whole rather than losing an image.
 */
export function isInsertableImageSrc(src: string): boolean {
  const value = src.trim();
  return (
    value !== "" &&
    !hasHiddenCharacters(value) &&
    mediaKeyOfAddress(value) !== null
  );
}

/** An image to insert; a library image also brings its size, so the page reserves its place. */
export type ImageRequest = {
  src: string;
  alt: string;
  width?: number;
  height?: number;
};

/** What is wrong with an image before it is inserted, field by field; empty when it may go in. */
export function imageProblems(image: ImageRequest): {
  src?: string;
  alt?: string;
} {
  return {
    ...(isInsertableImageSrc(image.src) ? {} : { src: IMAGE_SRC_MESSAGE }),
    ...(image.alt.trim() ? {} : { alt: IMAGE_ALT_MESSAGE }),
  };
}
