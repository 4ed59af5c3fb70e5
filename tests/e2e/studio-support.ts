import type { Page } from "@playwright/test";
import { ready } from "./accounts-support";
import { expect } from "./fixtures";

/**
 * The seeded editor (the content studio, the newsletter, the assistant's answers); specs sign in
 * with accounts-support's staffPage.
 */
export const EDITOR = "nadia.rahman@example.org";

/** Creates an insight draft titled `title` and waits for its editor; returns the editor's path. */
export async function newInsightDraft(
  page: Page,
  title: string,
  javaScriptEnabled = true,
): Promise<string> {
  await page.goto("/lead_admin/insights/new");
  await ready(page, javaScriptEnabled);
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByRole("button", { name: "Create draft" }).click();
  await expect(
    page.getByRole("heading", { level: 2, name: title }),
  ).toBeVisible();
  await ready(page, javaScriptEnabled);
  return new URL(page.url()).pathname;
}
