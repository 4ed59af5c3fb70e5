import { STAFF_ROLES, type StaffRole } from "./enums";

/**
 * The console's sections, in the order of its tabs: each is the second segment of its URLs
 * (`/lead_admin/<section>/…`), except the Users tab, which is `/lead_admin` itself.
 */
export const CONSOLE_SECTIONS = [
  "users",
  "clients",
  "leads",
  // Booking a consultation (decision 070): the meetings visitors booked and the hosts' hours.
  "bookings",
  "conversations",
  "support",
  "overview",
  "insights",
  "case-studies",
  "media",
  "taxonomy",
  "newsletter",
  "assistant",
  // First-party, cookieless analytics (admins and editors): which pages bring leads. After
  // the studio's sections, so an editor's console still opens on Insights.
  "analytics",
  // What readers search the site for (admins and editors, as analytics: the log names no one),
  // beside the audience figures it completes.
  "search",
  "demo",
  // Privacy operations (admins, decision 072): people's requests, the incident register,
  // retention and legal holds.
  "privacy",
  // Integrations (admins, docs/integrations.md): signed webhooks, Slack, Teams and HubSpot.
  "integrations",
  "audit",
] as const;
export type ConsoleSection = (typeof CONSOLE_SECTIONS)[number];

/**
 * The content studio's sections: the only part of the console an editor may open
 * (docs/decisions/051-content-studio.md): insights and case studies, their images, and what
 * content is filed under (docs/decisions/053-taxonomy-management.md).
 */
export const STUDIO_SECTIONS = [
  "insights",
  "case-studies",
  "media",
  "taxonomy",
] as const satisfies readonly ConsoleSection[];

export function isStudioSection(section: string | undefined): boolean {
  return (STUDIO_SECTIONS as readonly string[]).includes(section ?? "");
}

/**
 * What an editor may open (docs/decisions/060-what-an-editor-may-do.md): the studio, the
 * newsletter's subscribers and blocked domains (marketing's list, docs/newsletter.md), which they
 * send insights to, what the chat assistant knows (docs/decisions/057: staff who write the
 * site teach it), the site's audience analytics, which hold no personal data and tell
 * them which pages bring leads (docs/analytics.md), and what readers search the site for,
 * whose queries that find nothing are content to write — except ADMIN_ONLY_PATHS.
 */
export const EDITOR_SECTIONS = [
  ...STUDIO_SECTIONS,
  "newsletter",
  "assistant",
  "analytics",
  "search",
] as const satisfies readonly ConsoleSection[];

export function isEditorSection(section: string | undefined): boolean {
  return (EDITOR_SECTIONS as readonly string[]).includes(section ?? "");
}

/**
 * Inside an editor's sections, what stays an admin's: personal data leaving the console in bulk.
 * The subscriber export is every confirmed reader's address and consent in one file
 * (docs/decisions/060-what-an-editor-may-do.md); its guard is the admins' (requireStaff).
 */
export const ADMIN_ONLY_PATHS = ["/lead_admin/newsletter/export.csv"] as const;

export function isAdminOnlyPath(pathname: string): boolean {
  return (ADMIN_ONLY_PATHS as readonly string[]).includes(pathname);
}

/** Who may open a section: every staff role the editor's, admins everything else. */
export function rolesOfSection(section: ConsoleSection): readonly StaffRole[] {
  return isEditorSection(section) ? STAFF_ROLES : ["admin"];
}

export function canOpenSection(
  role: StaffRole,
  section: ConsoleSection,
): boolean {
  return rolesOfSection(section).includes(role);
}

/** The sections a role's tabs show, in the console's order. */
export function sectionsOf(role: StaffRole): ConsoleSection[] {
  return CONSOLE_SECTIONS.filter((section) => canOpenSection(role, section));
}

export function sectionPath(section: ConsoleSection): string {
  return section === "users" ? "/lead_admin" : `/lead_admin/${section}`;
}

/**
 * Which section a console URL belongs to: a client's workspace to Clients, a lead to Leads,
 * `/lead_admin` itself to Users; null for a path outside the console's sections.
 */
export function sectionOfPath(pathname: string): ConsoleSection | null {
  const [, area, section] = pathname.split("/");
  if (area !== "lead_admin") return null;
  if (!section) return "users";
  return (CONSOLE_SECTIONS as readonly string[]).includes(section) &&
    section !== "users"
    ? (section as ConsoleSection)
    : null;
}

/** Where a member of staff's console opens: the first section their role may open. */
export function consoleHomeOf(role: StaffRole): string {
  return sectionPath(sectionsOf(role)[0] ?? "users");
}
