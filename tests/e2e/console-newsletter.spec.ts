import fs from "node:fs";
import type { Browser, Page } from "@playwright/test";
import { parseCsv } from "../../app/server/console/lead-export-csv";
import {
  browserPage,
  DEMO_PASSWORD,
  ready,
  signInDirectly,
  toastWith,
} from "./accounts-support";
import { expect, expectNoAxeViolations, test } from "./fixtures";

/**
 * The console's Newsletter tab (docs/newsletter.md, "Staff: subscribers and blocked domains")
 * as the admin and as the marketing editor, on the demo seed's subscribers: the counts and
 * growth table, a search, a subscriber's consent record, a manual unsubscribe, blocking and
 * unblocking a domain, the confirmed-only CSV; axe on every page. Each test unsubscribes its
 * own seeded subscriber and blocks a domain no other test uses.
 */

const ADMIN = "staff.admin@example.org";
const EDITOR = "nadia.rahman@example.org";

async function signedIn(browser: Browser, baseURL: string, email: string) {
  const page = await browserPage(browser, baseURL, true);
  await signInDirectly(page, "/admin/auth", email, DEMO_PASSWORD);
  return page;
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await ready(page, true);
}

async function searchAndOpen(page: Page, address: string) {
  await open(page, "/lead_admin/newsletter");
  await expect(page.getByRole("link", { name: "Newsletter" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(
    page.getByRole("heading", { level: 2, name: "Newsletter" }),
  ).toBeVisible();
  const search = page.getByRole("search", {
    name: "Search and filter subscribers",
  });
  await search.getByLabel("Address contains").fill(address.split("@")[0]!);
  await search.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/\?q=/);
  const table = page.getByRole("table", { name: "Subscribers" });
  await expect(table.locator("tbody tr")).toHaveCount(1);
  await table.getByRole("link", { name: address }).click();
  await expect(
    page.getByRole("heading", { level: 2, name: address }),
  ).toBeVisible();
  await ready(page, true);
}

async function unsubscribe(page: Page, address: string) {
  await page.getByRole("link", { name: "Unsubscribe…" }).click();
  await expect(page.getByText(`Unsubscribe ${address}?`)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Yes, unsubscribe" }).click();
  await expect(toastWith(page, "Unsubscribed")).toBeVisible();
  const record = page.getByRole("region", {
    name: "Consent record",
    exact: true,
  });
  await expect(record.locator("tbody tr").last()).toContainText("Unsubscribed");
  await expect(record.locator("tbody tr").last()).toContainText("by staff");
  await expect(page.getByRole("link", { name: "Unsubscribe…" })).toHaveCount(0);
}

async function blockAndUnblock(page: Page, domain: string) {
  await open(page, "/lead_admin/newsletter/blocked-domains");
  await expect(
    page.getByRole("heading", { level: 2, name: "Blocked domains" }),
  ).toBeVisible();
  await expect(
    page.getByRole("table", { name: "Blocked domains" }),
  ).toContainText("mailinator.example");
  await expectNoAxeViolations(page);
  const form = page.getByRole("form", { name: "Block a domain" });
  // A clear refusal first: an address is not a domain.
  await form.getByLabel("Domain").fill(`jane@${domain}`);
  await form.getByRole("button", { name: "Block domain" }).click();
  await expect(form.getByText("Enter the part after the @ only")).toBeVisible();
  await form.getByLabel("Domain").fill(domain.toUpperCase());
  await form.getByLabel("Note (optional)").fill("End-to-end test");
  await form.getByRole("button", { name: "Block domain" }).click();
  await expect(toastWith(page, "Domain blocked")).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: domain });
  await expect(row).toContainText("End-to-end test");
  await row.getByRole("button", { name: `Unblock ${domain}` }).click();
  await expect(toastWith(page, "Domain unblocked")).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: domain })).toHaveCount(
    0,
  );
}

test("the admin reads counts and growth, finds a subscriber, sees the consent record, unsubscribes them, blocks a domain and downloads the CSV; axe finds nothing", async ({
  browser,
  baseURL,
}) => {
  test.slow();
  const page = await signedIn(browser, baseURL!, ADMIN);
  await open(page, "/lead_admin/newsletter");
  const counts = page.getByRole("definition");
  await expect(counts.first()).toHaveText(/\d/);
  await page.getByText("Show the numbers").click();
  const growth = page.getByRole("region", {
    name: "Growth per week: data table",
  });
  await expect(growth.locator("tbody tr")).toHaveCount(12);
  await expectNoAxeViolations(page);

  const address = "amelia.hart@northgate-analytics.example";
  await searchAndOpen(page, address);
  const record = page.getByRole("region", {
    name: "Consent record",
    exact: true,
  });
  await expect(record.locator("tbody tr").first()).toContainText(
    "Asked to subscribe",
  );
  await expect(record.locator("tbody tr").first()).toContainText(
    "Yes, send me the newsletter",
  );
  await expect(record).toContainText("Confirmed");
  // Her topics, in the capabilities' order.
  await expect(page.getByText("Data & Decision Analytics")).toContainText(
    "AI & Intelligent Automation",
  );
  await expectNoAxeViolations(page);
  await unsubscribe(page, address);

  await blockAndUnblock(page, `admin-${Date.now().toString(36)}.example`);

  await open(page, "/lead_admin/newsletter");
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export confirmed (CSV)" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(
    /^newsletter-confirmed-\d{4}-\d{2}-\d{2}\.csv$/,
  );
  const records = parseCsv(fs.readFileSync((await download.path())!, "utf8"));
  expect(records[0]).toEqual([
    "address",
    "language",
    "topics",
    "confirmed at",
    "consented at",
    "consent page",
    "consent text",
  ]);
  const addresses = records.slice(1).map((record) => record[0]);
  expect(addresses).toContain("sophie.tremblay@quebec-sante.example");
  // Pending and unsubscribed addresses are never exported.
  expect(addresses).not.toContain("tom.whitfield@coastal-water.example");
  expect(addresses).not.toContain("george.mills@example.org");
  expect(addresses).not.toContain(address);
});

test("the editor has the Newsletter tab: a French subscriber's page, an unsubscribe and a blocked domain; axe finds nothing", async ({
  browser,
  baseURL,
}) => {
  test.slow();
  const page = await signedIn(browser, baseURL!, EDITOR);
  await open(page, "/lead_admin/insights");
  await page
    .getByRole("navigation", { name: "Console" })
    .getByRole("link", { name: "Newsletter" })
    .click();
  await expect(page).toHaveURL(/\/lead_admin\/newsletter$/);
  await ready(page, true);
  // The export is an admin's (docs/decisions/060): no button for an editor.
  await expect(
    page.getByRole("link", { name: "Export confirmed (CSV)" }),
  ).toHaveCount(0);
  // Filter by language without a search: only French addresses.
  const search = page.getByRole("search", {
    name: "Search and filter subscribers",
  });
  await search.getByLabel("Language").selectOption("fr");
  await search.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/language=fr/);
  const table = page.getByRole("table", { name: "Subscribers" });
  await expect(table.locator("tbody tr").first()).toBeVisible();
  for (const language of await table
    .locator("tbody tr td:nth-child(3)")
    .allTextContents())
    expect(language).toBe("French");
  await expectNoAxeViolations(page);

  const address = "luc.gagnon@agence-numerique.example";
  await searchAndOpen(page, address);
  await expect(
    page.getByRole("region", { name: "Consent record", exact: true }),
  ).toContainText("Oui, envoyez-moi l’infolettre");
  // On a phone the consent record scrolls inside its own region; the page never scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          document.documentElement.scrollWidth -
          document.documentElement.clientWidth,
      ),
    )
    .toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 800 });
  await unsubscribe(page, address);
  await blockAndUnblock(page, `editor-${Date.now().toString(36)}.example`);
});
