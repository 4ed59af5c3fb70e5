import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Database, DatabaseConnection } from "~/server/db/client.server";
import * as schema from "~/server/db/schema.server";
import {
  seedCaseStudies,
  seedInsights,
} from "~/server/sample-data/sample-content";
import {
  getPublishedCaseStudyBySlug,
  listCapabilities,
  listPublishedCaseStudies,
  listSectors,
} from "~/server/content/case-studies.server";
import {
  getPublishedInsightBySlug,
  listPublishedInsights,
} from "~/server/content/insights.server";
import { collectSitemapEntries } from "~/server/seo/sitemap.server";
import { openTestDatabase, testDbKind } from "../support/test-database";

let connection: DatabaseConnection;
let cleanup: () => Promise<void>;
let db: Database;

beforeAll(async () => {
  ({ connection, cleanup } = await openTestDatabase("content"));
  db = connection.db;
});
afterAll(async () => cleanup?.());

const publishedInsights = seedInsights.filter((i) => i.isPublished);
const draftInsights = seedInsights.filter((i) => !i.isPublished);
const publishedStudies = seedCaseStudies.filter((s) => s.published);
const draftStudies = seedCaseStudies.filter((s) => !s.published);

/** Slugs of the published seed case studies matching the filters, in display order. */
function expectedStudySlugs(filters: { sector?: string; capability?: string }) {
  return publishedStudies
    .filter((s) => !filters.sector || s.sectorSlug === filters.sector)
    .filter(
      (s) =>
        !filters.capability || s.capabilitySlugs.includes(filters.capability),
    )
    .sort((a, b) => a.displayOrder - b.displayOrder)
    .map((s) => s.slug);
}

/** How many query builders a call starts: constant whatever the number of rows (no N+1). */
async function countSelects<T>(
  run: () => Promise<T>,
): Promise<{ result: T; selects: number }> {
  const spy = vi.spyOn(db, "select");
  try {
    const result = await run();
    return { result, selects: spy.mock.calls.length };
  } finally {
    spy.mockRestore();
  }
}

describe(`published content on ${testDbKind()}`, () => {
  it("the seed has drafts of both kinds, so the published-only checks below mean something", () => {
    expect(draftInsights.length).toBeGreaterThan(0);
    expect(draftStudies.length).toBeGreaterThan(0);
    // The draft insight is the newest by date: listing it by mistake would make it the featured one.
    const newest = [...seedInsights].sort((a, b) =>
      b.publishedAt.localeCompare(a.publishedAt),
    )[0];
    expect(newest?.isPublished).toBe(false);
  });

  describe("insights", () => {
    it("lists exactly the published insights, newest first, with content type and capabilities", async () => {
      const list = await listPublishedInsights(db);
      const expected = [...publishedInsights].sort((a, b) =>
        b.publishedAt.localeCompare(a.publishedAt),
      );
      expect(list.map((i) => i.slug)).toEqual(expected.map((i) => i.slug));
      for (const [index, insight] of list.entries()) {
        const seed = expected[index]!;
        expect(insight.slug.startsWith("draft-")).toBe(false);
        expect(insight.publishedAt?.toISOString()).toBe(
          new Date(seed.publishedAt).toISOString(),
        );
        expect(insight.contentType?.slug).toBe(seed.contentTypeSlug);
        expect(insight.capabilities.map((c) => c.slug).sort()).toEqual(
          [...seed.capabilitySlugs].sort(),
        );
        expect(insight).not.toHaveProperty("content");
      }
    });

    it("reads the capabilities of all listed insights in one query, not one per insight", async () => {
      const { result, selects } = await countSelects(() =>
        listPublishedInsights(db),
      );
      expect(result.length).toBeGreaterThan(2);
      expect(selects).toBe(2);
    });

    it("finds a published insight by slug with its body, type and capabilities", async () => {
      const seed = publishedInsights[0]!;
      const insight = await getPublishedInsightBySlug(db, seed.slug);
      expect(insight).toMatchObject({
        slug: seed.slug,
        title: seed.title,
        author: seed.author,
        excerpt: seed.excerpt,
      });
      expect(insight?.content).toContain("<h2>");
      expect(insight?.contentType?.slug).toBe(seed.contentTypeSlug);
      expect(insight?.capabilities.map((c) => c.slug).sort()).toEqual(
        [...seed.capabilitySlugs].sort(),
      );
    });

    it("answers null for an unpublished or unknown slug", async () => {
      for (const draft of draftInsights)
        expect(await getPublishedInsightBySlug(db, draft.slug)).toBeNull();
      expect(await getPublishedInsightBySlug(db, "no-such-insight")).toBeNull();
    });

    it("sanitizes the body again when reading it", async () => {
      const [row] = await db
        .insert(schema.insights)
        .values({
          slug: "written-by-another-tool",
          title: "Written by another tool",
          content:
            '<p onclick="steal()">Hello</p><script>alert(1)</script><a href="javascript:x()">x</a>',
          isPublished: true,
          publishedAt: new Date("2020-01-01T00:00:00Z"),
        })
        .returning({ id: schema.insights.id });
      try {
        const insight = await getPublishedInsightBySlug(
          db,
          "written-by-another-tool",
        );
        expect(insight?.content).toBe("<p>Hello</p><a>x</a>");
        // No content type and no capabilities is a valid published insight.
        expect(insight?.contentType).toBeNull();
        expect(insight?.capabilities).toEqual([]);
      } finally {
        await db.delete(schema.insights).where(eq(schema.insights.id, row!.id));
      }
    });

    it("follows the published flag: unpublishing hides an insight, publishing shows it", async () => {
      const seed = publishedInsights[1]!;
      await db
        .update(schema.insights)
        .set({ isPublished: false })
        .where(eq(schema.insights.slug, seed.slug));
      try {
        expect(
          (await listPublishedInsights(db)).map((i) => i.slug),
        ).not.toContain(seed.slug);
        expect(await getPublishedInsightBySlug(db, seed.slug)).toBeNull();
      } finally {
        await db
          .update(schema.insights)
          .set({ isPublished: true })
          .where(eq(schema.insights.slug, seed.slug));
      }
      expect((await listPublishedInsights(db)).map((i) => i.slug)).toContain(
        seed.slug,
      );
    });
  });

  describe("case studies", () => {
    it("lists exactly the published case studies by display order, with sector and capabilities", async () => {
      const list = await listPublishedCaseStudies(db);
      expect(list.map((s) => s.slug)).toEqual(expectedStudySlugs({}));
      for (const study of list) {
        const seed = publishedStudies.find((s) => s.slug === study.slug)!;
        expect(study.sector?.slug).toBe(seed.sectorSlug);
        expect(study.capabilities.map((c) => c.slug).sort()).toEqual(
          [...seed.capabilitySlugs].sort(),
        );
        expect(study.outcomes).toEqual(seed.outcomes);
        expect(study.isFeatured).toBe(seed.isFeatured);
      }
    });

    it("reads the capabilities of all listed case studies in one query, not one per study", async () => {
      const { result, selects } = await countSelects(() =>
        listPublishedCaseStudies(db),
      );
      expect(result.length).toBeGreaterThan(2);
      expect(selects).toBe(2);
    });

    it("narrows by sector, never letting a draft of that sector through", async () => {
      const draftSector = draftStudies[0]!.sectorSlug;
      const list = await listPublishedCaseStudies(db, {
        sectorSlug: draftSector,
      });
      expect(list.map((s) => s.slug)).toEqual(
        expectedStudySlugs({ sector: draftSector }),
      );
      expect(list.length).toBeGreaterThan(0);
      expect(list.every((s) => s.sector?.slug === draftSector)).toBe(true);
    });

    it("narrows by capability, keeping each study's full capability list", async () => {
      const list = await listPublishedCaseStudies(db, {
        capabilitySlug: "digital-identity",
      });
      expect(list.map((s) => s.slug)).toEqual(
        expectedStudySlugs({ capability: "digital-identity" }),
      );
      expect(list.length).toBeGreaterThan(1);
      expect(list.length).toBeLessThan(publishedStudies.length);
      // The filter selects studies; it does not trim their badges to the filtered one.
      expect(list.some((s) => s.capabilities.length > 1)).toBe(true);
    });

    it("combines sector and capability filters (both must match)", async () => {
      const combos = publishedStudies.flatMap((s) =>
        s.capabilitySlugs.map((c) => ({ sector: s.sectorSlug, capability: c })),
      );
      for (const combo of combos) {
        const list = await listPublishedCaseStudies(db, {
          sectorSlug: combo.sector,
          capabilitySlug: combo.capability,
        });
        expect(list.map((s) => s.slug)).toEqual(expectedStudySlugs(combo));
      }
      // A pair no published study has gives nothing.
      const sector = publishedStudies[0]!.sectorSlug;
      const absent = [
        "ai-automation",
        "digital-identity",
        "cloud-infrastructure",
        "data-analytics",
        "cybersecurity",
        "citizen-experience",
      ].find(
        (c) => expectedStudySlugs({ sector, capability: c }).length === 0,
      )!;
      expect(
        await listPublishedCaseStudies(db, {
          sectorSlug: sector,
          capabilitySlug: absent,
        }),
      ).toEqual([]);
    });

    it("answers an empty list for unknown filter slugs", async () => {
      expect(
        await listPublishedCaseStudies(db, { sectorSlug: "atlantis" }),
      ).toEqual([]);
      expect(
        await listPublishedCaseStudies(db, { capabilitySlug: "telepathy" }),
      ).toEqual([]);
    });

    it("finds a published case study by slug with challenge, solution, outcomes and KPIs", async () => {
      const seed = publishedStudies[0]!;
      const study = await getPublishedCaseStudyBySlug(db, seed.slug);
      expect(study).toMatchObject({
        slug: seed.slug,
        title: seed.title,
        subtitle: seed.subtitle,
        challenge: seed.challenge,
        solution: seed.solution,
        outcomes: seed.outcomes,
        kpis: seed.kpis,
      });
      expect(study?.sector?.slug).toBe(seed.sectorSlug);
      expect(study?.capabilities.map((c) => c.slug).sort()).toEqual(
        [...seed.capabilitySlugs].sort(),
      );
    });

    it("answers null for an unpublished or unknown slug", async () => {
      for (const draft of draftStudies)
        expect(await getPublishedCaseStudyBySlug(db, draft.slug)).toBeNull();
      expect(
        await getPublishedCaseStudyBySlug(db, "no-such-project"),
      ).toBeNull();
    });

    it("lists sectors by name and capabilities by display order", async () => {
      const sectorNames = (await listSectors(db)).map((s) => s.name);
      expect(sectorNames).toEqual(
        [...sectorNames].sort((a, b) => a.localeCompare(b)),
      );
      expect(sectorNames.length).toBeGreaterThan(0);
      const orders = (await listCapabilities(db)).map((c) => c.displayOrder);
      expect(orders).toEqual([...orders].sort((a, b) => a - b));
      expect(orders.length).toBeGreaterThan(0);
    });
  });

  describe("sitemap entries", () => {
    it("lists each static path once, never a private one, then every published item with its date", async () => {
      const entries = await collectSitemapEntries(db, [
        "/",
        "/blog",
        "/projects",
        "/blog",
        "/auth",
        "/admin/auth",
        "/lead_admin",
      ]);
      const isFrench = (path: string) =>
        path === "/fr" || path.startsWith("/fr/");
      const paths = entries.map((e) => e.path).filter((p) => !isFrench(p));
      // Each static page in French too, named as each other's alternate.
      const french = entries.filter((e) => isFrench(e.path)).map((e) => e.path);
      expect(french).toEqual(
        expect.arrayContaining(["/fr", "/fr/blog", "/fr/projects"]),
      );
      expect(french.some((p) => /^\/fr\/(auth|admin|lead_admin)/.test(p))).toBe(
        false,
      );
      expect(entries.find((e) => e.path === "/fr/blog")?.alternates).toEqual([
        { locale: "en", path: "/blog" },
        { locale: "fr", path: "/fr/blog" },
      ]);
      expect(paths).toEqual([
        "/",
        "/blog",
        "/projects",
        ...[...publishedInsights]
          .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))
          .map((i) => `/blog/${i.slug}`),
        ...expectedStudySlugs({}).map((slug) => `/projects/${slug}`),
      ]);
      expect(
        entries.find((e) => e.path === "/")?.lastModified ?? null,
      ).toBeNull();
      expect(
        entries.find((e) => e.path === "/blog")?.lastModified,
      ).toBeInstanceOf(Date);
      expect(
        entries
          .filter((e) => e.path.includes("/", 1))
          .every((e) => e.lastModified instanceof Date),
      ).toBe(true);
    });

    it("dates every item by its content, never by when the server (or the seed) ran", async () => {
      const entries = await collectSitemapEntries(db, [
        "/",
        "/blog",
        "/projects",
      ]);
      const lastmod = (path: string) =>
        entries.find((e) => e.path === path)?.lastModified?.toISOString();
      for (const insight of publishedInsights)
        expect(lastmod(`/blog/${insight.slug}`)).toBe(
          new Date(insight.publishedAt).toISOString(),
        );
      for (const study of publishedStudies)
        expect(lastmod(`/projects/${study.slug}`)).toBe(
          new Date(study.updatedAt).toISOString(),
        );
      const newest = (dates: string[]) =>
        new Date(Math.max(...dates.map((d) => Date.parse(d)))).toISOString();
      expect(lastmod("/blog")).toBe(
        newest(publishedInsights.map((i) => i.publishedAt)),
      );
      expect(lastmod("/projects")).toBe(
        newest(publishedStudies.map((s) => s.updatedAt)),
      );
    });
  });
});
