import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "~/server/sample-data/sample-accounts.server";
import { connect, requestHead } from "../support/raw-http";
import { startServer, type ServerProcess } from "../support/server-process";
import { serverEnvironments, testDbKind } from "../support/test-database";

/**
 * docs/access-audit.md § 2 on the wire: a client admin's team invitations are counted per account (and
 * per organisation, app/server/security/invite-rate-limit.server.test.ts) at the edge, in the
 * shared limit store, before the body is read; over the budget the Team tab answers 429 with
 * Retry-After and says why. 25 invitations in 4 s are not possible.
 */
const LIMIT = 3;
const environments = serverEnvironments();
let server: ServerProcess;
let databaseUrl: string | undefined;

beforeAll(async () => {
  const env = await environments.fresh("demo");
  databaseUrl = env.DATABASE_URL;
  server = await startServer({
    ...env,
    LOG_LEVEL: "warn",
    AUTH_RATE_LIMIT: "0",
    INVITE_RATE_LIMIT: String(LIMIT),
    // Off here: the organisation's budget is exercised in the limiter's own tests.
    INVITE_CLIENT_RATE_LIMIT: "0",
  });
}, 240_000);
afterAll(async () => {
  await server?.stop("SIGKILL");
  await environments.removeAll();
});

async function signIn(email: string): Promise<string> {
  const answer = await fetch(`${server.url}/auth`, {
    method: "POST",
    redirect: "manual",
    headers: {
      Origin: server.url,
      "Content-Type": "application/x-www-form-urlencoded",
    },
    body: new URLSearchParams({
      intent: "signin",
      email,
      password: DEMO_PASSWORD,
    }),
  });
  expect(answer.status, `sign-in of ${email}`).toBe(302);
  return answer.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
}

const invite = (cookie: string, email: string) =>
  fetch(`${server.url}/dashboard/team/invite`, {
    method: "POST",
    redirect: "manual",
    headers: {
      Origin: server.url,
      Cookie: cookie,
      "Content-Type": "application/x-www-form-urlencoded",
    },
    body: new URLSearchParams({ intent: "invite", email }),
  });

describe(`team invitations at the edge (${testDbKind()})`, () => {
  it("lets a client admin send a few, then answers 429 with Retry-After before reading the next body; another organisation's admin is unaffected", async () => {
    const amira = await signIn("amira.haddad@example.org");
    for (let i = 0; i < LIMIT; i++) {
      const answer = await invite(amira, `limit.${i}@example.org`);
      expect(answer.status).toBe(200);
      expect(await answer.text()).toContain("Invitation sent");
    }

    // The next one: a large body announced with Expect: 100-continue is answered at once, unread.
    const connection = await connect(server.port);
    await connection.write(
      requestHead("POST", "/dashboard/team/invite", {
        Host: new URL(server.url).host,
        Origin: server.url,
        Cookie: amira,
        "Content-Type": "application/x-www-form-urlencoded",
        "Content-Length": 50_000,
        Expect: "100-continue",
      }),
    );
    const refused = await connection.readResponse();
    connection.socket.destroy();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(3000);
    expect(refused.text).toContain("Invitation not sent");
    expect(refused.text).toContain(
      "You have sent a lot of invitations in the last hour. Please try again in",
    );

    // A complete post is refused the same way, and nothing is created for it.
    const again = await invite(amira, "over.limit@example.org");
    expect(again.status).toBe(429);
    expect(Number(again.headers.get("retry-after"))).toBeGreaterThan(3000);
    // The enhanced form posts to the data URL: counted there too, with the same answer.
    const enhanced = await fetch(`${server.url}/dashboard/team/invite.data`, {
      method: "POST",
      headers: {
        Origin: server.url,
        Cookie: amira,
        "Content-Type": "application/x-www-form-urlencoded",
      },
      body: new URLSearchParams({
        intent: "invite",
        email: "over.limit@example.org",
      }),
    });
    expect(enhanced.status).toBe(429);
    // The data channel carries the message by id; the Team tab formats it in its reader's language.
    expect(await enhanced.text()).toContain("portal.team.toast.tooManyByYou");
    const teamPage = await (
      await fetch(`${server.url}/dashboard/team`, {
        headers: { Cookie: amira },
      })
    ).text();
    expect(teamPage).toContain(`limit.${LIMIT - 1}@example.org`);
    expect(teamPage).not.toContain("over.limit@example.org");

    // Grace (Northshore) has her own budget.
    const grace = await signIn("grace.okafor@example.org");
    expect(
      (await invite(grace, "northshore.colleague@example.org")).status,
    ).toBe(200);
  });

  it.runIf(testDbKind() === "postgres")(
    "counts in the shared store (PostgreSQL's rate_limits table), per account",
    async () => {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        const { rows } = await client.query<{ key: string; points: number }>(
          "select key, points from rate_limits where key like '%team-invite-account:%'",
        );
        expect(rows.length).toBeGreaterThanOrEqual(2);
        expect(Math.max(...rows.map((row) => row.points))).toBeGreaterThan(
          LIMIT,
        );
      } finally {
        await client.end();
      }
    },
  );
});
