import { z } from "zod";
import { mediaKeyOfAddress, mediaKeysInHtml } from "../media/media-rules";
import type { ContentLocale } from "../enums";
import {
  capabilityIdsField,
  choiceField,
  fieldsInEditorOrder,
  optionalText,
  slugField,
  storedDocumentFields,
  titleField,
} from "./document-fields";

/**
 * An insight as the content studio edits it: the one schema the browser and the server parse
 * the editor's form with. A draft may be incomplete (only a title is needed to save it); what
 * publishing needs on top is `missingForPublish`.
 */

export const INSIGHT_LIMITS = {
  title: 200,
  slug: 100,
  excerpt: 400,
  author: 120,
  imageUrl: 500,
  body: 200_000,
  seoTitle: 120,
  seoDescription: 320,
} as const;

/** An image address the site may show: https, or a path on this site ("/media/…"). */
export function isImageAddress(value: string): boolean {
  if (value.startsWith("/")) return !value.startsWith("//");
  try {
    return new URL(value).protocol === "https:";
  } catch {
    return false;
  }
}

const imageAddress = (label: string) =>
  optionalText(INSIGHT_LIMITS.imageUrl, label).refine(
    (value) => value === null || isImageAddress(value),
    {
      error: `${label} must be an https:// address or a path on this site.`,
    },
  );

export const insightDocumentSchema = z.object({
  title: titleField("insight", INSIGHT_LIMITS.title),
  slug: slugField("insight", "sovereign-cloud-for-tax"),
  excerpt: optionalText(INSIGHT_LIMITS.excerpt, "The excerpt"),
  author: optionalText(INSIGHT_LIMITS.author, "The byline"),
  contentTypeId: choiceField("Choose a content type from the list."),
  capabilityIds: capabilityIdsField(),
  // Shown on the page itself, whose Content-Security-Policy loads images from this site only.
  featuredImageUrl: optionalText(
    INSIGHT_LIMITS.imageUrl,
    "The featured image",
  ).refine(
    (value) =>
      value === null || (value.startsWith("/") && !value.startsWith("//")),
    {
      error:
        "The featured image must be an image on this site: an address starting with “/”, such as /images/insights/….",
    },
  ),
  body: z.string().max(INSIGHT_LIMITS.body, {
    error: "The body is too long: split it into two insights.",
  }),
  seoTitle: optionalText(INSIGHT_LIMITS.seoTitle, "The SEO title"),
  seoDescription: optionalText(
    INSIGHT_LIMITS.seoDescription,
    "The SEO description",
  ),
  socialImageUrl: imageAddress("The social image"),
});

export type InsightDocument = z.output<typeof insightDocumentSchema>;

export type InsightField = keyof InsightDocument;

/**
 * How each field is named to a person (the missing-fields list, the revision diff), in the
 * order the editor shows them.
 */
export const INSIGHT_FIELD_LABELS: Record<InsightField, string> = {
  title: "Title",
  slug: "URL slug",
  excerpt: "Excerpt",
  author: "Byline",
  contentTypeId: "Content type",
  capabilityIds: "Capabilities",
  featuredImageUrl: "Featured image",
  body: "Body",
  seoTitle: "SEO title",
  seoDescription: "SEO description",
  socialImageUrl: "Social image",
};

/** The form's field names, in the order the editor shows them. */
export const INSIGHT_FIELDS = fieldsInEditorOrder(INSIGHT_FIELD_LABELS);

/** The visible words of stored HTML: what "is the body empty?" and the diff compare. */
export function textOfHtml(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, " ")
    .replace(/<\/(p|h[1-6]|li|blockquote|pre|tr|figcaption)>/gi, "\n")
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/[ \t]+/g, " ")
    .replace(/\n\s*\n+/g, "\n")
    .trim();
}

/**
 * What a draft lacks before it can go public, as the field labels a person reads, in the
 * editor's order; empty when it may be published. A public page needs words to show, a line
 * for the listing and search results, a type to file it under and a byline.
 */
export function missingForPublish(
  document: InsightDocument,
  media: MediaProblems = NO_MEDIA_PROBLEMS,
): string[] {
  const missing: InsightField[] = [];
  if (!document.title) missing.push("title");
  if (!document.slug) missing.push("slug");
  if (!document.excerpt) missing.push("excerpt");
  if (!document.author) missing.push("author");
  if (!document.contentTypeId) missing.push("contentTypeId");
  if (!textOfHtml(document.body)) missing.push("body");
  return [
    ...missing.map((field) => INSIGHT_FIELD_LABELS[field]),
    ...media.withoutAlt.map((title) => mediaAltLabel(title, media.locale)),
    ...media.unknown.map(
      (key) => `The image ${key} (no longer in the media library)`,
    ),
  ];
}

/**
 * What the server found about the library images a document shows (the media library,
 * docs/decisions/052-media-library.md): those without alt text, by title, and addresses that
 * name no asset. The browser cannot know either, so it passes none. `locale` is the item's:
 * a French item needs each image's French alt text.
 */
export type MediaProblems = {
  withoutAlt: string[];
  unknown: string[];
  locale?: ContentLocale;
};
const NO_MEDIA_PROBLEMS: MediaProblems = { withoutAlt: [], unknown: [] };

/** How a library image without alt text (in the item's language) is named in the list of what is missing. */
export function mediaAltLabel(
  title: string,
  locale: ContentLocale = "en",
): string {
  return locale === "fr"
    ? `French alt text for the image “${title}” (write it in the Media library)`
    : `Alt text for the image “${title}” (write it in the Media library)`;
}

/** The library images a document shows (featured, social, and in the body), once each. */
export function mediaKeysOfDocument(document: InsightDocument): string[] {
  const keys = [
    mediaKeyOfAddress(document.featuredImageUrl),
    mediaKeyOfAddress(document.socialImageUrl),
    ...mediaKeysInHtml(document.body),
  ].filter((key): key is string => key !== null);
  return [...new Set(keys)];
}

/** A draft's document read back from storage: anything unreadable becomes an empty field. */
export function readInsightDocument(stored: unknown): InsightDocument {
  const { text, strings } = storedDocumentFields(stored);
  return {
    title: text("title") ?? "",
    slug: text("slug") ?? "",
    excerpt: text("excerpt"),
    author: text("author"),
    contentTypeId: text("contentTypeId"),
    capabilityIds: strings("capabilityIds"),
    featuredImageUrl: text("featuredImageUrl"),
    body: text("body") ?? "",
    seoTitle: text("seoTitle"),
    seoDescription: text("seoDescription"),
    socialImageUrl: text("socialImageUrl"),
  };
}
