import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["build/**", "node_modules/**", ".react-router/**", "data/**", "test-results/**", "playwright-report/**"] },
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
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  // Playwright fixtures call their continuation `use`; it is not React's hook.
  { files: ["tests/e2e/**"], rules: { "react-hooks/rules-of-hooks": "off" } },
  {
    files: ["app/**/*.tsx"],
    ...jsxA11y.flatConfigs.recommended,
  },
  // Import direction (ARCHITECTURE § 2): domain and content import nothing from server or routes,
  // and no browser-facing module reaches into server code except route modules.
  {
    files: ["app/domain/**", "app/content/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["~/server/*", "~/routes/*", "**/server/**", "**/routes/**"], message: "domain and content must not import server or route modules" }] },
      ],
    },
  },
  {
    files: ["app/components/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["~/server/*", "**/server/**", "~/routes/*"], message: "components must not import server or route modules" }] },
      ],
    },
  },
);
