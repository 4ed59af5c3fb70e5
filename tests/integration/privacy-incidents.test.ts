import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { consoleLayoutLoader } from "~/server/console/console-layout.handler.server";
import { parseCsv } from "~/server/console/lead-export-csv";
import type { Database } from "~/server/db/client.server";
import { auditLog, privacyIncidents } from "~/server/db/schema.server";
import { INCIDENTS_CSV_HEADER } from "~/server/privacy/privacy-incidents-csv.server";
import {
  privacyIncidentsEntryAction,
  privacyIncidentsEntryLoader,
} from "~/server/privacy/privacy-incidents-entry.handler.server";
import { privacyIncidentsExportLoader } from "~/server/privacy/privacy-incidents-export.handler.server";
import {
  privacyIncidentsNewAction,
  privacyIncidentsNewLoader,
} from "~/server/privacy/privacy-incidents-new.handler.server";
import { privacyIncidentsLoader } from "~/server/privacy/privacy-incidents.handler.server";
import { callRoute, get, post } from "../support/account-session";
import { routeContext, startTestServices } from "../support/app-services";
import {
  EDITOR,
  MERIDIAN_USER,
  STAFF,
  signInDemo,
  type DemoPerson,
} from "../support/console-people";

/**
 * The confidentiality incident register (docs/privacy.md), in-process on PGlite and
 * PostgreSQL: an admin records and edits entries (specific errors, nothing written for bad
 * input, every write audited), the list pages newest discovery first, the CSV export reads
 * back as every field of every entry with formulas neutralised, an editor and a portal user
 * are refused everything, and the database itself refuses deleting an entry or shortening it
 * before its retention ends.
 */
let db: Database;
let stop: () => Promise<void>;
let admin: DemoPerson;
let editor: DemoPerson;
let client: DemoPerson;

const BASE = "/lead_admin/privacy/incidents";
const DAY = 86_400_000;
const day = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * DAY).toISOString().slice(0, 10);

const good = () => ({
  intent: "save",
  personalInformation:
    '=HYPERLINK("http://evil.example") names, e-mail addresses',
  circumstances:
    'A résumé folder was shared by link, "anyone with the link", for 2 days.',
  occurredOn: "between 3 and 5 November",
  discoveredOn: day(-3),
  personsAffected: "12",
  riskAssessment:
    "Résumés hold addresses and phone numbers; the link was not indexed.",
  seriousRisk: "no",
  commissionNotifiedOn: "",
  personsNotifiedOn: "",
  noticesPendingReason: "",
  publicNotice: "",
  measures: "+ Link revoked; sharing by link disabled for the folder.",
});

beforeAll(async () => {
  const started = await startTestServices();
  stop = started.stop;
  db = started.services.database.db;
  admin = await signInDemo(STAFF);
  editor = await signInDemo(EDITOR);
  client = await signInDemo(MERIDIAN_USER);
}, 180_000);
afterAll(async () => stop?.());

const create = (who: DemoPerson, fields: Record<string, string>) =>
  callRoute(
    privacyIncidentsNewAction,
    post(`${BASE}/new`, fields),
    who.jar,
    who.ip,
  );
const edit = (who: DemoPerson, id: string, fields: Record<string, string>) =>
  callRoute(
    privacyIncidentsEntryAction,
    post(`${BASE}/${id}`, fields),
    who.jar,
    who.ip,
    { incidentId: id },
  );
const entryPage = (who: DemoPerson, id: string) =>
  callRoute(
    privacyIncidentsEntryLoader,
    get(`${BASE}/${id}`),
    who.jar,
    who.ip,
    {
      incidentId: id,
    },
  );
const listPage = (who: DemoPerson, query = "") =>
  callRoute(privacyIncidentsLoader, get(`${BASE}${query}`), who.jar, who.ip);
const toastOf = async (who: DemoPerson) =>
  (await callRoute(consoleLayoutLoader, get("/lead_admin"), who.jar, who.ip))
    .data?.toast as { kind: string; title: string } | undefined;

async function exportCsv(who: DemoPerson): Promise<Response> {
  const request = get(`${BASE}/export.csv`);
  request.headers.set("Cookie", who.jar.header());
  try {
    return await privacyIncidentsExportLoader({
      request,
      context: routeContext(who.ip),
      params: {},
    } as never);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

async function auditOf(entityId: string | null, action: string) {
  return db
    .select()
    .from(auditLog)
    .where(
      and(
        entityId ? eq(auditLog.entityId, entityId) : undefined,
        eq(auditLog.action, action),
      ),
    )
    .orderBy(desc(auditLog.createdAt));
}
async function incidentCount() {
  return (await db.select({ id: privacyIncidents.id }).from(privacyIncidents))
    .length;
}
async function rowOf(id: string) {
  const [row] = await db
    .select()
    .from(privacyIncidents)
    .where(eq(privacyIncidents.id, id));
  return row!;
}
const idFrom = (location: string | null) => location!.split("/").pop()!;

/** The error the database raised, whichever driver wrapped it. */
async function refusal(work: Promise<unknown>): Promise<string> {
  try {
    await work;
  } catch (error) {
    const messages: string[] = [];
    for (let e: unknown = error; e instanceof Error; e = e.cause)
      messages.push(e.message);
    return messages.join(" | ");
  }
  return "not refused";
}

let recordedId: string;

describe("recording an incident", () => {
  it("refuses bad input with each field's message and writes nothing", async () => {
    const before = await incidentCount();
    const answer = await create(admin, {
      ...good(),
      discoveredOn: day(2),
      personsAffected: "-4",
      seriousRisk: "yes",
      circumstances: "   ",
    });
    expect(answer.status).toBe(400);
    const errors = answer.data!.fieldErrors as Record<string, string>;
    expect(errors.discoveredOn).toMatch(/cannot be in the future/);
    expect(errors.personsAffected).toMatch(/whole number/);
    expect(errors.circumstances).toBe("Describe briefly what happened.");
    expect(errors.noticesPendingReason).toMatch(/both notice dates/);
    expect(
      (answer.data!.values as Record<string, string>).personsAffected,
    ).toBe("-4");
    const early = await create(admin, {
      ...good(),
      commissionNotifiedOn: day(-5),
    });
    expect(early.status).toBe(400);
    expect(
      (early.data!.fieldErrors as Record<string, string>).commissionNotifiedOn,
    ).toMatch(/cannot be before the discovery date/);
    expect(await incidentCount()).toBe(before);
  });

  it("records a good entry with its retention, audited, and opens it", async () => {
    const answer = await create(admin, good());
    expect(answer.status).toBe(302);
    recordedId = idFrom(answer.location);
    expect(answer.location).toBe(`${BASE}/${recordedId}`);
    expect((await toastOf(admin))?.title).toBe("Incident recorded");
    const row = await rowOf(recordedId);
    expect(row.personsAffected).toBe(12);
    expect(row.seriousRisk).toBe(false);
    expect(row.createdByEmail).toBe(STAFF);
    const discovered = new Date(`${good().discoveredOn}T00:00:00Z`);
    discovered.setUTCFullYear(discovered.getUTCFullYear() + 5);
    expect(row.retainUntil).toBe(discovered.toISOString().slice(0, 10));
    const [entry] = await auditOf(recordedId, "privacy_incident.create");
    expect(entry!.entityType).toBe("privacy_incident");
    expect(entry!.actorEmail).toBe(STAFF);
    expect(entry!.summary).toMatch(/12 persons/);
    const page = await entryPage(admin, recordedId);
    expect(page.status).toBe(200);
    const values = (page.data!.entry as { values: Record<string, string> })
      .values;
    expect(values.circumstances).toBe(good().circumstances);
    expect(values.personsAffected).toBe("12");
  });

  it("saves an edit (serious risk, one notice and the reason for the other), audited", async () => {
    const answer = await edit(admin, recordedId, {
      ...good(),
      seriousRisk: "yes",
      commissionNotifiedOn: day(-1),
      noticesPendingReason: "Two addresses are still being confirmed.",
    });
    expect(answer.status).toBe(302);
    expect(answer.location).toBe(`${BASE}/${recordedId}`);
    const row = await rowOf(recordedId);
    expect(row.seriousRisk).toBe(true);
    expect(row.commissionNotifiedOn).toBe(day(-1));
    // The reason in its own column; the assessment exactly as typed.
    expect(row.noticesPendingReason).toBe(
      "Two addresses are still being confirmed.",
    );
    expect(row.riskAssessment).toBe(good().riskAssessment);
    const [entry] = await auditOf(recordedId, "privacy_incident.update");
    expect(entry!.before).toMatchObject({ seriousRisk: false });
    expect(entry!.after).toMatchObject({
      seriousRisk: true,
      commissionNotifiedOn: day(-1),
    });
    const page = await entryPage(admin, recordedId);
    const values = (page.data!.entry as { values: Record<string, string> })
      .values;
    expect(values.noticesPendingReason).toBe(
      "Two addresses are still being confirmed.",
    );
    expect(values.riskAssessment).toBe(good().riskAssessment);
  });

  it("refuses a bad edit and keeps the entry as it was", async () => {
    const before = await rowOf(recordedId);
    const answer = await edit(admin, recordedId, {
      ...good(),
      seriousRisk: "yes",
    });
    expect(answer.status).toBe(400);
    expect(await rowOf(recordedId)).toEqual(before);
  });

  it("an earlier discovery date never shortens the retention", async () => {
    const before = await rowOf(recordedId);
    const answer = await edit(admin, recordedId, {
      ...good(),
      discoveredOn: day(-400),
      seriousRisk: "yes",
      commissionNotifiedOn: day(-1),
      personsNotifiedOn: day(-1),
    });
    expect(answer.status).toBe(302);
    const after = await rowOf(recordedId);
    expect(after.discoveredOn).toBe(day(-400));
    expect(after.retainUntil).toBe(before.retainUntil);
  });

  it("answers 404 for an entry that does not exist", async () => {
    const missing = "00000000-0000-4000-8000-000000000000";
    expect((await entryPage(admin, missing)).status).toBe(404);
    expect((await edit(admin, missing, good())).status).toBe(404);
    expect((await entryPage(admin, "not-a-uuid")).status).toBe(404);
  });
});

describe("the list", () => {
  it("shows the newest discovery first, 25 a page", async () => {
    for (let i = 0; i < 26; i += 1)
      expect(
        (
          await create(admin, {
            ...good(),
            discoveredOn: day(-30 - i),
            personsAffected: String(i),
          })
        ).status,
      ).toBe(302);
    const first = await listPage(admin);
    expect(first.status).toBe(200);
    const rows = first.data!.rows as { discoveredOn: string; id: string }[];
    expect(rows).toHaveLength(25);
    const days = rows.map((row) => row.discoveredOn);
    expect(days).toEqual([...days].sort().reverse());
    // The first entry's discovery was moved 400 days back: it is the oldest, on page 2.
    expect(rows[0]!.discoveredOn).toBe(day(-30));
    const second = await listPage(admin, "?page=2");
    expect(second.data!.page).toBe(2);
    expect(second.data!.total).toBe(27);
    const rest = second.data!.rows as { id: string }[];
    expect(rest.map((row) => row.id).at(-1)).toBe(recordedId);
    expect(rest).toHaveLength(2);
  });
});

describe("the CSV export", () => {
  it("holds every field of every entry, formula-safe, and is audited", async () => {
    const response = await exportCsv(admin);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe(
      "text/csv; charset=utf-8",
    );
    expect(response.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="privacy-incidents-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const [header, ...records] = parseCsv(await response.text());
    expect(header).toEqual([...INCIDENTS_CSV_HEADER]);
    expect(records).toHaveLength(await incidentCount());
    const record = Object.fromEntries(
      header!.map((name, i) => [
        name,
        records.find((r) => r[0] === recordedId)![i],
      ]),
    );
    const row = await rowOf(recordedId);
    expect(record).toEqual({
      id: recordedId,
      "personal information concerned": `'${good().personalInformation}`,
      circumstances: good().circumstances,
      "when it happened": "between 3 and 5 November",
      "discovered on": day(-400),
      "persons concerned": "12",
      "risk assessment": good().riskAssessment,
      "risk of serious injury": "yes",
      // The last edit sent both notices and gave no reason.
      "notices not sent yet, because": "",
      "commission notified on": day(-1),
      "persons notified on": day(-1),
      "public notice": "",
      "measures taken": `'${good().measures}`,
      "retain until": row.retainUntil,
      "recorded by": STAFF,
      "recorded at": row.createdAt.toISOString(),
      "updated at": row.updatedAt.toISOString(),
    });
    const [entry] = await auditOf(null, "privacy_incident.export");
    expect(entry!.actorEmail).toBe(STAFF);
    expect(entry!.details).toMatchObject({ rows: records.length });
  });
});

describe("who may", () => {
  it("an editor and a portal user get 404 from every page and change nothing", async () => {
    const before = await rowOf(recordedId);
    const count = await incidentCount();
    for (const who of [editor, client]) {
      const answers = [
        await listPage(who),
        await callRoute(
          privacyIncidentsNewLoader,
          get(`${BASE}/new`),
          who.jar,
          who.ip,
        ),
        await create(who, good()),
        await entryPage(who, recordedId),
        await edit(who, recordedId, { ...good(), personsAffected: "999" }),
        { status: (await exportCsv(who)).status, data: null },
      ];
      for (const answer of answers) {
        expect(answer.status).toBe(404);
        expect(answer.data).toBeNull();
      }
    }
    expect(await incidentCount()).toBe(count);
    expect(await rowOf(recordedId)).toEqual(before);
  });

  it("a signed-out visitor is sent to the staff sign-in", async () => {
    const { CookieJar } = await import("../support/account-session");
    const answer = await callRoute(
      privacyIncidentsLoader,
      get(BASE),
      new CookieJar(),
    );
    expect(answer.status).toBe(302);
    expect(answer.location).toMatch(/^\/admin\/auth/);
  });
});

describe("the database keeps each entry until its retention ends", () => {
  it("refuses deleting an entry before retain_until", async () => {
    const message = await refusal(
      db.delete(privacyIncidents).where(eq(privacyIncidents.id, recordedId)),
    );
    expect(message).toMatch(/is kept until/);
    expect((await rowOf(recordedId)).id).toBe(recordedId);
  });

  it("refuses shortening retain_until, and accepts lengthening it", async () => {
    const before = await rowOf(recordedId);
    const message = await refusal(
      db
        .update(privacyIncidents)
        .set({ retainUntil: day(1) })
        .where(eq(privacyIncidents.id, recordedId)),
    );
    expect(message).toMatch(/cannot be kept for less time/);
    expect((await rowOf(recordedId)).retainUntil).toBe(before.retainUntil);
    const later = `${Number(before.retainUntil.slice(0, 4)) + 1}${before.retainUntil.slice(4)}`;
    await db
      .update(privacyIncidents)
      .set({ retainUntil: later })
      .where(eq(privacyIncidents.id, recordedId));
    expect((await rowOf(recordedId)).retainUntil).toBe(later);
  });

  it("lets an entry whose retention has ended be deleted (positive control)", async () => {
    const [old] = await db
      .insert(privacyIncidents)
      .values({
        personalInformation: "Names",
        circumstances: "An old incident",
        occurredOn: "2019",
        discoveredOn: "2019-01-10",
        personsAffected: 1,
        riskAssessment: "Low",
        measures: "None needed",
        retainUntil: day(-1),
        createdByEmail: STAFF,
      })
      .returning({ id: privacyIncidents.id });
    await db.delete(privacyIncidents).where(eq(privacyIncidents.id, old!.id));
    const left = await db
      .select()
      .from(privacyIncidents)
      .where(eq(privacyIncidents.id, old!.id));
    expect(left).toEqual([]);
  });
});
