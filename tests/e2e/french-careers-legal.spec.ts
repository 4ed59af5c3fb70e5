import { format } from "date-fns";
import { jobs as jobsFr } from "../../app/content/fr/jobs";
import { lastUpdated } from "../../app/content/legal/legal-document";
import { expect, test } from "./fixtures";

const frenchLegalPages = [
  { path: "/fr/privacy", title: "Politique de confidentialité" },
  { path: "/fr/terms", title: "Conditions d’utilisation" },
  { path: "/fr/cookies", title: "Politique relative aux témoins" },
] as const;

test.describe("French legal pages", () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, title } of frenchLegalPages) {
    test(`${path} is in French, dated the French way, and its related policies stay French`, async ({
      page,
    }) => {
      await page.goto(path);
      await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
      await expect(page.locator("[data-last-updated]")).toHaveText(
        `Dernière mise à jour\u00a0: ${lastUpdated(new Date(), "fr").label}`,
      );
      await expect(page.locator("[data-last-updated] time")).toHaveAttribute(
        "datetime",
        format(new Date(), "yyyy-MM-dd"),
      );
      const related = page.getByRole("navigation", {
        name: "Politiques connexes",
      });
      for (const href of await related
        .getByRole("link")
        .evaluateAll((links) => links.map((link) => link.getAttribute("href"))))
        expect(href).toMatch(/^\/fr\/(privacy|terms|cookies)$/);
    });
  }
});

test.describe("French careers page", () => {
  test.use({ javaScriptEnabled: false });

  test("shows the 14 roles in French, with apply links that stay on the French page", async ({
    page,
  }) => {
    await page.goto("/fr/careers");
    const cards = page.locator("[data-job-card]");
    await expect(cards).toHaveCount(14);
    await expect(cards.getByRole("heading", { level: 3 })).toHaveText(
      jobsFr.map((job) => job.title),
    );
    const first = cards.first();
    await expect(first.getByText("Temps plein", { exact: true })).toBeVisible();
    await expect(
      first.getByRole("link", {
        name: `Postuler au poste\u00a0: ${jobsFr[0]?.title}`,
      }),
    ).toHaveAttribute("href", `/fr/careers?apply=${jobsFr[0]?.id}#application`);
  });
});
