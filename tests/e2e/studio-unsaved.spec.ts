import { staffPage } from "./accounts-support";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { newInsightDraft, EDITOR } from "./studio-support";

/**
 * What the studio's editor says about saving, and that it never drops unsaved text without a
 * word (docs/content-studio.md, "Saving and leaving"): after "Save draft" the indicator says
 * saved and the "saved … ago" moves on; a reload asks first (the browser's own question); a
 * link inside the console asks in the page, and staying keeps the text.
 */

test.describe("saving and leaving the studio's editor", () => {
  test("after Save draft the indicator says saved, the time since the save moves, and the French version waits for it", async ({
    browser,
    baseURL,
  }) => {
    const run = Date.now().toString(36);
    const page = await staffPage(browser, baseURL!, EDITOR);
    await newInsightDraft(page, `Saved by hand ${run}`);
    const indicator = page.locator("[data-autosave]");
    await page.getByLabel("Excerpt").fill("Typed, then saved at once.");
    await expect(indicator).toHaveText("Unsaved changes");
    // Starting the French version leaves this editor: it waits for the text to be saved.
    const translate = page.getByRole("button", {
      name: "Create the French version",
    });
    await expect(translate).toBeDisabled();
    await expect(translate).toHaveAccessibleDescription(
      /Save your changes first/,
    );
    await page.getByRole("button", { name: "Save draft" }).click();
    await expect(indicator).toHaveText("All changes saved");
    await expect(translate).toBeEnabled();
    // Saved by hand, the version moved: the header names it and how long ago.
    const savedAgo = page.locator("header time").first();
    await expect(savedAgo).toHaveText(/seconds? ago/);
    const first = await savedAgo.textContent();
    await expect(savedAgo).not.toHaveText(first ?? "", { timeout: 10_000 });
    await expect(indicator).toHaveText("All changes saved");
  });

  test("a reload with unsaved text asks first, and a link in the console asks in the page", async ({
    browser,
    baseURL,
  }) => {
    const run = Date.now().toString(36);
    const page = await staffPage(browser, baseURL!, EDITOR);
    await newInsightDraft(page, `Not dropped ${run}`);
    // An empty title cannot be saved, automatically or not: the text stays unsaved however
    // slowly the test runs.
    const title = page.getByLabel("Title", { exact: true });
    await title.fill("");
    await page.getByLabel("Excerpt").fill("Words nobody saved yet.");
    await expect(page.locator("[data-autosave]")).not.toHaveText(
      "All changes saved",
    );

    // A reload: the browser asks; staying keeps the text.
    const asked = page.waitForEvent("dialog");
    void page.evaluate(() => window.location.reload());
    const dialog = await asked;
    expect(dialog.type()).toBe("beforeunload");
    await dialog.dismiss();
    await expect(page.getByLabel("Excerpt")).toHaveValue(
      "Words nobody saved yet.",
    );

    // A link inside the console: the page asks.
    await page.getByRole("link", { name: "History" }).click();
    const leave = page.getByRole("dialog", { name: "Leave without saving?" });
    await expect(leave).toBeVisible();
    await expectNoAxeViolations(page);
    await leave.getByRole("button", { name: "Stay and keep editing" }).click();
    await expect(leave).toBeHidden();
    expect(new URL(page.url()).pathname).toMatch(
      /^\/lead_admin\/insights\/[^/]+$/,
    );
    await expect(page.getByLabel("Excerpt")).toHaveValue(
      "Words nobody saved yet.",
    );

    await page.getByRole("link", { name: "History" }).click();
    await leave.getByRole("button", { name: "Leave without saving" }).click();
    await expect(page).toHaveURL(/\/revisions$/);
  });
});
