import type { Locator, Page } from "@playwright/test";
import { DEMO_PASSWORD, ready, signInDirectly } from "./accounts-support";
import { expect, test } from "./fixtures";

/**
 * The cookieless analytics end to end, without JavaScript (docs/analytics.md): a visit that
 * arrives on a campaign link sets no cookie, reads another page and sends the contact form;
 * staff then find the campaign and the landing page on the lead's page, and one conversion for
 * that campaign in the Analytics tab.
 */

// Playwright's headless Chromium names itself "HeadlessChrome", which the recorder drops as a
// program: this visitor presents a desktop Chrome's user agent, unique to the run, so its visit
// is its own.
const RUN = `${Date.now() % 1_000_000}`;
const VISITOR_AGENT = `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.${RUN}.0 Safari/537.36`;
const CAMPAIGN = `e2e-briefing-${RUN}`;
const EMAIL = `analytics.${RUN}@ministry.example`;

function control(scope: Page | Locator, label: string): Locator {
  return scope
    .locator("label")
    .filter({ hasText: new RegExp(`^${label}(\\s*\\*)?$`) })
    .locator(
      "xpath=following::*[self::input or self::select or self::textarea][1]",
    );
}

test.use({ javaScriptEnabled: false, userAgent: VISITOR_AGENT });

test("a campaign visit without JavaScript: no cookie, the lead shows its campaign, the tab one conversion", async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  await page.goto(
    `/about?utm_source=e2e-newsletter&utm_medium=email&utm_campaign=${CAMPAIGN}`,
  );
  await page.goto("/contact");
  const form = page.getByRole("form", { name: "Contact us" });
  await control(form, "First name").fill("Ines");
  await control(form, "Last name").fill("Moreau");
  await control(form, "Email").fill(EMAIL);
  await control(form, "Company or organisation").fill(
    "Ministry of Digital Affairs",
  );
  await control(form, "Area of interest").selectOption("healthcare");
  await control(form, "Message").fill(
    "We are planning a sovereign AI platform for fourteen agencies.",
  );
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Form Submitted Successfully")).toBeVisible();
  // Reading and sending set nothing on the visitor's device.
  await expect.poll(() => page.context().cookies()).toEqual([]);

  // Staff, in a browser of their own.
  const staff = await (
    await browser.newContext({ baseURL, javaScriptEnabled: false })
  ).newPage();
  await signInDirectly(
    staff,
    "/admin/auth",
    "staff.admin@example.org",
    DEMO_PASSWORD,
  );
  await staff.goto(`/lead_admin/leads?q=${encodeURIComponent(EMAIL)}`);
  await ready(staff, false);
  await staff
    .getByRole("region", { name: "Leads" })
    .getByRole("link", { name: "Ines Moreau", exact: true })
    .click();
  const field = (label: string) =>
    staff
      .locator("dt")
      .filter({ hasText: label })
      .locator("xpath=following-sibling::dd[1]");
  await expect(field("Landing page")).toHaveText("/about");
  await expect(field("Traffic source")).toHaveText("e2e-newsletter");
  await expect(field("Campaign (UTM)")).toContainText(
    `utm_campaign=${CAMPAIGN}`,
  );

  // Today is read live from the raw events; the recorder writes within a second or so.
  await expect(async () => {
    await staff.goto("/lead_admin/analytics?period=7");
    const row = staff
      .getByRole("table", { name: "Campaigns" })
      .getByRole("row")
      .filter({ hasText: CAMPAIGN });
    await expect(row.getByRole("cell").nth(3)).toHaveText("1", {
      timeout: 2_000,
    });
  }).toPass({ timeout: 30_000 });
  await staff.context().close();
});
