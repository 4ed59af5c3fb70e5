import { and, desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TaxonomyKind } from "~/domain/enums";
import {
  SLUG_RULE_MESSAGE,
  taxonomyItemSchema,
  type TaxonomyItemInput,
} from "~/domain/studio/taxonomy";
import type { InsightDocument } from "~/domain/studio/insight-document";
import { listPublishedCaseStudies } from "~/server/content/case-studies.server";
import {
  listMovedTaxonomySlugs,
  movedTaxonomySlug,
} from "~/server/content/moved-slugs.server";
import { projectsIndexLoader } from "~/server/content/projects-index.handler.server";
import type { Database } from "~/server/db/client.server";
import {
  auditLog,
  capabilities,
  contentDrafts,
  contentTypes,
  profiles,
  sectors,
  taxonomySlugRedirects,
  user,
} from "~/server/db/schema.server";
import { unsafeResolveAuditNames } from "~/server/console/audit-names.server";
import {
  contentScopeForScript,
  staffScopeForScript,
} from "~/server/console/staff-scope-for-script.server";
import type { ContentScope } from "~/server/console/staff-scope.server";
import { readContentVersion } from "~/server/page-cache/content-version.server";
import { insightEditorAction } from "~/server/studio/insight-editor.handler.server";
import {
  createInsight,
  saveInsightDraft,
} from "~/server/studio/insight-studio.server";
import {
  taxonomyAction,
  taxonomyLoader,
} from "~/server/studio/taxonomy.handler.server";
import {
  createTaxonomyItem,
  deleteTaxonomyItem,
  renameTaxonomyItem,
} from "~/server/studio/taxonomy.server";
import { lockTaxonomyOf } from "~/server/studio/taxonomy-usage.server";
import {
  CookieJar,
  callRoute,
  get,
  post,
  type RouteAnswer,
} from "../support/account-session";
import { startTestServices } from "../support/app-services";
import {
  EDITOR,
  MERIDIAN_ADMIN,
  STAFF,
  signInDemo,
  type DemoPerson,
} from "../support/console-people";
import { eventually } from "../support/eventually";
import { testDbKind } from "../support/test-database";

/**
 * The content studio's sectors, capabilities and content types on PGlite and PostgreSQL
 * (docs/decisions/053-taxonomy-management.md): added and renamed through the page's action,
 * a renamed slug answering 301 on the public filters without chains, deletion refused with
 * the counts while anything uses the item (nothing written), allowed when nothing does, bad
 * input refused field by field (never a 500), and a save and a deletion racing never leave a
 * draft naming a deleted item.
 */
let db: Database;
let stop: () => Promise<void>;
let scope: ContentScope;
let admin: DemoPerson;
let editor: DemoPerson;

const PAGE = "/lead_admin/taxonomy";

beforeAll(async () => {
  const started = await startTestServices();
  stop = started.stop;
  db = started.services.database.db;
  admin = await signInDemo(STAFF);
  editor = await signInDemo(EDITOR);
  const [row] = await db
    .select({ userId: user.id, profileId: profiles.id })
    .from(user)
    .innerJoin(profiles, eq(profiles.userId, user.id))
    .where(eq(user.email, STAFF));
  scope = contentScopeForScript(
    db,
    { ...row!, email: STAFF, ipAddress: "203.0.113.9" },
    "Staff Admin",
  );
}, 180_000);
afterAll(async () => stop?.());

const send = (who: DemoPerson, fields: Record<string, string>) =>
  callRoute(taxonomyAction, post(PAGE, fields), who.jar, who.ip);

const TABLES = {
  sector: sectors,
  capability: capabilities,
  content_type: contentTypes,
} as const;

async function itemBySlug(kind: TaxonomyKind, slug: string) {
  const table = TABLES[kind];
  const [row] = await db
    .select({ id: table.id, name: table.name, slug: table.slug })
    .from(table)
    .where(eq(table.slug, slug));
  return row ?? null;
}

async function itemById(kind: TaxonomyKind, id: string) {
  const table = TABLES[kind];
  const [row] = await db
    .select({ id: table.id, name: table.name, slug: table.slug })
    .from(table)
    .where(eq(table.id, id));
  return row ?? null;
}

/** Every table a taxonomy write could touch, as one hash each. */
async function fingerprint(): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of [
    "sectors",
    "capabilities",
    "content_types",
    "taxonomy_slug_redirects",
    "public_projects",
    "project_capabilities",
    "insights",
    "insight_capabilities",
    "content_drafts",
    "audit_log",
  ]) {
    const result = (await db.execute(
      sql.raw(
        `select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h from "${table}" t`,
      ),
    )) as unknown as { rows: { h: string }[] };
    out[table] = result.rows[0]!.h;
  }
  return out;
}

const projects = (query: string) =>
  callRoute(projectsIndexLoader, get(`/projects?${query}`), new CookieJar());

async function auditOf(entityId: string) {
  return db
    .select()
    .from(auditLog)
    .where(eq(auditLog.entityId, entityId))
    .orderBy(desc(auditLog.createdAt));
}

function expectBackToList(answer: RouteAnswer, kind: TaxonomyKind) {
  expect(answer.status, JSON.stringify(answer.data)).toBe(302);
  expect(answer.location).toBe(`${PAGE}#taxonomy-${kind}`);
  expect(answer.headers.get("Cache-Control")).toBe("no-store");
}

const input = (
  name: string,
  slug: string,
  nameFr?: string | null,
): TaxonomyItemInput => ({ name, nameFr, slug });

function insightDocument(
  title: string,
  slug: string,
  extra: Partial<InsightDocument> = {},
): InsightDocument {
  return {
    title,
    slug,
    excerpt: null,
    author: null,
    contentTypeId: null,
    capabilityIds: [],
    featuredImageUrl: null,
    body: "",
    seoTitle: null,
    seoDescription: null,
    socialImageUrl: null,
    ...extra,
  };
}

describe(`the studio's sectors, capabilities and content types on ${testDbKind()}`, () => {
  it("lists each kind with its uses, counted from public rows and drafts, published or not", async () => {
    const page = await callRoute(
      taxonomyLoader,
      get(PAGE),
      editor.jar,
      editor.ip,
    );
    expect(page.status).toBe(200);
    const lists = page.data!.lists as Record<
      TaxonomyKind,
      {
        slug: string;
        usage: { caseStudies: number; insights: number };
        pagePath: string | null;
      }[]
    >;
    const health = lists.sector.find((item) => item.slug === "health")!;
    // The seed files two case studies under Health, one of them unpublished, and the French
    // version of the published one: all three count.
    const published = await listPublishedCaseStudies(db, {
      sectorSlug: "health",
    });
    expect(published).toHaveLength(1);
    expect(health.usage).toEqual({ caseStudies: 3, insights: 0 });
    expect(
      lists.capability.find((item) => item.slug === "ai-automation")!.pagePath,
    ).toBe("/capabilities/ai-automation");
    expect(
      lists.capability.find((item) => item.slug === "cybersecurity")!.pagePath,
    ).toBeNull();
    expect(
      lists.content_type.find((item) => item.slug === "news")!.usage,
    ).toEqual({ caseStudies: 0, insights: 0 });

    // An insight never published has its content type in its draft only: it counts.
    const type = await createTaxonomyItem(
      scope,
      "content_type",
      input("Briefing", "briefing"),
    );
    if (type.kind !== "created") throw new Error(type.kind);
    const insightId = await createInsight(
      scope,
      "A briefing nobody has read yet",
    );
    expect(
      await saveInsightDraft(
        scope,
        insightId,
        1,
        insightDocument(
          "A briefing nobody has read yet",
          "a-briefing-nobody-has-read-yet",
          {
            contentTypeId: type.id,
          },
        ),
        "save",
      ),
    ).toEqual({ kind: "saved", version: 2 });
    const again = await callRoute(
      taxonomyLoader,
      get(PAGE),
      editor.jar,
      editor.ip,
    );
    const briefing = (again.data!.lists as typeof lists).content_type.find(
      (item) => item.slug === "briefing",
    )!;
    expect(briefing.usage).toEqual({ caseStudies: 0, insights: 1 });
  });

  it("adds an item from the form, its slug made from the name; audited, and every instance's pages follow", async () => {
    const before = await readContentVersion(db);
    const answer = await send(editor, {
      intent: "create",
      kind: "sector",
      name: "  Ports & Logistics ",
      slug: "",
    });
    expectBackToList(answer, "sector");
    const row = await itemBySlug("sector", "ports-logistics");
    expect(row?.name).toBe("Ports & Logistics");
    expect(await readContentVersion(db)).toBeGreaterThan(before);
    const [entry] = await auditOf(row!.id);
    expect(entry).toMatchObject({
      action: "sector.create",
      entityType: "sector",
      actorEmail: EDITOR,
      after: { name: "Ports & Logistics", slug: "ports-logistics" },
    });
    const names = await unsafeResolveAuditNames(
      staffScopeForScript(db, {
        userId: "",
        profileId: "",
        email: "",
        ipAddress: null,
      }),
      [entry!],
    );
    expect(names.byId[row!.id]).toBe("Sector “Ports & Logistics”");

    // A new capability is listed after the ones the site already shows.
    expectBackToList(
      await send(admin, {
        intent: "create",
        kind: "capability",
        name: "Quantum-safe cryptography",
        slug: "quantum-safe",
      }),
      "capability",
    );
    const [last] = await db
      .select({ slug: capabilities.slug })
      .from(capabilities)
      .orderBy(desc(capabilities.displayOrder))
      .limit(1);
    expect(last!.slug).toBe("quantum-safe");
  });

  it("renames a sector: /projects?sector=<old> answers 301 to the new slug, other parameters kept; renamed twice, no chain; taken back, the old slug is live again", async () => {
    const health = (await itemBySlug("sector", "health"))!;
    const studies = await listPublishedCaseStudies(db, {
      sectorSlug: "health",
    });
    expect(studies.length).toBeGreaterThan(0);

    expectBackToList(
      await send(admin, {
        intent: "rename",
        kind: "sector",
        id: health.id,
        name: "Public Health",
        slug: "public-health",
      }),
      "sector",
    );
    const moved = await projects("sector=health&utm_source=newsletter");
    expect(moved.status).toBe(301);
    expect(moved.location).toBe(
      "/projects?sector=public-health&utm_source=newsletter",
    );
    expect(moved.headers.get("Cache-Control")).toBe("public, max-age=3600");
    const renamed = await projects("sector=public-health");
    expect(renamed.status).toBe(200);
    expect(
      (renamed.data!.caseStudies as { slug: string }[]).map((s) => s.slug),
    ).toEqual(studies.map((s) => s.slug));
    const [entry] = await auditOf(health.id);
    expect(entry).toMatchObject({
      action: "sector.rename",
      before: { name: health.name, slug: "health" },
      after: { name: "Public Health", slug: "public-health" },
    });

    // Again: the first old slug leads to today's slug directly, never through the second.
    expect(
      await renameTaxonomyItem(
        scope,
        "sector",
        health.id,
        input("Health & Care", "health-care"),
      ),
    ).toMatchObject({ kind: "renamed" });
    for (const old of ["health", "public-health"]) {
      const answer = await projects(`sector=${old}`);
      expect(answer.status, old).toBe(301);
      expect(answer.location, old).toBe("/projects?sector=health-care");
    }
    const map = await listMovedTaxonomySlugs(db);
    expect(map.sector.get("health")).toBe("health-care");
    expect(map.sector.get("public-health")).toBe("health-care");

    // Taking the first slug back: it is the filter again, and the others lead to it.
    expect(
      await renameTaxonomyItem(
        scope,
        "sector",
        health.id,
        input(health.name, "health"),
      ),
    ).toMatchObject({ kind: "renamed", tookOverFrom: null });
    expect(await movedTaxonomySlug(db, "sector", "health")).toBeNull();
    const back = await projects("sector=health");
    expect(back.status).toBe(200);
    expect(
      (back.data!.caseStudies as { slug: string }[]).map((s) => s.slug),
    ).toEqual(studies.map((s) => s.slug));
    expect((await projects("sector=health-care")).location).toBe(
      "/projects?sector=health",
    );
    const redirects = await db
      .select({ oldSlug: taxonomySlugRedirects.oldSlug })
      .from(taxonomySlugRedirects)
      .where(eq(taxonomySlugRedirects.sectorId, health.id))
      .orderBy(taxonomySlugRedirects.oldSlug);
    expect(redirects.map((r) => r.oldSlug)).toEqual([
      "health-care",
      "public-health",
    ]);
  });

  it("renames a capability: its old slug answers 301 on /projects, with a renamed sector's in the same answer", async () => {
    const data = (await itemBySlug("capability", "data-analytics"))!;
    const sector = (await itemBySlug("sector", "public-finance"))!;
    await renameTaxonomyItem(
      scope,
      "capability",
      data.id,
      input("Data & Analytics", "data-and-analytics"),
    );
    await renameTaxonomyItem(
      scope,
      "sector",
      sector.id,
      input("Public Finance", "finance"),
    );
    const answer = await projects(
      "capability=data-analytics&sector=public-finance",
    );
    expect(answer.status).toBe(301);
    expect(answer.location).toBe(
      "/projects?capability=data-and-analytics&sector=finance",
    );
    expect((await projects("capability=data-and-analytics")).status).toBe(200);
    // A slug nothing ever had is the page with no results, not a redirect.
    expect((await projects("capability=no-such-thing")).status).toBe(200);
  });

  it("a new name with the same slug changes no address; the same name and slug again writes nothing", async () => {
    const guide = (await itemBySlug("content_type", "guide"))!;
    expectBackToList(
      await send(admin, {
        intent: "rename",
        kind: "content_type",
        id: guide.id,
        name: "How-to guide",
        slug: "guide",
      }),
      "content_type",
    );
    expect((await itemById("content_type", guide.id))!.name).toBe(
      "How-to guide",
    );
    expect(
      await db
        .select()
        .from(taxonomySlugRedirects)
        .where(eq(taxonomySlugRedirects.contentTypeId, guide.id)),
    ).toEqual([]);
    const before = await fingerprint();
    const unchanged = await send(admin, {
      intent: "rename",
      kind: "content_type",
      id: guide.id,
      name: "How-to guide",
      slug: "guide",
    });
    expectBackToList(unchanged, "content_type");
    expect(await fingerprint()).toEqual(before);
  });

  it("a capability with its own page keeps its slug: its name can change, a new slug is refused and nothing is written", async () => {
    const identity = (await itemBySlug("capability", "digital-identity"))!;
    const before = await fingerprint();
    const refused = await send(admin, {
      intent: "rename",
      kind: "capability",
      id: identity.id,
      name: identity.name,
      slug: "identity",
    });
    expect(refused.status).toBe(409);
    expect((refused.data!.fieldErrors as Record<string, string>).slug).toBe(
      `“${identity.name}” has its own page, /capabilities/digital-identity, written in the site’s code: its slug cannot change here, or case studies would stop linking to that page. Its name can.`,
    );
    expect(refused.data!.values).toEqual({
      name: identity.name,
      slug: "identity",
    });
    expect(await fingerprint()).toEqual(before);
    expectBackToList(
      await send(admin, {
        intent: "rename",
        kind: "capability",
        id: identity.id,
        name: "Digital Identity",
        slug: "digital-identity",
      }),
      "capability",
    );
    expect((await itemById("capability", identity.id))!.name).toBe(
      "Digital Identity",
    );
  });

  it("refuses a slug or a name another item of the kind has, saying which, and writes nothing", async () => {
    const before = await fingerprint();
    const slugTaken = await send(admin, {
      intent: "create",
      kind: "sector",
      name: "Borders",
      slug: "immigration",
    });
    expect(slugTaken.status).toBe(409);
    expect(slugTaken.data!.fieldErrors).toEqual({
      slug: "The sector “Immigration & Border Management” already has the slug “immigration”: choose another.",
    });
    expect(slugTaken.data!.values).toEqual({
      name: "Borders",
      slug: "immigration",
    });
    expect(slugTaken.data!.toast).toMatchObject({
      kind: "error",
      title: "Sector not added",
    });
    const nameTaken = await send(admin, {
      intent: "create",
      kind: "sector",
      name: "immigration & border MANAGEMENT",
      slug: "borders",
    });
    expect(nameTaken.status).toBe(409);
    expect(nameTaken.data!.fieldErrors).toEqual({
      name: "There is already a sector named “Immigration & Border Management”: choose another name.",
    });
    const article = (await itemBySlug("content_type", "article"))!;
    const renameTaken = await send(admin, {
      intent: "rename",
      kind: "content_type",
      id: article.id,
      name: "Article",
      slug: "whitepaper",
    });
    expect(renameTaken.status).toBe(409);
    expect(renameTaken.data!.fieldErrors).toEqual({
      slug: "The content type “Whitepaper” already has the slug “whitepaper”: choose another.",
    });
    expect(await fingerprint()).toEqual(before);
    // The same slug in another kind is not a clash: each kind has its own filter.
    expect(
      await createTaxonomyItem(
        scope,
        "content_type",
        input("Immigration notes", "immigration"),
      ),
    ).toMatchObject({ kind: "created" });
  });

  it("answers bad input field by field, or as not found — never a 500, never a write", async () => {
    const before = await fingerprint();
    const sector = (await itemBySlug("sector", "digital-legacy"))!;
    const cases: [Record<string, string>, number, unknown][] = [
      [
        { intent: "create", kind: "sector", name: "", slug: "" },
        400,
        { name: "Type a name." },
      ],
      [
        {
          intent: "create",
          kind: "sector",
          name: "Trade",
          slug: "Trade Routes",
        },
        400,
        { slug: SLUG_RULE_MESSAGE },
      ],
      [
        {
          intent: "create",
          kind: "sector",
          name: "Trade",
          slug: "trade--routes",
        },
        400,
        { slug: SLUG_RULE_MESSAGE },
      ],
      [
        { intent: "create", kind: "sector", name: "x".repeat(81), slug: "" },
        400,
        { name: "The name must be 80 characters or fewer." },
      ],
      [
        {
          intent: "create",
          kind: "sector",
          name: "Trade",
          slug: "t".repeat(101),
        },
        400,
        { slug: "The slug must be 100 characters or fewer." },
      ],
      [
        { intent: "create", kind: "sector", name: "Trade\r\nRoutes", slug: "" },
        400,
        { name: "The name must be one line of text." },
      ],
      [
        { intent: "create", kind: "sector", name: "???", slug: "" },
        400,
        {
          slug: "The name has no letters or digits to make a slug from: type one.",
        },
      ],
      [{ intent: "create", kind: "sector" }, 400, { name: "Type a name." }],
      [
        {
          intent: "rename",
          kind: "sector",
          id: sector.id,
          name: " ",
          slug: "digital-legacy",
        },
        400,
        { name: "Type a name." },
      ],
      [{ intent: "create", kind: "tag", name: "Trade", slug: "" }, 400, {}],
      [{ intent: "explode", kind: "sector", name: "Trade", slug: "" }, 400, {}],
      [{ kind: "sector", name: "Trade" }, 400, {}],
    ];
    for (const [fields, status, fieldErrors] of cases) {
      const answer = await send(admin, fields);
      expect(answer.status, JSON.stringify(fields)).toBe(status);
      expect(answer.data!.fieldErrors, JSON.stringify(fields)).toEqual(
        fieldErrors,
      );
      expect(answer.data!.toast, JSON.stringify(fields)).toMatchObject({
        kind: "error",
      });
    }
    // Ids that are not ids, or of nothing of that kind: 404.
    const capability = (await itemBySlug("capability", "cybersecurity"))!;
    const notFound: Record<string, string>[] = [
      {
        intent: "rename",
        kind: "sector",
        id: "not-a-uuid",
        name: "Trade",
        slug: "trade",
      },
      {
        intent: "rename",
        kind: "sector",
        id: "6f1c2a9e-5b1d-4c1e-9a43-1f0b8f7e2d10",
        name: "Trade",
        slug: "trade",
      },
      {
        intent: "rename",
        kind: "sector",
        id: capability.id,
        name: "Trade",
        slug: "trade",
      },
      { intent: "delete", kind: "sector", id: "' or 1=1 --" },
      { intent: "delete", kind: "sector", id: capability.id },
      { intent: "delete", kind: "sector", id: capability.id, confirmed: "yes" },
    ];
    for (const fields of notFound) {
      const answer = await send(admin, fields);
      expect(answer.status, JSON.stringify(fields)).toBe(404);
    }
    expect(await fingerprint()).toEqual(before);
  });

  it("refuses to delete what is in use, at either step, naming the counts and what uses it; nothing is written", async () => {
    const before = await fingerprint();
    const immigration = (await itemBySlug("sector", "immigration"))!;
    for (const confirmed of ["", "yes"]) {
      const answer = await send(editor, {
        intent: "delete",
        kind: "sector",
        id: immigration.id,
        confirmed,
      });
      expect(answer.status).toBe(409);
      const inUse = answer.data!.inUse as {
        message: string;
        uses: { kind: string; title: string }[];
      };
      expect(inUse.message).toBe(
        "The sector “Immigration & Border Management” is used by 2 case studies (published or not). Move them to another sector first.",
      );
      // The case study and its French version.
      expect(inUse.uses).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            kind: "case_study",
            title: "A national e-visa platform with AI-assisted triage",
          }),
          expect.objectContaining({
            kind: "case_study",
            title:
              "Une plateforme nationale de visa électronique avec tri assisté par l’IA",
          }),
        ]),
      );
      expect(inUse.uses).toHaveLength(2);
      expect(answer.data!.toast).toMatchObject({
        kind: "error",
        title: "Not deleted: it is in use",
      });
    }
    const ai = (await itemBySlug("capability", "ai-automation"))!;
    const refused = await deleteTaxonomyItem(scope, "capability", ai.id);
    expect(refused).toMatchObject({
      kind: "in-use",
      // English and French versions alike.
      usage: { caseStudies: 11, insights: 6 },
    });
    const whitepaper = (await itemBySlug("content_type", "whitepaper"))!;
    expect(
      await deleteTaxonomyItem(scope, "content_type", whitepaper.id),
    ).toMatchObject({
      kind: "in-use",
      usage: { caseStudies: 0, insights: 3 },
    });
    expect(await fingerprint()).toEqual(before);
  });

  it("deletes what nothing uses after asking, with its old slugs; audited", async () => {
    const created = await createTaxonomyItem(
      scope,
      "content_type",
      input("Podcast", "podcast"),
    );
    if (created.kind !== "created") throw new Error(created.kind);
    await renameTaxonomyItem(
      scope,
      "content_type",
      created.id,
      input("Podcast episode", "podcast-episode"),
    );
    const before = await fingerprint();
    const asked = await send(editor, {
      intent: "delete",
      kind: "content_type",
      id: created.id,
    });
    expect(asked.status).toBe(200);
    expect(asked.data!.confirmDelete).toEqual({
      name: "Podcast episode",
      slug: "podcast-episode",
      oldSlugs: ["podcast"],
    });
    // Asking writes nothing.
    expect(await fingerprint()).toEqual(before);
    expectBackToList(
      await send(editor, {
        intent: "delete",
        kind: "content_type",
        id: created.id,
        confirmed: "yes",
      }),
      "content_type",
    );
    expect(await itemById("content_type", created.id)).toBeNull();
    expect(
      await db
        .select()
        .from(taxonomySlugRedirects)
        .where(eq(taxonomySlugRedirects.oldSlug, "podcast")),
    ).toEqual([]);
    const [entry] = await auditOf(created.id);
    expect(entry).toMatchObject({
      action: "content_type.delete",
      entityType: "content_type",
      actorEmail: EDITOR,
      before: { name: "Podcast episode", slug: "podcast-episode" },
    });
    // A second confirm (a double click): the item is gone, 404, nothing more recorded.
    const twice = await send(editor, {
      intent: "delete",
      kind: "content_type",
      id: created.id,
      confirmed: "yes",
    });
    expect(twice.status).toBe(404);
  });

  it("a new item may take another's old slug: that redirect goes, and the outcome says whose it was", async () => {
    const old = await createTaxonomyItem(
      scope,
      "sector",
      input("Maritime", "maritime"),
    );
    if (old.kind !== "created") throw new Error(old.kind);
    await renameTaxonomyItem(
      scope,
      "sector",
      old.id,
      input("Maritime & Ports", "maritime-ports"),
    );
    expect((await projects("sector=maritime")).status).toBe(301);
    expect(
      await createTaxonomyItem(scope, "sector", input("Maritime", "maritime")),
    ).toMatchObject({ kind: "created", tookOverFrom: "Maritime & Ports" });
    expect(await movedTaxonomySlug(db, "sector", "maritime")).toBeNull();
    expect((await projects("sector=maritime")).status).toBe(200);
  });

  it("a client's account cannot post here: 404, nothing changed", async () => {
    const client = await signInDemo(MERIDIAN_ADMIN);
    const sector = (await itemBySlug("sector", "construction"))!;
    const before = await fingerprint();
    const posts: Record<string, string>[] = [
      { intent: "create", kind: "sector", name: "Client sector", slug: "" },
      {
        intent: "rename",
        kind: "sector",
        id: sector.id,
        name: "Renamed",
        slug: "renamed",
      },
      { intent: "delete", kind: "sector", id: sector.id, confirmed: "yes" },
    ];
    for (const fields of posts) {
      const answer = await send(client, fields);
      expect(answer.status).toBe(404);
      expect(answer.data).toBeNull();
    }
    expect(await fingerprint()).toEqual(before);
  });
});

describe(`a save and a deletion at once on ${testDbKind()}`, () => {
  async function newType(name: string) {
    const created = await createTaxonomyItem(
      scope,
      "content_type",
      taxonomyItemSchema.parse({ name, slug: "" }),
    );
    if (created.kind !== "created") throw new Error(JSON.stringify(created));
    return created.id;
  }

  /** Connections of this file's database waiting for a lock another one holds. */
  async function lockWaits(): Promise<number> {
    const result = (await db.execute(sql`
      select count(*)::int as n from pg_stat_activity
      where datname = current_database() and wait_event_type = 'Lock'`)) as unknown as {
      rows: { n: number }[];
    };
    return Number(result.rows[0]!.n);
  }

  /** Draft documents naming a content type that does not exist. */
  async function danglingDrafts(): Promise<number> {
    const result = (await db.execute(sql`
      select count(*)::int as n from ${contentDrafts}
      where ${contentDrafts.document}->>'contentTypeId' is not null
        and not exists (select 1 from ${contentTypes} where ${contentTypes.id}::text = ${contentDrafts.document}->>'contentTypeId')`)) as unknown as {
      rows: { n: number }[];
    };
    return Number(result.rows[0]!.n);
  }

  it("a save naming a content type deleted since the page was opened is refused with the field's message; nothing is saved", async () => {
    const typeId = await newType("Field report");
    expect(
      await deleteTaxonomyItem(scope, "content_type", typeId),
    ).toMatchObject({
      kind: "deleted",
    });
    const insightId = await createInsight(scope, "Notes from the field");
    const document = insightDocument(
      "Notes from the field",
      "notes-from-the-field",
      {
        contentTypeId: typeId,
      },
    );
    expect(
      await saveInsightDraft(scope, insightId, 1, document, "save"),
    ).toEqual({
      kind: "taxonomy-gone",
      fields: ["contentTypeId"],
    });
    const answer = await callRoute(
      insightEditorAction,
      post(`/lead_admin/insights/${insightId}`, {
        intent: "save",
        baseVersion: "1",
        title: document.title,
        slug: document.slug,
        contentTypeId: typeId,
        body: "",
      }),
      admin.jar,
      admin.ip,
      { insightId },
    );
    expect(answer.status).toBe(409);
    expect(answer.data!.fieldErrors).toEqual({
      contentTypeId:
        "This content type was deleted after the page was opened: choose another.",
    });
    const [draft] = await db
      .select({ version: contentDrafts.version })
      .from(contentDrafts)
      .where(
        and(
          eq(contentDrafts.kind, "insight"),
          eq(contentDrafts.itemId, insightId),
        ),
      );
    expect(draft!.version).toBe(1);
    expect(await danglingDrafts()).toBe(0);
  });

  it("a deletion waits for a save holding the item, then counts it and refuses", async () => {
    const typeId = await newType("Explainer");
    const insightId = await createInsight(scope, "An explainer in progress");
    let locked!: () => void;
    const holding = new Promise<void>((resolve) => (locked = resolve));
    // What a save does, held open: lock what it names, keep it until the deletion waits for
    // that lock, then store the draft naming it. (PGlite runs one transaction at a time: there
    // the deletion cannot start before the save ends, so there is nothing to wait for.)
    const save = db.transaction(async (tx) => {
      expect(await lockTaxonomyOf(tx, { contentTypeId: typeId })).toEqual([]);
      locked();
      if (testDbKind() === "postgres")
        await eventually(
          async () => (await lockWaits()) > 0,
          "the deletion waits for the save's lock",
          { timeoutMs: 10_000 },
        );
      await tx
        .update(contentDrafts)
        .set({
          document: insightDocument(
            "An explainer in progress",
            "an-explainer-in-progress",
            {
              contentTypeId: typeId,
            },
          ),
        })
        .where(
          and(
            eq(contentDrafts.kind, "insight"),
            eq(contentDrafts.itemId, insightId),
          ),
        );
    });
    await holding;
    const deletion = deleteTaxonomyItem(scope, "content_type", typeId);
    await save;
    const outcome = await deletion;
    expect(outcome).toMatchObject({
      kind: "in-use",
      usage: { caseStudies: 0, insights: 1 },
    });
    expect(await itemById("content_type", typeId)).not.toBeNull();
  });

  it("saves and deletions racing: exactly one of each pair wins, and no draft names a deleted item", async () => {
    for (let round = 0; round < 6; round++) {
      const typeId = await newType(`Race ${round}`);
      const title = `Racing draft ${round}`;
      const insightId = await createInsight(scope, title);
      const [deleted, saved] = await Promise.all([
        deleteTaxonomyItem(scope, "content_type", typeId),
        saveInsightDraft(
          scope,
          insightId,
          1,
          insightDocument(title, `racing-draft-${round}`, {
            contentTypeId: typeId,
          }),
          "save",
        ),
      ]);
      if (deleted.kind === "deleted")
        expect(saved, `round ${round}`).toEqual({
          kind: "taxonomy-gone",
          fields: ["contentTypeId"],
        });
      else {
        expect(deleted.kind, `round ${round}`).toBe("in-use");
        expect(saved, `round ${round}`).toEqual({ kind: "saved", version: 2 });
      }
    }
    expect(await danglingDrafts()).toBe(0);
  });
});
