import { inArray } from "drizzle-orm";
import type { NewsletterEventKind, NewsletterStatus } from "~/domain/enums";
import type { Transaction } from "../db/client.server";
import {
  capabilities,
  newsletterBlockedDomains,
  newsletterConsentEvents,
  newsletterSubscriberTopics,
  newsletterSubscribers,
} from "../db/schema.server";

/**
 * The demo's newsletter subscribers, for the console's Newsletter tab (docs/newsletter.md):
 * every status, both languages, a consent record each, spread over the last weeks so the
 * growth table has something to show; and one blocked domain. Seeded with the demo tenants,
 * never in production.
 */

// The line the demo's sign-up showed (the live sign-up stores its own text with each address).
const CONSENT = {
  en: "Yes, send me the newsletter: new insights by e-mail, about once a month. I can unsubscribe at any time.",
  fr: "Oui, envoyez-moi l’infolettre : nos nouvelles analyses par courriel, environ une fois par mois. Je peux me désabonner en tout temps.",
} as const;

type DemoSubscriber = {
  email: string;
  locale: "en" | "fr";
  status: NewsletterStatus;
  page: string;
  /** Days ago they signed up; confirmed a day later, left `leftAfterDays` after that. */
  daysAgo: number;
  topics: string[];
  leftAfterDays?: number;
  leftBy?: "one_click" | "preferences";
};

export const demoSubscribers: DemoSubscriber[] = [
  {
    email: "amelia.hart@northgate-analytics.example",
    locale: "en",
    status: "confirmed",
    page: "/insights",
    daysAgo: 80,
    topics: ["data-analytics", "ai-automation"],
  },
  {
    email: "d.okafor@meridian-revenue.example",
    locale: "en",
    status: "confirmed",
    page: "/newsletter",
    daysAgo: 61,
    topics: [],
  },
  {
    email: "sophie.tremblay@quebec-sante.example",
    locale: "fr",
    status: "confirmed",
    page: "/fr/newsletter",
    daysAgo: 44,
    topics: ["digital-identity"],
  },
  {
    email: "luc.gagnon@agence-numerique.example",
    locale: "fr",
    status: "confirmed",
    page: "/fr/insights",
    daysAgo: 23,
    topics: [],
  },
  {
    email: "priya.nair@harbourline.example",
    locale: "en",
    status: "confirmed",
    page: "/insights",
    daysAgo: 9,
    topics: ["cybersecurity", "cloud-infrastructure"],
  },
  {
    email: "tom.whitfield@coastal-water.example",
    locale: "en",
    status: "pending",
    page: "/newsletter",
    daysAgo: 1,
    topics: [],
  },
  {
    email: "camille.roy@ville-exemple.example",
    locale: "fr",
    status: "pending",
    page: "/fr/newsletter",
    daysAgo: 0,
    topics: ["ai-automation"],
  },
  {
    email: "george.mills@example.org",
    locale: "en",
    status: "unsubscribed",
    page: "/insights",
    daysAgo: 70,
    topics: [],
    leftAfterDays: 30,
    leftBy: "one_click",
  },
  {
    email: "nathalie.fortin@example.com",
    locale: "fr",
    status: "unsubscribed",
    page: "/fr/newsletter",
    daysAgo: 40,
    topics: [],
    leftAfterDays: 20,
    leftBy: "preferences",
  },
];

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number, hours = 0) =>
  new Date(Date.now() - days * DAY + hours * 60 * 60 * 1000);

export async function seedDemoNewsletter(tx: Transaction): Promise<void> {
  const capabilityRows = await tx
    .select({ id: capabilities.id, slug: capabilities.slug })
    .from(capabilities)
    .where(
      inArray(
        capabilities.slug,
        demoSubscribers.flatMap((s) => s.topics),
      ),
    );
  const capabilityId = new Map(capabilityRows.map((r) => [r.slug, r.id]));
  for (const demo of demoSubscribers) {
    const signedUp = daysAgo(demo.daysAgo, demo.daysAgo === 0 ? -2 : 0);
    const confirmed =
      demo.status === "pending" ? null : daysAgo(demo.daysAgo, 20);
    const left =
      demo.leftAfterDays !== undefined
        ? daysAgo(demo.daysAgo - demo.leftAfterDays)
        : null;
    const consentText = CONSENT[demo.locale];
    const [row] = await tx
      .insert(newsletterSubscribers)
      .values({
        email: demo.email,
        status: demo.status,
        locale: demo.locale,
        consentText,
        consentPage: demo.page,
        consentedAt: signedUp,
        pendingSince: signedUp,
        confirmationSentAt: signedUp,
        confirmedAt: confirmed,
        unsubscribedAt: left,
        unsubscribeSource: demo.leftBy ?? null,
        createdAt: signedUp,
        updatedAt: left ?? confirmed ?? signedUp,
      })
      .returning({ id: newsletterSubscribers.id });
    const subscriberId = row!.id;
    const topicIds = demo.topics.flatMap((slug) => {
      const id = capabilityId.get(slug);
      return id ? [id] : [];
    });
    if (topicIds.length > 0)
      await tx
        .insert(newsletterSubscriberTopics)
        .values(
          topicIds.map((capabilityId) => ({ subscriberId, capabilityId })),
        );
    const event = (
      kind: NewsletterEventKind,
      at: Date,
      extra: { consentText?: string; details?: Record<string, unknown> } = {},
    ) => ({
      subscriberId,
      kind,
      locale: demo.locale,
      page: demo.page,
      consentText: extra.consentText ?? null,
      details: extra.details ?? {},
      createdAt: at,
    });
    const events = [
      event("subscribe_requested", signedUp, { consentText }),
      event("confirmation_sent", new Date(signedUp.getTime() + 1000)),
    ];
    if (confirmed) events.push(event("confirmed", confirmed));
    if (left)
      events.push(
        event("unsubscribed", left, { details: { source: demo.leftBy } }),
      );
    await tx.insert(newsletterConsentEvents).values(events);
  }
  await tx.insert(newsletterBlockedDomains).values({
    domain: "mailinator.example",
    note: "Throwaway addresses used for fake sign-ups.",
    createdByEmail: "staff.admin@example.org",
    createdAt: daysAgo(30),
  });
}
