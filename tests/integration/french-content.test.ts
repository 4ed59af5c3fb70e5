import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blogIndexLoader } from "~/server/content/blog-index.handler.server";
import { blogPostLoader } from "~/server/content/blog-post.handler.server";
import { blogRssLoader } from "~/server/content/blog-rss.handler.server";
import { listPublishedCaseStudies } from "~/server/content/case-studies.server";
import { listPublishedInsights } from "~/server/content/insights.server";
import { projectDetailLoader } from "~/server/content/project-detail.handler.server";
import type { Database } from "~/server/db/client.server";
import {
  capabilities,
  contentTypes,
  insights,
  profiles,
  user,
} from "~/server/db/schema.server";
import { contentScopeForScript } from "~/server/console/staff-scope-for-script.server";
import type { ContentScope } from "~/server/console/staff-scope.server";
import { insightEditorAction } from "~/server/studio/insight-editor.handler.server";
import {
  createInsight,
  publishInsight,
  readInsightWithDraft,
} from "~/server/studio/insight-studio.server";
import { listStudioInsights } from "~/server/studio/insight-list.server";
import type { InsightDocument } from "~/domain/studio/insight-document";
import {
  seedCaseStudiesFr,
  seedInsightsFr,
} from "~/server/sample-data/sample-content-fr";
import { callRoute, CookieJar, get, post } from "../support/account-session";
import { startTestServices } from "../support/app-services";
import { STAFF, signInDemo, type DemoPerson } from "../support/console-people";
import { testDbKind } from "../support/test-database";

/**
 * The French site's articles and case studies (docs/decisions/055-english-and-french.md), on
 * PGlite and PostgreSQL: each language lists only its own rows, a slug of the other language
 * leads to its translation (301) or to a notice linking to it, the studio starts a French
 * version under the same translation key, and publishing it leaves the English one as it was.
 */
let db: Database;
let stop: () => Promise<void>;
let scope: ContentScope;
let staff: DemoPerson;
let typeId: string;
let capabilityIds: string[];

beforeAll(async () => {
  const started = await startTestServices();
  stop = started.stop;
  db = started.services.database.db;
  const [row] = await db
    .select({ userId: user.id, profileId: profiles.id })
    .from(user)
    .innerJoin(profiles, eq(profiles.userId, user.id))
    .where(eq(user.email, STAFF));
  scope = await contentScopeForScript(
    db,
    { ...row!, email: STAFF, ipAddress: "203.0.113.9" },
    "Hélène Marchand",
  );
  staff = await signInDemo(STAFF);
  typeId = (await db.select({ id: contentTypes.id }).from(contentTypes))[0]!.id;
  capabilityIds = (
    await db.select({ id: capabilities.id }).from(capabilities).limit(1)
  ).map((r) => r.id);
}, 180_000);
afterAll(async () => stop?.());

const visit = (route: Parameters<typeof callRoute>[0], path: string) =>
  callRoute(route, get(path), new CookieJar(), undefined, {
    slug: path.split("/").pop()!,
  });

const complete = (
  title: string,
  slug: string,
  extra: Partial<InsightDocument> = {},
): InsightDocument => ({
  title,
  slug,
  excerpt: "Un résumé.",
  author: "Amara Okafor",
  contentTypeId: typeId,
  capabilityIds,
  featuredImageUrl: null,
  body: "<p>Le texte.</p>",
  seoTitle: null,
  seoDescription: null,
  socialImageUrl: null,
  ...extra,
});

describe(`French content on ${testDbKind()}`, () => {
  it("lists only French insights and case studies on the French site, and none on the English one", async () => {
    const frenchInsights = seedInsightsFr.map((i) => i.slug);
    const french = (await listPublishedInsights(db, "fr")).map((i) => i.slug);
    expect(french.sort()).toEqual([...frenchInsights].sort());
    const english = (await listPublishedInsights(db)).map((i) => i.slug);
    expect(english).not.toContain(frenchInsights[0]);
    expect(english).toContain("ethics-of-post-life-avatars");

    const page = await visit(blogIndexLoader, "/fr/blog");
    const listed = (page.data?.insights as { slug: string }[]).map(
      (i) => i.slug,
    );
    expect(listed.sort()).toEqual([...frenchInsights].sort());

    const studies = await listPublishedCaseStudies(db, { locale: "fr" });
    expect(studies.map((s) => s.slug).sort()).toEqual(
      seedCaseStudiesFr.map((s) => s.slug).sort(),
    );
  });

  it("shows a French article with its English version named for hreflang", async () => {
    const answer = await visit(
      blogPostLoader,
      "/fr/blog/nuage-souverain-pour-les-ministeres",
    );
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({
      item: { slug: "nuage-souverain-pour-les-ministeres" },
      alternate: { locale: "en", path: "/blog/sovereign-cloud-for-ministries" },
      onlyIn: null,
    });
  });

  it("answers a French URL of an English-only article with a notice linking to it", async () => {
    const answer = await visit(
      blogPostLoader,
      "/fr/blog/ethics-of-post-life-avatars",
    );
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({
      item: null,
      onlyIn: { locale: "en", path: "/blog/ethics-of-post-life-avatars" },
    });
    // A slug neither language publishes is still not found.
    expect(
      (await visit(blogPostLoader, "/fr/blog/no-such-article")).status,
    ).toBe(404);
  });

  it("sends a slug of the other language to its translation (301), both ways", async () => {
    const toFrench = await visit(
      blogPostLoader,
      "/fr/blog/sovereign-cloud-for-ministries",
    );
    expect(toFrench.status).toBe(301);
    expect(toFrench.location).toBe(
      "/fr/blog/nuage-souverain-pour-les-ministeres",
    );
    const toEnglish = await visit(
      blogPostLoader,
      "/blog/nuage-souverain-pour-les-ministeres",
    );
    expect(toEnglish.status).toBe(301);
    expect(toEnglish.location).toBe("/blog/sovereign-cloud-for-ministries");
    const study = await visit(
      projectDetailLoader,
      "/fr/projects/national-e-visa-platform",
    );
    expect(study.status).toBe(301);
    expect(study.location).toBe(
      "/fr/projects/plateforme-nationale-de-visa-electronique",
    );
  });

  it("serves a French RSS feed of the French articles", async () => {
    const response = (await blogRssLoader({
      request: get("/fr/blog/rss.xml"),
    } as never)) as Response;
    const xml = await response.text();
    expect(xml).toContain("<language>fr-ca</language>");
    expect(xml).toContain(
      "<title>Kestrel Civic Technologies\u00a0: analyses</title>",
    );
    expect(xml).toContain(
      "/fr/blog/nuage-souverain-pour-les-ministeres</link>",
    );
    expect(xml).not.toContain("/blog/sovereign-cloud-for-ministries<");
    const english = await (
      (await blogRssLoader({
        request: get("/blog/rss.xml"),
      } as never)) as Response
    ).text();
    expect(english).toContain("<language>en-CA</language>");
    expect(english).not.toContain("nuage-souverain");
  });

  it("creates a French version in the studio under the same translation key, and publishing it leaves the English one alone", async () => {
    const englishId = await createInsight(scope, "Data residency in practice");
    await publishInsight(
      scope,
      englishId,
      1,
      complete("Data residency in practice", "data-residency-in-practice"),
    );
    const [englishBefore] = await db
      .select()
      .from(insights)
      .where(eq(insights.id, englishId));

    const created = await callRoute(
      insightEditorAction,
      post(`/lead_admin/insights/${englishId}`, {
        intent: "create-translation",
        locale: "fr",
      }),
      staff.jar,
      staff.ip,
      { insightId: englishId },
    );
    expect(created.status).toBe(302);
    const [french] = await db
      .select()
      .from(insights)
      .where(
        and(
          eq(insights.translationKey, englishBefore!.translationKey),
          eq(insights.locale, "fr"),
        ),
      );
    expect(french).toMatchObject({ isPublished: false, locale: "fr" });
    expect(created.location).toBe(`/lead_admin/insights/${french!.id}`);
    // A draft copy to translate, under the same slug (slugs are unique per language).
    const draft = await readInsightWithDraft(db, french!.id);
    expect(draft?.draft.document.slug).toBe("data-residency-in-practice");
    // Asking again opens the same French version, never a second one.
    const again = await callRoute(
      insightEditorAction,
      post(`/lead_admin/insights/${englishId}`, {
        intent: "create-translation",
        locale: "fr",
      }),
      staff.jar,
      staff.ip,
      { insightId: englishId },
    );
    expect(again.location).toBe(`/lead_admin/insights/${french!.id}`);

    const listed = await listStudioInsights(scope, {
      q: "",
      status: null,
      contentTypeId: null,
      locale: "fr",
      page: 1,
    });
    expect(listed.rows.map((r) => r.id)).toContain(french!.id);
    expect(listed.rows.every((r) => r.locale === "fr")).toBe(true);

    const published = await publishInsight(
      scope,
      french!.id,
      draft!.draft.version,
      complete("La résidence des données en pratique", "residence-des-donnees"),
    );
    expect(published).toMatchObject({ kind: "published", locale: "fr" });
    const [englishAfter] = await db
      .select()
      .from(insights)
      .where(eq(insights.id, englishId));
    expect(englishAfter).toEqual(englishBefore);
    const answer = await visit(
      blogPostLoader,
      "/fr/blog/residence-des-donnees",
    );
    expect(answer.data).toMatchObject({
      item: { title: "La résidence des données en pratique" },
      alternate: { path: "/blog/data-residency-in-practice" },
    });
    const english = await visit(
      blogPostLoader,
      "/blog/data-residency-in-practice",
    );
    expect(english.data).toMatchObject({
      alternate: { locale: "fr", path: "/blog/residence-des-donnees" },
    });
  });
});
