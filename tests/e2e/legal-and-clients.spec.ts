import { format } from "date-fns";
import { expect, test } from "./fixtures";

const legalPages = [
  { path: "/privacy", title: "Privacy Policy" },
  { path: "/terms", title: "Terms of Service" },
  { path: "/cookies", title: "Cookie Policy" },
] as const;

test.describe("client portal landing", () => {
  test.use({ javaScriptEnabled: false });

  test("links to sign-in and help, shows the three cards and says access is by invitation", async ({
    page,
  }) => {
    await page.goto("/clients");
    const main = page.getByRole("main");
    await expect(
      main.getByRole("link", { name: "Sign In to Portal" }),
    ).toHaveAttribute("href", "/auth");
    await expect(
      main.getByRole("link", { name: "Access Portal" }),
    ).toHaveAttribute("href", "/auth");
    await expect(
      main.getByRole("link", { name: "Need Help?" }),
    ).toHaveAttribute("href", "/contact");
    const cards = main.locator("[data-portal-feature]");
    await expect(cards.getByRole("heading", { level: 3 })).toHaveText([
      "Project Updates",
      "Secure Documents",
      "Support Tickets",
    ]);
    await expect(
      main.getByRole("heading", { name: "Access is by invitation only" }),
    ).toBeVisible();
  });
});

test.describe("legal pages", () => {
  for (const { path, title } of legalPages) {
    test(`${path} shows 'Last updated' with today's date and is served fresh and never shared by a cache`, async ({
      page,
    }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      // Rendered per request with a CSP nonce: no shared cache may keep it (item 4).
      expect(response?.headers()["cache-control"]).toBe("private, no-store");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
      const today = format(new Date(), "MMMM d, yyyy");
      await expect(page.locator("[data-last-updated]")).toHaveText(
        `Last updated ${today}`,
      );
      await expect(page.locator("[data-last-updated] time")).toHaveAttribute(
        "datetime",
        format(new Date(), "yyyy-MM-dd"),
      );
    });
  }

  test("the cookie policy says only strictly necessary cookies are used, with no trackers", async ({
    page,
  }) => {
    await page.goto("/cookies");
    await expect(page.getByRole("main")).toContainText(
      "only strictly necessary cookies",
    );
    await expect(page.getByRole("main")).toContainText(
      "no advertising, analytics, social-media or other tracking cookies",
    );
  });

  test("the privacy policy names PIPEDA, US state rights and how to exercise them", async ({
    page,
  }) => {
    await page.goto("/privacy");
    const main = page.getByRole("main");
    await expect(main).toContainText("PIPEDA");
    await expect(
      main.getByRole("heading", { name: "How to exercise your rights" }),
    ).toBeVisible();
    const rights = main.locator("#exercising-your-rights");
    await expect(
      rights.getByRole("link", { name: "privacy@kestrelcivic.com" }),
    ).toHaveAttribute("href", "mailto:privacy@kestrelcivic.com");
    await expect(
      rights.getByRole("link", { name: "privacy request form" }),
    ).toHaveAttribute("href", "/privacy/request");
    await expect(main.locator("#contact")).toContainText("Privacy Officer");
  });
});
