import type { Page } from "@playwright/test";
import {
  browserPage,
  DEMO_PASSWORD,
  ready,
  signInDirectly,
} from "./accounts-support";
import {
  expect,
  expectNoAxeViolations,
  screenshotForPerson,
  test,
} from "./fixtures";

/**
 * The console's Analytics tab (docs/analytics.md) as the marketing editor, on the demo
 * seed's ninety days of invented visits: the totals, a trend chart and its table, the period
 * links, axe; the same with JavaScript off, since every control is a link.
 */

const EDITOR = "nadia.rahman@example.org";

async function readTab(page: Page, javaScriptEnabled: boolean) {
  await page.goto("/lead_admin/insights");
  await ready(page, javaScriptEnabled);
  await page
    .getByRole("navigation", { name: "Console" })
    .getByRole("link", { name: "Analytics" })
    .click();
  await expect(page).toHaveURL(/\/lead_admin\/analytics$/);
  await expect(
    page.getByRole("heading", { level: 2, name: "Analytics" }),
  ).toBeVisible();
  await expect(
    page
      .getByRole("navigation", { name: "Console" })
      .getByRole("link", { name: "Analytics" }),
  ).toHaveAttribute("aria-current", "page");
  const periods = page.getByRole("navigation", { name: "Period" });
  await expect(
    periods.getByRole("link", { name: "Last 30 days" }),
  ).toHaveAttribute("aria-current", "page");

  // The totals, each against the previous period.
  const visitors = page.locator('[data-total="visitors"]');
  await expect(visitors.locator("dd").first()).toHaveText(/^[1-9][\d,]*$/);
  await expect(visitors).toContainText("the previous 30 days");

  // The chart is an image with a name; its numbers are a table, one row a day.
  const chart = page.locator('[data-chart="visitors-per-day"]');
  await expect(
    chart.getByRole("img", { name: /^Visitors per day, .*: [\d,]+ visitors/ }),
  ).toBeVisible();
  await chart.getByText("Show the numbers").click();
  const table = chart.getByRole("table", {
    name: "Visitors per day, this period and the previous 30 days",
  });
  await expect(table).toBeVisible();
  await expect(table.locator("tbody tr")).toHaveCount(30);

  await expect(page.getByRole("table", { name: "Top pages" })).toContainText(
    "/fr",
  );
  await expect(
    page.getByRole("table", { name: "Get-started funnel" }).locator("tbody tr"),
  ).not.toHaveCount(0);
  // axe runs in the page: only with JavaScript (the markup is the same without it).
  if (javaScriptEnabled) await expectNoAxeViolations(page);

  // Another period: its own URL, link and table.
  await periods.getByRole("link", { name: "Last 7 days" }).click();
  await expect(page).toHaveURL(/\/lead_admin\/analytics\?period=7$/);
  await expect(
    periods.getByRole("link", { name: "Last 7 days" }),
  ).toHaveAttribute("aria-current", "page");
  await expect(visitors).toContainText("the previous 7 days");
  // The table may be folded again after the navigation (it is without JavaScript): its rows
  // are counted whether shown or not.
  await expect(chart.locator("table caption")).toHaveText(
    "Visitors per day, this period and the previous 7 days",
  );
  await expect(chart.locator("table tbody tr")).toHaveCount(7);
  if (javaScriptEnabled) await expectNoAxeViolations(page);
}

test("an editor reads the Analytics tab and switches its period", async ({
  browser,
  baseURL,
}, testInfo) => {
  const page = await browserPage(browser, baseURL!, true);
  await signInDirectly(page, "/admin/auth", EDITOR, DEMO_PASSWORD);
  await readTab(page, true);
  // What a person sees on a phone and on a desktop (the tables scroll inside their frames).
  await page.goto("/lead_admin/analytics");
  await ready(page, true);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expect
      .poll(() =>
        page.evaluate(
          () => document.documentElement.scrollWidth <= window.innerWidth,
        ),
      )
      .toBe(true);
    await screenshotForPerson(page, {
      path: testInfo.outputPath(`analytics-${width}.png`),
      fullPage: true,
    });
  }
});

test("without JavaScript too @mobile", async ({ browser, baseURL }) => {
  const page = await browserPage(browser, baseURL!, false);
  await signInDirectly(page, "/admin/auth", EDITOR, DEMO_PASSWORD);
  await readTab(page, false);
});
