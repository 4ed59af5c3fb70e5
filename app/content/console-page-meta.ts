import { site } from "./site";

/**
 * A console page's meta: its title names the page, then the section it sits in (when it is not
 * the section's own list), then "Console" and the site; and no search engine indexes it.
 */
export function consolePageMeta(...trail: string[]) {
  return [
    { title: [...trail, "Console", site.name].join(" | ") },
    { name: "robots", content: "noindex" },
  ];
}
