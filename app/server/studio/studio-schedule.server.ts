import type { ContentKind } from "~/domain/enums";
import type { Database, Transaction } from "../db/client.server";
import { contentDrafts, outbox } from "../db/schema.server";
import { writeContent } from "../content/content-writes.server";
import { recordAudit, type StaffActor } from "../console/audit.server";
import type { ContentScope } from "../console/staff-scope.server";
import {
  PermanentJobError,
  type Job,
  type JobHandler,
} from "../jobs/job-worker.server";
import type { Logger } from "../logger.server";
import { caseStudyKind } from "./case-study-kind.server";
import { insightKind } from "./insight-kind.server";
import { readItemWithDraft } from "./studio-drafts.server";
import { draftOf } from "./studio-rows.server";
import type { StudioDocument, StudioKind } from "./studio-kind.server";
import {
  attempt,
  makePublic,
  missingToPublish,
  Refused,
  storeDraft,
  storePublishable,
  withdraw,
  type StudioRefusal,
} from "./studio-writes.server";

/**
 * Scheduled publication and withdrawal. The draft keeps the time (`publish_at`,
 * `unpublish_at`, UTC) and the job queue (the outbox, decision 012) holds a job due at that
 * time: whichever instance claims it first carries it out, once; one that was down at the time
 * claims it when it starts. The job does what the draft says when it runs: a schedule cancelled
 * or moved since leaves the old job nothing to do (docs/decisions/051-content-studio.md).
 */

export const STUDIO_PUBLISH_JOB = "studio.publish";
export const STUDIO_UNPUBLISH_JOB = "studio.unpublish";

type SchedulePayload = {
  itemKind: ContentKind;
  itemId: string;
  /** The instant scheduled, ISO: the job runs only while the draft still says this time. */
  at: string;
  /** Who scheduled it: the audit log names them for what the job does. */
  actor: StaffActor;
};

const sameInstant = (stored: Date | null, iso: string) =>
  stored !== null && stored.getTime() === new Date(iso).getTime();

async function queueJob(
  tx: Transaction,
  kind: string,
  payload: SchedulePayload,
): Promise<void> {
  await tx
    .insert(outbox)
    .values({ kind, payload, nextAttemptAt: new Date(payload.at) });
}

/** What the schedule's bookkeeping needs of a kind: its name and how people call it. */
type KindName = Pick<StudioKind<StudioDocument>, "kind" | "noun">;

/** The draft's time for `which`, its job on the queue, and the audit entry: one schedule. */
async function setSchedule(
  kind: KindName,
  tx: Transaction,
  scope: ContentScope,
  id: string,
  title: string,
  which: "publish" | "unpublish",
  at: Date,
): Promise<void> {
  const field = which === "publish" ? "publishAt" : "unpublishAt";
  await tx
    .update(contentDrafts)
    .set({ [field]: at, scheduleError: null })
    .where(draftOf(kind, id));
  await queueJob(
    tx,
    which === "publish" ? STUDIO_PUBLISH_JOB : STUDIO_UNPUBLISH_JOB,
    {
      itemKind: kind.kind,
      itemId: id,
      at: at.toISOString(),
      actor: scope.actor,
    },
  );
  await recordAudit(tx, scope.actor, {
    action: `${kind.kind}.schedule`,
    entityType: kind.kind,
    entityId: id,
    summary: `Scheduled the ${kind.noun} “${title}” to be ${which === "publish" ? "published" : "unpublished"} at ${at.toISOString().slice(0, 16).replace("T", " ")} UTC`,
    after: { [field]: at.toISOString() },
  });
}

/**
 * Saves the form and schedules its publication at `at`. Refused whole (nothing saved) when
 * the draft could not be published now: the schedule would only fail later.
 */
export function schedulePublish<D extends StudioDocument>(
  kind: StudioKind<D>,
  scope: ContentScope,
  id: string,
  baseVersion: number,
  document: D,
  at: Date,
): Promise<{ kind: "scheduled"; version: number } | StudioRefusal> {
  return attempt(() =>
    scope.db.transaction(async (tx) => {
      const { version } = await storePublishable(
        kind,
        tx,
        scope,
        { id, baseVersion, document },
        "save",
      );
      await setSchedule(kind, tx, scope, id, document.title, "publish", at);
      return { kind: "scheduled" as const, version };
    }),
  );
}

/** Schedules the public page's withdrawal at `at` (a live page, or one scheduled before `at`). */
export function scheduleUnpublish<D extends StudioDocument>(
  kind: StudioKind<D>,
  scope: ContentScope,
  id: string,
  at: Date,
): Promise<{ kind: "scheduled" } | StudioRefusal | { kind: "not-live" }> {
  return attempt(() =>
    scope.db.transaction(async (tx) => {
      const current = await readItemWithDraft(kind, tx, id, { lock: true });
      if (!current) throw new Refused({ kind: "not-found" });
      const { row, draft } = current;
      const publishesFirst =
        draft.publishAt !== null && draft.publishAt.getTime() < at.getTime();
      if (!row.isLive && !publishesFirst) return { kind: "not-live" as const };
      if (!draft.stored)
        await storeDraft(kind, tx, scope, current, draft.document, "save");
      await setSchedule(kind, tx, scope, id, row.title, "unpublish", at);
      return { kind: "scheduled" as const };
    }),
  );
}

/** Cancels a scheduled publication or withdrawal; its queued job then finds nothing to do. */
export async function cancelSchedule<D extends StudioDocument>(
  kind: StudioKind<D>,
  scope: ContentScope,
  id: string,
  which: "publish" | "unpublish",
): Promise<boolean> {
  return scope.db.transaction(async (tx) => {
    const current = await readItemWithDraft(kind, tx, id, { lock: true });
    if (!current) return false;
    const at =
      which === "publish" ? current.draft.publishAt : current.draft.unpublishAt;
    if (!at) return true;
    await tx
      .update(contentDrafts)
      .set(which === "publish" ? { publishAt: null } : { unpublishAt: null })
      .where(draftOf(kind, id));
    await recordAudit(tx, scope.actor, {
      action: `${kind.kind}.schedule_cancel`,
      entityType: kind.kind,
      entityId: id,
      summary: `Cancelled the scheduled ${which === "publish" ? "publication" : "withdrawal"} of the ${kind.noun} “${current.row.title}”`,
      before: {
        [which === "publish" ? "publishAt" : "unpublishAt"]: at.toISOString(),
      },
    });
    return true;
  });
}

function payloadOf(job: Job): SchedulePayload {
  const payload = job.payload as Partial<SchedulePayload> | null;
  if (
    !payload ||
    (payload.itemKind !== "insight" && payload.itemKind !== "case_study") ||
    typeof payload.itemId !== "string" ||
    typeof payload.at !== "string" ||
    !payload.actor
  )
    throw new PermanentJobError("not a studio schedule");
  return payload as SchedulePayload;
}

/** A due publication: carried out only while the draft still names this time. */
async function publishWhenDue<D extends StudioDocument>(
  kind: StudioKind<D>,
  tx: Transaction,
  payload: SchedulePayload,
  logger: Logger,
): Promise<void> {
  const current = await readItemWithDraft(kind, tx, payload.itemId, {
    lock: true,
  });
  // Cancelled, moved or done already (a job that ran but whose result was not recorded).
  if (!current || !sameInstant(current.draft.publishAt, payload.at)) return;
  const { draft } = current;
  const missing = await missingToPublish(
    kind,
    tx,
    draft.document,
    current.row.locale,
  );
  if (missing.length > 0) {
    const reason = `Not published at the scheduled time: ${missing.join(", ")} ${missing.length === 1 ? "was" : "were"} missing when it was due.`;
    await tx
      .update(contentDrafts)
      .set({ publishAt: null, scheduleError: reason })
      .where(draftOf(kind, payload.itemId));
    logger.warn(
      { kind: kind.kind, itemId: payload.itemId, missing },
      "a scheduled publication could not be carried out",
    );
    return;
  }
  await makePublic(
    kind,
    tx,
    payload.actor,
    current,
    draft.document,
    draft.version,
  );
}

/** A due withdrawal: carried out only while the draft still names this time. */
async function unpublishWhenDue<D extends StudioDocument>(
  kind: StudioKind<D>,
  tx: Transaction,
  payload: SchedulePayload,
): Promise<void> {
  const current = await readItemWithDraft(kind, tx, payload.itemId, {
    lock: true,
  });
  if (!current || !sameInstant(current.draft.unpublishAt, payload.at)) return;
  await withdraw(kind, tx, payload.actor, current, "as scheduled");
}

/** The job queue's handlers for the two kinds of schedule, for every kind of item. */
export function createStudioScheduleHandlers(options: {
  db: Database;
  logger: Logger;
}): Record<string, JobHandler> {
  const { db, logger } = options;
  const publish: JobHandler = async (job) => {
    const payload = payloadOf(job);
    await writeContent(db, (tx) =>
      payload.itemKind === "insight"
        ? publishWhenDue(insightKind, tx, payload, logger)
        : publishWhenDue(caseStudyKind, tx, payload, logger),
    );
  };
  const unpublish: JobHandler = async (job) => {
    const payload = payloadOf(job);
    await writeContent(db, (tx) =>
      payload.itemKind === "insight"
        ? unpublishWhenDue(insightKind, tx, payload)
        : unpublishWhenDue(caseStudyKind, tx, payload),
    );
  };
  return { [STUDIO_PUBLISH_JOB]: publish, [STUDIO_UNPUBLISH_JOB]: unpublish };
}
