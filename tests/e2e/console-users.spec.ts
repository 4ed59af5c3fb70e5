import type { Browser, Page } from "@playwright/test";
import type { E2eInvitations } from "../support/e2e-accounts";
import {
  browserPage,
  invitationPath,
  ready,
  signInAt,
  signInDirectly,
  toastWith,
} from "./accounts-support";
import { expect, expectNoAxeViolations, test } from "./fixtures";

/**
 * The console's Users tab. Other specs sign in as the demo people, so this one
 * acts as its own admin and edits, disables and signs out only the people it creates (the
 * console* invitations made before the server started). Serial: the first test signs the
 * accounts up. No retry on CI: the tests spend one-shot state (the invitations, the role edits,
 * the disabled account), so a second attempt of the file fails on what the first left behind and
 * only hides the first failure, which is the one to read.
 */
test.describe.configure({ mode: "serial", retries: 0 });

const PASSWORD = "harbour-vector-plume-58";
const people = {
  consoleAdmin: "Console Admin",
  consoleEditJs: "Console Edit Js",
  consoleEditNoJs: "Console Edit NoJs",
  consoleDisable: "Console Disable",
} as const satisfies Partial<Record<keyof E2eInvitations, string>>;
const emailOf = (name: keyof typeof people) => invitationPath(name).email;

async function signUp(
  browser: Browser,
  baseURL: string,
  name: keyof typeof people,
) {
  const page = await browserPage(browser, baseURL, true);
  await page.goto(invitationPath(name).path);
  await ready(page, true);
  await page
    .getByLabel("Full name")
    .filter({ visible: true })
    .fill(people[name]);
  await page
    .getByLabel("Password", { exact: true })
    .filter({ visible: true })
    .fill(PASSWORD);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(toastWith(page, "Account created!")).toBeVisible({
    timeout: 20_000,
  });
  await page.context().close();
}

async function adminConsole(
  browser: Browser,
  baseURL: string,
  javaScriptEnabled: boolean,
  search = "",
) {
  const page = await browserPage(browser, baseURL, javaScriptEnabled);
  await signInDirectly(page, "/admin/auth", emailOf("consoleAdmin"), PASSWORD);
  await expect(page).toHaveURL(/\/lead_admin$/, { timeout: 20_000 });
  if (search) await page.goto(`/lead_admin?q=${encodeURIComponent(search)}`);
  await ready(page, javaScriptEnabled);
  return page;
}

const usersTable = (page: Page) => page.getByRole("table", { name: "Users" });
const rowOf = (page: Page, email: string) =>
  page.getByRole("row").filter({ hasText: email });

test("the Users tab: the table, inline edit with JavaScript, its refusal, axe", async ({
  browser,
  baseURL,
}) => {
  test.slow();
  // Four invitations, each in a browser context of its own: the sign-ups run side by side.
  await Promise.all(
    (Object.keys(people) as (keyof typeof people)[]).map((name) =>
      signUp(browser, baseURL!, name),
    ),
  );

  const page = await adminConsole(browser, baseURL!, true);
  await expect(
    page.getByRole("heading", { level: 2, name: "Users" }),
  ).toBeVisible();
  const table = page.getByRole("table", { name: "Users" });
  for (const column of [
    "User",
    "Email",
    "Role",
    "Client",
    "Joined",
    "Actions",
  ]) {
    await expect(
      table.getByRole("columnheader", { name: column }),
    ).toBeVisible();
  }
  await expect(
    table.getByRole("columnheader", { name: "Joined" }),
  ).toHaveAttribute("aria-sort", "descending");
  const self = rowOf(page, emailOf("consoleAdmin"));
  await expect(self).toContainText("You");
  await expect(self).toContainText(/[A-Z][a-z]{2} \d{1,2}, \d{4}/);
  await expect(self.getByRole("button", { name: /^Disable/ })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.getByLabel("Search users").fill("console.edit.js");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/q=console\.edit\.js/);
  const row = rowOf(page, emailOf("consoleEditJs"));
  await expect(row).toContainText("Client user");
  await expect(row).toContainText("Meridian Revenue Authority");
  await row.getByRole("link", { name: "Edit Console Edit Js" }).click();
  const role = page.getByLabel("Role for Console Edit Js");
  await expect(role).toHaveValue("client_user");
  // Edit moves focus to the row's first field; both fields carry a visible label.
  await expect(role).toBeFocused();
  for (const label of ["Role", "Client"])
    await expect(row.locator("label").filter({ hasText: label })).toBeVisible();
  await expectNoAxeViolations(page);

  // A client role without a client is refused beside the field; the row stays open.
  await page
    .getByLabel("Client for Console Edit Js")
    .selectOption({ label: "No client" });
  await row.getByRole("button", { name: "Save" }).click();
  await expect(toastWith(page, "Failed to update user")).toBeVisible();
  await expect(
    usersTable(page).getByText("A client role needs a client."),
  ).toBeVisible();
  await expect(page.getByLabel("Client for Console Edit Js")).toHaveAttribute(
    "aria-invalid",
    "true",
  );

  await role.selectOption("client_admin");
  await page
    .getByLabel("Client for Console Edit Js")
    .selectOption({ label: "Northshore Health Network" });
  await row.getByRole("button", { name: "Save" }).click();
  await expect(toastWith(page, "User updated successfully")).toBeVisible();
  await expect(page.getByLabel("Role for Console Edit Js")).toHaveCount(0);
  await expect(row).toContainText("Client admin");
  await expect(row).toContainText("Northshore Health Network");
  await expect(page).toHaveURL(/q=console\.edit\.js/);
  // After Save, focus is back on the row's Edit link, not at the top of the page.
  await expect(
    row.getByRole("link", { name: "Edit Console Edit Js" }),
  ).toBeFocused();

  // Cancel closes the row without a change, and focus returns to Edit.
  await row.getByRole("link", { name: "Edit Console Edit Js" }).click();
  await expect(page.getByLabel("Role for Console Edit Js")).toBeFocused();
  await row.getByRole("link", { name: "Cancel" }).click();
  await expect(page.getByLabel("Role for Console Edit Js")).toHaveCount(0);
  await expect(
    row.getByRole("link", { name: "Edit Console Edit Js" }),
  ).toBeFocused();
  await expect(row).toContainText("Client admin");

  // An admin cannot demote themself.
  await page.goto("/lead_admin?q=console.admin");
  await ready(page, true);
  await rowOf(page, emailOf("consoleAdmin"))
    .getByRole("link", { name: "Edit Console Admin" })
    .click();
  await page.getByLabel("Role for Console Admin").selectOption("client_user");
  await page
    .getByLabel("Client for Console Admin")
    .selectOption({ label: "Meridian Revenue Authority" });
  await rowOf(page, emailOf("consoleAdmin"))
    .getByRole("button", { name: "Save" })
    .click();
  await expect(toastWith(page, "Failed to update user")).toBeVisible();
  await expect(
    usersTable(page).getByText(
      "You cannot change your own role: ask another admin.",
    ),
  ).toBeVisible();

  // The confirm step the no-JavaScript page links to (axe needs JavaScript to run).
  // The open row's select is named after the profile id ("role-<id>").
  const profileId = (await page
    .getByLabel("Role for Console Admin")
    .getAttribute("id"))!.replace(/^role-/, "");
  await page.goto(`/lead_admin?confirm=revoke-sessions&user=${profileId}`);
  await expect(
    page.getByRole("heading", { name: "Sign Console Admin out everywhere?" }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.context().close();
});

test("inline edit without JavaScript: ?edit= opens the row, the post redirects back with the toast", async ({
  browser,
  baseURL,
}) => {
  test.slow();
  const page = await adminConsole(
    browser,
    baseURL!,
    false,
    "console.edit.nojs",
  );
  const row = rowOf(page, emailOf("consoleEditNoJs"));
  await row.getByRole("link", { name: "Edit Console Edit NoJs" }).click();
  await expect(page).toHaveURL(/edit=/);
  // Staff belong to no client: admin with a client is refused with a field error.
  await page.getByLabel("Role for Console Edit NoJs").selectOption("admin");
  await rowOf(page, emailOf("consoleEditNoJs"))
    .getByRole("button", { name: "Save" })
    .click();
  await expect(toastWith(page, "Failed to update user")).toBeVisible();
  await expect(
    usersTable(page).getByText(
      "An admin belongs to no client: choose “No client”.",
    ),
  ).toBeVisible();

  await page
    .getByLabel("Role for Console Edit NoJs")
    .selectOption("client_admin");
  await page
    .getByLabel("Client for Console Edit NoJs")
    .selectOption({ label: "Northshore Health Network" });
  await rowOf(page, emailOf("consoleEditNoJs"))
    .getByRole("button", { name: "Save" })
    .click();
  await expect(page).toHaveURL(/\/lead_admin\?q=console\.edit\.nojs$/);
  await expect(toastWith(page, "User updated successfully")).toBeVisible();
  await expect(rowOf(page, emailOf("consoleEditNoJs"))).toContainText(
    "Client admin",
  );

  // An account action without JavaScript: a confirm step, then a plain post.
  await rowOf(page, emailOf("consoleEditNoJs"))
    .getByRole("link", { name: "Sign out all sessions for Console Edit NoJs" })
    .click();
  await expect(
    page.getByRole("heading", {
      name: "Sign Console Edit NoJs out everywhere?",
    }),
  ).toBeVisible();
  await page.getByRole("button", { name: "Sign out all sessions" }).click();
  await expect(toastWith(page, "Sessions signed out")).toBeVisible();
  await page.context().close();
});

test("Invite staff without JavaScript: the role (Admin by default, or Editor) is asked and named in the confirm step", async ({
  browser,
  baseURL,
}) => {
  const page = await adminConsole(browser, baseURL!, false);
  const colleague = "console.editor@example.org";
  await page.getByText("Invite staff", { exact: true }).first().click();
  const role = page.getByLabel("Role", { exact: true });
  await expect(role).toHaveValue("admin");
  await page.getByLabel("Colleague's e-mail address").fill(colleague);
  await role.selectOption({ label: "Editor" });
  await page.getByRole("button", { name: "Invite staff" }).click();
  await expect(page.getByText(`Invite ${colleague} as an editor?`)).toBeVisible(
    { timeout: 20_000 },
  );
  await expect(
    page.getByText(
      /works in the content studio .* cannot export the subscriber list/,
    ),
  ).toBeVisible();
  // Cancel sends nothing: the question goes, and the list is back.
  await page.getByRole("link", { name: "Cancel" }).click();
  await expect(page).toHaveURL(/\/lead_admin$/);
  await expect(page.getByText(`Invite ${colleague} as an editor?`)).toHaveCount(
    0,
  );
  await page.context().close();
});

test("disable: the person's open session ends and sign-in is refused; enable and sign out everywhere", async ({
  browser,
  baseURL,
}) => {
  test.slow();
  const victim = await browserPage(browser, baseURL!, true);
  await signInDirectly(victim, "/auth", emailOf("consoleDisable"), PASSWORD);
  await expect(victim).toHaveURL(/\/dashboard$/, { timeout: 20_000 });

  const page = await adminConsole(browser, baseURL!, true, "console.disable");
  const row = rowOf(page, emailOf("consoleDisable"));
  await row
    .getByRole("button", { name: "Disable for Console Disable" })
    .click();
  const dialog = page.getByRole("dialog", {
    name: "Disable Console Disable's account?",
  });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Disable account" }).click();
  await expect(toastWith(page, "Account disabled")).toBeVisible();
  await expect(row).toContainText("Disabled");

  await victim.reload();
  await expect(victim).toHaveURL(/\/auth/);
  await signInAt(victim, "/auth", emailOf("consoleDisable"), PASSWORD);
  await expect(toastWith(victim, "Invalid email or password.")).toBeVisible();
  await expect(victim).toHaveURL(/\/auth/);

  await row.getByRole("button", { name: "Enable for Console Disable" }).click();
  const enable = page.getByRole("dialog", {
    name: "Enable Console Disable's account?",
  });
  await expectNoAxeViolations(page);
  await enable.getByRole("button", { name: "Enable account" }).click();
  await expect(toastWith(page, "Account enabled")).toBeVisible();
  await expect(row).not.toContainText("Disabled");

  await signInDirectly(victim, "/auth", emailOf("consoleDisable"), PASSWORD);
  await expect(victim).toHaveURL(/\/dashboard$/, { timeout: 20_000 });

  await row
    .getByRole("button", { name: "Sign out all sessions for Console Disable" })
    .click();
  const signOut = page.getByRole("dialog", {
    name: "Sign Console Disable out everywhere?",
  });
  await expectNoAxeViolations(page);
  await signOut.getByRole("button", { name: "Sign out all sessions" }).click();
  await expect(toastWith(page, "Sessions signed out")).toBeVisible();
  await victim.reload();
  await expect(victim).toHaveURL(/\/auth/);
  await victim.context().close();
  await page.context().close();
});
