import type { Browser, Page } from "@playwright/test";
import { northgateUrl, unlockDemo } from "./sales-demo-support";
import { expect, expectNoAxeViolations, test } from "./fixtures";

/**
 * The demo dashboard's Projects tab: progress bars coloured 80+ green,
 * 50+ yellow, otherwise blue, with the percentage in text; the details dialog's Overview,
 * Assessment and Proposal tabs; the same details as a page without JavaScript; 404 for an id
 * that is not this demo's; the gate while locked. Allied Maritime is on E2E_BASE_URL (30 and 15:
 * still in assessment and discovery), Northgate Revenue on E2E_NORTHGATE_URL (80, 50). The
 * colour boundaries themselves (79/80, 49/50) are app/domain/sales-demo/demo-format.test.ts's.
 */

const ALLIED = {
  high: "Port Community Data Platform",
  low: "Customs Document Automation",
};
const NORTHGATE = {
  high: "Taxpayer Services Portal",
  low: "Compliance Risk Analytics",
};

// The tokens in app.css; the bar's colour is the rule made visible, so it is pinned exactly.
const FILL = {
  green: "rgb(21, 128, 61)",
  yellow: "rgb(161, 98, 7)",
  blue: "rgb(37, 99, 235)",
} as const;

const card = (page: Page, name: string) => page.getByRole("article", { name });
const bar = (page: Page, name: string) =>
  page.getByRole("progressbar", { name: `Progress of ${name}` });

async function expectBar(
  page: Page,
  name: string,
  percent: number,
  tone: keyof typeof FILL,
) {
  await expect(bar(page, name)).toHaveAttribute(
    "aria-valuenow",
    String(percent),
  );
  await expect(bar(page, name)).toHaveAttribute("data-tone", tone);
  await expect(bar(page, name).locator("[data-progress-fill]")).toHaveCSS(
    "background-color",
    FILL[tone],
  );
  await expect(card(page, name)).toContainText(`${percent}% complete`);
}

const hydrated = (page: Page) =>
  expect(page.locator("html[data-hydrated]")).toHaveCount(1);

/** This demo's first project page: hydration swaps the link for a button, the server's HTML keeps it. */
async function ownProjectPath(page: Page): Promise<string> {
  const html = await (await page.request.get("/allied/projects")).text();
  const path = /href="(\/allied\/projects\/[0-9a-f-]{36})"/.exec(html)?.[1];
  expect(path).toMatch(/^\/allied\/projects\/[0-9a-f-]{36}$/);
  return path!;
}

async function noScriptPage(browser: Browser, baseURL: string) {
  const context = await browser.newContext({
    baseURL,
    javaScriptEnabled: false,
  });
  return { context, page: await context.newPage() };
}

test.describe("demo dashboard: projects (Allied Maritime)", () => {
  test("the Projects tab shows each project's card, its bar in the right colour and the percentage", async ({
    page,
  }) => {
    await unlockDemo(page, "/allied/projects");
    await expect(page).toHaveURL(/\/allied\/projects$/);
    await expect(
      page.getByRole("link", { name: "Projects", exact: true }),
    ).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("article")).toHaveCount(2);
    await expectBar(page, ALLIED.high, 30, "blue");
    await expectBar(page, ALLIED.low, 15, "blue");
    await expect(card(page, ALLIED.high)).toContainText("Assessment");
    await expect(card(page, ALLIED.high)).toContainText(
      /Timeline\s*16\+ weeks/,
    );
    await expect(card(page, ALLIED.low)).toContainText(
      /Timeline\s*3 to 4 weeks/,
    );
    await expect(card(page, ALLIED.low)).toContainText(/Budget\s*TBD/);
    await expectNoAxeViolations(page);
  });

  test("View details opens a dialog with Overview, Assessment and Proposal; Escape closes it", async ({
    page,
  }) => {
    await unlockDemo(page, "/allied/projects");
    await hydrated(page);
    const trigger = page.getByRole("button", {
      name: `View details of ${ALLIED.high}`,
    });
    await trigger.click();
    const dialog = page.getByRole("dialog", { name: ALLIED.high });
    await expect(dialog).toBeVisible();

    await expect(dialog.getByRole("tab", { name: "Overview" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    const panel = dialog.getByRole("tabpanel");
    await expect(
      panel.getByRole("heading", { name: "Objective" }),
    ).toBeVisible();
    await expect(
      panel.getByRole("heading", { name: "Milestones" }),
    ).toBeVisible();
    await expect(panel).toContainText(/Timeline\s*16\+ weeks/);
    await expect(panel).toContainText(
      "Assessment report and target architecture",
    );
    await expectNoAxeViolations(page);

    await dialog.getByRole("tab", { name: "Assessment" }).click();
    await expect(
      dialog.getByRole("tab", { name: "Assessment" }),
    ).toHaveAttribute("aria-selected", "true");
    await expect(panel).toContainText(/Duration\s*3 to 4 weeks/);
    await expect(
      panel.getByRole("heading", { name: "Findings" }),
    ).toBeVisible();
    await expect(
      panel.getByRole("heading", { name: "Recommendations" }),
    ).toBeVisible();
    await expect(panel.getByRole("heading", { name: "Objective" })).toHaveCount(
      0,
    );

    await dialog.getByRole("tab", { name: "Proposal" }).click();
    await expect(panel.getByRole("heading", { name: "Phases" })).toBeVisible();
    await expect(
      panel.getByRole("listitem").filter({ hasText: "Scale-out" }),
    ).toContainText("16+ weeks");
    await expect(panel.getByRole("heading", { name: "Budget" })).toBeVisible();
    await expect(panel).toContainText("TBD");
    await expect(panel).toContainText(
      "once the number of integrations and the hosting model",
    );
    await expectNoAxeViolations(page);

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test("without JavaScript, View details is the project's page, its tabs are links and Back returns", async ({
    browser,
    baseURL,
  }) => {
    const { context, page } = await noScriptPage(browser, baseURL!);
    await unlockDemo(page, "/allied/projects");
    await expectBar(page, ALLIED.high, 30, "blue");
    await page
      .getByRole("link", { name: `View details of ${ALLIED.high}` })
      .click();
    await expect(page).toHaveURL(/\/allied\/projects\/[0-9a-f-]{36}$/);
    const projectUrl = page.url();
    await expect(
      page.getByRole("heading", { level: 2, name: ALLIED.high }),
    ).toBeVisible();
    await expect(
      page.getByRole("link", { name: "Projects", exact: true }),
    ).toHaveAttribute("aria-current", "page");
    const tabs = page.getByRole("navigation", { name: "Project details" });
    await expect(tabs.getByRole("link", { name: "Overview" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(
      page.getByRole("heading", { name: "Objective" }),
    ).toBeVisible();
    await expect(page.getByRole("main")).toContainText(/Timeline\s*16\+ weeks/);

    await tabs.getByRole("link", { name: "Assessment" }).click();
    await expect(page).toHaveURL(`${projectUrl}?tab=assessment`);
    await expect(
      tabs.getByRole("link", { name: "Assessment" }),
    ).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("heading", { name: "Findings" })).toBeVisible();
    await expect(page.getByRole("main")).toContainText(
      /Duration\s*3 to 4 weeks/,
    );
    await expect(page.getByRole("heading", { name: "Objective" })).toHaveCount(
      0,
    );

    await page.goto(`${projectUrl}?tab=proposal`);
    await expect(tabs.getByRole("link", { name: "Proposal" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(page.getByRole("heading", { name: "Phases" })).toBeVisible();
    await expect(
      page.getByRole("listitem").filter({ hasText: "Scale-out" }),
    ).toContainText("16+ weeks");
    await expect(page.getByRole("main")).toContainText("TBD");

    // A tab the page does not know shows Overview rather than an error.
    const unknown = await page.goto(`${projectUrl}?tab=invoices`);
    expect(unknown?.status()).toBe(200);
    await expect(tabs.getByRole("link", { name: "Overview" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(
      page.getByRole("heading", { name: "Objective" }),
    ).toBeVisible();

    await page.getByRole("link", { name: "Back to projects" }).click();
    await expect(page).toHaveURL(/\/allied\/projects$/);
    await expect(page.getByRole("article")).toHaveCount(2);
    await context.close();
  });

  test("the project's page is axe clean on each of its tabs", async ({
    page,
  }) => {
    await unlockDemo(page, "/allied/projects");
    const path = await ownProjectPath(page);
    for (const tab of ["overview", "assessment", "proposal"]) {
      await page.goto(`${path}?tab=${tab}`);
      await hydrated(page);
      await expect(
        page.getByRole("heading", { level: 2, name: ALLIED.high }),
      ).toBeVisible();
      await expectNoAxeViolations(page);
    }
  });

  test("a project id that is not this demo's, unknown or malformed answers 404", async ({
    browser,
    page,
  }) => {
    // Another demo's real project id, read from the Northgate server's no-JavaScript links.
    const northgate = await noScriptPage(browser, northgateUrl());
    await unlockDemo(northgate.page, "/allied/projects");
    const foreignHref = await northgate.page
      .getByRole("link", { name: `View details of ${NORTHGATE.high}` })
      .getAttribute("href");
    await northgate.context.close();
    expect(foreignHref).toMatch(/^\/allied\/projects\/[0-9a-f-]{36}$/);

    await unlockDemo(page, "/allied/projects");
    await expect(page.getByRole("article")).toHaveCount(2);
    const ownHref = await ownProjectPath(page);
    // The positive control: the same request for this demo's own project is a page.
    expect((await page.request.get(ownHref)).status()).toBe(200);

    for (const path of [
      foreignHref!,
      "/allied/projects/00000000-0000-4000-8000-000000000000",
      "/allied/projects/not-a-project",
    ]) {
      const response = await page.request.get(path);
      expect(response.status(), path).toBe(404);
      expect(response.headers()["cache-control"], path).toContain("no-store");
    }
    const shown = await page.goto(foreignHref!);
    expect(shown?.status()).toBe(404);
  });

  test("while locked, the Projects tab and a project's page send the visitor to the gate", async ({
    page,
  }) => {
    await page.goto("/allied/projects");
    await expect(page).toHaveURL(/\/allied\?next=%2Fallied%2Fprojects$/);
    await expect(page.getByLabel("Login ID")).toBeVisible();
    await expect(page.getByRole("progressbar")).toHaveCount(0);

    await page.goto(
      "/allied/projects/00000000-0000-4000-8000-000000000000?tab=proposal",
    );
    await expect(page).toHaveURL(
      /\/allied\?next=%2Fallied%2Fprojects%2F00000000-0000-4000-8000-000000000000%3Ftab%3Dproposal$/,
    );
    await expect(page.getByLabel("Login ID")).toBeVisible();
  });

  test("on a phone the tab and the dialog fit the screen @mobile", async ({
    page,
  }) => {
    await unlockDemo(page, "/allied/projects");
    await hydrated(page);
    const noSideScroll = () =>
      expect
        .poll(() =>
          page.evaluate(
            () => document.scrollingElement!.scrollWidth <= window.innerWidth,
          ),
        )
        .toBe(true);
    await noSideScroll();
    await page.setViewportSize({ width: 320, height: 640 });
    await noSideScroll();
    await expectBar(page, ALLIED.low, 15, "blue");

    await page
      .getByRole("button", { name: `View details of ${ALLIED.high}` })
      .click();
    const dialog = page.getByRole("dialog", { name: ALLIED.high });
    await expect(dialog).toBeVisible();
    // Every tab whole inside the dialog: "Assessment" must not be cut off or scroll sideways.
    const overflowing = () =>
      dialog.evaluate((el) =>
        [el, ...el.querySelectorAll("[role=tab]")]
          .filter((box) => box.scrollWidth > box.clientWidth)
          .map((box) => box.textContent),
      );
    await expect(dialog.getByRole("tab")).toHaveCount(3);
    await expect.poll(overflowing).toEqual([]);
    await dialog.getByRole("tab", { name: "Assessment" }).click();
    await expect(dialog.getByRole("tabpanel")).toContainText("3 to 4 weeks");
    await noSideScroll();

    // The page version of the details, at the same width.
    await page.goto(`${await ownProjectPath(page)}?tab=proposal`);
    await expect(page.getByRole("heading", { name: "Phases" })).toBeVisible();
    await noSideScroll();
  });
});

test.describe("demo dashboard: projects (Northgate Revenue)", () => {
  test.use({ baseURL: northgateUrl() });

  test("80 is green and 50 yellow, with the percentage in text", async ({
    page,
  }) => {
    await unlockDemo(page, "/allied/projects");
    await expectBar(page, NORTHGATE.high, 80, "green");
    await expectBar(page, NORTHGATE.low, 50, "yellow");
    await expect(card(page, NORTHGATE.high)).toContainText(
      /Budget\s*\$1\.2M \(approved\)/,
    );
    await expectNoAxeViolations(page);
  });
});

test("the three tones are three different colours on screen", async ({
  browser,
  baseURL,
}) => {
  const fillOf = async (url: string, name: string) => {
    const context = await browser.newContext({ baseURL: url });
    const page = await context.newPage();
    await unlockDemo(page, "/allied/projects");
    const fill = bar(page, name).locator("[data-progress-fill]");
    await expect(fill).toBeVisible();
    const colour = await fill.evaluate(
      (el) => getComputedStyle(el).backgroundColor,
    );
    await context.close();
    return colour;
  };
  const green = await fillOf(northgateUrl(), NORTHGATE.high);
  const blue = await fillOf(baseURL!, ALLIED.low);
  const yellow = await fillOf(northgateUrl(), NORTHGATE.low);
  expect(new Set([green, yellow, blue]).size).toBe(3);
});
