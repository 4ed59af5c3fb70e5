import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/server/db/client.server";
import { auditLog, privacyLegalHolds } from "~/server/db/schema.server";
import {
  privacyRetentionAction,
  privacyRetentionLoader,
} from "~/server/privacy/privacy-retention.handler.server";
import { recordRetentionRun } from "~/server/privacy/privacy-retention.server";
import { emptyRetentionCounts } from "~/domain/privacy/retention-rules";
import { CookieJar, callRoute, get, post } from "../support/account-session";
import { startTestServices } from "../support/app-services";
import {
  EDITOR,
  MERIDIAN_ADMIN,
  STAFF,
  signInDemo,
  type DemoPerson,
} from "../support/console-people";
import { testDbKind } from "../support/test-database";

/**
 * /lead_admin/privacy/retention in-process on both databases: an editor, a client and a
 * signed-out visitor are refused and change nothing; an admin sees the rules with their
 * periods and the last run, places a hold (bad input refused with its reason, a second hold on
 * the address refused), and releases it, each change audited.
 */
let db: Database;
let stop: () => Promise<void>;
let staff: DemoPerson;
let editor: DemoPerson;
let clientAdmin: DemoPerson;
const PATH = "/lead_admin/privacy/retention";

beforeAll(async () => {
  const started = await startTestServices({
    RETENTION_APPLICATION_MONTHS: "9",
  });
  stop = started.stop;
  db = started.services.database.db;
  staff = await signInDemo(STAFF);
  editor = await signInDemo(EDITOR);
  clientAdmin = await signInDemo(MERIDIAN_ADMIN);
}, 180_000);
afterAll(async () => stop?.());

const page = (who: DemoPerson) =>
  callRoute(privacyRetentionLoader, get(PATH), who.jar, who.ip);
const send = (who: DemoPerson, fields: Record<string, string>) =>
  callRoute(privacyRetentionAction, post(PATH, fields), who.jar, who.ip);

describe(`the retention page on ${testDbKind()}`, () => {
  it("refuses signed-out visitors, editors and client people, and changes nothing for them", async () => {
    const signedOut = { email: "", jar: new CookieJar(), ip: "198.51.100.200" };
    const before = {
      holds: await db.select().from(privacyLegalHolds),
      audit: (await db.select().from(auditLog)).length,
    };
    const calls = (who: DemoPerson) => [
      page(who),
      send(who, { intent: "place", email: "x@example.org", reason: "Case" }),
    ];
    for (const answer of await Promise.all(calls(signedOut))) {
      expect(answer.status).toBe(302);
      expect(answer.location).toMatch(/^\/admin\/auth(\?|$)/);
    }
    for (const who of [editor, clientAdmin])
      for (const answer of await Promise.all(calls(who))) {
        expect(answer.status, who.email).toBe(404);
        expect(answer.data).toBeNull();
      }
    expect(await db.select().from(privacyLegalHolds)).toEqual(before.holds);
    expect((await db.select().from(auditLog)).length).toBe(before.audit);
  });

  it("shows each rule with its configured period, and the last run's counts", async () => {
    const first = await page(staff);
    expect(first.status).toBe(200);
    expect(first.headers.get("Cache-Control")).toContain("no-store");
    const rules = first.data!.rules as Array<{ rule: string; period: string }>;
    expect(rules.find((r) => r.rule === "applications")?.period).toBe(
      "9 months after the decision",
    );
    expect(rules.find((r) => r.rule === "lost_leads")?.period).toBe(
      "24 months after the last contact",
    );
    expect(rules.find((r) => r.rule === "chats")?.period).toBe(
      "90 days after the last message",
    );
    expect(first.data!.lastRun).toBeNull();
    await recordRetentionRun(db, {
      counts: { ...emptyRetentionCounts(), lost_leads: 3 },
      files: 2,
      slot: "2031-01-01",
      ranAt: new Date("2031-01-01T04:00:00Z"),
    });
    expect((await page(staff)).data!.lastRun).toMatchObject({
      ranAt: "2031-01-01T04:00:00.000Z",
      counts: { lost_leads: 3, applications: 0 },
      files: 2,
    });
  });

  it("refuses a bad address or a missing reason with its reason and writes nothing", async () => {
    const count = (await db.select().from(privacyLegalHolds)).length;
    const bad = await send(staff, {
      intent: "place",
      email: "jane",
      reason: "Case",
    });
    expect(bad.status).toBe(400);
    expect(bad.data!.fieldErrors).toEqual({
      email: "Enter an e-mail address, e.g. jane@example.org.",
    });
    const noReason = await send(staff, {
      intent: "place",
      email: "jane@example.org",
      reason: "",
    });
    expect(noReason.status).toBe(400);
    expect(Object.keys(noReason.data!.fieldErrors as object)).toEqual([
      "reason",
    ]);
    expect(await db.select().from(privacyLegalHolds)).toHaveLength(count);
    const unknown = await send(staff, { intent: "delete" });
    expect(unknown.status).toBe(400);
  });

  it("lets an admin place a hold (once per address) and release it, each audited", async () => {
    const placed = await send(staff, {
      intent: "place",
      email: "  Held.Person@Example.org ",
      reason: "Case 2031-7",
    });
    expect(placed.status).toBe(302);
    expect(placed.location).toBe(PATH);
    const [hold] = await db
      .select()
      .from(privacyLegalHolds)
      .where(eq(privacyLegalHolds.emailKey, "held.person@example.org"));
    expect(hold).toMatchObject({
      reason: "Case 2031-7",
      placedByEmail: staff.email,
      releasedAt: null,
    });
    const listed = (await page(staff)).data!.holds as Array<{ id: string }>;
    expect(listed.map((h) => h.id)).toContain(hold!.id);

    const again = await send(staff, {
      intent: "place",
      email: "held.person@example.org",
      reason: "Twice",
    });
    expect(again.status).toBe(409);

    const [placedEntry] = await db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, "legal_hold.place"),
          eq(auditLog.entityId, hold!.id),
        ),
      );
    expect(placedEntry).toMatchObject({
      entityType: "legal_hold",
      actorEmail: staff.email,
    });

    const released = await send(staff, { intent: "release", holdId: hold!.id });
    expect(released.status).toBe(302);
    const [after] = await db
      .select()
      .from(privacyLegalHolds)
      .where(eq(privacyLegalHolds.id, hold!.id));
    expect(after!.releasedAt).not.toBeNull();
    expect(after!.releasedByEmail).toBe(staff.email);
    const [releasedEntry] = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "legal_hold.release"))
      .orderBy(desc(auditLog.createdAt))
      .limit(1);
    expect(releasedEntry!.entityId).toBe(hold!.id);
    expect(
      ((await page(staff)).data!.holds as Array<{ id: string }>).map(
        (h) => h.id,
      ),
    ).not.toContain(hold!.id);

    // Releasing twice changes nothing and writes no second entry.
    const audits = (await db.select().from(auditLog)).length;
    const twice = await send(staff, { intent: "release", holdId: hold!.id });
    expect(twice.status).toBe(302);
    expect((await db.select().from(auditLog)).length).toBe(audits);
  });
});
