import { z } from "zod";
import { listOfLines } from "./list-lines";
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
 * A case study as the content studio edits it (the public row is `public_projects`): the one
 * schema the browser and the server parse the editor's form with. As for insights, a draft
 * needs only a title and a slug; `missingCaseStudyFields` says what publishing needs on top.
 * The long texts are plain text, paragraphs separated by a blank line, as /projects/:slug
 * renders them; outcomes and KPIs are lists, one item per line in the form.
 */

export const CASE_STUDY_LIMITS = {
  title: 200,
  slug: 100,
  subtitle: 200,
  description: 1000,
  longText: 8000,
  outcome: 300,
  kpi: 120,
  listItems: 12,
} as const;

const list = (label: string, itemMax: number) =>
  z
    .array(z.string())
    .transform(listOfLines)
    .pipe(
      z
        .array(
          z.string().max(itemMax, {
            error: `Each ${label} must be ${itemMax} characters or fewer.`,
          }),
        )
        .max(CASE_STUDY_LIMITS.listItems, {
          error: `List at most ${CASE_STUDY_LIMITS.listItems} ${label}s.`,
        }),
    );

export const caseStudyDocumentSchema = z.object({
  title: titleField("case study", CASE_STUDY_LIMITS.title),
  slug: slugField("case study", "e-visa-platform-for-kenya"),
  subtitle: optionalText(CASE_STUDY_LIMITS.subtitle, "The subtitle"),
  description: optionalText(CASE_STUDY_LIMITS.description, "The summary"),
  challenge: optionalText(CASE_STUDY_LIMITS.longText, "The challenge"),
  solution: optionalText(CASE_STUDY_LIMITS.longText, "The solution"),
  outcomes: list("outcome", CASE_STUDY_LIMITS.outcome),
  kpis: list("KPI", CASE_STUDY_LIMITS.kpi),
  sectorId: choiceField("Choose a sector from the list."),
  capabilityIds: capabilityIdsField(),
  isFeatured: z.boolean(),
});

export type CaseStudyDocument = z.output<typeof caseStudyDocumentSchema>;

export type CaseStudyField = keyof CaseStudyDocument;

/** The fields posted as a list: outcomes and KPIs one per line, capabilities as checkboxes. */
export const CASE_STUDY_LINE_LISTS = ["outcomes", "kpis"] as const;

/**
 * How each field is named to a person (the missing-fields list, the revision diff), in the
 * order the editor shows them.
 */
export const CASE_STUDY_FIELD_LABELS: Record<CaseStudyField, string> = {
  title: "Title",
  slug: "URL slug",
  subtitle: "Subtitle",
  description: "Summary",
  sectorId: "Sector",
  capabilityIds: "Capabilities",
  isFeatured: "Featured",
  challenge: "The challenge",
  solution: "Our solution",
  outcomes: "Outcomes",
  kpis: "KPIs",
};

/** The form's field names, in the order the editor shows them. */
export const CASE_STUDY_FIELDS = fieldsInEditorOrder(CASE_STUDY_FIELD_LABELS);

/**
 * What a draft lacks before it can go public, as the labels a person reads, in the editor's
 * order; empty when it may be published. The /projects card needs a summary, a sector to be
 * filtered by and at least one outcome; the rest is optional.
 */
export function missingCaseStudyFields(document: CaseStudyDocument): string[] {
  const missing: CaseStudyField[] = [];
  if (!document.title) missing.push("title");
  if (!document.slug) missing.push("slug");
  if (!document.description) missing.push("description");
  if (!document.sectorId) missing.push("sectorId");
  if (document.outcomes.length === 0) missing.push("outcomes");
  return missing.map((field) => CASE_STUDY_FIELD_LABELS[field]);
}

/** A draft's document read back from storage: anything unreadable becomes an empty field. */
export function readCaseStudyDocument(stored: unknown): CaseStudyDocument {
  const { text, strings, flag } = storedDocumentFields(stored);
  return {
    title: text("title") ?? "",
    slug: text("slug") ?? "",
    subtitle: text("subtitle"),
    description: text("description"),
    challenge: text("challenge"),
    solution: text("solution"),
    outcomes: strings("outcomes"),
    kpis: strings("kpis"),
    sectorId: text("sectorId"),
    capabilityIds: strings("capabilityIds"),
    isFeatured: flag("isFeatured"),
  };
}
