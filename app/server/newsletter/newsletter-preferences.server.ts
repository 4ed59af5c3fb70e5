import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../db/client.server";
import {
  capabilities,
  newsletterSubscribers,
  newsletterSubscriberTopics,
} from "../db/schema.server";
import type { NewsletterStatus } from "~/domain/enums";
import type { NewsletterTopic } from "~/domain/newsletter/newsletter-preferences";
import { taxonomyNameIn } from "~/domain/taxonomy-names";
import type { Locale } from "~/i18n/locale";
import { recordConsentEvent } from "./newsletter-subscribers.server";
import { checkPreferencesToken } from "./newsletter-tokens.server";

/**
 * The subscriber a preferences link names, when its token is ours and of the subscriber's
 * current `preferences_version`; null otherwise — forged, malformed, or revoked by a later
 * subscription cycle (docs/newsletter.md, "Preferences and leaving"). A subscriber deleted since
 * is named all the same: the caller answers 404.
 */
export async function subscriberOfPreferencesToken(
  db: Database,
  secret: string,
  token: unknown,
): Promise<string | null> {
  const checked = checkPreferencesToken(secret, token);
  if (!checked.valid) return null;
  const [row] = await db
    .select({ version: newsletterSubscribers.preferencesVersion })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.id, checked.subscriberId));
  if (row && row.version !== checked.version) return null;
  return checked.subscriberId;
}

export type SubscriberPreferences = {
  email: string;
  status: NewsletterStatus;
  locale: Locale;
  /** The capability ids chosen; empty means every topic. */
  topicIds: string[];
};

/** The topics, in the order the site lists its capabilities, French names on French pages. */
export async function listNewsletterTopics(
  db: Database,
  locale: Locale,
): Promise<NewsletterTopic[]> {
  const rows = await db
    .select({
      id: capabilities.id,
      slug: capabilities.slug,
      name: capabilities.name,
      nameFr: capabilities.nameFr,
    })
    .from(capabilities)
    .orderBy(asc(capabilities.displayOrder), asc(capabilities.name));
  return rows.map(({ nameFr, ...row }) => ({
    ...row,
    name: taxonomyNameIn(locale, { name: row.name, nameFr }),
  }));
}

export async function loadSubscriberPreferences(
  db: Database,
  subscriberId: string,
): Promise<SubscriberPreferences | null> {
  const [row] = await db
    .select({
      email: newsletterSubscribers.email,
      status: newsletterSubscribers.status,
      locale: newsletterSubscribers.locale,
    })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.id, subscriberId));
  if (!row) return null;
  const topics = await db
    .select({ id: newsletterSubscriberTopics.capabilityId })
    .from(newsletterSubscriberTopics)
    .where(eq(newsletterSubscriberTopics.subscriberId, subscriberId));
  return {
    email: row.email,
    status: row.status as NewsletterStatus,
    locale: row.locale as Locale,
    topicIds: topics.map((topic) => topic.id).sort(),
  };
}

export type SavePreferencesOutcome =
  | { outcome: "saved"; changed: boolean }
  /** The row is gone (deleted since the e-mail was sent). */
  | { outcome: "gone" }
  /** Left already: preferences are not kept for nobody; subscribing again is at /newsletter. */
  | { outcome: "unsubscribed" }
  /** A topic id that is not (or no longer) a capability: nothing written. */
  | { outcome: "unknown-topic" };

/**
 * Writes a subscriber's topics and edition language in one transaction, with one
 * `preferences_changed` consent event saying what changed (nothing written when nothing did).
 */
export async function saveSubscriberPreferences(
  db: Database,
  options: {
    subscriberId: string;
    topicIds: string[];
    locale: Locale;
    page: string;
    pageLocale: Locale;
  },
): Promise<SavePreferencesOutcome> {
  const wanted = [...new Set(options.topicIds)].sort();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        status: newsletterSubscribers.status,
        locale: newsletterSubscribers.locale,
      })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.id, options.subscriberId))
      .for("update");
    if (!row) return { outcome: "gone" };
    if (row.status === "unsubscribed") return { outcome: "unsubscribed" };
    const known =
      wanted.length === 0
        ? []
        : await tx
            .select({ id: capabilities.id, slug: capabilities.slug })
            .from(capabilities)
            .where(inArray(capabilities.id, wanted));
    if (known.length !== wanted.length) return { outcome: "unknown-topic" };
    const current = await tx
      .select({
        id: newsletterSubscriberTopics.capabilityId,
        slug: capabilities.slug,
      })
      .from(newsletterSubscriberTopics)
      .innerJoin(
        capabilities,
        eq(capabilities.id, newsletterSubscriberTopics.capabilityId),
      )
      .where(eq(newsletterSubscriberTopics.subscriberId, options.subscriberId));
    const currentIds = new Set(current.map((topic) => topic.id));
    const added = known.filter((topic) => !currentIds.has(topic.id));
    const removed = current.filter((topic) => !wanted.includes(topic.id));
    const localeChanged = row.locale !== options.locale;
    if (added.length === 0 && removed.length === 0 && !localeChanged)
      return { outcome: "saved", changed: false };
    if (removed.length > 0)
      await tx.delete(newsletterSubscriberTopics).where(
        and(
          eq(newsletterSubscriberTopics.subscriberId, options.subscriberId),
          inArray(
            newsletterSubscriberTopics.capabilityId,
            removed.map((topic) => topic.id),
          ),
        ),
      );
    if (added.length > 0)
      await tx.insert(newsletterSubscriberTopics).values(
        added.map((topic) => ({
          subscriberId: options.subscriberId,
          capabilityId: topic.id,
        })),
      );
    if (localeChanged)
      await tx
        .update(newsletterSubscribers)
        .set({ locale: options.locale, updatedAt: sql`now()` })
        .where(eq(newsletterSubscribers.id, options.subscriberId));
    // Slugs, not ids: the consent record stays readable after a capability is renamed.
    await recordConsentEvent(tx, {
      subscriberId: options.subscriberId,
      kind: "preferences_changed",
      locale: options.pageLocale,
      page: options.page,
      details: {
        ...(added.length > 0 || removed.length > 0
          ? {
              topics: {
                added: added.map((topic) => topic.slug).sort(),
                removed: removed.map((topic) => topic.slug).sort(),
                now: known.map((topic) => topic.slug).sort(),
              },
            }
          : {}),
        ...(localeChanged
          ? { locale: { from: row.locale, to: options.locale } }
          : {}),
      },
    });
    return { outcome: "saved", changed: true };
  });
}
