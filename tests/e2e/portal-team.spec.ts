import type { Page } from "@playwright/test";
import {
  browserPage,
  DEMO_PASSWORD,
  invitationPath,
  ready,
  signInDirectly,
  toastWith,
} from "./accounts-support";
import { expect, expectNoAxeViolations, test } from "./fixtures";

/**
 * The Team tab. Other specs sign in as Meridian's and Northshore's demo people in
 * parallel, so this one revokes only a person it creates (the teamRevoke invitation made
 * before the server started) and invites addresses nobody else uses.
 */

async function signedInTeam(
  page: Page,
  email: string,
  javaScriptEnabled = true,
) {
  await signInDirectly(page, "/auth", email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/dashboard/team");
  await ready(page, javaScriptEnabled);
}

const people = (page: Page) =>
  page.getByRole("region", { name: /^People at / });
const pending = (page: Page) =>
  page.getByRole("region", { name: "Invitations" });

test("a client admin sees the team, invites a colleague and cancels the invitation", async ({
  page,
}) => {
  // Several sign-ins, posts and axe runs: more than 30 s on a loaded 2-core machine.
  test.slow();
  await signedInTeam(page, "amira.haddad@example.org");
  await expect(page.getByRole("link", { name: "Team" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(people(page).getByRole("heading")).toHaveText(
    "People at Meridian Revenue Authority, Ministry of Finance",
  );
  const amira = people(page)
    .getByRole("listitem")
    .filter({ hasText: "amira.haddad@example.org" });
  await expect(amira).toContainText("You");
  await expect(amira).toContainText("Client admin");
  await expect(
    amira.getByRole("button", { name: /Revoke access/ }),
  ).toHaveCount(0);
  const tomas = people(page)
    .getByRole("listitem")
    .filter({ hasText: "tomas.lindqvist@example.org" });
  await expect(tomas).toContainText("Client user");
  await expect(tomas).toContainText(/Joined [A-Z][a-z]{2} \d{1,2}, \d{4}/);
  await expect(page.getByText("grace.okafor@example.org")).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The browser checks the address before posting.
  await page.getByRole("button", { name: "Send invitation" }).click();
  await expect(
    page.getByText("Enter your colleague's work e-mail address."),
  ).toBeVisible();
  await expect(page.getByLabel("Work e-mail")).toBeFocused();

  await page.getByLabel("Work e-mail").fill("Kofi.Mensah@example.org");
  await page.getByRole("button", { name: "Send invitation" }).click();
  await expect(toastWith(page, "Invitation sent")).toContainText(
    "kofi.mensah@example.org will receive a sign-up link",
  );
  const row = pending(page)
    .getByRole("listitem")
    .filter({ hasText: "kofi.mensah@example.org" });
  await expect(row).toContainText("Client user");
  await expect(row).toContainText("Invited by Amira Haddad");
  await expect(row).toContainText(/Expires [A-Z][a-z]{2} \d{1,2}, \d{4}/);
  await expect(page.getByLabel("Work e-mail")).toHaveValue("");

  // An address that already has an account is answered like any other (docs/access-audit.md: no
  // enumeration); staff are told instead.
  await page.getByLabel("Work e-mail").fill("li.wei@example.org");
  await page.getByRole("button", { name: "Send invitation" }).click();
  await expect(toastWith(page, "Invitation sent")).toContainText(
    "li.wei@example.org will receive a sign-up link",
  );
  await expect(
    pending(page)
      .getByRole("listitem")
      .filter({ hasText: "li.wei@example.org" }),
  ).toContainText("Pending");

  // Cancelling asks first; keeping the invitation changes nothing.
  const cancel = () =>
    row
      .getByRole("button", {
        name: "Cancel invitation to kofi.mensah@example.org",
      })
      .click();
  await cancel();
  const dialog = page.getByRole("dialog", {
    name: "Cancel the invitation to kofi.mensah@example.org?",
  });
  await expect(dialog).toContainText("stops working at once");
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Keep invitation" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(row).toContainText("Pending");
  await cancel();
  await page
    .getByRole("dialog")
    .getByRole("button", { name: "Cancel invitation" })
    .click();
  await expect(toastWith(page, "Invitation cancelled")).toContainText(
    "The sign-up link sent to kofi.mensah@example.org no longer works.",
  );
  // It stays, marked revoked, with nothing left to cancel.
  await expect(row).toContainText("Revoked");
  await expect(row).toContainText(/Revoked [A-Z][a-z]{2} \d{1,2}, \d{4}/);
  await expect(row.getByRole("button")).toHaveCount(0);
});

test("revoking a colleague signs them out on their next page", async ({
  browser,
  baseURL,
}) => {
  // Several sign-ins, posts and axe runs: more than 30 s on a loaded 2-core machine.
  test.slow();
  // The colleague signs up through their invitation link and opens the portal.
  const invitation = invitationPath("teamRevoke");
  const colleague = await browserPage(browser, baseURL!, true);
  await colleague.goto(invitation.path);
  await ready(colleague, true);
  await colleague
    .getByLabel("Full name")
    .filter({ visible: true })
    .fill("Rafael Ortiz");
  await colleague
    .getByLabel("Password", { exact: true })
    .filter({ visible: true })
    .fill("ember-lagoon-whistle-52");
  await colleague.getByRole("button", { name: "Create Account" }).click();
  // Account created: the form turns to Sign In with the address filled in.
  await expect(colleague.getByRole("tab", { name: "Sign In" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await colleague
    .getByLabel("Password", { exact: true })
    .filter({ visible: true })
    .fill("ember-lagoon-whistle-52");
  await colleague.getByRole("button", { name: "Sign In" }).click();
  await expect(colleague).toHaveURL(/\/dashboard$/);

  const admin = await browserPage(browser, baseURL!, true);
  await signedInTeam(admin, "amira.haddad@example.org");
  const row = people(admin)
    .getByRole("listitem")
    .filter({ hasText: invitation.email });
  await expect(row).toContainText("Rafael Ortiz");

  // Changing one's mind closes the dialog and changes nothing.
  await row
    .getByRole("button", { name: "Revoke access for Rafael Ortiz" })
    .click();
  const dialog = admin.getByRole("dialog", {
    name: "Revoke access for Rafael Ortiz?",
  });
  await expect(dialog).toContainText(
    "will be signed out at once on every device",
  );
  await expectNoAxeViolations(admin);
  await dialog.getByRole("button", { name: "Keep access" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(row).toBeVisible();

  await row
    .getByRole("button", { name: "Revoke access for Rafael Ortiz" })
    .click();
  await admin
    .getByRole("dialog")
    .getByRole("button", { name: "Revoke access" })
    .click();
  await expect(toastWith(admin, "Access revoked")).toContainText(
    "Rafael Ortiz has been signed out",
  );
  await expect(people(admin).getByText(invitation.email)).toHaveCount(0);

  await colleague.goto("/dashboard/documents");
  await expect(colleague).toHaveURL(/\/auth$/);
  await admin.context().close();
  await colleague.context().close();
});

test("without JavaScript: invite and cancel are plain posts, and Revoke access asks first", async ({
  browser,
  baseURL,
}) => {
  // Several sign-ins, posts and axe runs: more than 30 s on a loaded 2-core machine.
  test.slow();
  const page = await browserPage(browser, baseURL!, false);
  await signedInTeam(page, "amira.haddad@example.org", false);
  await page.getByLabel("Work e-mail").fill("no.script.invite@example.org");
  await page.getByRole("button", { name: "Send invitation" }).click();
  await expect(toastWith(page, "Invitation sent")).toContainText(
    "no.script.invite@example.org",
  );
  const row = pending(page)
    .getByRole("listitem")
    .filter({ hasText: "no.script.invite@example.org" });
  // Cancel without JavaScript: a confirm step on the page, then the post.
  await row.getByRole("link", { name: /Cancel invitation/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/team\?cancel=/);
  const confirmCancel = page.getByRole("region", {
    name: "Cancel the invitation to no.script.invite@example.org?",
  });
  await expect(confirmCancel).toContainText("stops working at once");
  await confirmCancel
    .getByRole("button", { name: "Cancel invitation" })
    .click();
  await expect(toastWith(page, "Invitation cancelled")).toBeVisible();
  await expect(row).toContainText("Revoked");
  await expect(
    row.getByRole("link", { name: /Cancel invitation/ }),
  ).toHaveCount(0);

  // The confirm step: one more page before anything happens; "Keep access" leaves it be.
  await people(page)
    .getByRole("link", { name: "Revoke access for Tomas Lindqvist" })
    .click();
  await expect(page).toHaveURL(/\/dashboard\/team\?revoke=/);
  const confirm = page.getByRole("region", {
    name: "Revoke access for Tomas Lindqvist?",
  });
  await expect(confirm).toContainText("tomas.lindqvist@example.org");
  // axe runs scripts: check the same confirm step in a browser with JavaScript and this session.
  const withScript = await browserPage(browser, baseURL!, true);
  await withScript.context().addCookies(await page.context().cookies());
  await withScript.goto(page.url());
  await ready(withScript, true);
  await expect(
    withScript.getByRole("region", {
      name: "Revoke access for Tomas Lindqvist?",
    }),
  ).toBeVisible();
  await expectNoAxeViolations(withScript);
  await withScript.context().close();
  await confirm.getByRole("link", { name: "Keep access" }).click();
  await expect(page).toHaveURL(/\/dashboard\/team$/);
  await expect(
    people(page).getByText("tomas.lindqvist@example.org"),
  ).toBeVisible();
  await page.context().close();
});

test("a client user sees the team and no controls @mobile", async ({
  page,
}) => {
  await signedInTeam(page, "tomas.lindqvist@example.org");
  await expect(
    people(page).getByText("amira.haddad@example.org"),
  ).toBeVisible();
  await expect(
    people(page)
      .getByRole("listitem")
      .filter({ hasText: "tomas.lindqvist@example.org" }),
  ).toContainText("You");
  await expect(
    page.getByText(
      "Only your organisation's administrators can invite colleagues",
    ),
  ).toBeVisible();
  await expect(
    page.getByRole("button", {
      name: /Revoke access|Send invitation|Cancel invitation/,
    }),
  ).toHaveCount(0);
  await expect(page.getByRole("link", { name: /Revoke access/ })).toHaveCount(
    0,
  );
  await expect(page.getByLabel("Work e-mail")).toHaveCount(0);
  await expect(pending(page)).toHaveCount(0);
  await expectNoAxeViolations(page);
  // The confirm step is not there for them either.
  const answer = await page.request.get(
    "/dashboard/team?revoke=00000000-0000-4000-8000-000000000000",
  );
  expect(answer.status()).toBe(404);
});
