import fs from "node:fs";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { NewsletterSignupResponse } from "~/domain/newsletter/newsletter-response";
import { mailboxKey } from "~/domain/forms/mailbox-key";
import type { Database } from "~/server/db/client.server";
import {
  newsletterBlockedDomains,
  newsletterConsentEvents,
  newsletterSubscribers,
  outbox,
} from "~/server/db/schema.server";
import { issueFormToken } from "~/server/security/form-token.server";
import {
  newsletterAction as apiAction,
  newsletterLoader as tokenLoader,
} from "~/server/api/newsletter.handler.server";
import { newsletterAction as pageAction } from "~/server/newsletter/newsletter.handler.server";
import {
  newsletterConfirmAction,
  newsletterConfirmLoader,
} from "~/server/newsletter/newsletter-confirm.handler.server";
import { requestSubscription } from "~/server/newsletter/newsletter-signup.server";
import { issueConfirmationToken } from "~/server/newsletter/newsletter-tokens.server";
import { unsubscribeSubscriber } from "~/server/newsletter/newsletter-subscribers.server";
import type { AppServices } from "~/server/services.server";
import {
  CookieJar,
  callRoute,
  get,
  post,
  type RouteAnswer,
} from "../support/account-session";
import { callJsonAction, startTestServices } from "../support/app-services";
import { connect } from "../support/raw-http";
import {
  startServer,
  tempDataDir,
  type ServerProcess,
} from "../support/server-process";
import { createPostgresDatabase, testDbKind } from "../support/test-database";

/**
 * The newsletter's sign-up and double opt-in (docs/newsletter.md), called as the router calls
 * the routes, on the project's database: a GET of the link confirms nothing, the button's POST
 * does (twice is harmless), links expire, every address gets the same answer, a blocked domain
 * stores nothing, and one confirmation e-mail goes per address per day.
 */
const SECRET = "newsletter-signup-test-secret-0123456789";
let services: AppServices;
let db: Database;
let stop: () => Promise<void>;
let ip = 10;

beforeAll(async () => {
  const started = await startTestServices({
    BETTER_AUTH_SECRET: SECRET,
    PUBLIC_URL: "http://localhost:3000",
    FORM_MIN_FILL_MS: "3000",
  });
  services = started.services;
  db = services.database.db;
  stop = started.stop;
}, 240_000);
afterAll(async () => stop?.());

const token = () => issueFormToken(SECRET, "newsletter", Date.now() - 10_000);

/** One sign-up through the enhanced box's endpoint, from its own client address. */
async function signUp(email: string, extra: Record<string, string> = {}) {
  return callJsonAction<NewsletterSignupResponse>(
    apiAction,
    post("/api/newsletter", {
      email,
      locale: "en",
      _page: "/blog",
      _formToken: token(),
      ...extra,
    }),
    {},
    `203.0.113.${++ip}`,
  );
}

async function subscriber(email: string) {
  const [row] = await db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.emailKey, email.toLowerCase()));
  return row;
}

async function mailsTo(email: string) {
  const rows = await db
    .select()
    .from(outbox)
    .where(eq(outbox.kind, "newsletter_confirmation"));
  return rows
    .map(
      (row) => row.payload as { to: string[]; subject: string; text: string },
    )
    .filter((payload) => payload.to.includes(email));
}

async function events(subscriberId: string) {
  const rows = await db
    .select({ kind: newsletterConsentEvents.kind })
    .from(newsletterConsentEvents)
    .where(eq(newsletterConsentEvents.subscriberId, subscriberId));
  return rows.map((row) => row.kind);
}

function linkIn(text: string): string {
  const match =
    /http:\/\/localhost:3000(\/(?:fr\/)?newsletter\/confirm\?token=\S+)/.exec(
      text,
    );
  if (!match) throw new Error(`no confirmation link in: ${text}`);
  return match[1]!;
}

const confirmPage = (path: string) =>
  callRoute(newsletterConfirmLoader, get(path), new CookieJar());
const confirmPost = (path: string, tokenValue: string) =>
  callRoute(
    newsletterConfirmAction,
    post(path, { token: tokenValue }),
    new CookieJar(),
  );
const stateOf = (answer: RouteAnswer) => answer.data?.state;

describe(`newsletter sign-up and double opt-in (${testDbKind()})`, () => {
  it("records the page a box posted from by its same-origin Referer (the box's markup carries no path), never another site's", async () => {
    const fromBox = async (email: string, referer: string) => {
      const request = post("/api/newsletter", {
        email,
        locale: "fr",
        _formToken: token(),
      });
      request.headers.set("referer", referer);
      return callJsonAction<NewsletterSignupResponse>(
        apiAction,
        request,
        {},
        `203.0.113.${++ip}`,
      );
    };
    await fromBox(
      "box.page@example.org",
      "http://localhost:3000/fr/vision?x=1",
    );
    expect((await subscriber("box.page@example.org"))?.consentPage).toBe(
      "/fr/vision",
    );
    await fromBox(
      "box.foreign@example.org",
      "https://elsewhere.example/fr/vision",
    );
    expect(
      (await subscriber("box.foreign@example.org"))?.consentPage,
    ).toBeNull();
  });

  it("a new address is pending with its consent record, and gets one confirmation e-mail in its language quoting nothing typed", async () => {
    const answer = await signUp("Ada.Lovelace@Example.org");
    expect(answer.status).toBe(200);
    expect(answer.body.ok).toBe(true);
    const row = await subscriber("ada.lovelace@example.org");
    expect(row).toMatchObject({
      status: "pending",
      locale: "en",
      consentPage: "/blog",
      spamReason: null,
    });
    expect(row!.consentText).toContain("unsubscribe in one click");
    expect(row!.confirmationSentAt).not.toBeNull();
    expect(await events(row!.id)).toEqual([
      "subscribe_requested",
      "confirmation_sent",
    ]);
    const [mail, ...more] = await mailsTo("Ada.Lovelace@Example.org");
    expect(more).toEqual([]);
    expect(mail!.subject).toMatch(/Confirm your subscription/);
    expect(mail!.text).toContain("48 hours");
    expect(mail!.text).toContain("If this was not you, ignore this e-mail");
    expect(mail!.text).not.toContain("Ada.Lovelace");

    const french = await callJsonAction<NewsletterSignupResponse>(
      apiAction,
      post("/api/newsletter", {
        email: "benoit@example.org",
        locale: "fr",
        _formToken: token(),
      }),
      {},
      `203.0.113.${++ip}`,
    );
    expect(french.body.message).toContain("Merci");
    const [frenchMail] = await mailsTo("benoit@example.org");
    expect(frenchMail!.subject).toContain("infolettre");
    expect(frenchMail!.text).toContain("ignorez ce courriel");
    expect(linkIn(frenchMail!.text)).toMatch(/^\/fr\/newsletter\/confirm\?/);
  });

  it("a GET of the link confirms nothing; the button's POST confirms; a second POST is harmless", async () => {
    await signUp("grace@example.org");
    const path = linkIn((await mailsTo("grace@example.org"))[0]!.text);
    const tokenValue = new URL(path, "http://x").searchParams.get("token")!;

    const page = await confirmPage(path);
    expect(page.status).toBe(200);
    expect(stateOf(page)).toBe("pending");
    expect(page.headers.get("Cache-Control")).toBe("no-store");
    expect(page.headers.get("X-Robots-Tag")).toContain("noindex");
    expect((await subscriber("grace@example.org"))!.status).toBe("pending");

    const confirmed = await confirmPost(path, tokenValue);
    expect(confirmed.status).toBe(200);
    expect(confirmed.data).toMatchObject({ state: "confirmed", justNow: true });
    expect(String(confirmed.data?.preferencesUrl)).toContain(
      "/newsletter/preferences?token=",
    );
    const row = await subscriber("grace@example.org");
    expect(row!.status).toBe("confirmed");
    expect(row!.confirmedAt).not.toBeNull();

    const again = await confirmPost(path, tokenValue);
    expect(again.status).toBe(200);
    expect(again.data).toEqual({ state: "confirmed", justNow: false });
    expect(stateOf(await confirmPage(path))).toBe("confirmed");
    expect(
      (await events(row!.id)).filter((kind) => kind === "confirmed"),
    ).toHaveLength(1);
  });

  it("a link older than 48 hours, or from before an unsubscribe, has expired; a forged one is refused with 400 and changes nothing", async () => {
    await signUp("hopper@example.org");
    const row = await subscriber("hopper@example.org");
    const old = issueConfirmationToken(
      SECRET,
      row!.id,
      Date.now() - 49 * 3_600_000,
    );
    const expired = await confirmPost(`/newsletter/confirm?token=${old}`, old);
    expect(expired.status).toBe(410);
    expect(stateOf(expired)).toBe("expired");
    expect((await subscriber("hopper@example.org"))!.status).toBe("pending");

    const forged = `${issueConfirmationToken("another-secret-0123456789", row!.id)}`;
    for (const bad of [forged, "c1.not-a-token", ""]) {
      const refused = await confirmPost("/newsletter/confirm", bad);
      expect(refused.status, bad).toBe(400);
      expect(stateOf(refused)).toBe("invalid");
      expect(
        (await confirmPage(`/newsletter/confirm?token=${bad}`)).status,
      ).toBe(400);
    }
    expect((await subscriber("hopper@example.org"))!.status).toBe("pending");

    // Confirmed, unsubscribed, subscribed again: the first cycle's link no longer confirms.
    const first = linkIn((await mailsTo("hopper@example.org"))[0]!.text);
    const firstToken = new URL(first, "http://x").searchParams.get("token")!;
    await confirmPost(first, firstToken);
    await unsubscribeSubscriber(db, {
      subscriberId: row!.id,
      source: "preferences",
    });
    await requestSubscription(db, {
      email: "hopper@example.org",
      locale: "en",
      consentText: "consent",
      page: "/blog",
      spamReason: null,
      origin: "http://localhost:3000",
      secret: SECRET,
      now: new Date(Date.now() + 25 * 3_600_000),
    });
    expect((await subscriber("hopper@example.org"))!.status).toBe("pending");
    const stale = await confirmPost(first, firstToken);
    expect(stateOf(stale)).toBe("expired");
    expect((await subscriber("hopper@example.org"))!.status).toBe("pending");
  });

  it("answers every address alike: new, pending, confirmed, unsubscribed, on a blocked domain, or caught as spam; a post too soon is asked again", async () => {
    await db
      .insert(newsletterBlockedDomains)
      .values({ domain: "spoofed.example" });
    await signUp("pending.one@example.org");
    await signUp("confirmed.one@example.org");
    const confirmed = await subscriber("confirmed.one@example.org");
    await db
      .update(newsletterSubscribers)
      .set({ status: "confirmed", confirmedAt: new Date() })
      .where(eq(newsletterSubscribers.id, confirmed!.id));
    await signUp("left.one@example.org");
    await unsubscribeSubscriber(db, {
      subscriberId: (await subscriber("left.one@example.org"))!.id,
      source: "one_click",
    });

    const answers = await Promise.all([
      signUp("brand.new@example.org"),
      signUp("pending.one@example.org"),
      signUp("confirmed.one@example.org"),
      signUp("left.one@example.org"),
      signUp("someone@mail.spoofed.example"),
      signUp("bot@example.org", { website: "http://spam.example" }),
    ]);
    const shapes = answers.map((answer) => ({
      status: answer.status,
      body: answer.body,
    }));
    for (const shape of shapes) expect(shape).toEqual(shapes[0]);
    expect(shapes[0]!.status).toBe(200);

    // The same for the page posted without JavaScript.
    const pages = await Promise.all(
      [
        "fresh.page@example.org",
        "confirmed.one@example.org",
        "x@spoofed.example",
      ].map((email) =>
        callRoute(
          pageAction,
          post("/newsletter", { email, locale: "en", _formToken: token() }),
          new CookieJar(),
          `203.0.113.${++ip}`,
        ),
      ),
    );
    for (const page of pages) {
      expect(page.status).toBe(200);
      expect(page.data?.response).toEqual(pages[0]!.data?.response);
    }

    // The blocked domain (and its subdomain) stored nothing.
    expect(await subscriber("someone@mail.spoofed.example")).toBeUndefined();
    expect(await subscriber("x@spoofed.example")).toBeUndefined();
    // The honeypot's bot is stored flagged, and mailed nothing.
    expect((await subscriber("bot@example.org"))!.spamReason).not.toBeNull();
    expect(await mailsTo("bot@example.org")).toEqual([]);
    // A post sooner than the minimum fill time says so whatever the address (it depends on the
    // token alone): asked again with its token, nothing stored, nothing mailed.
    const quickToken = issueFormToken(SECRET, "newsletter", Date.now());
    for (const email of ["quick@example.org", "confirmed.one@example.org"]) {
      const quick = await signUp(email, { _formToken: quickToken });
      expect(quick.status, email).toBe(200);
      expect(quick.body, email).toEqual({
        ok: false,
        kind: "retry",
        message: expect.stringContaining("press Subscribe"),
        formToken: quickToken,
      });
    }
    expect(await subscriber("quick@example.org")).toBeUndefined();
    expect(await mailsTo("quick@example.org")).toEqual([]);
    // A clean request later clears the flag and sends the e-mail.
    await signUp("bot@example.org");
    expect((await subscriber("bot@example.org"))!.spamReason).toBeNull();
    expect(await mailsTo("bot@example.org")).toHaveLength(1);
    // Confirmed stays confirmed, mailed nothing more; unsubscribed starts a new pending cycle.
    expect((await subscriber("confirmed.one@example.org"))!.status).toBe(
      "confirmed",
    );
    expect(await mailsTo("confirmed.one@example.org")).toHaveLength(1);
    expect((await subscriber("left.one@example.org"))!.status).toBe("pending");
  });

  it("sends at most one confirmation e-mail per address per day, even for requests at once", async () => {
    const email = "daily@example.org";
    await Promise.all([signUp(email), signUp(email), signUp(email)]);
    expect(await mailsTo(email)).toHaveLength(1);
    const row = await subscriber(email);
    expect(
      (await events(row!.id)).filter((kind) => kind === "confirmation_sent"),
    ).toHaveLength(1);
    const tomorrow = await requestSubscription(db, {
      email,
      locale: "en",
      consentText: "consent",
      page: null,
      spamReason: null,
      origin: "http://localhost:3000",
      secret: SECRET,
      now: new Date(Date.now() + 24 * 3_600_000 + 1000),
    });
    expect(tomorrow).toBe("refreshed");
    expect(await mailsTo(email)).toHaveLength(2);
  });

  it("keys a mailbox in the database as mailboxKey does: the column and the function agree", async () => {
    const typed = [
      "Mailbox.Key+News@Example.org",
      "mail.box.key+x@GMAIL.com",
      "mailboxkey@googlemail.com",
      "+only@example.org",
      "a+b+c@sub.example.org",
    ];
    await db
      .insert(newsletterSubscribers)
      .values(typed.map((email) => ({ email, consentText: "consent" })));
    const rows = await db
      .select({
        email: newsletterSubscribers.email,
        mailbox: newsletterSubscribers.mailboxKey,
      })
      .from(newsletterSubscribers)
      .where(inArray(newsletterSubscribers.email, typed));
    expect(rows).toHaveLength(typed.length);
    for (const row of rows)
      expect(row.mailbox, row.email).toBe(mailboxKey(row.email));
  });

  it("a post without a valid token subscribes nobody: the address comes back with a fresh token", async () => {
    const answer = await callRoute(
      pageAction,
      post("/newsletter", { email: "no.token@example.org", locale: "en" }),
      new CookieJar(),
      `203.0.113.${++ip}`,
    );
    expect(answer.status).toBe(200);
    const response = answer.data?.response as NewsletterSignupResponse;
    expect(response).toMatchObject({ ok: false, kind: "retry" });
    expect(response.message).toContain("press Subscribe");
    expect(answer.data?.email).toBe("no.token@example.org");
    expect(await subscriber("no.token@example.org")).toBeUndefined();

    // The fresh token is of now, not dated back: sent at once, it is caught by the fill-time
    // check and asked again with the same token (nothing stored, nothing mailed); a person
    // pressing Subscribe after reading the answer is past it.
    const formToken = response.ok ? "" : response.formToken!;
    const atOnce = await callRoute(
      pageAction,
      post("/newsletter", {
        email: "no.token@example.org",
        locale: "en",
        _formToken: formToken,
      }),
      new CookieJar(),
      `203.0.113.${++ip}`,
    );
    expect(atOnce.data?.response).toMatchObject({
      ok: false,
      kind: "retry",
      formToken,
    });
    expect(atOnce.data?.email).toBe("no.token@example.org");
    expect(await subscriber("no.token@example.org")).toBeUndefined();
    expect(await mailsTo("no.token@example.org")).toEqual([]);
    const later = issueFormToken(
      SECRET,
      "newsletter",
      Number(formToken.split(".")[1]) - 3000,
    );
    const sent = await callRoute(
      pageAction,
      post("/newsletter", {
        email: "no.token@example.org",
        locale: "en",
        _formToken: later,
      }),
      new CookieJar(),
      `203.0.113.${++ip}`,
    );
    expect((sent.data?.response as NewsletterSignupResponse).ok).toBe(true);
    expect((await subscriber("no.token@example.org"))!.spamReason).toBeNull();

    const invalid = await signUp("not an address");
    expect(invalid.status).toBe(400);
    expect(invalid.body).toMatchObject({ ok: false, kind: "invalid" });
  });

  it("limits sign-ups per address (5 an hour) with the same words for every address; the token endpoint is no-store", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await signUp("often@example.org")).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    for (let i = 0; i < 5; i++) await signUp("other.often@spoofed.example");
    const [a, b] = await Promise.all([
      signUp("OFTEN@example.org"),
      signUp("other.often@spoofed.example"),
    ]);
    expect(a.status).toBe(429);
    expect(a.body).toEqual(b.body);
    expect(a.body.message).toContain(
      "Too many sign-up attempts for this address",
    );

    const tokenAnswer = (await tokenLoader({
      request: get("/api/newsletter"),
    } as never)) as Response;
    expect(tokenAnswer.headers.get("Cache-Control")).toBe("no-store");
    const body = (await tokenAnswer.json()) as { formToken: string };
    expect(body.formToken).toMatch(/^v1\./);
    const pending = await db
      .select()
      .from(newsletterSubscribers)
      .where(
        and(
          eq(newsletterSubscribers.emailKey, "often@example.org"),
          eq(newsletterSubscribers.status, "pending"),
        ),
      );
    expect(pending).toHaveLength(1);
  });
});

/**
 * Decision 024 on real server processes: two instances on one PostgreSQL database count the
 * per-IP form budget (FORM_RATE_LIMIT=3) and the per-address budget (5 an hour) together, in the
 * shared limit store, whichever instance a post reaches. An embedded database serves one
 * process, so this runs in the PostgreSQL project only.
 */
describe.runIf(testDbKind() === "postgres")(
  "two instances on one PostgreSQL database",
  () => {
    const RUN = `nl-${Date.now().toString(36)}`;
    const servers: ServerProcess[] = [];
    const dataDirs: string[] = [];
    let drop: (() => Promise<void>) | undefined;
    let from = 40;

    beforeAll(async () => {
      const created = await createPostgresDatabase("demo");
      drop = created.drop;
      const env = {
        BETTER_AUTH_SECRET: SECRET,
        FORM_RATE_LIMIT: "3",
        FORM_MIN_FILL_MS: "0",
        LOG_LEVEL: "info",
        RATE_LIMIT_PREFIX: RUN,
        DATABASE_URL: created.url,
      };
      servers.push(
        ...(await Promise.all(
          [0, 1].map(() => {
            const dataDir = tempDataDir();
            dataDirs.push(dataDir);
            return startServer({ ...env, DATA_DIR: dataDir });
          }),
        )),
      );
    }, 420_000);
    afterAll(async () => {
      await Promise.all(servers.map((server) => server.stop("SIGKILL")));
      await drop?.();
      for (const dir of dataDirs)
        fs.rmSync(dir, { recursive: true, force: true });
    });

    /** A sign-up to /newsletter from `address` (a loopback address: the client IP counted). */
    async function signUpAt(
      server: ServerProcess,
      address: string,
      email: string,
    ) {
      const body = new URLSearchParams({
        email,
        locale: "en",
        _formToken: issueFormToken(SECRET, "newsletter", Date.now() - 10_000),
      }).toString();
      const connection = await connect(server.port, address);
      await connection.write(
        `POST /newsletter HTTP/1.1\r\nHost: ${new URL(server.url).host}\r\nOrigin: ${server.url}\r\n` +
          `Content-Type: application/x-www-form-urlencoded\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
          `Connection: close\r\n\r\n${body}`,
      );
      const response = await connection.readResponse(60_000);
      connection.socket.destroy();
      answers.push(response.text);
      return response.status;
    }
    const answers: string[] = [];

    it("counts one client's posts across both (the fourth is 429)", async () => {
      expect(servers[1]!.output()).toContain('"store":"postgres"');
      const address = `127.0.2.${++from}`;
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++)
        statuses.push(
          await signUpAt(
            servers[i % 2]!,
            address,
            `ip-${RUN}-${i}@example.org`,
          ),
        );
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
      // The page says so beside its form, with the address the visitor typed still in it.
      const refused = answers.at(-1)!;
      expect(refused).toContain("Too many submissions from your network");
      expect(refused).toContain(`value="ip-${RUN}-4@example.org"`);
    });

    it("counts one address's requests across both, from many clients (the sixth is 429)", async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++)
        statuses.push(
          await signUpAt(
            servers[i % 2]!,
            `127.0.3.${++from}`,
            `shared-${RUN}@example.org`,
          ),
        );
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    });
  },
);
