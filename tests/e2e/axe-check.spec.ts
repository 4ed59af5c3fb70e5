import { axeScan, expect, test } from "./fixtures";

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
