import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import {
  AREAS,
  globOf,
  OUTSIDE_ZONES,
  SHARED,
  WIRING,
} from "./architecture-boundaries.js";

/**
 * Area isolation, built from architecture-boundaries.js (the table in docs/architecture.md): an
 * area imports only the public modules of the areas its row allows, and a shared folder imports
 * no area. The zones match resolved paths, so a relative import and a `~/` import are the same
 * import.
 */
const boundaryRule = (zones) => ({
  plugins: { "import-x": importX },
  settings: {
    "import-x/resolver-next": [createTypeScriptImportResolver()],
  },
  rules: {
    "import-x/no-restricted-paths": [
      "error",
      { basePath: import.meta.dirname, zones },
    ],
  },
});
const foldersOf = (areas) => areas.flatMap((area) => area.folders.map(globOf));
/** An area's public modules as globs on resolved files (import-x matches `except` that way). */
const publicModulesOf = (areas) =>
  areas.flatMap((area) =>
    area.exposes.map(
      (module) => `${import.meta.dirname}/app/${module}.{ts,tsx}`,
    ),
  );
const areaBoundaries = [
  ...AREAS.map((area) => {
    const others = AREAS.filter((other) => other !== area);
    const allowed = others.filter((other) =>
      area.mayImport.includes(other.name),
    );
    const allowedModules = allowed.map(
      (other) => `${other.name} (${other.exposes.length} public modules)`,
    );
    return {
      files: area.folders.map(globOf),
      ignores: OUTSIDE_ZONES,
      ...boundaryRule([
        {
          target: ".",
          from: foldersOf(others),
          except: publicModulesOf(allowed),
          message: `The ${area.name} area may import only the public modules of ${allowedModules.join(", ") || "no other area"} (architecture-boundaries.js, docs/architecture.md): move what is shared to a shared folder, or declare the module public in its area's row.`,
        },
      ]),
    };
  }),
  {
    files: SHARED.map(globOf),
    ignores: [...OUTSIDE_ZONES, ...WIRING.map(globOf)],
    ...boundaryRule([
      {
        target: ".",
        from: foldersOf(AREAS),
        message:
          "A shared folder imports no area (docs/architecture.md): move the piece down, or move this module into the area.",
      },
    ]),
  },
];

export default tseslint.config(
  {
    ignores: [
      "build/**",
      "node_modules/**",
      ".react-router/**",
      "data/**",
      "test-results/**",
      "playwright-report/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{js,mjs}"],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      "@typescript-eslint/consistent-type-imports": [
        "error",
        { fixStyle: "inline-type-imports" },
      ],
    },
  },
  // Playwright fixtures call their continuation `use`; it is not React's hook.
  { files: ["tests/e2e/**"], rules: { "react-hooks/rules-of-hooks": "off" } },
  {
    files: ["app/**/*.tsx"],
    ...jsxA11y.flatConfigs.recommended,
  },
  // Import direction (docs/architecture.md): domain and content import nothing from server or
  // routes, and content (the site's copy) sits below domain: domain reads content, never the reverse.
  {
    files: ["app/domain/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: [
                "~/server/*",
                "~/routes/*",
                "**/server/**",
                "**/routes/**",
              ],
              message: "domain must not import server or route modules",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["app/content/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: [
                "~/server/*",
                "~/routes/*",
                "~/domain/*",
                "**/server/**",
                "**/routes/**",
                "**/domain/**",
              ],
              message:
                "content (the site's copy) imports no domain, server or route module: domain reads content",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["app/components/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["~/server/*", "**/server/**", "~/routes/*"],
              message: "components must not import server or route modules",
            },
          ],
        },
      ],
    },
  },
  // No route touches the database: routes call server modules.
  {
    files: ["app/routes/**"],
    ignores: ["**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: [
                "~/server/db/*",
                "**/server/db/**",
                "drizzle-orm",
                "drizzle-orm/*",
                "pg",
                "@electric-sql/*",
              ],
              message:
                "routes call server modules; they never query the database",
            },
          ],
        },
      ],
    },
  },
  // The portal's data modules reach the database only through the caller's TenantScope
  // (app/server/portal/tenant-scope.server.ts), which alone may open it.
  {
    files: ["app/server/portal/**", "app/server/client-work/**"],
    ignores: ["app/server/portal/tenant-scope.server.ts", "**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: [
                "../services.server",
                "~/server/services.server",
                "../db/client.server",
                "~/server/db/client.server",
                "**/console/**",
              ],
              message:
                "portal data goes through scope.db and scope.owns(); cross-tenant code lives in app/server/console/",
            },
          ],
        },
      ],
    },
  },
  // The console's data functions take a StaffScope, made by the console's guard from the session.
  // The door for code outside a request (scripts, benchmarks, tests) stays out of the app
  // (docs/decisions/033-staff-guard-scope.md).
  {
    files: ["app/**"],
    ignores: ["**/*.test.ts", "**/*.test.tsx"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector:
            "ImportDeclaration[source.value=/staff-scope-for-script/], ImportExpression[source.value=/staff-scope-for-script/]",
          message:
            "request code gets its StaffScope from requireStaff/requireConsoleAdmin (console-guard.server.ts); staffScopeForScript is for scripts and tests",
        },
      ],
    },
  },
  // Unit files share a worker process (vitest.config.ts, decision 036): a module mock or a
  // stubbed global would leak into the next file. What needs them is an integration test.
  {
    files: [
      "app/**/*.test.ts",
      "app/**/*.test.tsx",
      "scripts/**/*.test.ts",
      "tests/integration/**/*.ts",
    ],
    rules: {
      "no-restricted-properties": [
        "error",
        ...["mock", "doMock", "stubGlobal", "stubEnv"].map((property) => ({
          object: "vi",
          property,
          message:
            "test files share worker processes (isolate: false): a module mock or a global stub would leak into the next file; pass the dependency in instead",
        })),
      ],
    },
  },
  ...areaBoundaries,
  // Tests wait on the event they need, never on the clock: a fixed pause is too short on a
  // loaded machine and wasted time on an idle one. Its own rule ids (nothing above restricts
  // syntax in test files, nor properties in tests/e2e), so no other block's options replace these.
  {
    files: [
      "tests/**/*.ts",
      "app/**/*.test.ts",
      "app/**/*.test.tsx",
      "scripts/**/*.test.ts",
    ],
    rules: {
      "no-restricted-syntax": [
        "error",
        ...[
          // new Promise((resolve) => setTimeout(resolve, ms)), and with a block body
          "NewExpression[callee.name='Promise'] > :function > CallExpression.body",
          "NewExpression[callee.name='Promise'] > :function > BlockStatement > ExpressionStatement > CallExpression",
        ].map((call) => ({
          selector: `${call}:matches([callee.name='setTimeout'], [callee.property.name='setTimeout'])[arguments.0.type='Identifier']`,
          message:
            "no fixed sleeps in tests: wait for the event (expect.poll, vi.waitUntil through tests/support/eventually.ts, a worker's runOnce, Playwright's retrying expect) or move a fake clock (vi.useFakeTimers, page.clock)",
        })),
        {
          selector:
            "ImportDeclaration[source.value=/^(node:)?timers\\/promises$/]",
          message:
            "no fixed sleeps in tests: wait for the event (expect.poll, vi.waitUntil through tests/support/eventually.ts) or move a fake clock",
        },
      ],
    },
  },
  {
    files: ["tests/e2e/**"],
    rules: {
      "no-restricted-properties": [
        "error",
        {
          property: "waitForTimeout",
          message:
            "no fixed sleeps in end-to-end tests: use Playwright's retrying expect, expect.poll, or page.clock to move the page's timers",
        },
      ],
    },
  },
);
