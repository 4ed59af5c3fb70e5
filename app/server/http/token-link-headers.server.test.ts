import { describe, expect, it } from "vitest";
import { isTokenLinkPage } from "./token-link-headers.server";

describe("isTokenLinkPage", () => {
  it("covers the confirmation page in both languages, and nothing else (the preferences and one-click pages have their own, newsletter-edge.server.ts)", () => {
    for (const path of [
      "/newsletter/confirm",
      "/fr/newsletter/confirm",
      "/Newsletter/Confirm/",
    ])
      expect(isTokenLinkPage(path), path).toBe(true);
    for (const path of [
      "/newsletter",
      "/fr/newsletter",
      "/blog",
      "/newsletter/confirmx",
      "/newsletter/preferences",
      "/fr/newsletter/unsubscribe",
    ])
      expect(isTokenLinkPage(path), path).toBe(false);
  });
});
