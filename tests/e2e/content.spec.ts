import type { Page } from "@playwright/test";
import {
  formatDetailDate,
  formatListDate,
} from "../../app/domain/content-dates";
import { titleInitials } from "../../app/domain/initials";
import { readingMinutes } from "../../app/domain/reading-time";
import {
  seedCapabilities,
  seedCaseStudies,
  seedInsights,
  seedSectors,
} from "../../app/server/sample-data/sample-content";
import { expect, test } from "./fixtures";

/** What the seeded database publishes (the server under test is seeded from the same data). */
const insights = seedInsights
  .filter((i) => i.isPublished)
  .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
const drafts = {
  insights: seedInsights.filter((i) => !i.isPublished),
  studies: seedCaseStudies.filter((s) => !s.published),
};
const studies = seedCaseStudies
  .filter((s) => s.published)
  .sort((a, b) => a.displayOrder - b.displayOrder);
const [newest, ...older] = insights;
const capabilityName = (slug: string) =>
  seedCapabilities.find((c) => c.slug === slug)!.name;
const sectorName = (slug: string) =>
  seedSectors.find((s) => s.slug === slug)!.name;
const contentTypeName = (slug: string) =>
  ({
    article: "Article",
    "case-note": "Case Note",
    guide: "Guide",
    whitepaper: "Whitepaper",
    news: "News",
  })[slug];

function studyTitles(filters: { sector?: string; capability?: string }) {
  return studies
    .filter((s) => !filters.sector || s.sectorSlug === filters.sector)
    .filter(
      (s) =>
        !filters.capability || s.capabilitySlugs.includes(filters.capability),
    )
    .map((s) => s.title);
}

const cardTitles = (page: Page) => page.locator("[data-case-study] h3");

test("the seed has a newer unpublished insight and drafts of both kinds, so these checks mean something", () => {
  expect(drafts.insights.length).toBeGreaterThan(0);
  expect(drafts.studies.length).toBeGreaterThan(0);
  expect(
    drafts.insights.every(
      (d) => d.slug.startsWith("draft-") && d.publishedAt > newest!.publishedAt,
    ),
  ).toBe(true);
  expect(drafts.studies.every((d) => d.slug.startsWith("draft-"))).toBe(true);
});

test.describe("insights without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("/blog features the newest published insight and lists the rest, newest first", async ({
    page,
  }) => {
    await page.goto("/blog");
    const featured = page.locator("[data-featured-insight]");
    await expect(featured.getByRole("heading", { level: 2 })).toHaveText(
      newest!.title,
    );
    await expect(
      featured.getByRole("link", { name: newest!.title }),
    ).toHaveAttribute("href", `/blog/${newest!.slug}`);
    await expect(featured.locator("[data-list-date]")).toHaveText(
      formatListDate(newest!.publishedAt),
    );
    await expect(
      featured.getByText(contentTypeName(newest!.contentTypeSlug)!, {
        exact: true,
      }),
    ).toBeVisible();
    await expect(featured.getByText(newest!.author)).toBeVisible();
    await expect(
      featured
        .getByRole("list", { name: "Capabilities" })
        .getByRole("listitem"),
    ).toHaveText(newest!.capabilitySlugs.map(capabilityName), {
      useInnerText: true,
    });

    const cards = page.locator("[data-insight-card]");
    await expect(cards.getByRole("heading", { level: 3 })).toHaveText(
      older.map((i) => i.title),
    );
    for (const [index, insight] of older.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole("link")).toHaveAttribute(
        "href",
        `/blog/${insight.slug}`,
      );
      await expect(card.locator("[data-list-date]")).toHaveText(
        formatListDate(insight.publishedAt),
      );
      await expect(card.locator("[data-list-date]")).toHaveText(
        /^[A-Z][a-z]{2} \d{1,2}, \d{4}$/,
      );
      await expect(
        card.getByText(contentTypeName(insight.contentTypeSlug)!, {
          exact: true,
        }),
      ).toBeVisible();
      await expect(
        card.getByRole("list", { name: "Capabilities" }).getByRole("listitem"),
      ).toHaveCount(insight.capabilitySlugs.length);
    }
    // The spec's 'Stay Updated' box, now a real sign-up (docs/newsletter.md): it posts to
    // /newsletter (tests/e2e/newsletter-signup.spec.ts follows it through).
    // One box: the footer leaves its own out on a page that has one (app/page-chrome.ts).
    await expect(
      page.getByRole("region", { name: "Stay Updated" }),
    ).toHaveCount(1);
    const box = page.getByRole("region", { name: "Stay Updated" });
    await expect(box.getByRole("button", { name: "Subscribe" })).toBeVisible();
    await expect(box.locator("form")).toHaveAttribute("action", "/newsletter");
  });

  test("/blog links its RSS feed from the head", async ({ page }) => {
    await page.goto("/blog");
    await expect(
      page.locator('head link[rel="alternate"][type="application/rss+xml"]'),
    ).toHaveAttribute("href", "/blog/rss.xml");
  });

  test("an insight shows its type, title, excerpt, author, long date, its reading time (from its words), capabilities, image and body", async ({
    page,
  }) => {
    const insight = older[0]!;
    await page.goto(`/blog/${insight.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      insight.title,
    );
    await expect(
      page.getByText(contentTypeName(insight.contentTypeSlug)!, {
        exact: true,
      }),
    ).toBeVisible();
    await expect(page.getByText(insight.excerpt)).toBeVisible();
    await expect(page.getByText(insight.author)).toBeVisible();
    await expect(page.locator("[data-detail-date]")).toHaveText(
      formatDetailDate(insight.publishedAt),
    );
    await expect(page.locator("[data-detail-date]")).toHaveText(
      /^[A-Z][a-z]+ \d{1,2}, \d{4}$/,
    );
    // Computed from the article's words, not one figure for every article.
    await expect(page.locator("[data-reading-time]")).toHaveText(
      `${readingMinutes(insight.contentHtml, "en")} min read`,
    );
    await expect(
      page
        .getByRole("list", { name: "Related capabilities" })
        .getByRole("listitem"),
    ).toHaveText(insight.capabilitySlugs.map(capabilityName), {
      useInnerText: true,
    });
    const image = page.locator("article img").first();
    await expect(image).toHaveAttribute("src", insight.featuredImagePath);
    await expect(image).toHaveAttribute("width", "1200");
    await expect(image).toHaveAttribute("height", "630");
    await expect(image).toHaveAttribute("alt", /\S/);
    await expect(page.locator("article h2").first()).toBeVisible();
    await expect(
      page.getByRole("link", { name: "Back to Insights" }),
    ).toHaveAttribute("href", "/blog");
    await expect(
      page.getByRole("link", { name: "Talk to Our Team" }),
    ).toHaveAttribute("href", "/contact");
  });

  test("an insight describes itself as an Article with breadcrumbs", async ({
    page,
  }) => {
    const insight = older[0]!;
    await page.goto(`/blog/${insight.slug}`);
    const blocks = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) =>
        scripts.map(
          (s) => JSON.parse(s.textContent ?? "null") as Record<string, unknown>,
        ),
      );
    const article = blocks.find((b) => b["@type"] === "Article")!;
    expect(article).toMatchObject({
      headline: insight.title,
      description: insight.excerpt,
      datePublished: new Date(insight.publishedAt).toISOString(),
      // The content's own date, not the time the server started.
      dateModified: new Date(insight.publishedAt).toISOString(),
      author: {
        "@type": "Person",
        name: insight.author.split(",")[0],
        url: expect.stringMatching(/\/about$/),
      },
      publisher: {
        "@type": "Organization",
        name: "Kestrel Civic Technologies",
      },
    });
    expect(String(article.image)).toMatch(
      new RegExp(`${insight.featuredImagePath}$`),
    );
    const breadcrumbs = blocks.find((b) => b["@type"] === "BreadcrumbList") as {
      itemListElement: { name: string }[];
    };
    expect(breadcrumbs.itemListElement.map((item) => item.name)).toEqual([
      "Home",
      "Blog & Insights",
      insight.title,
    ]);
  });
});

test("following the featured insight opens it", async ({ page }) => {
  await page.goto("/blog");
  await page
    .locator("[data-featured-insight]")
    .getByRole("link", { name: newest!.title })
    .click();
  await expect(page).toHaveURL(new RegExp(`/blog/${newest!.slug}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    newest!.title,
  );
  await expect(page.locator("[data-reading-time]")).toHaveText(
    `${readingMinutes(newest!.contentHtml, "en")} min read`,
  );
});

test.describe("not found", () => {
  test("an unknown or unpublished insight answers 404 with its own message", async ({
    page,
  }) => {
    for (const slug of [
      "no-such-insight",
      ...drafts.insights.map((d) => d.slug),
    ]) {
      const response = await page.goto(`/blog/${slug}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        "Insight Not Found",
      );
      await expect(
        page.getByText("The insight you're looking for doesn't exist."),
      ).toBeVisible();
      await expect(
        page.getByRole("link", { name: "Back to Insights" }),
      ).toHaveAttribute("href", "/blog");
      await expect(page).toHaveTitle(/Insight Not Found/);
    }
  });

  test("an unknown or unpublished project answers 404 with its own message", async ({
    page,
  }) => {
    for (const slug of [
      "no-such-project",
      ...drafts.studies.map((d) => d.slug),
    ]) {
      const response = await page.goto(`/projects/${slug}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        "Project Not Found",
      );
      await expect(
        page.getByRole("link", { name: "Back to Projects" }),
      ).toHaveAttribute("href", "/projects");
    }
  });
});

test.describe("/projects cards", () => {
  test.use({ javaScriptEnabled: false });

  test("each card shows initials, Featured, title, subtitle, description, sector, capabilities, two outcomes and a link", async ({
    page,
  }) => {
    await page.goto("/projects");
    await expect(cardTitles(page)).toHaveText(studies.map((s) => s.title));
    for (const study of studies) {
      const card = page.locator(`[data-case-study="${study.slug}"]`);
      await expect(card.locator("[data-initials]")).toHaveText(
        titleInitials(study.title),
      );
      await expect(card.getByText("Featured", { exact: true })).toHaveCount(
        study.isFeatured ? 1 : 0,
      );
      await expect(card.getByText(study.subtitle)).toBeVisible();
      await expect(card.getByText(study.description)).toBeVisible();
      await expect(card.getByText(sectorName(study.sectorSlug))).toBeVisible();
      await expect(
        card.getByRole("list", { name: "Capabilities" }).getByRole("listitem"),
      ).toHaveCount(study.capabilitySlugs.length);
      await expect(card.locator("[data-card-outcomes] li")).toHaveText(
        study.outcomes.slice(0, 2),
      );
      await expect(
        card.getByRole("link", { name: /^View Case Study/ }),
      ).toHaveAttribute("href", `/projects/${study.slug}`);
    }
  });

  test("a case study shows its sections, metrics, capability links and a Get in Touch link", async ({
    page,
  }) => {
    const study = studies[0]!;
    await page.goto(`/projects/${study.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      study.title,
    );
    await expect(page.getByRole("heading", { level: 2 })).toContainText([
      "The Challenge",
      "Our Solution",
      "Key Outcomes",
      "Impact Metrics",
    ]);
    await expect(page.locator("[data-kpis] li")).toHaveText(study.kpis);
    await expect(page.getByText(sectorName(study.sectorSlug))).toBeVisible();
    const capabilities = page.getByRole("list", { name: "Capabilities" });
    for (const slug of study.capabilitySlugs) {
      const name = capabilityName(slug);
      const hasPage = [
        "ai-automation",
        "digital-identity",
        "cloud-infrastructure",
      ].includes(slug);
      if (hasPage)
        await expect(capabilities.getByRole("link", { name })).toHaveAttribute(
          "href",
          `/capabilities/${slug}`,
        );
      else await expect(capabilities.getByText(name)).toBeVisible();
    }
    await expect(
      page.getByRole("link", { name: "Get in Touch" }),
    ).toHaveAttribute("href", "/contact");
    await expect(
      page
        .locator("[data-print-hidden]")
        .filter({ has: page.getByRole("link", { name: "Get in Touch" }) }),
    ).toHaveCount(1);
  });
});

/** The filter walk-through, run with and without JavaScript: every step is a link. */
async function walkThroughFilters(page: Page) {
  const draftSector = drafts.studies[0]!.sectorSlug; // a sector with a draft, which must never show
  const capability = studies.find((s) => s.sectorSlug === draftSector)!
    .capabilitySlugs[0]!;

  await page.goto("/projects");
  await expect(cardTitles(page)).toHaveText(studyTitles({}));
  await expect(page.locator("[data-clear-filters]")).toHaveCount(0);

  // Sector narrows.
  await page.locator(`[data-filter="sector:${draftSector}"]`).click();
  await expect(page).toHaveURL(
    new RegExp(`/projects\\?sector=${draftSector}$`),
  );
  await expect(cardTitles(page)).toHaveText(
    studyTitles({ sector: draftSector }),
  );
  await expect(
    page.locator(`[data-filter="sector:${draftSector}"]`),
  ).toHaveAttribute("aria-current", "true");

  // Capability combines with it.
  await page.locator(`[data-filter="capability:${capability}"]`).click();
  await expect(page).toHaveURL(
    new RegExp(`/projects\\?sector=${draftSector}&capability=${capability}$`),
  );
  await expect(cardTitles(page)).toHaveText(
    studyTitles({ sector: draftSector, capability }),
  );

  // Choosing the active sector again removes it and keeps the capability.
  await page.locator(`[data-filter="sector:${draftSector}"]`).click();
  await expect(page).toHaveURL(
    new RegExp(`/projects\\?capability=${capability}$`),
  );
  await expect(cardTitles(page)).toHaveText(studyTitles({ capability }));
  await expect(
    page.locator(`[data-filter="sector:${draftSector}"]`),
  ).not.toHaveAttribute("aria-current", "true");
  expect(studyTitles({ capability }).length).toBeLessThan(studies.length);

  // Clear Filters resets.
  await page.locator("[data-clear-filters]").click();
  await expect(page).toHaveURL(/\/projects$/);
  await expect(cardTitles(page)).toHaveText(studyTitles({}));
}

test("/projects filters narrow, combine, deselect and clear, with the URL reflecting them", async ({
  page,
}) => {
  await walkThroughFilters(page);
});

test.describe("/projects filters without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("work the same as plain links", async ({ page }) => {
    await walkThroughFilters(page);
  });

  test("a shared filtered URL opens filtered, and a combination with no match says so", async ({
    page,
  }) => {
    await page.goto(
      "/projects?sector=immigration&capability=citizen-experience",
    );
    expect(
      studyTitles({ sector: "immigration", capability: "citizen-experience" }),
    ).toEqual([]);
    await expect(
      page.getByText("No projects found with the selected filters."),
    ).toBeVisible();
    await expect(cardTitles(page)).toHaveCount(0);
    await page.goto("/projects?sector=health");
    await expect(cardTitles(page)).toHaveText(
      studyTitles({ sector: "health" }),
    );
  });
});

test.describe("unpublished content", () => {
  test("never appears in the lists", async ({ page }) => {
    await page.goto("/blog");
    await expect(page.locator("main")).toBeVisible();
    for (const draft of drafts.insights) {
      await expect(page.locator(`a[href*="${draft.slug}"]`)).toHaveCount(0);
      await expect(page.getByText(draft.title)).toHaveCount(0);
    }
    await expect(page.locator('main a[href^="/blog/draft-"]')).toHaveCount(0);
    for (const draft of drafts.studies) {
      await page.goto(`/projects?sector=${draft.sectorSlug}`);
      await expect(page.locator("[data-case-study]").first()).toBeVisible();
      await expect(page.getByText(draft.title)).toHaveCount(0);
      await expect(
        page.locator('main a[href^="/projects/draft-"]'),
      ).toHaveCount(0);
    }
  });
});

/** Parses XML with the browser's own parser; fails on a parse error. */
async function parseXml(
  page: Page,
  xml: string,
  selector: string,
): Promise<string[]> {
  await page.goto("about:blank");
  return page.evaluate(
    ({ xml, selector }) => {
      const doc = new DOMParser().parseFromString(xml, "application/xml");
      const error = doc.getElementsByTagName("parsererror")[0];
      if (error) throw new Error(`not well-formed XML: ${error.textContent}`);
      return [...doc.querySelectorAll(selector)].map(
        (node) => node.textContent ?? "",
      );
    },
    { xml, selector },
  );
}

test.describe("findability", () => {
  test("sitemap.xml is well-formed and lists the static pages and exactly the published items", async ({
    page,
    request,
  }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^application\/xml/);
    expect(response.headers()["cache-control"]).toBe("public, max-age=300");
    const locs = await parseXml(page, await response.text(), "url > loc");
    const paths = locs.map((loc) => {
      expect(loc).toMatch(/^https?:\/\//);
      return new URL(loc).pathname;
    });
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of [
      "/",
      "/blog",
      "/projects",
      "/privacy",
      "/terms",
      "/cookies",
      "/clients",
      "/capabilities/ai-automation",
    ]) {
      expect(paths).toContain(path);
    }
    expect(paths.filter((p) => p.startsWith("/blog/")).sort()).toEqual(
      insights.map((i) => `/blog/${i.slug}`).sort(),
    );
    expect(paths.filter((p) => p.startsWith("/projects/")).sort()).toEqual(
      studies.map((s) => `/projects/${s.slug}`).sort(),
    );
    expect(paths.some((p) => p.includes("draft-"))).toBe(false);
    expect(
      paths.some((p) =>
        /^\/(auth|admin|dashboard|lead_admin|allied)(\/|$)/.test(p),
      ),
    ).toBe(false);
    const lastmods = await parseXml(
      page,
      await response.text(),
      "url > lastmod",
    );
    expect(lastmods.length).toBeGreaterThanOrEqual(
      insights.length + studies.length,
    );
    for (const lastmod of lastmods)
      expect(Number.isNaN(Date.parse(lastmod))).toBe(false);
    const itemDates = [
      ...insights.map((i) => i.publishedAt),
      ...studies.map((s) => s.updatedAt),
    ].map((d) => new Date(d).toISOString());
    expect(lastmods.filter((lastmod) => !itemDates.includes(lastmod))).toEqual(
      [],
    );
  });

  test("rss.xml is a well-formed RSS 2.0 feed of exactly the published insights, newest first", async ({
    page,
    request,
  }) => {
    const response = await request.get("/blog/rss.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(
      /^application\/rss\+xml/,
    );
    expect(response.headers()["cache-control"]).toBe("public, max-age=300");
    const xml = await response.text();
    const titles = await parseXml(
      page,
      xml,
      "rss[version='2.0'] > channel > item > title",
    );
    expect(titles).toEqual(insights.map((i) => i.title));
    const links = await parseXml(page, xml, "item > link");
    expect(links.map((l) => new URL(l).pathname)).toEqual(
      insights.map((i) => `/blog/${i.slug}`),
    );
    expect(
      await parseXml(page, xml, 'item > guid[isPermaLink="true"]'),
    ).toEqual(links);
    expect(await parseXml(page, xml, "item > description")).toEqual(
      insights.map((i) => i.excerpt),
    );
    expect(await parseXml(page, xml, "item > pubDate")).toEqual(
      insights.map((i) => new Date(i.publishedAt).toUTCString()),
    );
    expect(await parseXml(page, xml, "item > category")).toEqual(
      insights.map((i) => contentTypeName(i.contentTypeSlug)),
    );
    expect(xml).not.toContain("draft-");
  });

  test("robots.txt keeps crawlers out of private areas and points at the sitemap", async ({
    request,
  }) => {
    const response = await request.get("/robots.txt");
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toBe("public, max-age=300");
    const body = await response.text();
    for (const path of [
      "/auth",
      "/admin",
      "/dashboard",
      "/lead_admin",
      "/allied",
    ]) {
      expect(body).toMatch(new RegExp(`^Disallow: ${path}$`, "m"));
    }
    expect(body).toMatch(/^Sitemap: https?:\/\/[^/]+\/sitemap\.xml$/m);
    expect(body).not.toMatch(/^Disallow: \/$/m);
  });
});
