import fs from "node:fs";
import type { Page } from "@playwright/test";
import {
  DEMO_PASSWORD,
  browserPage,
  ready,
  signInDirectly,
} from "./accounts-support";
import { expect, expectNoAxeViolations, test } from "./fixtures";

/**
 * The console's Conversations tab on the demo's chat conversations: staff open
 * the tab, filter and search, read a transcript with its sources, follow the lead link and
 * back, download a visitor's PDF and read its extracted text; with and without JavaScript,
 * at phone width; a client_admin gets 404. Read-only: the shared database is left as found.
 */

async function signInStaff(page: Page) {
  await signInDirectly(
    page,
    "/admin/auth",
    "staff.admin@example.org",
    DEMO_PASSWORD,
  );
  await expect(page).toHaveURL(/\/lead_admin$/, { timeout: 20_000 });
}

const table = (page: Page) =>
  page.getByRole("table", { name: "Chat assistant conversations" });

test("staff open the tab, filter and search, read a transcript, follow the lead link and back", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const page = await browserPage(browser, baseURL!, true);
  await signInStaff(page);
  await ready(page, true);
  await page
    .getByRole("navigation", { name: "Console" })
    .getByRole("link", { name: "Conversations" })
    .click();
  await expect(page).toHaveURL(/\/lead_admin\/conversations$/);
  await expect(
    page.getByRole("heading", { level: 2, name: "Conversations" }),
  ).toBeVisible();
  await expect(
    page.getByRole("link", { name: "Conversations", exact: true }).first(),
  ).toHaveAttribute("aria-current", "page");
  await expect(
    table(page).getByRole("link", { name: "Nadia Rahimi" }),
  ).toBeVisible();
  await expect(
    table(page).getByText("Anonymous visitor").first(),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  // Handed off only: Jonas, not Nadia (a lead that was never handed off).
  await page.getByLabel("Show").selectOption("handed_off");
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/status=handed_off/);
  await expect(
    table(page).getByRole("link", { name: "Jonas Berg" }),
  ).toBeVisible();
  await expect(
    table(page).getByRole("link", { name: "Nadia Rahimi" }),
  ).toHaveCount(0);
  await expect(
    table(page).getByRole("row").filter({ hasText: "Jonas Berg" }),
  ).toContainText("Status: Handed off");
  await page.getByRole("link", { name: "Reset" }).click();
  await expect(page).toHaveURL(/\/lead_admin\/conversations$/);

  // Search by organisation.
  await page
    .getByRole("searchbox", {
      name: "Search by visitor name, email or organisation",
    })
    .fill("directorate of immigration");
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page.getByText("1 conversation", { exact: true })).toBeVisible();
  await expect(
    table(page).getByRole("row").filter({ hasText: "Nadia Rahimi" }),
  ).toContainText("Status: Lead");
  await table(page).getByRole("link", { name: "Nadia Rahimi" }).click();

  await expect(
    page.getByRole("heading", {
      level: 2,
      name: "Conversation with Nadia Rahimi",
    }),
  ).toBeVisible();
  const transcript = page.getByRole("list", { name: "Transcript" });
  // The transcript's own items (a message's sources and files are lists inside them).
  const messages = transcript.locator(":scope > li");
  await expect(messages).toHaveCount(7);
  await expect(messages.first()).toContainText(
    "preparing a tender for an electronic visa system",
  );
  // The link inside the reply and the cited source are both real links to the case study.
  await expect(
    transcript.getByRole("link", {
      name: "A national e-visa platform with AI-assisted triage",
    }),
  ).toHaveCount(2);
  await expect(transcript.getByText("Intent: Pricing")).toBeVisible();
  await expect(
    transcript.getByText(/Answered by Offline brain/).first(),
  ).toBeVisible();
  await expect(
    page.getByText("nadia.rahimi@immigration.gov.example"),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await page
    .getByRole("link", { name: "Open the lead from this conversation" })
    .click();
  await expect(page).toHaveURL(/\/lead_admin\/leads\/[0-9a-f-]{36}$/);
  await expect(page.getByText("Consent given")).toBeVisible();
  await expect(
    page.getByText("Ministry of Interior, Directorate of Immigration").first(),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "Read the chat transcript" }).click();
  await expect(
    page.getByRole("heading", {
      level: 2,
      name: "Conversation with Nadia Rahimi",
    }),
  ).toBeVisible();
  await page.context().close();
});

test("staff download a visitor's PDF from the transcript and read its extracted text", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const page = await browserPage(browser, baseURL!, true);
  await signInStaff(page);
  await page.goto("/lead_admin/conversations");
  await ready(page, true);
  await table(page)
    .getByRole("row")
    .filter({ hasText: "/capabilities/cloud-infrastructure" })
    .getByRole("link", { name: "Anonymous visitor" })
    .click();
  await expect(
    page.getByRole("heading", {
      level: 2,
      name: "Conversation with Anonymous visitor",
    }),
  ).toBeVisible();
  const disclosure = page.getByText("Text extracted from the document");
  await expect(
    page.getByText("Identity checks against the national digital ID"),
  ).toBeHidden();
  await disclosure.click();
  await expect(
    page.getByText(/Identity checks against the national digital ID/),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  const downloading = page.waitForEvent("download");
  await page
    .getByRole("link", { name: /^Download permit-portal-requirements\.pdf/ })
    .click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("permit-portal-requirements.pdf");
  const bytes = fs.readFileSync((await download.path())!);
  expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  await page.context().close();
});

test("works without JavaScript: the filter is a plain GET form and the transcript a plain page", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const page = await browserPage(browser, baseURL!, false);
  await signInStaff(page);
  await page.goto("/lead_admin/conversations");
  await page.getByLabel("Show").selectOption("contact");
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/status=contact/);
  await expect(table(page).getByText("Anonymous visitor")).toHaveCount(0);
  await table(page).getByRole("link", { name: "Jonas Berg" }).click();
  await expect(
    page.getByRole("heading", {
      level: 2,
      name: "Conversation with Jonas Berg",
    }),
  ).toBeVisible();
  await expect(
    page.getByText("Please copy our data protection officer"),
  ).toBeVisible();
  await page.context().close();
});

test("on a 390 px phone the list and a transcript fit the screen", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({
    baseURL: baseURL!,
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  await signInStaff(page);
  await page.goto("/lead_admin/conversations");
  await ready(page, true);
  await expect(table(page)).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page);
  await table(page).getByRole("link", { name: "Nadia Rahimi" }).click();
  await expect(
    page.getByRole("heading", {
      level: 2,
      name: "Conversation with Nadia Rahimi",
    }),
  ).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page);
  await context.close();
});

test("a client_admin gets 404 from the tab, a transcript and a file", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const staff = await browserPage(browser, baseURL!, false);
  await signInStaff(staff);
  await staff.goto("/lead_admin/conversations?q=rahimi");
  const transcriptUrl = await table(staff)
    .getByRole("link", { name: "Nadia Rahimi" })
    .getAttribute("href");
  await staff.goto("/lead_admin/conversations");
  await table(staff)
    .getByRole("row")
    .filter({ hasText: "/capabilities/cloud-infrastructure" })
    .getByRole("link", { name: "Anonymous visitor" })
    .click();
  const fileUrl = await staff
    .getByRole("link", { name: /^Download permit-portal-requirements\.pdf/ })
    .getAttribute("href");
  expect(fileUrl).toMatch(
    /^\/lead_admin\/conversations\/[0-9a-f-]{36}\/files\/[0-9a-f-]{36}$/,
  );
  await staff.context().close();

  const page = await browserPage(browser, baseURL!, false);
  await signInDirectly(
    page,
    "/auth",
    "amira.haddad@example.org",
    DEMO_PASSWORD,
  );
  await expect(page).toHaveURL(/\/dashboard$/);
  for (const url of ["/lead_admin/conversations", transcriptUrl!]) {
    const response = await page.goto(url);
    expect(response?.status(), url).toBe(404);
    await expect(page.getByText("Nadia Rahimi")).toHaveCount(0);
  }
  const file = await page.request.get(fileUrl!);
  expect(file.status()).toBe(404);
  expect((await file.body()).subarray(0, 5).toString("latin1")).not.toBe(
    "%PDF-",
  );
  await page.context().close();
});
