import { z } from "zod";
import {
  NEWSLETTER_STATUSES,
  type NewsletterDeliveryStatus,
  type NewsletterEventKind,
  type NewsletterStatus,
  type NewsletterUnsubscribeSource,
} from "../enums";

/**
 * The console's Newsletter tab (docs/newsletter.md, "Staff: subscribers and blocked domains"):
 * its query string, shared by the list and the browser's filter form, and the labels both
 * renders show. Like the Leads tab, every parameter falls back to its default when a URL
 * carries anything else: a hand-edited link shows a list, never an error.
 */

export const SUBSCRIBER_SORT_KEYS = [
  "signed_up",
  "confirmed",
  "address",
  "status",
] as const;
export type SubscriberSortKey = (typeof SUBSCRIBER_SORT_KEYS)[number];

export const SUBSCRIBER_PAGE_SIZE = 25;
export const SUBSCRIBER_SEARCH_MAX = 200;
export const NEWSLETTER_LANGUAGES = ["en", "fr"] as const;

export const subscriberListParams = z.object({
  q: z
    .string()
    .catch("")
    .default("")
    .transform((q) => q.trim().slice(0, SUBSCRIBER_SEARCH_MAX)),
  status: z
    .enum(["all", ...NEWSLETTER_STATUSES])
    .catch("all")
    .default("all"),
  language: z
    .enum(["all", ...NEWSLETTER_LANGUAGES])
    .catch("all")
    .default("all"),
  sort: z.enum(SUBSCRIBER_SORT_KEYS).catch("signed_up").default("signed_up"),
  // Without a direction: newest first for the dates, A to Z for the others.
  dir: z.enum(["asc", "desc"]).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(1_000_000).catch(1).default(1),
});

export type SubscriberListParams = z.output<typeof subscriberListParams>;

/** The parameters a list URL carries (only the first value of a repeated key counts). */
export function parseSubscriberListParams(
  search: URLSearchParams | string,
): SubscriberListParams {
  const params = new URLSearchParams(search);
  const raw: Record<string, string> = {};
  for (const key of Object.keys(subscriberListParams.shape)) {
    const value = params.get(key);
    if (value !== null && value !== "") raw[key] = value;
  }
  return subscriberListParams.parse(raw);
}

export function subscriberSortDirection(
  params: Pick<SubscriberListParams, "sort" | "dir">,
): "asc" | "desc" {
  return (
    params.dir ??
    (params.sort === "signed_up" || params.sort === "confirmed"
      ? "desc"
      : "asc")
  );
}

export function isSubscriberListFiltered(
  params: SubscriberListParams,
): boolean {
  return (
    params.q !== "" || params.status !== "all" || params.language !== "all"
  );
}

export const newsletterStatusLabels: Record<NewsletterStatus, string> = {
  pending: "Pending",
  confirmed: "Confirmed",
  unsubscribed: "Unsubscribed",
};

export const newsletterLanguageLabels: Record<
  (typeof NEWSLETTER_LANGUAGES)[number],
  string
> = { en: "English", fr: "French" };

export function newsletterLanguageLabel(locale: string | null): string {
  return locale === "en" || locale === "fr"
    ? newsletterLanguageLabels[locale]
    : "—";
}

export const newsletterEventLabels: Record<NewsletterEventKind, string> = {
  subscribe_requested: "Asked to subscribe",
  confirmation_sent: "Confirmation e-mail sent",
  confirmed: "Confirmed",
  preferences_changed: "Changed preferences",
  unsubscribed: "Unsubscribed",
};

export const unsubscribeSourceLabels: Record<
  NewsletterUnsubscribeSource,
  string
> = {
  one_click: "one-click link in an e-mail",
  preferences: "preferences page",
  staff: "by staff",
};

export const deliveryStatusLabels: Record<NewsletterDeliveryStatus, string> = {
  queued: "Queued",
  sending: "Sending",
  sent: "Sent",
  failed: "Failed, will retry",
  dead: "Gave up",
  skipped: "Skipped",
};

/** Topics as a cell reads: none chosen means every topic (drizzle/0023). */
export function topicsLabel(topics: readonly string[]): string {
  return topics.length === 0 ? "All topics" : topics.join(", ");
}

export type SubscriberListItem = {
  id: string;
  email: string;
  status: NewsletterStatus;
  language: string;
  topics: string[];
  signedUpAt: string;
  confirmedAt: string | null;
};

/** One UTC week of the growth table: confirmations and unsubscribes recorded that week. */
export type GrowthWeek = {
  week: string;
  label: string;
  confirmed: number;
  unsubscribed: number;
};

export type NewsletterCounts = Record<NewsletterStatus, number> & {
  total: number;
};

export type NewsletterTabData = {
  params: SubscriberListParams & { dir: "asc" | "desc" };
  counts: NewsletterCounts;
  growth: GrowthWeek[];
  items: SubscriberListItem[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
  blockedDomains: number;
  /** Whether the viewer may download the export: admins only (docs/decisions/060). */
  canExport: boolean;
};

/** The query string of a list: only what differs from the defaults. */
export function subscriberListQuery(
  params: Partial<SubscriberListParams>,
): string {
  const query = new URLSearchParams();
  if (params.q) query.set("q", params.q);
  if (params.status && params.status !== "all")
    query.set("status", params.status);
  if (params.language && params.language !== "all")
    query.set("language", params.language);
  if (params.sort && params.sort !== "signed_up")
    query.set("sort", params.sort);
  if (params.dir) query.set("dir", params.dir);
  if (params.page && params.page > 1) query.set("page", String(params.page));
  return query.toString();
}

export type ConsentEventView = {
  id: string;
  at: string;
  kind: NewsletterEventKind;
  page: string | null;
  locale: string | null;
  consentText: string | null;
  actorEmail: string | null;
  source: NewsletterUnsubscribeSource | null;
  /** What a preference change changed, in words ("Topics added: …"), or null. */
  change: string | null;
};

/**
 * What a `preferences_changed` event changed, from its details (topic slugs, the edition's
 * language before and after), in the console's words: "Topics added: Cybersecurity; removed:
 * Citizen Experience. Edition: English → French." `topicName` names a slug (its current name,
 * or the slug itself for a topic deleted since). Null when the details say nothing.
 */
export function preferenceChangeText(
  details: unknown,
  topicName: (slug: string) => string,
): string | null {
  if (typeof details !== "object" || details === null) return null;
  const { topics, locale } = details as {
    topics?: { added?: unknown; removed?: unknown; now?: unknown };
    locale?: { from?: unknown; to?: unknown };
  };
  const names = (list: unknown) =>
    Array.isArray(list)
      ? list
          .filter((slug): slug is string => typeof slug === "string")
          .map(topicName)
      : [];
  const parts: string[] = [];
  if (topics) {
    const added = names(topics.added);
    const removed = names(topics.removed);
    const now = names(topics.now);
    const changes = [
      added.length > 0 ? `added: ${added.join(", ")}` : null,
      removed.length > 0 ? `removed: ${removed.join(", ")}` : null,
    ].filter(Boolean);
    if (changes.length > 0)
      parts.push(
        `Topics ${changes.join("; ")} (now ${now.length > 0 ? now.join(", ") : "every topic"}).`,
      );
  }
  if (
    locale &&
    typeof locale.from === "string" &&
    typeof locale.to === "string"
  )
    parts.push(
      `Edition: ${newsletterLanguageLabel(locale.from)} → ${newsletterLanguageLabel(locale.to)}.`,
    );
  return parts.length > 0 ? parts.join(" ") : null;
}

export type DeliveryView = {
  sendId: string;
  insightTitle: string;
  status: NewsletterDeliveryStatus;
  sentAt: string | null;
};

export type SubscriberDetail = {
  id: string;
  email: string;
  status: NewsletterStatus;
  language: string;
  topics: string[];
  consentText: string;
  consentPage: string | null;
  consentedAt: string;
  signedUpAt: string;
  confirmedAt: string | null;
  unsubscribedAt: string | null;
  unsubscribeSource: NewsletterUnsubscribeSource | null;
  spamReason: string | null;
  events: ConsentEventView[];
  deliveries: DeliveryView[];
};
