import fs from "node:fs";
import type { Browser, Page } from "@playwright/test";
import type { E2eInvitations } from "../support/e2e-accounts";
import { expect } from "./fixtures";

export const DEMO_PASSWORD = "quiet-harbour-lantern-42";

/** The invitation links made before the server started (global-setup.ts), as paths on the test server. */
export function invitationPath(name: keyof E2eInvitations): {
  path: string;
  email: string;
} {
  const file = process.env.E2E_INVITATIONS_FILE;
  if (!file)
    throw new Error(
      "E2E_INVITATIONS_FILE is not set: run through playwright.config.ts",
    );
  const all = JSON.parse(fs.readFileSync(file, "utf8")) as E2eInvitations;
  const url = new URL(all[name].url);
  return { path: `${url.pathname}${url.search}`, email: all[name].email };
}

/** A page in a browser with JavaScript on or off. */
export async function browserPage(
  browser: Browser,
  baseURL: string,
  javaScriptEnabled: boolean,
): Promise<Page> {
  const context = await browser.newContext({ baseURL, javaScriptEnabled });
  return context.newPage();
}

/** The hydrated account pages are usable once React has taken over (forms then post with fetch). */
export async function ready(
  page: Page,
  javaScriptEnabled: boolean,
): Promise<void> {
  if (javaScriptEnabled)
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
}

export async function signInAt(
  page: Page,
  path: "/auth" | "/admin/auth",
  email: string,
  password: string,
  javaScriptEnabled = true,
) {
  await page.goto(path);
  await ready(page, javaScriptEnabled);
  await page.getByLabel("Email").filter({ visible: true }).fill(email);
  await page
    .getByLabel("Password", { exact: true })
    .filter({ visible: true })
    .fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

/** A toast: sonner's with JavaScript, the page's own status message without. */
export function toastWith(page: Page, text: string | RegExp) {
  return page
    .locator("[data-sonner-toast], [role=status], [role=alert]")
    .filter({ hasText: text })
    .first();
}
