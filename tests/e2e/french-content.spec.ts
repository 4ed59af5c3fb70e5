import type { Browser, Page } from "@playwright/test";
import {
  browserPage,
  DEMO_PASSWORD,
  ready,
  signInDirectly,
  toastWith,
} from "./accounts-support";
import { expect, expectNoAxeViolations, test } from "./fixtures";

/**
 * The French site's insights and case studies (docs/decisions/055-english-and-french.md): the
 * French list shows the French articles, an article reads in French, a French URL of an
 * English-only article says so and links to it, and an editor starts, publishes and sees a
 * French version from the studio.
 */

test.describe("French insights and case studies", () => {
  test("/fr/blog lists the French articles and an article reads in French", async ({
    page,
  }) => {
    await page.goto("/fr/blog");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Des analyses tirées du terrain",
    );
    await expect(
      page.getByRole("link", {
        name: "Le nuage souverain pour les ministères : ce qu’exige vraiment la résidence des données",
      }),
    ).toBeVisible();
    // English-only articles are not listed on the French site.
    await expect(page.getByText("The ethics of post-life avatars")).toHaveCount(
      0,
    );
    await expectNoAxeViolations(page);

    await page
      .getByRole("link", { name: /Le nuage souverain pour les ministères/ })
      .click();
    await expect(page).toHaveURL(
      /\/fr\/blog\/nuage-souverain-pour-les-ministeres$/,
    );
    await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
    await expect(page.getByRole("heading", { level: 1 })).toContainText(
      "Le nuage souverain pour les ministères",
    );
    await expect(page.locator("time[data-detail-date]")).toHaveText(
      "16 septembre 2025",
    );
    await expect(
      page.getByRole("link", { name: "Retour aux analyses" }),
    ).toHaveAttribute("href", "/fr/blog");
    await expect(
      page.locator('link[rel="alternate"][hreflang="en"]'),
    ).toHaveAttribute("href", /\/blog\/sovereign-cloud-for-ministries$/);
    await expectNoAxeViolations(page);
  });

  test("a French URL of an English-only article says so and links to it", async ({
    page,
  }) => {
    const answer = await page.goto("/fr/blog/ethics-of-post-life-avatars");
    expect(answer?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute(
      "content",
      "noindex",
    );
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Cette analyse n’est offerte qu’en anglais",
    );
    const link = page.locator("[data-other-language-link]");
    await expect(link).toHaveAttribute(
      "href",
      "/blog/ethics-of-post-life-avatars",
    );
    await expectNoAxeViolations(page);
    await link.click();
    await expect(page).toHaveURL(/\/blog\/ethics-of-post-life-avatars$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en-CA");
  });

  test("/fr/projects and a French case study", async ({ page }) => {
    await page.goto("/fr/projects");
    await expect(page.locator("[data-result-count]")).toHaveText(
      "6 études de cas",
    );
    await expectNoAxeViolations(page);
    await page.goto("/fr/projects/national-e-visa-platform");
    await expect(page).toHaveURL(
      /\/fr\/projects\/plateforme-nationale-de-visa-electronique$/,
    );
    await expect(
      page.getByRole("heading", { level: 2, name: "Le défi" }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("the studio creates and publishes a French version of an insight", async ({
    browser,
    baseURL,
  }) => {
    const page = await signedInPage(browser, baseURL!);
    await page.goto("/lead_admin/insights/new");
    await ready(page, true);
    await page
      .getByLabel("Title", { exact: true })
      .fill("Open standards for border data");
    await page.getByRole("button", { name: "Create draft" }).click();
    await ready(page, true);
    await page
      .getByLabel("Excerpt")
      .fill("Why border agencies should exchange data in open formats.");
    await page.getByLabel("Byline").fill("Amara Okafor");
    await page.getByLabel("Content type").selectOption({ index: 1 });
    const body = page.locator('[contenteditable="true"][role="textbox"]');
    await body.click();
    await body.fill("Open formats outlast every vendor.");
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await expect(toastWith(page, "Published")).toBeVisible();

    await page
      .getByRole("button", { name: "Create the French version" })
      .click();
    await expect(toastWith(page, "French version created")).toBeVisible();
    await ready(page, true);
    await expect(page.locator("[data-item-language]")).toHaveText("French");
    await expect(page.locator("[data-translation-bar]")).toContainText(
      "English version: Open standards for border data",
    );
    await page
      .getByLabel("Title", { exact: true })
      .fill("Des normes ouvertes pour les données frontalières");
    await page
      .getByLabel("URL slug")
      .fill("normes-ouvertes-donnees-frontalieres");
    await page
      .getByLabel("Excerpt")
      .fill("Pourquoi échanger les données frontalières en formats ouverts.");
    await body.click();
    await body.fill("Les formats ouverts survivent à tous les fournisseurs.");
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await expect(toastWith(page, "Published")).toBeVisible();

    const visitor = await browserPage(browser, baseURL!, false);
    await visitor.goto("/fr/blog/normes-ouvertes-donnees-frontalieres");
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(
      "Des normes ouvertes pour les données frontalières",
    );
    await visitor.goto("/blog/open-standards-for-border-data");
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(
      "Open standards for border data",
    );
    await visitor.goto("/fr/blog");
    await expect(
      visitor.getByRole("link", {
        name: "Des normes ouvertes pour les données frontalières",
      }),
    ).toBeVisible();
  });
});

async function signedInPage(browser: Browser, baseURL: string): Promise<Page> {
  const page = await browserPage(browser, baseURL, true);
  await signInDirectly(
    page,
    "/admin/auth",
    "staff.admin@example.org",
    DEMO_PASSWORD,
  );
  return page;
}
