import { describe, expect, it } from "vitest";
import {
  contentDetail,
  movedProjectsHref,
  needsKnownFilters,
  notFoundKey,
  pageCacheKey,
  type KnownFilters,
} from "./cache-key.server";

const known: KnownFilters = {
  sectors: new Set(["health", "energy"]),
  capabilities: new Set(["data-platforms"]),
  moved: {
    sector: new Map([
      ["healthcare", "health"],
      ["public-health", "health"],
    ]),
    capability: new Map([["data", "data-platforms"]]),
  },
};
const key = (url: string, filters: KnownFilters | null = known) => {
  const parsed = new URL(url, "http://x");
  return pageCacheKey(parsed.pathname, parsed.searchParams, filters);
};

describe("pageCacheKey", () => {
  it("keys French pages under their own paths, so no English page is served under /fr", () => {
    expect(key("/fr/blog")).toBe("/fr/blog");
    expect(key("/fr/blog/rss.xml")).toBe("/fr/blog/rss.xml");
    expect(key("/fr/blog/infonuagique-souveraine")).toBe(
      "/fr/blog/infonuagique-souveraine",
    );
    expect(key("/fr/projects?utm_source=x")).toBe("/fr/projects");
    expect(key("/fr/projects?sector=health")).toBe(
      "/fr/projects?sector=health",
    );
    expect(key("/fr/projects?sector=made-up")).toBeNull();
    expect(key("/fr/sitemap.xml")).toBeNull();
    expect(key("/fr/about")).toBeNull();
    expect(contentDetail("/fr/blog/some-slug")).toEqual({
      locale: "fr",
      section: "blog",
      slug: "some-slug",
    });
    expect(notFoundKey("blog", "fr")).not.toBe(notFoundKey("blog", "en"));
  });

  it("keys the content pages by path, ignoring parameters they do not read", () => {
    expect(key("/blog")).toBe("/blog");
    expect(key("/blog?utm_source=newsletter&fbclid=abc")).toBe("/blog");
    expect(key("/blog/rss.xml?x=1")).toBe("/blog/rss.xml");
    expect(key("/sitemap.xml")).toBe("/sitemap.xml");
    expect(key("/blog/a-post?ref=1")).toBe("/blog/a-post");
    expect(key("/projects/a-study")).toBe("/projects/a-study");
  });

  it("leaves everything else to the normal renderer", () => {
    for (const path of [
      "/",
      "/contact",
      "/blog/",
      "/blog/A-Post",
      "/blog/a%20post",
      "/blog/a/b",
      "/projects/",
      "/projects.data",
      "/blog.data",
      "/dashboard",
    ]) {
      expect(key(path), path).toBeNull();
    }
  });

  it("keys /projects by its known filters in one order, whatever the order or case of the query", () => {
    expect(key("/projects")).toBe("/projects");
    expect(key("/projects?capability=data-platforms&sector=health")).toBe(
      "/projects?sector=health&capability=data-platforms",
    );
    expect(key("/projects?sector=HEALTH&capability=data-platforms&utm=1")).toBe(
      "/projects?sector=health&capability=data-platforms",
    );
    expect(key("/projects?sector=energy&sector=health")).toBe(
      "/projects?sector=energy",
    );
    // Not a slug: the page ignores it, so it is the unfiltered page.
    expect(key("/projects?sector=%3Cscript%3E")).toBe("/projects");
  });

  it("refuses a filter value that names no sector or capability, so made-up values cannot fill memory", () => {
    expect(key("/projects?sector=no-such-sector")).toBeNull();
    expect(key("/projects?sector=health&capability=no-such")).toBeNull();
    // Before the known slugs are loaded, no filtered key is made.
    expect(key("/projects?sector=health", null)).toBeNull();
  });

  it("asks for the known slugs only for a filtered /projects", () => {
    expect(
      needsKnownFilters("/projects", new URLSearchParams("sector=x")),
    ).toBe(true);
    expect(needsKnownFilters("/projects", new URLSearchParams("utm=1"))).toBe(
      false,
    );
    expect(needsKnownFilters("/blog", new URLSearchParams("sector=x"))).toBe(
      false,
    );
  });

  it("finds the section and slug of a detail page, and keeps each section's not-found page under a key no path has", () => {
    expect(contentDetail("/blog/a-post")).toEqual({
      locale: "en",
      section: "blog",
      slug: "a-post",
    });
    expect(contentDetail("/projects/a-study")).toEqual({
      locale: "en",
      section: "projects",
      slug: "a-study",
    });
    for (const path of ["/blog", "/blog/rss.xml", "/blog/A-Post", "/x/a-post"])
      expect(contentDetail(path), path).toBeNull();
    expect(notFoundKey("blog", "en")).not.toBe(notFoundKey("projects", "en"));
    expect(notFoundKey("blog", "en").startsWith("/")).toBe(false);
  });
});

describe("movedProjectsHref (a renamed sector's or capability's old slug)", () => {
  const moved = (url: string, filters: KnownFilters | null = known) => {
    const parsed = new URL(url, "http://x");
    return movedProjectsHref(parsed.pathname, parsed.searchParams, filters);
  };

  it("leads an old slug to the filter by its slug today, whatever the case, keeping the other parameters", () => {
    expect(moved("/projects?sector=healthcare")).toBe(
      "/projects?sector=health",
    );
    expect(moved("/projects?sector=Public-Health")).toBe(
      "/projects?sector=health",
    );
    expect(
      moved("/projects?utm_source=mail&capability=data&sector=energy"),
    ).toBe("/projects?utm_source=mail&capability=data-platforms&sector=energy");
    expect(moved("/projects?sector=healthcare&capability=data")).toBe(
      "/projects?sector=health&capability=data-platforms",
    );
  });

  it("answers nothing for a live slug, an unknown one, another page, or before the slugs are loaded", () => {
    expect(moved("/projects?sector=health")).toBeNull();
    expect(moved("/projects?sector=no-such-sector")).toBeNull();
    expect(moved("/projects")).toBeNull();
    expect(moved("/blog?sector=healthcare")).toBeNull();
    expect(moved("/projects?sector=healthcare", null)).toBeNull();
    // A slug live again (taken back) is a page, whatever a stale map says.
    expect(
      moved("/projects?sector=healthcare", {
        ...known,
        sectors: new Set(["health", "healthcare"]),
      }),
    ).toBeNull();
  });
});
