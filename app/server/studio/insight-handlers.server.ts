import { INSIGHT_FIELD_LABELS } from "~/domain/studio/insight-document";
import {
  parseInsightForm,
  postedInsightValues,
} from "~/domain/studio/insight-form";
import { diffInsightDocuments } from "~/domain/studio/revision-diff";
import { insightStudio } from "./insight-studio.server";
import { studioChoices } from "./insight-list.server";
import { studioHandlers } from "./studio-handlers.server";

/** The loaders and actions of the insights' studio routes (/lead_admin/insights/…). */
export const insightHandlers = studioHandlers({
  operations: insightStudio,
  idParam: "insightId",
  editor: {
    choices: studioChoices,
    parse: parseInsightForm,
    posted: postedInsightValues,
    fieldLabels: INSIGHT_FIELD_LABELS,
  },
  revisions: { diff: diffInsightDocuments, choices: studioChoices },
});
