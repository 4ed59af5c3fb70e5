import type { Page } from "@playwright/test";
import { consoleRoutes, urlOf } from "../support/console-routes";
import {
  DEMO_PASSWORD,
  browserPage,
  ready,
  signInDirectly,
  toastWith,
} from "./accounts-support";
import {
  expect,
  expectNoAxeViolations,
  screenshotForPerson,
  test,
} from "./fixtures";

/**
 * The console's Support queue, the staff ticket page under the console, and the Audit log
 *: filter the queue, open a ticket, reply and move it (the client sees both),
 * the audit entry of each write, with and without JavaScript; and a client_admin gets 404
 * from every console URL. Tickets get unique titles: the server and database are shared.
 */

const unique = (title: string) =>
  `${title} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function signInStaff(page: Page) {
  await signInDirectly(
    page,
    "/admin/auth",
    "staff.admin@example.org",
    DEMO_PASSWORD,
  );
  await expect(page).toHaveURL(/\/lead_admin$/, { timeout: 20_000 });
}

/** A client's person opens a ticket through the portal (no JavaScript: a plain form post). */
async function clientOpensTicket(
  browser: Parameters<typeof browserPage>[0],
  baseURL: string,
  title: string,
  priority: "low" | "medium" | "high",
) {
  const client = await browserPage(browser, baseURL, false);
  await signInDirectly(
    client,
    "/auth",
    "tomas.lindqvist@example.org",
    DEMO_PASSWORD,
  );
  await expect(client).toHaveURL(/\/dashboard$/);
  await client.goto("/dashboard/support/new");
  await client.getByLabel("Title").fill(title);
  await client
    .getByLabel("Description")
    .fill("The nightly export to the statistics office stopped on Sunday.");
  await client.getByLabel("Priority").selectOption(priority);
  await client.getByRole("button", { name: "Submit ticket" }).click();
  await expect(toastWith(client, "Support ticket created")).toBeVisible();
  return client;
}

test("staff filter the queue, open a ticket under the console, reply and move it; the client sees both; the audit log shows the change", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const title = unique("Statistics export stopped");
  const client = await clientOpensTicket(browser, baseURL!, title, "low");

  const staff = await browserPage(browser, baseURL!, true);
  await signInStaff(staff);
  // A click on the tab while the console hydrates can be lost: click once it has.
  await ready(staff, true);
  await staff.getByRole("link", { name: "Support" }).click();
  await expect(staff).toHaveURL(/\/lead_admin\/support$/);
  await ready(staff, true);
  await expect(
    staff.getByRole("heading", { level: 2, name: "Support queue" }),
  ).toBeVisible();
  const table = staff.getByRole("table", {
    name: "Support tickets of every client",
  });
  // Every client's tickets in one queue: Northshore's next to Meridian's.
  await expect(
    table.getByText("Video consultations dropping at two rural clinics"),
  ).toBeVisible();
  await expect(table.getByText(title)).toBeVisible();
  await expectNoAxeViolations(staff);

  await staff.getByLabel("Client", { exact: true }).selectOption({
    label: "Meridian Revenue Authority",
  });
  await staff.getByLabel("Priority", { exact: true }).selectOption("low");
  await staff.getByLabel("Status", { exact: true }).selectOption("open");
  await staff.getByRole("button", { name: "Filter" }).click();
  await expect(staff).toHaveURL(/priority=low/);
  await expect(staff).toHaveURL(/status=open/);
  const row = table.getByRole("row").filter({ hasText: title });
  await expect(row).toContainText("Meridian Revenue Authority");
  await expect(row).toContainText("Low priority");
  await expect(row).toContainText("OPEN");
  await expect(
    table.getByText("Video consultations dropping at two rural clinics"),
  ).toHaveCount(0);
  await expect(staff.getByLabel("Priority", { exact: true })).toHaveValue(
    "low",
  );

  await row.getByRole("link", { name: /Ticket #[0-9a-f]{8}/ }).click();
  await expect(staff).toHaveURL(/\/lead_admin\/support\/[0-9a-f-]{36}$/);
  const ticketId = staff.url().split("/").pop()!;
  await ready(staff, true);
  // Under the console's frame: its h1 and tabs, Support current, the ticket an h2.
  await expect(
    staff.getByRole("heading", { level: 1, name: "Console" }),
  ).toBeVisible();
  await expect(
    staff
      .getByRole("navigation", { name: "Console" })
      .getByRole("link", { name: "Support" }),
  ).toHaveAttribute("aria-current", "page");
  await expect(
    staff.getByRole("heading", { level: 2, name: title }),
  ).toBeVisible();
  await expectNoAxeViolations(staff);

  // One post: the reply and the status it moves the ticket to (docs/access-audit.md).
  await staff
    .getByLabel("Reply to the client")
    .fill("The export job's credentials expired; we renewed them.");
  await expect(staff.getByLabel("Status after this reply")).toHaveValue("open");
  await staff.getByLabel("Status after this reply").selectOption("resolved");
  await screenshotForPerson(staff, {
    path: test.info().outputPath("ticket-page-1280.png"),
    fullPage: true,
  });
  await staff.getByRole("button", { name: "Send reply" }).click();
  await expect(toastWith(staff, "Reply sent and status changed")).toBeVisible();
  await expect(
    staff.getByText("Status changed from Open to Resolved"),
  ).toBeVisible();
  await expect(staff.getByLabel("Move the ticket to")).toHaveValue("resolved");

  // The client sees both in their thread.
  await client.goto(`/dashboard/support/${ticketId}`);
  await expect(client.getByText("we renewed them")).toBeVisible();
  await expect(
    client.getByText("Status changed from Open to Resolved"),
  ).toBeVisible();

  // The Audit log tab: the status change, who made it, before → after, linked to the ticket.
  await staff.getByRole("link", { name: "Audit log" }).click();
  await expect(staff).toHaveURL(/\/lead_admin\/audit$/);
  await ready(staff, true);
  await staff.getByLabel("Entity type").selectOption("ticket");
  await staff.getByLabel("Summary contains").fill(title);
  await staff.getByRole("button", { name: "Filter" }).click();
  await expect(staff).toHaveURL(/entity=ticket/);
  const log = staff.getByRole("table", {
    name: "Audit log entries, newest first",
  });
  // This ticket's row: until the filtered page replaces the unfiltered one, another test's
  // ticket.status rows are in the table too.
  const status = log
    .getByRole("row")
    .filter({ hasText: "ticket.status" })
    .filter({ hasText: title });
  await expect(status).toContainText(title);
  // Who by name (the address beneath), the change in words.
  await expect(status).toContainText("Hélène Marchand");
  await expect(status).toContainText("staff.admin@example.org");
  await expect(status).toContainText(
    /Status:\s*open\s*→\s*(changed to\s*)?resolved/,
  );
  await expect(
    log.getByRole("row").filter({ hasText: "ticket.reply" }),
  ).toContainText(title);
  await expectNoAxeViolations(staff);
  // For a person to look at: the log as it reads at 1280 px (the test's output folder).
  await screenshotForPerson(staff, {
    path: test.info().outputPath("audit-log-1280.png"),
    fullPage: true,
  });
  await status.getByRole("link", { name: new RegExp(title) }).click();
  await expect(staff).toHaveURL(new RegExp(`/lead_admin/support/${ticketId}$`));

  await staff.context().close();
  await client.context().close();
});

test("without JavaScript: the queue filters by a plain GET, the ticket takes a reply by a plain post, and the audit log shows it", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const title = unique("Filing receipts arrive twice");
  const client = await clientOpensTicket(browser, baseURL!, title, "high");
  await client.context().close();

  const staff = await browserPage(browser, baseURL!, false);
  await signInStaff(staff);
  await staff.goto("/lead_admin/support");
  await staff.getByLabel("Priority", { exact: true }).selectOption("high");
  await staff.getByRole("button", { name: "Filter" }).click();
  await expect(staff).toHaveURL(/priority=high/);
  const row = staff.getByRole("row").filter({ hasText: title });
  await expect(row).toContainText("High priority");
  // (axe needs JavaScript in the page: the same pages are checked in the test above.)
  await row.getByRole("link", { name: /Ticket #/ }).click();
  await expect(staff).toHaveURL(/\/lead_admin\/support\/[0-9a-f-]{36}$/);

  // An empty reply: the field's error, nothing sent.
  await staff.getByRole("button", { name: "Send reply" }).click();
  await expect(staff.getByLabel("Reply to the client")).toHaveAttribute(
    "aria-invalid",
    "true",
  );
  await staff
    .getByLabel("Reply to the client")
    .fill("Duplicate receipts come from a retry; fixed in tonight's release.");
  await staff.getByRole("button", { name: "Send reply" }).click();
  await expect(toastWith(staff, "Reply sent")).toBeVisible();
  await expect(staff.getByText("fixed in tonight's release")).toBeVisible();
  // The status alone, by its own form (a plain post too).
  await staff.getByLabel("Move the ticket to").selectOption("closed");
  await staff.getByRole("button", { name: "Update status" }).click();
  await expect(toastWith(staff, "Status changed")).toBeVisible();
  await expect(
    staff.getByText("Status changed from Open to Closed"),
  ).toBeVisible();

  await staff.goto(
    `/lead_admin/audit?entity=ticket&q=${encodeURIComponent(title)}`,
  );
  const entries = staff.getByRole("row").filter({ hasText: "ticket.reply" });
  await expect(entries).toHaveCount(1);
  await expect(entries).toContainText(title);
  await staff.context().close();
});

test("a client_admin opening any console URL gets a 404 page, never the console", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const page = await browserPage(browser, baseURL!, true);
  await signInDirectly(
    page,
    "/auth",
    "amira.haddad@example.org",
    DEMO_PASSWORD,
  );
  await expect(page).toHaveURL(/\/dashboard$/);
  // Every console URL the route table registers, ids filled with a well-formed one.
  const someId = "6f1c2a9e-1b2c-4d3e-8f90-0123456789ab";
  const urls = [
    ...new Set(
      consoleRoutes().map((route) =>
        urlOf(
          route,
          Object.fromEntries(route.params.map((name) => [name, someId])),
        ),
      ),
    ),
  ];
  expect(urls).toContain("/lead_admin/support");
  expect(urls).toContain("/lead_admin/audit");
  // The browser renders the first; the rest are asked for with the same session and read as
  // the server sends them, which is what decides (rendering every one took 14 s of the suite).
  const [first, ...rest] = urls;
  const response = await page.goto(first!);
  expect(response?.status(), first).toBe(404);
  await expect(page.getByRole("heading", { name: "Console" })).toHaveCount(0);
  await expect(page.getByText("Support queue")).toHaveCount(0);
  for (const url of rest) {
    const answer = await page.request.get(url);
    expect(answer.status(), url).toBe(404);
    const html = await answer.text();
    expect(html, url).not.toMatch(/<title>[^<]*Console|Support queue/);
  }
  await page.context().close();
});

test("on a 390 px phone the Support and Audit log tabs fit the screen: the tables scroll inside their own region", async ({
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
  for (const url of ["/lead_admin/support?status=all", "/lead_admin/audit"]) {
    await page.goto(url);
    await ready(page, true);
    // The first table is the tab's own; the audit log nests small ones (invoice lines) in its cells.
    await expect(page.getByRole("table").first()).toBeVisible();
    // Visually hidden text in a cell (sr-only badges) once widened the whole page.
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(390);
  }
  await context.close();
});
