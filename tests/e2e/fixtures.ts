import fs from "node:fs";
import { createRequire } from "node:module";
import AxeBuilder from "@axe-core/playwright";
import {
  test as base,
  expect,
  type BrowserContext,
  type BrowserContextOptions,
  type Locator,
  type Page,
  type WorkerInfo,
} from "@playwright/test";

function e2eBaseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url)
    throw new Error(
      "E2E_BASE_URL is not set: run the suite through playwright.config.ts (global setup)",
    );
  return url;
}

/**
 * The browser context options a project sets (the device, the viewport), for a context a fixture
 * opens itself rather than through Playwright's per-test `context`.
 */
function projectContextOptions(
  use: WorkerInfo["project"]["use"],
): BrowserContextOptions {
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = use;
  return { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch };
}

export const test = base.extend<
  { sweepPage: Page },
  { sweepContext: BrowserContext }
>({
  // One context per worker for the route sweeps (routes.spec.ts, french.spec.ts): each test there
  // only opens a public page and reads it. A fresh context per test loads every page cold — its
  // scripts fetched and compiled again — which cost about a third of those tests' CPU
  // (bench/results/2026-11-28-ci-time.md). Only for tests that change nothing a later test could
  // see: no sign-in, no form, no listener left on the page, no per-test `test.use` options.
  sweepContext: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext({
        ...projectContextOptions(workerInfo.project.use),
        baseURL: e2eBaseUrl(),
      });
      await use(context);
      await context.close();
    },
    { scope: "worker" },
  ],
  // Playwright's own tracing covers this context too: a failed test's retry records its trace.
  sweepPage: async ({ sweepContext }, use) => {
    await use(sweepContext.pages()[0] ?? (await sweepContext.newPage()));
  },
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies by destructuring
  baseURL: async ({}, use) => {
    await use(e2eBaseUrl());
  },
});
export { expect };

/**
 * A screenshot for a person to look at in the test's output folder: it asserts nothing. CI keeps
 * no output folder (`.ci/run` uploads nothing), and a full-page capture of a console page costs
 * the browser about a third of a core-second to paint and encode, so CI takes them only when
 * SCREENSHOTS=1 asks (bench/results/2026-11-28d-ci-time.md); a local run always does.
 */
export async function screenshotForPerson(
  target: Page | Locator,
  options: { path: string; fullPage?: boolean },
): Promise<void> {
  if (process.env.CI && process.env.SCREENSHOTS !== "1") return;
  await target.screenshot(options);
}

/**
 * Public pages are enhanced after load (app/enhance/page.ts). Checking a page while an enhancer
 * rearranges it makes axe measure one layout and hit-test another (a CI run once flagged the
 * blueprint carousel's hidden slides that way), so wait for the page the user actually gets:
 * with JavaScript, every element that asked for an enhancer has it; without, the HTML as served.
 */
async function settled(page: Page) {
  const scriptRan =
    (await page.locator("body > script[type=module][src]").count()) > 0;
  if (scriptRan)
    await expect(
      page.locator("[data-enhance]:not([data-enhanced])"),
    ).toHaveCount(0);
  // Nor mid-transition, on any page (a hydrated page's toast fades in and out): a half-faded
  // slide or toast is not a colour anyone reads.
  // A spinner that turns for ever is not a transition: it is left out.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== "running" ||
          animation.effect?.getTiming().iterations === Infinity,
      ),
  );
}

/**
 * axe-core's minified build, the one @axe-core/playwright depends on. The builder injects the
 * unminified one (1.5 MB) into the page at every scan; parsing it cost more than the scan itself.
 */
const require = createRequire(import.meta.url);
const axeSource = fs.readFileSync(
  createRequire(require.resolve("@axe-core/playwright")).resolve(
    "axe-core/axe.min.js",
  ),
  "utf8",
);

/**
 * An axe scan of the page that reports violations only. Legacy mode runs axe.run() in the page
 * itself: the default opens a second, blank page per scan to merge per-frame results, which our
 * pages never need (they embed no cross-origin frame). Passes and inapplicable rules are still
 * checked, only not listed node by node: a violation is found exactly as before, for a fraction
 * of the browser's CPU (docs/decisions/038-ci-cpu-budget.md).
 */
export function axeScan(page: Page): AxeBuilder {
  return new AxeBuilder({ page, axeSource })
    .setLegacyMode()
    .options({ resultTypes: ["violations"] });
}

/** One scan's violations, a line per rule and node. */
async function wcagViolations(page: Page): Promise<string[]> {
  await settled(page);
  const results = await axeScan(page)
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  return results.violations.flatMap((v) =>
    v.nodes.map(
      (n) => `${v.id} (${v.impact}): ${v.help}\n  ${n.target.join(" ")}`,
    ),
  );
}

/**
 * Fails with the list of WCAG 2.2 A/AA violations on the current page, if any. A page with a
 * violation is scanned a second time and only what both scans found is reported: a toast that
 * starts fading out during the scan (it had waited for no animation to run, but the scan takes a
 * few hundred milliseconds) is read at half opacity as a contrast failure once, never twice,
 * while a real violation is found by both (CI once failed on the first kind).
 */
export async function expectNoAxeViolations(page: Page) {
  const first = await wcagViolations(page);
  const summary =
    first.length === 0
      ? first
      : (await wcagViolations(page)).filter((line) => first.includes(line));
  expect(summary, summary.join("\n")).toEqual([]);
}
