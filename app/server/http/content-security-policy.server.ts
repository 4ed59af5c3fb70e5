import { createHash } from "node:crypto";

/**
 * One Content-Security-Policy for the whole site. Server-rendered documents allow their
 * scripts by a per-request nonce; prerendered documents, identical for every visitor,
 * allow theirs by hash (docs/decisions/005-csp-for-prerendered-pages.md). Either way no
 * inline script runs unless this server wrote it, and 'strict-dynamic' lets those
 * trusted scripts load the route modules.
 */
export type CspOptions = {
  /** Per-request nonce (server-rendered documents). */
  nonce?: string;
  /** sha256 sources of the inline scripts of a prerendered document. */
  scriptHashes?: string[];
  /** Origins allowed in frames (e.g. the scheduling widget). */
  frameSources?: string[];
  upgradeInsecureRequests?: boolean;
};

export function buildContentSecurityPolicy(options: CspOptions): string {
  const scriptSources = [
    ...(options.nonce ? [`'nonce-${options.nonce}'`] : []),
    ...(options.scriptHashes ?? []).map((hash) => `'${hash}'`),
    "'strict-dynamic'",
  ];
  const directives: [string, string[]][] = [
    ["default-src", ["'self'"]],
    ["script-src", scriptSources],
    ["script-src-attr", ["'none'"]],
    // React and Radix set style attributes; stylesheets themselves come only from this origin.
    ["style-src", ["'self'", "'unsafe-inline'"]],
    ["img-src", ["'self'", "data:"]],
    ["font-src", ["'self'"]],
    ["connect-src", ["'self'"]],
    ["media-src", ["'self'", "blob:"]],
    [
      "frame-src",
      options.frameSources?.length ? options.frameSources : ["'none'"],
    ],
    ["frame-ancestors", ["'none'"]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'none'"]],
    ["form-action", ["'self'"]],
    ["manifest-src", ["'self'"]],
    ["worker-src", ["'self'", "blob:"]],
  ];
  const policy = directives.map(
    ([name, values]) => `${name} ${values.join(" ")}`,
  );
  if (options.upgradeInsecureRequests) policy.push("upgrade-insecure-requests");
  return policy.join("; ");
}

/** The CSP hash sources ('sha256-…') of every inline <script> in an HTML document. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  const scriptTag = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
  for (const match of html.matchAll(scriptTag)) {
    const attributes = match[1] ?? "";
    const body = match[2] ?? "";
    if (/\bsrc\s*=/.test(attributes)) continue;
    if (/type\s*=\s*["']?application\/(ld\+)?json/i.test(attributes)) continue;
    hashes.add(
      `sha256-${createHash("sha256").update(body, "utf8").digest("base64")}`,
    );
  }
  return [...hashes];
}
