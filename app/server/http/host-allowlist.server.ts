import type { RequestHandler } from "express";
import { sendRefusal } from "./edge-refusal.server";

export type HostAllowlistOptions = {
  publicUrl: string;
  /** Extra accepted hosts: `name` (any port) or `name:port`, lower case. */
  allowedHosts: string[];
  /** Accept localhost, 127.0.0.1 and [::1] on any port (local runs and tests; never in production). */
  allowLoopback: boolean;
};

// A registered name or IPv4 address, or a bracketed IPv6 literal, then an optional port.
const HOST_HEADER =
  /^(?<name>[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?|\[[0-9a-f:.]+\])(?::(?<port>\d{1,5}))?$/i;
const LOOPBACK_NAMES = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * Answers only for the hosts we are: PUBLIC_URL's host, ALLOWED_HOSTS, and loopback outside
 * production. A missing or malformed Host (HTTP/1.0 without one, `Host: a b`) is 400; a
 * well-formed foreign one is 421 Misdirected Request — links and redirects built from a
 * forged Host would otherwise point visitors elsewhere (docs/decisions/013).
 */
export function refuseUnknownHosts(
  options: HostAllowlistOptions,
): RequestHandler {
  const check = createHostCheck(options);
  return (req, res, next) => {
    const verdict = check(req.headers.host);
    if (verdict === "malformed") {
      sendRefusal(
        req,
        res,
        400,
        "Bad request: a valid Host header is required.",
      );
      return;
    }
    if (verdict === "foreign") {
      sendRefusal(
        req,
        res,
        421,
        "Misdirected request: this server does not serve that host.",
      );
      return;
    }
    next();
  };
}

/** The host rule on its own, for the front door (front-door.server.ts) and the middleware above. */
export function createHostCheck(
  options: HostAllowlistOptions,
): (header: string | undefined) => "ours" | "malformed" | "foreign" {
  const publicUrl = new URL(options.publicUrl);
  const defaultPort = publicUrl.protocol === "https:" ? "443" : "80";
  const publicHost = {
    name: publicUrl.hostname.toLowerCase(),
    port: publicUrl.port || defaultPort,
  };
  const allowed = options.allowedHosts.map((entry) => {
    const match = HOST_HEADER.exec(entry);
    return {
      name: (match?.groups?.name ?? entry).toLowerCase(),
      port: match?.groups?.port,
    };
  });

  return (header) => {
    const match = header ? HOST_HEADER.exec(header) : null;
    if (!match?.groups) return "malformed";
    const name = match.groups.name!.toLowerCase();
    const port = match.groups.port;
    const known =
      (name === publicHost.name && (port ?? defaultPort) === publicHost.port) ||
      allowed.some(
        (entry) =>
          entry.name === name &&
          (entry.port === undefined || entry.port === port),
      ) ||
      (options.allowLoopback && LOOPBACK_NAMES.has(name));
    return known ? "ours" : "foreign";
  };
}
