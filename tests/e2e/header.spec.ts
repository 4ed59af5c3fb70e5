import { CLOSE_DELAY_MS } from "../../app/enhance/menu-timing";
import { gotoEnhanced } from "./enhanced";
import { expect, expectNoAxeViolations, test } from "./fixtures";

test.describe("desktop header", () => {
  test.describe.configure({ retries: 2 });
  test("opens a dropdown on hover and closes after leaving", async ({
    page,
  }) => {
    await gotoEnhanced(page, "/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const trigger = nav.getByRole("button", { name: "Solutions" });
    // The delays themselves are measured inside the page by the next test.
    await trigger.hover();
    await expect(trigger).toHaveAttribute("data-state", "open");
    const links = nav.getByRole("link");
    await expect(links).toHaveText([
      /Blueprint/,
      /Public Sector Platforms/,
      /Core Capabilities/,
    ]);
    await expect(nav.getByRole("link", { name: /Blueprint/ })).toHaveAttribute(
      "href",
      "/blueprint",
    );

    await page.mouse.move(5, 700);
    await expect(trigger).toHaveAttribute("data-state", "closed");
  });

  test("uses the spec's delays: 200 ms to open, 150 ms to close, 300 ms skip window", async ({
    page,
  }) => {
    // Timers run late on a loaded CI machine (never early): the lower bounds are strict, the
    // upper ones generous, and a run starved of CPU may try again.
    test.info().annotations.push({
      type: "timing",
      description: "retried up to twice under load",
    });
    await gotoEnhanced(page, "/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav).toBeVisible();
    // Timed inside the page, so Playwright's own latency does not count.
    const timings = await nav.evaluate(async (root) => {
      const [work, company] = ["Work", "Company"].map((label) =>
        [...root.querySelectorAll("button")].find(
          (b) => b.textContent?.trim() === label,
        )!,
      );
      const waitFor = (element: Element, state: string) =>
        new Promise<number>((resolve) => {
          const start = performance.now();
          const check = () =>
            element.getAttribute("data-state") === state &&
            resolve(performance.now() - start);
          new MutationObserver(check).observe(element, { attributes: true });
          check();
        });
      const pointer = (type: string, target: Element, related?: Element) =>
        target.dispatchEvent(
          new PointerEvent(type, {
            bubbles: true,
            pointerType: "mouse",
            relatedTarget: related ?? null,
          }),
        );

      const opening = waitFor(work!, "open");
      pointer("pointerover", work!);
      pointer("pointermove", work!);
      const open = await opening;

      const closing = waitFor(work!, "closed");
      pointer("pointerout", work!, document.body);
      const close = await closing;

      // Within the skip window the next menu opens without the open delay.
      const skipping = waitFor(company!, "open");
      pointer("pointerover", company!);
      pointer("pointermove", company!);
      const skip = await skipping;
      return { open, close, skip };
    });
    expect(timings.open).toBeGreaterThanOrEqual(190);
    expect(timings.open).toBeLessThan(900);
    expect(timings.close).toBeGreaterThanOrEqual(140);
    expect(timings.close).toBeLessThan(900);
    // Well under the 200 ms open delay: the skip window applied.
    expect(timings.skip).toBeLessThan(170);
  });

  test("works by keyboard alone", async ({ page }) => {
    await gotoEnhanced(page, "/");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();

    const trigger = page
      .getByRole("navigation", { name: "Main" })
      .getByRole("button", { name: "Company" });
    await trigger.focus();
    await page.keyboard.press("Enter");
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(
      page.getByRole("link", { name: /About Us/ }).first(),
    ).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await expect(trigger).toBeFocused();

    // Space toggles too; only one panel is open at a time.
    await page.keyboard.press("Space");
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    const work = page
      .getByRole("navigation", { name: "Main" })
      .getByRole("button", { name: "Work" });
    await work.focus();
    await page.keyboard.press("Enter");
    await expect(work).toHaveAttribute("aria-expanded", "true");
    await expect(trigger).toHaveAttribute("aria-expanded", "false");

    // Tabbing past the last link of a panel closes it.
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(
      page
        .getByRole("navigation", { name: "Main" })
        .getByRole("link", { name: /Blog & Insights/ }),
    ).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(work).toHaveAttribute("aria-expanded", "false");
  });

  test("an open dropdown passes axe", async ({ page }) => {
    await gotoEnhanced(page, "/");
    const trigger = page
      .getByRole("navigation", { name: "Main" })
      .getByRole("button", { name: "Company" });
    await trigger.click();
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await expectNoAxeViolations(page);
  });

  test("a click outside closes a panel; a click on a panel the pointer opened keeps it open", async ({
    page,
  }) => {
    // The page's timers on a clock the test moves, so "still open" is checked after the close
    // delay has passed on it rather than after a guess at real time.
    await page.clock.install();
    await gotoEnhanced(page, "/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const solutions = nav.getByRole("button", { name: "Solutions" });
    await solutions.click();
    await expect(solutions).toHaveAttribute("aria-expanded", "true");
    await page.mouse.click(5, 700);
    await expect(solutions).toHaveAttribute("aria-expanded", "false");

    await solutions.hover();
    await expect(solutions).toHaveAttribute("aria-expanded", "true");
    await solutions.click();
    await expect(solutions).toHaveAttribute("aria-expanded", "true");
    // Pinned by the click: moving away leaves it open, however long after; a second click closes it.
    await page.clock.pauseAt(Date.now() + 1_000);
    await page.mouse.move(5, 700);
    await page.clock.runFor(CLOSE_DELAY_MS * 4);
    await expect(solutions).toHaveAttribute("aria-expanded", "true");
    await solutions.click();
    await expect(solutions).toHaveAttribute("aria-expanded", "false");
  });

  test("the skip link moves focus to the main content", async ({ page }) => {
    await page.goto("/");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect(page.locator("main#main-content")).toBeFocused();
  });

  test("highlights the current route", async ({ page }) => {
    await gotoEnhanced(page, "/careers");
    const nav = page.getByRole("navigation", { name: "Main" });
    const company = nav.getByRole("button", { name: "Company" });
    await expect(company).toHaveAttribute("data-current-section", "true");
    await expect(nav.getByRole("button", { name: "Work" })).not.toHaveAttribute(
      "data-current-section",
      "true",
    );
    await company.click();
    await expect(nav.getByRole("link", { name: /Careers/ })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(
      nav.getByRole("link", { name: /About Us/ }),
    ).not.toHaveAttribute("aria-current", "page");
  });

  test("the Get Started button leads to /get-started", async ({ page }) => {
    await page.goto("/");
    await expect(
      page.locator("header").getByRole("link", { name: "Get Started" }),
    ).toHaveAttribute("href", "/get-started");
  });
});

test.describe("desktop header without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("every dropdown link is in the page and reachable by keyboard and pointer", async ({
    page,
    isMobile,
  }) => {
    test.skip(!!isMobile, "desktop layout only");
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { includeHidden: true })).toHaveCount(9);
    await expect(nav.getByRole("link")).toHaveCount(0);

    await nav.getByRole("button", { name: "Work" }).focus();
    await page.keyboard.press("Tab");
    await expect(
      nav.getByRole("link", { name: /Projects & Impact/ }),
    ).toBeFocused();
    await expect(nav.getByRole("link")).toHaveText([
      /Projects & Impact/,
      /Blog & Insights/,
    ]);

    await nav.getByRole("button", { name: "Company" }).hover();
    await expect(nav.getByRole("link", { name: /Careers/ })).toBeVisible();
    await nav.getByRole("link", { name: /Careers/ }).click();
    await expect(page).toHaveURL(/\/careers$/);
  });
});

test.describe("mobile menu @phone", () => {
  test("the toggle shows a flat list of links and closes when one is clicked", async ({
    page,
    isMobile,
  }) => {
    test.skip(!isMobile, "mobile layout only");
    await gotoEnhanced(page, "/");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    const mobileNav = page.getByRole("navigation", { name: "Mobile" });
    await expect(mobileNav).toBeHidden();

    await page.getByText("Menu", { exact: true }).click();
    await expect(mobileNav).toBeVisible();
    await expect(mobileNav.getByRole("link")).toHaveText([
      "Blueprint",
      "Public Sector Platforms",
      "Core Capabilities",
      "Projects & Impact",
      "Blog & Insights",
      "About Us",
      "Vision",
      "Careers",
      "Contact",
      "Get Started",
    ]);

    await mobileNav.getByRole("link", { name: "Vision" }).click();
    await expect(page).toHaveURL(/\/vision$/);
    await expect(mobileNav).toBeHidden();

    await page.getByText("Menu", { exact: true }).click();
    await expect(
      mobileNav.getByRole("link", { name: "Vision" }),
    ).toHaveAttribute("aria-current", "page");

    // Escape closes it too, back on its toggle.
    await page
      .locator("[data-site-header][data-enhanced]")
      .waitFor({ state: "attached" });
    await page.keyboard.press("Escape");
    await expect(mobileNav).toBeHidden();
    await expect(page.locator("summary")).toBeFocused();
  });

  test("has no horizontal overflow at 320 px", async ({ page, isMobile }) => {
    test.skip(!isMobile, "mobile layout only");
    await page.setViewportSize({ width: 320, height: 640 });
    for (const path of ["/", "/missing"]) {
      await page.goto(path);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});

test.describe("mobile menu without JavaScript @phone", () => {
  test.use({ javaScriptEnabled: false });
  test("still opens", async ({ page, isMobile }) => {
    test.skip(!isMobile, "mobile layout only");
    await page.goto("/");
    await page.getByText("Menu", { exact: true }).click();
    await expect(
      page
        .getByRole("navigation", { name: "Mobile" })
        .getByRole("link", { name: "Careers" }),
    ).toBeVisible();
  });
});
