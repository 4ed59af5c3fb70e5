import type { Page } from "@playwright/test";
import { browserPage, ready, staffPage } from "./accounts-support";
import { expect, expectNoAxeViolations, test } from "./fixtures";

/**
 * The console's Site search section (docs/console.md) on searches made through the public
 * page: a query nothing matches is listed under "Searches with no results" with its language,
 * and its "Write an answer" opens the assistant's answer form prefilled with it; a query whose
 * result was opened is in "Top queries" with its click-through; the period and language links;
 * axe. The same without JavaScript, from the French search page. Each test searches for a word
 * of its own: the tests run in parallel against one server.
 */

const ADMIN = "staff.admin@example.org";
const EDITOR = "nadia.rahman@example.org";

/** A word of letters only that no page contains (digits could read as a phone number, which is not stored). */
function uniqueWord(prefix: string): string {
  const letters = (n: number) =>
    n.toString(36).replace(/\d/g, (d) => "qwxyzvkjhg"[Number(d)]!);
  return `${prefix}${letters(Date.now())}${letters(Math.floor(Math.random() * 36 ** 4))}`;
}

/** A search from the public page that finds nothing. */
async function searchForNothing(page: Page, path: string, word: string) {
  await page.goto(`${path}?q=${word}`);
  // The count is a status (read out when the page changes), in the page's language.
  await expect(page.getByRole("status").filter({ hasText: word })).toHaveText(
    /^(No results|Aucun résultat)/,
  );
}

/** A search from the public page, then its first result opened (through the click link). */
async function searchAndOpen(page: Page, query: string) {
  await page.goto(`/search?q=${query}`);
  const results = page.getByRole("list", { name: /results? for/ });
  const first = results
    .getByRole("heading", { level: 3 })
    .first()
    .getByRole("link");
  await expect(first).toHaveAttribute("href", /^\/search\/open\?/);
  await first.click();
  await expect(page).not.toHaveURL(/\/search(\/open)?\?/);
}

function tableRow(page: Page, table: string, query: string) {
  return page
    .getByRole("table", { name: table })
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: query, exact: true }) });
}

async function openSection(page: Page, javaScriptEnabled: boolean) {
  await page.goto("/lead_admin/search");
  await ready(page, javaScriptEnabled);
  await expect(
    page.getByRole("heading", { level: 2, name: "Site search" }),
  ).toBeVisible();
  await expect(
    page
      .getByRole("navigation", { name: "Console" })
      .getByRole("link", { name: "Site search" }),
  ).toHaveAttribute("aria-current", "page");
  await expect(
    page
      .getByRole("navigation", { name: "Period" })
      .getByRole("link", { name: "Last 30 days" }),
  ).toHaveAttribute("aria-current", "page");
}

test("an editor finds a search with no results, writes its answer, and reads the top queries", async ({
  browser,
  baseURL,
}) => {
  const word = uniqueWord("zqen");
  const visitor = await browserPage(browser, baseURL!, true);
  await searchForNothing(visitor, "/search", word);
  await searchAndOpen(visitor, "government");

  const page = await staffPage(browser, baseURL!, EDITOR);
  await openSection(page, true);

  const totals = page.locator('[data-total="searches"]');
  await expect(totals.locator("dd").first()).toHaveText(/^[1-9][\d,]*$/);

  const nothing = tableRow(page, "Searches with no results", word);
  await expect(nothing).toHaveCount(1);
  await expect(nothing).toContainText("English");
  await expect(nothing.getByRole("cell").first()).toHaveText("1");
  const write = nothing.getByRole("link", { name: /^Write an answer/ });
  await expect(write).toHaveAttribute(
    "href",
    `/lead_admin/assistant/new?question=${word}&locale=en`,
  );
  await expect(
    nothing.getByRole("link", { name: /^Unanswered questions/ }),
  ).toHaveAttribute("href", "/lead_admin/assistant/unanswered?days=30");

  // The opened result counts: some of the query's searches led somewhere.
  const government = tableRow(page, "Top queries", "government");
  await expect(government).toHaveCount(1);
  await expect(government.getByRole("cell").nth(2)).toHaveText(
    /^(?!0%)[\d.]+%$/,
  );
  await expect(government.getByRole("cell").nth(3)).toHaveText(/^[\d.]+$/);
  await expectNoAxeViolations(page);

  await write.click();
  await expect(
    page.getByRole("heading", { level: 2, name: "New answer" }),
  ).toBeVisible();
  await ready(page, true);
  const form = page.getByRole("form", { name: "Answer" });
  await expect(form.getByLabel("Question")).toHaveValue(word);
  await expect(form.getByLabel("Language")).toHaveValue("en");
  await expectNoAxeViolations(page);

  // The period and language are links; the unanswered questions are one click away.
  await openSection(page, true);
  await page
    .getByRole("navigation", { name: "Period" })
    .getByRole("link", { name: "Last 13 months" })
    .click();
  await expect(page).toHaveURL(/\/lead_admin\/search\?period=13m$/);
  await expect(tableRow(page, "Searches with no results", word)).toHaveCount(1);
  await page
    .getByRole("navigation", { name: "Language" })
    .getByRole("link", { name: "French" })
    .click();
  await expect(page).toHaveURL(/\/lead_admin\/search\?period=13m&language=fr$/);
  await expect(
    page
      .getByRole("navigation", { name: "Language" })
      .getByRole("link", { name: "French" }),
  ).toHaveAttribute("aria-current", "page");
  await expect(page.getByText(/on the French pages\.$/)).toBeVisible();
  await expect(tableRow(page, "Searches with no results", word)).toHaveCount(0);
  await expect(tableRow(page, "Top queries", word)).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.goto("/lead_admin/search");
  await tableRow(page, "Searches with no results", word)
    .getByRole("link", { name: /^Unanswered questions/ })
    .click();
  await expect(page).toHaveURL(/\/lead_admin\/assistant\/unanswered\?days=30$/);
  await expect(
    page.getByRole("heading", { level: 2, name: "Unanswered questions" }),
  ).toBeVisible();
});

test("without JavaScript too: a French search with no results, and its answer form in French @mobile", async ({
  browser,
  baseURL,
}) => {
  const word = uniqueWord("zqfr");
  const visitor = await browserPage(browser, baseURL!, false);
  await searchForNothing(visitor, "/fr/search", word);

  const page = await staffPage(browser, baseURL!, ADMIN, false);
  await openSection(page, false);
  const nothing = tableRow(page, "Searches with no results", word);
  await expect(nothing).toHaveCount(1);
  await expect(nothing).toContainText("French");
  await page
    .getByRole("navigation", { name: "Language" })
    .getByRole("link", { name: "French" })
    .click();
  await expect(page).toHaveURL(/\/lead_admin\/search\?language=fr$/);
  await expect(tableRow(page, "Top queries", word)).toHaveCount(1);
  await tableRow(page, "Searches with no results", word)
    .getByRole("link", { name: /^Write an answer/ })
    .click();
  await expect(page).toHaveURL(
    new RegExp(`/lead_admin/assistant/new\\?question=${word}&locale=fr$`),
  );
  const form = page.getByRole("form", { name: "Answer" });
  await expect(form.getByLabel("Question")).toHaveValue(word);
  await expect(form.getByLabel("Language")).toHaveValue("fr");
});
