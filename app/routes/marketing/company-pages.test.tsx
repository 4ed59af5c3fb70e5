import type { MetaDescriptor } from "react-router";
import { describe, expect, it } from "vitest";
import { renderRoute } from "../../../tests/support/render-route";
import * as aboutEn from "~/content/about";
import * as clientsEn from "~/content/clients";
import * as companyEn from "~/content/company";
import * as aboutFr from "~/content/fr/about";
import * as clientsFr from "~/content/fr/clients";
import * as companyFr from "~/content/fr/company";
import * as homeFr from "~/content/fr/home";
import * as partnersFr from "~/content/fr/partners";
import * as visionFr from "~/content/fr/vision";
import * as homeEn from "~/content/home";
import * as partnersEn from "~/content/partners";
import * as visionEn from "~/content/vision";
import type { Locale } from "~/i18n/locale";
import * as about from "./about";
import * as clients from "./clients";
import * as home from "./home";
import * as partners from "./partners";
import * as vision from "./vision";

/**
 * The company pages in each language: French copy and words on /fr/…, every site link staying
 * in French, nothing English left over, and the meta in the page's language.
 */
const pages = [
  {
    path: "/",
    route: home,
    en: [homeEn, companyEn],
    fr: [homeFr, companyFr],
    headings: [homeEn.hero.headline, homeFr.hero.headline],
  },
  {
    path: "/about",
    route: about,
    en: [aboutEn, companyEn],
    fr: [aboutFr, companyFr],
    headings: [aboutEn.aboutPage.title, aboutFr.aboutPage.title],
  },
  {
    path: "/vision",
    route: vision,
    en: [visionEn, companyEn],
    fr: [visionFr, companyFr],
    headings: [visionEn.visionPage.title, visionFr.visionPage.title],
  },
  {
    path: "/partners",
    route: partners,
    en: [partnersEn],
    fr: [partnersFr],
    headings: [partnersEn.partnersHero.title, partnersFr.partnersHero.title],
  },
  {
    path: "/clients",
    route: clients,
    en: [clientsEn],
    fr: [clientsFr],
    headings: [clientsEn.hero.title, clientsFr.hero.title],
  },
] as const;

function frenchPath(path: string) {
  return path === "/" ? "/fr" : `/fr${path}`;
}

function render(
  Page: React.ComponentType,
  path: string,
  locale: Locale,
): string {
  return renderRoute(Page, { path, locale });
}

/** What a reader sees (and a screen reader hears): the text and the accessible labels. */
function readable(html: string): string {
  const labels = [...html.matchAll(/aria-label="([^"]*)"/g)].map((m) => m[1]);
  return [html.replace(/<[^>]+>/g, " "), ...labels]
    .join(" ")
    .replaceAll("&amp;", "&")
    .replaceAll("&#x27;", "'")
    .replaceAll("&quot;", '"');
}

function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (typeof value === "object" && value !== null)
    return Object.values(value).flatMap(strings);
  return [];
}

/** The English sentences a French page must not show: copy that has a French version. */
function englishOnly(en: readonly object[], fr: readonly object[]): string[] {
  const french = new Set(fr.flatMap((module) => strings({ ...module })));
  return en
    .flatMap((module) => strings({ ...module }))
    .filter(
      (text) =>
        text.includes(" ") && !text.startsWith("/") && !french.has(text),
    );
}

/** The interface words written in the components, in English. */
const englishInterfaceWords = [
  "Public services we digitise",
  "Platforms for the services people depend on",
  "Explore",
  "About us",
  "Our mission",
  "Our values",
  "Our teams work from",
  "Platforms we build on",
  "What every platform has to earn",
  "Learn More",
  "opens in a new tab",
  "Step 1",
];

describe.each(pages)(
  "the company page $path",
  ({ path, route, en, fr, headings }) => {
    const Page = route.default as React.ComponentType;

    it("in French shows the French copy and no English left behind", () => {
      const text = readable(render(Page, frenchPath(path), "fr"));
      const leftovers = [
        ...englishOnly(en, fr),
        ...englishInterfaceWords,
      ].filter((english) => text.includes(english));
      expect(leftovers).toEqual([]);
      expect(text).toContain(headings[1]);
    });

    it("in French links only to French pages (and the portal's sign-in)", () => {
      const html = render(Page, frenchPath(path), "fr");
      const hrefs = [...html.matchAll(/href="([^"]*)"/g)].map(
        (m) => m[1] ?? "",
      );
      const english = hrefs.filter(
        (href) =>
          href.startsWith("/") && !href.startsWith("/fr") && href !== "/auth",
      );
      expect(hrefs.length).toBeGreaterThan(0);
      expect(english).toEqual([]);
    });

    it("in English links to English pages", () => {
      const html = render(Page, path, "en");
      expect(html).not.toMatch(/href="\/fr/);
      expect(readable(html)).toContain(headings[0]);
    });

    it("says in its meta which language it is in", () => {
      const metaOf = (locale: Locale) =>
        route.meta({
          matches: [
            {
              id: "root",
              loaderData: { origin: "https://kestrel.test", uiLocale: locale },
            },
          ],
        } as never) as MetaDescriptor[];
      const canonical = (meta: MetaDescriptor[]) =>
        meta.find((d) => "rel" in d && d.rel === "canonical");
      const title = (meta: MetaDescriptor[]) =>
        meta.find((d) => "title" in d) as { title: string };
      const french = metaOf("fr");
      const english = metaOf("en");
      expect(canonical(french)).toMatchObject({
        href: `https://kestrel.test${frenchPath(path)}`,
      });
      expect(french).toContainEqual({
        property: "og:locale",
        content: "fr_CA",
      });
      expect(title(french).title).not.toBe(title(english).title);
      const description = (meta: MetaDescriptor[]) =>
        meta.find((d) => "name" in d && d.name === "description");
      expect(description(french)).not.toEqual(description(english));
    });
  },
);
