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

/**
 * An account page is ready once its script has taken over: React on the hydrated pages (forms
 * then post with fetch), the enhancers on the sign-in pages, which are not hydrated
 * (docs/decisions/058-sign-in-pages-without-react.md).
 */
export async function ready(
  page: Page,
  javaScriptEnabled: boolean,
): Promise<void> {
  if (javaScriptEnabled)
    await expect(
      page.locator("html[data-hydrated], html[data-enhanced]"),
    ).toHaveCount(1);
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

/**
 * Signs in as the form does without JavaScript, from the test's side: the post goes through the
 * page's own request context, which shares its cookies, so the page is signed in; then the page
 * opens where the form would have taken it. For specs whose subject is what follows the sign-in
 * (accounts.spec.ts tests the forms themselves through the browser, and refusals keep signInAt):
 * loading and hydrating the sign-in page in a fresh context was a second of CPU each time, about
 * 130 times a run (docs/decisions/041-ci-fifteen-minutes.md).
 */
export async function signInDirectly(
  page: Page,
  path: "/auth" | "/admin/auth",
  email: string,
  password: string,
) {
  // Resolved against the context's own server (some specs run on a second one); the post needs its
  // origin, as a browser's form post carries it.
  const form = await page.request.get(path);
  expect(form.status()).toBe(200);
  const response = await page.request.post(path, {
    form: {
      ...(path === "/auth" ? { intent: "signin" } : {}),
      email,
      password,
    },
    headers: { Origin: new URL(form.url()).origin },
    maxRedirects: 0,
  });
  const location = response.headers()["location"];
  expect(
    location,
    `sign-in as ${email} answered ${response.status()} without a redirect`,
  ).toBeTruthy();
  await page.goto(location!);
}

/** A toast: sonner's with JavaScript, the page's own status message without. */
export function toastWith(page: Page, text: string | RegExp) {
  return page
    .locator("[data-sonner-toast], [role=status], [role=alert]")
    .filter({ hasText: text })
    .first();
}

/** A new browser signed in to the console as a demo staff member (password DEMO_PASSWORD). */
export async function staffPage(
  browser: Browser,
  baseURL: string,
  email: string,
  javaScriptEnabled = true,
): Promise<Page> {
  const page = await browserPage(browser, baseURL, javaScriptEnabled);
  await signInDirectly(page, "/admin/auth", email, DEMO_PASSWORD);
  return page;
}
