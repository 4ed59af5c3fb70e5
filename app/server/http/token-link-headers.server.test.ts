import { describe, expect, it } from "vitest";
import { isTokenLinkPage } from "./token-link-headers.server";

describe("isTokenLinkPage", () => {
  it("covers the newsletter's e-mailed links in both languages, and nothing else", () => {
    for (const path of [
      "/newsletter/confirm",
      "/fr/newsletter/confirm",
      "/newsletter/preferences",
      "/fr/newsletter/unsubscribe",
      "/Newsletter/Confirm/",
    ])
      expect(isTokenLinkPage(path), path).toBe(true);
    for (const path of [
      "/newsletter",
      "/fr/newsletter",
      "/blog",
      "/newsletter/confirmx",
    ])
      expect(isTokenLinkPage(path), path).toBe(false);
  });
});
