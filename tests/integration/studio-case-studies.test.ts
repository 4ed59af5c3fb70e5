import { and, asc, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  getPublishedCaseStudyBySlug,
  listPublishedCaseStudies,
} from "~/server/content/case-studies.server";
import { listMovedSlugs } from "~/server/content/moved-slugs.server";
import { projectDetailLoader } from "~/server/content/project-detail.handler.server";
import type { Database } from "~/server/db/client.server";
import {
  auditLog,
  capabilities,
  projectCapabilities,
  profiles,
  publicProjects,
  sectors,
  user,
} from "~/server/db/schema.server";
import { contentScopeForScript } from "~/server/console/staff-scope-for-script.server";
import type { ContentScope } from "~/server/console/staff-scope.server";
import { startJobWorker } from "~/server/jobs/job-worker.server";
import { createLogger } from "~/server/logger.server";
import { caseStudiesListAction } from "~/server/studio/case-studies-list.handler.server";
import { caseStudyEditorAction } from "~/server/studio/case-study-editor.handler.server";
import { caseStudyPreviewLoader } from "~/server/studio/case-study-preview.handler.server";
import { caseStudyRevisionsLoader } from "~/server/studio/case-study-revisions.handler.server";
import { listStudioCaseStudies } from "~/server/studio/case-study-list.server";
import {
  moveCaseStudy,
  reorderCaseStudies,
} from "~/server/studio/case-study-order.server";
import { caseStudyStudio } from "~/server/studio/case-study-studio.server";
import { createStudioScheduleHandlers } from "~/server/studio/studio-schedule.server";
import {
  createTaxonomyItem,
  deleteTaxonomyItem,
} from "~/server/studio/taxonomy.server";
import { taxonomyItemSchema } from "~/domain/studio/taxonomy";
import type { CaseStudyDocument } from "~/domain/studio/case-study-document";
import { callRoute, CookieJar, get, post } from "../support/account-session";
import { startTestServices } from "../support/app-services";
import {
  MERIDIAN_ADMIN,
  STAFF,
  signInDemo,
  type DemoPerson,
} from "../support/console-people";
import { testDbKind } from "../support/test-database";

/**
 * Case studies in the content studio on PGlite and PostgreSQL: the same draft, revision,
 * publish and schedule rules as insights (kind-driven, studio-writes.server.ts), the fields of
 * a case study reaching /projects whole, renamed pages answering 301, and the order of
 * /projects set from the list by moves and drags, serialised and refused when the list changed.
 */
let db: Database;
let stop: () => Promise<void>;
let scope: ContentScope;
let staff: DemoPerson;
let sectorId: string;
let capabilityIds: string[];
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
    { ...row!, email: STAFF, ipAddress: "203.0.113.9" },
    "Hélène Marchand",
  );
  staff = await signInDemo(STAFF);
  sectorId = (await db.select({ id: sectors.id }).from(sectors))[0]!.id;
  capabilityIds = (
    await db.select({ id: capabilities.id }).from(capabilities).limit(2)
  ).map((r) => r.id);
}, 180_000);
afterAll(async () => stop?.());

const complete = (
  title: string,
  slug: string,
  extra: Partial<CaseStudyDocument> = {},
): CaseStudyDocument => ({
  title,
  slug,
  subtitle: "Ministry of Finance, Ghana",
  description: "A customs risk engine that clears low-risk cargo in hours.",
  challenge: "Cargo waited nine days.\n\nInspectors had no risk scores.",
  solution: "We built a risk engine in the national cloud.",
  outcomes: ["Clearance time fell from nine days to one."],
  kpis: ["89% faster clearance"],
  sectorId,
  capabilityIds,
  isFeatured: true,
  ...extra,
});

async function order(): Promise<string[]> {
  const rows = await db
    .select({ id: publicProjects.id })
    .from(publicProjects)
    .where(eq(publicProjects.locale, "en"))
    .orderBy(asc(publicProjects.displayOrder), asc(publicProjects.id));
  return rows.map((r) => r.id);
}

async function auditCount(action: string, id?: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(auditLog)
    .where(
      id
        ? and(eq(auditLog.action, action), eq(auditLog.entityId, id))
        : eq(auditLog.action, action),
    );
  return row!.n;
}

describe(`the studio's case studies on ${testDbKind()}`, () => {
  it("creates a hidden draft last in the order; publishing needs a summary, a sector and an outcome, and writes nothing without them", async () => {
    const id = await caseStudyStudio.create(scope, "Customs risk engine");
    expect((await order()).at(-1)).toBe(id);
    const found = (await caseStudyStudio.read(db, id))!;
    expect(found.row.isLive).toBe(false);
    expect(found.draft.document.slug).toBe("customs-risk-engine");
    expect(
      await getPublishedCaseStudyBySlug(db, "customs-risk-engine"),
    ).toBeNull();
    const refused = await caseStudyStudio.publish(scope, id, 1, {
      ...complete("Customs risk engine", "customs-risk-engine"),
      description: null,
      sectorId: null,
      outcomes: [],
    });
    expect(refused).toEqual({
      kind: "missing",
      fields: ["Summary", "Sector", "Outcomes"],
    });
    expect((await caseStudyStudio.read(db, id))!.draft.version).toBe(1);
    expect(await auditCount("case_study.publish", id)).toBe(0);
  });

  it("publishes the draft whole to /projects: lists, sector, capabilities, featured, with an audit entry", async () => {
    const id = await caseStudyStudio.create(scope, "Port clearance");
    const outcome = await caseStudyStudio.publish(
      scope,
      id,
      1,
      complete("Port clearance in a day", "port-clearance", {
        outcomes: ["Clearance in a day.", "Inspectors see a risk score."],
        kpis: ["89% faster clearance", "3× more seizures"],
      }),
    );
    expect(outcome).toMatchObject({
      kind: "published",
      slug: "port-clearance",
    });
    const study = (await getPublishedCaseStudyBySlug(db, "port-clearance"))!;
    expect(study).toMatchObject({
      title: "Port clearance in a day",
      subtitle: "Ministry of Finance, Ghana",
      outcomes: ["Clearance in a day.", "Inspectors see a risk score."],
      kpis: ["89% faster clearance", "3× more seizures"],
      isFeatured: true,
      sector: { id: sectorId },
    });
    expect(study.capabilities.map((c) => c.id).sort()).toEqual(
      [...capabilityIds].sort(),
    );
    expect(
      (await listPublishedCaseStudies(db, {})).some((s) => s.id === id),
    ).toBe(true);
    expect(await auditCount("case_study.publish", id)).toBe(1);
    // Edited after publishing: the public page waits for Publish.
    await caseStudyStudio.save(
      scope,
      id,
      2,
      complete("Port clearance in a day", "port-clearance", {
        kpis: ["95% faster clearance"],
      }),
      "save",
    );
    expect(
      (await getPublishedCaseStudyBySlug(db, "port-clearance"))!.kpis,
    ).toEqual(["89% faster clearance", "3× more seizures"]);
    const [row] = (
      await listStudioCaseStudies(scope, { q: "port clearance", status: null })
    ).filter((r) => r.id === id);
    expect(row!.status).toBe("changed");
  });

  it("keeps a renamed case study's old URL answering 301; unpublished, both are gone", async () => {
    const id = await caseStudyStudio.create(scope, "Grain registry");
    await caseStudyStudio.publish(
      scope,
      id,
      1,
      complete("Grain registry", "grain-registry"),
    );
    await caseStudyStudio.publish(
      scope,
      id,
      2,
      complete("Grain registry", "national-grain-registry"),
    );
    expect((await listMovedSlugs(db)).projects.get("grain-registry")).toBe(
      "national-grain-registry",
    );
    const visit = (slug: string) =>
      callRoute(
        projectDetailLoader,
        get(`/projects/${slug}`),
        new CookieJar(),
        undefined,
        { slug },
      );
    const moved = await visit("grain-registry");
    expect(moved.status).toBe(301);
    expect(moved.location).toBe("/projects/national-grain-registry");
    expect((await visit("national-grain-registry")).status).toBe(200);
    await caseStudyStudio.unpublish(scope, id);
    expect((await visit("grain-registry")).status).toBe(404);
    expect((await visit("national-grain-registry")).status).toBe(404);
    expect(await auditCount("case_study.unpublish", id)).toBe(1);
  });

  it("refuses a stale save and a slug another case study holds; the editor's post keeps what was typed", async () => {
    const id = await caseStudyStudio.create(scope, "Water metering");
    const taken = await caseStudyStudio.save(
      scope,
      id,
      1,
      complete("Water metering", "national-e-visa-platform"),
      "save",
    );
    expect(taken).toMatchObject({ kind: "slug-taken" });
    const act = (values: Record<string, string>) =>
      callRoute(
        caseStudyEditorAction,
        post(`/lead_admin/case-studies/${id}`, values),
        staff.jar,
        staff.ip,
        { caseStudyId: id },
      );
    const fields = {
      intent: "save",
      baseVersion: "1",
      title: "Water metering",
      slug: "water-metering",
      subtitle: "",
      description: "Smart meters for a utility.",
      sectorId: "",
      challenge: "",
      solution: "",
      outcomes: "Losses halved.\n\n  Bills on time.  \n",
      kpis: "50% fewer losses",
      isFeatured: "on",
    };
    expect((await act(fields)).status).toBe(302);
    const stored = (await caseStudyStudio.read(db, id))!.draft.document;
    expect(stored.outcomes).toEqual(["Losses halved.", "Bills on time."]);
    expect(stored.isFeatured).toBe(true);
    const stale = await act({ ...fields, description: "From another tab." });
    expect(stale.status).toBe(409);
    expect(stale.data).toMatchObject({
      values: { description: "From another tab." },
      stale: { version: 2 },
    });
    const tooMany = await act({
      ...fields,
      baseVersion: "2",
      kpis: Array.from({ length: 13 }, (_, i) => `KPI ${i}`).join("\n"),
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.data?.fieldErrors).toMatchObject({
      kpis: "List at most 12 KPIs.",
    });
    expect((await caseStudyStudio.read(db, id))!.draft.version).toBe(2);
  });

  it("keeps every save as a revision, compares two and restores one as the next version", async () => {
    const id = await caseStudyStudio.create(scope, "Land titles");
    await caseStudyStudio.save(
      scope,
      id,
      1,
      complete("Land titles", "land-titles", { outcomes: ["Titles in days."] }),
      "save",
    );
    await caseStudyStudio.save(
      scope,
      id,
      2,
      complete("Land titles", "land-titles", {
        outcomes: ["Titles in hours.", "No queues."],
        isFeatured: false,
      }),
      "save",
    );
    const history = await callRoute(
      caseStudyRevisionsLoader,
      get(`/lead_admin/case-studies/${id}/revisions`),
      staff.jar,
      undefined,
      { caseStudyId: id },
    );
    expect(history.status).toBe(200);
    const data = history.data as {
      revisions: { id: string; version: number }[];
      diff: { label: string; parts: { text: string; change: string }[] }[];
    };
    expect(data.revisions.map((r) => r.version)).toEqual([3, 2, 1]);
    const outcomes = data.diff.find((d) => d.label === "Outcomes")!;
    expect(outcomes.parts).toEqual([
      { text: "Titles in days.", change: "removed" },
      { text: "Titles in hours.", change: "added" },
      { text: "No queues.", change: "added" },
    ]);
    expect(data.diff.find((d) => d.label === "Featured")).toBeDefined();
    const version2 = data.revisions.find((r) => r.version === 2)!;
    expect(await caseStudyStudio.restore(scope, id, 3, version2.id)).toEqual({
      kind: "saved",
      version: 4,
    });
    expect(
      (await caseStudyStudio.read(db, id))!.draft.document.outcomes,
    ).toEqual(["Titles in days."]);
  });

  it("previews the draft for staff only, never cached; a client gets 404 and the public page stays 404", async () => {
    const id = await caseStudyStudio.create(scope, "Preview harbour");
    await caseStudyStudio.save(
      scope,
      id,
      1,
      complete("Preview harbour", "preview-harbour"),
      "save",
    );
    const preview = (jar: CookieJar) =>
      callRoute(
        caseStudyPreviewLoader,
        get(`/lead_admin/case-studies/${id}/preview`),
        jar,
        undefined,
        { caseStudyId: id },
      );
    expect((await preview(new CookieJar())).location).toBe("/admin/auth");
    expect((await preview((await signInDemo(MERIDIAN_ADMIN)).jar)).status).toBe(
      404,
    );
    const own = await preview(staff.jar);
    expect(own.status).toBe(200);
    expect(own.headers.get("Cache-Control")).toBe("no-store");
    expect(own.headers.get("X-Robots-Tag")).toMatch(/noindex/);
    expect(own.data).toMatchObject({
      study: { title: "Preview harbour", kpis: ["89% faster clearance"] },
    });
    expect(await getPublishedCaseStudyBySlug(db, "preview-harbour")).toBeNull();
  });

  it("publishes a scheduled case study once when due, and takes it down at its withdrawal time", async () => {
    const id = await caseStudyStudio.create(scope, "Scheduled bridge");
    const at = new Date(Date.now() + HOUR);
    expect(
      await caseStudyStudio.schedulePublish(
        scope,
        id,
        1,
        complete("Scheduled bridge", "scheduled-bridge"),
        at,
      ),
    ).toMatchObject({ kind: "scheduled" });
    const instance = (offsetMs: number) =>
      startJobWorker({
        db,
        logger: createLogger("silent"),
        handlers: createStudioScheduleHandlers({
          db,
          logger: createLogger("silent"),
        }),
        pollMs: 3_600_000,
        maxAttempts: 3,
        now: () => new Date(Date.now() + offsetMs),
      });
    const early = instance(0);
    const due = [instance(2 * HOUR), instance(2 * HOUR)];
    try {
      await early.runOnce();
      expect((await caseStudyStudio.read(db, id))!.row.isLive).toBe(false);
      await Promise.all(due.map((worker) => worker.runOnce()));
      expect((await caseStudyStudio.read(db, id))!.row.isLive).toBe(true);
      expect(await auditCount("case_study.publish", id)).toBe(1);
      expect(
        await caseStudyStudio.scheduleUnpublish(
          scope,
          id,
          new Date(Date.now() + 3 * HOUR),
        ),
      ).toEqual({ kind: "scheduled" });
      const later = instance(4 * HOUR);
      await later.runOnce();
      await later.stop();
      expect((await caseStudyStudio.read(db, id))!.row.isLive).toBe(false);
      expect(await auditCount("case_study.unpublish", id)).toBe(1);
    } finally {
      await Promise.all([early, ...due].map((worker) => worker.stop()));
    }
  });
});

describe(`case studies and the sectors they are filed under on ${testDbKind()}`, () => {
  async function newSector(name: string): Promise<string> {
    const created = await createTaxonomyItem(
      scope,
      "sector",
      taxonomyItemSchema.parse({ name, slug: "" }),
    );
    if (created.kind !== "created") throw new Error(JSON.stringify(created));
    return created.id;
  }

  it("refuses a save naming a sector deleted since the page was opened, and says so on the field", async () => {
    const gone = await newSector("Maritime Affairs");
    expect(await deleteTaxonomyItem(scope, "sector", gone)).toMatchObject({
      kind: "deleted",
    });
    const id = await caseStudyStudio.create(scope, "Fisheries licences");
    expect(
      await caseStudyStudio.save(
        scope,
        id,
        1,
        complete("Fisheries licences", "fisheries-licences", {
          sectorId: gone,
        }),
        "save",
      ),
    ).toEqual({ kind: "taxonomy-gone", fields: ["sectorId"] });
    const answer = await callRoute(
      caseStudyEditorAction,
      post(`/lead_admin/case-studies/${id}`, {
        intent: "save",
        baseVersion: "1",
        title: "Fisheries licences",
        slug: "fisheries-licences",
        sectorId: gone,
        outcomes: "",
        kpis: "",
      }),
      staff.jar,
      staff.ip,
      { caseStudyId: id },
    );
    expect(answer.status).toBe(409);
    expect(answer.data!.fieldErrors).toEqual({
      sectorId:
        "This sector was deleted after the page was opened: choose another.",
    });
    expect((await caseStudyStudio.read(db, id))!.draft.version).toBe(1);
  });

  it("keeps a sector only a case study's draft uses: it cannot be deleted", async () => {
    const sector = await newSector("Inland Waterways");
    const id = await caseStudyStudio.create(scope, "River ports");
    await caseStudyStudio.save(
      scope,
      id,
      1,
      complete("River ports", "river-ports", { sectorId: sector }),
      "save",
    );
    expect(await deleteTaxonomyItem(scope, "sector", sector)).toMatchObject({
      kind: "in-use",
    });
    expect(
      (await db.select().from(sectors).where(eq(sectors.id, sector))).length,
    ).toBe(1);
  });
});

describe(`the order of /projects on ${testDbKind()}`, () => {
  it("moves one case study up or down, with an audit entry naming it; the ends stay put", async () => {
    const before = await order();
    const second = before[1]!;
    expect(await moveCaseStudy(scope, second, "up")).toEqual({
      kind: "reordered",
      position: 1,
    });
    const after = await order();
    expect(after.slice(0, 2)).toEqual([second, before[0]]);
    expect(after.slice(2)).toEqual(before.slice(2));
    expect(await moveCaseStudy(scope, second, "up")).toEqual({
      kind: "unchanged",
    });
    const [entry] = await db
      .select({ summary: auditLog.summary })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, "case_study.reorder"),
          eq(auditLog.entityId, second),
        ),
      );
    expect(entry!.summary).toMatch(/to position 1 of/);
    // The published ones follow on /projects.
    const publicOrder = (await listPublishedCaseStudies(db, {})).map(
      (s) => s.id,
    );
    expect(publicOrder).toEqual(after.filter((id) => publicOrder.includes(id)));
  });

  it("applies a whole new order from a drag, and refuses one made on a list that changed since", async () => {
    const current = await order();
    const dragged = [current.at(-1)!, ...current.slice(0, -1)];
    expect(await reorderCaseStudies(scope, dragged)).toEqual({
      kind: "reordered",
      position: 1,
    });
    expect(await order()).toEqual(dragged);
    await caseStudyStudio.create(scope, "Added meanwhile");
    const refused = await reorderCaseStudies(scope, [...dragged].reverse());
    expect(refused).toEqual({ kind: "list-changed" });
    expect((await order()).slice(0, dragged.length)).toEqual(dragged);
    expect(
      await reorderCaseStudies(scope, [...dragged, dragged[0]!].slice(1)),
    ).toEqual({ kind: "list-changed" });
  });

  it("serialises two reorders at once: the result is one of them, never a mix", async () => {
    const current = await order();
    const a = [...current].reverse();
    const b = [...current.slice(1), current[0]!];
    await Promise.all([
      reorderCaseStudies(scope, a),
      reorderCaseStudies(scope, b),
    ]);
    const after = await order();
    expect([a.join(), b.join()]).toContain(after.join());
  });

  it("answers bad posts to the list with a clear message and changes nothing; a client gets 404", async () => {
    const before = await order();
    const act = (values: Record<string, string>, jar = staff.jar) =>
      callRoute(
        caseStudiesListAction,
        post("/lead_admin/case-studies", values),
        jar,
        staff.ip,
      );
    const unknown = await act({ intent: "shuffle" });
    expect(unknown.status).toBe(400);
    const badMove = await act({
      intent: "move",
      id: before[0]!,
      direction: "sideways",
    });
    expect(badMove.status).toBe(400);
    expect(JSON.stringify(badMove.data)).toMatch(/Move up or Move down/);
    const gone = await act({
      intent: "move",
      id: "00000000-0000-4000-8000-000000000000",
      direction: "up",
    });
    expect(gone.status).toBe(404);
    const notIds = await act({ intent: "reorder", ids: "1" });
    expect(notIds.status).toBe(400);
    const client = await signInDemo(MERIDIAN_ADMIN);
    const foreign = await act(
      { intent: "move", id: before[1]!, direction: "up" },
      client.jar,
    );
    expect(foreign.status).toBe(404);
    expect(await order()).toEqual(before);
  });

  it("keeps a case study's capabilities in the draft only until it is published", async () => {
    const id = await caseStudyStudio.create(scope, "Capabilities wait");
    await caseStudyStudio.save(
      scope,
      id,
      1,
      complete("Capabilities wait", "capabilities-wait"),
      "save",
    );
    const [{ n }] = (await db
      .select({ n: count() })
      .from(projectCapabilities)
      .where(eq(projectCapabilities.projectId, id))) as [{ n: number }];
    expect(n).toBe(0);
  });
});
