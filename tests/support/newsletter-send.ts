import { sql } from "drizzle-orm";
import type { Database } from "~/server/db/client.server";

/**
 * Newsletter fixtures by SQL: a published insight, confirmed subscribers, and a send created
 * the way the studio creates one (a `sending` row, one `queued` delivery per confirmed
 * subscriber in one INSERT…SELECT, and a `newsletter_send` job).
 */
type Rows<T> = { rows: T[] };

export async function seedInsight(db: Database, slug: string): Promise<string> {
  const result = (await db.execute(sql`
    insert into insights (slug, locale, title, excerpt, content, author, published_at, is_published)
    values (${slug}, 'en', ${`Insight ${slug}`}, 'What we learned.', '<p>Body</p>', 'Ada', now(), true)
    returning id`)) as unknown as Rows<{ id: string }>;
  return result.rows[0]!.id;
}

/** `count` confirmed subscribers `<prefix><n>@example.org`, n from 1. */
export async function seedSubscribers(
  db: Database,
  prefix: string,
  count: number,
): Promise<void> {
  await db.execute(sql`
    insert into newsletter_subscribers (email, status, locale, consent_text, confirmed_at)
    select ${prefix} || n || '@example.org', 'confirmed', 'en', 'Send me the newsletter.', now()
    from generate_series(1, ${count}::int) as n`);
}

/** A send of the insight to the confirmed subscribers whose address starts with `prefix`. */
export async function createTestSend(
  db: Database,
  options: {
    insightId: string;
    prefix: string;
    ratePerSecond: number;
    queueJob?: boolean;
  },
): Promise<string> {
  return db.transaction(async (tx) => {
    const send = (await tx.execute(sql`
      insert into newsletter_sends (insight_id, locale, subject, status, rate_per_second)
      values (${options.insightId}, 'en', 'Our latest insight', 'sending', ${options.ratePerSecond})
      returning id`)) as unknown as Rows<{ id: string }>;
    const sendId = send.rows[0]!.id;
    await tx.execute(sql`
      with added as (
        insert into newsletter_deliveries (send_id, subscriber_id)
        select ${sendId}::uuid, id from newsletter_subscribers
        where status = 'confirmed' and email like ${`${options.prefix}%`}
        returning 1)
      update newsletter_sends set recipient_count = (select count(*) from added)
      where id = ${sendId}::uuid`);
    if (options.queueJob ?? true)
      await tx.execute(sql`
        insert into outbox (kind, payload) values ('newsletter_send', jsonb_build_object('sendId', ${sendId}::text))`);
    return sendId;
  });
}

export async function deliveryStatuses(
  db: Database,
  sendId: string,
): Promise<
  {
    email: string;
    status: string;
    attempts: number;
    lastError: string | null;
  }[]
> {
  const result = (await db.execute(sql`
    select s.email, d.status, d.attempts, d.last_error as "lastError"
    from newsletter_deliveries d join newsletter_subscribers s on s.id = d.subscriber_id
    where d.send_id = ${sendId}::uuid order by s.email`)) as unknown as Rows<{
    email: string;
    status: string;
    attempts: number;
    lastError: string | null;
  }>;
  return result.rows;
}

export async function sendStatus(
  db: Database,
  sendId: string,
): Promise<string> {
  const result = (await db.execute(sql`
    select status from newsletter_sends where id = ${sendId}::uuid`)) as unknown as Rows<{
    status: string;
  }>;
  return result.rows[0]!.status;
}
