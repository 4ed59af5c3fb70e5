import { and, eq, sql } from "drizzle-orm";
import { generateSync } from "otplib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountAction } from "~/server/account/account.handler.server";
import { DEMO_PASSWORD } from "~/server/sample-data/sample-accounts.server";
import type { Database } from "~/server/db/client.server";
import { auditLog, outbox, privacyRequests } from "~/server/db/schema.server";
import { issueFormToken } from "~/server/security/form-token.server";
import { createPrivacyExport } from "~/server/privacy/privacy-export.server";
import { privacyQueueLoader } from "~/server/privacy/privacy-queue.handler.server";
import { privacyRequestAction } from "~/server/privacy/privacy-request.handler.server";
import {
  privacyRequestPageAction,
  privacyRequestPageLoader,
} from "~/server/privacy/privacy-request-page.handler.server";
import {
  checkDownloadCode,
  exportLinkState,
  openPrivacyRequest,
  sendDownloadCode,
  verifyPrivacyRequest,
  type PrivacyMailSettings,
} from "~/server/privacy/privacy-requests.server";
import { callRoute, CookieJar, get, post } from "../support/account-session";
import { startTestServices } from "../support/app-services";
import {
  EDITOR,
  MERIDIAN_USER,
  STAFF,
  signInDemo,
  type DemoPerson,
} from "../support/console-people";

/**
 * Privacy requests (decision 072, docs/privacy.md), on PGlite and PostgreSQL, with the clock
 * driven: the 6-digit code (hashed, 10 minutes, 3 tries), the 30-day clock from receipt, the
 * 7-day lapse that never blocks a verified request, the same answer for any address, the
 * staff steps (start, one extension before the first due date, export, answer, refusal) each
 * audited and e-mailed, and an editor refused the queue.
 */
let db: Database;
let stop: () => Promise<void>;
let secret: string;
let admin: DemoPerson;
let editor: DemoPerson;
let settings: PrivacyMailSettings;

const MINUTE = 60_000;
const DAY = 86_400_000;

beforeAll(async () => {
  const started = await startTestServices();
  stop = started.stop;
  db = started.services.database.db;
  secret = started.services.env.authSecret;
  settings = {
    secret,
    publicUrl: "https://example.test",
    staffRecipients: ["privacy-staff@example.test"],
  };
  admin = await signInDemo(STAFF);
  editor = await signInDemo(EDITOR);
}, 180_000);
afterAll(async () => stop?.());

type Mail = { to: string[]; subject: string; text: string };

async function mailsTo(address: string): Promise<Mail[]> {
  const rows = await db
    .select({ payload: outbox.payload })
    .from(outbox)
    .where(
      and(
        eq(outbox.kind, "privacy_email"),
        sql`${outbox.payload}->'to' ? ${address}`,
      ),
    )
    .orderBy(outbox.createdAt);
  return rows.map((row) => row.payload as Mail);
}

async function lastCode(address: string): Promise<string> {
  const mails = await mailsTo(address);
  const code = /\b(\d{6})\b/.exec(mails.at(-1)?.text ?? "")?.[1];
  if (!code) throw new Error(`no code e-mailed to ${address}`);
  return code;
}

async function rowOf(id: string) {
  const [row] = await db
    .select()
    .from(privacyRequests)
    .where(eq(privacyRequests.id, id));
  return row!;
}

let counter = 0;
const address = () => `person${++counter}-${Date.now()}@example.org`;

async function open(email: string, now: Date, kind = "access" as const) {
  return openPrivacyRequest(
    db,
    {
      kind,
      email,
      name: "Ada Tremblay",
      details: "",
      locale: "fr",
      clientKeyHash: null,
      verifiedUserId: null,
    },
    settings,
    now,
  );
}

describe("the code that proves an address", () => {
  it("is e-mailed, stored only as a keyed hash, and starts the 30-day clock when right", async () => {
    const email = address();
    const t0 = new Date("2026-03-01T15:00:00Z");
    const { id, received } = await open(email, t0);
    expect(received).toBe(false);
    const code = await lastCode(email);
    const row = await rowOf(id);
    expect(row.status).toBe("unverified");
    expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(code);
    expect((await mailsTo(email))[0]!.subject).toBe(
      "Votre code de vérification pour votre demande",
    );

    const check = await verifyPrivacyRequest(db, {
      id,
      code,
      settings,
      now: new Date(t0.getTime() + 9 * MINUTE),
    });
    expect(check.kind).toBe("accepted");
    const received9 = await rowOf(id);
    expect(received9.status).toBe("verified");
    expect(received9.codeHash).toBeNull();
    expect(received9.dueAt!.getTime() - received9.receivedAt!.getTime()).toBe(
      30 * DAY,
    );
    // The person's receipt (in their language) and the staff notice.
    const mails = await mailsTo(email);
    expect(mails.at(-1)!.subject).toMatch(/^Nous avons reçu votre demande/);
    expect(await mailsTo("privacy-staff@example.test")).not.toHaveLength(0);
  });

  it("expires after 10 minutes", async () => {
    const email = address();
    const t0 = new Date("2026-03-01T15:00:00Z");
    const { id } = await open(email, t0);
    const code = await lastCode(email);
    const late = await verifyPrivacyRequest(db, {
      id,
      code,
      settings,
      now: new Date(t0.getTime() + 10 * MINUTE),
    });
    expect(late).toEqual({ kind: "no-code" });
    expect((await rowOf(id)).status).toBe("unverified");
  });

  it("is purged after the third wrong try, even when the tries come at once", async () => {
    const email = address();
    const t0 = new Date();
    const { id } = await open(email, t0);
    const code = await lastCode(email);
    const wrong = code === "000000" ? "111111" : "000000";
    const first = await verifyPrivacyRequest(db, {
      id,
      code: wrong,
      settings,
      now: t0,
    });
    expect(first).toEqual({ kind: "wrong", triesLeft: 2 });
    const rest = await Promise.all(
      [1, 2, 3, 4].map(() =>
        verifyPrivacyRequest(db, { id, code: wrong, settings, now: t0 }),
      ),
    );
    expect(rest.filter((r) => r.kind === "wrong")).toHaveLength(1);
    expect(rest.filter((r) => r.kind === "no-code")).toHaveLength(3);
    // Even the right code is refused now: a new one must be sent.
    expect(
      await verifyPrivacyRequest(db, { id, code, settings, now: t0 }),
    ).toEqual({
      kind: "no-code",
    });
    expect((await rowOf(id)).codeHash).toBeNull();
  });

  it("cannot confirm a request after 7 days, and an unverified one never blocks a verified one", async () => {
    const email = address();
    const t0 = new Date("2026-03-01T15:00:00Z");
    const stale = await open(email, t0);
    const fresh = await open(email, new Date(t0.getTime() + 7 * DAY));
    const code = await lastCode(email);
    expect(
      await verifyPrivacyRequest(db, {
        id: stale.id,
        code,
        settings,
        now: new Date(t0.getTime() + 7 * DAY),
      }),
    ).toEqual({ kind: "closed" });
    const check = await verifyPrivacyRequest(db, {
      id: fresh.id,
      code,
      settings,
      now: new Date(t0.getTime() + 7 * DAY + MINUTE),
    });
    expect(check.kind).toBe("accepted");
  });
});

describe("the public form", () => {
  const send = (fields: Record<string, string>, ip = "198.51.100.7") =>
    callRoute(
      privacyRequestAction,
      post("/fr/privacy/request", {
        _formToken: issueFormToken(secret, "privacy", Date.now() - MINUTE),
        ...fields,
      }),
      new CookieJar(),
      ip,
    );

  it("answers a known and an unknown address the same way: 303 to the code step", async () => {
    const known = await send({
      kind: "access",
      email: "ada@meridian-health.example",
    });
    const unknown = await send({ kind: "access", email: address() });
    expect(known.status).toBe(303);
    expect(unknown.status).toBe(303);
    expect(known.location).toMatch(/^\/fr\/privacy\/request\/[0-9a-f-]{36}$/);
    expect(unknown.location).toMatch(/^\/fr\/privacy\/request\/[0-9a-f-]{36}$/);
  });

  it("refuses bad input with the specific French message and writes nothing", async () => {
    const before = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(privacyRequests);
    const answer = await send({
      kind: "rectification",
      email: "not-an-address",
    });
    expect(answer.status).toBe(400);
    const errors = (answer.data as { fieldErrors: Record<string, string[]> })
      .fieldErrors;
    expect(errors.email).toEqual([
      "Veuillez entrer une adresse courriel valide",
    ]);
    expect(errors.details?.[0]).toMatch(/^Veuillez préciser/);
    const after = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(privacyRequests);
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it("sends at most 5 codes an hour to one address, whatever the case or the network", async () => {
    const email = address();
    for (let i = 0; i < 5; i++)
      expect(
        (
          await send(
            { kind: "access", email: i % 2 ? email.toUpperCase() : email },
            `198.51.100.${20 + i}`,
          )
        ).status,
      ).toBe(303);
    const sixth = await send({ kind: "access", email }, "198.51.100.99");
    expect(sixth.status).toBe(429);
    expect(sixth.headers.get("Retry-After")).toMatch(/^\d+$/);
  });
});

describe("a portal user signed in with two-step verification", () => {
  it("needs no code for their own address, and still gets one for any other", async () => {
    const portal = await signInDemo(MERIDIAN_USER);
    const ask = (email: string) =>
      callRoute(
        privacyRequestAction,
        post("/privacy/request", {
          _formToken: issueFormToken(secret, "privacy", Date.now() - MINUTE),
          kind: "access",
          email,
        }),
        portal.jar,
        portal.ip,
      );
    // Signed in with a password only: a code like anyone else.
    const before = await ask(MERIDIAN_USER);
    const unverified = await rowOf(before.location!.split("/").at(-1)!);
    expect(unverified.status).toBe("unverified");

    const started = await callRoute(
      accountAction,
      post("/account", { intent: "start-mfa", password: DEMO_PASSWORD }),
      portal.jar,
      portal.ip,
    );
    const { secret: totp } = started.data?.enrolment as { secret: string };
    await callRoute(
      accountAction,
      post("/account", {
        intent: "confirm-mfa",
        code: generateSync({ secret: totp }),
      }),
      portal.jar,
      portal.ip,
    );
    const own = await ask(MERIDIAN_USER.toUpperCase());
    expect(own.status).toBe(303);
    const received = await rowOf(own.location!.split("/").at(-1)!);
    expect(received.status).toBe("verified");
    expect(received.userId).not.toBeNull();
    expect(received.dueAt).not.toBeNull();
    expect(
      (await mailsTo(MERIDIAN_USER.toUpperCase())).at(-1)?.subject,
    ).toMatch(/^We received your privacy request/);

    const other = await ask(address());
    expect((await rowOf(other.location!.split("/").at(-1)!)).status).toBe(
      "unverified",
    );
  });
});

describe("the staff queue", () => {
  async function receivedRequest(
    kind: "access" | "erasure" | "complaint",
    now = new Date(),
  ) {
    const email = address();
    const { id } = await open(email, now, kind as "access");
    await verifyPrivacyRequest(db, {
      id,
      code: await lastCode(email),
      settings,
      now,
    });
    return { id, email };
  }

  const page = (id: string, fields: Record<string, string>, who = admin) =>
    callRoute(
      privacyRequestPageAction,
      post(`/lead_admin/privacy/requests/${id}`, fields),
      who.jar,
      "203.0.113.10",
      { requestId: id },
    );

  it("is for admins only: an editor gets 404 from the list and a request", async () => {
    const { id } = await receivedRequest("access");
    const list = await callRoute(
      privacyQueueLoader,
      get("/lead_admin/privacy"),
      editor.jar,
    );
    expect(list.status).toBe(404);
    const one = await callRoute(
      privacyRequestPageLoader,
      get(`/lead_admin/privacy/requests/${id}`),
      editor.jar,
      "203.0.113.10",
      { requestId: id },
    );
    expect(one.status).toBe(404);
    expect((await page(id, { intent: "start" }, editor)).status).toBe(404);
    const mine = await callRoute(
      privacyQueueLoader,
      get("/lead_admin/privacy"),
      admin.jar,
    );
    expect(mine.status).toBe(200);
  });

  it("starts, extends once before the first due date with an e-mail, then answers; every step audited", async () => {
    const { id, email } = await receivedRequest("complaint");
    expect((await page(id, { intent: "start" })).status).toBe(302);
    expect((await rowOf(id)).status).toBe("in_progress");

    const short = await page(id, { intent: "extend", reason: "busy" });
    expect(short.status).toBe(400);
    expect((await rowOf(id)).extendedDueAt).toBeNull();

    const reason = "Nous devons consulter les dossiers de deux filiales.";
    expect((await page(id, { intent: "extend", reason })).status).toBe(302);
    const extended = await rowOf(id);
    expect(extended.extendedDueAt!.getTime() - extended.dueAt!.getTime()).toBe(
      30 * DAY,
    );
    expect((await mailsTo(email)).at(-1)!.text).toContain(reason);
    const again = await page(id, { intent: "extend", reason });
    expect(again.status).toBe(409);

    const outcome = "Nous avons corrigé votre adresse dans nos dossiers.";
    expect((await page(id, { intent: "complete", outcome })).status).toBe(302);
    const done = await rowOf(id);
    expect(done.status).toBe("completed");
    expect(done.closedAt).not.toBeNull();
    expect((await mailsTo(email)).at(-1)!.text).toContain(outcome);

    const actions = await db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entityType, "privacy_request"),
          eq(auditLog.entityId, id),
        ),
      )
      .orderBy(auditLog.createdAt);
    expect(actions.map((a) => a.action)).toEqual([
      "privacy_request.start",
      "privacy_request.extend",
      "privacy_request.complete",
    ]);
    // Answered: no further step applies.
    expect(
      (
        await page(id, {
          intent: "refuse",
          reason: "Too late for this.",
          recourse: "The regulators, as the law says.",
        })
      ).status,
    ).toBe(409);
  });

  it("refuses an extension once the first due date has passed", async () => {
    const { id } = await receivedRequest(
      "complaint",
      new Date(Date.now() - 31 * DAY),
    );
    const late = await page(id, {
      intent: "extend",
      reason: "We needed more time to search.",
    });
    expect(late.status).toBe(409);
    expect((await rowOf(id)).extendedDueAt).toBeNull();
  });

  it("refuses with a reason and the recourse, e-mailed", async () => {
    const { id, email } = await receivedRequest("access");
    const answer = await page(id, {
      intent: "refuse",
      reason: "La demande vise les renseignements d’une autre personne.",
      recourse:
        "Vous pouvez demander à la Commission d’accès à l’information de réviser cette décision.",
    });
    expect(answer.status).toBe(302);
    expect((await rowOf(id)).status).toBe("refused");
    const mail = (await mailsTo(email)).at(-1)!;
    expect(mail.text).toContain("Commission d’accès à l’information");
  });

  it("sends an export by a link that needs a fresh code and lives 7 days", async () => {
    const { id, email } = await receivedRequest("access");
    expect((await page(id, { intent: "export" })).status).toBe(302);
    const row = await rowOf(id);
    expect(row.exportFileId).not.toBeNull();
    const link = /\/fr\/privacy\/export\/([A-Za-z0-9_-]{43})/.exec(
      (await mailsTo(email)).at(-1)!.text,
    )?.[1];
    expect(link).toBeDefined();
    expect(row.exportTokenHash).not.toBe(link);
    const live = await exportLinkState(db, link!, new Date());
    expect(live.kind).toBe("live");
    await sendDownloadCode(db, { id, secret });
    const code = await lastCode(email);
    expect((await checkDownloadCode(db, { id, code, secret })).kind).toBe(
      "accepted",
    );
    // One code, one download.
    expect((await checkDownloadCode(db, { id, code, secret })).kind).toBe(
      "no-code",
    );
    const later = await exportLinkState(
      db,
      link!,
      new Date(Date.now() + 7 * DAY + MINUTE),
    );
    expect(later.kind).toBe("expired");
    expect((await exportLinkState(db, "x".repeat(43), new Date())).kind).toBe(
      "unknown",
    );
    // A new export replaces the old file.
    const first = row.exportFileId;
    await createPrivacyExport(db, { requestId: id });
    expect((await rowOf(id)).exportFileId).not.toBe(first);
  });
});
