import {
  CASE_STUDY_FIELDS,
  CASE_STUDY_LINE_LISTS,
  caseStudyDocumentSchema,
  type CaseStudyDocument,
} from "./case-study-document";
import {
  parseDocumentForm,
  postedDocumentValues,
  type DocumentFormSpec,
  type ParsedDocumentForm,
} from "./studio-form";

/** How the case study editor posts its fields. */
export const CASE_STUDY_FORM: DocumentFormSpec = {
  fields: CASE_STUDY_FIELDS,
  choices: ["capabilityIds"],
  lines: CASE_STUDY_LINE_LISTS,
  flags: ["isFeatured"],
};

/** The case study editor's form as a document: the same parse in the browser and on the server. */
export function parseCaseStudyForm(
  form: FormData,
): ParsedDocumentForm<CaseStudyDocument> {
  return parseDocumentForm(caseStudyDocumentSchema, CASE_STUDY_FORM, form);
}

/** The posted values to put back in the form. */
export function postedCaseStudyValues(form: FormData): Record<string, string> {
  return postedDocumentValues(CASE_STUDY_FORM, form);
}
