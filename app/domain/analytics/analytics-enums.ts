/**
 * What the first-party analytics records (docs/analytics.md). Shared by the schema's CHECK
 * constraints, the recorder and the console's tab.
 */

/** A raw event: a document navigation, a lead form sent, or a get-started step reached. */
export const ANALYTICS_EVENT_KINDS = [
  "page_view",
  "conversion",
  "funnel_step",
] as const;
export type AnalyticsEventKind = (typeof ANALYTICS_EVENT_KINDS)[number];

/**
 * The daily rollup's dimensions: one row per day and key of each. `total` has the key "";
 * `page` is a path, `source` a traffic source, `campaign` a utm_campaign, `landing` a session's
 * first page, `form` a lead form, `funnel` a get-started step, `device` a device class.
 */
export const ANALYTICS_DIMENSIONS = [
  "total",
  "page",
  "source",
  "campaign",
  "landing",
  "form",
  "funnel",
  "device",
] as const;
export type AnalyticsDimension = (typeof ANALYTICS_DIMENSIONS)[number];

/** The device classes recorded in place of a user agent. */
export const DEVICE_CLASSES = ["desktop", "mobile", "tablet", "other"] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

/** A session ends after this long without a page view (the usual 30 minutes). */
export const SESSION_IDLE_MS = 30 * 60 * 1000;

/**
 * Where the get-started form tells the server, with JavaScript, that a step was reached (the
 * page posts each step itself without it). A form body: `step` (2…) and `page` (the form's path).
 */
export const FUNNEL_BEACON_PATH = "/api/analytics/funnel";
