import { and, count, eq, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getPublishedInsightBySlug } from "~/server/content/insights.server";
import type { Database } from "~/server/db/client.server";
import {
  auditLog,
  contentTypes,
  outbox,
  profiles,
  user,
} from "~/server/db/schema.server";
import { contentScopeForScript } from "~/server/console/staff-scope-for-script.server";
import type { ContentScope } from "~/server/console/staff-scope.server";
import {
  startJobWorker,
  type JobWorker,
} from "~/server/jobs/job-worker.server";
import { createLogger } from "~/server/logger.server";
import { readInsightWithDraft } from "~/server/studio/insight-studio.server";
import { insightEditorAction } from "~/server/studio/insight-editor.handler.server";
import {
  createStudioScheduleHandlers,
  STUDIO_PUBLISH_JOB,
} from "~/server/studio/studio-schedule.server";
import {
  cancelInsightSchedule,
  scheduleInsightPublish,
  scheduleInsightUnpublish,
} from "~/server/studio/insight-studio.server";
import {
  createInsight,
  publishInsight,
  saveInsightDraft,
} from "~/server/studio/insight-studio.server";
import type { InsightDocument } from "~/domain/studio/insight-document";
import { contentStatusOf } from "~/domain/studio/content-status";
import { callRoute, post } from "../support/account-session";
import { startTestServices } from "../support/app-services";
import { STAFF, signInDemo, type DemoPerson } from "../support/console-people";
import { testDbKind } from "../support/test-database";

/**
 * Scheduled publication and withdrawal on PGlite and PostgreSQL, with the clock driven: two
 * job workers stand for two instances sharing the database, each told what time it is. A
 * schedule runs once however many instances claim it, only when due, not at all once
 * cancelled or moved, and on the first run after a downtime.
 */
let db: Database;
let stop: () => Promise<void>;
let scope: ContentScope;
let staff: DemoPerson;
let typeId: string;
const workers: JobWorker[] = [];
const HOUR = 3_600_000;

beforeAll(async () => {
  const started = await startTestServices();
  stop = started.stop;
  db = started.services.database.db;
  const [row] = await db
    .select({ userId: user.id, profileId: profiles.id })
    .from(user)
    .innerJoin(profiles, eq(profiles.userId, user.id))
    .where(eq(user.email, STAFF));
  scope = contentScopeForScript(
    db,
    { ...row!, email: STAFF, ipAddress: null },
    "Hélène Marchand",
  );
  staff = await signInDemo(STAFF);
  typeId = (await db.select({ id: contentTypes.id }).from(contentTypes))[0]!.id;
}, 180_000);
afterAll(async () => {
  await Promise.all(workers.map((w) => w.stop()));
  await stop?.();
});

/** An instance's job worker whose clock reads `offsetMs` from now. */
function instanceAt(offsetMs: number): JobWorker {
  const worker = startJobWorker({
    db,
    logger: createLogger("silent"),
    handlers: createStudioScheduleHandlers({
      db,
      logger: createLogger("silent"),
    }),
    // Runs only when the test says so.
    pollMs: 3_600_000,
    maxAttempts: 3,
    now: () => new Date(Date.now() + offsetMs),
  });
  workers.push(worker);
  return worker;
}

const document = (title: string, slug: string): InsightDocument => ({
  title,
  slug,
  excerpt: "Scheduled for the morning the ministry announces it.",
  author: "Priya Raman",
  contentTypeId: typeId,
  capabilityIds: [],
  featuredImageUrl: null,
  body: "<p>Announced today.</p>",
  seoTitle: null,
  seoDescription: null,
  socialImageUrl: null,
});

async function statusOf(id: string) {
  const { row, draft } = (await readInsightWithDraft(db, id))!;
  return contentStatusOf({
    isLive: row.isLive,
    version: draft.version,
    publishedVersion: draft.publishedVersion,
    publishAt: draft.publishAt,
  });
}

async function publishEntries(id: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(auditLog)
    .where(
      and(eq(auditLog.entityId, id), eq(auditLog.action, "insight.publish")),
    );
  return row!.n;
}

async function scheduled(title: string, slug: string, inMs: number) {
  const id = await createInsight(scope, title);
  const outcome = await scheduleInsightPublish(
    scope,
    id,
    1,
    document(title, slug),
    new Date(Date.now() + inMs),
  );
  expect(outcome).toMatchObject({ kind: "scheduled", version: 2 });
  return id;
}

describe(`scheduled publication on ${testDbKind()}`, () => {
  it("waits until due, then publishes once although two instances claim at the same moment", async () => {
    const id = await scheduled("Scheduled once", "scheduled-once", HOUR);
    expect(await statusOf(id)).toBe("scheduled");
    // Not yet due: an instance whose clock is now does nothing.
    await instanceAt(0).runOnce();
    expect(await getPublishedInsightBySlug(db, "scheduled-once")).toBeNull();

    await Promise.all([
      instanceAt(2 * HOUR).runOnce(),
      instanceAt(2 * HOUR).runOnce(),
    ]);
    expect(
      await getPublishedInsightBySlug(db, "scheduled-once"),
    ).not.toBeNull();
    expect(await statusOf(id)).toBe("published");
    expect(await publishEntries(id)).toBe(1);
    const [job] = await db
      .select({ n: count() })
      .from(outbox)
      .where(
        and(eq(outbox.kind, STUDIO_PUBLISH_JOB), isNotNull(outbox.sentAt)),
      );
    expect(job!.n).toBeGreaterThanOrEqual(1);
    // A later run finds nothing more to do.
    await instanceAt(3 * HOUR).runOnce();
    expect(await publishEntries(id)).toBe(1);
  });

  it("carries out a schedule that fell due while no instance ran, on the first run after starting", async () => {
    const id = await scheduled(
      "Due during downtime",
      "due-during-downtime",
      HOUR,
    );
    // The instance "starts" five hours later: its first run catches up.
    await instanceAt(5 * HOUR).runOnce();
    expect(await statusOf(id)).toBe("published");
  });

  it("does nothing for a cancelled schedule, and only the new time for a moved one", async () => {
    const cancelled = await scheduled(
      "Cancelled schedule",
      "cancelled-schedule",
      HOUR,
    );
    expect(await cancelInsightSchedule(scope, cancelled, "publish")).toBe(true);
    const moved = await scheduled("Moved schedule", "moved-schedule", HOUR);
    const draft = (await readInsightWithDraft(db, moved))!.draft;
    await scheduleInsightPublish(
      scope,
      moved,
      draft.version,
      draft.document,
      new Date(Date.now() + 3 * HOUR),
    );
    await instanceAt(2 * HOUR).runOnce();
    expect(await statusOf(cancelled)).toBe("draft");
    expect(await statusOf(moved)).toBe("scheduled");
    await instanceAt(4 * HOUR).runOnce();
    expect(await statusOf(cancelled)).toBe("draft");
    expect(await statusOf(moved)).toBe("published");
    expect(await publishEntries(moved)).toBe(1);
  });

  it("says why when a field was emptied after scheduling, and publishes nothing", async () => {
    const id = await scheduled(
      "Emptied after scheduling",
      "emptied-after",
      HOUR,
    );
    const draft = (await readInsightWithDraft(db, id))!.draft;
    await saveInsightDraft(
      scope,
      id,
      draft.version,
      { ...draft.document, excerpt: null },
      "save",
    );
    await instanceAt(2 * HOUR).runOnce();
    const after = (await readInsightWithDraft(db, id))!;
    expect(after.row.isLive).toBe(false);
    expect(after.draft.publishAt).toBeNull();
    expect(after.draft.scheduleError).toContain("Excerpt");
    expect(await statusOf(id)).toBe("draft");
  });

  it("refuses a schedule whose draft could not be published, and saves nothing", async () => {
    const id = await createInsight(scope, "Incomplete schedule");
    const outcome = await scheduleInsightPublish(
      scope,
      id,
      1,
      { ...document("Incomplete schedule", "incomplete-schedule"), body: "" },
      new Date(Date.now() + HOUR),
    );
    expect(outcome).toEqual({ kind: "missing", fields: ["Body"] });
    const after = (await readInsightWithDraft(db, id))!.draft;
    expect(after).toMatchObject({ version: 1, publishAt: null });
  });

  it("takes a live page down at its scheduled time", async () => {
    const id = await createInsight(scope, "Comes down later");
    await publishInsight(
      scope,
      id,
      1,
      document("Comes down later", "comes-down-later"),
    );
    expect(
      await scheduleInsightUnpublish(scope, id, new Date(Date.now() + HOUR)),
    ).toEqual({ kind: "scheduled" });
    await instanceAt(0).runOnce();
    expect(
      await getPublishedInsightBySlug(db, "comes-down-later"),
    ).not.toBeNull();
    await instanceAt(2 * HOUR).runOnce();
    expect(await getPublishedInsightBySlug(db, "comes-down-later")).toBeNull();
    expect(await statusOf(id)).toBe("unpublished");
    // A draft that is neither live nor scheduled has nothing to take down.
    const never = await createInsight(scope, "Never live");
    expect(
      await scheduleInsightUnpublish(scope, never, new Date(Date.now() + HOUR)),
    ).toEqual({ kind: "not-live" });
  });

  it("answers a time in the past or an unknown zone with the field's message, saving nothing", async () => {
    const id = await createInsight(scope, "Past schedule");
    const fields = {
      intent: "schedule-publish",
      baseVersion: "1",
      ...Object.fromEntries(
        Object.entries(document("Past schedule", "past-schedule")).map(
          ([key, value]) => [key, Array.isArray(value) ? "" : (value ?? "")],
        ),
      ),
      publishAt: "2020-01-01T09:00",
      timeZone: "America/Toronto",
    };
    const act = (values: Record<string, string>) =>
      callRoute(
        insightEditorAction,
        post(`/lead_admin/insights/${id}`, values),
        staff.jar,
        staff.ip,
        { insightId: id },
      );
    const past = await act(fields);
    expect(past.status).toBe(400);
    expect(past.data?.fieldErrors).toMatchObject({
      publishAt: expect.stringContaining("That time has passed"),
    });
    const zone = await act({
      ...fields,
      publishAt: "2099-01-01T09:00",
      timeZone: "Mars/Olympus",
    });
    expect(zone.data?.fieldErrors).toMatchObject({
      timeZone: "Choose a time zone from the list.",
    });
    expect((await readInsightWithDraft(db, id))!.draft).toMatchObject({
      version: 1,
      publishAt: null,
    });
    const ok = await act({ ...fields, publishAt: "2099-01-01T09:00" });
    expect(ok.status).toBe(302);
    expect(
      (await readInsightWithDraft(db, id))!.draft.publishAt?.toISOString(),
    ).toBe("2099-01-01T14:00:00.000Z");
  });
});
