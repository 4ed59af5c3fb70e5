import type { ServerBuild } from "react-router";

/**
 * The `route` label of http_request_duration_seconds: the React Router route pattern a path
 * matches (`/blog/:slug`), or a fixed name — never the URL, whose ids and slugs would give
 * every page its own time series (docs/decisions/026).
 */
export type RouteManifest = ServerBuild["routes"];

/** Fixed names for what the Express layer answers itself. */
export const FIXED_ROUTE_LABELS: Readonly<Record<string, string>> = {
  "/healthz": "healthz",
  "/readyz": "readyz",
};
export const UNMATCHED = "unmatched";
export const STATIC = "static";

type Branch = {
  pattern: string;
  label: string;
  /** The deepest route of the branch: the page that answers. */
  routeId: string;
  score: number;
  regex: RegExp;
};
type Matcher = { branches: Branch[]; cache: Map<string, Branch | null> };
const matchers = new WeakMap<RouteManifest, Matcher>();
/** Paths remembered per build; the cache is emptied when full, so it stays bounded whatever is requested. */
const CACHE_LIMIT = 5000;

/**
 * The manifest is flat (each route names its parent). React Router's own matchRoutes flattens
 * and ranks the whole route tree on every call (about half a millisecond here): too slow for
 * every request, so the branches are flattened, ranked and compiled once per build with the
 * same rules (route ranking and path compilation of react-router 7: static segments 10,
 * dynamic 3, index 2, empty 1, splat -2; ties keep their order of definition).
 */
function matcherFor(manifest: RouteManifest): Matcher {
  const existing = matchers.get(manifest);
  if (existing) return existing;
  const entries = Object.values(manifest).filter(
    (entry) => entry !== undefined,
  );
  const byParent = new Map<string | undefined, typeof entries>();
  for (const entry of entries)
    byParent.set(entry.parentId, [
      ...(byParent.get(entry.parentId) ?? []),
      entry,
    ]);
  const branches: Branch[] = [];
  const walk = (parentId: string | undefined, parentPattern: string) => {
    for (const entry of byParent.get(parentId) ?? []) {
      const pattern = joinPattern(parentPattern, entry.path);
      // A pathless layout never matches by itself; its children do.
      if (entry.path !== undefined || entry.index) {
        branches.push({
          pattern,
          label: entry.path === "*" ? UNMATCHED : pattern,
          routeId: entry.id,
          score: rank(pattern, entry.index === true),
          regex: compile(pattern, entry.caseSensitive === true),
        });
      }
      walk(entry.id, pattern);
    }
  };
  walk(undefined, "");
  // Stable: equal scores keep the order of definition, as React Router's ranking does.
  branches.sort((a, b) => b.score - a.score);
  const matcher: Matcher = { branches, cache: new Map() };
  matchers.set(manifest, matcher);
  return matcher;
}

function joinPattern(parent: string, path: string | undefined): string {
  if (!path) return parent || "/";
  const joined = `${parent.replace(/\/+$/, "")}/${path.replace(/^\/+/, "")}`;
  return joined.startsWith("/") ? joined : `/${joined}`;
}

const PARAM = /^:[\w-]+$/;

function rank(pattern: string, index: boolean): number {
  const segments = pattern.split("/");
  let score =
    segments.length + (segments.includes("*") ? -2 : 0) + (index ? 2 : 0);
  for (const segment of segments) {
    if (segment === "*") continue;
    score += PARAM.test(segment) ? 3 : segment === "" ? 1 : 10;
  }
  return score;
}

function compile(pattern: string, caseSensitive: boolean): RegExp {
  let source =
    "^" +
    pattern
      .replace(/\/*\*?$/, "")
      .replace(/^\/*/, "/")
      .replace(/[\\.*+^${}|()[\]]/g, "\\$&")
      .replace(/\/:[\w-]+/g, "/([^\\/]+)");
  if (pattern.endsWith("*"))
    source += pattern === "/*" ? "(.*)$" : "(?:\\/(.+)|\\/*)$";
  else source += "\\/*$";
  return new RegExp(source, caseSensitive ? undefined : "i");
}

/** Percent-decoded segment by segment (an encoded slash stays one), as the router matches. */
function decodePath(pathname: string): string {
  return pathname
    .split("/")
    .map((segment) => {
      try {
        return decodeURIComponent(segment).replace(/\//g, "%2F");
      } catch {
        return segment;
      }
    })
    .join("/");
}

/** The branch `pathname` matches in this build (remembered), or null. */
function branchFor(manifest: RouteManifest, pathname: string): Branch | null {
  const matcher = matcherFor(manifest);
  const cached = matcher.cache.get(pathname);
  if (cached !== undefined) return cached;
  const decoded = decodePath(pathname);
  const branch =
    matcher.branches.find((candidate) => candidate.regex.test(decoded)) ?? null;
  if (matcher.cache.size >= CACHE_LIMIT) matcher.cache.clear();
  matcher.cache.set(pathname, branch);
  return branch;
}

/** The route pattern `pathname` matches in this build, or "unmatched" (including the catch-all 404 route). */
export function routePatternFor(
  manifest: RouteManifest,
  pathname: string,
): string {
  return branchFor(manifest, pathname)?.label ?? UNMATCHED;
}

/** The page that answers `pathname` (the deepest route of the matched branch) and its pattern. */
export function pageRouteFor(
  manifest: RouteManifest,
  pathname: string,
): { routeId: string; pattern: string } | null {
  const branch = branchFor(manifest, pathname);
  return branch ? { routeId: branch.routeId, pattern: branch.pattern } : null;
}

/**
 * The label for one answered request: a fixed name for the probes, `static` for
 * a file served from memory (its page's pattern when it is a prerendered HTML page), else the
 * matched route pattern.
 */
export function routeLabel(options: {
  manifest: RouteManifest | undefined;
  pathname: string;
  servedStatic: boolean;
}): string {
  const fixed = FIXED_ROUTE_LABELS[options.pathname];
  if (fixed) return fixed;
  if (options.servedStatic && !isPagePath(options.pathname)) return STATIC;
  if (!options.manifest) return UNMATCHED;
  return routePatternFor(options.manifest, options.pathname);
}

/** A prerendered page is served at its route's path (`/about`, `/`), an asset under a file name with an extension. */
function isPagePath(pathname: string): boolean {
  const last = pathname.slice(pathname.lastIndexOf("/") + 1);
  return !last.includes(".") || last.endsWith(".html");
}

const METHODS = new Set(["GET", "HEAD", "POST", "OPTIONS"]);

/** The methods the site answers; everything else (refused with 405) is one label. */
export function methodLabel(method: string): string {
  return METHODS.has(method) ? method : "other";
}

export function statusClass(status: number): string {
  return status >= 100 && status < 600
    ? `${Math.floor(status / 100)}xx`
    : "other";
}
