import type { Page } from "@playwright/test";

/**
 * Opens a page and waits until the script in app/enhance has taken over `selector` (its
 * enhancers mark what they set up with data-enhanced). Public pages are not hydrated: before
 * that moment they work as plain HTML, which is not what these tests exercise.
 */
export async function gotoEnhanced(
  page: Page,
  path: string,
  selector = "[data-site-header]",
) {
  await page.goto(path);
  await page
    .locator(`${selector}[data-enhanced]`)
    .first()
    .waitFor({ state: "attached" });
}
