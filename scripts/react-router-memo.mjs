// @ts-check
/**
 * A build-time patch of React Router's production build for the server bundle: three calls that
 * rebuild, for every server-rendered page, what depends only on the build go through the memos
 * of app/server/http/react-router-build-memo.server.ts
 * (docs/decisions/046-signed-in-render-cost.md). Each replacement names the exact text it
 * replaces: if a React Router upgrade changes that text, the build stops and says which, rather
 * than ship without the memo or patch the wrong code.
 */
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
export const MEMO_MODULE = path.join(
  root,
  "app/server/http/react-router-build-memo.server.ts",
);
const MEMO = "__reactRouterBuildMemo";

/** @typedef {{ name: string, file: RegExp, find: string, replace: string }} Replacement */

/** @type {Replacement[]} */
export const REPLACEMENTS = [
  {
    name: "ServerRouter: the route tree once per build",
    file: /function ServerRouter\(/,
    find: `  let routes = createServerRoutes(
    manifest.routes,
    routeModules,
    context.future,
    context.isSpaMode
  );`,
    replace: `  let routes = ${MEMO}.serverRoutesOnce(manifest, () => createServerRoutes(
    manifest.routes,
    routeModules,
    context.future,
    context.isSpaMode
  ));`,
  },
  {
    name: "createStaticRouter: the data routes once per route tree",
    file: /function createStaticRouter\(/,
    find: `function createStaticRouter(routes, context, opts = {}) {
  let manifest = {};
  let dataRoutes = convertRoutesToDataRoutes(
    routes,
    mapRouteProperties,
    void 0,
    manifest
  );`,
    replace: `function createStaticRouter(routes, context, opts = {}) {
  let { manifest, dataRoutes } = ${MEMO}.dataRoutesOnce(routes, () => {
    let manifest = {};
    let dataRoutes = convertRoutesToDataRoutes(
      routes,
      mapRouteProperties,
      void 0,
      manifest
    );
    return { manifest, dataRoutes };
  });`,
  },
  {
    name: "Scripts: the inlined partial manifest once per set of routes",
    file: /function getPartialManifest\(/,
    find: `\`window.__reactRouterManifest = \${JSON.stringify(
        getPartialManifest(manifest, router),
        null,
        2
      )};\``,
    replace: `\`window.__reactRouterManifest = \${getPartialManifestJson(manifest, router)};\``,
  },
  {
    name: "getPartialManifest: the JSON remembered per set of routes",
    file: /function getPartialManifest\(/,
    find: `function getPartialManifest({ sri, ...manifest }, router) {`,
    replace: `function getPartialManifestJson(fullManifest, router) {
  let routeIds = new Set(router.state.matches.map((m) => m.route.id));
  let segments = router.state.location.pathname.split("/").filter(Boolean);
  let paths = ["/"];
  segments.pop();
  while (segments.length > 0) {
    paths.push(\`/\${segments.join("/")}\`);
    segments.pop();
  }
  paths.forEach((path) => {
    let matches = matchRoutesImpl(
      router.routes,
      path,
      router.basename || "/",
      false,
      router.branches
    );
    if (matches) {
      matches.forEach((m) => routeIds.add(m.route.id));
    }
  });
  let ids = [...routeIds];
  return ${MEMO}.partialManifestJsonOnce(fullManifest, ids, () =>
    JSON.stringify(getPartialManifest(fullManifest, router, ids), null, 2)
  );
}
function getPartialManifest({ sri, ...manifest }, router, knownRouteIds) {
  if (knownRouteIds) {
    return {
      ...manifest,
      routes: knownRouteIds.reduce(
        (acc, id) => Object.assign(acc, { [id]: manifest.routes[id] }),
        {}
      ),
      sri: sri ? true : void 0
    };
  }`,
  },
  {
    name: "matchRoutesImpl: each path's matches remembered per route tree",
    file: /function matchRoutesImpl\(/,
    find: `function matchRoutesImpl(routes, locationArg, basename, allowPartial, precomputedBranches) {`,
    replace: `function matchRoutesImpl(routes, locationArg, basename, allowPartial, precomputedBranches) {
  let location = typeof locationArg === "string" ? parsePath(locationArg) : locationArg;
  return ${MEMO}.routeMatchesOnce(
    routes,
    \`\${basename}\\n\${allowPartial ? 1 : 0}\\n\${location.pathname || "/"}\`,
    () => matchRoutesUncached(routes, location, basename, allowPartial, precomputedBranches)
  );
}
function matchRoutesUncached(routes, locationArg, basename, allowPartial, precomputedBranches) {`,
  },
];

/**
 * `source` with each of `replacements` applied, each of whose text must be there exactly once:
 * otherwise it throws, naming the replacement and what to review (`review`), rather than ship
 * without the change or patch the wrong code.
 * @param {string} source
 * @param {string} file the path, for the error message
 * @param {Replacement[]} replacements
 * @param {string} review where a reader checks the replacements against the package
 * @returns {string}
 */
export function applyReplacements(source, file, replacements, review) {
  let patched = source;
  for (const replacement of replacements) {
    const at = patched.indexOf(replacement.find);
    if (at === -1 || patched.indexOf(replacement.find, at + 1) !== -1) {
      throw new Error(
        `${path.relative(root, file)}: "${replacement.name}" expects its text exactly once ` +
          `(found ${at === -1 ? "none" : "more than one"}). The package changed: review ${review}.`,
      );
    }
    patched =
      patched.slice(0, at) +
      replacement.replace +
      patched.slice(at + replacement.find.length);
  }
  return patched;
}

/**
 * The file's text with every replacement meant for it applied, or `undefined` when none is.
 * Throws when a replacement's file is recognised but its text is not found exactly once.
 * @param {string} source
 * @param {string} file the path, for the error message
 * @returns {string | undefined}
 */
export function patchReactRouterSource(source, file) {
  const mine = REPLACEMENTS.filter((replacement) =>
    replacement.file.test(source),
  );
  if (mine.length === 0) return undefined;
  const patched = applyReplacements(
    source,
    file,
    mine,
    "scripts/react-router-memo.mjs against docs/decisions/046-signed-in-render-cost.md",
  );
  return `import * as ${MEMO} from ${JSON.stringify(MEMO_MODULE)};\n${patched}`;
}

/**
 * The esbuild plugin: React Router's production files go through the patch, and the build fails
 * unless every replacement was applied somewhere.
 * @returns {import("esbuild").Plugin}
 */
export function reactRouterMemoPlugin() {
  return {
    name: "react-router-per-build-memo",
    setup(pluginBuild) {
      /** @type {Set<string>} */
      const applied = new Set();
      pluginBuild.onStart(() => applied.clear());
      pluginBuild.onLoad(
        {
          filter: /[\\/]react-router[\\/]dist[\\/]production[\\/][^\\/]+\.mjs$/,
        },
        async (args) => {
          const fs = await import("node:fs/promises");
          const source = await fs.readFile(args.path, "utf8");
          const patched = patchReactRouterSource(source, args.path);
          if (patched === undefined) return undefined;
          for (const replacement of REPLACEMENTS) {
            if (replacement.file.test(source)) applied.add(replacement.name);
          }
          return { contents: patched, loader: "js" };
        },
      );
      pluginBuild.onEnd((result) => {
        if (result.errors.length > 0) return;
        const missing = REPLACEMENTS.filter(
          (replacement) => !applied.has(replacement.name),
        );
        if (missing.length > 0) {
          throw new Error(
            `React Router's server build was not patched: ${missing.map((m) => m.name).join("; ")} (scripts/react-router-memo.mjs)`,
          );
        }
      });
    },
  };
}
