/** Enumerations of spec § 4 and § 6, shared by the schema, the server and the browser. */

export const USER_ROLES = ["admin", "client_admin", "client_user"] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const CLIENT_STATUSES = ["active", "inactive", "pending"] as const;
export type ClientStatus = (typeof CLIENT_STATUSES)[number];

export const PROJECT_STATUSES = ["active", "completed", "planning"] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

export const TICKET_STATUSES = ["open", "in_progress", "resolved", "closed"] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

export const TICKET_PRIORITIES = ["low", "medium", "high"] as const;
export type TicketPriority = (typeof TICKET_PRIORITIES)[number];

export const LEAD_STATUSES = ["new", "contacted", "qualified", "converted"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const LEAD_SOURCES = ["blueprint", "contact", "get_started", "job_application", "chat"] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];

export const CHAT_ROLES = ["user", "assistant"] as const;
export type ChatRole = (typeof CHAT_ROLES)[number];
