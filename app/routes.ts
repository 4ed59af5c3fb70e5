import {
  type RouteConfig,
  index,
  layout,
  route,
} from "@react-router/dev/routes";

/**
 * The public pages in one language: English at the specification's paths, French at the same
 * paths under /fr, with route ids of their own ("fr/routes/…") since the modules are shared.
 */
function publicPages(locale: "en" | "fr") {
  const page = (path: string, file: string) =>
    locale === "en"
      ? route(path, file)
      : route(path ? `fr/${path}` : "fr", file, {
          id: `fr/${file.replace(/\.tsx?$/, "")}`,
        });
  return [
    locale === "en"
      ? index("routes/marketing/home.tsx")
      : page("", "routes/marketing/home.tsx"),
    page("get-started", "routes/forms/get-started.tsx"),
    page("careers", "routes/marketing/careers.tsx"),
    page("partners", "routes/marketing/partners.tsx"),
    page("contact", "routes/marketing/contact.tsx"),
    page("blueprint", "routes/marketing/blueprint.tsx"),
    page("clients", "routes/marketing/clients.tsx"),
    page("privacy", "routes/legal/privacy.tsx"),
    page("terms", "routes/legal/terms.tsx"),
    page("cookies", "routes/legal/cookies.tsx"),
    page("about", "routes/marketing/about.tsx"),
    page("vision", "routes/marketing/vision.tsx"),
    page("solutions", "routes/marketing/solutions.tsx"),
    page("solutions/:slug", "routes/marketing/solution-detail.tsx"),
    page(
      "public-sector-platforms",
      "routes/marketing/public-sector-platforms.tsx",
    ),
    page("capabilities", "routes/marketing/capabilities.tsx"),
    page("capabilities/:slug", "routes/marketing/capability-detail.tsx"),
    page("blog", "routes/content/blog-index.tsx"),
    page("blog/rss.xml", "routes/content/blog-rss.ts"),
    page("blog/:slug", "routes/content/blog-post.tsx"),
    page("projects", "routes/content/projects-index.tsx"),
    page("projects/:slug", "routes/content/project-detail.tsx"),
    page("newsletter", "routes/newsletter/newsletter.tsx"),
    page("newsletter/confirm", "routes/newsletter/newsletter-confirm.tsx"),
    page(
      "newsletter/preferences",
      "routes/newsletter/newsletter-preferences.tsx",
    ),
    page(
      "newsletter/unsubscribe",
      "routes/newsletter/newsletter-unsubscribe.ts",
    ),
    // Withdrawing a consent in one step, from the link in its e-mail (decision 072).
    page("privacy/consent/withdraw", "routes/privacy/consent-withdraw.tsx"),
    // Booking a consultation, and the page a booking's e-mails link to (docs/booking.md).
    page("book", "routes/booking/book.tsx"),
    page("book/manage/:token", "routes/booking/manage-booking.tsx"),
    // A person's privacy request, its code step and receipt, and an export's download (decision 072).
    page("privacy/request", "routes/privacy/privacy-request.tsx"),
    page(
      "privacy/request/:requestId",
      "routes/privacy/privacy-request-code.tsx",
    ),
    page("privacy/export/:token", "routes/privacy/privacy-export.tsx"),
    // Site search and its result links (docs/search.md).
    page("search", "routes/search/search-page.tsx"),
    page("search/open", "routes/search/search-open.ts"),
    // Must stay last: every unknown path answers 404 (French under /fr).
    page("*", "routes/not-found.tsx"),
  ];
}

export default [
  // Public pages: server-rendered, not hydrated (app/routes/public-layout.tsx). Each is
  // served in English at the specification's URL and in French under /fr (decision 055).
  layout("routes/public-layout.tsx", [
    ...publicPages("en"),
    ...publicPages("fr"),
    route("sitemap.xml", "routes/seo/sitemap-xml.ts"),
    route("robots.txt", "routes/seo/robots-txt.ts"),
    // The content studio's preview of a draft: the public page's own layout and article, for
    // signed-in staff only (never cached, noindex).
    route(
      "lead_admin/insights/:insightId/preview",
      "routes/studio/insight-preview.tsx",
    ),
    route(
      "lead_admin/case-studies/:caseStudyId/preview",
      "routes/studio/case-study-preview.tsx",
    ),
  ]),
  // Account pages: React-hydrated, with their own chrome (app/routes/account/app-layout.tsx).
  layout("routes/account/app-layout.tsx", [
    layout("routes/auth/auth-layout.tsx", [
      route("auth", "routes/auth/auth.tsx"),
      route("admin/auth", "routes/auth/staff-sign-in.tsx"),
      route("auth/two-factor", "routes/auth/two-factor.tsx"),
      route("auth/forgot-password", "routes/auth/forgot-password.tsx"),
      route("auth/reset-password", "routes/auth/reset-password.tsx"),
    ]),
    route("account", "routes/account/account.tsx"),
    // The client portal: one URL per tab; a project or ticket opens under its tab.
    route("dashboard", "routes/portal/dashboard-layout.tsx", [
      index("routes/portal/projects-tab.tsx"),
      route("projects/:projectId", "routes/portal/project-page.tsx"),
      route("documents", "routes/portal/documents-tab.tsx"),
      route("support", "routes/portal/support-tab.tsx"),
      route("support/new", "routes/portal/new-ticket-page.tsx"),
      route("support/:ticketId", "routes/portal/ticket-page.tsx"),
      route("team", "routes/portal/team-tab.tsx"),
      // "Send invitation" posts here: the edge counts invitations on this path (docs/access-audit.md).
      route("team/invite", "routes/portal/team-invite.tsx"),
    ]),
    // The staff console: one URL per tab; a client's workspace opens under Clients,
    // a lead under Leads, a ticket under Support.
    route("lead_admin", "routes/console/console-layout.tsx", [
      index("routes/console/users-tab.tsx"),
      route("clients", "routes/console/clients-tab.tsx"),
      route("clients/:clientId", "routes/console/client-workspace.tsx"),
      // Staff upload a document for a client (the edge's 25 MB upload policy covers this path).
      route("clients/:clientId/upload", "routes/console/client-upload.tsx"),
      route("leads", "routes/console/leads-tab.tsx"),
      route("leads/:leadId", "routes/console/lead-page.tsx"),
      route("support", "routes/console/support-tab.tsx"),
      route("support/:ticketId", "routes/console/ticket-page.tsx"),
      // The chat assistant's conversations: the list, and one transcript.
      route("conversations", "routes/console/conversations-tab.tsx"),
      route(
        "conversations/:conversationId",
        "routes/console/conversation-page.tsx",
      ),
      route("overview", "routes/console/overview-tab.tsx"),
      route("audit", "routes/console/audit-tab.tsx"),
      // The demo dashboard's content: the demo clients, and one demo's editor.
      route("demo", "routes/console/sales-demo-tab.tsx"),
      route("demo/:demoClientId", "routes/console/sales-demo-editor.tsx"),
      // The content studio (admins and editors): insights, each with its editor and history.
      route("insights", "routes/studio/insights-list.tsx"),
      route("insights/new", "routes/studio/insight-new.tsx"),
      route("insights/:insightId", "routes/studio/insight-editor.tsx"),
      // Sending a published insight to its newsletter subscribers: preview, test, send, progress.
      route(
        "insights/:insightId/newsletter",
        "routes/studio/insight-newsletter.tsx",
      ),
      route(
        "insights/:insightId/revisions",
        "routes/studio/insight-revisions.tsx",
      ),
      // The studio's case studies, in the order /projects shows them (drag or move to reorder).
      route("case-studies", "routes/studio/case-studies-list.tsx"),
      route("case-studies/new", "routes/studio/case-study-new.tsx"),
      route("case-studies/:caseStudyId", "routes/studio/case-study-editor.tsx"),
      route(
        "case-studies/:caseStudyId/revisions",
        "routes/studio/case-study-revisions.tsx",
      ),
      // The studio's media library: upload, alt text, where each image is used, delete.
      route("media", "routes/studio/media-library.tsx"),
      // What content is filed under: sectors, capabilities and content types (decision 053).
      route("taxonomy", "routes/studio/taxonomy.tsx"),
      // The newsletter's subscribers (admins and editors): counts, growth and the list, the
      // blocked sign-up domains, and one subscriber with their consent record (docs/newsletter.md).
      route("newsletter", "routes/console/newsletter-tab.tsx"),
      route(
        "newsletter/blocked-domains",
        "routes/console/newsletter-domains.tsx",
      ),
      route(
        "newsletter/:subscriberId",
        "routes/console/newsletter-subscriber.tsx",
      ),
      // The assistant's knowledge (admins and editors, decision 057): the answers staff taught
      // it, one answer's form, and the questions it could not answer, grouped.
      route("assistant", "routes/console/assistant-knowledge.tsx"),
      route("assistant/new", "routes/console/curated-answer-new.tsx"),
      route("assistant/unanswered", "routes/console/unanswered-questions.tsx"),
      route("assistant/:answerId", "routes/console/curated-answer-page.tsx"),
      // First-party, cookieless analytics (admins and editors): the period's audience, sources,
      // campaigns, leads per form and the get-started funnel (docs/analytics.md).
      route("analytics", "routes/analytics/analytics-tab.tsx"),
      // What readers searched the site for (admins and editors): top queries, the ones that
      // found nothing (each a link to write the assistant's answer) and click-through.
      route("search", "routes/search/search-console.tsx"),
      // Booking a consultation (admins, decision 070): the meetings with the no-show mark,
      // the hosts, and one host's hours editor.
      route("bookings", "routes/booking/bookings-tab.tsx"),
      route("bookings/hosts", "routes/booking/booking-hosts.tsx"),
      route("bookings/hosts/:hostId", "routes/booking/booking-host.tsx"),
      // A booking host's calendars (admins): their feed link and the busy time read from theirs.
      route(
        "bookings/hosts/:hostId/calendar",
        "routes/booking/host-calendar.tsx",
      ),
      // People's privacy requests (admins, decision 072): the queue and one request's page.
      route("privacy", "routes/privacy/privacy-queue.tsx"),
      route(
        "privacy/requests/:requestId",
        "routes/privacy/privacy-request-page.tsx",
      ),
      // The confidentiality incident register (admins, decision 072): the list, a new entry,
      // one entry to read and edit. There is no delete: an entry is kept until retain_until.
      route("privacy/incidents", "routes/privacy/privacy-incidents.tsx"),
      route(
        "privacy/incidents/new",
        "routes/privacy/privacy-incidents-new.tsx",
      ),
      route(
        "privacy/incidents/:incidentId",
        "routes/privacy/privacy-incidents-entry.tsx",
      ),
      // Privacy (admins, decision 072): the retention rules, their last run and the legal holds.
      route("privacy/retention", "routes/privacy/privacy-retention.tsx"),
      // Integrations (admins, docs/integrations.md): the endpoints, adding one, and one
      // endpoint's settings, preview, test, secret, on/off, replay and delivery log.
      route("integrations", "routes/integrations/integrations-list.tsx"),
      route("integrations/new", "routes/integrations/integrations-new.tsx"),
      route(
        "integrations/:endpointId",
        "routes/integrations/integrations-endpoint.tsx",
      ),
    ]),
    // The demo client dashboard: the gate at /allied, then one URL per tab; a
    // project's details and an invoice's payment instructions also have their own URL, for
    // browsers without JavaScript (with it they open as dialogs).
    route("allied", "routes/sales-demo/demo-layout.tsx", [
      index("routes/sales-demo/profile-tab.tsx"),
      route("projects", "routes/sales-demo/projects-tab.tsx"),
      route("projects/:projectId", "routes/sales-demo/project-page.tsx"),
      route("billing", "routes/sales-demo/billing-tab.tsx"),
      route("billing/:invoiceId/pay", "routes/sales-demo/pay-page.tsx"),
    ]),
  ]),
  // A booking host's calendar feed: secret, rotatable, never cached (decision 069).
  route("calendar/bookings/:file", "routes/booking/booking-feed.ts"),
  // The media library's encoded images, public and cached for a year (docs/decisions/052).
  route("media/:file", "routes/content/media-file.ts"),
  // Resource routes of the account pages: a redirect (verification link) and a POST (sign-out).
  route("auth/verify-email", "routes/auth/verify-email.ts"),
  route("sign-out", "routes/account/sign-out.ts"),
  // A client document's bytes, re-authorized on every request.
  route(
    "dashboard/documents/:documentId/download",
    "routes/portal/document-download.ts",
  ),
  // A person's privacy export, for the short ticket its code step issued (decision 072).
  route("privacy/export/:token/file", "routes/privacy/privacy-export-file.ts", {
    id: "routes/privacy/privacy-export-file",
  }),
  route(
    "fr/privacy/export/:token/file",
    "routes/privacy/privacy-export-file.ts",
    { id: "fr/routes/privacy/privacy-export-file" },
  ),
  // A client's document for staff, re-authorized on every request.
  route(
    "lead_admin/clients/:clientId/documents/:documentId/download",
    "routes/console/client-document-download.ts",
  ),
  // A job applicant's résumé, for staff only.
  route("lead_admin/leads/:leadId/resume", "routes/console/lead-resume.ts"),
  // The console's lead inbox as CSV (the Leads tab's filter, every page), staff only.
  route("lead_admin/leads/export.csv", "routes/console/leads-export.ts"),
  // The newsletter's confirmed subscribers as CSV, with their consent (admins only, decision 060).
  route(
    "lead_admin/newsletter/export.csv",
    "routes/console/newsletter-export.ts",
  ),
  // The whole confidentiality incident register as CSV, every field (admins only, decision 072).
  route(
    "lead_admin/privacy/incidents/export.csv",
    "routes/privacy/privacy-incidents-export.ts",
  ),
  // The Analytics tab's period as CSV, a row per day, dimension and key (admins and editors:
  // counts only, no personal data).
  route(
    "lead_admin/analytics/export.csv",
    "routes/analytics/analytics-export.ts",
  ),
  // A file a visitor attached in the chat, for staff, re-authorized on every request.
  route(
    "lead_admin/conversations/:conversationId/files/:attachmentId",
    "routes/console/conversation-file.ts",
  ),
  // The demo dashboard's lock (a POST) and an invoice as a PDF made on the server.
  route("allied/lock", "routes/sales-demo/lock.ts"),
  route("allied/billing/:invoiceId/pdf", "routes/sales-demo/invoice-pdf.ts"),
  // Enhanced form submissions (JSON); a resource route, so it renders nothing.
  route("api/forms/:form", "routes/api/forms.ts"),
  route("api/newsletter", "routes/api/newsletter.ts"),
  // The get-started form's step beacon (docs/analytics.md): a step reached, with JavaScript.
  route("api/analytics/funnel", "routes/analytics/funnel-beacon.ts"),
  // The chat assistant: a message and its streamed reply, the transcript, contact details.
  route("api/chat/messages", "routes/api/chat-messages.ts"),
  route("api/chat/history", "routes/api/chat-history.ts"),
  route("api/chat/contact", "routes/api/chat-contact.ts"),
  // The chat assistant's media: documents, files, image text, speech, transcription.
  route("api/chat/uploads", "routes/api/chat-uploads.ts"),
  route("api/chat/files/:attachmentId", "routes/api/chat-file.ts"),
  route("api/chat/ocr", "routes/api/chat-ocr.ts"),
  route("api/chat/speech", "routes/api/chat-speech.ts"),
  route("api/chat/transcriptions", "routes/api/chat-transcriptions.ts"),
  route("api/chat/capabilities", "routes/api/chat-capabilities.ts"),
] satisfies RouteConfig;
