// @ts-check
/**
 * Compiles server.ts, the route bundle (build/server/index.js, from `react-router build`) and the
 * operator's commands (scripts/admin.ts, scripts/db-transfer.ts) into build/entry/, one module
 * graph with the packages they import, so a start reads a few files instead of resolving and
 * loading thousands from node_modules
 * (docs/decisions/037-server-entry-built-once.md, docs/decisions/039-server-bundle-with-packages.md).
 */
import fs from "node:fs";
import path from "node:path";
import { build } from "esbuild";
import { reactDomTextBatchingPlugin } from "./react-dom-text-batching.mjs";
import { reactRouterMemoPlugin } from "./react-router-memo.mjs";

const root = path.resolve(import.meta.dirname, "..");
const outdir = path.join(root, "build/entry");

/**
 * Packages that stay in node_modules: each finds files beside its own module at run time
 * (a WebAssembly binary, a worker script, trained data) or loads an optional native addon.
 */
const external = [
  "@electric-sql/pglite",
  "@electric-sql/pglite-socket",
  "@electric-sql/pglite/*",
  "tesseract.js",
  "@tesseract.js-data/*",
  "pg-native",
  // The media library's image codec: a native addon (@img/sharp-<platform>) it loads at run time.
  "sharp",
  "@img/*",
  "pino",
  "pino-http",
  "vite",
];

/**
 * React and React Router in their production builds, whatever NODE_ENV says at run time (as Vite
 * builds the browser's bundle): their development builds check and warn on every render and cost
 * a server-rendered page about a third more CPU (docs/decisions/040-server-bundle-production-react.md).
 * React's entry files, and those of the libraries the charts and tables pull in (Redux Toolkit,
 * immer, reselect, TanStack Table), pick a build from process.env.NODE_ENV: the `define` below
 * makes that "production" for the whole bundle (docs/decisions/042-deployment-setting.md), so no
 * development build enters the graph. React Router's Node export is always its development
 * build, so the production one is named here.
 */
const productionReactRouter = {
  name: "production-react-router",
  /** @param {import("esbuild").PluginBuild} pluginBuild */
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^react-router$/ }, () => ({
      path: path.join(
        root,
        "node_modules/react-router/dist/production/index.mjs",
      ),
    }));
  },
};

fs.rmSync(outdir, { recursive: true, force: true });
await build({
  absWorkingDir: root,
  // server.ts loads the routes from `routes.js` beside it when it is there (see server.ts): one
  // graph, so the framework and React are one copy that both entries share.
  entryPoints: {
    server: "server.ts",
    routes: "build/server/index.js",
    // The operator's commands (`npm run admin`, `db:export`, `db:import`) share the app's chunks:
    // they start in a fraction of the time TypeScript compiled on the fly took, and a deployment
    // needs neither the sources nor tsx to run them.
    admin: "scripts/admin.ts",
    "db-transfer": "scripts/db-transfer.ts",
  },
  outdir,
  bundle: true,
  // The chat brain, the media engines and the chunks both entries share are files of their own.
  splitting: true,
  format: "esm",
  platform: "node",
  target: "node20",
  external,
  // React Router's per-render work that depends only on the build, done once per build
  // (docs/decisions/046-signed-in-render-cost.md); React's HTML encoded a kilobyte at a time
  // (docs/decisions/047-whole-documents-and-embedded-database-costs.md).
  plugins: [
    productionReactRouter,
    reactRouterMemoPlugin(),
    reactDomTextBatchingPlugin(),
  ],
  // Only the expression `process.env.NODE_ENV` is replaced: what the server reads from the
  // environment object (our configuration, better-auth) is the process's own value. No code of
  // ours reads NODE_ENV for what a deployment is: that is DEPLOYMENT (decision 042).
  define: { "process.env.NODE_ENV": '"production"' },
  tsconfig: "tsconfig.json",
  // CommonJS packages in an ES module bundle still call require() for Node's own modules.
  banner: {
    js: 'import { createRequire as __createRequire } from "node:module"; const require = __createRequire(import.meta.url);',
  },
  // Readable stack traces in production logs without a source-map flag: no minifying, and
  // esbuild marks each module's start with its source path.
  minify: false,
  logLevel: "warning",
});

// The embedded database's thread is started from a file beside the module that opens it
// (client.server.ts: new URL("./pglite-worker.mjs", import.meta.url)); in the bundle, that
// module is build/entry/server.js or one of its chunks, all in this folder.
fs.copyFileSync(
  path.join(root, "app/server/db/pglite-worker.mjs"),
  path.join(outdir, "pglite-worker.mjs"),
);
