import { axeScan, expect, expectNoAxeViolations, test } from "./fixtures";

/**
 * The scan every page's accessibility test relies on (fixtures.ts: legacy mode, violations only,
 * axe's minified build) still finds what it is there to find: a page with faint text, an image
 * without alt text and an unnamed button fails it.
 */
test("the axe scan reports contrast, alt text and button name violations", async ({
  page,
}) => {
  await page.setContent(`<!doctype html><html lang="en"><head><title>Probe</title></head>
    <body><main><h1>Probe</h1>
      <p style="color:#9a9a9a;background:#ffffff">Faint text nobody can read</p>
      <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">
      <button></button>
    </main></body></html>`);
  const results = await axeScan(page)
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  expect(results.violations.map((violation) => violation.id).sort()).toEqual([
    "button-name",
    "color-contrast",
    "image-alt",
  ]);
});

const faintText = `<p id="faint" style="color:#9a9a9a;background:#ffffff">Faint text nobody can read</p>`;

test("a violation that stays is reported by the page check", async ({
  page,
}) => {
  await page.setContent(`<!doctype html><html lang="en"><head><title>Probe</title></head>
    <body><main><h1>Probe</h1>${faintText}</main></body></html>`);
  await expect(expectNoAxeViolations(page)).rejects.toThrow(
    /color-contrast \(serious\)[\s\S]*#faint/,
  );
});

test("a node that fails only the first scan (a toast fading out) is not reported", async ({
  page,
}) => {
  await page.setContent(`<!doctype html><html lang="en"><head><title>Probe</title></head>
    <body><main><h1>Probe</h1>${faintText}</main></body></html>`);
  // The faint paragraph leaves the page as soon as the first scan ends, as a toast that was
  // fading during it would.
  await page.evaluate(() => {
    type Axe = { run: (...args: unknown[]) => Promise<unknown> };
    let injected: Axe | undefined;
    const wrapped = new WeakSet<Axe>();
    Object.defineProperty(window, "axe", {
      configurable: true,
      // axe defines run() after it assigns window.axe: wrapped when the scan reads it.
      get: () => {
        if (injected?.run && !wrapped.has(injected)) {
          const run = injected.run.bind(injected);
          injected.run = async (...args: unknown[]) => {
            const results = await run(...args);
            document.getElementById("faint")?.remove();
            return results;
          };
          wrapped.add(injected);
        }
        return injected;
      },
      set: (axe: Axe) => {
        injected = axe;
      },
    });
  });
  await expectNoAxeViolations(page);
  await expect(page.locator("#faint")).toHaveCount(0);
});
