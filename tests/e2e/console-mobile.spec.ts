import type { Page } from "@playwright/test";
import { DEMO_PASSWORD, ready, signInDirectly } from "./accounts-support";
import { axeScan, expect, screenshotForPerson, test } from "./fixtures";

/**
 * The console on a phone and on a desktop (docs/access-audit.md): no tab widens the page; a table wider
 * than the screen says so with a visible hint (and scrolls inside its own region); e-mail
 * addresses break only at "@" and "."; Users and Leads have no two landmarks of one name.
 * Screenshots of every tab land in the test's output folder for a person to look at.
 */

const TABS = [
  { name: "users", path: "/lead_admin" },
  { name: "clients", path: "/lead_admin/clients" },
  { name: "leads", path: "/lead_admin/leads" },
  // The consultations visitors booked, and the hosts' hours (decision 070).
  { name: "bookings", path: "/lead_admin/bookings" },
  { name: "bookings-hosts", path: "/lead_admin/bookings/hosts" },
  { name: "conversations", path: "/lead_admin/conversations" },
  { name: "support", path: "/lead_admin/support" },
  { name: "overview", path: "/lead_admin/overview" },
  // The studio's ordered list of case studies, with its drag handles and Move buttons.
  { name: "case-studies", path: "/lead_admin/case-studies" },
  // The studio's page of three tables (docs/decisions/053-taxonomy-management.md).
  { name: "taxonomy", path: "/lead_admin/taxonomy" },
  // The newsletter's counts, growth chart and subscribers, and its blocked domains.
  { name: "newsletter", path: "/lead_admin/newsletter" },
  {
    name: "newsletter-blocked-domains",
    path: "/lead_admin/newsletter/blocked-domains",
  },
  // What the chat assistant knows, and what it could not answer (decision 057).
  { name: "assistant", path: "/lead_admin/assistant" },
  {
    name: "assistant-unanswered",
    path: "/lead_admin/assistant/unanswered",
  },
  // What readers search for: totals and two tables, the no-result one with its actions.
  { name: "search", path: "/lead_admin/search" },
  { name: "demo", path: "/lead_admin/demo" },
  { name: "audit", path: "/lead_admin/audit" },
] as const;

async function signedInStaff(page: Page) {
  await signInDirectly(
    page,
    "/admin/auth",
    "staff.admin@example.org",
    DEMO_PASSWORD,
  );
  await expect(page).toHaveURL(/\/lead_admin/, { timeout: 20_000 });
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await ready(page, true);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
}

/** The page itself never scrolls sideways: only a table's own region may. */
async function expectNoPageOverflow(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          document.documentElement.scrollWidth -
          document.documentElement.clientWidth,
      ),
    )
    .toBeLessThanOrEqual(0);
}

/** A row in inline edit (Users, Clients), opened and left unsaved, for the screenshots. */
async function shootEditing(page: Page, path: string, file: string) {
  await open(page, path);
  await page
    .getByRole("link", { name: /^Edit / })
    .first()
    .click();
  await expect(page.getByRole("button", { name: "Save" })).toBeVisible();
  await screenshotForPerson(page, { path: file, fullPage: true });
}

async function landmarkUniqueViolations(page: Page) {
  const results = await axeScan(page).withRules(["landmark-unique"]).analyze();
  return results.violations.flatMap((v) =>
    v.nodes.map((n) => n.target.join(" ")),
  );
}

test("on a phone every console tab fits, and a wide table carries a visible scroll hint @phone", async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== "mobile", "the phone's layout");
  test.slow();
  // The narrowest phone still common (the project's Pixel 7 is 412 px wide).
  await page.setViewportSize({ width: 375, height: 812 });
  await signedInStaff(page);
  for (const tab of TABS) {
    await open(page, tab.path);
    await expectNoPageOverflow(page);
    // Every table region that scrolls shows the hint; the hint is text a person sees.
    const regions = page.locator("[data-table-scroll]");
    for (let i = 0; i < (await regions.count()); i++) {
      const region = regions.nth(i);
      const overflows = await region.evaluate(
        (el) => el.scrollWidth > el.clientWidth + 1,
      );
      const hint = page.locator(
        `#${await region.getAttribute("aria-describedby")}`,
      );
      if (overflows) {
        await expect(hint, tab.name).toBeVisible();
        await expect(hint).toContainText("Scroll sideways");
      }
    }
    await screenshotForPerson(page, {
      path: testInfo.outputPath(`${tab.name}-375.png`),
      fullPage: true,
    });
  }
  await shootEditing(
    page,
    "/lead_admin",
    testInfo.outputPath("users-edit-375.png"),
  );
  await shootEditing(
    page,
    "/lead_admin/clients",
    testInfo.outputPath("clients-edit-375.png"),
  );
});

test("the Users and Leads tabs have no duplicate landmarks; e-mail addresses break at @ and . @mobile", async ({
  page,
}) => {
  test.slow();
  await signedInStaff(page);
  for (const path of ["/lead_admin", "/lead_admin/leads"]) {
    await open(page, path);
    await expect.poll(() => landmarkUniqueViolations(page), path).toEqual([]);
  }
  // An address is split into pieces that may break only after "@" and before ".".
  await open(page, "/lead_admin");
  const address = page.locator("[data-email]").first();
  await expect(address).toBeVisible();
  await expect(address.locator("wbr").first()).toBeAttached();
  // Read through the retrying assertion: the list may re-render once after hydration, and a
  // style read off the replaced element is empty.
  await expect(address).toHaveCSS("word-break", "normal");
  await expect(address).toHaveCSS("overflow-wrap", "normal");
  await expect(address).toHaveCSS("white-space", "normal");
});

test("on a desktop the tabs fit and a table that fits shows no hint", async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "the desktop's layout");
  test.slow();
  await signedInStaff(page);
  for (const tab of TABS) {
    await open(page, tab.path);
    await expectNoPageOverflow(page);
    const regions = page.locator("[data-table-scroll]");
    for (let i = 0; i < (await regions.count()); i++) {
      const region = regions.nth(i);
      const overflows = await region.evaluate(
        (el) => el.scrollWidth > el.clientWidth + 1,
      );
      if (!overflows)
        await expect(
          page.locator(`#${await region.getAttribute("aria-describedby")}`),
        ).toBeHidden();
    }
    await screenshotForPerson(page, {
      path: testInfo.outputPath(`${tab.name}-1280.png`),
      fullPage: true,
    });
  }
  await shootEditing(
    page,
    "/lead_admin",
    testInfo.outputPath("users-edit-1280.png"),
  );
  await shootEditing(
    page,
    "/lead_admin/clients",
    testInfo.outputPath("clients-edit-1280.png"),
  );
});
