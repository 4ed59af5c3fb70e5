import net from "node:net";

/**
 * The key a client is rate-limited under. An IPv4 client is its address. An IPv6 client is
 * its /64: one subscriber usually gets a whole /64 (often a /56 or /48) and can pick any
 * address in it, so limiting single IPv6 addresses would limit nothing. An IPv4-mapped
 * IPv6 address (`::ffff:1.2.3.4`, what a dual-stack socket reports for IPv4 clients) is the
 * IPv4 client it names. Anything that is not an IP address is returned as it is.
 *
 * Parsed here rather than with ipaddr.js (Express's own dependency): its 2.5.0 reads
 * `::1.2.3.4` as the mapped `::ffff:1.2.3.4`, which would key a different client as an IPv4 one.
 */
export function rateLimitClientKey(address: string): string {
  const ip = address
    .trim()
    .replace(/^\[|\]$/g, "")
    .replace(/%.*$/, ""); // brackets and zone id
  if (net.isIPv4(ip)) return ip;
  if (!net.isIPv6(ip)) return address;
  const groups = ipv6Groups(ip);
  const mapped =
    groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (mapped)
    return [
      groups[6]! >> 8,
      groups[6]! & 0xff,
      groups[7]! >> 8,
      groups[7]! & 0xff,
    ].join(".");
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (`::` expanded, a dotted IPv4 tail split). */
function ipv6Groups(ip: string): number[] {
  let text = ip.toLowerCase();
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [
      number,
      number,
      number,
      number,
    ];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const parse = (part: string) =>
    part === ""
      ? []
      : part.split(":").map((group) => Number.parseInt(group, 16));
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  return [
    ...left,
    ...new Array<number>(8 - left.length - right.length).fill(0),
    ...right,
  ];
}
