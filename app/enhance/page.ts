import { captureFirstTouch } from "~/components/forms/attribution";
// The header is on every page: bundled here rather than fetched after this module.
import * as siteHeader from "./site-header";

/**
 * Progressive enhancement for server-rendered pages. Elements name what they need in
 * `data-enhance` (space-separated); each name loads its module once, and the module's
 * `enhance(element)` runs for every element that asked. Everything works without this
 * script; it adds what the specification asks to happen without a page load.
 */
type Enhancer = { enhance: (element: HTMLElement) => void };

const enhancers: Record<string, () => Promise<Enhancer>> = {
  "site-header": () => Promise.resolve(siteHeader),
  "journey-carousel": () => import("./journey-carousel"),
  "application-dialog": () => import("./application-dialog"),
  "lead-form": () => import("./lead-form"),
  "get-started": () => import("./get-started"),
  "chat-launcher": () => import("./chat-launcher"),
  "newsletter-box": () => import("./newsletter-box"),
  "booking-zone": () => import("./booking-zone"),
  // The sign-in pages (docs/decisions/058-sign-in-pages-without-react.md).
  "auth-tabs": () => import("./auth-tabs"),
  "password-toggle": () => import("./password-toggle"),
  "account-form": () => import("./account-form"),
};

export function enhancePage(root: ParentNode = document): void {
  const byName = new Map<string, HTMLElement[]>();
  for (const element of root.querySelectorAll<HTMLElement>("[data-enhance]")) {
    for (const name of (element.dataset.enhance ?? "")
      .split(/\s+/)
      .filter(Boolean)) {
      byName.set(name, [...(byName.get(name) ?? []), element]);
    }
  }
  const loading: Promise<void>[] = [];
  for (const [name, elements] of byName) {
    const load = enhancers[name];
    if (!load) {
      console.warn(`No enhancer named "${name}"`);
      continue;
    }
    loading.push(
      load().then((module) =>
        elements.forEach((element) => module.enhance(element)),
      ),
    );
  }
  // Every enhancer has run: the end-to-end tests wait for this mark as they wait for a hydrated
  // page's data-hydrated.
  void Promise.allSettled(loading).then(() => {
    document.documentElement.dataset.enhanced = "";
  });
}

captureFirstTouch();
enhancePage();
