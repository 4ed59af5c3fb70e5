import type { Page } from "@playwright/test";
import {
  browserPage,
  DEMO_PASSWORD,
  ready,
  signInDirectly,
  toastWith,
} from "./accounts-support";
import { unlockDemo } from "./sales-demo-support";
import { expect, expectNoAxeViolations, test } from "./fixtures";

/**
 * The console's Demo tab on the E2E_BASE_URL server, which shows Allied Maritime at
 * /allied. Edits go to Northgate's content there (that server never shows it, and the Northgate
 * server has its own database), except one contact with a unique name that is added to Allied,
 * checked on /allied's Profile tab and removed again.
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
  await page.goto("/lead_admin/demo");
  await ready(page, javaScriptEnabled);
}

const demoCard = (page: Page, company: string) =>
  page
    .getByRole("listitem")
    .filter({ has: page.getByRole("link", { name: company }) });

async function openDemo(page: Page, company: string, section: string) {
  await page.goto("/lead_admin/demo");
  await demoCard(page, company).getByRole("link", { name: company }).click();
  await expect(
    page.getByRole("heading", { level: 2, name: company }),
  ).toBeVisible();
  await page
    .getByRole("navigation", { name: "Demo content" })
    .getByRole("link", { name: section })
    .click();
  await expect(page).toHaveURL(new RegExp(`section=${section.toLowerCase()}`));
}

test("the Demo tab lists both demos, marks the one at /allied and never shows the credentials", async ({
  page,
}) => {
  await signedInStaff(page);
  await expect(
    page.getByRole("heading", { name: "Demo client dashboard" }),
  ).toBeVisible();
  await expect(
    demoCard(page, "Allied Maritime Holdings").getByText("Shown at /allied"),
  ).toBeVisible();
  await expect(
    demoCard(page, "Northgate Revenue Authority").getByText("Shown at /allied"),
  ).toHaveCount(0);
  // Counts that no test of this file changes (another one adds and removes a Northgate invoice).
  await expect(demoCard(page, "Northgate Revenue Authority")).toContainText(
    "2 projects",
  );
  await expect(demoCard(page, "Allied Maritime Holdings")).toContainText(
    "2 projects, 0 invoices",
  );
  await expect(page.getByText("The gate at /allied is on")).toBeVisible();
  await expect(page.getByText("DEMO_CLIENT", { exact: true })).toBeVisible();
  await expect(page.locator("body")).not.toContainText("harbour-lights-2026");
  await expectNoAxeViolations(page);
});

test("staff edit a Northgate contact and project, and the console shows the change", async ({
  page,
}) => {
  await signedInStaff(page);
  await openDemo(page, "Northgate Revenue Authority", "Contacts");
  const contact = page.getByRole("form", { name: "Contact Rafael Montoya" });
  const title = `Chief Information Security Officer (${run})`;
  await contact.getByLabel("Job title").fill(title);
  await contact.getByRole("button", { name: "Save contact" }).click();
  await expect(toastWith(page, "Rafael Montoya saved")).toBeVisible();
  await page.reload();
  await expect(
    page
      .getByRole("form", { name: "Contact Rafael Montoya" })
      .getByLabel("Job title"),
  ).toHaveValue(title);
  await expectNoAxeViolations(page);

  await page
    .getByRole("navigation", { name: "Demo content" })
    .getByRole("link", { name: "Projects" })
    .click();
  const projectLinks = page
    .getByRole("navigation", { name: "Demo projects" })
    .getByRole("link");
  await expect(projectLinks).toHaveCount(2);
  await projectLinks.nth(1).click();
  await expect(projectLinks.nth(1)).toHaveAttribute("aria-current", "page");
  const progress = page.getByLabel("Progress (%)");
  const next = (await progress.inputValue()) === "50" ? "51" : "50";
  await progress.fill("140");
  await page.getByRole("button", { name: "Save project" }).click();
  await expect(page.locator('[data-field-error="progress"]')).toHaveText(
    "Enter the progress as a whole number from 0 to 100.",
  );
  await progress.fill(next);
  await page
    .getByLabel("Milestones")
    .fill(`Design sign-off | Week 3\nPilot ${run} | Week 9`);
  await page.getByRole("button", { name: "Save project" }).click();
  await expect(toastWith(page, /saved/)).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Progress (%)")).toHaveValue(next);
  await expect(page.getByLabel("Milestones")).toHaveValue(
    `Design sign-off | Week 3\nPilot ${run} | Week 9`,
  );
  await expect(projectLinks.nth(1)).toContainText(`(${next}%)`);
  await expectNoAxeViolations(page);
});

test("without JavaScript a bad invoice comes back with its field errors and the typed values", async ({
  browser,
  baseURL,
}) => {
  const page = await browserPage(browser, baseURL!, false);
  await signedInStaff(page, false);
  await openDemo(page, "Northgate Revenue Authority", "Invoices");
  const form = page.getByRole("form", { name: "Add an invoice" });
  await form.getByLabel("Invoice number").fill(`NRA-E2E-${run}`);
  await form.getByLabel("Description").fill("Accessibility audit");
  await form.getByLabel("Issued on").fill("2026-11-03");
  await form.getByLabel("Due on").fill("2026-12-03");
  await form.getByLabel("Lines").fill("Audit day | 2 | 1250,00");
  await form.getByRole("button", { name: "Add invoice" }).click();
  const answered = page.getByRole("form", { name: "Add an invoice" });
  await expect(answered.locator('[data-field-error="lines"]')).toContainText(
    "Line 1: write the unit amount like 1250.00",
  );
  await expect(answered.getByLabel("Invoice number")).toHaveValue(
    `NRA-E2E-${run}`,
  );
  await expect(answered.getByLabel("Lines")).toBeFocused();
  await answered.getByLabel("Lines").fill("Audit day | 2 | 1250.00");
  await answered.getByRole("button", { name: "Add invoice" }).click();
  await expect(page.getByText(`NRA-E2E-${run} ·`)).toContainText("$2,500.00");
  await page.getByRole("link", { name: `Edit invoice NRA-E2E-${run}` }).click();
  await page
    .getByRole("button", {
      name: `Remove invoice NRA-E2E-${run} from the demo`,
    })
    .click();
  await expect(toastWith(page, "Invoice removed")).toBeVisible();
  await expect(page.getByText(`NRA-E2E-${run} ·`)).toHaveCount(0);
  await page.context().close();
});

test("a contact added to Allied appears on /allied's Profile tab, and goes when removed", async ({
  page,
  browser,
  baseURL,
}) => {
  const name = `Ciarán Ó Dálaigh ${run}`;
  await signedInStaff(page);
  await openDemo(page, "Allied Maritime Holdings", "Contacts");
  const add = page.getByRole("form", { name: "Add a contact" });
  await add.getByLabel("Name").fill(name);
  await add.getByLabel("Job title").fill("Harbour Master");
  await add.getByLabel("E-mail").fill(`harbour.${run}@alliedmaritime.example`);
  await add.getByRole("button", { name: "Add contact" }).click();
  await expect(toastWith(page, `${name} added`)).toBeVisible();
  await expect(
    page.getByRole("form", { name: `Contact ${name}` }),
  ).toBeVisible();

  const prospect = await browserPage(browser, baseURL!, true);
  await unlockDemo(prospect, "/allied");
  await expect(prospect.getByText(name)).toBeVisible();
  await expect(
    prospect.getByText(`harbour.${run}@alliedmaritime.example`),
  ).toBeVisible();

  await page
    .getByRole("button", { name: `Remove ${name} from the demo` })
    .click();
  await expect(toastWith(page, "Contact removed")).toBeVisible();
  await expect(page.getByRole("form", { name: `Contact ${name}` })).toHaveCount(
    0,
  );
  await prospect.reload();
  await expect(
    prospect.getByRole("heading", { name: "Key contacts" }),
  ).toBeVisible();
  await expect(prospect.getByText(name)).toHaveCount(0);
  await prospect.context().close();
});

test("@mobile the Demo tab and a demo's company form fit a phone", async ({
  page,
}) => {
  await signedInStaff(page);
  await openDemo(page, "Northgate Revenue Authority", "Company");
  await expect(page.getByLabel("Currency")).toHaveValue("USD");
  const overflow = await page.evaluate(
    () =>
      document.documentElement.scrollWidth -
      document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);
});
