import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./fixtures";

/**
 * Site search in Chromium (docs/search.md): the header's box without and with JavaScript, the
 * French site's unaccented query, filters, pages, "Did you mean", a result's link, text that
 * looks like markup, and the small screen. Every assertion reads the page through expect.
 */

const count = (page: Page) => page.locator("#search-count");

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("/fr: the header's box searches the French site, and securite finds sécurité", async ({
    page,
  }) => {
    await page.goto("/fr/about");
    const box = page.getByRole("search", { name: "Recherche dans le site" });
    await box.getByLabel("Rechercher dans le site").fill("securite");
    await box.getByRole("button", { name: "Rechercher" }).click();
    await expect(page).toHaveURL(/\/fr\/search\?q=securite$/);
    await expect(count(page)).toHaveText(
      /^\d+\srésultats pour «\ssecurite\s»$/,
    );
    await expect(page).toHaveTitle(/résultats pour «\ssecurite\s» – Recherche/);
    const results = page.getByRole("list", { name: /résultats pour/ });
    await expect(results.getByRole("listitem").first()).toBeVisible();
    await expect(
      results
        .locator("mark")
        .filter({ hasText: /^sécurité$/i })
        .first(),
    ).toBeVisible();
    // Every result is a French page.
    for (const path of await results
      .locator("article p.break-all")
      .allTextContents())
      expect(path).toMatch(/^\/fr(\/|$)/);
  });

  test("a filter keeps the query, says which is chosen, and its count is what it lists", async ({
    page,
  }) => {
    await page.goto("/search?q=government");
    const filters = page.getByRole("navigation", { name: "Refine" });
    const pages = filters.getByRole("link", { name: /^Page\s+\d+$/ });
    const expected = Number((await pages.textContent())!.replace(/\D/g, ""));
    await pages.click();
    await expect(page).toHaveURL(/[?&]type=page(&|$)/);
    await expect(
      filters.getByRole("link", { name: /^Page\s+\d+$/ }),
    ).toHaveAttribute("aria-current", "true");
    await expect(count(page)).toHaveText(
      expected === 1
        ? "1 result for “government”"
        : `${expected} results for “government”`,
    );
    await expect(
      page
        .getByRole("list", { name: /results for/ })
        .getByText("Insight", { exact: true }),
    ).toHaveCount(0);
    await filters.getByRole("link", { name: "Clear filters" }).click();
    await expect(page).not.toHaveURL(/type=/);
  });

  test("walks the results a page at a time", async ({ page }) => {
    await page.goto("/search?q=data");
    const pager = page.getByRole("navigation", { name: "Result pages" });
    await expect(pager.getByText(/^Page 1 of \d+$/)).toBeVisible();
    const first = await page
      .getByRole("list", { name: /results for/ })
      .getByRole("heading")
      .first()
      .textContent();
    await pager.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/[?&]page=2(&|$)/);
    await expect(pager.getByText(/^Page 2 of \d+$/)).toBeVisible();
    await expect(
      page
        .getByRole("list", { name: /results for/ })
        .getByRole("heading")
        .first(),
    ).not.toHaveText(first!);
    await expect(
      page
        .getByRole("list", { name: /results for/ })
        .locator("li")
        .first(),
    ).toBeVisible();
    expect(
      await page
        .getByRole("list", { name: /results for/ })
        .getAttribute("start"),
    ).toBe("11");
  });

  test("a typo gets a suggestion in each language", async ({ page }) => {
    await page.goto("/search?q=goverment");
    await page.getByRole("link", { name: "government", exact: true }).click();
    await expect(page).toHaveURL(/\/search\?q=government$/);
    await expect(count(page)).toHaveText(/^\d+ results for “government”$/);

    await page.goto("/fr/search?q=gouvernment");
    await expect(page.getByText(/Vouliez-vous dire/)).toContainText(
      "gouvernement",
    );
  });

  test("a result's link opens the page", async ({ page }) => {
    await page.goto("/search?q=visa");
    const link = page
      .getByRole("list", { name: /results for/ })
      .getByRole("link")
      .first();
    await expect(link).toHaveAttribute(
      "href",
      /^\/search\/open\?s=[0-9a-f-]{36}&n=1&to=%2F/,
    );
    await link.click();
    await expect(page).not.toHaveURL(/\/search/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("an empty box and a query nothing matches explain what to do", async ({
    page,
  }) => {
    await page.goto("/search");
    await expect(page.getByText(/Put words in quotes/)).toBeVisible();
    await page.goto("/search?q=qqxqzzv");
    await expect(count(page)).toHaveText("No results for “qqxqzzv”");
    await expect(page.getByRole("link", { name: "Contact us" })).toBeVisible();
  });
});

test("with JavaScript the header's box is a plain form: a document navigation, no script of its own", async ({
  page,
}) => {
  await page.goto("/");
  const box = page.getByRole("search", { name: "Site search" });
  await expect(box).toHaveAttribute("action", "/search");
  await expect(box).not.toHaveAttribute("data-enhance");
  await box.getByLabel("Search the site").fill("sovereign cloud");
  const navigation = page.waitForRequest(
    (request) =>
      request.resourceType() === "document" &&
      request.url().includes("/search?q=sovereign+cloud"),
  );
  await box.getByLabel("Search the site").press("Enter");
  await navigation;
  await expect(count(page)).toHaveText(/results? for “sovereign cloud”$/);
});

test("text that looks like markup stays text, and results hold only text and <mark>", async ({
  page,
}) => {
  const dialogs: string[] = [];
  page.on("dialog", async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  const attack = `<img src=x onerror=alert(1)><script>alert(2)</script>"><svg onload=alert(3)>`;
  await page.goto(`/search?q=${encodeURIComponent(attack)}`);
  await expect(count(page)).toContainText("<img src=x onerror=alert(1)>");
  await expect(page.locator("#search-page-q")).toHaveValue(attack);
  await expect(
    page.locator("main img, main svg[onload], main script"),
  ).toHaveCount(0);

  await page.goto("/search?q=sovereign+cloud");
  const results = page.getByRole("list", { name: /results for/ });
  await expect(results.locator("mark").first()).toBeVisible();
  // Inside the titles and snippets, nothing but text and <mark>.
  const tags = await results
    .locator("article h3 a *, article p *")
    .evaluateAll((elements) => [...new Set(elements.map((e) => e.tagName))]);
  expect(tags).toEqual(["MARK"]);
  expect(dialogs).toEqual([]);
});

test("the results, a suggestion, an empty box and no results pass axe, in both languages", async ({
  page,
}) => {
  for (const path of [
    "/fr/search?q=securite",
    "/search?q=government&type=page",
    "/fr/search?q=gouvernment",
    "/search",
    "/search?q=qqxqzzv",
  ]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
  }
});

test.describe("on a phone @phone", () => {
  test("the menu holds the search box; results fit 320 px", async ({
    page,
    isMobile,
  }) => {
    test.skip(!isMobile, "mobile layout only");
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto("/");
    await page.getByText("Menu", { exact: true }).click();
    const box = page.getByRole("search", { name: "Site search" });
    await box.getByLabel("Search the site").fill("identity");
    await box.getByRole("button", { name: "Search" }).click();
    await expect(count(page)).toHaveText(/results? for “identity”$/);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
  });
});
