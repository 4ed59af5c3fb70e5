import { z } from "zod";
import { MEDIA_LIMITS, mediaMessages } from "./media-rules";

/** The library's forms (docs/decisions/052-media-library.md), one schema each, browser and server. */

/**
 * The French alt text (decision 052, "Alt text per language"): bounded like the English, and
 * optional here — an image only English pages show needs none; publishing a French item that
 * shows the image requires it.
 */
const altTextFrField = z
  .string()
  .trim()
  .max(MEDIA_LIMITS.altText, { error: mediaMessages.altFrTooLong });

/**
 * An image's title and alt texts, as the library's inline form posts them. An alt text the
 * form leaves out stays as it is: the insight editor's picker saves only the language of the
 * item being edited.
 */
export const mediaDetailsSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, { error: "Give the image a title." })
    .max(MEDIA_LIMITS.title, { error: mediaMessages.titleTooLong }),
  altText: z
    .string()
    .trim()
    .min(1, { error: mediaMessages.altRequired })
    .max(MEDIA_LIMITS.altText, { error: mediaMessages.altTooLong })
    .optional(),
  altTextFr: altTextFrField.optional(),
});

/** What the upload form carries beside the file: all optional (the title defaults to the file's name). */
export const mediaUploadFieldsSchema = z.object({
  title: z
    .string()
    .trim()
    .max(MEDIA_LIMITS.title, { error: mediaMessages.titleTooLong }),
  altText: z
    .string()
    .trim()
    .max(MEDIA_LIMITS.altText, { error: mediaMessages.altTooLong }),
  altTextFr: altTextFrField,
});

export const MEDIA_INTENTS = ["upload", "details", "delete"] as const;
export type MediaIntent = (typeof MEDIA_INTENTS)[number];

/** The library's filter as its URL carries it (?q=&page=). */
export type MediaListParams = { q: string; page: number };

export function mediaListParamsOf(search: URLSearchParams): MediaListParams {
  const page = search.get("page") ?? "";
  return {
    q: (search.get("q") ?? "").trim().slice(0, 200),
    page: /^\d{1,6}$/.test(page) ? Math.max(1, Number(page)) : 1,
  };
}
