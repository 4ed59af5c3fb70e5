import { diffArrays, diffWords } from "diff";
import {
  INSIGHT_FIELDS,
  INSIGHT_FIELD_LABELS,
  textOfHtml,
  type InsightDocument,
  type InsightField,
} from "./insight-document";

/** A run of words: kept, or only in the older or only in the newer revision. */
export type DiffPart = { text: string; change: "same" | "removed" | "added" };

export type FieldDiff = {
  field: InsightField;
  label: string;
  parts: DiffPart[];
};

/** How ids read to a person: a content type's or a capability's name. */
export type NameOf = (id: string) => string;

function textOf(
  document: InsightDocument,
  field: InsightField,
  nameOf: NameOf,
): string {
  switch (field) {
    case "body":
      return textOfHtml(document.body);
    case "contentTypeId":
      return document.contentTypeId ? nameOf(document.contentTypeId) : "";
    case "capabilityIds":
      return "";
    default:
      return document[field] ?? "";
  }
}

/**
 * The fields that differ between two revisions, each as runs of words marked removed or added,
 * in the editor's order: what staff read before restoring. The body is compared by its visible
 * text, so a change of markup alone (a word made bold) shows as no change of words.
 */
export function diffInsightDocuments(
  older: InsightDocument,
  newer: InsightDocument,
  nameOf: NameOf,
): FieldDiff[] {
  const diffs: FieldDiff[] = [];
  for (const field of INSIGHT_FIELDS) {
    let parts: DiffPart[];
    if (field === "capabilityIds") {
      const before = older.capabilityIds.map(nameOf);
      const after = newer.capabilityIds.map(nameOf);
      parts = diffArrays(before, after).flatMap((change) =>
        change.value.map((name) => ({
          text: name,
          change: change.added ? "added" : change.removed ? "removed" : "same",
        })),
      ) as DiffPart[];
    } else {
      parts = diffWords(
        textOf(older, field, nameOf),
        textOf(newer, field, nameOf),
      ).map((change) => ({
        text: change.value,
        change: change.added ? "added" : change.removed ? "removed" : "same",
      }));
    }
    const htmlOnly =
      field === "body" &&
      older.body !== newer.body &&
      parts.every((part) => part.change === "same");
    if (parts.some((part) => part.change !== "same") || htmlOnly) {
      diffs.push({
        field,
        label: htmlOnly
          ? `${INSIGHT_FIELD_LABELS[field]} (formatting only)`
          : INSIGHT_FIELD_LABELS[field],
        parts,
      });
    }
  }
  return diffs;
}
