import { expect, type Page } from "@playwright/test";

/**
 * The demo dashboard's e2e helpers. The e2e servers run without DEMO_LOGIN_ID and
 * DEMO_PASSWORD, so the local defaults (app/server/sales-demo/demo-env.server.ts) open the gate.
 * E2E_BASE_URL shows Allied Maritime (no invoices); E2E_NORTHGATE_URL shows Northgate Revenue
 * Authority (paid, pending and overdue invoices).
 */
export const DEMO_LOGIN_ID = "allied-demo";
export const DEMO_PASSWORD = "harbour-lights-2026";

export function northgateUrl(): string {
  const url = process.env.E2E_NORTHGATE_URL;
  if (!url)
    throw new Error(
      "E2E_NORTHGATE_URL is not set: run the suite through playwright.config.ts (global setup)",
    );
  return url;
}

/** Opens the gate at `path` (an /allied URL) and waits for the dashboard. */
// The gate is a plain form: posted before React takes over it is a document post, after it the
// router's; both end on the dashboard, so nothing here waits for hydration (and it works without JavaScript).
export async function unlockDemo(page: Page, path = "/allied") {
  await page.goto(path);
  await page.getByLabel("Login ID").fill(DEMO_LOGIN_ID);
  await page.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Open the demo" }).click();
  await expect(page.getByRole("button", { name: "Lock demo" })).toBeVisible();
}
