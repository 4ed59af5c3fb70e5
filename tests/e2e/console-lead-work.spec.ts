import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import type { E2eLeads } from "../support/e2e-leads";
import {
  browserPage,
  DEMO_PASSWORD,
  ready,
  signInDirectly,
  toastWith,
} from "./accounts-support";
import { expect, expectNoAxeViolations, test } from "./fixtures";

/**
 * Working a lead in the console in a real browser. The demo leads are only read
 * here (other specs list them); every write goes to the leads tests/support/e2e-leads.ts
 * made for this spec before the server started.
 */
function dataDir(): string {
  const file = process.env.E2E_INVITATIONS_FILE;
  if (!file)
    throw new Error(
      "E2E_INVITATIONS_FILE is not set: run through playwright.config.ts",
    );
  return path.dirname(file);
}
const leadIds = (): E2eLeads =>
  JSON.parse(
    fs.readFileSync(path.join(dataDir(), "e2e-leads.json"), "utf8"),
  ) as E2eLeads;

async function openLead(page: Page, leadId: string, javaScriptEnabled = true) {
  await signInDirectly(
    page,
    "/admin/auth",
    "staff.admin@example.org",
    DEMO_PASSWORD,
  );
  await expect(page).toHaveURL(/\/lead_admin/, { timeout: 20_000 });
  await page.goto(`/lead_admin/leads/${leadId}`);
  await ready(page, javaScriptEnabled);
}

/** Sonner's toasts are the shared toaster's (checked by its own specs): axe runs on the page once they are gone. */
const noToasts = (page: Page) =>
  expect(page.locator("[data-sonner-toast]")).toHaveCount(0, {
    timeout: 30_000,
  });

const section = (page: Page, name: string | RegExp) =>
  page.getByRole("region", { name });

test("a demo lead shows every field, its notes and the other lead from its address; the quick look is a dialog", async ({
  page,
}) => {
  test.slow();
  await openLead(page, leadIds().farah);
  await expect(
    page.getByRole("heading", { level: 2, name: "Farah Nasser" }),
  ).toBeVisible();
  const submission = section(page, "Submission");
  await expect(submission.getByText("More than 1,000 people")).toBeVisible();
  await expect(
    submission.getByText(/^[A-Z][a-z]+ \d{1,2}, \d{4} at \d{2}:\d{2}/),
  ).toBeVisible();
  await expect(
    submission.getByRole("link", { name: "Send Email" }),
  ).toHaveAttribute("href", "mailto:farah.nasser@interior-ministry.example");
  await expect(submission.getByText("https://www.google.com/")).toBeVisible();
  await expect(section(page, /^Notes/).getByRole("listitem")).toHaveCount(2);
  await expect(
    section(page, /^Notes/)
      .getByRole("listitem")
      .first(),
  ).toContainText("Blueprint signed");
  await page.getByRole("link", { name: "Oldest first" }).click();
  await expect(
    section(page, /^Notes/)
      .getByRole("listitem")
      .first(),
  ).toContainText("cabinet committee");
  const others = section(page, "Other leads from this address");
  await expect(others.getByRole("link", { name: /^Contact\b/ })).toBeVisible();
  await expectNoAxeViolations(page);

  await others.getByRole("button", { name: /^View Contact of / }).click();
  const dialog = page.getByRole("dialog", { name: "Lead Details" });
  await expect(
    dialog.getByText("land border posts", { exact: false }),
  ).toBeVisible({ timeout: 15_000 });
  await expect(dialog.getByText("First name")).toBeVisible();
  await expect(
    dialog.getByRole("link", { name: "Send Email" }),
  ).toHaveAttribute("href", "mailto:farah.nasser@interior-ministry.example");
  await expectNoAxeViolations(page);
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
});

test("a job application's résumé downloads as the stored PDF", async ({
  page,
}) => {
  await openLead(page, leadIds().lucia);
  await expect(
    page.getByText("Principal Cloud Architect").first(),
  ).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: /^Download résumé/ }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("Lucia-Fernandez-CV.pdf");
  const file = await download.path();
  expect(fs.readFileSync(file).subarray(0, 5).toString("latin1")).toBe("%PDF-");
});

test("staff work a lead: status, owner and notes, each with its toast; the other lead opens from the page", async ({
  page,
}) => {
  test.slow();
  const ids = leadIds();
  await openLead(page, ids.worked);
  await expect(
    page.getByRole("heading", { level: 2, name: "Ines Duarte" }),
  ).toBeVisible();

  await page.getByLabel("Pipeline stage").selectOption("contacted");
  await page.getByRole("button", { name: "Update status" }).click();
  await expect(toastWith(page, "Lead status updated")).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByLabel("Pipeline stage")).toHaveValue("contacted");

  await page
    .getByLabel("Assigned to")
    .selectOption({ label: "Hélène Marchand" });
  await page.getByRole("button", { name: "Save owner" }).click();
  await expect(toastWith(page, "Lead owner updated")).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByText("owner: Hélène Marchand")).toBeVisible();

  // The browser checks the note before posting, with the server's message.
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(page.getByText("Write a note before adding it")).toBeVisible();
  await expect(page.getByLabel("Add a note")).toBeFocused();
  await page
    .getByLabel("Add a note")
    .fill("Spoke with Ines: tariff API first, licensing in phase two.");
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(toastWith(page, "Note added")).toBeVisible({ timeout: 15_000 });
  await expect(
    section(page, /^Notes/)
      .getByRole("listitem")
      .first(),
  ).toContainText("tariff API first");
  await expect(page.getByLabel("Add a note")).toHaveValue("");
  await noToasts(page);
  await expectNoAxeViolations(page);

  await section(page, "Other leads from this address")
    .getByRole("link", { name: /^Contact\b/ })
    .click();
  await expect(page).toHaveURL(
    new RegExp(`/lead_admin/leads/${ids.workedEarlier}$`),
  );
  await expect(
    section(page, "Submission").getByText("utilities want an API"),
  ).toBeVisible();
});

test("without JavaScript the forms are plain posts: a field error, then the status and the toast", async ({
  browser,
  baseURL,
}) => {
  test.slow();
  const page = await browserPage(browser, baseURL!, false);
  await openLead(page, leadIds().workedEarlier, false);
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(page.getByText("Write a note before adding it")).toBeVisible();
  await expect(page.getByLabel("Add a note")).toHaveAttribute(
    "aria-invalid",
    "true",
  );
  await page.getByLabel("Pipeline stage").selectOption("qualified");
  await page.getByRole("button", { name: "Update status" }).click();
  await expect(toastWith(page, "Lead status updated")).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByLabel("Pipeline stage")).toHaveValue("qualified");
  await page.context().close();
});

test("'Not spam' releases a held lead, and its notification reaches the team's mailbox", async ({
  page,
}) => {
  test.slow();
  await openLead(page, leadIds().held);
  const review = section(page, "Spam review");
  await expect(review).toContainText("Flagged as spam");
  await expect(review).toContainText(
    "Submitted 0.9 seconds after the form was shown",
  );
  await expect(review).toContainText("Its notification to the team is held");
  await expectNoAxeViolations(page);
  await review.getByRole("button", { name: "Not spam" }).click();
  await expect(toastWith(page, "Lead released from spam")).toBeVisible({
    timeout: 15_000,
  });
  await expect(
    review.getByRole("button", { name: "Mark as spam" }),
  ).toBeVisible();
  await expect(page.getByText("Spam", { exact: true })).toHaveCount(0);

  const mailDir = path.join(dataDir(), "mail");
  await expect
    .poll(
      () =>
        fs.existsSync(mailDir) &&
        fs
          .readdirSync(mailDir)
          // Only finished messages: a ".eml.tmp" is renamed away while it is being written.
          .filter((name) => name.endsWith(".eml"))
          .some((name) =>
            fs
              .readFileSync(path.join(mailDir, name), "utf8")
              .includes("New blueprint request: Quentin Lowe"),
          ),
      { timeout: 30_000 },
    )
    .toBe(true);
});
