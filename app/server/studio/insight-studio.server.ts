import type { InsightDocument } from "~/domain/studio/insight-document";
import type { ItemWithDraft } from "./studio-drafts.server";
import { insightKind } from "./insight-kind.server";
import { studioOperations } from "./studio-operations.server";

/** The content studio's operations on insights. */
export const insightStudio = studioOperations(insightKind);

export type InsightWithDraft = ItemWithDraft<InsightDocument>;

export const {
  read: readInsightWithDraft,
  create: createInsight,
  save: saveInsightDraft,
  publish: publishInsight,
  unpublish: unpublishInsight,
  restore: restoreInsightRevision,
  schedulePublish: scheduleInsightPublish,
  scheduleUnpublish: scheduleInsightUnpublish,
  cancelSchedule: cancelInsightSchedule,
} = insightStudio;
