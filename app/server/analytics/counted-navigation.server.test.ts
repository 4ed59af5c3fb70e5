import { describe, expect, it } from "vitest";
import {
  isCountedNavigation,
  isMeasuredPath,
} from "./counted-navigation.server";

const navigation = (
  path: string,
  headers: Record<string, string> = {},
  method = "GET",
) => ({ method, path, headers: { "sec-fetch-dest": "document", ...headers } });
const html = { statusCode: 200, contentType: "text/html; charset=utf-8" };

describe("which answers are page views", () => {
  it("a public page loaded as a document, in either language", () => {
    expect(isCountedNavigation(navigation("/"), html)).toBe(true);
    expect(isCountedNavigation(navigation("/fr/contact"), html)).toBe(true);
    // A browser that sends no fetch metadata (older Safari) still counts.
    expect(
      isCountedNavigation({ method: "GET", path: "/about", headers: {} }, html),
    ).toBe(true);
  });

  it("not a prefetch, a prerender, a frame or a script's fetch", () => {
    const nonDocuments: Record<string, string>[] = [
      { "sec-purpose": "prefetch" },
      { "sec-purpose": "prefetch;prerender" },
      { purpose: "prefetch" },
      { "x-moz": "prefetch" },
      { "sec-fetch-dest": "iframe" },
      { "sec-fetch-dest": "empty" },
    ];
    for (const headers of nonDocuments)
      expect(isCountedNavigation(navigation("/", headers), html)).toBe(false);
  });

  it("not an error, a redirect, an asset, a HEAD or a POST", () => {
    for (const statusCode of [301, 304, 404, 429, 500, 503])
      expect(
        isCountedNavigation(navigation("/"), { ...html, statusCode }),
      ).toBe(false);
    for (const contentType of ["text/css", "application/json", "image/png"])
      expect(
        isCountedNavigation(navigation("/"), { statusCode: 200, contentType }),
      ).toBe(false);
    expect(isCountedNavigation(navigation("/", {}, "HEAD"), html)).toBe(false);
    expect(isCountedNavigation(navigation("/", {}, "POST"), html)).toBe(false);
  });

  it("not a signed-in browser (staff or client), whatever page it opens", () => {
    for (const cookie of [
      "kestrel.session_token=abc",
      "theme=dark; __Host-kestrel.session_token=abc",
    ])
      expect(isCountedNavigation(navigation("/", { cookie }), html)).toBe(
        false,
      );
    expect(
      isCountedNavigation(navigation("/", { cookie: "kestrel.flash=x" }), html),
    ).toBe(true);
  });

  it("only the public site: never the console, the portal, the API or a URL holding a secret", () => {
    for (const path of [
      "/lead_admin",
      "/lead_admin/analytics",
      "/admin/auth",
      "/dashboard/projects",
      "/account",
      "/auth",
      "/fr/auth/verify-email",
      "/allied",
      "/api/forms/contact",
      "/book/manage/abc123",
      "/fr/book/manage/abc123",
      "/privacy/export/abc123",
      "/privacy/request/5f0c2a8e-1d2b-4c3d-9e4f-a1b2c3d4e5f6",
      "/fr/privacy/request/5f0c2a8e-1d2b-4c3d-9e4f-a1b2c3d4e5f6",
      "/calendar/bookings/feed.ics",
      "/newsletter/unsubscribe",
      "/healthz",
      "x",
      `/${"a".repeat(400)}`,
    ])
      expect(isMeasuredPath(path), path).toBe(false);
    for (const path of [
      "/",
      "/fr",
      "/book",
      "/newsletter",
      "/insights/sovereign-cloud",
      "/privacy/request",
      "/administration-guide",
    ])
      expect(isMeasuredPath(path), path).toBe(true);
  });
});
