import type { Browser, Page } from "@playwright/test";
import {
  browserPage,
  DEMO_PASSWORD,
  ready,
  signInDirectly,
} from "./accounts-support";
import { expect } from "./fixtures";

/** The seeded editor (the content studio, the newsletter, the assistant's answers). */
export const EDITOR = "nadia.rahman@example.org";

/** A new browser page signed in as `email` (the editor unless said) through the staff sign-in. */
export async function staffPage(
  browser: Browser,
  baseURL: string,
  { email = EDITOR, javaScriptEnabled = true } = {},
): Promise<Page> {
  const page = await browserPage(browser, baseURL, javaScriptEnabled);
  await signInDirectly(page, "/admin/auth", email, DEMO_PASSWORD);
  return page;
}

/** Creates an insight draft titled `title` from the studio and waits for its editor; returns its path. */
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
