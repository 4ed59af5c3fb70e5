/**
 * Where a studio item stands, shown on the list and in the editor. Derived, never stored:
 * from whether the public row is live, which draft version it was published from, and the
 * schedule (docs/decisions/051-content-studio.md).
 */
export const CONTENT_STATUSES = [
  "draft",
  "scheduled",
  "published",
  "changed",
  "unpublished",
] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

export const CONTENT_STATUS_LABELS: Record<ContentStatus, string> = {
  draft: "Draft",
  scheduled: "Scheduled",
  published: "Published",
  changed: "Changed since publishing",
  unpublished: "Unpublished",
};

export type StatusFacts = {
  /** The public page is live. */
  isLive: boolean;
  /** The draft's current version. */
  version: number;
  /** The draft version the live row came from; null when never published. */
  publishedVersion: number | null;
  publishAt: Date | null;
};

export function contentStatusOf(facts: StatusFacts): ContentStatus {
  if (facts.isLive)
    return facts.publishedVersion !== null &&
      facts.version > facts.publishedVersion
      ? "changed"
      : "published";
  if (facts.publishAt) return "scheduled";
  return facts.publishedVersion === null ? "draft" : "unpublished";
}
