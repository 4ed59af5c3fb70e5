import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import {
  DEMO_PASSWORD,
  browserPage,
  ready,
  signInDirectly,
  toastWith,
} from "./accounts-support";

/**
 * Support: the tab, the Create Ticket dialog and its no-JavaScript page, a
 * ticket's thread both ways (the client, then staff at /lead_admin/support/:id), and the
 * empty state of a client with nothing yet. The server's database is the demo one; every
 * ticket here gets a unique title so parallel runs never read each other's.
 */

const unique = (title: string) =>
  `${title} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function signInAsClient(page: Page, email: string) {
  await signInDirectly(page, "/auth", email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
}

test("a client opens a ticket in the dialog and replies; staff answer and move it; the client sees both", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const client = await browserPage(browser, baseURL!, true);
  await signInAsClient(client, "tomas.lindqvist@example.org");
  await client.goto("/dashboard/support");
  await ready(client, true);
  await expect(
    client.getByRole("heading", { name: "Support tickets" }),
  ).toBeVisible();
  await expect(client.getByRole("link", { name: "Support" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expectNoAxeViolations(client);

  await client.getByRole("button", { name: "Create Ticket" }).click();
  const dialog = client.getByRole("dialog", { name: "Create Ticket" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Priority")).toHaveValue("medium");
  await expect(dialog.getByLabel("Description")).toHaveAttribute("rows", "4");
  await expectNoAxeViolations(client);

  // Checked in the browser first, with the server's messages.
  await dialog.getByRole("button", { name: "Submit ticket" }).click();
  await expect(dialog.getByText("Title is required")).toBeVisible();
  await expect(dialog.getByText("Description is required")).toBeVisible();
  await expect(dialog.getByLabel("Title")).toBeFocused();

  const title = unique("Agents signed out of the filing portal");
  await dialog.getByLabel("Title").fill(title);
  await dialog
    .getByLabel("Description")
    .fill(
      "Since the release on Tuesday, tax agents are signed out after two minutes of inactivity.",
    );
  await dialog.getByLabel("Priority").selectOption("high");
  await dialog.getByRole("button", { name: "Submit ticket" }).click();
  await expect(toastWith(client, "Support ticket created")).toContainText(
    "Your ticket has been submitted successfully.",
  );
  await expect(dialog).toBeHidden();

  const card = client.getByRole("listitem").filter({ hasText: title });
  await expect(card).toContainText("OPEN");
  await expect(card).toContainText("High priority");
  await expect(card).toContainText(/Ticket #[0-9a-f]{8}/);
  await expect(card).toContainText(/Created [A-Z][a-z]{2} \d{1,2}, \d{4}/);

  await card.getByRole("link", { name: title }).click();
  await expect(client).toHaveURL(/\/dashboard\/support\/[0-9a-f-]{36}$/);
  const ticketId = client.url().split("/").pop()!;
  await expect(client.getByRole("heading", { name: title })).toBeVisible();
  await expect(
    client.getByText(/Created [A-Z][a-z]+ \d{1,2}, \d{4} by Tomas Lindqvist/),
  ).toBeVisible();
  await ready(client, true);
  await expectNoAxeViolations(client);

  await client
    .getByLabel("Your reply")
    .fill(
      "It happens on every browser we tried, and only for agents, not taxpayers.",
    );
  await client.getByRole("button", { name: "Send reply" }).click();
  await expect(toastWith(client, "Reply sent")).toBeVisible();
  await expect(
    client.getByText("only for agents, not taxpayers"),
  ).toBeVisible();
  await expect(client.getByLabel("Your reply")).toHaveValue("");

  // Staff, in their own browser.
  const staff = await browserPage(browser, baseURL!, true);
  await signInDirectly(
    staff,
    "/admin/auth",
    "staff.admin@example.org",
    DEMO_PASSWORD,
  );
  await expect(staff).toHaveURL(/\/lead_admin$/);
  await staff.goto(`/lead_admin/support/${ticketId}`);
  await ready(staff, true);
  await expect(staff.getByRole("heading", { name: title })).toBeVisible();
  await expect(staff.getByText("only for agents, not taxpayers")).toBeVisible();
  await expect(
    staff.getByText("Meridian Revenue Authority, Ministry of Finance"),
  ).toBeVisible();
  await staff
    .getByLabel("Reply to the client")
    .fill(
      "We reproduced it: the agent session timeout was set to two minutes. A fix is being deployed.",
    );
  await staff.getByRole("button", { name: "Send reply" }).click();
  await expect(toastWith(staff, "Reply sent")).toBeVisible();
  await staff.getByLabel("Move the ticket to").selectOption("in_progress");
  await staff.getByRole("button", { name: "Update status" }).click();
  await expect(toastWith(staff, "Status changed")).toBeVisible();
  await expectNoAxeViolations(staff);

  // Back with the client: both appear, in order, after a reload.
  await expect(async () => {
    await client.reload();
    await expect(
      client.getByText("Status changed from Open to In progress"),
    ).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  const entries = client
    .getByRole("list", { name: "Conversation" })
    .getByRole("listitem");
  await expect(entries).toHaveCount(3);
  await expect(entries.nth(0)).toContainText("only for agents, not taxpayers");
  await expect(entries.nth(1)).toContainText("We reproduced it");
  await expect(entries.nth(1)).toContainText("Support team");
  await expect(entries.nth(2)).toContainText(
    "Status changed from Open to In progress",
  );
  await expect(client.getByText("IN PROGRESS").first()).toBeVisible();

  await staff.context().close();
  await client.context().close();
});

test("without JavaScript: Create Ticket is a page, errors come back by the fields, and the thread takes a reply", async ({
  browser,
  baseURL,
}) => {
  const page = await browserPage(browser, baseURL!, false);
  await signInAsClient(page, "amira.haddad@example.org");
  await page.goto("/dashboard/support");
  await page.getByRole("link", { name: "Create Ticket" }).click();
  await expect(page).toHaveURL(/\/dashboard\/support\/new$/);
  await expect(page.getByLabel("Priority")).toHaveValue("medium");

  await page.getByRole("button", { name: "Submit ticket" }).click();
  await expect(page.getByText("Title is required")).toBeVisible();
  await expect(page.getByText("Description is required")).toBeVisible();

  const title = unique("Export of the March VAT returns");
  await page.getByLabel("Title").fill(title);
  await page
    .getByLabel("Description")
    .fill(
      "We need the March VAT returns as CSV for the audit office by Friday.",
    );
  await page.getByRole("button", { name: "Submit ticket" }).click();
  await expect(page).toHaveURL(/\/dashboard\/support$/);
  await expect(toastWith(page, "Support ticket created")).toContainText(
    "Your ticket has been submitted successfully.",
  );
  const card = page.getByRole("listitem").filter({ hasText: title });
  await expect(card).toContainText("Medium priority");

  await card.getByRole("link", { name: title }).click();
  await page
    .getByLabel("Your reply")
    .fill("The audit office asked for the April returns too.");
  await page.getByRole("button", { name: "Send reply" }).click();
  await expect(toastWith(page, "Reply sent")).toBeVisible();
  await expect(
    page.getByText("The audit office asked for the April returns too."),
  ).toBeVisible();
  await page.context().close();
});

test("a client with nothing yet sees 'No support tickets yet.' @mobile", async ({
  page,
}) => {
  // Eastvale Water Board: a demo client with no projects, documents or tickets.
  await signInAsClient(page, "eastvale.admin@example.org");
  await page.goto("/dashboard/support");
  await expect(page.getByText("No support tickets yet.")).toBeVisible();
  await expect(
    page.getByRole("button", { name: "Create Ticket" }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

test("another client's ticket is a 404, not a glimpse", async ({
  browser,
  baseURL,
}) => {
  const owner = await browserPage(browser, baseURL!, true);
  await signInAsClient(owner, "grace.okafor@example.org");
  await owner.goto("/dashboard/support");
  const firstTicket = owner
    .getByRole("list", { name: "Support tickets" })
    .getByRole("listitem")
    .first()
    .getByRole("link");
  const href = await firstTicket.getAttribute("href");
  expect(href).toMatch(/^\/dashboard\/support\/[0-9a-f-]{36}$/);

  const stranger = await browserPage(browser, baseURL!, true);
  await signInAsClient(stranger, "tomas.lindqvist@example.org");
  const response = await stranger.goto(href!);
  expect(response?.status()).toBe(404);
  await owner.context().close();
  await stranger.context().close();
});
