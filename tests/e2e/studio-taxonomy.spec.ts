import { browserPage, ready, toastWith, staffPage } from "./accounts-support";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { EDITOR } from "./studio-support";

/**
 * The studio's sectors, capabilities and content types as a marketing editor uses them
 * (docs/decisions/053-taxonomy-management.md): add a sector and rename it — the slug suggested
 * from the new name, the old filter address leading to the new one — delete an unused content
 * type after the page asks, and see a deletion of one in use refused. The test adds its own
 * items (names no other test uses) and never changes the seeded ones other specs filter by.
 */

test("an editor adds and renames a sector (its old filter address answers 301) and deletes an unused content type; axe finds nothing", async ({
  browser,
  baseURL,
}) => {
  // A whole editor journey to a public page: 15–40 s alone, over a minute on a loaded 2-core machine.
  test.slow();
  const run = Date.now().toString(36);
  const page = await staffPage(browser, baseURL!, EDITOR);
  await page.goto("/lead_admin/taxonomy");
  await ready(page, true);
  await expect(page.getByRole("link", { name: "Taxonomy" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(
    page.getByRole("heading", {
      level: 2,
      name: "Sectors, capabilities and content types",
    }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  // Add a sector: the slug is suggested from the name as it is typed.
  const sectors = page.getByRole("region", { name: "Sectors", exact: true });
  const add = sectors.getByRole("form", { name: "Add a sector" });
  await add
    .getByRole("textbox", { name: "Name", exact: true })
    .fill(`Ocean Research ${run}`);
  await expect(
    add.getByText(`Leave empty to use “ocean-research-${run}”.`),
  ).toBeVisible();
  await add.getByRole("button", { name: "Add sector" }).click();
  await expect(toastWith(page, "Sector added")).toBeVisible();
  const added = sectors
    .getByRole("row")
    .filter({ hasText: `Ocean Research ${run}` });
  await expect(added).toContainText(`ocean-research-${run}`);
  await expect(added).toContainText("Not used");

  // Rename it: the row turns into its form; the new name suggests a new slug.
  await added
    .getByRole("link", { name: `Rename “Ocean Research ${run}”` })
    .click();
  const editing = sectors
    .getByRole("row")
    .filter({ has: page.getByRole("button", { name: "Save" }) });
  const nameBox = editing.getByRole("textbox", { name: "Name", exact: true });
  await expect(nameBox).toBeFocused();
  await nameBox.fill(`Marine Science ${run}`);
  await editing
    .getByRole("button", {
      name: `Use “marine-science-${run}”, from the new name`,
    })
    .click();
  await expect(
    editing.getByRole("textbox", { name: "URL slug", exact: true }),
  ).toHaveValue(`marine-science-${run}`);
  await expectNoAxeViolations(page);
  await editing.getByRole("button", { name: "Save" }).click();
  await expect(toastWith(page, "Sector renamed")).toBeVisible();
  const renamed = sectors
    .getByRole("row")
    .filter({ hasText: `Marine Science ${run}` });
  await expect(renamed).toContainText(`marine-science-${run}`);
  await expect(renamed).toContainText(
    `Old slugs, leading here: ocean-research-${run}`,
  );
  // Focus is back on the row's Rename, not at the top of the page.
  await expect(
    renamed.getByRole("link", { name: `Rename “Marine Science ${run}”` }),
  ).toBeFocused();

  // The old filter address answers 301, and a visitor following it lands on the new one.
  const answer = await page.request.get(
    `/projects?sector=ocean-research-${run}`,
    { maxRedirects: 0 },
  );
  expect(answer.status()).toBe(301);
  expect(answer.headers()["location"]).toBe(
    `/projects?sector=marine-science-${run}`,
  );
  const visitor = await browserPage(browser, baseURL!, false);
  await visitor.goto(`/projects?sector=ocean-research-${run}`);
  await expect(visitor).toHaveURL(
    new RegExp(`/projects\\?sector=marine-science-${run}$`),
  );
  await expect(
    visitor.locator(`[data-filter="sector:marine-science-${run}"]`),
  ).toHaveAttribute("aria-current", "true");
  await visitor.context().close();

  // A content type in use cannot be deleted: the page says what uses it.
  const types = page.getByRole("region", {
    name: "Content types",
    exact: true,
  });
  await types.getByRole("button", { name: "Delete “Article”" }).click();
  const refusal = types
    .getByRole("alert")
    .filter({ hasText: "Not deleted: “Article” is in use" });
  await expect(refusal).toContainText("is used by");
  await expect(refusal.getByRole("listitem").first()).toBeVisible();
  await expectNoAxeViolations(page);

  // An unused one: added, then deleted after the page asks.
  const addType = types.getByRole("form", { name: "Add a content type" });
  await addType
    .getByRole("textbox", { name: "Name", exact: true })
    .fill(`Field guide ${run}`);
  await addType.getByRole("button", { name: "Add content type" }).click();
  await expect(toastWith(page, "Content type added")).toBeVisible();
  await types
    .getByRole("button", { name: `Delete “Field guide ${run}”` })
    .click();
  const question = types
    .getByRole("alert")
    .filter({ hasText: `Delete the content type “Field guide ${run}”?` });
  await expect(question).toContainText("Nothing uses it.");
  await expectNoAxeViolations(page);
  await question.getByRole("button", { name: "Delete for good" }).click();
  await expect(toastWith(page, "Content type deleted")).toBeVisible();
  await expect(
    types.getByRole("row").filter({ hasText: `Field guide ${run}` }),
  ).toHaveCount(0);
  await expectNoAxeViolations(page);
});
