import { z } from "zod";
import { isContentSlug } from "../content-slug";

/** Field builders the studio's document schemas share (insights, case studies). */

export const UUID_PATTERN =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Trimmed text of at most `max` characters; empty means none (null). */
export const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, { error: `${label} must be ${max} characters or fewer.` })
    .transform((value) => (value === "" ? null : value));

/** A title every kind needs, even in a draft. */
export const titleField = (noun: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, { error: `Give the ${noun} a title.` })
    .max(max, { error: `The title must be ${max} characters or fewer.` });

/** A URL slug: lower-case words joined by single hyphens. */
export const slugField = (noun: string, example: string) =>
  z
    .string()
    .trim()
    .min(1, { error: `Give the ${noun} a URL slug.` })
    .refine(isContentSlug, {
      error: `Use lower-case letters, digits and single hyphens only, e.g. “${example}”.`,
    });

/** Capabilities chosen from the list (checkboxes), each once. */
export const capabilityIdsField = () =>
  z
    .array(
      z.string().regex(UUID_PATTERN, {
        error: "Choose capabilities from the list.",
      }),
    )
    .max(20, { error: "Choose at most 20 capabilities." })
    .transform((ids) => [...new Set(ids)]);

/** One thing chosen from a select (a content type, a sector), or none. */
export const choiceField = (error: string) =>
  z
    .string()
    .refine((value) => value === "" || UUID_PATTERN.test(value), { error })
    .transform((value) => (value === "" ? null : value));

/**
 * A document's field names in the editor's order, read from its labels (listed in that order):
 * the fields and how each is named to a person are written once.
 */
export function fieldsInEditorOrder<Field extends string>(
  labels: Record<Field, string>,
): readonly Field[] {
  return Object.keys(labels) as Field[];
}

/**
 * Reads a draft's stored document field by field, as the editor reads it back: a field of the
 * wrong type (an older shape, a hand edit) reads as empty rather than failing the page.
 */
export function storedDocumentFields(stored: unknown) {
  const value = (stored ?? {}) as Record<string, unknown>;
  return {
    text: (key: string) =>
      typeof value[key] === "string" ? (value[key] as string) : null,
    strings: (key: string) =>
      Array.isArray(value[key])
        ? (value[key] as unknown[]).filter(
            (item): item is string => typeof item === "string",
          )
        : [],
    flag: (key: string) => value[key] === true,
  };
}
