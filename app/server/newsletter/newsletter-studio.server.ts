import { eq } from "drizzle-orm";
import type { ContentLocale } from "~/domain/enums";
import { recordAudit, type StaffActor } from "../console/audit.server";
import type { Database } from "../db/client.server";
import { insights, outbox } from "../db/schema.server";
import type { MailJobKind, OutboxMessage } from "../mail/mail-job.server";
import {
  renderNewsletterIssue,
  type NewsletterIssue,
  type NewsletterIssueInput,
} from "./newsletter-issue.server";
import {
  listUnsubscribeHeaders,
  preferencesUrl,
} from "./newsletter-links.server";

/**
 * What the studio's "Send to subscribers" page shows before a send: the insight's e-mail as a
 * subscriber gets it, and the test send to the staff member's own address.
 */
export const NEWSLETTER_TEST_MAIL_KIND =
  "newsletter_test" satisfies MailJobKind;

/**
 * The subscriber id of the links in a preview or a test send: the nil UUID, which no subscriber
 * has. Its tokens are correctly signed, so the links have the shape a subscriber's have, but the
 * preferences page and the one-click unsubscribe find nobody and change nothing.
 */
export const NO_SUBSCRIBER_ID = "00000000-0000-0000-0000-000000000000";

export type NewsletterInsight = NewsletterIssueInput["insight"] & {
  id: string;
  isPublished: boolean;
};

export async function readNewsletterInsight(
  db: Database,
  insightId: string,
): Promise<NewsletterInsight | null> {
  const [row] = await db
    .select({
      id: insights.id,
      title: insights.title,
      slug: insights.slug,
      locale: insights.locale,
      excerpt: insights.excerpt,
      author: insights.author,
      publishedAt: insights.publishedAt,
      isPublished: insights.isPublished,
    })
    .from(insights)
    .where(eq(insights.id, insightId));
  return row ? { ...row, locale: row.locale as ContentLocale } : null;
}

type Links = { origin: string; secret: string };

function linksOf(insight: NewsletterInsight, links: Links) {
  const target = {
    ...links,
    locale: insight.locale,
    subscriberId: NO_SUBSCRIBER_ID,
    version: 1,
  };
  return {
    preferencesUrl: preferencesUrl(target),
    headers: listUnsubscribeHeaders(target),
  };
}

/** The issue as a subscriber receives it, its preferences link belonging to nobody. */
export function previewNewsletterIssue(
  insight: NewsletterInsight,
  links: Links,
): NewsletterIssue {
  return renderNewsletterIssue({
    insight,
    origin: links.origin,
    preferencesUrl: linksOf(insight, links).preferencesUrl,
  });
}

/**
 * Queues the issue, marked as a test, to the signed-in staff member, with the List-Unsubscribe
 * headers every newsletter e-mail carries (RFC 8058), pointing at nobody. Audited.
 */
export async function queueNewsletterTest(
  db: Database,
  input: { insight: NewsletterInsight; actor: StaffActor } & Links,
): Promise<void> {
  const { insight, actor } = input;
  const { preferencesUrl: url, headers } = linksOf(insight, input);
  const issue = renderNewsletterIssue({
    insight,
    origin: input.origin,
    preferencesUrl: url,
    test: true,
  });
  const message: OutboxMessage = {
    to: [actor.email],
    subject: issue.subject,
    text: issue.text,
    html: issue.html,
    headers,
  };
  await db.transaction(async (tx) => {
    await tx
      .insert(outbox)
      .values({ kind: NEWSLETTER_TEST_MAIL_KIND, payload: message });
    await recordAudit(tx, actor, {
      action: "newsletter.test",
      entityType: "insight",
      entityId: insight.id,
      summary: `Sent a test of the newsletter “${insight.title}” to ${actor.email}`,
    });
  });
}
