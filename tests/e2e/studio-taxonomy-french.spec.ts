import type { Page } from "@playwright/test";
import { browserPage, ready, toastWith, staffPage } from "./accounts-support";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { EDITOR } from "./studio-support";

/**
 * A sector's names in both languages, as an editor gives them in the studio
 * (docs/decisions/061-taxonomy-names-in-both-languages.md): the French name is what /fr/projects
 * shows, renaming it in the studio changes the French page at once, and a sector without one
 * is marked "French name missing" while French pages fall back to its English name. The test
 * adds its own sectors (names no other test uses).
 */

/** The filter chips of /fr/projects (or /projects) as a visitor sees them. */
async function sectorChips(visitor: Page, path: string) {
  await visitor.goto(path);
  return visitor.locator('[data-filter^="sector:"]');
}

test("an editor names a sector in English and French; French pages show the French name, and a missing one is flagged", async ({
  browser,
  baseURL,
}) => {
  const run = Date.now().toString(36);
  const page = await staffPage(browser, baseURL!, EDITOR);
  await page.goto("/lead_admin/taxonomy");
  await ready(page, true);
  const sectors = page.getByRole("region", { name: "Sectors", exact: true });
  const add = sectors.getByRole("form", { name: "Add a sector" });
  await add
    .getByRole("textbox", { name: "Name", exact: true })
    .fill(`Ocean Science ${run}`);
  await add
    .getByRole("textbox", { name: "French name" })
    .fill(`Sciences océaniques ${run}`);
  await add.getByRole("button", { name: "Add sector" }).click();
  await expect(toastWith(page, "Sector added")).toBeVisible();
  const row = sectors
    .getByRole("row")
    .filter({ hasText: `Ocean Science ${run}` });
  await expect(row).toContainText(`French: Sciences océaniques ${run}`);

  const visitor = await browserPage(browser, baseURL!, false);
  await expect(await sectorChips(visitor, "/fr/projects")).toContainText([
    `Sciences océaniques ${run}`,
  ]);
  await expect(await sectorChips(visitor, "/projects")).toContainText([
    `Ocean Science ${run}`,
  ]);

  // Renamed in French in the studio: the French page follows at once.
  await row
    .getByRole("link", { name: `Rename “Ocean Science ${run}”` })
    .click();
  await ready(page, true);
  const renameRow = sectors
    .getByRole("row")
    .filter({ has: page.getByRole("button", { name: "Save" }) });
  const french = renameRow.getByRole("textbox", { name: "French name" });
  await expect(french).toHaveValue(`Sciences océaniques ${run}`);
  await french.fill(`Océanographie ${run}`);
  await renameRow.getByRole("button", { name: "Save" }).click();
  await expect(toastWith(page, "Sector renamed")).toBeVisible();
  await expect(
    sectors.getByRole("row").filter({ hasText: `Ocean Science ${run}` }),
  ).toContainText(`French: Océanographie ${run}`);
  const frenchChips = await sectorChips(visitor, "/fr/projects");
  await expect(
    frenchChips.filter({ hasText: `Océanographie ${run}` }),
  ).toHaveCount(1);
  await expect(
    frenchChips.filter({ hasText: `Sciences océaniques ${run}` }),
  ).toHaveCount(0);

  // Without a French name: flagged in the studio, the English name on French pages.
  await page.goto("/lead_admin/taxonomy");
  await ready(page, true);
  await add
    .getByRole("textbox", { name: "Name", exact: true })
    .fill(`Polar Logistics ${run}`);
  await add.getByRole("button", { name: "Add sector" }).click();
  await expect(toastWith(page, "Sector added")).toBeVisible();
  await expect(
    sectors.getByRole("row").filter({ hasText: `Polar Logistics ${run}` }),
  ).toContainText("French name missing");
  await expectNoAxeViolations(page);
  await expect(
    (await sectorChips(visitor, "/fr/projects")).filter({
      hasText: `Polar Logistics ${run}`,
    }),
  ).toHaveCount(1);

  // Deleted again: a name without its French leaves no English on French pages for the specs
  // that crawl them later.
  await sectors
    .getByRole("button", { name: `Delete “Polar Logistics ${run}”` })
    .click();
  await sectors.getByRole("button", { name: "Delete for good" }).click();
  await expect(toastWith(page, "Sector deleted")).toBeVisible();
});
