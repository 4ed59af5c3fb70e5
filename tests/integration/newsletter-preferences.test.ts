import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  openDatabase,
  type Database,
  type DatabaseConnection,
} from "~/server/db/client.server";
import {
  capabilities,
  insights,
  newsletterConsentEvents,
  newsletterDeliveries,
  newsletterSends,
  newsletterSubscribers,
  newsletterSubscriberTopics,
} from "~/server/db/schema.server";
import {
  newsletterPreferencesAction,
  newsletterPreferencesLoader,
} from "~/server/newsletter/newsletter-preferences.handler.server";
import {
  newsletterUnsubscribeAction,
  newsletterUnsubscribeLoader,
} from "~/server/newsletter/newsletter-unsubscribe.handler.server";
import { issuePreferencesToken } from "~/server/newsletter/newsletter-tokens.server";
import { listUnsubscribeHeaders } from "~/server/newsletter/newsletter-links.server";
import type { AppServices } from "~/server/services.server";
import {
  formRequest,
  requestContext,
  routeArgs,
  startTestServices,
} from "../support/app-services";
import { eventually } from "../support/eventually";
import { startServer, type ServerProcess } from "../support/server-process";
import { rowsOf } from "../support/sql-rows";
import { serverEnvironments, testDbKind } from "../support/test-database";

/**
 * The newsletter's preferences page and RFC 8058 one-click unsubscribe (docs/newsletter.md,
 * "Preferences and leaving"): first the handlers against the database, then the edge through
 * the real server process — the one-click POST arrives with no Origin and no cookie.
 */

type Outcome = { data: unknown; init: ResponseInit | null };
const outcomeOf = (value: unknown) => value as Outcome;

async function addSubscriber(
  db: Database,
  email: string,
  options: { status?: string; locale?: "en" | "fr" } = {},
): Promise<string> {
  const [row] = await db
    .insert(newsletterSubscribers)
    .values({
      email,
      status: options.status ?? "confirmed",
      locale: options.locale ?? "en",
      consentText: "Send me the newsletter.",
      confirmedAt: new Date(),
    })
    .returning({ id: newsletterSubscribers.id });
  return row!.id;
}

async function subscriberRow(db: Database, id: string) {
  const [row] = await db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.id, id));
  return row;
}

async function eventsOf(db: Database, id: string) {
  return db
    .select({
      kind: newsletterConsentEvents.kind,
      details: newsletterConsentEvents.details,
      page: newsletterConsentEvents.page,
    })
    .from(newsletterConsentEvents)
    .where(eq(newsletterConsentEvents.subscriberId, id))
    .orderBy(asc(newsletterConsentEvents.createdAt));
}

async function topicsOf(db: Database, id: string) {
  const rows = await db
    .select({ id: newsletterSubscriberTopics.capabilityId })
    .from(newsletterSubscriberTopics)
    .where(eq(newsletterSubscriberTopics.subscriberId, id));
  return rows.map((row) => row.id).sort();
}

describe("the preferences and unsubscribe handlers", () => {
  let services: AppServices;
  let stop: () => Promise<void>;
  let db: Database;
  let secret: string;
  let topics: { id: string; slug: string }[];

  beforeAll(async () => {
    const started = await startTestServices();
    services = started.services;
    stop = started.stop;
    db = services.database.db;
    secret = services.env.authSecret;
    topics = await db
      .select({ id: capabilities.id, slug: capabilities.slug })
      .from(capabilities)
      .orderBy(asc(capabilities.displayOrder));
    expect(topics.length).toBeGreaterThan(2);
  }, 120_000);
  afterAll(async () => stop?.());

  const load = async (path: string) =>
    outcomeOf(
      await newsletterPreferencesLoader(
        routeArgs({ request: new Request(`http://localhost${path}`) }),
      ),
    );
  const post = async (path: string, fields: Record<string, string>) => {
    const request = formRequest(path, fields);
    return outcomeOf(
      await newsletterPreferencesAction(
        routeArgs({ request, context: await requestContext(request) }),
      ),
    );
  };
  const postTopics = async (
    path: string,
    topicIds: string[],
    locale: string,
  ) => {
    const body = new URLSearchParams({ intent: "save", locale });
    for (const id of topicIds) body.append("topic", id);
    const request = new Request(`http://localhost${path}`, {
      method: "POST",
      body,
    });
    return outcomeOf(
      await newsletterPreferencesAction(
        routeArgs({ request, context: await requestContext(request) }),
      ),
    );
  };

  it("opens the subscriber's page: address, status, topics, language", async () => {
    const id = await addSubscriber(db, "page.reader@example.org");
    const token = issuePreferencesToken(secret, id, 1);
    const page = await load(`/newsletter/preferences?token=${token}`);
    expect(page.init?.status ?? 200).toBe(200);
    expect(page.data).toMatchObject({
      state: "active",
      email: "page.reader@example.org",
      status: "confirmed",
      locale: "en",
      topicIds: [],
      formAction: `/newsletter/preferences?token=${encodeURIComponent(token)}`,
    });
    const french = await load(`/fr/newsletter/preferences?token=${token}`);
    const frenchTopics = (
      french.data as { topics: { slug: string; name: string }[] }
    ).topics;
    expect(frenchTopics.find((t) => t.slug === "cybersecurity")?.name).toBe(
      "Cybersécurité et résilience",
    );
    expect(
      (french.data as { formAction: string }).formAction.startsWith(
        "/fr/newsletter/preferences?token=",
      ),
    ).toBe(true);
  });

  it("saves topics and language in one go, with one consent event saying what changed", async () => {
    const id = await addSubscriber(db, "saver@example.org");
    const path = `/newsletter/preferences?token=${issuePreferencesToken(secret, id, 1)}`;
    const chosen = [topics[0]!.id, topics[1]!.id];
    const saved = await postTopics(path, chosen, "fr");
    expect(saved.data).toEqual({ result: "saved", changed: true });
    expect(await topicsOf(db, id)).toEqual([...chosen].sort());
    expect((await subscriberRow(db, id))!.locale).toBe("fr");
    const [event] = await eventsOf(db, id);
    expect(event).toMatchObject({
      kind: "preferences_changed",
      page: "/newsletter/preferences",
      details: {
        topics: {
          added: [topics[0]!.slug, topics[1]!.slug].sort(),
          removed: [],
        },
        locale: { from: "en", to: "fr" },
      },
    });

    // The same again changes nothing and records nothing.
    expect((await postTopics(path, chosen, "fr")).data).toEqual({
      result: "saved",
      changed: false,
    });
    expect(await eventsOf(db, id)).toHaveLength(1);

    // Unticking everything means every topic.
    expect((await postTopics(path, [], "fr")).data).toEqual({
      result: "saved",
      changed: true,
    });
    expect(await topicsOf(db, id)).toEqual([]);
    const events = await eventsOf(db, id);
    expect(events[1]!.details).toEqual({
      topics: {
        added: [],
        removed: [topics[0]!.slug, topics[1]!.slug].sort(),
        now: [],
      },
    });
  });

  it("refuses an unknown topic or language and writes nothing", async () => {
    const id = await addSubscriber(db, "careful@example.org");
    const path = `/newsletter/preferences?token=${issuePreferencesToken(secret, id, 1)}`;
    const unknown = await postTopics(
      path,
      [topics[0]!.id, "00000000-0000-4000-8000-000000000000"],
      "fr",
    );
    expect(unknown.init?.status).toBe(400);
    expect(unknown.data).toEqual({
      result: "problem",
      problem: "unknown-topic",
    });
    const badLocale = await postTopics(path, [topics[0]!.id], "de");
    expect(badLocale.init?.status).toBe(400);
    expect(badLocale.data).toEqual({ result: "problem", problem: "locale" });
    expect(await topicsOf(db, id)).toEqual([]);
    expect((await subscriberRow(db, id))!.locale).toBe("en");
    expect(await eventsOf(db, id)).toEqual([]);
  });

  it("unsubscribes from the page (source preferences) and skips the queued deliveries", async () => {
    const id = await addSubscriber(db, "leaver@example.org");
    const other = await addSubscriber(db, "stayer@example.org");
    const [insight] = await db
      .select({ id: insights.id })
      .from(insights)
      .where(eq(insights.isPublished, true))
      .limit(1);
    const [send] = await db
      .insert(newsletterSends)
      .values({
        insightId: insight!.id,
        locale: "en",
        subject: "An insight",
        ratePerSecond: 10,
      })
      .returning({ id: newsletterSends.id });
    await db.insert(newsletterDeliveries).values([
      { sendId: send!.id, subscriberId: id },
      { sendId: send!.id, subscriberId: other },
    ]);
    const path = `/fr/newsletter/preferences?token=${issuePreferencesToken(secret, id, 1)}`;
    const left = await post(path, { intent: "unsubscribe" });
    expect(left.data).toEqual({ result: "unsubscribed" });
    const row = await subscriberRow(db, id);
    expect(row).toMatchObject({
      status: "unsubscribed",
      unsubscribeSource: "preferences",
    });
    const deliveries = await db
      .select({
        subscriberId: newsletterDeliveries.subscriberId,
        status: newsletterDeliveries.status,
      })
      .from(newsletterDeliveries)
      .where(eq(newsletterDeliveries.sendId, send!.id));
    expect(
      Object.fromEntries(deliveries.map((d) => [d.subscriberId, d.status])),
    ).toEqual({ [id]: "skipped", [other]: "queued" });
    expect(await eventsOf(db, id)).toEqual([
      {
        kind: "unsubscribed",
        page: "/fr/newsletter/preferences",
        details: { source: "preferences" },
      },
    ]);

    // The page now says so, with the way back (through double opt-in, not here).
    expect((await load(path)).data).toEqual({
      state: "unsubscribed",
      email: "leaver@example.org",
    });
    // A save from a tab left open changes nothing.
    const late = await postTopics(path, [topics[0]!.id], "en");
    expect(late.init?.status).toBe(409);
    expect(await topicsOf(db, id)).toEqual([]);
    expect(await eventsOf(db, id)).toHaveLength(1);
  });

  it("refuses a forged, tampered or malformed token and changes nothing", async () => {
    const id = await addSubscriber(db, "target@example.org");
    const otherId = await addSubscriber(db, "someone.else@example.org");
    const good = issuePreferencesToken(secret, id, 1);
    const signature = good.split(".").at(-1)!;
    const forged = [
      // another subscriber's signature on this id
      `p2.${id}.1.${issuePreferencesToken(secret, otherId, 1).split(".").at(-1)}`,
      // another version under this version's signature
      `p2.${id}.2.${signature}`,
      // a version the subscriber is not at (revoked, or not yet issued)
      issuePreferencesToken(secret, id, 2),
      // signed with another secret
      issuePreferencesToken("another-secret-0123456789abcdef0123456789", id, 1),
      // truncated
      good.slice(0, -4),
      `p1.${id}`,
      // malformed
      `c1.${id}.${signature}`,
      "p1.not-a-uuid.abc",
      "",
    ];
    for (const token of forged) {
      const query = `?token=${encodeURIComponent(token)}`;
      const page = await load(`/newsletter/preferences${query}`);
      expect(page.init?.status, token).toBe(400);
      expect(page.data).toEqual({ state: "invalid" });
      const saved = await postTopics(
        `/newsletter/preferences${query}`,
        [topics[0]!.id],
        "fr",
      );
      expect(saved.init?.status, token).toBe(400);
      expect(saved.data).toEqual({ result: "invalid" });
      const left = await post(`/newsletter/preferences${query}`, {
        intent: "unsubscribe",
      });
      expect(left.data).toEqual({ result: "invalid" });
      const request = formRequest(`/newsletter/unsubscribe${query}`, {
        "List-Unsubscribe": "One-Click",
      });
      const oneClick = (await newsletterUnsubscribeAction(
        routeArgs({ request, context: await requestContext(request) }),
      )) as Response;
      expect(oneClick.status, token).toBe(400);
      expect(await oneClick.text()).toContain("This link is not valid");
    }
    expect(await subscriberRow(db, id)).toMatchObject({
      status: "confirmed",
      locale: "en",
      unsubscribedAt: null,
    });
    expect(await topicsOf(db, id)).toEqual([]);
    expect(await eventsOf(db, id)).toEqual([]);
  });

  it("answers 404 for a valid token whose subscriber is gone", async () => {
    const id = await addSubscriber(db, "deleted@example.org");
    await db
      .delete(newsletterSubscribers)
      .where(eq(newsletterSubscribers.id, id));
    const path = `/newsletter/preferences?token=${issuePreferencesToken(secret, id, 1)}`;
    const page = await load(path);
    expect(page.init?.status).toBe(404);
    expect(page.data).toEqual({ state: "gone" });
    expect((await post(path, { intent: "unsubscribe" })).init?.status).toBe(
      404,
    );
  });

  it("never unsubscribes on a GET of the one-click URL: it leads to the preferences page", async () => {
    const id = await addSubscriber(db, "scanned@example.org", { locale: "fr" });
    const url = new URL(
      listUnsubscribeHeaders({
        origin: "http://localhost",
        secret,
        locale: "fr",
        subscriberId: id,
        version: 1,
      })["List-Unsubscribe"]!.slice(1, -1),
    );
    const answer = newsletterUnsubscribeLoader(
      routeArgs({ request: new Request(url) }),
    );
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toBe(
      `/fr/newsletter/preferences?token=${encodeURIComponent(url.searchParams.get("token")!)}`,
    );
    expect((await subscriberRow(db, id))!.status).toBe("confirmed");
    expect(await eventsOf(db, id)).toEqual([]);
  });
});

describe.sequential("through the real server", () => {
  const environments = serverEnvironments();
  let env: Record<string, string>;
  let url: string;
  let server: ServerProcess | undefined;
  const SECRET = "newsletter-preferences-test-secret-0123456789";
  const ids: Record<"oneClick" | "scanned" | "french", string> = {
    oneClick: "",
    scanned: "",
    french: "",
  };
  const tokenOf = (id: string) => issuePreferencesToken(SECRET, id, 1);

  const openServerDatabase = (): Promise<DatabaseConnection> =>
    testDbKind() === "postgres"
      ? openDatabase({ kind: "postgres", url: env.DATABASE_URL!, poolSize: 1 })
      : openDatabase({ kind: "pglite", dataDir: env.DATA_DIR! });

  beforeAll(async () => {
    env = await environments.fresh("demo");
    // Subscribers first: the embedded database serves one process at a time.
    const connection = await openServerDatabase();
    ids.oneClick = await addSubscriber(connection.db, "one.click@example.org");
    ids.scanned = await addSubscriber(connection.db, "scanned@example.org");
    ids.french = await addSubscriber(connection.db, "lecteur@example.org", {
      locale: "fr",
    });
    await connection.close();
    server = await startServer(
      {
        ...env,
        BETTER_AUTH_SECRET: SECRET,
        FORM_RATE_LIMIT: "0",
        // Every request is logged at info: the tokens must not be in it.
        LOG_LEVEL: "info",
      },
      { startupTimeoutMs: 120_000 },
    );
    url = server.url;
  }, 150_000);

  afterAll(async () => {
    if (server && server.child.exitCode === null) server.child.kill("SIGKILL");
    await server?.exited;
    await environments.removeAll();
  });

  /** A mail provider's one-click POST: no Origin, no cookie, no Sec-Fetch-Site. */
  const oneClick = (path: string, body: BodyInit) =>
    fetch(`${url}${path}`, { method: "POST", body, redirect: "manual" });

  it("unsubscribes by the RFC 8058 POST, and a second one is harmless", async () => {
    const path = `/newsletter/unsubscribe?token=${tokenOf(ids.oneClick)}`;
    const first = await oneClick(
      path,
      new URLSearchParams({ "List-Unsubscribe": "One-Click" }),
    );
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(await first.text()).toContain("You are unsubscribed");
    const multipart = new FormData();
    multipart.append("List-Unsubscribe", "One-Click");
    const second = await oneClick(path, multipart);
    expect(second.status).toBe(200);
    expect(await second.text()).toContain("already unsubscribed");
    const page = await fetch(
      `${url}/newsletter/preferences?token=${tokenOf(ids.oneClick)}`,
    );
    expect(await page.text()).toContain("You are unsubscribed");
  });

  it("refuses a forged one-click POST and a body that is not RFC 8058's", async () => {
    const forged = await oneClick(
      `/newsletter/unsubscribe?token=${tokenOf(ids.scanned).slice(0, -3)}`,
      new URLSearchParams({ "List-Unsubscribe": "One-Click" }),
    );
    expect(forged.status).toBe(400);
    expect(await forged.text()).toContain(
      "This link is not valid. Use the link from your latest newsletter e-mail",
    );
    const wrongBody = await oneClick(
      `/fr/newsletter/unsubscribe?token=${tokenOf(ids.french)}`,
      new URLSearchParams({ unsubscribe: "yes" }),
    );
    expect(wrongBody.status).toBe(400);
    expect(await wrongBody.text()).toContain("en un clic");
  });

  it("answers a GET of the one-click URL with 303 to the preferences page, unsubscribing nothing", async () => {
    const token = tokenOf(ids.scanned);
    const answer = await fetch(`${url}/newsletter/unsubscribe?token=${token}`, {
      redirect: "manual",
    });
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe(
      `/newsletter/preferences?token=${encodeURIComponent(token)}`,
    );
    const page = await fetch(`${url}/newsletter/preferences?token=${token}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("scanned@example.org");
    expect(html).toContain("Subscribed");
  });

  it("saves from the page's own form, which a browser posts with Origin: null under no-referrer", async () => {
    const token = tokenOf(ids.french);
    const answer = await fetch(
      `${url}/fr/newsletter/preferences?token=${token}`,
      {
        method: "POST",
        headers: { Origin: "null", "Sec-Fetch-Site": "same-origin" },
        body: new URLSearchParams({ intent: "save", locale: "en" }),
      },
    );
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain("Vos préférences sont enregistrées.");
  });

  it("serves the token pages no-store, noindex, with no referrer", async () => {
    for (const path of [
      `/newsletter/preferences?token=${tokenOf(ids.scanned)}`,
      `/fr/newsletter/preferences?token=${tokenOf(ids.french)}`,
      "/newsletter/preferences?token=forged",
      `/newsletter/unsubscribe?token=${tokenOf(ids.scanned)}`,
    ]) {
      const answer = await fetch(`${url}${path}`, { redirect: "manual" });
      expect(answer.headers.get("cache-control")?.split(", "), path).toContain(
        "no-store",
      );
      expect(answer.headers.get("x-robots-tag"), path).toBe(
        "noindex, nofollow",
      );
      expect(answer.headers.get("referrer-policy"), path).toBe("no-referrer");
    }
    const refused = await fetch(`${url}/newsletter/preferences?token=forged`);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("This link is not valid");
  });

  it("still refuses other posts without an Origin", async () => {
    for (const path of [
      "/contact",
      "/fr/contact",
      "/newsletter/unsubscribe.data",
    ]) {
      const answer = await fetch(`${url}${path}`, {
        method: "POST",
        body: new URLSearchParams({ name: "x" }),
      });
      expect(answer.status, path).toBe(403);
      expect(await answer.text()).toContain("Cross-site request refused");
    }
  });

  it("keeps the tokens out of the request log", async () => {
    const token = tokenOf(ids.scanned);
    await fetch(`${url}/fr/newsletter/preferences?token=${token}`);
    await fetch(`${url}/no-such-page`, {
      headers: { Referer: `${url}/newsletter/preferences?token=${token}` },
    });
    // The request log is written as each answer ends: wait for both lines.
    const log = await eventually(() => {
      const output = server!.output();
      return (
        output.includes("/fr/newsletter/preferences?token=[redacted]") &&
        output.includes("page not found") &&
        output
      );
    }, "both requests are in the log");
    for (const id of Object.values(ids)) expect(log).not.toContain(tokenOf(id));
  });

  it("wrote what the requests did, and nothing more", async () => {
    server!.child.kill("SIGTERM");
    await server!.exited;
    const connection = await openServerDatabase();
    try {
      const { db } = connection;
      expect(await subscriberRow(db, ids.oneClick)).toMatchObject({
        status: "unsubscribed",
        unsubscribeSource: "one_click",
      });
      expect(await eventsOf(db, ids.oneClick)).toEqual([
        {
          kind: "unsubscribed",
          page: "/newsletter/unsubscribe",
          details: { source: "one_click" },
        },
      ]);
      expect((await subscriberRow(db, ids.scanned))!.status).toBe("confirmed");
      expect(await eventsOf(db, ids.scanned)).toEqual([]);
      expect(await subscriberRow(db, ids.french)).toMatchObject({
        status: "confirmed",
        locale: "en",
      });
      expect(await eventsOf(db, ids.french)).toMatchObject([
        {
          kind: "preferences_changed",
          page: "/fr/newsletter/preferences",
          details: { locale: { from: "fr", to: "en" } },
        },
      ]);
      // Nothing else was recorded for this test's subscribers (the server's demo seed has its own).
      expect(
        await rowsOf(
          db,
          sql`select count(*)::int as count from newsletter_consent_events
              where subscriber_id in (${sql.join(
                Object.values(ids).map((id) => sql`${id}::uuid`),
                sql`, `,
              )})`,
        ),
      ).toEqual([{ count: 2 }]);
    } finally {
      await connection.close();
    }
  });
});
