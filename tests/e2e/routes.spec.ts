import { e2eRoutes } from "./routes";
import { expect, expectNoAxeViolations, test } from "./fixtures";

for (const route of e2eRoutes) {
  test(`${route.path} answers ${route.status}, shows its heading and passes axe`, async ({
    sweepPage: page,
  }) => {
    const response = await page.goto(route.path);
    expect(response?.status()).toBe(route.status);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      route.heading,
    );
    await expectNoAxeViolations(page);
  });
}

test("the not-found page links home", async ({ page }) => {
  await page.goto("/no/such/thing");
  await expect(page.getByText("404", { exact: true })).toBeVisible();
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "The Operating System for Modern Enterprises and Nations",
  );
});
