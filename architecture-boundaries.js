/**
 * The areas, the shared folders and every dependency allowed between areas: the one source
 * eslint.config.js builds its import zones from. docs/architecture.md shows the same table
 * (`architecture-boundaries.test.ts` fails when the two differ). Globs are relative to the
 * repository. Test files (`.test.ts`, `.test-support.ts`…) are outside the zones: a test may
 * reach across areas to prove them.
 */

/**
 * What one URL prefix serves, in every layer; the areas it may import; and its public modules —
 * the only files of it another area may import (paths under `app/`, without the extension).
 */
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
      "integrations",
    ],
    exposes: [
      "components/console/filter-controls",
      "components/console/filtered-table",
      // How a lead's form and status are named: the integrations' messages say it the same way.
      "domain/console/lead-format",
      "domain/console/lead-work",
      "server/console/audit.server",
      "server/console/console-frame.server",
      "server/console/console-guard.server",
      // The CSV writer with formula-injection protection: the privacy register's export uses it.
      "server/console/lead-export-csv",
      "server/console/staff-scope.server",
    ],
  },
  {
    name: "portal",
    folders: ["*/portal"],
    mayImport: ["accounts"],
    exposes: [],
  },
  {
    name: "sales-demo",
    folders: ["*/sales-demo"],
    mayImport: ["accounts"],
    exposes: [
      "domain/sales-demo/demo-content",
      "domain/sales-demo/demo-format",
      "server/sales-demo/demo-content.server",
    ],
  },
  {
    name: "accounts",
    folders: ["*/auth", "*/account"],
    mayImport: [],
    exposes: [
      "domain/auth/access-messages",
      "domain/auth/auth-forms",
      "server/account/mail-locale.server",
      "server/account/ui-locale.server",
      "server/auth/access-request-email.server",
      "server/auth/account-form.server",
      "server/auth/current-user.server",
      "server/auth/guards.server",
      "server/auth/invitation-config.server",
      "server/auth/invitation-email.server",
      "server/auth/invitation-token.server",
      "server/auth/invitations.server",
    ],
  },
  {
    name: "chat",
    folders: ["*/chat", "*/api/chat-*", "enhance/chat-*"],
    mayImport: ["leads"],
    exposes: [
      "components/chat/chat-launcher",
      "domain/chat/chat-copy",
      "domain/chat/curated-answer",
      "domain/chat/curated-answer-form",
      "domain/chat/question-groups",
      // The site's pages as text: site search indexes the same text the assistant answers from.
      "server/chat/brain/site-documents.server",
    ],
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
    mayImport: ["console", "chat", "booking", "privacy", "analytics"],
    exposes: [
      "components/careers/application-dialog",
      "components/careers/job-card",
      "server/leads/lead-emails.server",
      "server/leads/lead-post.server",
      "server/leads/lead-responses.server",
      "server/leads/sources/lead-source.server",
      "server/leads/sources/lead-sources.server",
    ],
  },
  {
    name: "content",
    folders: ["*/content"],
    mayImport: ["newsletter"],
    exposes: [
      "components/content/back-link",
      "components/content/case-study-article",
      "components/content/insight-article",
      "components/content/rich-text",
      "server/content/case-studies.server",
      "server/content/content-writes.server",
      "server/content/insights.server",
      "server/content/sanitize-html.server",
      "server/content/translations.server",
    ],
  },
  {
    name: "studio",
    folders: ["*/studio"],
    mayImport: ["accounts", "console", "content", "newsletter"],
    exposes: [],
  },
  {
    name: "newsletter",
    folders: ["*/newsletter", "*/api/newsletter.*", "enhance/newsletter-*"],
    mayImport: ["accounts", "console", "leads", "privacy"],
    exposes: [
      "components/newsletter/newsletter-box",
      "domain/newsletter/newsletter-send-form",
      "domain/newsletter/newsletter-send-views",
      "server/newsletter/newsletter-recipients.server",
      "server/newsletter/newsletter-send-progress.server",
      "server/newsletter/newsletter-sends.server",
      "server/newsletter/newsletter-studio.server",
      "server/newsletter/newsletter-subscribers.server",
    ],
  },
  {
    name: "marketing",
    folders: ["*/marketing", "*/legal", "*/seo"],
    mayImport: ["leads", "content", "chat", "newsletter"],
    exposes: ["server/seo/sitemap.server"],
  },
  {
    name: "booking",
    folders: ["*/booking", "enhance/booking*"],
    mayImport: ["accounts", "console"],
    exposes: ["server/booking/lead-booking-link.server"],
  },
  {
    name: "privacy",
    folders: ["*/privacy", "enhance/privacy*"],
    mayImport: ["accounts", "console"],
    exposes: [
      "domain/privacy/privacy-enums",
      "domain/privacy/consent-copy",
      "server/privacy/consents.server",
      "server/privacy/suppressions.server",
      "server/privacy/consent-withdrawal.server",
    ],
  },
  {
    name: "analytics",
    folders: ["*/analytics", "enhance/analytics*"],
    mayImport: ["accounts", "console"],
    exposes: [
      "domain/analytics/analytics-enums",
      "server/analytics/analytics-recorder.server",
      "server/analytics/lead-attribution.server",
    ],
  },
  {
    name: "integrations",
    folders: ["*/integrations"],
    mayImport: ["accounts", "console"],
    exposes: ["server/integrations/integration-banner.server"],
  },
  {
    name: "search",
    folders: ["*/search"],
    // The chat's view of the site's pages is what the index holds of them (page-documents).
    mayImport: ["accounts", "console", "chat"],
    exposes: [],
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
  "server/body-policies.server.ts",
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
