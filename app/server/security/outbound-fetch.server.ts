import dns from "node:dns";
import http from "node:http";
import https from "node:https";
import net from "node:net";

/**
 * Reading a URL someone typed into the console (a host's busy calendar) without letting it
 * reach inside our network: https only, every address the name resolves to must be public
 * (checked in the socket's own lookup, so a name cannot resolve to a public address for the
 * check and a private one for the connection), a deadline, a size cap, and redirects only to
 * the same host. Tests reach a local fixture through `allowLoopbackForTests`, never by default.
 */

export type OutboundFetchOptions = {
  readonly timeoutMs?: number;
  readonly maxBytes?: number;
  readonly maxRedirects?: number;
  /** Tests only: allow http: and loopback addresses (127.0.0.0/8, ::1). */
  readonly allowLoopbackForTests?: boolean;
};

export class OutboundFetchError extends Error {
  override name = "OutboundFetchError";
}

const V4_BLOCKED: ReadonlyArray<[string, number]> = [
  ["0.0.0.0", 8], // "this" network
  ["10.0.0.0", 8], // private
  ["100.64.0.0", 10], // carrier-grade NAT
  ["127.0.0.0", 8], // loopback
  ["169.254.0.0", 16], // link-local (cloud metadata lives here)
  ["172.16.0.0", 12], // private
  ["192.0.0.0", 24], // IETF protocol assignments
  ["192.0.2.0", 24], // documentation
  ["192.88.99.0", 24], // 6to4 relay
  ["192.168.0.0", 16], // private
  ["198.18.0.0", 15], // benchmarking
  ["198.51.100.0", 24], // documentation
  ["203.0.113.0", 24], // documentation
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, broadcast
];

const V6_BLOCKED: ReadonlyArray<[string, number]> = [
  ["::", 128], // unspecified
  ["::1", 128], // loopback
  ["64:ff9b::", 96], // NAT64: reaches IPv4 addresses we cannot see
  ["64:ff9b:1::", 48],
  ["100::", 64], // discard
  ["2001:db8::", 32], // documentation
  ["2002::", 16], // 6to4: embeds an IPv4 address
  ["fc00::", 7], // unique local
  ["fe80::", 10], // link-local
  ["fec0::", 10], // site-local (deprecated)
  ["ff00::", 8], // multicast
];

// Two lists: one BlockList also matches an IPv4 address against IPv4-mapped IPv6 rules. An
// IPv4-mapped IPv6 address is checked as the IPv4 address it names (mappedIpv4).
const blockedV4 = new net.BlockList();
for (const [address, prefix] of V4_BLOCKED)
  blockedV4.addSubnet(address, prefix, "ipv4");
const blockedV6 = new net.BlockList();
for (const [address, prefix] of V6_BLOCKED)
  blockedV6.addSubnet(address, prefix, "ipv6");

/** The IPv4 address an IPv4-mapped IPv6 address (`::ffff:10.0.0.1`, `::ffff:a00:1`) names. */
function mappedIpv4(address: string): string | null {
  const match = /^::ffff:(?:0:)?(.+)$/i.exec(address);
  if (!match) return null;
  const tail = match[1]!;
  if (net.isIPv4(tail)) return tail;
  const hex = /^([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(tail);
  if (!hex) return null;
  const high = parseInt(hex[1]!, 16);
  const low = parseInt(hex[2]!, 16);
  return [high >> 8, high & 0xff, low >> 8, low & 0xff].join(".");
}

/** Whether an address is on the public internet: not loopback, private, link-local, reserved. */
export function isPublicAddress(address: string): boolean {
  const ip = address.replace(/^\[|\]$/g, "").replace(/%.*$/, "");
  const family = net.isIP(ip);
  if (family === 4) return !blockedV4.check(ip, "ipv4");
  if (family === 6) {
    const v4 = mappedIpv4(ip);
    if (v4) return isPublicAddress(v4);
    return !blockedV6.check(ip, "ipv6");
  }
  return false;
}

function isLoopback(address: string): boolean {
  const ip = address.replace(/^\[|\]$/g, "");
  if (net.isIPv4(ip)) return ip.startsWith("127.");
  return ip === "::1" || mappedIpv4(ip)?.startsWith("127.") === true;
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | dns.LookupAddress[],
  family?: number,
) => void;

/** The socket's lookup: resolves as usual, then refuses the connection if any address is not public. */
function guardedLookup(allowLoopback: boolean) {
  return (
    hostname: string,
    options: dns.LookupOptions,
    callback: LookupCallback,
  ) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      const list = addresses as dns.LookupAddress[];
      const refused = list.find(
        (entry) =>
          !isPublicAddress(entry.address) &&
          !(allowLoopback && isLoopback(entry.address)),
      );
      if (refused || list.length === 0)
        return callback(
          new OutboundFetchError(
            `${hostname} resolves to a private or reserved address (${refused?.address ?? "none"})`,
          ) as NodeJS.ErrnoException,
          [],
        );
      if (options.all) return callback(null, list);
      callback(null, list[0]!.address, list[0]!.family);
    });
  };
}

/** Refuses a URL before any connection: wrong scheme, credentials, or a literal private address. */
export function checkOutboundUrl(
  raw: string,
  options: Pick<OutboundFetchOptions, "allowLoopbackForTests"> = {},
): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new OutboundFetchError("not a URL");
  }
  const allowHttp = options.allowLoopbackForTests === true;
  if (url.protocol !== "https:" && !(allowHttp && url.protocol === "http:"))
    throw new OutboundFetchError("only https URLs are read");
  if (url.username || url.password)
    throw new OutboundFetchError(
      "URLs with a user name or password are refused",
    );
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (
    net.isIP(host) &&
    !isPublicAddress(host) &&
    !(allowHttp && isLoopback(host))
  )
    throw new OutboundFetchError(`${host} is a private or reserved address`);
  return url;
}

const DEFAULTS = {
  timeoutMs: 10_000,
  maxBytes: 2 * 1024 * 1024,
  maxRedirects: 3,
};

function getOnce(
  url: URL,
  signal: AbortSignal,
  maxBytes: number,
  allowLoopback: boolean,
): Promise<
  { kind: "body"; text: string } | { kind: "redirect"; location: string }
> {
  const client = url.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.get(
      url,
      {
        signal,
        lookup: guardedLookup(allowLoopback) as never,
        headers: { accept: "text/calendar, */*;q=0.5" },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        if (status >= 300 && status < 400 && response.headers.location) {
          response.resume();
          return resolve({
            kind: "redirect",
            location: response.headers.location,
          });
        }
        if (status !== 200) {
          response.resume();
          return reject(
            new OutboundFetchError(`the server answered ${status}`),
          );
        }
        const declared = Number(response.headers["content-length"] ?? 0);
        if (declared > maxBytes) {
          response.destroy();
          return reject(
            new OutboundFetchError(`larger than ${maxBytes} bytes`),
          );
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on("data", (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes) {
            response.destroy();
            reject(new OutboundFetchError(`larger than ${maxBytes} bytes`));
            return;
          }
          chunks.push(chunk);
        });
        response.on("end", () =>
          resolve({
            kind: "body",
            text: Buffer.concat(chunks).toString("utf8"),
          }),
        );
        response.on("error", reject);
      },
    );
    request.on("error", reject);
  });
}

/** The text at a URL, within the guard's rules; throws OutboundFetchError (or a network error). */
export async function fetchOutboundText(
  raw: string,
  options: OutboundFetchOptions = {},
): Promise<string> {
  const { timeoutMs, maxBytes, maxRedirects } = { ...DEFAULTS, ...options };
  const allowLoopback = options.allowLoopbackForTests === true;
  const first = checkOutboundUrl(raw, options);
  const signal = AbortSignal.timeout(timeoutMs);
  let url = first;
  for (let hop = 0; hop <= maxRedirects; hop += 1) {
    let answer;
    try {
      answer = await getOnce(url, signal, maxBytes, allowLoopback);
    } catch (error) {
      if (signal.aborted)
        throw new OutboundFetchError(`no answer within ${timeoutMs / 1000} s`);
      throw error;
    }
    if (answer.kind === "body") return answer.text;
    const next = checkOutboundUrl(
      new URL(answer.location, url).toString(),
      options,
    );
    if (next.host !== first.host)
      throw new OutboundFetchError(
        `redirected to another host (${next.host}): refused`,
      );
    url = next;
  }
  throw new OutboundFetchError("too many redirects");
}
