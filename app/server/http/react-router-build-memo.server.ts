/**
 * What React Router works out afresh for every server-rendered page although it depends only on
 * the build: the route tree its `<ServerRouter>` renders, the data routes its static router
 * makes of that tree, and the manifest its `<Scripts>` inlines for the routes a page may need
 * next. The server bundle calls these from inside React Router (scripts/react-router-memo.mjs
 * patches the calls in at build time; docs/decisions/046-react-router-per-build-memo.md): each
 * keeps the first answer per build object, so a new build (a dev server's reload) starts fresh.
 */

/** Keyed by the build's asset manifest: the route tree for that build. */
const serverRoutesByManifest = new WeakMap<object, unknown>();
/** Keyed by the route tree: React Router's data routes and their by-id index. */
const dataRoutesByRoutes = new WeakMap<object, unknown>();
/** Keyed by the data routes: the route ids each parent path matches. */
const parentPathIdsByRoutes = new WeakMap<object, Map<string, string[]>>();
/** Keyed by the build's asset manifest: each page's partial manifest as inlined JSON, by route ids. */
const partialManifestsByManifest = new WeakMap<object, Map<string, string>>();

/**
 * Parent paths come from request URLs, so a scanner could ask for endless distinct ones: a map
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

/** The ids of the routes a parent path of the page matches (route discovery), per path. */
export function parentPathRouteIds(
  routes: object,
  path: string,
  match: () => string[],
): string[] {
  const map = boundedMapOf(parentPathIdsByRoutes, routes);
  let ids = map.get(path);
  if (!ids) {
    ids = match();
    map.set(path, ids);
  }
  return ids;
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
