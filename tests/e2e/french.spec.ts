import type { APIRequestContext } from "@playwright/test";
import { englishLeftBehind } from "./english-left-behind";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { e2eRoutes } from "./routes";

/**
 * The French site (decision 055): every public route of the shared list, under /fr, answers as
 * its English twin does, in French (`lang`, no English left behind, no link back into English),
 * passes axe, and its language link leads to the same page in English and back.
 */
const frenchRoutes = e2eRoutes
  .filter((route) => !route.path.startsWith("/allied"))
  .map((route) => ({
    english: route.path,
    french: route.path === "/" ? "/fr" : `/fr${route.path}`,
    status: route.status,
  }));

/** Paths that have one URL in both languages (app/i18n/locale.ts). */
const SINGLE_URL =
  /^\/(auth|admin|account|dashboard|lead_admin|allied|api|media|assets|og|sign-out|sitemap\.xml|robots\.txt|favicon\.svg)(\/|$|\?|#)/;

for (const route of frenchRoutes) {
  test(`${route.french} is in French`, async ({ sweepPage: page }) => {
    const response = await page.goto(route.french);
    expect(response?.status(), route.french).toBe(route.status);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
    expect(await englishLeftBehind(page), "English left on the page").toEqual(
      [],
    );

    const links = await page
      .locator("a[href^='/']:not([data-language-link])")
      .evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href")!));
    const intoEnglish = links.filter(
      (href) =>
        !(
          href === "/fr" ||
          href.startsWith("/fr/") ||
          href.startsWith("/fr?") ||
          SINGLE_URL.test(href)
        ),
    );
    expect(intoEnglish, "links from a French page into English").toEqual([]);
    await expectNoAxeViolations(page);
  });
}

/** The header's language link of a page as the server sends it: its address and the page's language. */
async function languageLinkOf(
  request: APIRequestContext,
  path: string,
): Promise<{ lang: string | undefined; href: string | undefined }> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  const html = await response.text();
  const header = html.slice(html.indexOf("<header"), html.indexOf("</header>"));
  const anchor = header.match(/<a\b[^>]*\bdata-language-link\b[^>]*>/)?.[0];
  return {
    lang: html.match(/<html\b[^>]*\blang="([^"]+)"/)?.[1],
    // An attribute's "&" is sent as "&amp;" (a filtered list's address).
    href: anchor?.match(/\bhref="([^"]+)"/)?.[1]?.replaceAll("&amp;", "&"),
  };
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the language link of every route leads to the same page in the other language", async ({
    page,
  }) => {
    // One route clicked through in the browser; without JavaScript a link is its address, so
    // every route's pair is then read as the server sends it (three page loads a route took
    // 15 s of the suite).
    await page.goto("/solutions/evisa");
    const toFrench = page.locator("header [data-language-link]");
    await expect(toFrench).toHaveText("Français");
    await toFrench.click();
    await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
    await expect(page).toHaveURL(/\/fr\/solutions\/evisa\/?$/);
    await expect(page.locator("header [data-language-link]")).toHaveText(
      "English",
    );
    await page.locator("header [data-language-link]").click();
    await expect(page.locator("html")).toHaveAttribute("lang", "en-CA");
    await expect(page).toHaveURL(/\/solutions\/evisa\/?$/);

    for (const route of frenchRoutes.filter((r) => r.status === 200)) {
      const english = await languageLinkOf(page.request, route.english);
      expect(english.lang, route.english).toBe("en-CA");
      expect(english.href, route.english).toBeTruthy();
      // An article may have its own French slug; every other page keeps its path.
      if (
        !route.english.startsWith("/blog/") &&
        !route.english.startsWith("/projects/")
      )
        expect(english.href, route.english).toMatch(
          new RegExp(`^${escape(route.french)}/?$`),
        );
      const french = await languageLinkOf(page.request, english.href!);
      expect(french.lang, english.href).toBe("fr-CA");
      expect(french.href, english.href).toMatch(
        new RegExp(`^${escape(route.english)}/?$`),
      );
    }
  });
});

test("with JavaScript, the header's and the footer's language links switch too", async ({
  page,
}) => {
  await page.goto("/solutions/evisa");
  await page.locator("header [data-language-link]").click();
  await expect(page).toHaveURL(/\/fr\/solutions\/evisa\/?$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
  await page.locator("footer [data-language-link]").click();
  await expect(page).toHaveURL(/\/solutions\/evisa\/?$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en-CA");
});

test("French pages name their English twin and themselves (hreflang, canonical, og:locale)", async ({
  page,
}) => {
  await page.goto("/fr/about");
  const origin = new URL(page.url()).origin;
  const hreflang = await page
    .locator("link[rel=alternate][hreflang]")
    .evaluateAll((links) =>
      links.map(
        (l) =>
          `${l.getAttribute("hreflang")} ${new URL(l.getAttribute("href")!).pathname}`,
      ),
    );
  expect(hreflang.sort()).toEqual([
    "en /about",
    "fr /fr/about",
    "x-default /about",
  ]);
  const canonical = await page
    .locator("link[rel=canonical]")
    .getAttribute("href");
  expect(new URL(canonical!, origin).pathname).toBe("/fr/about");
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute(
    "content",
    "fr_CA",
  );
});

function escape(path: string): string {
  return path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
