/**
 * What React Router works out afresh for every server-rendered page although it depends only on
 * the build: the route tree its `<ServerRouter>` renders, the data routes its static router
 * makes of that tree, the routes a path matches, and the manifest its `<Scripts>` inlines for
 * the routes a page may need next. The server bundle calls these from inside React Router (scripts/react-router-memo.mjs
 * patches the calls in at build time; docs/decisions/046-signed-in-render-cost.md): each
 * keeps the first answer per build object, so a new build (a dev server's reload) starts fresh.
 */

/** Keyed by the build's asset manifest: the route tree for that build. */
const serverRoutesByManifest = new WeakMap<object, unknown>();
/** Keyed by the route tree: React Router's data routes and their by-id index. */
const dataRoutesByRoutes = new WeakMap<object, unknown>();
/** Keyed by a route tree: each path's matches. */
const routeMatchesByRoutes = new WeakMap<object, Map<string, unknown>>();
/** Keyed by the build's asset manifest: each page's partial manifest as inlined JSON, by route ids. */
const partialManifestsByManifest = new WeakMap<object, Map<string, string>>();

/**
 * Paths come from request URLs, so a scanner could ask for endless distinct ones: a map
 * that fills up starts over. A site's real paths are a few hundred at most.
 */
export const MEMO_PATHS_LIMIT = 2_000;

function once<T>(
  cache: WeakMap<object, unknown>,
  key: object,
  make: () => T,
): T {
  if (cache.has(key)) return cache.get(key) as T;
  const made = make();
  cache.set(key, made);
  return made;
}

/** The route tree `<ServerRouter>` renders, made once per build. */
export function serverRoutesOnce<T>(manifest: object, make: () => T): T {
  return once(serverRoutesByManifest, manifest, make);
}

/** The static router's data routes for a route tree, made once per tree. */
export function dataRoutesOnce<T>(routes: object, make: () => T): T {
  return once(dataRoutesByRoutes, routes, make);
}

function boundedMapOf<V>(
  cache: WeakMap<object, Map<string, V>>,
  key: object,
): Map<string, V> {
  let map = cache.get(key);
  if (!map || map.size >= MEMO_PATHS_LIMIT) {
    map = new Map();
    cache.set(key, map);
  }
  return map;
}

/** One route of a path's matches, as React Router's matching returns it. */
type RouteMatch = { params: Record<string, string | undefined> };

/**
 * A path's route matches per route tree (React Router compiles a regular expression for each
 * route it tries, on every call). Each caller gets its own copies of the match objects, as
 * from React Router itself, so one request cannot change another's.
 */
export function routeMatchesOnce<M extends RouteMatch>(
  routes: object,
  key: string,
  match: () => M[] | null,
): M[] | null {
  const map = boundedMapOf(routeMatchesByRoutes, routes) as Map<
    string,
    M[] | null
  >;
  let matches = map.get(key);
  if (matches === undefined) {
    matches = match();
    map.set(key, matches);
  }
  return matches && matches.map((m) => ({ ...m, params: { ...m.params } }));
}

/**
 * The JSON `<Scripts>` inlines as `window.__reactRouterManifest`, per set of route ids (in the
 * order React Router collected them, which is the order of the JSON's keys).
 */
export function partialManifestJsonOnce(
  manifest: object,
  routeIds: readonly string[],
  make: () => string,
): string {
  const map = boundedMapOf(partialManifestsByManifest, manifest);
  const key = routeIds.join("\n");
  let json = map.get(key);
  if (json === undefined) {
    json = make();
    map.set(key, json);
  }
  return json;
}
