import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { DEMO_PASSWORD, signInDirectly } from "./accounts-support";

/**
 * A hydrated page must render in the browser exactly what the server sent. React's production
 * build says nothing when an attribute differs (only its development build logs "some attributes
 * of the server rendered HTML didn't match the client properties") and leaves the server's value
 * in place, so besides listening to the console this compares, on every element React took over,
 * the props React holds with the attributes in the document (docs/decisions/058-sign-in-pages-without-react.md).
 */

/** Console messages and page errors that speak of hydration, collected from the page's start. */
function hydrationComplaints(page: Page): string[] {
  const complaints: string[] = [];
  const hydration =
    /hydrat|didn't match the client|did not match|Minified React error #(418|419|421|422|423|425)/i;
  page.on("console", (message) => {
    if (
      ["error", "warning"].includes(message.type()) &&
      hydration.test(message.text())
    )
      complaints.push(`${message.type()}: ${message.text().slice(0, 500)}`);
  });
  page.on("pageerror", (error) => {
    if (hydration.test(error.message))
      complaints.push(`pageerror: ${error.message.slice(0, 500)}`);
  });
  return complaints;
}

/**
 * The attributes of elements React hydrated that differ from the props React rendered them with
 * (the nonce read from the element's property: browsers hide the attribute's value).
 */
function attributeMismatches(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const renamed: Record<string, string> = {
      className: "class",
      htmlFor: "for",
      httpEquiv: "http-equiv",
      acceptCharset: "accept-charset",
    };
    const skipped = new Set([
      "children",
      "dangerouslySetInnerHTML",
      "style",
      "value",
      "defaultValue",
      "checked",
      "defaultChecked",
      "selected",
      "suppressHydrationWarning",
      "suppressContentEditableWarning",
      "nonce",
    ]);
    const found: string[] = [];
    for (const element of document.querySelectorAll("*")) {
      const key = Object.keys(element).find((name) =>
        name.startsWith("__reactProps$"),
      );
      if (!key) continue;
      const props = (element as unknown as Record<string, unknown>)[
        key
      ] as Record<string, unknown>;
      const where = `<${element.localName}${element.id ? `#${element.id}` : ""}>`;
      const nonce = (element as HTMLElement).nonce ?? "";
      const propNonce =
        typeof props.nonce === "string" ? props.nonce : undefined;
      if ((element.hasAttribute("nonce") || propNonce) && nonce !== propNonce)
        found.push(
          `${where} nonce: the page has ${nonce ? "one" : "none"}, React ${propNonce ? "another" : "none"}`,
        );
      for (const [prop, value] of Object.entries(props)) {
        if (skipped.has(prop) || /^on[A-Z]/.test(prop)) continue;
        if (typeof value !== "string" && typeof value !== "number") continue;
        // React's attribute for a prop: renamed, as written (viewBox), in kebab case
        // (strokeWidth) or in lower case (tabIndex); whichever the element has.
        const name =
          [
            renamed[prop],
            prop,
            prop.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`),
            prop.toLowerCase(),
          ].find((candidate) => candidate && element.hasAttribute(candidate)) ??
          prop;
        const actual = element.getAttribute(name);
        if (actual !== String(value))
          found.push(`${where} ${name}: page ${actual}, React ${value}`);
      }
    }
    return found;
  });
}

/** Waits for React to take the page over, then for it to settle. */
async function hydrated(page: Page) {
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  await page.waitForLoadState("load");
}

test.describe("hydrated pages render what the server sent", () => {
  for (const path of ["/auth", "/admin/auth"]) {
    test(`${path}: no hydration mismatch`, async ({ page }) => {
      const complaints = hydrationComplaints(page);
      await page.goto(path);
      await page.waitForLoadState("load");
      // The sign-in pages are not hydrated (decision 058); were one hydrated, the checks below
      // would compare React's props with the page.
      if (await page.evaluate(() => "__reactRouterContext" in window))
        await hydrated(page);
      expect(await attributeMismatches(page)).toEqual([]);
      expect(complaints).toEqual([]);
    });
  }

  test("a signed-in page (/account): no hydration mismatch", async ({
    page,
  }) => {
    const complaints = hydrationComplaints(page);
    await signInDirectly(
      page,
      "/auth",
      "tomas.lindqvist@example.org",
      DEMO_PASSWORD,
    );
    await page.goto("/account");
    await hydrated(page);
    expect(await attributeMismatches(page)).toEqual([]);
    expect(complaints).toEqual([]);
  });
});
