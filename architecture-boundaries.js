/**
 * The areas, the shared folders and every dependency allowed between areas: the one source
 * eslint.config.js builds its import zones from. docs/architecture.md shows the same table
 * (`architecture-boundaries.test.ts` fails when the two differ). Globs are relative to the
 * repository. Test files (`.test.ts`, `.test-support.ts`…) are outside the zones: a test may
 * reach across areas to prove them.
 */

/** What one URL prefix serves, in every layer, and the areas it may import. */
export const AREAS = [
  {
    name: "console",
    folders: ["*/console"],
    mayImport: [
      "accounts",
      "chat",
      "content",
      "leads",
      "newsletter",
      "sales-demo",
      "marketing",
    ],
  },
  { name: "portal", folders: ["*/portal"], mayImport: ["accounts"] },
  {
    name: "sales-demo",
    folders: ["*/sales-demo"],
    mayImport: ["accounts"],
  },
  {
    name: "accounts",
    folders: ["*/auth", "*/account"],
    mayImport: [],
  },
  {
    name: "chat",
    folders: ["*/chat", "*/api/chat-*", "enhance/chat-*"],
    mayImport: ["leads"],
  },
  {
    name: "leads",
    folders: [
      "*/leads",
      "*/forms/get-started*",
      "*/api/forms.*",
      "*/careers",
      "enhance/lead-form*",
      "enhance/get-started*",
      "enhance/application-dialog*",
    ],
    mayImport: ["console", "chat"],
  },
  {
    name: "content",
    folders: ["*/content"],
    mayImport: ["newsletter"],
  },
  {
    name: "studio",
    folders: ["*/studio"],
    mayImport: ["accounts", "console", "content", "newsletter"],
  },
  {
    name: "newsletter",
    folders: ["*/newsletter", "*/api/newsletter.*", "enhance/newsletter-*"],
    mayImport: ["accounts", "console", "leads"],
  },
  {
    name: "marketing",
    folders: ["*/marketing", "*/legal", "*/seo"],
    mayImport: ["leads", "content", "chat", "newsletter"],
  },
];

/**
 * Folders every area may import, which import no area. Each module under `app/` belongs to
 * an area, to one of these, or to the wiring.
 */
export const SHARED = [
  "components/ui",
  "components/layout",
  "components/forms",
  "components/client-work",
  "components/*.tsx",
  "domain/forms",
  "domain/client-work",
  "domain/media",
  "domain/*.ts",
  "server/client-work",
  "server/documents",
  "server/http",
  "server/db",
  "server/mail",
  "server/jobs",
  "server/storage",
  "server/security",
  "server/media",
  "server/metrics",
  "server/page-cache",
  "server/page-templates",
  "server/*.ts",
  "enhance/site-header.ts",
  "i18n",
  "content",
  "*.ts",
  "*.tsx",
];

/**
 * The modules that assemble the areas into one process and one page (with `server.ts`, outside
 * `app/`): they may import any area.
 */
export const WIRING = [
  "root.tsx",
  "routes.ts",
  "routes/*.tsx",
  "server/services.server.ts",
  "server/env.server.ts",
  "server/sample-data",
  "server/http/http-app.server.ts",
  "server/http/front-door.server.ts",
  "server/http/body-limits.server.ts",
  "server/not-found.server.ts",
  "server/page-cache/install-page-cache.server.ts",
  "server/db/schema.server.ts",
  "enhance/page.ts",
];

/**
 * The glob of a folder as the table writes it, under `app/`: a first segment `*` is that
 * folder in every layer (routes, server, components, domain), `layer/name` is one folder,
 * and a last segment with `*` or a dot is the files it matches.
 */
export function globOf(entry) {
  const last = entry.split("/").at(-1) ?? entry;
  const path = /[*.]/.test(last) ? entry : `${entry}/**`;
  return path.startsWith("*/")
    ? `app/{routes,server,components,domain}/${path.slice(2)}`
    : `app/${path}`;
}

/** Files the zones leave out: tests prove areas, so they may reach across them. */
export const OUTSIDE_ZONES = [
  "**/*.test.ts",
  "**/*.test.tsx",
  "**/*.test-d.ts",
  "**/*.test-support.ts",
];
