import { CASE_STUDY_FIELD_LABELS } from "~/domain/studio/case-study-document";
import {
  parseCaseStudyForm,
  postedCaseStudyValues,
} from "~/domain/studio/case-study-form";
import { diffCaseStudyDocuments } from "~/domain/studio/revision-diff";
import { caseStudyChoices } from "./case-study-list.server";
import { caseStudyStudio } from "./case-study-studio.server";
import { studioHandlers } from "./studio-handlers.server";

/** The loaders and actions of the case studies' studio routes (/lead_admin/case-studies/…). */
export const caseStudyHandlers = studioHandlers({
  operations: caseStudyStudio,
  idParam: "caseStudyId",
  editor: {
    choices: caseStudyChoices,
    parse: parseCaseStudyForm,
    posted: postedCaseStudyValues,
    fieldLabels: CASE_STUDY_FIELD_LABELS,
  },
  revisions: { diff: diffCaseStudyDocuments, choices: caseStudyChoices },
});
