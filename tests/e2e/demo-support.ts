import { expect, type Page } from "@playwright/test";

/**
 * The demo dashboard's e2e helpers (issue 13). The e2e servers run without DEMO_LOGIN_ID and
 * DEMO_PASSWORD, so the local defaults (app/server/demo/demo-env.server.ts) open the gate.
 * E2E_BASE_URL shows Allied Maritime (no invoices); E2E_NORTHGATE_URL shows Northgate Revenue
 * Authority (paid, pending and overdue invoices).
 */
export const DEMO_LOGIN_ID = "allied-demo";
export const DEMO_PASSWORD = "harbour-lights-2026";

export function northgateUrl(): string {
  const url = process.env.E2E_NORTHGATE_URL;
  if (!url) throw new Error("E2E_NORTHGATE_URL is not set: run the suite through playwright.config.ts (global setup)");
  return url;
}

/** Opens the gate at `path` (an /allied URL) and waits for the dashboard. */
export async function unlockDemo(page: Page, path = "/allied", javaScriptEnabled = true) {
  await page.goto(path);
  // With JavaScript, wait for React so the post goes through the router (without, it is a plain post).
  if (javaScriptEnabled) await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  await page.getByLabel("Login ID").fill(DEMO_LOGIN_ID);
  await page.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Open the demo" }).click();
  await expect(page.getByRole("button", { name: "Lock demo" })).toBeVisible();
}
