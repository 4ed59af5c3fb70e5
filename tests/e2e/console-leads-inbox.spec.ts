import fs from "node:fs";
import type { APIRequestContext, Page } from "@playwright/test";
import { parseCsv } from "../../app/server/console/lead-export-csv";
import {
  browserPage,
  DEMO_PASSWORD,
  ready,
  signInDirectly,
} from "./accounts-support";
import { expect, expectNoAxeViolations, test } from "./fixtures";

/**
 * The console's Leads tab in a real browser: leads submitted through the public
 * forms (as a browser without JavaScript posts them) are found by search, filtered, sorted
 * and paged, and exported as CSV that parses back. Other specs submit leads to the same
 * server, so everything here is narrowed by this run's own tag.
 */
const TAG = `Qz${Date.now().toString(36)}`;
const BLUEPRINTS = 27;

/** Renders each form (its token), then posts them all. */
async function submitLeads(request: APIRequestContext, baseURL: string) {
  type Submission = { path: string; fields: Record<string, string> };
  const submissions: Submission[] = [];
  for (let i = 0; i < BLUEPRINTS; i++) {
    const n = String(i).padStart(2, "0");
    submissions.push({
      path: "/blueprint",
      fields: {
        fullName: `Lead ${TAG} ${n}`,
        email: `lead${n}.${TAG.toLowerCase()}@inbox.example`,
        companyName: i === 3 ? `=SUM(1) ${TAG}` : `${TAG} Agency ${n}`,
        primaryInterest: "discovery",
        message: `Blueprint, please: "${n}"`,
      },
    });
  }
  for (const first of ["Contacta", "Contactb"]) {
    submissions.push({
      path: "/contact",
      fields: {
        firstName: first,
        lastName: TAG,
        email: `${first.toLowerCase()}.${TAG.toLowerCase()}@inbox.example`,
        company: `${TAG} Ministry`,
        interest: "governance",
        message: "We would like to talk about a platform.",
      },
    });
  }
  const rendered = await Promise.all(
    submissions.map(async (submission) => {
      const html = await (await request.get(submission.path)).text();
      const form =
        html.match(
          /<form id="(blueprint|contact)-form"[\s\S]*?<\/form>/,
        )?.[0] ?? "";
      const hidden = Object.fromEntries(
        [
          ...form.matchAll(
            /<input type="hidden" name="([^"]+)" value="([^"]*)"/g,
          ),
        ].map((m) => [m[1]!, m[2]!.replace(/&amp;/g, "&")]),
      );
      expect(hidden._formToken, `token of ${submission.path}`).toBeTruthy();
      return { ...submission, fields: { ...hidden, ...submission.fields } };
    }),
  );
  for (const submission of rendered) {
    const response = await request.post(submission.path, {
      form: submission.fields,
      headers: { Origin: baseURL },
      maxRedirects: 0,
    });
    expect(
      response.status(),
      `${submission.path} ${submission.fields.email}`,
    ).toBeLessThan(400);
  }
}

async function staffSignedIn(page: Page) {
  await signInDirectly(
    page,
    "/admin/auth",
    "staff.admin@example.org",
    DEMO_PASSWORD,
  );
  await expect(page).toHaveURL(/\/lead_admin/, { timeout: 30_000 });
}

const table = (page: Page) => page.getByRole("region", { name: "Leads" });
const rows = (page: Page) => table(page).locator("tbody tr");
const total = (page: Page) => page.getByTestId("lead-total");

test.describe.configure({ mode: "serial" });

test.beforeAll(async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  await submitLeads(request, baseURL!);
  await request.dispose();
});

test("finds this run's leads by search, pages, filters and sorts them", async ({
  page,
}) => {
  test.slow();
  await staffSignedIn(page);
  await page.goto("/lead_admin/leads");
  await ready(page, true);
  await expect(
    page.getByRole("heading", { level: 2, name: "Leads" }),
  ).toBeVisible();
  const search = page.getByRole("searchbox", { name: "Search" });
  await expect(search).toHaveAttribute(
    "placeholder",
    "Search by name, email, or company...",
  );
  await expectNoAxeViolations(page);

  await search.fill(TAG.toUpperCase());
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(total(page)).toHaveText("29 leads");
  await expect(rows(page)).toHaveCount(25);
  // Newest first: the last contact form posted is on top.
  await expect(rows(page).first()).toContainText(`Contactb ${TAG}`);
  const pages = page.getByRole("navigation", { name: "Lead pages" });
  await expect(pages).toContainText("Page 1 of 2");
  await pages.getByRole("link", { name: "Next" }).click();
  await expect(pages).toContainText("Page 2 of 2");
  await expect(rows(page)).toHaveCount(4);

  // The spec's columns: mailto e-mail, company, interest label, status, date.
  const header = table(page).locator("thead");
  for (const name of [
    "Name",
    "Email",
    "Company",
    "Interest",
    "Source",
    "Status",
    "Submitted",
    "Actions",
  ])
    await expect(header).toContainText(name, { ignoreCase: true });
  const lead00 = rows(page).filter({ hasText: `Lead ${TAG} 00` });
  await expect(
    lead00.getByRole("link", {
      name: `lead00.${TAG.toLowerCase()}@inbox.example`,
    }),
  ).toHaveAttribute("href", `mailto:lead00.${TAG.toLowerCase()}@inbox.example`);
  await expect(lead00).toContainText("Discovery workshop");
  await expect(lead00).toContainText("New");
  await expect(lead00).toContainText(/[A-Z][a-z]{2} \d{1,2}, \d{4}/);
  await expect(
    lead00.getByRole("link", { name: `Lead ${TAG} 00`, exact: true }),
  ).toHaveAttribute("href", /\/lead_admin\/leads\/[0-9a-f-]{36}$/);

  // Sort by name A to Z, then Z to A, from the column header.
  await table(page).getByRole("link", { name: /^Name/ }).click();
  await expect(page).toHaveURL(/sort=name&dir=asc|dir=asc.*sort=name/);
  await expect(table(page).locator("th[aria-sort=ascending]")).toContainText(
    "Name",
    { ignoreCase: true },
  );
  await expect(rows(page).first()).toContainText(`Contacta ${TAG}`);
  await table(page).getByRole("link", { name: /^Name/ }).click();
  await expect(table(page).locator("th[aria-sort=descending]")).toContainText(
    "Name",
    { ignoreCase: true },
  );
  await expect(rows(page).first()).toContainText(`Lead ${TAG} 26`);

  // Filter by source: only the contact form's two.
  await page.getByLabel("Source").selectOption("contact");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(total(page)).toHaveText("2 leads");
  await expect(rows(page)).toHaveCount(2);
  await expect(rows(page).first()).toContainText(`Contactb ${TAG}`); // still sorted Z to A
  await expect(
    page.getByRole("navigation", { name: "Lead pages" }),
  ).toHaveCount(0);

  await page.getByLabel("Status").selectOption("converted");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(
    page.getByText("No leads found matching your search."),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

test("exports the current filter, every page, as CSV that parses back", async ({
  page,
}) => {
  test.slow();
  await staffSignedIn(page);
  await page.goto(`/lead_admin/leads?q=${TAG}&page=2`);
  await ready(page, true);
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(
    /^leads-\d{4}-\d{2}-\d{2}\.csv$/,
  );
  const bytes = fs.readFileSync((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const [header, ...records] = parseCsv(bytes.toString("utf8"));
  expect(header!.slice(0, 5)).toEqual([
    "id",
    "source",
    "submitted at",
    "name",
    "email",
  ]);
  expect(records.length).toBe(29);
  const byName = new Map(records.map((r) => [r[3], r]));
  expect(byName.get(`Lead ${TAG} 03`)![5]).toBe(`'=SUM(1) ${TAG}`);
  expect(byName.get(`Lead ${TAG} 07`)![13]).toBe(`Blueprint, please: "07"`);
  expect(byName.get(`Contacta ${TAG}`)![1]).toBe("contact");
});

test("works without JavaScript: search and filter are a plain GET form", async ({
  browser,
  baseURL,
}) => {
  test.slow();
  const page = await browserPage(browser, baseURL!, false);
  await staffSignedIn(page);
  await page.goto("/lead_admin/leads");
  await page.getByRole("searchbox", { name: "Search" }).fill(TAG);
  await page.getByLabel("Source").selectOption("blueprint");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(new RegExp(`q=${TAG}`));
  await expect(total(page)).toHaveText("27 leads");
  await expect(rows(page)).toHaveCount(25);
  // Page links keep the filter.
  await page
    .getByRole("navigation", { name: "Lead pages" })
    .getByRole("link", { name: "Next" })
    .click();
  await expect(rows(page)).toHaveCount(2);
  await expect(page.getByLabel("Source")).toHaveValue("blueprint");
  await page.context().close();
});

test("a client admin gets a 404, not the inbox", async ({ page }) => {
  await signInDirectly(
    page,
    "/auth",
    "amira.haddad@example.org",
    DEMO_PASSWORD,
  );
  await expect(page).toHaveURL(/\/dashboard/, { timeout: 30_000 });
  const response = await page.goto("/lead_admin/leads");
  expect(response?.status()).toBe(404);
  const csv = await page.request.get("/lead_admin/leads/export.csv");
  expect(csv.status()).toBe(404);
});
