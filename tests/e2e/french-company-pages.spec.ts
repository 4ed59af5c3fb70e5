import { gotoEnhanced } from "./enhanced";
import { expect, expectNoAxeViolations, test } from "./fixtures";

/**
 * The company pages in French (app/content/fr/, app/i18n/fr/corporate.ts): the built site
 * serves them in French, their links stay in French, and the blueprint carousel's enhancer
 * announces its steps in the page's language.
 */
const pages = [
  ["/fr", "Le système d’exploitation des entreprises et des nations modernes"],
  [
    "/fr/about",
    "Nous bâtissons le socle numérique sur lequel reposent les services publics",
  ],
  ["/fr/vision", "Notre vision pour 2028"],
  ["/fr/partners", "Partenaires technologiques"],
  ["/fr/clients", "Votre programme avec nous, en un seul endroit sécurisé"],
] as const;

test.describe("French company pages", () => {
  for (const [path, heading] of pages)
    test(`${path} is French, and its content links to French pages`, async ({
      page,
    }) => {
      await page.goto(path);
      await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      const hrefs = await page
        .getByRole("main")
        .locator("a[href^='/']")
        .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
      expect(hrefs.length).toBeGreaterThan(0);
      expect(
        hrefs.filter((href) => !href?.startsWith("/fr") && href !== "/auth"),
      ).toEqual([]);
      await expectNoAxeViolations(page);
    });
});

test("the French blueprint carousel announces its steps in French", async ({
  page,
}) => {
  await gotoEnhanced(page, "/fr/blueprint", "[data-journey-carousel]");
  const region = page.locator("[data-journey-carousel]");
  const caption = region.locator("[aria-live=polite]");
  await expect(caption).toContainText("Étape 1 sur 5\u00a0: ");
  await region.getByRole("button", { name: "Étape suivante" }).click();
  await expect(caption).toContainText("Étape 2 sur 5\u00a0: ");
  await expect(
    region.getByRole("button", { name: /^Aller à l’étape 2\s: / }),
  ).toHaveAttribute("aria-current", "step");
  await region.getByRole("button", { name: "Étape précédente" }).click();
  await expect(caption).toContainText("Étape 1 sur 5\u00a0: ");
});
