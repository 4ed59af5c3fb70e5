import { expect, expectNoAxeViolations, test } from "./fixtures";
import { browserPage, ready } from "./accounts-support";
import { northgateUrl, unlockDemo } from "./sales-demo-support";

/**
 * The demo's Billing tab, Pay Now and View PDF. Allied Maritime (E2E_BASE_URL) has
 * no invoices; Northgate Revenue Authority (E2E_NORTHGATE_URL) has two paid, one overdue and
 * one pending, in US dollars. Read-only: nothing here changes the demo's data.
 */

test("with no invoices the tab shows zero totals and the spec's empty state; axe clean", async ({
  page,
}) => {
  await unlockDemo(page, "/allied/billing");
  await expect(page).toHaveURL(/\/allied\/billing$/);
  await expect(
    page.getByText("No invoices yet", { exact: true }),
  ).toBeVisible();
  await expect(
    page.getByText("Invoices will appear here once projects begin.", {
      exact: true,
    }),
  ).toBeVisible();
  await expect(page.getByText("€0.00")).toHaveCount(3);
  await expect(page.getByRole("link", { name: /View PDF/ })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test.describe("Northgate Revenue Authority's invoices", () => {
  test.use({ baseURL: northgateUrl() });

  const totals: [string, string][] = [
    ["Total Paid", "$357,500.00"],
    ["Pending", "$228,500.00"],
    ["Overdue", "$24,200.00"],
  ];
  const history: [string, string][] = [
    ["KCT-2026-0742", "Pending"],
    ["KCT-2026-0677", "Overdue"],
    ["KCT-2026-0531", "Paid"],
    ["KCT-2026-0412", "Paid"],
  ];

  test("the totals, and the history newest first with each status in words", async ({
    page,
  }) => {
    await unlockDemo(page, "/allied/billing");
    for (const [label, amount] of totals) {
      const total = page
        .locator("dl > div")
        .filter({ has: page.locator("dt", { hasText: label }) });
      await expect(total.locator("dd").first()).toHaveText(amount);
    }
    const rows = page
      .getByRole("table", { name: "Invoice history, newest first" })
      .locator("tbody tr");
    await expect(rows).toHaveCount(4);
    for (const [index, [number, status]] of history.entries()) {
      await expect(rows.nth(index).getByRole("rowheader")).toHaveText(number);
      await expect(rows.nth(index)).toContainText(status);
    }
    await expect(rows.nth(0)).toContainText("Due by Dec 10, 2026");
    await expect(rows.nth(1)).toContainText("Overdue since Oct 30, 2026");
    await expect(rows.nth(2)).toContainText("Paid on Aug 5, 2026");
    await expect(
      page.getByRole("link", { name: /^View PDF of invoice/ }),
    ).toHaveCount(4);
    await expect(
      page.getByRole("button", { name: /^Pay Now invoice/ }),
    ).toHaveCount(2);
    await expectNoAxeViolations(page);
    // The narrowest phone: cards instead of the table, and no sideways scroll.
    await page.setViewportSize({ width: 320, height: 800 });
    await expect(page.getByRole("table")).toBeHidden();
    await expect(page.getByRole("article")).toHaveCount(4);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
    ).toBeLessThanOrEqual(320);
    await expectNoAxeViolations(page);
  });

  test("View PDF opens a PDF made on the server, inline and never cached", async ({
    page,
  }) => {
    await unlockDemo(page, "/allied/billing");
    const link = page.getByRole("link", {
      name: "View PDF of invoice KCT-2026-0742 (opens in a new tab)",
    });
    await expect(link).toHaveAttribute("target", "_blank");
    const href = await link.getAttribute("href");
    expect(href).toMatch(/^\/allied\/billing\/[0-9a-f-]{36}\/pdf$/);
    const response = await page.request.get(href!);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/pdf");
    expect(response.headers()["content-disposition"]).toBe(
      'inline; filename="KCT-2026-0742.pdf"',
    );
    expect(response.headers()["cache-control"]).toBe("no-store");
    expect(response.headers()["x-content-type-options"]).toBe("nosniff");
    const body = await response.body();
    expect(body.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  });

  test("Pay Now opens the payment instructions in a dialog; Escape closes it; axe clean with it open", async ({
    page,
  }) => {
    await page
      .context()
      .grantPermissions(["clipboard-read", "clipboard-write"]);
    await unlockDemo(page, "/allied/billing");
    await ready(page, true);
    const trigger = page.getByRole("button", {
      name: "Pay Now invoice KCT-2026-0742",
    });
    await trigger.click();
    const dialog = page.getByRole("dialog", {
      name: "Pay invoice KCT-2026-0742",
    });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("no payment is taken online");
    for (const text of [
      "Kestrel Civic Technologies Ltd",
      "Demonstration Bank plc",
      "IE00 DEMO 9000 0000 0000 00",
      "DEMOIE2D",
      "$228,500.00",
      "Due by Dec 10, 2026",
    ])
      await expect(dialog).toContainText(text);
    await expect(
      dialog.getByText("KCT-2026-0742", { exact: true }),
    ).toBeVisible();
    await expect(
      dialog.getByRole("button", { name: "Copy reference" }),
    ).toBeVisible();
    await dialog.getByRole("button", { name: "Copy reference" }).click();
    await expect(dialog.getByRole("status")).toHaveText("Reference copied.");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      "KCT-2026-0742",
    );
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("Pay Now is a page under Billing, and a paid invoice's page says it was paid @mobile", async ({
      page,
    }) => {
      await unlockDemo(page, "/allied/billing");
      // No sideways scroll at a phone's width (the mobile project) or on a desktop.
      expect(
        await page.evaluate(
          () => document.documentElement.scrollWidth <= window.innerWidth,
        ),
      ).toBe(true);
      await page
        .getByRole("link", { name: "Pay Now invoice KCT-2026-0677" })
        .first()
        .click();
      await expect(page).toHaveURL(/\/allied\/billing\/[0-9a-f-]{36}\/pay$/);
      await expect(
        page.getByRole("heading", { name: "Pay invoice KCT-2026-0677" }),
      ).toBeVisible();
      await expect(page.getByText("Overdue since Oct 30, 2026")).toBeVisible();
      await expect(page.getByText("IE00 DEMO 9000 0000 0000 00")).toBeVisible();
      await expect(
        page.getByRole("link", { name: "Billing", exact: true }),
      ).toHaveAttribute("aria-current", "page");
      await page.getByRole("link", { name: "Back to billing" }).click();
      await expect(page).toHaveURL(/\/allied\/billing$/);
      const paidPdf = await page
        .getByRole("link", { name: /View PDF of invoice KCT-2026-0531/ })
        .first()
        .getAttribute("href");
      await page.goto(paidPdf!.replace(/\/pdf$/, "/pay"));
      await expect(page.getByText("Paid on Aug 5, 2026.")).toBeVisible();
      await expect(page.getByText("IBAN")).toHaveCount(0);
    });
  });

  test("an unknown or malformed invoice id is a 404; locked, the PDF's address leads to the gate", async ({
    page,
    browser,
  }) => {
    await unlockDemo(page, "/allied/billing");
    for (const path of [
      "/allied/billing/00000000-0000-4000-8000-000000000000/pdf",
      "/allied/billing/not-an-id/pay",
      "/allied/billing/00000000-0000-4000-8000-000000000000/pay",
    ])
      expect((await page.request.get(path)).status(), path).toBe(404);
    const href = await page
      .getByRole("link", { name: /View PDF of invoice KCT-2026-0742/ })
      .getAttribute("href");

    const locked = await browserPage(browser, northgateUrl(), true);
    const response = await locked.goto(href!);
    expect(response?.headers()["content-type"]).toContain("text/html");
    await expect(locked).toHaveURL(/\/allied\?next=/);
    await expect(locked.getByLabel("Login ID")).toBeVisible();
    await locked.context().close();
  });
});

test("another demo's invoice is a 404 here", async ({ page, browser }) => {
  // Northgate's invoice id, asked of the Allied server (the other demo).
  const northgate = await browserPage(browser, northgateUrl(), true);
  await unlockDemo(northgate, "/allied/billing");
  const href = await northgate
    .getByRole("link", { name: /View PDF of invoice KCT-2026-0742/ })
    .getAttribute("href");
  await northgate.context().close();

  await unlockDemo(page, "/allied/billing");
  expect((await page.request.get(href!)).status()).toBe(404);
  expect(
    (await page.request.get(href!.replace(/\/pdf$/, "/pay"))).status(),
  ).toBe(404);
});
