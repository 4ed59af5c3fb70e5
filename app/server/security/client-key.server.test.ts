import { describe, expect, it } from "vitest";
import { rateLimitClientKey } from "./client-key.server";

describe("rateLimitClientKey", () => {
  it("keys an IPv4 client by its address", () => {
    expect(rateLimitClientKey("203.0.113.7")).toBe("203.0.113.7");
    expect(rateLimitClientKey("203.0.113.8")).not.toBe(
      rateLimitClientKey("203.0.113.7"),
    );
  });

  it("keys an IPv4-mapped IPv6 address as the IPv4 client it names", () => {
    expect(rateLimitClientKey("::ffff:1.2.3.4")).toBe("1.2.3.4");
    expect(rateLimitClientKey("::FFFF:1.2.3.4")).toBe("1.2.3.4");
    expect(rateLimitClientKey("::ffff:0102:0304")).toBe("1.2.3.4");
    expect(rateLimitClientKey("0:0:0:0:0:ffff:1.2.3.4")).toBe("1.2.3.4");
  });

  it("keys every IPv6 address of one /64 the same", () => {
    const key = rateLimitClientKey("2001:db8:1:2::1");
    expect(key).toBe("2001:db8:1:2::/64");
    expect(rateLimitClientKey("2001:db8:1:2:ffff:ffff:ffff:ffff")).toBe(key);
    expect(rateLimitClientKey("2001:0DB8:0001:0002:abcd::9")).toBe(key);
    expect(rateLimitClientKey("[2001:db8:1:2::5]")).toBe(key);
    expect(rateLimitClientKey("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
  });

  it("keeps neighbouring /64s apart", () => {
    expect(rateLimitClientKey("2001:db8:1:3::1")).not.toBe(
      rateLimitClientKey("2001:db8:1:2::1"),
    );
    expect(rateLimitClientKey("::1")).toBe("0:0:0:0::/64");
  });

  it("does not mistake an address that merely ends in IPv4 for a mapped one", () => {
    expect(rateLimitClientKey("64:ff9b::1.2.3.4")).toBe("64:ff9b:0:0::/64");
    expect(rateLimitClientKey("::1.2.3.4")).toBe("0:0:0:0::/64");
  });

  it("returns anything that is not an address unchanged", () => {
    expect(rateLimitClientKey("unknown")).toBe("unknown");
  });
});
