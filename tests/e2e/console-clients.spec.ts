import type { Page } from "@playwright/test";
import { buildSimplePdf } from "../../app/server/sample-data/simple-pdf.server";
import {
  browserPage,
  DEMO_PASSWORD,
  ready,
  signInDirectly,
  toastWith,
} from "./accounts-support";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { newestMailTo } from "./mail-files";
import {
  PAGING_CLIENT,
  pagingDocumentName,
  pagingProjectName,
} from "../support/e2e-paging";

/**
 * The console's Clients tab and a client's workspace. Other specs read the demo
 * clients, so this one creates its own clients (unique names per run) and invites addresses
 * nobody else uses; it never edits Meridian, Northshore or Eastvale. The long workspace is
 * Larkspur's (tests/support/e2e-paging.ts), whose project statuses it sets and puts back.
 */

const run = Date.now().toString(36);

async function signedInStaff(page: Page, javaScriptEnabled = true) {
  await signInDirectly(
    page,
    "/admin/auth",
    "staff.admin@example.org",
    DEMO_PASSWORD,
  );
  await expect(page).toHaveURL(/\/lead_admin/, { timeout: 15_000 });
  await page.goto("/lead_admin/clients");
  await ready(page, javaScriptEnabled);
}

const clientRow = (page: Page, name: string) =>
  page
    .getByRole("region", { name: "All clients" })
    .getByRole("row")
    .filter({ hasText: name });

/** The newest e-mail to `to`, or the newest one without `notContaining`. */
const latestMailTo = (to: string, notContaining?: string) =>
  newestMailTo(to, (text) => !notContaining || !text.includes(notContaining));

const invitationLinkIn = (mail: string) => {
  const url = new URL(/https?:\/\/\S*invitation=[A-Za-z0-9_-]+/.exec(mail)![0]);
  return `${url.pathname}${url.search}`;
};

test("the Clients tab: Add Client dialog (axe), a refused name, creation and inline edit with the spec's toasts", async ({
  page,
}) => {
  test.slow();
  await signedInStaff(page);
  await expect(
    page.getByRole("heading", { level: 2, name: "Clients" }),
  ).toBeVisible();
  for (const header of [
    "Client Name",
    "Company",
    "Contact",
    "Status",
    "Users",
    "Created",
    "Actions",
  ]) {
    await expect(
      page.getByRole("columnheader", { name: header, exact: true }),
    ).toBeVisible();
  }
  await expect(clientRow(page, "Meridian Revenue Authority")).toContainText(
    /[A-Z][a-z]{2} \d{1,2}, \d{4}/,
  );
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Add Client" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Client" });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByLabel("Client name").fill("   ");
  await dialog.getByRole("button", { name: "Create Client" }).click();
  await expect(dialog.getByText("Client name is required")).toBeVisible();

  const name = `E2E Harbour Board ${run}`;
  await dialog.getByLabel("Client name").fill(`  ${name}  `);
  await dialog.getByLabel("Company").fill("Harbour Ltd");
  await dialog.getByLabel("Contact email").fill("ops@harbour.example");
  await dialog.getByRole("button", { name: "Create Client" }).click();
  await expect(toastWith(page, "Client created successfully")).toBeVisible();
  await expect(dialog).toHaveCount(0);
  const row = clientRow(page, name);
  await expect(row).toContainText("Harbour Ltd");
  await expect(row).toContainText("Active");
  await expect(row).toContainText("ops@harbour.example");

  await row.getByRole("link", { name: `Edit ${name}` }).click();
  // Edit moves focus to the first field; every field has a label one can see.
  await expect(
    page.getByRole("textbox", { name: "Client name" }),
  ).toBeFocused();
  // (The row being edited shows its name in an input, so it is found by its table.)
  const editing = page.getByRole("table", { name: "All clients" });
  for (const label of [
    "Client name",
    "Notes",
    "Company",
    "Contact email",
    "Contact phone",
    "Status",
  ])
    await expect(
      editing.locator("label").getByText(label, { exact: true }),
    ).toBeVisible();
  await page.getByRole("textbox", { name: "Company" }).fill("Harbour Holdings");
  await page.getByRole("combobox", { name: "Status" }).selectOption("pending");
  await expect(
    page.getByText(
      "An inactive client's people lose access to the client portal.",
    ),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(toastWith(page, "Client updated successfully")).toBeVisible();
  await expect(clientRow(page, name)).toContainText("Harbour Holdings");
  await expect(clientRow(page, name)).toContainText("Pending");
  // Focus comes back to the row's Edit after Save, and after Cancel.
  const edit = clientRow(page, name).getByRole("link", {
    name: `Edit ${name}`,
  });
  await expect(edit).toBeFocused();
  await edit.click();
  await expect(
    page.getByRole("textbox", { name: "Client name" }),
  ).toBeFocused();
  await page.getByRole("link", { name: "Cancel" }).click();
  await expect(edit).toBeFocused();
});

test("without JavaScript: Add Client at ?new=1 and inline edit at ?edit=<id> as plain posts", async ({
  browser,
  baseURL,
}) => {
  test.slow();
  const page = await browserPage(browser, baseURL!, false);
  await signedInStaff(page, false);
  await page.getByRole("link", { name: "Add Client" }).click();
  await expect(page).toHaveURL(/\?new=1$/);
  await page.getByRole("button", { name: "Create Client" }).click();
  await expect(page.getByText("Client name is required").first()).toBeVisible();
  await expect(toastWith(page, "Failed to create client")).toBeVisible();
  const name = `E2E Plain Post Council ${run}`;
  await page.getByLabel("Client name").fill(name);
  await page.getByRole("button", { name: "Create Client" }).click();
  await expect(toastWith(page, "Client created successfully")).toBeVisible();

  // The workspace's forms as plain posts: a project, an invitation, an upload.
  await page.getByRole("link", { name, exact: true }).click();
  await page.getByLabel("Project name").fill(`Plain Project ${run}`);
  await page.getByRole("button", { name: "Create project" }).click();
  await expect(toastWith(page, "Project created successfully")).toBeVisible();
  const plainInvitee = `e2e.plain.${run}@example.org`;
  await page.getByLabel("E-mail").fill(plainInvitee);
  await page.getByRole("button", { name: "Send invitation" }).click();
  await expect(toastWith(page, "Invitation sent")).toBeVisible();
  // Revoke without JavaScript: a confirm step on the page before anything happens.
  await page
    .getByRole("link", { name: `Revoke the invitation to ${plainInvitee}` })
    .click();
  await expect(page).toHaveURL(/\?revokeInvitation=/);
  await page
    .getByRole("region", { name: `Revoke the invitation to ${plainInvitee}?` })
    .getByRole("button", { name: "Revoke invitation" })
    .click();
  await expect(toastWith(page, "Invitation revoked")).toBeVisible();
  await expect(
    page
      .getByRole("region", { name: "Client invitations" })
      .getByRole("row")
      .filter({ hasText: plainInvitee }),
  ).toContainText("Revoked");
  await page.getByRole("button", { name: "Upload document" }).click();
  await expect(toastWith(page, "Upload failed")).toBeVisible();
  await expect(
    page.getByText("Choose a file to upload.", { exact: true }),
  ).toBeVisible();
  await page.getByLabel("File").setInputFiles({
    name: `Plain ${run}.pdf`,
    mimeType: "application/pdf",
    buffer: Buffer.from(buildSimplePdf("Plain", "post")),
  });
  await page.getByRole("button", { name: "Upload document" }).click();
  await expect(toastWith(page, "Files uploaded")).toBeVisible();
  await expect(
    page.getByRole("link", { name: `Plain ${run}.pdf` }),
  ).toBeVisible();

  await page.goto("/lead_admin/clients");
  await clientRow(page, name)
    .getByRole("link", { name: `Edit ${name}` })
    .click();
  await expect(page).toHaveURL(/\?edit=/);
  await page.getByRole("combobox", { name: "Status" }).selectOption("inactive");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(toastWith(page, "Client updated successfully")).toBeVisible();
  await expect(clientRow(page, name)).toContainText("Inactive");
  await page.context().close();
});

test("a workspace: project, update, upload with progress, and an invitation used end to end; resend and revoke", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  await signedInStaff(page);
  const name = `E2E Workspace Trust ${run}`;
  await page.getByRole("button", { name: "Add Client" }).click();
  await page.getByRole("dialog").getByLabel("Client name").fill(name);
  await page
    .getByRole("dialog")
    .getByRole("button", { name: "Create Client" })
    .click();
  await expect(toastWith(page, "Client created successfully")).toBeVisible();
  await page.getByRole("link", { name, exact: true }).click();
  await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
  await expect(
    page.getByRole("link", { name: "Back to Clients" }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  // A project, then an update on its timeline.
  const project = `Harbour Data Platform ${run}`;
  await page.getByLabel("Project name").fill(project);
  await page.getByLabel("Status").first().selectOption("active");
  await page.getByRole("button", { name: "Create project" }).click();
  await expect(toastWith(page, "Project created successfully")).toBeVisible();
  await expect(
    page
      .getByRole("region", { name: "Client projects" })
      .getByRole("row")
      .filter({ hasText: project }),
  ).toContainText("Active");
  await page.getByLabel("Title").fill("Kick-off complete");
  await page
    .getByLabel("Update", { exact: true })
    .fill("Workshops done; the backlog is agreed.");
  await page.getByLabel("Kind").selectOption("milestone");
  await page.getByRole("button", { name: "Post update" }).click();
  await expect(toastWith(page, "Update posted")).toBeVisible();

  // Edit the project (its form opens in the page), then its status from the row.
  await page.getByRole("link", { name: `Edit ${project}` }).click();
  await expect(
    page.getByRole("heading", { name: `Edit ${project}` }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page
    .locator("#edit-project")
    .getByLabel("Description")
    .fill("Phase one: the data platform.");
  await page.getByRole("button", { name: "Save project" }).click();
  await expect(toastWith(page, "Project updated successfully")).toBeVisible();
  await page
    .getByRole("combobox", { name: `Status of ${project}` })
    .selectOption("completed");
  await page.getByRole("button", { name: `Set status of ${project}` }).click();
  await expect(
    page
      .getByRole("region", { name: "Client projects" })
      .getByRole("row")
      .filter({ hasText: project }),
  ).toContainText("Completed");
  await page
    .getByRole("combobox", { name: `Status of ${project}` })
    .selectOption("active");
  await page.getByRole("button", { name: `Set status of ${project}` }).click();
  await expect(
    page
      .getByRole("region", { name: "Client projects" })
      .getByRole("row")
      .filter({ hasText: project }),
  ).toContainText("Active");

  // The upload's own page (where a plain post that failed lands) passes axe too.
  const workspaceUrl = page.url().replace(/[?#].*$/, "");
  await page.goto(`${workspaceUrl}/upload`);
  await expect(
    page.getByRole("heading", {
      level: 2,
      name: `Upload a document for ${name}`,
    }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto(workspaceUrl);
  await ready(page, true);

  // An upload with a visible progress bar.
  await page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { progressSeen: number[] }).progressSeen = seen;
    new MutationObserver(() => {
      const bar = document.querySelector("progress");
      if (bar) seen.push(Number(bar.value));
    }).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
  });
  const docName = `Harbour Plan ${run}.pdf`;
  const bytes = Buffer.concat([
    Buffer.from(buildSimplePdf("Harbour plan", "Phase one")),
    Buffer.alloc(1024 * 1024, 0x20),
  ]);
  await page.getByLabel("Project (optional)").selectOption({ label: project });
  await page.getByLabel("File").setInputFiles({
    name: docName,
    mimeType: "application/pdf",
    buffer: bytes,
  });
  await page.getByRole("button", { name: "Upload document" }).click();
  await expect(toastWith(page, "Files uploaded")).toContainText(
    "1 file(s) uploaded successfully",
  );
  await expect(
    page
      .getByRole("region", { name: "Client documents" })
      .getByRole("link", { name: docName }),
  ).toBeVisible();
  const seen = await page.evaluate(
    () => (window as unknown as { progressSeen: number[] }).progressSeen,
  );
  expect(seen.length, "the progress bar was shown").toBeGreaterThan(0);

  // Invite a new person; the e-mailed link signs them up into this client's portal.
  const invitee = `e2e.invitee.${run}@example.org`;
  await page.getByLabel("E-mail").fill(invitee);
  await page.getByLabel("Role").selectOption("client_admin");
  await page.getByRole("button", { name: "Send invitation" }).click();
  await expect(toastWith(page, "Invitation sent")).toBeVisible();
  const invitations = page.getByRole("region", { name: "Client invitations" });
  await expect(
    invitations.getByRole("row").filter({ hasText: invitee }),
  ).toContainText("Pending");
  await expectNoAxeViolations(page);

  const link = invitationLinkIn(await latestMailTo(invitee));
  const visitor = await browserPage(browser, baseURL!, true);
  await visitor.goto(link);
  await ready(visitor, true);
  await visitor
    .getByLabel("Full name")
    .filter({ visible: true })
    .fill("Ines Invitee");
  await visitor
    .getByLabel("Password", { exact: true })
    .filter({ visible: true })
    .fill("meadow-compass-tangent-37");
  await visitor.getByRole("button", { name: "Create Account" }).click();
  await expect(toastWith(visitor, "Account created!")).toBeVisible();
  await visitor
    .getByLabel("Password", { exact: true })
    .filter({ visible: true })
    .fill("meadow-compass-tangent-37");
  await visitor.getByRole("button", { name: "Sign In" }).click();
  await expect(visitor).toHaveURL(/\/dashboard$/);
  await visitor.getByRole("link", { name: project }).click();
  await expect(visitor.getByText("Kick-off complete")).toBeVisible();
  await visitor.goto("/dashboard/documents");
  await expect(visitor.getByRole("heading", { name: docName })).toBeVisible();
  await visitor.context().close();

  await page.reload();
  await expect(
    invitations.getByRole("row").filter({ hasText: invitee }),
  ).toContainText("Used");
  await expect(
    page.getByRole("region", { name: "Client people" }),
  ).toContainText(invitee);

  // Resend: a new link, the old one stops working. Revoke: the new one stops too.
  const second = `e2e.resend.${run}@example.org`;
  await page.getByLabel("E-mail").fill(second);
  await page.getByRole("button", { name: "Send invitation" }).click();
  await expect(toastWith(page, "Invitation sent")).toBeVisible();
  const oldLink = invitationLinkIn(await latestMailTo(second));
  await page
    .getByRole("button", { name: `Resend the invitation to ${second}` })
    .click();
  await expect(toastWith(page, "Invitation resent")).toBeVisible();
  const newLink = invitationLinkIn(
    await latestMailTo(second, oldLink.split("invitation=")[1]),
  );
  expect(newLink).not.toBe(oldLink);
  const check = await browserPage(browser, baseURL!, false);
  await check.goto(oldLink);
  await expect(
    check.getByText(
      "Invalid or expired invitation. Please contact your administrator for a new invitation.",
    ),
  ).toBeVisible();
  await check.goto(newLink);
  await expect(check.getByLabel("Email").filter({ visible: true })).toHaveValue(
    second,
  );
  // Revoking asks first (docs/access-audit.md); keeping it changes nothing.
  await page
    .getByRole("button", { name: `Revoke the invitation to ${second}` })
    .click();
  const dialog = page.getByRole("dialog", {
    name: `Revoke the invitation to ${second}?`,
  });
  await expect(dialog).toContainText("stops working at once");
  await dialog.getByRole("button", { name: "Keep invitation" }).click();
  await expect(dialog).toHaveCount(0);
  await page
    .getByRole("button", { name: `Revoke the invitation to ${second}` })
    .click();
  await page
    .getByRole("dialog")
    .getByRole("button", { name: "Revoke invitation" })
    .click();
  await expect(toastWith(page, "Invitation revoked")).toBeVisible();
  // It stays listed, as revoked, with nothing left to do.
  const revokedRow = invitations.getByRole("row").filter({ hasText: second });
  await expect(revokedRow).toContainText("Revoked");
  await expect(revokedRow.getByRole("button")).toHaveCount(0);
  await check.goto(newLink);
  await expect(
    check.getByText(
      "Invalid or expired invitation. Please contact your administrator for a new invitation.",
    ),
  ).toBeVisible();
  await check.context().close();
});

for (const javaScriptEnabled of [true, false]) {
  test(`a long workspace a page at a time, each list on its own page, ${javaScriptEnabled ? "with" : "without"} JavaScript`, async ({
    page: defaultPage,
    browser,
    baseURL,
  }) => {
    const page = javaScriptEnabled
      ? defaultPage
      : await browserPage(browser, baseURL!, false);
    await signedInStaff(page, javaScriptEnabled);
    await page
      .getByRole("link", { name: PAGING_CLIENT.name, exact: true })
      .click();
    await expect(
      page.getByRole("heading", { level: 2, name: PAGING_CLIENT.name }),
    ).toBeVisible();
    await ready(page, javaScriptEnabled);
    const projectRows = page
      .getByRole("region", { name: "Client projects" })
      .getByRole("rowheader");
    const documentRows = page
      .getByRole("region", { name: "Client documents" })
      .getByRole("rowheader");
    const projectPager = page.getByRole("navigation", {
      name: "Project pages",
    });
    const documentPager = page.getByRole("navigation", {
      name: "Document pages",
    });
    await expect(projectPager).toContainText(
      `1–25 of ${PAGING_CLIENT.projects}`,
    );
    await expect(documentPager).toContainText(
      `1–25 of ${PAGING_CLIENT.documents}`,
    );
    await expect(projectRows).toHaveCount(25);
    await expect(projectRows.first()).toContainText(pagingProjectName(1));
    await expect(documentRows.first()).toHaveText(pagingDocumentName(1));

    // The documents' second page, then the projects' second: each keeps the other's page.
    await documentPager.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/\?documentsPage=2#documents-heading$/);
    await expect(documentPager).toContainText(
      `26–50 of ${PAGING_CLIENT.documents}`,
    );
    await expect(documentRows.first()).toHaveText(pagingDocumentName(26));
    await projectPager.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(
      /\?documentsPage=2&projectsPage=2#projects-heading$/,
    );
    await expect(projectPager).toContainText("Page 2 of 2");
    await expect(projectRows).toHaveCount(PAGING_CLIENT.projects - 25);
    await expect(projectRows.first()).toContainText(pagingProjectName(26));
    await expect(documentRows.first()).toHaveText(pagingDocumentName(26));
    // The update form offers the page's projects, and says so.
    await expect(
      page.getByRole("combobox", { name: "Project", exact: true }),
    ).toHaveAccessibleDescription(/projects on the page of Projects/);
    // Before the toasts below: two stacked toasts' close buttons are axe's, not the pagers'.
    if (javaScriptEnabled) await expectNoAxeViolations(page);

    // Edit and a status change on page 2 come back to page 2, documents' page kept.
    const project = pagingProjectName(javaScriptEnabled ? 27 : 28);
    await page.getByRole("link", { name: `Edit ${project}` }).click();
    await expect(
      page.getByRole("heading", { name: `Edit ${project}` }),
    ).toBeVisible();
    await expect(page).toHaveURL(/projectsPage=2&editProject=/);
    for (const status of ["completed", "active"]) {
      await page
        .getByRole("combobox", { name: `Status of ${project}` })
        .selectOption(status);
      await page
        .getByRole("button", { name: `Set status of ${project}` })
        .click();
      await expect(
        toastWith(page, "Project updated successfully"),
      ).toBeVisible();
      await expect(page).toHaveURL(/\?projectsPage=2&documentsPage=2$/);
      await expect(
        projectRows.filter({ hasText: project }).locator(".."),
      ).toContainText(status === "active" ? "Active" : "Completed");
    }
    await expect(documentRows.first()).toHaveText(pagingDocumentName(26));
    if (!javaScriptEnabled) await page.context().close();
  });
}
