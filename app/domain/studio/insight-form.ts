import { fieldErrorsOf } from "../auth/auth-forms";
import {
  INSIGHT_FIELDS,
  insightDocumentSchema,
  type InsightDocument,
} from "./insight-document";

/** What the editor's form posts besides the document's fields. */
export const INSIGHT_INTENTS = [
  "save",
  "autosave",
  "publish",
  "unpublish",
  "schedule-publish",
  "schedule-unpublish",
  "cancel-publish",
  "cancel-unpublish",
] as const;
export type InsightIntent = (typeof INSIGHT_INTENTS)[number];

export type ParsedInsightForm =
  | { ok: true; document: InsightDocument }
  | { ok: false; fieldErrors: Record<string, string> };

/** The editor's form as a document: the same parse in the browser and on the server. */
export function parseInsightForm(form: FormData): ParsedInsightForm {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const raw: Record<string, unknown> = {};
  for (const field of INSIGHT_FIELDS) {
    raw[field] =
      field === "capabilityIds"
        ? // An empty value (a hand-made post) means none, not a bad id.
          form
            .getAll(field)
            .filter((v): v is string => typeof v === "string" && v !== "")
        : text(field);
  }
  const result = insightDocumentSchema.safeParse(raw);
  return result.success
    ? { ok: true, document: result.data }
    : { ok: false, fieldErrors: fieldErrorsOf(result.error) };
}

/** The schedule fields the editor's form carries beside the document's. */
export const SCHEDULE_FIELDS = [
  "publishAt",
  "unpublishAt",
  "timeZone",
] as const;

/** The posted values to put back in the form (capabilities as one comma-separated value). */
export function postedInsightValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of SCHEDULE_FIELDS)
    values[field] = String(form.get(field) ?? "");
  for (const field of INSIGHT_FIELDS) {
    values[field] =
      field === "capabilityIds"
        ? form
            .getAll(field)
            .filter((v): v is string => typeof v === "string")
            .join(",")
        : String(form.get(field) ?? "");
  }
  return values;
}
