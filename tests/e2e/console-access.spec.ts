import type { Page } from "@playwright/test";
import {
  browserPage,
  DEMO_PASSWORD,
  ready,
  signInAt,
  signInDirectly,
  toastWith,
} from "./accounts-support";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { newestMailTo } from "./mail-files";

/**
 * The access loop (docs/access-audit.md § 6 and 7) in Chromium without JavaScript, as the forms
 * must work: a self sign-up confirms its address, sees that its request is with staff; the
 * demo admin grants it access from "Awaiting access" (confirmed first) and invites another
 * admin; the person then reaches the dashboard. Serial: each step needs the one before.
 */
test.describe.configure({ mode: "serial" });

const PASSWORD = "copper-meadow-signal-47";
const person = { name: "Selma Lindgren", email: "selma.lindgren@example.net" };
const colleague = "new.colleague@example.org";

/** The newest e-mail to `to` that contains `containing`. */
const mailTo = (to: string, containing: string) =>
  newestMailTo(to, (text) => text.includes(containing));

const pathOf = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

async function staffConsole(page: Page) {
  await signInDirectly(
    page,
    "/admin/auth",
    "staff.admin@example.org",
    DEMO_PASSWORD,
  );
  await expect(page).toHaveURL(/\/lead_admin$/, { timeout: 20_000 });
}

test("a self sign-up confirms its address and is told its request is with staff", async ({
  browser,
  baseURL,
}) => {
  test.slow();
  const page = await browserPage(browser, baseURL!, false);
  await page.goto("/auth?tab=signup");
  const signUp = page.getByRole("tabpanel", { name: "Sign Up" });
  await signUp.getByLabel("Full name").fill(person.name);
  await signUp.getByLabel("Email").fill(person.email);
  await signUp.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await signUp.getByRole("button", { name: "Create Account" }).click();
  await expect(toastWith(page, "Account created!")).toBeVisible({
    timeout: 20_000,
  });

  const verification = await mailTo(person.email, "verify-email?token=");
  await page.goto(
    pathOf(/https?:\/\/\S*verify-email\?token=\S+/.exec(verification)![0]),
  );
  await expect(toastWith(page, "E-mail confirmed")).toBeVisible({
    timeout: 20_000,
  });

  await signInAt(page, "/auth", person.email, PASSWORD, false);
  await expect(
    page.getByRole("alert").filter({ hasText: "Access Required" }).first(),
  ).toContainText(
    "Your account needs to be associated with a client. Please contact support.",
  );
  await expect(
    page.getByText("Your request for access is with our staff"),
  ).toBeVisible();
  await page.context().close();
});

test("with JavaScript: Awaiting access and its confirm step pass axe, and Cancel changes nothing", async ({
  browser,
  baseURL,
}) => {
  test.slow();
  const page = await browserPage(browser, baseURL!, true);
  await signInDirectly(
    page,
    "/admin/auth",
    "staff.admin@example.org",
    DEMO_PASSWORD,
  );
  await expect(page).toHaveURL(/\/lead_admin$/, { timeout: 20_000 });
  await ready(page, true);
  const item = page
    .getByRole("region", { name: /Awaiting access/ })
    .getByRole("listitem")
    .filter({ hasText: person.email });
  await expect(item).toBeVisible();
  await expectNoAxeViolations(page);
  await item
    .getByLabel(`Client for ${person.name}`)
    .selectOption({ label: "Northshore Health Network" });
  await item
    .getByRole("button", { name: `Grant access to ${person.name}` })
    .click();
  const question = page.getByText(
    `Give ${person.name} access to Northshore Health Network as Client user?`,
  );
  await expect(question).toBeVisible({ timeout: 20_000 });
  await expect(question).toBeFocused();
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "Cancel" }).click();
  await expect(page.getByText(`Give ${person.name} access`)).toHaveCount(0);
  await expect(item).toBeVisible();
  await page.context().close();
});

test("staff see Awaiting access with a count and grant it in one confirmed action, without JavaScript", async ({
  browser,
  baseURL,
}) => {
  test.slow();
  const page = await browserPage(browser, baseURL!, false);
  await staffConsole(page);
  const awaiting = page.getByRole("region", { name: /Awaiting access/ });
  await expect(awaiting).toBeVisible();
  await expect(awaiting.getByText(/^\d+ (person|people)$/)).toBeVisible();
  const item = awaiting.getByRole("listitem").filter({ hasText: person.email });
  await item
    .getByLabel(`Client for ${person.name}`)
    .selectOption({ label: "Meridian Revenue Authority" });
  await item
    .getByLabel(`Role for ${person.name}`)
    .selectOption({ label: "Client admin" });
  await item
    .getByRole("button", { name: `Grant access to ${person.name}` })
    .click();

  await expect(
    page.getByText(
      `Give ${person.name} access to Meridian Revenue Authority as Client admin?`,
    ),
  ).toBeVisible({ timeout: 20_000 });
  await page.getByRole("button", { name: "Grant access", exact: true }).click();
  await expect(toastWith(page, "Access granted")).toBeVisible({
    timeout: 20_000,
  });
  await expect(
    page.getByRole("listitem").filter({ hasText: person.email }),
  ).toHaveCount(0);

  // The person is e-mailed, and now reaches the dashboard.
  await mailTo(person.email, "Meridian Revenue Authority");
  const theirs = await browserPage(browser, baseURL!, false);
  await signInDirectly(theirs, "/auth", person.email, PASSWORD);
  await expect(theirs).toHaveURL(/\/dashboard/, { timeout: 20_000 });
  await theirs.context().close();
  await page.context().close();
});

test("an admin invites another admin from the Users tab, confirmed; the link's page speaks to staff", async ({
  browser,
  baseURL,
}) => {
  test.slow();
  const page = await browserPage(browser, baseURL!, false);
  await staffConsole(page);
  await page.getByText("Invite staff", { exact: true }).first().click();
  await page.getByLabel("Colleague's e-mail address").fill(colleague);
  await page.getByRole("button", { name: "Invite staff" }).click();
  await expect(page.getByText(`Invite ${colleague} as an admin?`)).toBeVisible({
    timeout: 20_000,
  });
  await page.getByRole("button", { name: "Send staff invitation" }).click();
  await expect(toastWith(page, "Staff invitation sent")).toBeVisible({
    timeout: 20_000,
  });

  const invitation = await mailTo(colleague, "staff console");
  expect(invitation).not.toMatch(/organisation|organization/);
  const invited = await browserPage(browser, baseURL!, false);
  await invited.goto(
    pathOf(/https?:\/\/\S*invitation=[A-Za-z0-9_-]+/.exec(invitation)![0]),
  );
  await ready(invited, false);
  await expect(
    invited.getByText("Create your staff account for the console"),
  ).toBeVisible();
  await expect(invited.getByText(/staff console with the role/)).toBeVisible();
  await invited.context().close();
  await page.context().close();
});
