import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./fixtures";

/**
 * The French solution pages (/fr/solutions, /fr/solutions/{slug}, /fr/public-sector-platforms):
 * French copy, meta and breadcrumbs, and links that stay in French.
 */

/** The JSON-LD objects of the current page. */
async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const scripts = await page
    .locator('script[type="application/ld+json"]')
    .allTextContents();
  return scripts.map((text) => JSON.parse(text) as Record<string, unknown>);
}

/** Site-internal links in the page's main content that lead out of French. */
async function englishLinks(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator("main a[href]")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  return hrefs.filter(
    (href): href is string =>
      !!href &&
      href.startsWith("/") &&
      href !== "/fr" &&
      !href.startsWith("/fr/"),
  );
}

test.describe("French solution pages without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("/fr/solutions/evisa is in French, with French meta and breadcrumbs", async ({
    page,
  }) => {
    await page.goto("/fr/solutions/evisa");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
    await expect(page).toHaveTitle(
      "Plateforme de visa électronique et d’immigration | Kestrel Civic Technologies",
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      /\/fr\/solutions\/evisa$/,
    );
    await expect(
      page.getByRole("heading", { level: 1, name: "Visa électronique" }),
    ).toBeVisible();
    await expect(
      page.getByText("Fonctionnalités", { exact: true }),
    ).toBeVisible();
    await expect(
      page.getByRole("heading", { level: 3, name: "Garanties intégrées" }),
    ).toBeVisible();
    await expect(page.getByText("99,5\u00a0%", { exact: true })).toBeVisible();

    const trail = page
      .getByRole("navigation", { name: "Fil d’Ariane" })
      .getByRole("listitem");
    await expect(trail).toHaveText([
      "Accueil",
      "Solutions",
      "Visa électronique",
    ]);
    await expect(trail.nth(0).getByRole("link")).toHaveAttribute("href", "/fr");
    await expect(trail.nth(1).getByRole("link")).toHaveAttribute(
      "href",
      "/fr/solutions",
    );

    const breadcrumbs = (await jsonLd(page)).filter(
      (data) => data["@type"] === "BreadcrumbList",
    );
    expect(breadcrumbs).toHaveLength(1);
    const items = breadcrumbs[0]?.itemListElement as {
      name: string;
      item: string;
    }[];
    expect(items.map((item) => item.name)).toEqual([
      "Accueil",
      "Solutions",
      "Visa électronique",
    ]);
    expect(items.map((item) => new URL(item.item).pathname)).toEqual([
      "/fr",
      "/fr/solutions",
      "/fr/solutions/evisa",
    ]);

    await expect(
      page
        .locator("main")
        .getByRole("link", { name: "Obtenir votre plan directeur" })
        .first(),
    ).toHaveAttribute("href", "/fr/blueprint");
    expect(await englishLinks(page)).toEqual([]);
  });

  test("/fr/solutions lists the five solutions in French, each linking to its French page", async ({
    page,
  }) => {
    await page.goto("/fr/solutions");
    await expect(page).toHaveTitle(
      "Solutions pour les gouvernements et les entreprises | Kestrel Civic Technologies",
    );
    const blocks = page
      .getByRole("list", { name: "Nos cinq solutions" })
      .getByRole("heading", { level: 2 });
    await expect(blocks).toHaveText([
      "Visa électronique et immigration",
      "Gouvernance numérique et perception des impôts",
      "Soins de santé et télémédecine",
      "Avatars AftrLife",
      "Construction et inspection des chantiers",
    ]);
    await expect(
      page.getByRole("link", {
        name: "Découvrir la solution Visa électronique et immigration",
      }),
    ).toHaveAttribute("href", "/fr/solutions/evisa");
    expect(await englishLinks(page)).toEqual([]);
  });

  test("/fr/public-sector-platforms is in French and its cards lead to French solution pages", async ({
    page,
  }) => {
    await page.goto("/fr/public-sector-platforms");
    await expect(page).toHaveTitle(
      "Plateformes du secteur public | Kestrel Civic Technologies",
    );
    await expect(
      page
        .getByRole("main")
        .getByRole("link", { name: "Visa électronique et immigration" }),
    ).toHaveAttribute("href", "/fr/solutions/evisa");
    await expect(page.getByText("1\u00a0M+", { exact: true })).toBeVisible();
    expect(await englishLinks(page)).toEqual([]);
  });
});

const frenchPages = [
  [
    "/fr/solutions",
    "Des solutions pour les services dont la population dépend",
  ],
  ["/fr/solutions/evisa", "Visa électronique"],
  [
    "/fr/solutions/governance",
    "Gouvernance numérique et perception des impôts",
  ],
  ["/fr/solutions/healthcare", "Soins de santé et télémédecine"],
  ["/fr/solutions/aftrlife", "Avatars AftrLife"],
  ["/fr/solutions/construction", "Construction et inspection des chantiers"],
  ["/fr/public-sector-platforms", "Plateformes du secteur public"],
] as const;

for (const [path, heading] of frenchPages) {
  test(`${path} answers 200 in French, shows its heading and passes axe`, async ({
    page,
  }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    await expectNoAxeViolations(page);
  });
}
