import { createHmac } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessionCookieName, sessionTiming } from "~/server/auth/auth.server";
import {
  activeSessionsOf,
  getSignedIn,
  verifiedCookieValue,
} from "~/server/auth/current-user.server";
import { session, user } from "~/server/db/schema.server";
import type { AppServices } from "~/server/services.server";
import type { CookieJar } from "../support/account-session";
import { signInDemo } from "../support/console-people";
import { startTestServices } from "../support/app-services";
import { testDbKind } from "../support/test-database";

/**
 * How a request's session is read (app/server/auth/current-user.server.ts): in one statement
 * when the signed cookie checks out and the session is neither expired nor due for
 * better-auth's sliding refresh, through better-auth's getSession otherwise — and either way
 * the same person, the same refusals. docs/decisions/045-signed-in-pages.md.
 */
let stop: () => Promise<void>;
let services: AppServices;

beforeAll(async () => {
  const started = await startTestServices();
  services = started.services;
  stop = started.stop;
}, 120_000);
afterAll(async () => stop?.());

async function signedInJar(email = "amira.haddad@example.org") {
  return (await signInDemo(email)).jar;
}

const requestWith = (cookie: string, method = "GET") =>
  new Request("http://localhost/dashboard", { method, headers: { cookie } });

async function tokenOf(jar: CookieJar): Promise<string> {
  const value = verifiedCookieValue(
    jar.header(),
    sessionCookieName(services.env),
    services.env.authSecret,
  );
  expect(value).toBeTruthy();
  return value!;
}

describe(`the signed-in session (${testDbKind()})`, () => {
  it("reads the person, their profile and client from the signed session cookie", async () => {
    const jar = await signedInJar();
    const signedIn = await getSignedIn(requestWith(jar.header()));
    expect(signedIn).toMatchObject({
      email: "amira.haddad@example.org",
      sessionToken: await tokenOf(jar),
      profile: { role: "client_admin", clientStatus: "active" },
    });
    expect(signedIn?.profile?.clientName).toBeTruthy();
  });

  it("refuses a cookie whose signature does not match, a forged token and an unsigned one", async () => {
    const jar = await signedInJar();
    const token = await tokenOf(jar);
    const name = sessionCookieName(services.env);
    const signWith = (secret: string, value: string) =>
      encodeURIComponent(
        `${value}.${createHmac("sha256", secret).update(value).digest("base64")}`,
      );
    for (const cookie of [
      `${name}=${signWith("another-secret-entirely-0123456789abcdef", token)}`,
      `${name}=${signWith(services.env.authSecret, `${token}x`)}`,
      `${name}=${token}`,
      `${name}=${encodeURIComponent(`${token}.${"A".repeat(43)}=`)}`,
      // The right signature in base64url: better-call's atob would not read it either.
      `${name}=${signWith(services.env.authSecret, token).replace(/%2B/g, "-").replace(/%2F/g, "_")}x`,
      `other.session_token=${signWith(services.env.authSecret, token)}`,
    ])
      expect(await getSignedIn(requestWith(cookie))).toBeNull();
    expect(
      await getSignedIn(
        requestWith(`${name}=${signWith(services.env.authSecret, token)}`),
      ),
    ).not.toBeNull();
  });

  it("ends an expired session (better-auth deletes it)", async () => {
    const jar = await signedInJar();
    const token = await tokenOf(jar);
    await services.database.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(session.token, token));
    expect(await getSignedIn(requestWith(jar.header()))).toBeNull();
    const left = await services.database.db
      .select()
      .from(session)
      .where(eq(session.token, token));
    expect(left).toHaveLength(0);
  });

  it("leaves a session due for its sliding refresh to better-auth, which extends it", async () => {
    const jar = await signedInJar();
    const token = await tokenOf(jar);
    const { expiresIn, updateAge } = sessionTiming(services.env);
    // Last extended more than updateAge ago: due.
    const due = new Date(Date.now() + (expiresIn - updateAge - 5) * 1000);
    await services.database.db
      .update(session)
      .set({ expiresAt: due })
      .where(eq(session.token, token));
    const signedIn = await getSignedIn(requestWith(jar.header()));
    expect(signedIn?.email).toBe("amira.haddad@example.org");
    const [row] = await services.database.db
      .select({ expiresAt: session.expiresAt })
      .from(session)
      .where(eq(session.token, token));
    expect(row!.expiresAt.getTime()).toBeGreaterThan(due.getTime() + 1000);
  });

  it("signs out a disabled account and a session older than SESSION_MAX_HOURS", async () => {
    const disabledJar = await signedInJar("li.wei@example.org");
    const [person] = await services.database.db
      .select({ id: user.id })
      .from(user)
      .where(eq(user.email, "li.wei@example.org"));
    await services.database.db
      .update(user)
      .set({ disabledAt: new Date() })
      .where(eq(user.id, person!.id));
    try {
      expect(await getSignedIn(requestWith(disabledJar.header()))).toBeNull();
      expect(
        await services.database.db
          .select()
          .from(session)
          .where(eq(session.userId, person!.id)),
      ).toHaveLength(0);
    } finally {
      await services.database.db
        .update(user)
        .set({ disabledAt: null })
        .where(eq(user.id, person!.id));
    }

    const oldJar = await signedInJar();
    const token = await tokenOf(oldJar);
    await services.database.db
      .update(session)
      .set({
        createdAt: new Date(Date.now() - services.env.sessionMaxAgeMs - 1000),
      })
      .where(eq(session.token, token));
    expect(await getSignedIn(requestWith(oldJar.header()))).toBeNull();
  });

  it("reads a GET's session once, and a POST's every time", async () => {
    const jar = await signedInJar();
    const token = await tokenOf(jar);
    const page = requestWith(jar.header());
    const form = requestWith(jar.header(), "POST");
    expect(await getSignedIn(page)).not.toBeNull();
    expect(await getSignedIn(form)).not.toBeNull();
    await services.database.db.delete(session).where(eq(session.token, token));
    // The page's layout and the page itself see one answer; an action sees the sign-out at once.
    expect(await getSignedIn(page)).not.toBeNull();
    expect(await getSignedIn(form)).toBeNull();
    expect(await getSignedIn(requestWith(jar.header()))).toBeNull();
  });

  it("lists an account's live sessions for /account, not its expired ones", async () => {
    const live = await signedInJar("tomas.lindqvist@example.org");
    const expired = await signedInJar("tomas.lindqvist@example.org");
    const signedIn = await getSignedIn(requestWith(live.header()));
    await services.database.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(session.token, await tokenOf(expired)));
    const listed = (await activeSessionsOf(signedIn!.userId)).map((s) => s.id);
    expect(listed).toContain(signedIn!.sessionId);
    const [gone] = await services.database.db
      .select({ id: session.id })
      .from(session)
      .where(eq(session.token, await tokenOf(expired)));
    expect(listed).not.toContain(gone!.id);
  });
});
