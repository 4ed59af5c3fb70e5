import { browserPage } from "./accounts-support";
import { DEMO_LOGIN_ID, unlockDemo } from "./sales-demo-support";
import { expect, expectNoAxeViolations, test } from "./fixtures";

/**
 * The demo dashboard's gate: checked on the server, the spec's
 * message after half a second, the unlock kept for the browser session only, Lock demo,
 * and all of it without JavaScript too.
 */
const MISMATCH = "Invalid login ID or password. Please try again.";

test.describe("demo dashboard: the gate", () => {
  test("wrong credentials show the spec's message no sooner than half a second later", async ({
    page,
  }) => {
    await page.goto("/allied");
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    await expect(
      page.getByRole("heading", { level: 1, name: "Client dashboard demo" }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel("Login ID").fill(DEMO_LOGIN_ID);
    await page.getByLabel("Password", { exact: true }).fill("not-the-password");
    const started = Date.now();
    await page.getByRole("button", { name: "Open the demo" }).click();
    await expect(page.getByRole("alert")).toHaveText(MISMATCH);
    expect(Date.now() - started).toBeGreaterThanOrEqual(500);
    // Still locked; the login ID is kept, the password is not.
    await expect(page.getByLabel("Login ID")).toHaveValue(DEMO_LOGIN_ID);
    await expect(page.getByLabel("Password", { exact: true })).toHaveValue("");
    await expect(page.getByRole("button", { name: "Lock demo" })).toHaveCount(
      0,
    );
    await expectNoAxeViolations(page);
  });

  test("the right credentials open the dashboard for this browser session, until Lock demo", async ({
    page,
    browser,
    baseURL,
  }) => {
    await unlockDemo(page);
    await expect(page).toHaveURL(/\/allied$/);
    await expect(
      page.getByRole("heading", { level: 1, name: "Welcome, Allied Maritime" }),
    ).toBeVisible();
    await expect(page.getByText("Signed in as Client")).toBeVisible();
    for (const tab of ["Profile", "Projects", "Billing"])
      await expect(
        page.getByRole("link", { name: tab, exact: true }),
      ).toBeVisible();
    await expect(
      page.getByRole("link", { name: "Profile", exact: true }),
    ).toHaveAttribute("aria-current", "page");

    // A session cookie: HttpOnly, no expiry of its own, so it ends with the browser session.
    const cookies = await page.context().cookies();
    const gateCookie = cookies.find((cookie) => cookie.name === "kestrel.demo");
    expect(gateCookie).toMatchObject({
      httpOnly: true,
      sameSite: "Lax",
      expires: -1,
      path: "/",
    });

    await page.reload();
    await expect(
      page.getByRole("heading", { level: 1, name: "Welcome, Allied Maritime" }),
    ).toBeVisible();

    // Another browser session starts locked.
    const other = await browserPage(browser, baseURL!, true);
    await other.goto("/allied");
    await expect(
      other.getByRole("heading", { level: 1, name: "Client dashboard demo" }),
    ).toBeVisible();
    await other.context().close();

    await page.getByRole("button", { name: "Lock demo" }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: "Client dashboard demo" }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/allied$/);
    expect(
      (await page.context().cookies()).some(
        (cookie) => cookie.name === "kestrel.demo",
      ),
    ).toBe(false);
    await page.goto("/allied/billing");
    await expect(page).toHaveURL(/\/allied\?next=%2Fallied%2Fbilling$/);
    await expect(
      page.getByRole("heading", { level: 1, name: "Client dashboard demo" }),
    ).toBeVisible();
  });

  test("a locked tab's address comes back to that tab once the gate is open", async ({
    page,
  }) => {
    await unlockDemo(page, "/allied/projects");
    await expect(page).toHaveURL(/\/allied\/projects$/);
    await expect(
      page.getByRole("link", { name: "Projects", exact: true }),
    ).toHaveAttribute("aria-current", "page");
  });

  test("Profile shows the company's information and its key contacts", async ({
    page,
  }) => {
    await unlockDemo(page);
    const company = page.getByRole("region", { name: "Profile" });
    await expect(
      company.getByRole("heading", { name: "Company information" }),
    ).toBeVisible();
    await expect(company).toContainText("Ports and logistics");
    await expect(company).toContainText(
      "Harbour House, 12 Quay Street, Port Aldren",
    );
    await expect(
      company.getByRole("heading", { name: "Key contacts" }),
    ).toBeVisible();
    await expect(
      company.getByRole("link", { name: "m.lindqvist@alliedmaritime.example" }),
    ).toHaveAttribute("href", "mailto:m.lindqvist@alliedmaritime.example");
    await expect(company).toContainText("Chief Digital Officer");
    await expectNoAxeViolations(page);
  });

  test("works without JavaScript: wrong, right, reload, lock", async ({
    browser,
    baseURL,
  }) => {
    const page = await browserPage(browser, baseURL!, false);
    await page.goto("/allied");
    await page.getByLabel("Login ID").fill("someone");
    await page.getByLabel("Password", { exact: true }).fill("guess");
    await page.getByRole("button", { name: "Open the demo" }).click();
    await expect(page.getByRole("alert")).toHaveText(MISMATCH);
    await unlockDemo(page, "/allied");
    await expect(
      page.getByRole("heading", { level: 1, name: "Welcome, Allied Maritime" }),
    ).toBeVisible();
    await page.getByRole("link", { name: "Billing", exact: true }).click();
    await expect(page).toHaveURL(/\/allied\/billing$/);
    await page.reload();
    await expect(page.getByRole("button", { name: "Lock demo" })).toBeVisible();
    await page.getByRole("button", { name: "Lock demo" }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: "Client dashboard demo" }),
    ).toBeVisible();
    await page.context().close();
  });

  test("fits a phone screen @mobile", async ({ page }) => {
    await page.goto("/allied");
    await expect(
      page.getByRole("button", { name: "Open the demo" }),
    ).toBeVisible();
    expect(
      await page.evaluate(
        () => document.scrollingElement!.scrollWidth <= window.innerWidth,
      ),
    ).toBe(true);
    await unlockDemo(page);
    await expect(
      page.getByRole("heading", { name: "Key contacts" }),
    ).toBeVisible();
    expect(
      await page.evaluate(
        () => document.scrollingElement!.scrollWidth <= window.innerWidth,
      ),
    ).toBe(true);
  });
});
