import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  buildContentSecurityPolicy,
  inlineScriptHashes,
} from "./content-security-policy.server";

describe("buildContentSecurityPolicy", () => {
  it("allows scripts only by nonce, never unsafe-inline", () => {
    const csp = buildContentSecurityPolicy({ nonce: "abc123" });
    expect(csp).toContain("script-src 'nonce-abc123' 'strict-dynamic'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
  });

  it("allows the hashes of a prerendered page", () => {
    const csp = buildContentSecurityPolicy({ scriptHashes: ["sha256-AAA="] });
    expect(csp).toContain("script-src 'sha256-AAA=' 'strict-dynamic'");
  });

  it("opens frame-src only to the origins it is given", () => {
    expect(buildContentSecurityPolicy({})).toContain("frame-src 'none'");
    expect(
      buildContentSecurityPolicy({ frameSources: ["https://cal.example"] }),
    ).toContain("frame-src https://cal.example");
  });
});

describe("inlineScriptHashes", () => {
  it("hashes inline scripts and skips external and JSON ones", () => {
    const body = 'window.x = "1";';
    const html = `<script>${body}</script><script src="/a.js"></script><script type="application/ld+json">{}</script>`;
    const expected = `sha256-${createHash("sha256").update(body).digest("base64")}`;
    expect(inlineScriptHashes(html)).toEqual([expected]);
  });
});
