import net from "node:net";

/**
 * Which peers may tell us the client's address through X-Forwarded-For (Express's
 * `trust proxy`): nobody, the last N hops, or named proxy addresses/subnets. A blanket
 * `true` would take the left-most entry — which the client itself writes — so it is refused
 * (docs/decisions/013-origin-host-and-proxy-model.md).
 */
export type TrustProxy = false | number | string[];

/** proxy-addr's names for well-known ranges, accepted beside addresses and CIDRs. */
const NAMED_RANGES = new Set(["loopback", "linklocal", "uniquelocal"]);

export const TRUST_PROXY_TRUE_REFUSED =
  "must not be true: that trusts whatever X-Forwarded-For a client sends, so anyone could forge their address. " +
  "Use the number of proxies in front of the server (e.g. 1) or their addresses/CIDRs (e.g. 10.0.0.0/8)";
export const TRUST_PROXY_INVALID =
  "must be false, a number of proxies from 1 to 10, or a comma-separated list of proxy addresses/CIDRs (e.g. 10.0.0.1,192.168.0.0/16)";

function isAddressOrCidr(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = "", prefix, ...rest] = entry.split("/");
  if (rest.length > 0) return false;
  const family = net.isIP(address);
  if (family === 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/** Reads TRUST_PROXY; returns an error message for a value that is not allowed. */
export function parseTrustProxy(
  raw: string,
): { value: TrustProxy } | { error: string } {
  const text = raw.trim().toLowerCase();
  if (text === "false" || text === "0") return { value: false };
  if (text === "true") return { error: TRUST_PROXY_TRUE_REFUSED };
  if (/^\d{1,2}$/.test(text)) {
    const hops = Number(text);
    return hops >= 1 && hops <= 10
      ? { value: hops }
      : { error: TRUST_PROXY_INVALID };
  }
  const entries = text
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0 || !entries.every(isAddressOrCidr))
    return { error: TRUST_PROXY_INVALID };
  return { value: entries };
}
