import { and, count, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  getPublishedInsightBySlug,
  listPublishedInsights,
} from "~/server/content/insights.server";
import { listMovedSlugs } from "~/server/content/moved-slugs.server";
import { blogPostLoader } from "~/server/content/blog-post.handler.server";
import type { Database } from "~/server/db/client.server";
import {
  auditLog,
  capabilities,
  contentDrafts,
  contentRevisions,
  contentTypes,
  insightCapabilities,
  insights,
  profiles,
  user,
} from "~/server/db/schema.server";
import { contentScopeForScript } from "~/server/console/staff-scope-for-script.server";
import type { ContentScope } from "~/server/console/staff-scope.server";
import { readInsightWithDraft } from "~/server/studio/insight-studio.server";
import { insightEditorAction } from "~/server/studio/insight-editor.handler.server";
import { listStudioInsights } from "~/server/studio/insight-list.server";
import { insightPreviewLoader } from "~/server/studio/insight-preview.handler.server";
import {
  createInsight,
  publishInsight,
  restoreInsightRevision,
  saveInsightDraft,
  unpublishInsight,
} from "~/server/studio/insight-studio.server";
import type { InsightDocument } from "~/domain/studio/insight-document";
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
 * The content studio's insights on PGlite and PostgreSQL: drafts never reach the public site,
 * every save names its base version (a stale one changes nothing), publishing copies the draft
 * whole or not at all, renamed pages keep their old URLs (301), and the routes admit staff only.
 */
let db: Database;
let stop: () => Promise<void>;
let scope: ContentScope;
let otherScope: ContentScope;
let staff: DemoPerson;
let typeId: string;
let capabilityIds: string[];

async function scopeOf(email: string, name: string): Promise<ContentScope> {
  const [row] = await db
    .select({ userId: user.id, profileId: profiles.id })
    .from(user)
    .innerJoin(profiles, eq(profiles.userId, user.id))
    .where(eq(user.email, email));
  return contentScopeForScript(
    db,
    { ...row!, email, ipAddress: "203.0.113.9" },
    name,
  );
}

beforeAll(async () => {
  const started = await startTestServices();
  stop = started.stop;
  db = started.services.database.db;
  scope = await scopeOf(STAFF, "Hélène Marchand");
  otherScope = await scopeOf("amira.haddad@example.org", "Second Editor");
  staff = await signInDemo(STAFF);
  typeId = (await db.select({ id: contentTypes.id }).from(contentTypes))[0]!.id;
  capabilityIds = (
    await db.select({ id: capabilities.id }).from(capabilities).limit(2)
  ).map((r) => r.id);
}, 180_000);
afterAll(async () => stop?.());

const complete = (
  title: string,
  slug: string,
  extra: Partial<InsightDocument> = {},
): InsightDocument => ({
  title,
  slug,
  excerpt: "What a revenue authority learned moving its platform home.",
  author: "Amara Okafor",
  contentTypeId: typeId,
  capabilityIds,
  featuredImageUrl: null,
  body: "<h2>Why</h2><p>Data residency is law.</p>",
  seoTitle: null,
  seoDescription: null,
  socialImageUrl: null,
  ...extra,
});

async function draftOf(id: string) {
  return (await readInsightWithDraft(db, id))!;
}

async function revisionCount(id: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(contentRevisions)
    .where(
      and(
        eq(contentRevisions.kind, "insight"),
        eq(contentRevisions.itemId, id),
      ),
    );
  return row!.n;
}

describe(`the studio's insights on ${testDbKind()}`, () => {
  it("creates drafts with free slugs; a draft is on no public page", async () => {
    const a = await createInsight(scope, "Border control at scale");
    const b = await createInsight(scope, "Border control at scale");
    const [first, second] = [await draftOf(a), await draftOf(b)];
    expect(first.draft.document.slug).toBe("border-control-at-scale");
    expect(second.draft.document.slug).toBe("border-control-at-scale-2");
    expect(first.draft.version).toBe(1);
    expect(first.row.isLive).toBe(false);
    expect(await revisionCount(a)).toBe(1);
    const listed = await listPublishedInsights(db);
    expect(listed.map((i) => i.id)).not.toContain(a);
    expect(
      await getPublishedInsightBySlug(db, "border-control-at-scale"),
    ).toBeNull();
  });

  it("refuses a save based on a stale version and changes nothing", async () => {
    const id = await createInsight(scope, "Stale saves are refused");
    const document = (await draftOf(id)).draft.document;
    const saved = await saveInsightDraft(
      scope,
      id,
      1,
      { ...document, excerpt: "First." },
      "save",
    );
    expect(saved).toEqual({ kind: "saved", version: 2 });
    const stale = await saveInsightDraft(
      otherScope,
      id,
      1,
      { ...document, excerpt: "Second." },
      "save",
    );
    expect(stale).toMatchObject({
      kind: "stale",
      version: 2,
      updatedByName: expect.any(String),
    });
    const after = await draftOf(id);
    expect(after.draft.version).toBe(2);
    expect(after.draft.document.excerpt).toBe("First.");
    expect(await revisionCount(id)).toBe(2);
  });

  it("lets exactly one of two saves from the same version through, for a draft and for an insight written before the studio", async () => {
    const id = await createInsight(scope, "Two saves at once");
    const document = (await draftOf(id)).draft.document;
    const [pre] = await db
      .insert(insights)
      .values({
        slug: "written-before-the-studio",
        title: "Written before the studio",
        content: "<p>Old.</p>",
        isPublished: true,
        publishedAt: new Date("2026-01-05T10:00:00Z"),
      })
      .returning({ id: insights.id });
    const old = await draftOf(pre!.id);
    expect(old.draft).toMatchObject({ version: 0, stored: false });
    for (const [itemId, base, doc] of [
      [id, 1, document],
      [pre!.id, 0, old.draft.document],
    ] as const) {
      const outcomes = await Promise.all([
        saveInsightDraft(scope, itemId, base, { ...doc, excerpt: "A" }, "save"),
        saveInsightDraft(
          otherScope,
          itemId,
          base,
          { ...doc, excerpt: "B" },
          "save",
        ),
      ]);
      expect(outcomes.map((o) => o.kind).sort()).toEqual(["saved", "stale"]);
      expect((await draftOf(itemId)).draft.version).toBe(base + 1);
    }
  });

  it("keeps one person's consecutive autosaves as one revision; a save adds one", async () => {
    const id = await createInsight(scope, "Autosaves coalesce");
    const document = (await draftOf(id)).draft.document;
    let version = 1;
    for (const excerpt of ["a", "ab", "abc"]) {
      const outcome = await saveInsightDraft(
        scope,
        id,
        version,
        { ...document, excerpt },
        "autosave",
      );
      expect(outcome.kind).toBe("saved");
      version += 1;
    }
    expect(await revisionCount(id)).toBe(2);
    const [latest] = await db
      .select()
      .from(contentRevisions)
      .where(eq(contentRevisions.itemId, id))
      .orderBy(desc(contentRevisions.version))
      .limit(1);
    expect(latest).toMatchObject({ reason: "autosave", version: 4 });
    // Another person's autosave starts a revision of its own.
    await saveInsightDraft(
      otherScope,
      id,
      4,
      { ...document, excerpt: "x" },
      "autosave",
    );
    await saveInsightDraft(scope, id, 5, document, "save");
    expect(await revisionCount(id)).toBe(4);
  });

  it("refuses to publish with fields missing, names them all, and writes nothing", async () => {
    const id = await createInsight(scope, "Missing fields");
    const before = await draftOf(id);
    const [audits] = await db.select({ n: count() }).from(auditLog);
    const outcome = await publishInsight(scope, id, 1, {
      ...before.draft.document,
      author: null,
      body: "<p>   </p>",
    });
    expect(outcome).toEqual({
      kind: "missing",
      fields: ["Excerpt", "Byline", "Content type", "Body"],
    });
    const after = await draftOf(id);
    expect(after.draft.version).toBe(1);
    expect(after.row.isLive).toBe(false);
    expect(await revisionCount(id)).toBe(1);
    const [auditsAfter] = await db.select({ n: count() }).from(auditLog);
    expect(auditsAfter!.n).toBe(audits!.n);
  });

  it("publishes the draft whole: sanitized body, capabilities, SEO fields, an audit entry naming who", async () => {
    const id = await createInsight(scope, "Published whole");
    const outcome = await publishInsight(
      scope,
      id,
      1,
      complete("Published whole", "published-whole", {
        body: '<p onclick="steal()">Safe <script>alert(1)</script>text</p><a href="javascript:alert(1)">x</a>',
        seoTitle: "A shorter title for search",
      }),
    );
    expect(outcome).toMatchObject({ kind: "published", version: 2 });
    const page = await getPublishedInsightBySlug(db, "published-whole");
    expect(page).toMatchObject({
      title: "Published whole",
      seoTitle: "A shorter title for search",
    });
    expect(page!.content).not.toMatch(/script|onclick|javascript/i);
    expect(page!.capabilities.map((c) => c.id).sort()).toEqual(
      [...capabilityIds].sort(),
    );
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entityId, id), eq(auditLog.action, "insight.publish")),
      );
    expect(entry).toMatchObject({
      actorEmail: STAFF,
      entityType: "insight",
    });
    // Changed since publishing: a later save leaves the public page as it was.
    await saveInsightDraft(
      scope,
      id,
      2,
      complete("Published whole, edited", "published-whole"),
      "save",
    );
    expect(
      (await getPublishedInsightBySlug(db, "published-whole"))!.title,
    ).toBe("Published whole");
    const { rows } = await listStudioInsights(scope, {
      q: "Published whole",
      status: "changed",
      contentTypeId: null,
      page: 1,
    });
    expect(rows.map((r) => r.id)).toEqual([id]);
  });

  it("is 'Changed since publishing' only while the draft differs from the public page", async () => {
    const id = await createInsight(scope, "Changed only when different");
    const published = complete(
      "Changed only when different",
      "changed-only-when-different",
    );
    await publishInsight(scope, id, 1, published);
    const statusOf = async () => {
      const { rows } = await listStudioInsights(scope, {
        q: "Changed only when different",
        status: null,
        contentTypeId: null,
        page: 1,
      });
      return rows.find((row) => row.id === id)?.status;
    };
    expect(await statusOf()).toBe("published");
    // Saved with nothing changed (Save draft, an autosave): still the public page's content.
    await saveInsightDraft(scope, id, 2, published, "save");
    expect(await statusOf()).toBe("published");
    await saveInsightDraft(
      scope,
      id,
      3,
      { ...published, excerpt: "An edit not yet published." },
      "autosave",
    );
    expect(await statusOf()).toBe("changed");
    // The edit undone: the draft is the public page again.
    await saveInsightDraft(scope, id, 4, published, "autosave");
    expect(await statusOf()).toBe("published");
    expect((await draftOf(id)).draft.version).toBe(5);
  });

  it("keeps a renamed page's old URLs answering 301 to its current one, through a chain; unpublished, they are gone too", async () => {
    const id = await createInsight(scope, "Renamed twice");
    await publishInsight(scope, id, 1, complete("Renamed twice", "renamed-a"));
    await publishInsight(scope, id, 2, complete("Renamed twice", "renamed-b"));
    await publishInsight(scope, id, 3, complete("Renamed twice", "renamed-c"));
    const moved = await listMovedSlugs(db);
    expect(moved.blog.get("renamed-a")).toBe("renamed-c");
    expect(moved.blog.get("renamed-b")).toBe("renamed-c");
    const answer = await callRoute(
      blogPostLoader,
      get("/blog/renamed-a"),
      new CookieJar(),
      undefined,
      { slug: "renamed-a" },
    );
    expect(answer.status).toBe(301);
    expect(answer.location).toBe("/blog/renamed-c");
    // Taking an old slug back makes it the page again, not a redirect.
    await publishInsight(scope, id, 4, complete("Renamed twice", "renamed-a"));
    expect((await listMovedSlugs(db)).blog.has("renamed-a")).toBe(false);
    expect(await getPublishedInsightBySlug(db, "renamed-a")).not.toBeNull();

    const unpublished = await unpublishInsight(scope, id);
    expect(unpublished).toEqual({ kind: "unpublished" });
    // A second unpublish (a stale page, a double click) records nothing more.
    const entries = async () =>
      (
        await db
          .select({ n: count() })
          .from(auditLog)
          .where(
            and(
              eq(auditLog.entityId, id),
              eq(auditLog.action, "insight.unpublish"),
            ),
          )
      )[0]!.n;
    expect(await entries()).toBe(1);
    expect(await unpublishInsight(scope, id)).toEqual({ kind: "unpublished" });
    expect(await entries()).toBe(1);
    expect((await listMovedSlugs(db)).blog.size).toBe(0);
    const gone = await callRoute(
      blogPostLoader,
      get("/blog/renamed-b"),
      new CookieJar(),
      undefined,
      { slug: "renamed-b" },
    );
    expect(gone.status).toBe(404);
    const { rows } = await listStudioInsights(scope, {
      q: "Renamed twice",
      status: "unpublished",
      contentTypeId: null,
      page: 1,
    });
    expect(rows.map((r) => r.id)).toEqual([id]);
  });

  it("refuses a slug another insight holds, naming it", async () => {
    const holder = await createInsight(scope, "Holds a slug");
    const id = await createInsight(scope, "Wants the slug");
    const outcome = await saveInsightDraft(
      scope,
      id,
      1,
      { ...(await draftOf(id)).draft.document, slug: "holds-a-slug" },
      "save",
    );
    expect(outcome).toEqual({ kind: "slug-taken", takenBy: "Holds a slug" });
    // A slug given up by a draft nobody can see is free again.
    await saveInsightDraft(
      scope,
      holder,
      1,
      { ...(await draftOf(holder)).draft.document, slug: "held-no-more" },
      "save",
    );
    const retried = await saveInsightDraft(
      scope,
      id,
      1,
      { ...(await draftOf(id)).draft.document, slug: "holds-a-slug" },
      "save",
    );
    expect(retried.kind).toBe("saved");
  });

  it("restores an earlier revision as the next version; a stale restore changes nothing", async () => {
    const id = await createInsight(scope, "Original title");
    const document = (await draftOf(id)).draft.document;
    await saveInsightDraft(
      scope,
      id,
      1,
      { ...document, title: "Second title" },
      "save",
    );
    const [first] = await db
      .select({ id: contentRevisions.id })
      .from(contentRevisions)
      .where(
        and(eq(contentRevisions.itemId, id), eq(contentRevisions.version, 1)),
      );
    expect(await restoreInsightRevision(scope, id, 1, first!.id)).toMatchObject(
      {
        kind: "stale",
      },
    );
    expect(await restoreInsightRevision(scope, id, 2, first!.id)).toEqual({
      kind: "saved",
      version: 3,
    });
    expect((await draftOf(id)).draft.document.title).toBe("Original title");
    const other = await createInsight(scope, "Someone else's");
    const [foreign] = await db
      .select({ id: contentRevisions.id })
      .from(contentRevisions)
      .where(eq(contentRevisions.itemId, other));
    expect(await restoreInsightRevision(scope, id, 3, foreign!.id)).toEqual({
      kind: "not-found",
    });
  });

  it("answers the editor's stale post 409 with what was typed, and keeps the stored draft", async () => {
    const id = await createInsight(scope, "Posted twice");
    const fields = {
      intent: "save",
      baseVersion: "1",
      title: "Posted twice",
      slug: "posted-twice",
      excerpt: "From the first tab.",
      author: "",
      contentTypeId: "",
      featuredImageUrl: "",
      body: "<p>One</p>",
      seoTitle: "",
      seoDescription: "",
      socialImageUrl: "",
    };
    const act = (values: Record<string, string>) =>
      callRoute(
        insightEditorAction,
        post(`/lead_admin/insights/${id}`, values),
        staff.jar,
        staff.ip,
        { insightId: id },
      );
    expect((await act(fields)).status).toBe(302);
    const stale = await act({ ...fields, excerpt: "From the second tab." });
    expect(stale.status).toBe(409);
    expect(stale.data).toMatchObject({
      ok: false,
      values: { excerpt: "From the second tab." },
      stale: { version: 2 },
    });
    expect((await draftOf(id)).draft.document.excerpt).toBe(
      "From the first tab.",
    );
    // Bad input: a clear message per field, nothing saved.
    const bad = await act({ ...fields, baseVersion: "2", slug: "Not A Slug" });
    expect(bad.status).toBe(400);
    expect(bad.data?.fieldErrors).toMatchObject({
      slug: expect.stringContaining("lower-case letters"),
    });
    expect((await draftOf(id)).draft.version).toBe(2);
  });

  it("shows a preview to staff only: never cached, never indexed; the public page stays 404", async () => {
    const id = await createInsight(scope, "Preview only");
    const preview = (jar: CookieJar) =>
      callRoute(
        insightPreviewLoader,
        get(`/lead_admin/insights/${id}/preview`),
        jar,
        undefined,
        { insightId: id },
      );
    const signedOut = await preview(new CookieJar());
    expect(signedOut.status).toBe(302);
    expect(signedOut.location).toBe("/admin/auth");
    const client = await signInDemo(MERIDIAN_ADMIN);
    expect((await preview(client.jar)).status).toBe(404);
    const own = await preview(staff.jar);
    expect(own.status).toBe(200);
    expect(own.headers.get("Cache-Control")).toBe("no-store");
    expect(own.headers.get("X-Robots-Tag")).toMatch(/noindex/);
    expect(own.data).toMatchObject({ insight: { title: "Preview only" } });
    const visitor = await callRoute(
      blogPostLoader,
      get("/blog/preview-only"),
      new CookieJar(),
      undefined,
      { slug: "preview-only" },
    );
    expect(visitor.status).toBe(404);
  });

  it("stores a draft's capabilities only in the draft until it is published", async () => {
    const id = await createInsight(scope, "Capabilities wait");
    await saveInsightDraft(
      scope,
      id,
      1,
      complete("Capabilities wait", "capabilities-wait"),
      "save",
    );
    const [stored] = await db
      .select({ n: count() })
      .from(insightCapabilities)
      .where(eq(insightCapabilities.insightId, id));
    expect(stored!.n).toBe(0);
    const [draft] = await db
      .select({ version: contentDrafts.version })
      .from(contentDrafts)
      .where(eq(contentDrafts.itemId, id));
    expect(draft!.version).toBe(2);
  });
});
