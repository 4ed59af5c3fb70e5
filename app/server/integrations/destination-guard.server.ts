import dns from "node:dns";
import net from "node:net";
import { isPublicAddress } from "../security/outbound-fetch.server";

/**
 * Where an integration may send (docs/integrations.md § Addresses): https on port 443 or 8443,
 * no user name or password in the URL, and a host whose every address is public — checked
 * when the URL is saved, on "Send test", and inside the socket's own lookup on every attempt,
 * so a name cannot resolve to a public address for the check and to a private one for the
 * connection. A name that does not resolve is refused too: no request on doubt.
 * `WEBHOOK_ALLOWED_HOSTS` lists destinations a deployment trusts (an internal CRM): for them
 * private addresses, other ports and plain http are allowed.
 */
export type AddressResolver = (
  hostname: string,
) => Promise<ReadonlyArray<{ address: string; family: number }>>;

export type DestinationPolicy = {
  /** `host` (ports 80, 443, 8443) or `host:port` (that port only), lower case. */
  readonly allowedHosts: ReadonlySet<string>;
  /** Tests pass a stub; production resolves with the system's resolver. */
  readonly resolve: AddressResolver;
};

export type RefusalKind = "refused_address" | "dns";

export class DestinationRefused extends Error {
  override name = "DestinationRefused";
  constructor(
    readonly kind: RefusalKind,
    message: string,
  ) {
    super(message);
  }
}

export const systemResolver: AddressResolver = async (hostname) =>
  dns.promises.lookup(hostname, { all: true, verbatim: true });

export function parseAllowedHosts(raw: string | undefined): Set<string> {
  return new Set(
    (raw ?? "")
      .split(",")
      .map((entry) => entry.trim().toLowerCase())
      .filter(Boolean),
  );
}

const PUBLIC_PORTS = new Set(["443", "8443"]);

function hostOf(url: URL): string {
  return url.hostname.replace(/^\[|\]$/g, "").toLowerCase();
}

function effectivePort(url: URL): string {
  return url.port || (url.protocol === "https:" ? "443" : "80");
}

/** Whether the deployment listed this URL's host (and port) as trusted. */
export function isAllowedHost(url: URL, policy: DestinationPolicy): boolean {
  const host = hostOf(url);
  const port = effectivePort(url);
  const bare = host.includes(":") ? `[${host}]` : host;
  if (policy.allowedHosts.has(`${bare}:${port}`)) return true;
  return policy.allowedHosts.has(bare) && ["80", "443", "8443"].includes(port);
}

/** The URL, or a DestinationRefused saying what is wrong with it; no address is looked up. */
export function checkDestinationUrl(
  raw: string,
  policy: DestinationPolicy,
): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new DestinationRefused("refused_address", "not a URL");
  }
  if (url.protocol !== "https:" && url.protocol !== "http:")
    throw new DestinationRefused(
      "refused_address",
      "only https URLs are allowed",
    );
  if (url.username || url.password)
    throw new DestinationRefused(
      "refused_address",
      "a URL with a user name or password is refused",
    );
  const allowed = isAllowedHost(url, policy);
  if (url.protocol === "http:" && !allowed)
    throw new DestinationRefused(
      "refused_address",
      "only https URLs are allowed",
    );
  if (!allowed && !PUBLIC_PORTS.has(effectivePort(url)))
    throw new DestinationRefused(
      "refused_address",
      `port ${effectivePort(url)} is refused: use 443 or 8443`,
    );
  const host = hostOf(url);
  if (net.isIP(host) && !allowed && !isPublicAddress(host))
    throw new DestinationRefused(
      "refused_address",
      `${host} is a private or reserved address`,
    );
  return url;
}

/** Every address the host resolves to, or a refusal: one private address is enough to refuse. */
export async function resolveDestination(
  url: URL,
  policy: DestinationPolicy,
): Promise<ReadonlyArray<{ address: string; family: number }>> {
  const host = hostOf(url);
  const literal = net.isIP(host);
  if (literal) return [{ address: host, family: literal }];
  let addresses: ReadonlyArray<{ address: string; family: number }>;
  try {
    addresses = await policy.resolve(host);
  } catch (error) {
    throw new DestinationRefused(
      "dns",
      `${host} did not resolve (${(error as NodeJS.ErrnoException).code ?? "no answer"})`,
    );
  }
  if (addresses.length === 0)
    throw new DestinationRefused("dns", `${host} did not resolve`);
  if (isAllowedHost(url, policy)) return addresses;
  const refused = addresses.find((entry) => !isPublicAddress(entry.address));
  if (refused)
    throw new DestinationRefused(
      "refused_address",
      `${host} resolves to a private or reserved address (${refused.address})`,
    );
  return addresses;
}

/** The whole check a save and "Send test" make before anything is sent. */
export async function checkDestination(
  raw: string,
  policy: DestinationPolicy,
): Promise<URL> {
  const url = checkDestinationUrl(raw, policy);
  await resolveDestination(url, policy);
  return url;
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | dns.LookupAddress[],
  family?: number,
) => void;

/**
 * The socket's lookup for one attempt: the same resolution and check, at connect time. Node
 * does not call it for a literal address, which `checkDestinationUrl` has already checked.
 */
export function guardedLookup(url: URL, policy: DestinationPolicy) {
  return (
    _hostname: string,
    options: dns.LookupOptions,
    callback: LookupCallback,
  ) => {
    resolveDestination(url, policy).then(
      (addresses) => {
        const list = addresses.map((entry) => ({ ...entry }));
        if (options.all) return callback(null, list);
        callback(null, list[0]!.address, list[0]!.family);
      },
      (error: unknown) => callback(error as NodeJS.ErrnoException, []),
    );
  };
}
