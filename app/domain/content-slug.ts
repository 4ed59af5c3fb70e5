/**
 * The shape of every content slug (case studies, insights, sectors, capabilities): lower-case
 * words joined by single hyphens. Checked before any query, so a path such as `/blog/%00`
 * answers 404 without reaching the database.
 */
const CONTENT_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MAX_SLUG_LENGTH = 100;

export function isContentSlug(
  value: string | undefined | null,
): value is string {
  return (
    typeof value === "string" &&
    value.length <= MAX_SLUG_LENGTH &&
    CONTENT_SLUG.test(value)
  );
}
