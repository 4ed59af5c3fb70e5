import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * The product areas, one folder name per URL (docs/architecture.md): /lead_admin is the console,
 * /dashboard the portal, /allied the sales demo. An area never imports another area; what two
 * areas share lives in a shared folder (ui, layout, forms, http, client-work, …).
 */
const AREAS = ["console", "portal", "sales-demo", "studio"];
/** The console edits the sales demo's content: it may read that content model, nothing else of the demo. */
const AREA_EXCEPTIONS = {
  // The content studio lives in the console's frame: it takes the console's guard, scope and
  // audit log, nothing else of it.
  studio: [
    "!**/console/console-guard.server",
    "!**/console/staff-scope.server",
    "!**/console/audit.server",
    "!**/console/console-frame.server",
    "!**/console/filter-controls",
  ],
  console: [
    "!**/sales-demo/demo-content",
    "!**/sales-demo/demo-content.server",
    "!**/sales-demo/demo-format",
  ],
};
const areaBoundaries = AREAS.map((area) => ({
  files: [`app/*/${area}/**`],
  rules: {
    // A rule of its own (not no-restricted-imports), so the layer rules below still apply beside it.
    "@typescript-eslint/no-restricted-imports": [
      "error",
      {
        patterns: [
          {
            group: [
              ...AREAS.filter((other) => other !== area).map(
                (other) => `**/${other}/**`,
              ),
              ...(AREA_EXCEPTIONS[area] ?? []),
            ],
            message: `the ${area} area imports no other area: move what is shared to a shared folder (docs/architecture.md)`,
          },
        ],
      },
    ],
  },
}));

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
  // Import direction (docs/architecture.md): domain and content import nothing from server or routes,
  // and no browser-facing module reaches into server code except route modules.
  {
    files: ["app/domain/**", "app/content/**"],
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
              message:
                "domain and content must not import server or route modules",
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
