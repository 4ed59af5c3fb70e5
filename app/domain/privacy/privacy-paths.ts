/** The privacy section's console pages (decision 072). */
export const PRIVACY_REQUESTS_PATH = "/lead_admin/privacy";
export const PRIVACY_INCIDENTS_PATH = "/lead_admin/privacy/incidents";
export const PRIVACY_RETENTION_PATH = "/lead_admin/privacy/retention";

/** The public request form, in each language. */
export const PRIVACY_REQUEST_PATH = "/privacy/request";
