import { describe, expect, it } from "vitest";
import { consolePageMeta } from "./console-page-meta";
import { site } from "./site";

describe("consolePageMeta", () => {
  it("names the page, its section, the console and the site, and keeps it out of search engines", () => {
    expect(consolePageMeta("Blocked domains", "Newsletter")).toEqual([
      { title: `Blocked domains | Newsletter | Console | ${site.name}` },
      { name: "robots", content: "noindex" },
    ]);
  });

  it("is the console's own title with no trail", () => {
    expect(consolePageMeta()[0]).toEqual({ title: `Console | ${site.name}` });
  });
});
