import { execFileSync } from "node:child_process";
import type { Browser, Page } from "@playwright/test";
import {
  PROJECT_ROOT,
  SHORT_LIVED_NODE_FLAGS,
  startServer,
  type ServerProcess,
} from "../support/server-process";
import {
  DEMO_PASSWORD,
  browserPage,
  ready,
  signInDirectly,
  toastWith,
} from "./accounts-support";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { seededDataDir } from "./seeded-data";

/**
 * The console's Bookings section as an admin uses it (decision 070): the tab from the console's
 * nav, the empty meetings list, adding a host and editing their hours — refused with each
 * field's message, then saved — with JavaScript and without, at 320 px, with axe on each page.
 * On a server of this file's own, so the hosts it adds reach no other spec.
 */

const STAFF = "staff.admin@example.org";
let server: ServerProcess;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  const dataDir = seededDataDir();
  // The meetings the list shows (tests/support/e2e-bookings.ts), written before the server opens
  // the embedded database: a meeting under way from a lead, one tomorrow, one cancelled.
  execFileSync(
    process.execPath,
    [
      ...SHORT_LIVED_NODE_FLAGS,
      "--import",
      "tsx",
      "tests/support/e2e-bookings.ts",
    ],
    {
      cwd: PROJECT_ROOT,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        DATA_DIR: dataDir,
        LOG_LEVEL: "silent",
      },
      stdio: ["ignore", "inherit", "inherit"],
      timeout: 180_000,
    },
  );
  server = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: "warn" });
});

test.afterAll(async () => server?.stop());

async function staffPage(
  browser: Browser,
  javaScriptEnabled: boolean,
  viewport?: { width: number; height: number },
): Promise<Page> {
  const page = viewport
    ? await (
        await browser.newContext({
          baseURL: server.url,
          javaScriptEnabled,
          viewport,
        })
      ).newPage()
    : await browserPage(browser, server.url, javaScriptEnabled);
  await signInDirectly(page, "/admin/auth", STAFF, DEMO_PASSWORD);
  return page;
}

async function addHost(page: Page, name: string, javaScript: boolean) {
  await page.goto("/lead_admin/bookings/hosts");
  await ready(page, javaScript);
  await page.getByLabel("Name visitors see").fill(name);
  await page.getByLabel("E-mail").fill("not-an-address");
  await page.getByRole("button", { name: "Add host" }).click();
  // Under the field (and, after a plain post, in the page's message too).
  await expect(
    page.getByText("Enter an e-mail address such as name@example.org.").first(),
  ).toBeVisible();
  await page
    .getByLabel("E-mail")
    .fill(`${name.toLowerCase().replace(/\W+/g, ".")}@example.org`);
  await page.getByLabel("Time zone").selectOption("America/St_Johns");
  await page.getByRole("button", { name: "Add host" }).click();
  await expect(
    page.getByRole("heading", { level: 2, name: `${name}'s hours` }),
  ).toBeVisible();
  await ready(page, javaScript);
}

test("an admin opens Bookings from the console, adds a host and sets their hours", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const page = await staffPage(browser, true);
  await ready(page, true);
  await page
    .getByRole("navigation", { name: "Console" })
    .getByRole("link", { name: "Bookings" })
    .click();
  await expect(page).toHaveURL(/\/lead_admin\/bookings$/);
  await expect(
    page.getByRole("heading", { level: 2, name: "Bookings" }),
  ).toBeVisible();
  const meetings = page.getByRole("table", { name: "Upcoming meetings" });
  const underWay = meetings.getByRole("row", { name: /Lucia Underway/ });
  await expect(underWay).toContainText("America/Toronto");
  await expect(underWay).toContainText("the only host free at this time");
  await expect(
    meetings
      .getByRole("row", { name: /Marek Tomorrow/ })
      .getByText("From the meeting's start"),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  // Under way: mark the no-show; the lead gets a note; then take it back.
  await underWay.getByRole("button", { name: /Mark no-show/ }).click();
  await expect(toastWith(page, "Marked a no-show")).toBeVisible();
  await expect(underWay.getByText("No-show", { exact: true })).toBeVisible();
  await underWay.getByRole("link", { name: /Open lead/ }).click();
  await expect(page).toHaveURL(/\/lead_admin\/leads\/[0-9a-f-]+$/);
  await expect(
    page.getByText(/^Missed the consultation on .+ with Priya Consult/),
  ).toBeVisible();
  await page.goBack();
  await ready(page, true);
  await underWay.getByRole("button", { name: /Not a no-show/ }).click();
  await expect(toastWith(page, "No-show mark removed")).toBeVisible();
  await expect(underWay.getByText("No-show", { exact: true })).toHaveCount(0);

  await page.getByRole("link", { name: /^Cancelled/ }).click();
  await expect(page).toHaveURL(/view=cancelled/);
  await expect(
    page
      .getByRole("table", { name: "Cancelled meetings" })
      .getByRole("row", { name: /Olga Cancelled/ }),
  ).toBeVisible();
  await page.getByLabel("Name, organisation or e-mail").fill("fisheries");
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(
    page.getByText("No meetings match these filters."),
  ).toBeVisible();

  await addHost(page, "Samira Host", true);
  await expect(
    page.getByRole("link", { name: "Calendar feed and busy time" }),
  ).toHaveAttribute(
    "href",
    /\/lead_admin\/bookings\/hosts\/[0-9a-f-]+\/calendar$/,
  );
  await expect(page.getByLabel("Time zone")).toHaveValue("America/St_Johns");
  await expectNoAxeViolations(page);

  // Bad hours: the browser checks with the server's schema, and each field says what is wrong.
  await page.getByLabel("Monday").fill("9-5");
  await page
    .getByLabel("Date overrides")
    .fill("2027-12-24 off\n2027-02-30 off");
  await page.getByLabel("Meeting length (minutes)").fill("300");
  await page.getByRole("button", { name: "Save hours" }).click();
  await expect(
    page.getByText("“9-5” is not a range of hours: write it as 09:00–12:00."),
  ).toBeVisible();
  await expect(
    page.getByText(
      "Line 2: “2027-02-30” is not a date: write it as 2026-12-24.",
    ),
  ).toBeVisible();
  await expect(
    page.getByText("A meeting's length is 5 to 240 minutes."),
  ).toBeVisible();
  await expect(page.getByLabel("Monday")).toBeFocused();
  await expectNoAxeViolations(page);

  await page.getByLabel("Monday").fill("9:00-12:00, 13:00-17:00");
  await page.getByLabel("Tuesday").fill("09:00–17:00");
  await page
    .getByLabel("Date overrides")
    .fill("2027-12-31 09:00–12:00\n2027-12-24 off");
  await page.getByLabel("Meeting length (minutes)").fill("30");
  await page.getByRole("button", { name: "Save hours" }).click();
  await expect(toastWith(page, "Hours saved")).toBeVisible();
  // Shown as saved: normalised times, overrides in date order.
  await expect(page.getByLabel("Monday")).toHaveValue(
    "09:00–12:00, 13:00–17:00",
  );
  await expect(page.getByLabel("Date overrides")).toHaveValue(
    "2027-12-24 off\n2027-12-31 09:00–12:00",
  );
  await page.getByRole("link", { name: "Hosts and hours" }).first().click();
  const table = page.getByRole("table", { name: "Booking hosts" });
  await expect(table.getByRole("row", { name: /Samira Host/ })).toContainText(
    "Mon, Tue",
  );
});

test("without JavaScript the no-show form and the hours editor post, refuse and save", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const page = await staffPage(browser, false);
  await page.goto("/lead_admin/bookings");
  const underWay = page
    .getByRole("table", { name: "Upcoming meetings" })
    .getByRole("row", { name: /Lucia Underway/ });
  await underWay.getByRole("button", { name: /Mark no-show/ }).click();
  await expect(page.getByRole("status").first()).toContainText(
    "Marked a no-show",
  );
  await underWay.getByRole("button", { name: /Not a no-show/ }).click();
  await expect(page.getByRole("status").first()).toContainText(
    "No-show mark removed",
  );

  await addHost(page, "Theo Plain", false);
  await page.getByLabel("Wednesday").fill("17:00–09:00");
  await page.getByLabel("Booking window (days)").fill("two weeks");
  await page.getByRole("button", { name: "Save hours" }).click();
  await expect(page.getByRole("alert").first()).toContainText(
    "Hours not saved",
  );
  await expect(
    page.getByText(
      "In “17:00–09:00” the end must be after the start (a range cannot cross midnight).",
    ),
  ).toBeVisible();
  await expect(
    page.getByText(
      "Enter a whole number of days. The booking window is 1 to 365 days.",
    ),
  ).toBeVisible();
  // What was typed is still there.
  await expect(page.getByLabel("Wednesday")).toHaveValue("17:00–09:00");
  await page.getByLabel("Wednesday").fill("09:00–17:00");
  await page.getByLabel("Booking window (days)").fill("14");
  await page.getByLabel("Taking bookings").uncheck();
  await page.getByRole("button", { name: "Save hours" }).click();
  await expect(page.getByRole("status").first()).toContainText("Hours saved");
  await expect(page.getByLabel("Wednesday")).toHaveValue("09:00–17:00");
  await expect(page.getByLabel("Taking bookings")).not.toBeChecked();
});

test("at 320 px the pages fit the screen and pass axe", async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await staffPage(browser, true, { width: 320, height: 720 });
  for (const path of ["/lead_admin/bookings", "/lead_admin/bookings/hosts"]) {
    await page.goto(path);
    await ready(page, true);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow, path).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
  }
  await page
    .getByRole("table", { name: "Booking hosts" })
    .getByRole("link", { name: /Edit hours/ })
    .first()
    .click();
  await ready(page, true);
  await expect(page.getByRole("button", { name: "Save hours" })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);
});
