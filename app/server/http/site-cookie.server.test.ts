import { describe, expect, it } from "vitest";
import { siteCookie } from "./site-cookie.server";

describe("siteCookie", () => {
  it("is a __Host- cookie on https: Secure, Path=/, no Domain", async () => {
    const header = await siteCookie("https://example.test", "demo").serialize(
      "x",
    );
    expect(header).toMatch(/^__Host-kestrel\.demo=/);
    expect(header).toContain("Path=/");
    expect(header).toContain("HttpOnly");
    expect(header).toContain("Secure");
    expect(header).toContain("SameSite=Lax");
    expect(header).not.toContain("Domain");
  });

  it("goes without the prefix and Secure on plain http", async () => {
    const header = await siteCookie("http://localhost:3000", "demo").serialize(
      "x",
    );
    expect(header).toMatch(/^kestrel\.demo=/);
    expect(header).not.toContain("Secure");
  });

  it("lasts as long as it is told to (the flash toast's minute)", async () => {
    const header = await siteCookie("https://example.test", "flash", {
      maxAge: 60,
    }).serialize("x");
    expect(header).toContain("Max-Age=60");
  });

  it("signs its value with the secrets it is given", async () => {
    const cookie = siteCookie("https://example.test", "demo", {
      secrets: ["s3cret"],
    });
    const header = await cookie.serialize({ fp: "a" });
    expect(await cookie.parse(header.split(";")[0]!)).toEqual({ fp: "a" });
    const unsigned = siteCookie("https://example.test", "demo", {
      secrets: ["other"],
    });
    expect(await unsigned.parse(header.split(";")[0]!)).toBeNull();
  });
});
