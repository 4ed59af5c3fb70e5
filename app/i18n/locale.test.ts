import { describe, expect, it } from "vitest";
import {
  localeFromAcceptLanguage,
  localeFromPath,
  localizedPath,
  pathWithoutLocale,
} from "./locale";
import { languageSwitchPath, pageLocale } from "./page-locale";
import { formatBytes, formatDate, formatMoney, formatPercent } from "./format";

describe("the language of a path", () => {
  it("is French under /fr only", () => {
    expect(localeFromPath("/fr")).toBe("fr");
    expect(localeFromPath("/fr/about")).toBe("fr");
    expect(localeFromPath("/fr.data")).toBe("fr");
    expect(localeFromPath("/free.data")).toBe("en");
    expect(localeFromPath("/free-trial")).toBe("en");
    expect(localeFromPath("/")).toBe("en");
    expect(pathWithoutLocale("/fr")).toBe("/");
    expect(pathWithoutLocale("/fr/blog/x")).toBe("/blog/x");
  });

  it("is read case-insensitively, as the router matches routes", () => {
    expect(localeFromPath("/FR/contact")).toBe("fr");
    expect(localeFromPath("/Fr")).toBe("fr");
    expect(localeFromPath("/FR.data")).toBe("fr");
    expect(localeFromPath("/FREE")).toBe("en");
    expect(pathWithoutLocale("/FR/contact")).toBe("/contact");
  });

  it("localizes public links and leaves the single-URL areas, files and other sites alone", () => {
    expect(localizedPath("/contact", "fr")).toBe("/fr/contact");
    expect(localizedPath("/", "fr")).toBe("/fr");
    expect(localizedPath("/projects?sector=health#list", "fr")).toBe(
      "/fr/projects?sector=health#list",
    );
    expect(localizedPath("/fr/contact", "fr")).toBe("/fr/contact");
    expect(localizedPath("/fr/contact", "en")).toBe("/contact");
    expect(localizedPath("/fr", "en")).toBe("/");
    for (const path of [
      "/dashboard",
      "/auth",
      "/lead_admin/leads",
      "/media/x.webp",
      "/api/chat/messages",
    ])
      expect(localizedPath(path, "fr")).toBe(path);
    expect(localizedPath("https://example.org/x", "fr")).toBe(
      "https://example.org/x",
    );
    expect(localizedPath("//evil.example/x", "fr")).toBe("//evil.example/x");
    expect(localizedPath("mailto:a@b.c", "fr")).toBe("mailto:a@b.c");
    expect(localizedPath("#main", "fr")).toBe("#main");
  });

  it("reads Accept-Language by its q-values", () => {
    expect(localeFromAcceptLanguage("fr-CA,fr;q=0.9,en;q=0.8")).toBe("fr");
    expect(localeFromAcceptLanguage("en-US,en;q=0.9,fr;q=0.8")).toBe("en");
    expect(localeFromAcceptLanguage("de-DE,fr;q=0.5")).toBe("fr");
    expect(localeFromAcceptLanguage("de-DE")).toBe("en");
    expect(localeFromAcceptLanguage("fr;q=0")).toBe("en");
    expect(localeFromAcceptLanguage(null)).toBe("en");
  });
});

describe("a page's language and its language link", () => {
  it("prefers a layout's uiLocale to the URL", () => {
    expect(pageLocale([{ data: { uiLocale: "en" } }], "/fr/about")).toBe("en");
    expect(
      pageLocale(
        [{ data: { uiLocale: "en" } }, { data: { uiLocale: "fr" } }],
        "/dashboard",
      ),
    ).toBe("fr");
    expect(pageLocale([{ data: null }], "/fr/about")).toBe("fr");
  });

  it("leads to the same page, query kept, or to the page's named alternate", () => {
    const at = (pathname: string, search = "") => ({ pathname, search });
    expect(languageSwitchPath([], at("/about"), "fr")).toBe("/fr/about");
    expect(languageSwitchPath([], at("/fr/about/"), "en")).toBe("/about");
    expect(languageSwitchPath([], at("/fr"), "en")).toBe("/");
    expect(
      languageSwitchPath([], at("/projects", "?sector=health"), "fr"),
    ).toBe("/fr/projects?sector=health");
    const article = [
      { data: { languageAlternates: { en: "/blog/a", fr: "/blog/b" } } },
    ];
    expect(languageSwitchPath(article, at("/blog/a"), "fr")).toBe("/fr/blog/b");
  });
});

describe("formats per language", () => {
  it("writes dates, sizes, percentages and money as each language does", () => {
    const date = new Date("2026-11-05T12:00:00Z");
    expect(formatDate("fr", date)).toBe("5 nov. 2026");
    expect(formatDate("en", date)).toBe("Nov 5, 2026");
    expect(formatBytes("fr", 1802)).toBe("1,76\u00a0Ko");
    expect(formatBytes("en", 1802)).toBe("1.76\u00a0KB");
    expect(formatPercent("fr", 0.999).replace(/\s/g, " ")).toBe("99,9 %");
    expect(formatPercent("en", 0.999)).toBe("99.9%");
    expect(formatMoney("fr", 50000).replace(/\s/g, " ")).toBe("50 000 $");
    expect(formatMoney("en", 50000)).toBe("$50,000");
  });
});
