import type { Browser } from "@playwright/test";
import {
  DEMO_PASSWORD,
  ready,
  signInDirectly,
  toastWith,
} from "./accounts-support";
import { expect, test } from "./fixtures";
import { EDITOR, newInsightDraft } from "./studio-support";

/**
 * The editor's smaller promises (docs/content-studio.md): History numbers versions 1, 2, 3…
 * without the gaps merged autosaves leave, marks the one the public page shows and gives every
 * time in the editor's own zone; the schedule's time zone is the browser's even when the
 * runtime's list of zones lacks it (UTC used to show Africa/Abidjan, the list's first).
 */

async function pageIn(browser: Browser, baseURL: string, timezoneId: string) {
  const context = await browser.newContext({ baseURL, timezoneId });
  const page = await context.newPage();
  await signInDirectly(page, "/admin/auth", EDITOR, DEMO_PASSWORD);
  return page;
}

test("the schedule's time zone is the browser's, UTC included", async ({
  browser,
  baseURL,
}) => {
  const page = await pageIn(browser, baseURL!, "UTC");
  await newInsightDraft(page, `Scheduled in UTC ${Date.now().toString(36)}`);
  await expect(page.getByLabel("Time zone")).toHaveValue("UTC");
});

test("History numbers versions without gaps, marks the live one and uses the editor's time zone", async ({
  browser,
  baseURL,
}) => {
  const run = Date.now().toString(36);
  const page = await pageIn(browser, baseURL!, "Asia/Tokyo");
  await newInsightDraft(page, `A history without gaps ${run}`);
  // Version 2: published.
  await page
    .getByLabel("Excerpt")
    .fill("How one revenue authority moved its filing platform home.");
  await page.getByLabel("Byline").fill("Amara Okafor");
  await page.getByLabel("Content type").selectOption({ index: 1 });
  await expect(page.getByRole("toolbar", { name: "Formatting" })).toBeVisible();
  const body = page.locator('[contenteditable="true"][role="textbox"]');
  await body.click();
  await body.fill("A sovereign cloud keeps taxpayers' data at home.");
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(toastWith(page, "Published")).toBeVisible();
  await ready(page, true);
  // Two autosaves of one person merge into one revision; then a save.
  const indicator = page.locator("[data-autosave]");
  for (const excerpt of ["First autosaved edit.", "Second autosaved edit."]) {
    await page.getByLabel("Excerpt").fill(excerpt);
    await expect(indicator).toHaveText("All changes saved", {
      timeout: 20_000,
    });
  }
  await page.getByLabel("Excerpt").fill("Saved by hand.");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(indicator).toHaveText("All changes saved");

  await page.getByRole("link", { name: "History" }).click();
  await ready(page, true);
  const versions = page
    .getByRole("region", { name: "Versions" })
    .getByRole("listitem");
  await expect(versions).toHaveCount(4);
  await expect(versions.nth(0)).toContainText("Version 4 (current draft)");
  await expect(versions.nth(1)).toContainText("Version 3");
  await expect(versions.nth(2)).toContainText("Version 2");
  await expect(versions.nth(2)).toContainText("Live on the site");
  await expect(versions.nth(3)).toContainText("Version 1");
  await expect(page.locator("[data-live-version]")).toHaveCount(1);
  await expect(page.locator("[data-time-zone]")).toHaveText(
    "Times are in your time zone, Asia/Tokyo.",
  );
  // The list and the version pickers say the same time.
  const listed = await versions.nth(0).locator("time").textContent();
  await expect(page.getByLabel("With").locator("option").first()).toContainText(
    listed!,
  );
  await expect(
    page.getByLabel("With").locator("option").first(),
  ).not.toContainText("UTC");
});
