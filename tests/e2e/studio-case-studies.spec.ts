import type { Browser, Page } from "@playwright/test";
import { startServer, type ServerProcess } from "../support/server-process";
import {
  browserPage,
  DEMO_PASSWORD,
  ready,
  signInDirectly,
  toastWith,
} from "./accounts-support";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { seededDataDir } from "./seeded-data";

/**
 * Case studies in the content studio, as a marketing editor uses them: write one, preview it,
 * publish it to /projects; set the order of /projects by keyboard, by dragging, and without
 * JavaScript by the Move buttons. On a server of this file's own, so what it publishes and
 * reorders never reaches the /projects checks of the other specs.
 */

const EDITOR = "nadia.rahman@example.org";
let server: ServerProcess;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  // Started while the suite's own server is busy: give it time on a loaded machine.
  test.setTimeout(240_000);
  server = await startServer({ DATA_DIR: seededDataDir(), LOG_LEVEL: "warn" });
});

test.afterAll(async () => server?.stop());

async function signedInPage(
  browser: Browser,
  javaScriptEnabled = true,
): Promise<Page> {
  const page = await browserPage(browser, server.url, javaScriptEnabled);
  await signInDirectly(page, "/admin/auth", EDITOR, DEMO_PASSWORD);
  return page;
}

async function newCaseStudy(
  page: Page,
  title: string,
  javaScript = true,
  checkAxe = false,
) {
  await page.goto("/lead_admin/case-studies/new");
  await ready(page, javaScript);
  if (checkAxe) await expectNoAxeViolations(page);
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByRole("button", { name: "Create draft" }).click();
  await expect(
    page.getByRole("heading", { level: 2, name: title }),
  ).toBeVisible();
  await ready(page, javaScript);
  return new URL(page.url()).pathname;
}

/** The titles of the list's rows, in order (without the position read to screen readers). */
async function rowTitles(page: Page): Promise<string[]> {
  const texts = await page
    .locator("[data-case-study-row] a[href^='/lead_admin/']")
    .allTextContents();
  return texts.map((text) => text.replace(/^\d+\.\s*/, ""));
}

test("write a case study, preview it and publish it to /projects", async ({
  browser,
}) => {
  // A whole editor journey to a public page: 15–40 s alone, over a minute on a loaded 2-core machine.
  test.slow();
  const page = await signedInPage(browser);
  const title = "Customs clearance in a day for a coastal port";
  const editorPath = await newCaseStudy(page, title, true, true);
  await expect(page.getByLabel("URL slug")).toHaveValue(
    "customs-clearance-in-a-day-for-a-coastal-port",
  );
  await page.getByLabel("URL slug").fill("coastal-port-customs");
  await page.getByLabel("Subtitle").fill("Customs authority, West Africa");

  // Publishing with fields missing names them and saves nothing.
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "Not published" }),
  ).toContainText("Summary, Sector, Outcomes");

  await page
    .getByLabel("Summary")
    .fill("A risk engine that clears low-risk cargo the day it lands.");
  await page.getByLabel("Sector").selectOption({ index: 1 });
  await page.getByLabel("Outcomes").fill("Clearance in a day.\nSeizures up.");
  await page.getByLabel("KPIs").fill("89% faster clearance");
  await page.getByLabel(/^Featured/).check();
  await page
    .getByLabel("The challenge")
    .fill("Cargo waited nine days.\n\nInspectors had no risk scores.");
  await expect(page.locator("[data-autosave]")).toHaveText(
    "All changes saved",
    { timeout: 20_000 },
  );
  await expectNoAxeViolations(page);

  const visitor = await browserPage(browser, server.url, false);
  expect((await visitor.goto("/projects/coastal-port-customs"))?.status()).toBe(
    404,
  );
  await page.goto(`${editorPath}/preview`);
  await expect(page.getByRole("region", { name: "Preview" })).toContainText(
    "Preview — not published",
  );
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page.getByText("89% faster clearance")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "Exit preview" }).click();
  await ready(page, true);

  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(toastWith(page, "Published")).toBeVisible();
  const published = await visitor.goto("/projects/coastal-port-customs");
  expect(published?.status()).toBe(200);
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(visitor.locator("[data-kpis]")).toContainText(
    "89% faster clearance",
  );
  await visitor.goto("/projects");
  await expect(
    visitor.locator('[data-case-study="coastal-port-customs"]'),
  ).toBeVisible();

  // The history lists every save; restoring the first version makes it the next draft.
  await page.getByRole("link", { name: "History" }).click();
  await ready(page, true);
  await expect(
    page.getByRole("heading", { level: 2, name: `History of “${title}”` }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Restore version 1" }).click();
  await expect(toastWith(page, "Revision restored")).toBeVisible();
  await expect(page.getByLabel("Summary")).toHaveValue("");
  await visitor.context().close();
  await page.context().close();
});

test("set the order of /projects by keyboard and by dragging a row", async ({
  browser,
}) => {
  const page = await signedInPage(browser);
  await newCaseStudy(page, "Order check: first");
  await newCaseStudy(page, "Order check: second");
  await page.goto("/lead_admin/case-studies");
  await ready(page, true);
  await expect
    .poll(async () => (await rowTitles(page)).at(-1))
    .toBe("Order check: second");
  await expectNoAxeViolations(page);

  // Keyboard: pick the last row up by its handle, move it up one place, drop it.
  const secondHandle = page.getByRole("button", {
    name: /^Move “Order check: second” \(position/,
  });
  // Each key waits for the move it made to be announced, as a screen reader user hears it.
  const announced = (text: string | RegExp) =>
    expect(page.getByRole("status").filter({ hasText: text })).toHaveCount(1);
  const count = (await rowTitles(page)).length;
  // Mid-screen: a handle at the window's edge makes dnd-kit scroll the page as it moves,
  // and the drop would then be measured against rows that moved under it.
  await secondHandle.evaluate((handle) =>
    handle.scrollIntoView({ block: "center" }),
  );
  await secondHandle.focus();
  await page.keyboard.press("Space");
  await announced(`is over position ${count} of ${count}.`);
  // dnd-kit starts listening for the arrows a moment after the pick-up (a timer, late on a
  // busy machine): an arrow pressed before then is not heard, so it is pressed again until the
  // row has moved, as a person would.
  const announcement = page.getByRole("status").filter({ hasText: "is over" });
  await expect
    .poll(
      async () => {
        const now = (await announcement.textContent()) ?? "";
        if (now.includes(`over position ${count} of`))
          await page.keyboard.press("ArrowUp");
        return now;
      },
      { intervals: [250, 1000, 1000, 2000] },
    )
    .toContain(`is over position ${count - 1} of ${count}.`);
  await page.keyboard.press("Space");
  await announced(
    `“Order check: second” dropped at position ${count - 1} of ${count}.`,
  );
  await expect(toastWith(page, "Order saved")).toBeVisible();
  await page.reload();
  await ready(page, true);
  const titles = async () => (await rowTitles(page)).slice(-2);
  await expect
    .poll(titles)
    .toEqual(["Order check: second", "Order check: first"]);

  // Mouse: drag "first" back above "second".
  const first = page.getByRole("button", {
    name: /^Move “Order check: first” \(position/,
  });
  const target = page.getByRole("button", {
    name: /^Move “Order check: second” \(position/,
  });
  // Mouse coordinates are the viewport's: both rows on screen first.
  await first.scrollIntoViewIfNeeded();
  await target.scrollIntoViewIfNeeded();
  const from = (await first.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  // In steps: the drag starts after a few pixels and follows the pointer.
  await page.mouse.move(from.x + from.width / 2, from.y - 10, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2 - 10, {
    steps: 10,
  });
  await page.mouse.up();
  await expect(toastWith(page, "Order saved")).toBeVisible();
  await page.reload();
  await ready(page, true);
  await expect
    .poll(titles)
    .toEqual(["Order check: first", "Order check: second"]);
  await page.context().close();
});

test("without JavaScript, the Move buttons set the order", async ({
  browser,
}) => {
  const page = await signedInPage(browser, false);
  await page.goto("/lead_admin/case-studies");
  const lastTwo = async () => (await rowTitles(page)).slice(-2);
  const before = await lastTwo();
  await expect(page.locator("[data-drag-handle]")).toHaveCount(0);
  await page.getByRole("button", { name: `Move “${before[1]}” up` }).click();
  await expect(toastWith(page, "Order saved")).toBeVisible();
  await expect.poll(lastTwo).toEqual([before[1], before[0]]);
  await page.context().close();
});
