import type { ContentScope } from "../console/staff-scope.server";
import type { Database, Transaction } from "../db/client.server";
import { readItemWithDraft } from "./studio-drafts.server";
import type { StudioDocument, StudioKind } from "./studio-kind.server";
import {
  cancelSchedule,
  schedulePublish,
  scheduleUnpublish,
} from "./studio-schedule.server";
import {
  createItem,
  createTranslation,
  publishItem,
  restoreRevision,
  saveDraft,
  unpublishItem,
} from "./studio-writes.server";

/**
 * The studio's operations bound to one kind of item, as the route handlers of that kind call
 * them (insight-studio.server.ts, case-study-studio.server.ts).
 */
export function studioOperations<D extends StudioDocument>(
  kind: StudioKind<D>,
) {
  return {
    kind,
    read: (
      db: Database | Transaction,
      id: string,
      options: { lock?: boolean } = {},
    ) => readItemWithDraft(kind, db, id, options),
    create: (scope: ContentScope, title: string) =>
      createItem(kind, scope, title),
    createTranslation: (scope: ContentScope, id: string, locale: string) =>
      createTranslation(kind, scope, id, locale),
    save: (
      scope: ContentScope,
      id: string,
      baseVersion: number,
      document: D,
      reason: "save" | "autosave",
    ) => saveDraft(kind, scope, id, baseVersion, document, reason),
    publish: (
      scope: ContentScope,
      id: string,
      baseVersion: number,
      document: D,
    ) => publishItem(kind, scope, id, baseVersion, document),
    unpublish: (scope: ContentScope, id: string) =>
      unpublishItem(kind, scope, id),
    restore: (
      scope: ContentScope,
      id: string,
      baseVersion: number,
      revisionId: string,
    ) => restoreRevision(kind, scope, id, baseVersion, revisionId),
    schedulePublish: (
      scope: ContentScope,
      id: string,
      baseVersion: number,
      document: D,
      at: Date,
    ) => schedulePublish(kind, scope, id, baseVersion, document, at),
    scheduleUnpublish: (scope: ContentScope, id: string, at: Date) =>
      scheduleUnpublish(kind, scope, id, at),
    cancelSchedule: (
      scope: ContentScope,
      id: string,
      which: "publish" | "unpublish",
    ) => cancelSchedule(kind, scope, id, which),
  };
}

export type StudioOperations<D extends StudioDocument> = ReturnType<
  typeof studioOperations<D>
>;
