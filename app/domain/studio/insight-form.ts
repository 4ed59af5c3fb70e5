import {
  INSIGHT_FIELDS,
  insightDocumentSchema,
  type InsightDocument,
} from "./insight-document";
import {
  parseDocumentForm,
  postedDocumentValues,
  type DocumentFormSpec,
  type ParsedDocumentForm,
} from "./studio-form";

/** How the insight editor posts its fields. */
export const INSIGHT_FORM: DocumentFormSpec = {
  fields: INSIGHT_FIELDS,
  choices: ["capabilityIds"],
};

/** The insight editor's form as a document: the same parse in the browser and on the server. */
export function parseInsightForm(
  form: FormData,
): ParsedDocumentForm<InsightDocument> {
  return parseDocumentForm(insightDocumentSchema, INSIGHT_FORM, form);
}

/** The posted values to put back in the form. */
export function postedInsightValues(form: FormData): Record<string, string> {
  return postedDocumentValues(INSIGHT_FORM, form);
}
