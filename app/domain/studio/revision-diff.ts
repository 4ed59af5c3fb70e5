import { diffArrays, diffWords } from "diff";
import {
  CASE_STUDY_FIELDS,
  CASE_STUDY_FIELD_LABELS,
  type CaseStudyDocument,
} from "./case-study-document";
import {
  INSIGHT_FIELDS,
  INSIGHT_FIELD_LABELS,
  textOfHtml,
  type InsightDocument,
} from "./insight-document";

/** A run of words: kept, or only in the older or only in the newer revision. */
export type DiffPart = { text: string; change: "same" | "removed" | "added" };

export type FieldDiff = {
  field: string;
  label: string;
  parts: DiffPart[];
};

/** How ids read to a person: a content type's, a sector's or a capability's name. */
export type NameOf = (id: string) => string;

/**
 * How a field of a document compares: as words (`text`), as the visible words of rich text
 * (`html`, so a change of markup alone shows as "formatting only"), as the name of the one
 * thing it points at (`choice`), or as a list of items (`list`: names of the things chosen,
 * or lines such as outcomes).
 */
type FieldKind = "text" | "html" | "choice" | "choices" | "lines" | "flag";

export type DiffSpec<D> = {
  fields: readonly (keyof D & string)[];
  labels: Record<string, string>;
  kinds: Partial<Record<keyof D & string, FieldKind>>;
};

export const INSIGHT_DIFF: DiffSpec<InsightDocument> = {
  fields: INSIGHT_FIELDS,
  labels: INSIGHT_FIELD_LABELS,
  kinds: { body: "html", contentTypeId: "choice", capabilityIds: "choices" },
};

export const CASE_STUDY_DIFF: DiffSpec<CaseStudyDocument> = {
  fields: CASE_STUDY_FIELDS,
  labels: CASE_STUDY_FIELD_LABELS,
  kinds: {
    sectorId: "choice",
    capabilityIds: "choices",
    outcomes: "lines",
    kpis: "lines",
    isFeatured: "flag",
  },
};

const changeOf = (change: { added?: boolean; removed?: boolean }) =>
  change.added ? "added" : change.removed ? "removed" : "same";

function listParts(before: string[], after: string[]): DiffPart[] {
  return diffArrays(before, after).flatMap((change) =>
    change.value.map((text) => ({ text, change: changeOf(change) })),
  );
}

function textOf(value: unknown, kind: FieldKind, nameOf: NameOf): string {
  if (kind === "html") return textOfHtml(String(value ?? ""));
  if (kind === "choice") return typeof value === "string" ? nameOf(value) : "";
  if (kind === "flag") return value === true ? "Yes" : "No";
  return typeof value === "string" ? value : "";
}

/**
 * The fields that differ between two revisions, each as runs of words (or list items) marked
 * removed or added, in the editor's order: what staff read before restoring.
 */
export function diffDocuments<D>(
  spec: DiffSpec<D>,
  older: D,
  newer: D,
  nameOf: NameOf,
): FieldDiff[] {
  const diffs: FieldDiff[] = [];
  for (const field of spec.fields) {
    const kind = spec.kinds[field] ?? "text";
    const before = older[field];
    const after = newer[field];
    const parts: DiffPart[] =
      kind === "choices" || kind === "lines"
        ? listParts(
            (before as string[]).map(kind === "choices" ? nameOf : String),
            (after as string[]).map(kind === "choices" ? nameOf : String),
          )
        : diffWords(
            textOf(before, kind, nameOf),
            textOf(after, kind, nameOf),
          ).map((change) => ({ text: change.value, change: changeOf(change) }));
    const formattingOnly =
      kind === "html" &&
      before !== after &&
      parts.every((part) => part.change === "same");
    if (parts.some((part) => part.change !== "same") || formattingOnly)
      diffs.push({
        field,
        label: formattingOnly
          ? `${spec.labels[field]} (formatting only)`
          : (spec.labels[field] ?? field),
        parts,
      });
  }
  return diffs;
}

/** Two insight revisions compared (the body by its visible words). */
export const diffInsightDocuments = (
  older: InsightDocument,
  newer: InsightDocument,
  nameOf: NameOf,
) => diffDocuments(INSIGHT_DIFF, older, newer, nameOf);

/** Two case study revisions compared. */
export const diffCaseStudyDocuments = (
  older: CaseStudyDocument,
  newer: CaseStudyDocument,
  nameOf: NameOf,
) => diffDocuments(CASE_STUDY_DIFF, older, newer, nameOf);
