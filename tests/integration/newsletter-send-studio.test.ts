import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/server/db/client.server";
import {
  auditLog,
  capabilities,
  insightCapabilities,
  insights,
  newsletterDeliveries,
  newsletterSends,
  newsletterSubscribers,
  newsletterSubscriberTopics,
  outbox,
  user,
} from "~/server/db/schema.server";
import { outboxMessageSchema } from "~/server/mail/mail-job.server";
import { countNewsletterRecipients } from "~/server/newsletter/newsletter-recipients.server";
import {
  createNewsletterSend,
  NewsletterSendRefused,
  pauseNewsletterSend,
  resumeNewsletterSend,
} from "~/server/newsletter/newsletter-sends.server";
import { checkPreferencesToken } from "~/server/newsletter/newsletter-tokens.server";
import {
  insightNewsletterAction,
  insightNewsletterLoader,
} from "~/server/studio/insight-newsletter.handler.server";
import { insightEditorLoader } from "~/server/studio/insight-editor.handler.server";
import type { AppServices } from "~/server/services.server";
import { callRoute, get, post } from "../support/account-session";
import { startTestServices } from "../support/app-services";
import {
  EDITOR,
  MERIDIAN_ADMIN,
  signInDemo,
  type DemoPerson,
} from "../support/console-people";

/**
 * The studio's "Send to subscribers" (docs/newsletter.md) on PGlite and PostgreSQL: who a send
 * picks, one send per insight, its job and audit entry, pause and resume, the test to oneself,
 * and who may open the page.
 */
let services: AppServices;
let db: Database;
let stop: () => Promise<void>;
let editor: DemoPerson;
let editorUserId: string;
let topicA: string;
let topicB: string;

beforeAll(async () => {
  const started = await startTestServices();
  services = started.services;
  db = services.database.db;
  stop = started.stop;
  editor = await signInDemo(EDITOR);
  const [row] = await db
    .select({ id: user.id })
    .from(user)
    .where(eq(user.email, EDITOR));
  editorUserId = row!.id;
  const caps = await db.select({ id: capabilities.id }).from(capabilities);
  topicA = caps[0]!.id;
  topicB = caps[1]!.id;
}, 120_000);
afterAll(async () => stop?.());

let serial = 0;

/** An insight of its own for each test, so sends (one per insight) never meet. */
async function newInsight(options: {
  published: boolean;
  locale?: "en" | "fr";
  topics?: string[];
}) {
  serial += 1;
  const [row] = await db
    .insert(insights)
    .values({
      slug: `newsletter-send-${serial}-${Date.now()}`,
      locale: options.locale ?? "en",
      title: `Newsletter test insight ${serial}`,
      excerpt: "Why the ledger reconciles itself.",
      content: "<p>Body</p>",
      author: "Hélène Marchand",
      isPublished: options.published,
      publishedAt: options.published ? new Date() : null,
    })
    .returning({ id: insights.id });
  for (const capabilityId of options.topics ?? [topicA])
    await db
      .insert(insightCapabilities)
      .values({ insightId: row!.id, capabilityId });
  return row!.id;
}

async function subscriber(
  label: string,
  options: {
    status?: "pending" | "confirmed" | "unsubscribed";
    locale?: "en" | "fr";
    topics?: string[];
  } = {},
) {
  const [row] = await db
    .insert(newsletterSubscribers)
    .values({
      email: `${label}-${serial}-${Math.random().toString(36).slice(2, 8)}@example.net`,
      status: options.status ?? "confirmed",
      locale: options.locale ?? "en",
      consentText: "Send me new insights.",
      confirmedAt: options.status === "pending" ? null : new Date(),
    })
    .returning({ id: newsletterSubscribers.id });
  for (const capabilityId of options.topics ?? [])
    await db
      .insert(newsletterSubscriberTopics)
      .values({ subscriberId: row!.id, capabilityId });
  return row!.id;
}

const actor = () => ({ actorUserId: editorUserId, actorEmail: EDITOR });

describe("createNewsletterSend", () => {
  it("queues exactly the confirmed subscribers of the insight's language and topics", async () => {
    const insightId = await newInsight({ published: true, topics: [topicA] });
    const everyTopic = await subscriber("every-topic");
    const sameTopic = await subscriber("same-topic", { topics: [topicA] });
    const both = await subscriber("both", { topics: [topicB, topicA] });
    const excluded = [
      await subscriber("pending", { status: "pending" }),
      await subscriber("left", { status: "unsubscribed" }),
      await subscriber("french", { locale: "fr" }),
      await subscriber("french-topic", { locale: "fr", topics: [topicA] }),
      await subscriber("other-topic", { topics: [topicB] }),
    ];
    const expected = [everyTopic, sameTopic, both];

    const counted = await countNewsletterRecipients(db, {
      insightId,
      locale: "en",
    });
    const { send, created } = await createNewsletterSend(db, {
      insightId,
      ...actor(),
      ratePerSecond: 7,
    });
    expect(created).toBe(true);
    expect(send).toMatchObject({
      status: "sending",
      locale: "en",
      subject: expect.stringMatching(/^Newsletter test insight/),
      ratePerSecond: 7,
      createdByEmail: EDITOR,
    });
    const deliveries = await db
      .select()
      .from(newsletterDeliveries)
      .where(eq(newsletterDeliveries.sendId, send.id));
    // Other tests' confirmed no-topic subscribers are recipients too: compare this test's own.
    const ours = deliveries.filter((d) =>
      [...expected].includes(d.subscriberId),
    );
    expect(ours.map((d) => d.subscriberId).sort()).toEqual(
      [...expected].sort(),
    );
    expect(deliveries.every((d) => d.status === "queued")).toBe(true);
    expect(send.recipientCount).toBe(deliveries.length);
    expect(counted).toBe(deliveries.length);
    const queued = new Set(deliveries.map((d) => d.subscriberId));
    expect(excluded.filter((id) => queued.has(id))).toEqual([]);
    // Everyone else queued (other tests' no-topic subscribers) is confirmed and English.
    const others = await db
      .select({
        status: newsletterSubscribers.status,
        locale: newsletterSubscribers.locale,
      })
      .from(newsletterSubscribers)
      .where(inArray(newsletterSubscribers.id, [...queued]));
    expect(
      others.every((row) => row.status === "confirmed" && row.locale === "en"),
    ).toBe(true);

    const jobs = await db
      .select()
      .from(outbox)
      .where(eq(outbox.kind, "newsletter_send"));
    expect(
      jobs.filter((j) => (j.payload as { sendId?: string }).sendId === send.id),
    ).toHaveLength(1);
    const audit = await db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, "newsletter.send"),
          eq(auditLog.entityId, insightId),
        ),
      );
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorEmail: EDITOR,
      entityType: "insight",
    });
  });

  it("a second create is harmless: the same send, the same recipients, no second job", async () => {
    const insightId = await newInsight({ published: true });
    await subscriber("once");
    const first = await createNewsletterSend(db, {
      insightId,
      ...actor(),
      ratePerSecond: 20,
    });
    await subscriber("late");
    const second = await createNewsletterSend(db, {
      insightId,
      ...actor(),
      ratePerSecond: 20,
    });
    expect(second.created).toBe(false);
    expect(second.send.id).toBe(first.send.id);
    const sends = await db
      .select()
      .from(newsletterSends)
      .where(eq(newsletterSends.insightId, insightId));
    expect(sends).toHaveLength(1);
    const deliveries = await db
      .select()
      .from(newsletterDeliveries)
      .where(eq(newsletterDeliveries.sendId, first.send.id));
    expect(deliveries).toHaveLength(first.send.recipientCount);
    const jobs = (
      await db.select().from(outbox).where(eq(outbox.kind, "newsletter_send"))
    ).filter(
      (j) => (j.payload as { sendId?: string }).sendId === first.send.id,
    );
    expect(jobs).toHaveLength(1);
  });

  it("two sends started at once make one send", async () => {
    const insightId = await newInsight({ published: true });
    await subscriber("race");
    const both = await Promise.all(
      [1, 2].map(() =>
        createNewsletterSend(db, { insightId, ...actor(), ratePerSecond: 20 }),
      ),
    );
    expect(both.filter((result) => result.created)).toHaveLength(1);
    expect(both[0]!.send.id).toBe(both[1]!.send.id);
    const jobs = (
      await db.select().from(outbox).where(eq(outbox.kind, "newsletter_send"))
    ).filter(
      (j) => (j.payload as { sendId?: string }).sendId === both[0]!.send.id,
    );
    expect(jobs).toHaveLength(1);
  });

  it("refuses an unpublished insight and writes nothing", async () => {
    const insightId = await newInsight({ published: false });
    await expect(
      createNewsletterSend(db, { insightId, ...actor(), ratePerSecond: 20 }),
    ).rejects.toBeInstanceOf(NewsletterSendRefused);
    await expect(
      createNewsletterSend(db, { insightId, ...actor(), ratePerSecond: 20 }),
    ).rejects.toThrow(/publish/);
    expect(
      await db
        .select()
        .from(newsletterSends)
        .where(eq(newsletterSends.insightId, insightId)),
    ).toHaveLength(0);
  });

  it("pause stops the send and resume queues a new job, each audited", async () => {
    const insightId = await newInsight({ published: true });
    await subscriber("paused");
    const { send } = await createNewsletterSend(db, {
      insightId,
      ...actor(),
      ratePerSecond: 20,
    });
    const input = { sendId: send.id, ...actor() };
    expect(await pauseNewsletterSend(db, input)).toBe(true);
    expect(await pauseNewsletterSend(db, input)).toBe(false);
    const statusOf = async () =>
      (
        await db
          .select({ status: newsletterSends.status })
          .from(newsletterSends)
          .where(eq(newsletterSends.id, send.id))
      )[0]!.status;
    expect(await statusOf()).toBe("paused");
    expect(await resumeNewsletterSend(db, input)).toBe(true);
    expect(await resumeNewsletterSend(db, input)).toBe(false);
    expect(await statusOf()).toBe("sending");
    const jobs = (
      await db.select().from(outbox).where(eq(outbox.kind, "newsletter_send"))
    ).filter((j) => (j.payload as { sendId?: string }).sendId === send.id);
    expect(jobs).toHaveLength(2);
    const actions = (
      await db
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(eq(auditLog.entityId, insightId))
    ).map((row) => row.action);
    expect(actions.sort()).toEqual(
      ["newsletter.pause", "newsletter.resume", "newsletter.send"].sort(),
    );
  });
});

const pathOf = (insightId: string) =>
  `/lead_admin/insights/${insightId}/newsletter`;

describe("the studio's newsletter page", () => {
  it("an editor sees the recipients and the preview, and a test goes to their own address", async () => {
    const insightId = await newInsight({ published: true });
    await subscriber("page-reader");
    const page = await callRoute(
      insightNewsletterLoader,
      get(pathOf(insightId)),
      editor.jar,
      editor.ip,
      { insightId },
    );
    expect(page.status).toBe(200);
    expect(page.headers.get("Cache-Control")).toBe("no-store");
    expect(page.data).toMatchObject({
      state: "ready",
      recipientCount: expect.any(Number),
      preview: { subject: expect.stringMatching(/Newsletter test insight/) },
    });
    expect(
      (page.data as { recipientCount: number }).recipientCount,
    ).toBeGreaterThan(0);

    const before = await db.select({ id: outbox.id }).from(outbox);
    const answer = await callRoute(
      insightNewsletterAction,
      post(pathOf(insightId), { intent: "test" }),
      editor.jar,
      editor.ip,
      { insightId },
    );
    expect(answer.status).toBe(302);
    const mails = (
      await db.select().from(outbox).where(eq(outbox.kind, "newsletter_test"))
    ).filter((row) => !before.some((b) => b.id === row.id));
    expect(mails).toHaveLength(1);
    const message = outboxMessageSchema.parse(mails[0]!.payload);
    expect(message.to).toEqual([EDITOR]);
    expect(message.subject).toMatch(/^\[Test\] Newsletter test insight/);
    expect(message.html).toContain("<html");
    expect(message.headers?.["List-Unsubscribe-Post"]).toBe(
      "List-Unsubscribe=One-Click",
    );
    const url = /^<(.+)>$/.exec(message.headers!["List-Unsubscribe"]!)![1]!;
    const token = new URL(url).searchParams.get("token");
    expect(checkPreferencesToken(services.env.authSecret, token)).toMatchObject(
      {
        valid: true,
        subscriberId: "00000000-0000-0000-0000-000000000000",
      },
    );
    // The test creates no send.
    expect(
      await db
        .select()
        .from(newsletterSends)
        .where(eq(newsletterSends.insightId, insightId)),
    ).toHaveLength(0);
  });

  it("the send is confirmed on a second step, then shows its progress; the editor links to it", async () => {
    const insightId = await newInsight({ published: true });
    await subscriber("confirmer");
    const editorPage = async () =>
      (
        await callRoute(
          insightEditorLoader,
          get(`/lead_admin/insights/${insightId}`),
          editor.jar,
          editor.ip,
          { insightId },
        )
      ).data as { newsletter: unknown };
    expect((await editorPage()).newsletter).toEqual({
      offered: true,
      send: null,
    });

    const review = await callRoute(
      insightNewsletterAction,
      post(pathOf(insightId), { intent: "review" }),
      editor.jar,
      editor.ip,
      { insightId },
    );
    expect(review.status).toBe(200);
    expect(review.data).toMatchObject({
      confirm: { recipientCount: expect.any(Number) },
    });
    // Reviewing sends nothing.
    expect(
      await db
        .select()
        .from(newsletterSends)
        .where(eq(newsletterSends.insightId, insightId)),
    ).toHaveLength(0);

    const sent = await callRoute(
      insightNewsletterAction,
      post(pathOf(insightId), { intent: "send" }),
      editor.jar,
      editor.ip,
      { insightId },
    );
    expect(sent.status).toBe(302);
    const page = await callRoute(
      insightNewsletterLoader,
      get(`${pathOf(insightId)}?status=queued`),
      editor.jar,
      editor.ip,
      { insightId },
    );
    const data = page.data as {
      state: string;
      send: {
        status: string;
        recipientCount: number;
        counts: { queued: number };
      };
      deliveries: { rows: { status: string }[]; page: { total: number } };
    };
    expect(data.state).toBe("sent");
    expect(data.send.status).toBe("sending");
    expect(data.send.counts.queued).toBe(data.send.recipientCount);
    expect(data.deliveries.page.total).toBe(data.send.recipientCount);
    expect(data.deliveries.rows.every((row) => row.status === "queued")).toBe(
      true,
    );
    expect((await editorPage()).newsletter).toEqual({
      offered: true,
      send: { status: "sending", sent: 0, total: data.send.recipientCount },
    });

    const paused = await callRoute(
      insightNewsletterAction,
      post(pathOf(insightId), { intent: "pause" }),
      editor.jar,
      editor.ip,
      { insightId },
    );
    expect(paused.status).toBe(302);
    const again = await callRoute(
      insightNewsletterAction,
      post(pathOf(insightId), { intent: "pause" }),
      editor.jar,
      editor.ip,
      { insightId },
    );
    expect(again.status).toBe(409);

    // Sending again (Back, a second tab) shows the one send and starts nothing.
    const twice = await callRoute(
      insightNewsletterAction,
      post(pathOf(insightId), { intent: "send" }),
      editor.jar,
      editor.ip,
      { insightId },
    );
    expect(twice.status).toBe(302);
    expect(
      await db
        .select()
        .from(newsletterSends)
        .where(eq(newsletterSends.insightId, insightId)),
    ).toHaveLength(1);
  });

  it("an unpublished insight is refused with a clear message, and not offered in the editor", async () => {
    const insightId = await newInsight({ published: false });
    const page = await callRoute(
      insightNewsletterLoader,
      get(pathOf(insightId)),
      editor.jar,
      editor.ip,
      { insightId },
    );
    expect(page.status).toBe(409);
    expect(page.data).toMatchObject({ state: "unpublished" });
    for (const intent of ["test", "review", "send"]) {
      const answer = await callRoute(
        insightNewsletterAction,
        post(pathOf(insightId), { intent }),
        editor.jar,
        editor.ip,
        { insightId },
      );
      expect(answer.status, intent).toBe(409);
    }
    const editorPage = await callRoute(
      insightEditorLoader,
      get(`/lead_admin/insights/${insightId}`),
      editor.jar,
      editor.ip,
      { insightId },
    );
    expect((editorPage.data as { newsletter: unknown }).newsletter).toEqual({
      offered: false,
      send: null,
    });
  });

  it("a client gets 404, and so does an unknown insight", async () => {
    const insightId = await newInsight({ published: true });
    const client = await signInDemo(MERIDIAN_ADMIN);
    for (const route of [insightNewsletterLoader, insightNewsletterAction]) {
      const request =
        route === insightNewsletterLoader
          ? get(pathOf(insightId))
          : post(pathOf(insightId), { intent: "send" });
      const answer = await callRoute(route, request, client.jar, client.ip, {
        insightId,
      });
      expect(answer.status).toBe(404);
    }
    const unknown = "6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b";
    const missing = await callRoute(
      insightNewsletterLoader,
      get(pathOf(unknown)),
      editor.jar,
      editor.ip,
      { insightId: unknown },
    );
    expect(missing.status).toBe(404);
    expect(
      await db
        .select()
        .from(newsletterSends)
        .where(eq(newsletterSends.insightId, insightId)),
    ).toHaveLength(0);
  });
});
