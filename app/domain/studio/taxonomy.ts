import { z } from "zod";
import { isContentSlug } from "../content-slug";
import { TAXONOMY_KINDS, type TaxonomyKind } from "../enums";
import { slugFromTitle } from "./slug-from-title";

/**
 * Sectors, capabilities and content types as the content studio manages them
 * (docs/decisions/053-taxonomy-management.md): the one schema the browser and the server parse
 * the add and rename forms with, and the words the page and its refusals use.
 */

export const TAXONOMY_LIMITS = { name: 80, slug: 100 } as const;

export const TAXONOMY_INTENTS = ["create", "rename", "delete"] as const;
export type TaxonomyIntent = (typeof TAXONOMY_INTENTS)[number];

export type TaxonomyWords = {
  /** "sector": in a sentence. */
  one: string;
  /** "Sectors": a heading. */
  heading: string;
  /** What is filed under it, for the section's lead. */
  files: string;
  /** The public filter whose URL carries its slug, or null when no public URL does. */
  filterPath: string | null;
  /** What to do with the content using one before it can be deleted. */
  whenInUse: string;
};

export const TAXONOMY_WORDS: Record<TaxonomyKind, TaxonomyWords> = {
  sector: {
    one: "sector",
    heading: "Sectors",
    files:
      "Each case study belongs to one sector; visitors filter the case studies by it.",
    filterPath: "/projects?sector=",
    whenInUse: "Move them to another sector first.",
  },
  capability: {
    one: "capability",
    heading: "Capabilities",
    files:
      "Case studies and insights list the capabilities they show; visitors filter the case studies by them.",
    filterPath: "/projects?capability=",
    whenInUse: "Take it off them first.",
  },
  content_type: {
    one: "content type",
    heading: "Content types",
    files: "Each insight has one content type, shown on its card and page.",
    filterPath: null,
    whenInUse: "Give them another content type first.",
  },
};

export const taxonomyKindSchema = z.enum(TAXONOMY_KINDS, {
  error: "Choose sectors, capabilities or content types.",
});

export const SLUG_RULE_MESSAGE =
  "Use lower-case letters, digits and single hyphens only, e.g. “public-health”.";

// A name is one line a visitor reads: no line breaks or other control characters.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

/** One line a visitor reads, in one language. */
const oneLine = (what: string) =>
  z
    .string()
    .trim()
    .max(TAXONOMY_LIMITS.name, {
      error: `The ${what} must be ${TAXONOMY_LIMITS.name} characters or fewer.`,
    })
    .refine((name) => !CONTROL_CHARACTERS.test(name), {
      error: `The ${what} must be one line of text.`,
    });

/**
 * A name in English and French and a URL slug, for adding an item or renaming one. The French
 * name is what French pages show (docs/decisions/061-taxonomy-names-in-both-languages.md); left
 * empty, they show the English one and the studio lists it as missing. An empty slug is made from the
 * name (as the insight editor suggests one from the title); either way it must be a content
 * slug (app/domain/content-slug.ts), the rule of every slug the studio edits.
 */
export const taxonomyItemSchema = z
  .object({
    name: z
      .string({ error: "Type a name." })
      .trim()
      .min(1, { error: "Type a name." })
      .pipe(oneLine("name")),
    // Absent (a post from a form without the field): a rename keeps the French name it has.
    nameFr: oneLine("French name").optional(),
    slug: z
      .string()
      .trim()
      .max(TAXONOMY_LIMITS.slug, {
        error: `The slug must be ${TAXONOMY_LIMITS.slug} characters or fewer.`,
      })
      .default(""),
  })
  .transform((item, ctx) => {
    const slug = item.slug === "" ? slugFromTitle(item.name) : item.slug;
    if (!isContentSlug(slug)) {
      ctx.addIssue({
        code: "custom",
        path: ["slug"],
        message:
          item.slug === ""
            ? "The name has no letters or digits to make a slug from: type one."
            : SLUG_RULE_MESSAGE,
      });
      return z.NEVER;
    }
    const nameFr = item.nameFr === undefined ? undefined : item.nameFr || null;
    return { name: item.name, nameFr, slug };
  });

export type TaxonomyItemInput = z.output<typeof taxonomyItemSchema>;

/** The form's fields in page order (which error takes focus). */
export const TAXONOMY_ITEM_FIELDS = ["name", "nameFr", "slug"] as const;

/** The slug the form suggests for a name ("" when it has no letters or digits). */
export function suggestedSlug(name: string): string {
  return slugFromTitle(name);
}

/** How many case studies and insights use an item, drafts and unpublished ones included. */
export type TaxonomyUsage = { caseStudies: number; insights: number };

/** One item of the studio's taxonomy list, with its uses and old slugs. */
export type TaxonomyItem = {
  id: string;
  name: string;
  /** Its name on French pages; null while nobody has given one (the page says it is missing). */
  nameFr: string | null;
  slug: string;
  /** Slugs it had before, each answering 301 to `slug` on the public filters. */
  oldSlugs: string[];
  usage: TaxonomyUsage;
  /** A capability's own page in the site's code (/capabilities/<slug>): its slug is fixed. */
  pagePath: string | null;
};

/** A case study or insight that uses a taxonomy item, by title (the draft's, else the public row's). */
export type TaxonomyUse = {
  kind: "case_study" | "insight";
  id: string;
  title: string;
};

const counted = (n: number, one: string, many: string) =>
  `${n} ${n === 1 ? one : many}`;

/** "3 case studies and 1 insight", or "" when nothing uses it. */
export function usageText(usage: TaxonomyUsage): string {
  const parts = [
    usage.caseStudies > 0
      ? counted(usage.caseStudies, "case study", "case studies")
      : null,
    usage.insights > 0 ? counted(usage.insights, "insight", "insights") : null,
  ].filter((part): part is string => part !== null);
  return parts.join(" and ");
}

export function isInUse(usage: TaxonomyUsage): boolean {
  return usage.caseStudies > 0 || usage.insights > 0;
}

/** Why a deletion was refused: the item, what uses it, and what to do about it. */
export function inUseMessage(
  kind: TaxonomyKind,
  name: string,
  usage: TaxonomyUsage,
): string {
  return `The ${TAXONOMY_WORDS[kind].one} “${name}” is used by ${usageText(usage)} (published or not). ${TAXONOMY_WORDS[kind].whenInUse}`;
}

/** A slug that has its own page in the site's code cannot change here (decision 053). */
export function fixedSlugMessage(name: string, pagePath: string): string {
  return `“${name}” has its own page, ${pagePath}, written in the site’s code: its slug cannot change here, or case studies would stop linking to that page. Its name can.`;
}
