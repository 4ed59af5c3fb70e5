import { describe, expect, it } from "vitest";
import {
  checkDestination,
  checkDestinationUrl,
  DestinationRefused,
  parseAllowedHosts,
  type AddressResolver,
  type DestinationPolicy,
} from "./destination-guard.server";

/** A resolver that answers from a table, as DNS would, and fails for any other name. */
function stubResolver(table: Record<string, string[]>): AddressResolver {
  return async (hostname) => {
    const addresses = table[hostname];
    if (!addresses)
      throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), {
        code: "ENOTFOUND",
      });
    return addresses.map((address) => ({
      address,
      family: address.includes(":") ? 6 : 4,
    }));
  };
}

const policy = (allowed = ""): DestinationPolicy => ({
  allowedHosts: parseAllowedHosts(allowed),
  resolve: stubResolver({
    "hooks.example.com": ["93.184.216.34"],
    "v6.example.com": ["2606:4700::1111"],
    "loopback.example.com": ["127.0.0.1"],
    "metadata.example.com": ["169.254.169.254"],
    "mixed.example.com": ["93.184.216.34", "10.0.0.7"],
    "mapped.example.com": ["::ffff:127.0.0.1"],
    "nat64.example.com": ["64:ff9b::a00:1"],
    "ula.example.com": ["fd12::1"],
    "cgnat.example.com": ["100.64.1.1"],
    "crm.internal": ["10.0.0.5"],
  }),
});

async function refusal(url: string, allowed = "") {
  try {
    await checkDestination(url, policy(allowed));
  } catch (error) {
    if (error instanceof DestinationRefused) return error;
    throw error;
  }
  return null;
}

describe("where an integration may send", () => {
  it("accepts public https hosts on 443 and 8443", async () => {
    expect(await refusal("https://hooks.example.com/lead")).toBeNull();
    expect(await refusal("https://hooks.example.com:8443/lead")).toBeNull();
    expect(await refusal("https://v6.example.com/lead")).toBeNull();
    expect(await refusal("https://93.184.216.34/lead")).toBeNull();
  });

  it.each([
    ["http://hooks.example.com/lead", "only https"],
    ["https://hooks.example.com:8080/lead", "port 8080 is refused"],
    ["https://hooks.example.com:80/lead", "port 80 is refused"],
    ["https://user:pass@hooks.example.com/lead", "user name or password"],
    ["https://token@hooks.example.com/lead", "user name or password"],
    ["ftp://hooks.example.com/lead", "only https"],
    ["not a url", "not a URL"],
    ["https://127.0.0.1/lead", "private or reserved"],
    ["https://0.0.0.0/lead", "private or reserved"],
    ["https://10.1.2.3/lead", "private or reserved"],
    ["https://172.16.5.4/lead", "private or reserved"],
    ["https://192.168.1.1/lead", "private or reserved"],
    ["https://169.254.169.254/latest", "private or reserved"],
    ["https://100.64.0.9/lead", "private or reserved"],
    ["https://224.0.0.5/lead", "private or reserved"],
    ["https://240.0.0.1/lead", "private or reserved"],
    ["https://[::1]/lead", "private or reserved"],
    ["https://[fd00::1]/lead", "private or reserved"],
    ["https://[fe80::1]/lead", "private or reserved"],
    ["https://[::ffff:127.0.0.1]/lead", "private or reserved"],
    ["https://[::ffff:a00:1]/lead", "private or reserved"],
    ["https://[64:ff9b::7f00:1]/lead", "private or reserved"],
    ["https://[ff02::1]/lead", "private or reserved"],
  ])("refuses %s before any lookup", (url, reason) => {
    expect(() => checkDestinationUrl(url, policy())).toThrow(reason);
  });

  it.each([
    ["loopback.example.com", "127.0.0.1"],
    ["metadata.example.com", "169.254.169.254"],
    ["mixed.example.com", "10.0.0.7"],
    ["mapped.example.com", "::ffff:127.0.0.1"],
    ["nat64.example.com", "64:ff9b::a00:1"],
    ["ula.example.com", "fd12::1"],
    ["cgnat.example.com", "100.64.1.1"],
  ])("refuses %s, whose records include %s", async (host, address) => {
    const refused = await refusal(`https://${host}/lead`);
    expect(refused?.kind).toBe("refused_address");
    expect(refused?.message).toContain(address);
  });

  it("refuses a name that does not resolve: no request on doubt", async () => {
    const refused = await refusal("https://nowhere.example.com/lead");
    expect(refused?.kind).toBe("dns");
    expect(refused?.message).toContain("did not resolve");
  });

  it("lets the deployment's listed hosts be private, plain http or on another port — exactly as listed", async () => {
    expect(
      await refusal("http://crm.internal/lead", "crm.internal"),
    ).toBeNull();
    expect(
      await refusal("https://crm.internal:8443/lead", "crm.internal"),
    ).toBeNull();
    expect(
      (await refusal("https://crm.internal:9000/lead", "crm.internal"))
        ?.message,
    ).toContain("port 9000");
    expect(
      await refusal("http://crm.internal:9000/lead", "crm.internal:9000"),
    ).toBeNull();
    expect(
      (await refusal("http://crm.internal:9001/lead", "crm.internal:9000"))
        ?.message,
    ).toContain("only https");
    expect(
      await refusal("http://127.0.0.1:4310/hook", "127.0.0.1:4310"),
    ).toBeNull();
    // Another name for the same address is not listed.
    expect(
      (await refusal("https://loopback.example.com/x", "crm.internal"))?.kind,
    ).toBe("refused_address");
    // Listing a host never allows credentials in its URL.
    expect(
      (await refusal("http://u:p@crm.internal/lead", "crm.internal"))?.message,
    ).toContain("user name or password");
  });

  it("reads WEBHOOK_ALLOWED_HOSTS as lower-case, trimmed entries", () => {
    expect([...parseAllowedHosts(" CRM.internal , 10.0.0.5:8080,,")]).toEqual([
      "crm.internal",
      "10.0.0.5:8080",
    ]);
    expect(parseAllowedHosts(undefined).size).toBe(0);
  });
});
