import { expect, test } from "./fixtures";
import { ready } from "./accounts-support";

/**
 * The sign-in pages are not hydrated: plain forms with a few small enhancers, so a phone signs
 * in without downloading React (docs/decisions/058-sign-in-pages-without-react.md). The sign-in
 * itself, with and without JavaScript, is tested in accounts.spec.ts.
 */

/** Scripts the sign-in pages may download, decoded (the enhancers are about 11 KB). */
const SCRIPT_BUDGET_BYTES = 20 * 1024;

for (const path of ["/auth", "/admin/auth"]) {
  test(`${path} loads no React, ${SCRIPT_BUDGET_BYTES / 1024} KB of script at most, and logs no error @mobile`, async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    const scripts: { url: string; bytes: number; text: string }[] = [];
    const reading: Promise<void>[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() !== "script") return;
      reading.push(
        response.body().then((body) => {
          scripts.push({
            url: new URL(response.url()).pathname,
            bytes: body.length,
            text: body.toString("utf8"),
          });
        }),
      );
    });
    await page.goto(path);
    await ready(page, true);
    // A password typed in: nothing more is fetched for it (the strength check is the server's).
    await page
      .getByLabel("Password", { exact: true })
      .filter({ visible: true })
      .fill("correct-horse-battery");
    await page.waitForLoadState("networkidle");
    await Promise.all(reading);

    expect(
      await page.evaluate(() => "__reactRouterContext" in window),
      "the page carries React Router's hydration data",
    ).toBe(false);
    const total = scripts.reduce((sum, script) => sum + script.bytes, 0);
    expect(
      total,
      `scripts: ${scripts.map((script) => `${script.url} ${script.bytes} B`).join(", ")}`,
    ).toBeLessThanOrEqual(SCRIPT_BUDGET_BYTES);
    expect(errors).toEqual([]);
    // Neither React DOM nor the password-strength dictionaries.
    for (const script of scripts) {
      expect(script.text, script.url).not.toMatch(
        /react\.transitional\.element|zxcvbn/,
      );
    }
  });
}

test("the Sign In and Sign Up tabs switch in place and by keyboard", async ({
  page,
}) => {
  await page.goto("/auth");
  await ready(page, true);
  const signIn = page.getByRole("tab", { name: "Sign In" });
  const signUp = page.getByRole("tab", { name: "Sign Up" });
  let documents = 0;
  page.on("request", (request) => {
    if (request.resourceType() === "document") documents += 1;
  });

  await signUp.click();
  await expect(signUp).toHaveAttribute("aria-selected", "true");
  await expect(page.getByLabel("Full name")).toBeVisible();
  await expect(page).toHaveURL(/\/auth\?tab=signup$/);

  // Roving focus: the selected tab is the one in the tab order; arrows move, Enter selects.
  await expect(signUp).toHaveAttribute("tabindex", "0");
  await expect(signIn).toHaveAttribute("tabindex", "-1");
  await signUp.focus();
  await page.keyboard.press("ArrowLeft");
  await expect(signIn).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(signIn).toHaveAttribute("aria-selected", "true");
  await expect(page.getByLabel("Full name")).toBeHidden();
  await expect(
    page.getByLabel("Email").filter({ visible: true }),
  ).toHaveAttribute("autocomplete", "username");
  expect(documents).toBe(0);
});

test("without JavaScript, a sign-up refused for its password puts the focus on the password", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({
    baseURL,
    javaScriptEnabled: false,
  });
  const page = await context.newPage();
  await page.goto("/auth?tab=signup");
  await page.getByLabel("Full name").fill("Ada Lovelace");
  await page
    .getByLabel("Email")
    .filter({ visible: true })
    .fill("ada.lovelace@example.org");
  const password = page
    .getByLabel("Password", { exact: true })
    .filter({ visible: true });
  await password.fill("short");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(password).toHaveAttribute("aria-invalid", "true");
  await expect(password).toBeFocused();
  await context.close();
});

test("a password can be shown and hidden again", async ({ page }) => {
  await page.goto("/admin/auth");
  await ready(page, true);
  const password = page.getByLabel("Password", { exact: true });
  await password.fill("lantern-quiet-42");
  const toggle = page.getByRole("button", { name: "Show password" });
  await expect(toggle).toHaveAttribute("aria-pressed", "false");
  await toggle.click();
  await expect(password).toHaveAttribute("type", "text");
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
  await toggle.click();
  await expect(password).toHaveAttribute("type", "password");
});

test.describe("in French", () => {
  test.use({ locale: "fr-CA" });

  test("the password button speaks French on a French browser's sign-in page", async ({
    page,
  }) => {
    await page.goto("/auth");
    await ready(page, true);
    await expect(page.locator("html")).toHaveAttribute("lang", /^fr/);
    await expect(
      page.getByRole("button", { name: "Afficher le mot de passe" }),
    ).toBeVisible();
  });
});
