import { describe, expect, it } from "vitest";
import {
  parseTrustProxy,
  TRUST_PROXY_INVALID,
  TRUST_PROXY_TRUE_REFUSED,
} from "./trust-proxy.server";

describe("parseTrustProxy", () => {
  it("reads false, a hop count, or a list of addresses and CIDRs", () => {
    expect(parseTrustProxy("false")).toEqual({ value: false });
    expect(parseTrustProxy("0")).toEqual({ value: false });
    expect(parseTrustProxy("1")).toEqual({ value: 1 });
    expect(
      parseTrustProxy("10.0.0.1, 192.168.0.0/16,::1,fd00::/8, loopback"),
    ).toEqual({
      value: ["10.0.0.1", "192.168.0.0/16", "::1", "fd00::/8", "loopback"],
    });
  });

  it("refuses a blanket true, saying why and what to use instead", () => {
    expect(parseTrustProxy("true")).toEqual({
      error: TRUST_PROXY_TRUE_REFUSED,
    });
    expect(TRUST_PROXY_TRUE_REFUSED).toMatch(/forge/);
    expect(TRUST_PROXY_TRUE_REFUSED).toMatch(/number of proxies/);
  });

  it.each([
    "maybe",
    "11",
    "10.0.0.300",
    "10.0.0.0/33",
    "::1/129",
    "10.0.0.1/8/8",
    "example.org",
    ",",
  ])("refuses %s", (value) => {
    expect(parseTrustProxy(value)).toEqual({ error: TRUST_PROXY_INVALID });
  });
});
