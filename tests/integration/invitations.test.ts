import { verifyPassword } from "better-auth/crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { site } from "~/content/site";
import { acceptInvitation } from "~/server/auth/accept-invitation.server";
import {
  hashInvitationToken,
  newInvitationToken,
} from "~/server/auth/invitation-token.server";
import {
  createInvitation,
  findInvitation,
  InvitationError,
  type CreateInvitationInput,
} from "~/server/auth/invitations.server";
import type { Database, DatabaseConnection } from "~/server/db/client.server";
import {
  account,
  clientInvitations,
  clients,
  outbox,
  profiles,
  user,
} from "~/server/db/schema.server";
import { createLogger } from "~/server/logger.server";
import { startOutboxWorker } from "~/server/mail/outbox.server";
import type { OutgoingMail } from "~/server/mail/transport.server";
import { openTestDatabase, testDbKind } from "../support/test-database";

const config = { publicUrl: "https://portal.example.org", defaultTtlDays: 7 };
const password = "correct horse battery staple";

let connection: DatabaseConnection;
let cleanup: () => Promise<void>;
let db: Database;
let activeClientId: string;
let inactiveClientId: string;
let counter = 0;

beforeAll(async () => {
  ({ connection, cleanup } = await openTestDatabase("migrated"));
  db = connection.db;
  const [active] = await db
    .insert(clients)
    .values({
      name: "Meridian Revenue",
      companyName: "Meridian Revenue Authority, Ministry of Finance",
      status: "active",
    })
    .returning();
  const [inactive] = await db
    .insert(clients)
    .values({ name: "Dormant Agency", status: "inactive" })
    .returning();
  activeClientId = active!.id;
  inactiveClientId = inactive!.id;
});

afterAll(async () => {
  await cleanup?.();
});

/** A fresh address per test, so tests do not see each other's accounts. */
function address(): string {
  counter += 1;
  return `invitee${counter}@meridian.example`;
}

function invite(overrides: Partial<CreateInvitationInput> = {}) {
  return createInvitation(
    db,
    {
      clientId: activeClientId,
      email: address(),
      role: "client_user",
      invitedByProfileId: null,
      ...overrides,
    },
    config,
  );
}

async function invitationRow(id: string) {
  const [row] = await db
    .select()
    .from(clientInvitations)
    .where(eq(clientInvitations.id, id));
  return row!;
}

async function refusal(promise: Promise<unknown>): Promise<InvitationError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(InvitationError);
  return error as InvitationError;
}

describe(`invitations on ${testDbKind()}`, () => {
  it("stores only the token's hash, and queues the e-mail with the link in the same transaction", async () => {
    const email = address();
    const created = await invite({
      email: `  ${email.toUpperCase()} `,
      role: "client_admin",
    });
    expect(created.url).toBe(
      `https://portal.example.org/auth?invitation=${created.token}`,
    );
    const row = await invitationRow(created.id);
    expect(row.email).toBe(email);
    expect(row.role).toBe("client_admin");
    expect(row.tokenHash).toBe(hashInvitationToken(created.token));
    expect(JSON.stringify(row)).not.toContain(created.token);
    const days =
      (row.expiresAt.getTime() - row.createdAt.getTime()) / 86_400_000;
    expect(days).toBeCloseTo(7, 3);
    expect(created.expiresAt.getTime()).toBe(row.expiresAt.getTime());

    const mails = await db
      .select()
      .from(outbox)
      .where(sql`${outbox.payload}->'to' ? ${email}`);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.kind).toBe("account_invitation");
    const payload = mails[0]!.payload as {
      to: string[];
      subject: string;
      text: string;
    };
    expect(payload.to).toEqual([email]);
    expect(payload.subject).toBe(
      "Your invitation to the Meridian Revenue Authority, Ministry of Finance client portal",
    );
    expect(payload.text).toContain(created.url);
    expect(payload.text).toContain("as client admin");
  });

  it("hands the e-mail to the outbox worker, which sends it", async () => {
    const created = await invite({ expiresInDays: 2 });
    const sent: OutgoingMail[] = [];
    const worker = startOutboxWorker({
      db,
      transport: {
        kind: "file",
        send: async (mail) => void sent.push(mail),
        close: () => {},
      },
      logger: createLogger("silent"),
      from: "portal@example.org",
      messageIdDomain: "example.org",
      pollMs: 3_600_000,
      maxAttempts: 3,
    });
    try {
      await worker.runOnce();
    } finally {
      await worker.stop();
    }
    expect(sent.some((mail) => mail.text.includes(created.url))).toBe(true);
  });

  it("finds a valid invitation with its company, and a staff invitation under our own name", async () => {
    const email = address();
    const client = await invite({ email, role: "client_admin" });
    expect(await findInvitation(db, client.token)).toEqual({
      status: "valid",
      invitation: {
        id: client.id,
        email,
        role: "client_admin",
        clientId: activeClientId,
        company: "Meridian Revenue Authority, Ministry of Finance",
      },
    });
    const staff = await invite({ clientId: null, role: "admin" });
    const found = await findInvitation(db, staff.token);
    expect(found).toMatchObject({
      status: "valid",
      invitation: { role: "admin", clientId: null, company: site.name },
    });
  });

  it("N = 8 concurrent sign-ups with one token make exactly one account", async () => {
    const email = address();
    const created = await invite({ email, role: "client_admin" });
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        acceptInvitation(db, {
          token: created.token,
          fullName: `Amina Diallo ${i}`,
          password,
        }),
      ),
    );
    const winners = results.filter((result) => result.ok);
    expect(winners).toHaveLength(1);
    expect(results.filter((result) => !result.ok)).toEqual(
      Array.from({ length: 7 }, () => ({ ok: false, reason: "invalid" })),
    );
    const winner = winners[0]!;
    expect(winner).toMatchObject({
      email,
      role: "client_admin",
      clientId: activeClientId,
    });

    const users = await db.select().from(user).where(eq(user.email, email));
    expect(users).toHaveLength(1);
    expect(users[0]).toMatchObject({
      id: winner.ok ? winner.userId : "",
      emailVerified: true,
    });
    expect(users[0]!.id).toMatch(/^[A-Za-z0-9]{32}$/);
    const profileRows = await db
      .select()
      .from(profiles)
      .where(eq(profiles.email, email));
    expect(profileRows).toHaveLength(1);
    expect(profileRows[0]).toMatchObject({
      userId: users[0]!.id,
      role: "client_admin",
      clientId: activeClientId,
    });
    expect(profileRows[0]!.fullName).toBe(users[0]!.name);
    expect((await invitationRow(created.id)).usedAt).toBeInstanceOf(Date);
  });

  it("stores a password hash that better-auth's verifyPassword accepts", async () => {
    const created = await invite({ clientId: null, role: "admin" });
    const result = await acceptInvitation(db, {
      token: created.token,
      fullName: "  Grace Okafor ",
      password,
    });
    if (!result.ok) throw new Error(`accept failed: ${result.reason}`);
    expect(result).toMatchObject({ role: "admin", clientId: null });
    const [credential] = await db
      .select()
      .from(account)
      .where(eq(account.userId, result.userId));
    expect(credential).toMatchObject({
      providerId: "credential",
      accountId: result.userId,
    });
    expect(credential!.password).not.toContain(password);
    expect(
      await verifyPassword({ hash: credential!.password!, password }),
    ).toBe(true);
    expect(
      await verifyPassword({
        hash: credential!.password!,
        password: `${password}!`,
      }),
    ).toBe(false);
    const [profile] = await db
      .select()
      .from(profiles)
      .where(eq(profiles.userId, result.userId));
    expect(profile).toMatchObject({
      fullName: "Grace Okafor",
      role: "admin",
      clientId: null,
    });
  });

  it("a used invitation is invalid", async () => {
    const created = await invite();
    expect(
      (
        await acceptInvitation(db, {
          token: created.token,
          fullName: "First Person",
          password,
        })
      ).ok,
    ).toBe(true);
    expect(await findInvitation(db, created.token)).toEqual({
      status: "invalid",
    });
    expect(
      await acceptInvitation(db, {
        token: created.token,
        fullName: "Second Person",
        password,
      }),
    ).toEqual({ ok: false, reason: "invalid" });
  });

  it("an expired invitation is invalid and creates nothing", async () => {
    const email = address();
    const created = await invite({ email });
    await db
      .update(clientInvitations)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(clientInvitations.id, created.id));
    expect(await findInvitation(db, created.token)).toEqual({
      status: "invalid",
    });
    expect(
      await acceptInvitation(db, {
        token: created.token,
        fullName: "Late Comer",
        password,
      }),
    ).toEqual({ ok: false, reason: "invalid" });
    expect(
      await db.select().from(user).where(eq(user.email, email)),
    ).toHaveLength(0);
    expect((await invitationRow(created.id)).usedAt).toBeNull();
  });

  it("a forged, unknown or malformed token is invalid", async () => {
    const created = await invite();
    // One character changed: well-formed, but its hash matches nothing.
    const forged = `${created.token.slice(0, -1)}${created.token.endsWith("A") ? "B" : "A"}`;
    for (const token of [
      forged,
      newInvitationToken(),
      "",
      "short",
      `${created.token}=`,
      `' or '1'='1`,
      hashInvitationToken(created.token),
    ]) {
      expect(await findInvitation(db, token)).toEqual({ status: "invalid" });
      expect(
        await acceptInvitation(db, { token, fullName: "Mallory", password }),
      ).toEqual({ ok: false, reason: "invalid" });
    }
    expect((await invitationRow(created.id)).usedAt).toBeNull();
  });

  it("account-exists leaves the invitation unused", async () => {
    const email = address();
    const created = await invite({ email });
    // The address got an account after the invitation was sent (e.g. an uninvited sign-up).
    await db.insert(user).values({
      id: "existing-user-id-000000000000001",
      name: "Early Bird",
      email: email.toUpperCase(),
    });
    expect(
      await acceptInvitation(db, {
        token: created.token,
        fullName: "Early Bird",
        password,
      }),
    ).toEqual({
      ok: false,
      reason: "account-exists",
    });
    expect((await invitationRow(created.id)).usedAt).toBeNull();
    expect(
      await db.select().from(profiles).where(eq(profiles.email, email)),
    ).toHaveLength(0);
    expect(await findInvitation(db, created.token)).toMatchObject({
      status: "valid",
    });
    // And no new invitation is made for an address that already has an account.
    expect((await refusal(invite({ email }))).code).toBe("account-exists");
  });

  it("refuses a client/admin mismatch, an unknown or inactive client, a bad address or lifetime, and stores nothing", async () => {
    const email = address();
    const before = await db
      .select({ id: clientInvitations.id })
      .from(clientInvitations);
    // Thunks: each attempt starts only when awaited, so no refusal goes unhandled meanwhile.
    const cases: [() => Promise<unknown>, string, RegExp][] = [
      [
        () => invite({ email, role: "admin" }),
        "client-not-allowed",
        /belongs to no client/,
      ],
      [
        () => invite({ email, clientId: null, role: "client_user" }),
        "client-required",
        /needs the client/,
      ],
      [
        () =>
          invite({ email, clientId: "7c9e6679-7425-40de-944b-e07fc1f90ae7" }),
        "client-not-found",
        /no client with the id/,
      ],
      [
        () => invite({ email, clientId: "Meridian Revenue" }),
        "client-not-found",
        /no client with the id/,
      ],
      [
        () => invite({ email, clientId: inactiveClientId }),
        "client-inactive",
        /"Dormant Agency" is inactive/,
      ],
      [
        () => invite({ email: "not-an-address" }),
        "invalid-email",
        /"not-an-address" is not a valid e-mail address/,
      ],
      [
        () => invite({ email, expiresInDays: 0 }),
        "invalid-expiry",
        /from 1 to 90/,
      ],
      [
        () => invite({ email, expiresInDays: 91 }),
        "invalid-expiry",
        /from 1 to 90/,
      ],
      [
        () =>
          invite({
            email,
            invitedByProfileId: "7c9e6679-7425-40de-944b-e07fc1f90ae7",
          }),
        "inviter-not-found",
        /no profile/,
      ],
    ];
    for (const [attempt, code, message] of cases) {
      const error = await refusal(attempt());
      expect(error.code).toBe(code);
      expect(error.message).toMatch(message);
    }
    expect(
      await db.select({ id: clientInvitations.id }).from(clientInvitations),
    ).toHaveLength(before.length);
    expect(
      await db
        .select()
        .from(outbox)
        .where(sql`${outbox.payload}->'to' ? ${email}`),
    ).toHaveLength(0);
  });

  it("names the inviting staff member in the e-mail", async () => {
    const admin = await invite({ clientId: null, role: "admin" });
    const accepted = await acceptInvitation(db, {
      token: admin.token,
      fullName: "Grace Okafor",
      password,
    });
    if (!accepted.ok) throw new Error(accepted.reason);
    const [inviter] = await db
      .select({ id: profiles.id })
      .from(profiles)
      .where(eq(profiles.userId, accepted.userId));
    const email = address();
    await invite({ email, invitedByProfileId: inviter!.id });
    const [mail] = await db
      .select()
      .from(outbox)
      .where(sql`${outbox.payload}->'to' ? ${email}`);
    expect((mail!.payload as { text: string }).text).toContain(
      `Grace Okafor of ${site.name} has invited you`,
    );
    const [row] = await db
      .select()
      .from(clientInvitations)
      .where(eq(clientInvitations.email, email));
    expect(row!.invitedBy).toBe(inviter!.id);
  });
});
