import type { z } from "zod";
import { fieldErrorsOf } from "~/domain/forms/field-errors";

/** What a studio editor's form posts besides the document's fields (insights, case studies). */
export const STUDIO_INTENTS = [
  "save",
  "autosave",
  "publish",
  "unpublish",
  "schedule-publish",
  "schedule-unpublish",
  "cancel-publish",
  "cancel-unpublish",
  // Starts the item's version in another language (the post names it as `locale`).
  "create-translation",
] as const;
export type StudioIntent = (typeof STUDIO_INTENTS)[number];

/** The schedule fields an editor's form carries beside the document's. */
export const SCHEDULE_FIELDS = [
  "publishAt",
  "unpublishAt",
  "timeZone",
] as const;

/**
 * How a document's fields are posted: most as one text value; `choices` as repeated values
 * (checkboxes); `lines` as a textarea with one item per line; `flags` as a checkbox.
 */
export type DocumentFormSpec = {
  fields: readonly string[];
  choices?: readonly string[];
  lines?: readonly string[];
  flags?: readonly string[];
};

export type ParsedDocumentForm<D> =
  | { ok: true; document: D }
  | { ok: false; fieldErrors: Record<string, string> };

const strings = (form: FormData, name: string) =>
  form.getAll(name).filter((v): v is string => typeof v === "string");

/** An editor's form as a document: the same parse in the browser and on the server. */
export function parseDocumentForm<S extends z.ZodType>(
  schema: S,
  spec: DocumentFormSpec,
  form: FormData,
): ParsedDocumentForm<z.output<S>> {
  const raw: Record<string, unknown> = {};
  for (const field of spec.fields) {
    if (spec.choices?.includes(field))
      // An empty value (a hand-made post) means none, not a bad id.
      raw[field] = strings(form, field).filter((v) => v !== "");
    else if (spec.lines?.includes(field)) raw[field] = strings(form, field);
    else if (spec.flags?.includes(field))
      raw[field] = ["on", "true"].includes(String(form.get(field) ?? ""));
    else {
      const value = form.get(field);
      raw[field] = typeof value === "string" ? value : "";
    }
  }
  const result = schema.safeParse(raw);
  return result.success
    ? { ok: true, document: result.data }
    : { ok: false, fieldErrors: fieldErrorsOf(result.error) };
}

/** The posted values to put back in the form (choices comma-separated, lines one per line). */
export function postedDocumentValues(
  spec: DocumentFormSpec,
  form: FormData,
): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of SCHEDULE_FIELDS)
    values[field] = String(form.get(field) ?? "");
  for (const field of spec.fields) {
    values[field] = spec.choices?.includes(field)
      ? strings(form, field).join(",")
      : spec.lines?.includes(field)
        ? strings(form, field).join("\n")
        : String(form.get(field) ?? "");
  }
  return values;
}
