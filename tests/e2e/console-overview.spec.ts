import type { Locator, Page } from "@playwright/test";
import {
  browserPage,
  DEMO_PASSWORD,
  ready,
  signInDirectly,
} from "./accounts-support";
import { expect, expectNoAxeViolations, test } from "./fixtures";

/**
 * The console's Overview tab: three charts, each with a table of the same
 * numbers; a contact request sent through the public form shows up in this week's count.
 * Read-only for the demo admin; the lead it adds is its own.
 */

/** Monday of this week in UTC as the table labels it ("Nov 16"). */
function thisWeekLabel(): string {
  const now = new Date();
  const monday = new Date(
    Date.UTC(
      now.getUTCFullYear(),
      now.getUTCMonth(),
      now.getUTCDate() - ((now.getUTCDay() + 6) % 7),
    ),
  );
  return new Intl.DateTimeFormat("en-US", {
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  }).format(monday);
}

async function overview(page: Page, javaScriptEnabled = true) {
  await signInDirectly(
    page,
    "/admin/auth",
    "staff.admin@example.org",
    DEMO_PASSWORD,
  );
  await expect(page).toHaveURL(/\/lead_admin$/, { timeout: 20_000 });
  await page.goto("/lead_admin/overview");
  await ready(page, javaScriptEnabled);
}

const card = (page: Page, title: string) =>
  page.getByRole("region", { name: title, exact: true });

async function openNumbers(page: Page, title: string): Promise<Locator> {
  const section = card(page, title);
  await section.getByText("Show the numbers").click();
  return section.getByRole("table");
}

async function contactThisWeek(page: Page): Promise<number> {
  const table = card(page, "Leads per week by source").getByRole("table");
  const row = table.getByRole("row").filter({
    has: page.getByRole("rowheader", { name: thisWeekLabel(), exact: true }),
  });
  const header = await table.getByRole("columnheader").allInnerTexts();
  const column = header.findIndex(
    (text) => text.trim().toLowerCase() === "contact",
  );
  return Number(await row.locator("th, td").nth(column).innerText());
}

test("the Overview tab: charts with tables of the same numbers, axe", async ({
  page,
}) => {
  test.slow();
  await overview(page);
  await expect(page.getByRole("link", { name: "Overview" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(
    page.getByRole("heading", { level: 2, name: "Overview" }),
  ).toBeVisible();
  for (const title of [
    "Leads per week by source",
    "Conversion funnel",
    "Open tickets by age",
  ]) {
    await expect(
      page.getByRole("heading", { level: 3, name: title }),
    ).toBeVisible();
    // Drawn once hydrated, inside a box of fixed height.
    await expect(card(page, title).locator(".recharts-wrapper")).toHaveCount(
      1,
      { timeout: 15_000 },
    );
  }
  await expectNoAxeViolations(page);

  const weeks = await openNumbers(page, "Leads per week by source");
  await expect(weeks.locator("tbody tr")).toHaveCount(12);
  await expect(
    weeks.locator("tbody tr").last().getByRole("rowheader"),
  ).toHaveText(thisWeekLabel());
  const funnel = await openNumbers(page, "Conversion funnel");
  await expect(funnel.getByRole("rowheader")).toHaveText([
    "New",
    "Contacted",
    "Qualified",
    "Converted",
  ]);
  const counts = (await funnel.locator("tbody td").allInnerTexts()).map(Number);
  expect([...counts].sort((a, b) => b - a)).toEqual(counts);
  const ages = await openNumbers(page, "Open tickets by age");
  await expect(ages.getByRole("rowheader")).toHaveText([
    "< 1 day",
    "1–3 days",
    "3–7 days",
    "1–4 weeks",
    "> 4 weeks",
  ]);
  await expectNoAxeViolations(page);
});

test("a contact request from the public form is counted in this week's Contact column", async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  await overview(page);
  await openNumbers(page, "Leads per week by source");
  const before = await contactThisWeek(page);

  const visitor = await browserPage(browser, baseURL!, true);
  await visitor.goto("/contact");
  await visitor.waitForFunction(() =>
    [...document.querySelectorAll<HTMLFormElement>("form[data-enhance]")].every(
      (form) => form.dataset.enhanced === "true",
    ),
  );
  const form = visitor.getByRole("form", { name: "Contact us" });
  await form.getByLabel(/^First name/).fill("Overview");
  await form.getByLabel(/^Last name/).fill("Visitor");
  await form.getByLabel(/^Email/).fill("overview.visitor@example.org");
  await form.getByLabel(/^Company or organisation/).fill("Harbour Analytics");
  await form.getByLabel(/^Area of interest/).selectOption("healthcare");
  await form
    .getByLabel(/^Message/)
    .fill("Counting this request on the staff overview.");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(visitor.getByText("Form Submitted Successfully")).toBeVisible({
    timeout: 15_000,
  });
  await visitor.context().close();

  await expect
    .poll(
      async () => {
        await page.reload();
        await ready(page, true);
        await card(page, "Leads per week by source")
          .getByText("Show the numbers")
          .click();
        return contactThisWeek(page);
      },
      { timeout: 20_000 },
    )
    .toBeGreaterThanOrEqual(before + 1);
});

test("without JavaScript the tables are there and the chart boxes keep their height", async ({
  browser,
  baseURL,
}) => {
  test.slow();
  const page = await browserPage(browser, baseURL!, false);
  await overview(page, false);
  const box = card(page, "Leads per week by source")
    .locator("[aria-hidden=true]")
    .first();
  await expect(box).toHaveCSS("height", "288px");
  const weeks = await openNumbers(page, "Leads per week by source");
  await expect(weeks.locator("tbody tr")).toHaveCount(12);
  await page.context().close();
});
