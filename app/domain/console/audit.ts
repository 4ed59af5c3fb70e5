/**
 * What the console's audit log records about: every staff write names one of
 * these, so the log can be filtered by the kind of thing changed.
 */
export const AUDIT_ENTITY_TYPES = [
  "user",
  "client",
  "project",
  "project_update",
  "document",
  "invitation",
  "lead",
  "ticket",
  // The demo dashboard's content: a demo client, its contacts, projects and invoices.
  "demo",
  // The content studio: a published insight (docs/decisions/051-content-studio.md).
  "insight",
  // A case study published, withdrawn, scheduled or reordered in the studio.
  "case_study",
  // The studio's media library: an image uploaded, described or deleted (decision 052).
  "media",
  // What the studio files content under (decision 053): added, renamed or deleted.
  "sector",
  "capability",
  "content_type",
  // The newsletter (docs/newsletter.md): a subscriber staff unsubscribed, the confirmed
  // list exported, a sign-up domain blocked or unblocked.
  "newsletter_subscriber",
  "newsletter_domain",
  // The chat assistant's knowledge (decision 057): a staff-written answer created, edited,
  // retired or restored, and unanswered questions dismissed.
  "curated_answer",
  "unanswered_question",
  // Booking (decisions 068–070): a meeting marked a no-show or unmarked; a host added, their hours
  // changed, their calendar feed link rotated, their busy source set.
  "booking",
  "booking_host",
  // Privacy operations (decision 072): a person's request worked, extended, answered, exported
  // or erased; an incident recorded; a legal hold placed or released; the daily retention run.
  "privacy_request",
  "privacy_incident",
  "legal_hold",
  "privacy_retention",
  // Integrations (docs/integrations.md): an endpoint added, changed, turned off or on, deleted;
  // its secret rotated; a test sent; deliveries sent again or replayed.
  "integration",
] as const;
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];

export const auditEntityLabels: Record<AuditEntityType, string> = {
  user: "User",
  client: "Client",
  project: "Project",
  project_update: "Project update",
  document: "Document",
  invitation: "Invitation",
  lead: "Lead",
  ticket: "Support ticket",
  demo: "Demo content",
  insight: "Insight",
  case_study: "Case study",
  media: "Image",
  sector: "Sector",
  capability: "Capability",
  content_type: "Content type",
  newsletter_subscriber: "Newsletter subscriber",
  newsletter_domain: "Newsletter blocked domain",
  curated_answer: "Assistant answer",
  unanswered_question: "Unanswered question",
  booking: "Booking",
  booking_host: "Booking host",
  privacy_request: "Privacy request",
  privacy_incident: "Privacy incident",
  legal_hold: "Legal hold",
  privacy_retention: "Privacy retention run",
  integration: "Integration",
};
