import { describe, expect, it, vi } from "vitest";
import { bodyPolicyFor } from "../body-policies.server";
import { refuseCrossSiteRequests } from "../http/same-origin.server";
import {
  NEWSLETTER_LINK_MAX_BYTES,
  isNewsletterConfirmPage,
  newsletterTokenPage,
  redactNewsletterTokens,
} from "./newsletter-edge.server";

describe("newsletterTokenPage", () => {
  it.each([
    ["/newsletter/preferences", "preferences"],
    ["/fr/newsletter/preferences", "preferences"],
    ["/newsletter/unsubscribe", "unsubscribe"],
    ["/fr/newsletter/unsubscribe", "unsubscribe"],
    ["/Newsletter/Unsubscribe/", "unsubscribe"],
    ["/newsletter//unsubscribe", "unsubscribe"],
    ["/newsletter/%75nsubscribe", "unsubscribe"],
  ])("knows %s", (path, page) => {
    expect(newsletterTokenPage(path)).toBe(page);
  });

  it.each([
    "/newsletter",
    "/newsletter/confirm",
    "/newsletter/unsubscribe.data",
    "/newsletter/preferences/extra",
    "/contact",
    "/auth",
    "/fr/contact",
    "/api/forms/contact",
    "/newsletter/%E0%A4%A",
  ])("does not count %s as a token page", (path) => {
    expect(newsletterTokenPage(path)).toBeNull();
  });
});

describe("isNewsletterConfirmPage", () => {
  it("covers the confirmation page in both languages, and nothing else (the preferences and one-click pages are token pages)", () => {
    for (const path of [
      "/newsletter/confirm",
      "/fr/newsletter/confirm",
      "/Newsletter/Confirm/",
    ])
      expect(isNewsletterConfirmPage(path), path).toBe(true);
    for (const path of [
      "/newsletter",
      "/fr/newsletter",
      "/blog",
      "/newsletter/confirmx",
      "/newsletter/preferences",
      "/fr/newsletter/unsubscribe",
    ])
      expect(isNewsletterConfirmPage(path), path).toBe(false);
  });
});

describe("redactNewsletterTokens", () => {
  const token = "p1.2b1f3c9e-8d1a-4c55-9e0b-0f6f5a4d3c21.c2lnbmF0dXJl";

  it.each([
    [
      `/newsletter/unsubscribe?token=${token}`,
      "/newsletter/unsubscribe?token=[redacted]",
    ],
    [
      `/fr/newsletter/preferences?lang=fr&token=${token}`,
      "/fr/newsletter/preferences?lang=fr&token=[redacted]",
    ],
    [
      `/newsletter/confirm?TOKEN=${token}#top`,
      "/newsletter/confirm?TOKEN=[redacted]#top",
    ],
    [
      `https://example.org/newsletter/preferences?token=${token}`,
      "https://example.org/newsletter/preferences?token=[redacted]",
    ],
    [
      `/newsletter/preferences?%74oken=${token}`,
      "/newsletter/preferences?%74oken=[redacted]",
    ],
    [
      `/newsletter/preferences?token=${token}&token=${token}`,
      "/newsletter/preferences?token=[redacted]&token=[redacted]",
    ],
  ])("hides the token of %s", (url, expected) => {
    expect(redactNewsletterTokens(url)).toBe(expected);
    expect(redactNewsletterTokens(url)).not.toContain(token);
  });

  it.each([
    "/auth/reset-password?token=abc",
    "/blog?token=abc",
    "/newsletter/preferences",
    "/projects?sector=health",
  ])("leaves %s as it is", (url) => {
    expect(redactNewsletterTokens(url)).toBe(url);
  });

  it("passes undefined through", () => {
    expect(redactNewsletterTokens(undefined)).toBeUndefined();
  });
});

describe("the token pages' body policy", () => {
  it.each(["/newsletter/unsubscribe", "/fr/newsletter/preferences"])(
    "gives %s a small text limit and its own per-client budget",
    (path) => {
      expect(bodyPolicyFor(path)).toMatchObject({
        form: null,
        rateLimit: "newsletter-link",
        answer: "page",
        routeAnswersRefusal: false,
        limits: { maxBytes: NEWSLETTER_LINK_MAX_BYTES, maxFiles: 0 },
      });
    },
  );
});

describe("the same-origin check's exemption", () => {
  const check = refuseCrossSiteRequests("https://example.org", {
    exempt: (path) => newsletterTokenPage(path) !== null,
  });

  function run(method: string, path: string, headers: Record<string, string>) {
    const next = vi.fn();
    let status = 0;
    const res = {
      headersSent: false,
      status(code: number) {
        status = code;
        return res;
      },
      set: () => res,
      end: () => res,
    };
    check(
      { method, path, url: path, headers } as never,
      res as never,
      next as never,
    );
    return { passed: next.mock.calls.length === 1, status };
  }

  it("lets a one-click POST without Origin or cookie through to its route", () => {
    expect(run("POST", "/newsletter/unsubscribe", {}).passed).toBe(true);
    expect(run("POST", "/fr/newsletter/preferences", {}).passed).toBe(true);
  });

  it("still refuses other posts without Origin, or from another site", () => {
    expect(run("POST", "/contact", {})).toEqual({ passed: false, status: 403 });
    expect(run("POST", "/newsletter/confirm", {}).status).toBe(403);
    expect(run("POST", "/newsletter/unsubscribe.data", {}).status).toBe(403);
    expect(
      run("POST", "/contact", { origin: "https://evil.example" }).status,
    ).toBe(403);
    expect(
      run("POST", "/contact", { origin: "https://example.org" }).passed,
    ).toBe(true);
  });
});
