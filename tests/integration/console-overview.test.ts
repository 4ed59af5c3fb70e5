import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authAction } from "~/server/auth/auth.handler.server";
import { staffSignInAction } from "~/server/auth/staff-sign-in.handler.server";
import { DEMO_PASSWORD } from "~/server/sample-data/sample-accounts.server";
import { clients, leads, supportTickets } from "~/server/db/schema.server";
import type { AppServices } from "~/server/services.server";
import { overviewTabLoader } from "~/server/console/overview-tab.handler.server";
import { unsafeOverview } from "~/server/console/unsafe-overview.server";
import type { OverviewData } from "~/domain/console/overview";
import {
  CookieJar,
  callRoute,
  expectRedirect,
  get,
  post,
} from "../support/account-session";
import { startTestServices } from "../support/app-services";
import { readerScope } from "../support/console-people";

/**
 * The Overview tab's numbers on PGlite and PostgreSQL, for a known data set:
 * weeks cut at Monday 00:00 UTC, empty weeks 0, spam left out, the funnel cumulative,
 * open tickets bucketed by age. The window is placed in 2031 so only this file's rows fall
 * in it; ticket ages are compared with a baseline read first.
 */
let stop: () => Promise<void>;
let services: AppServices;
let meridianId: string;
const NOW = new Date("2031-03-12T10:00:00Z"); // a Wednesday
const HOUR = 3600_000;
const DAY = 24 * HOUR;

beforeAll(async () => {
  const started = await startTestServices();
  services = started.services;
  stop = started.stop;
  const all = await services.database.db
    .select({ id: clients.id, name: clients.name })
    .from(clients);
  meridianId = all.find((c) => c.name === "Meridian Revenue Authority")!.id;
}, 120_000);
afterAll(async () => stop?.());

const db = () => services.database.db;

function lead(source: string, at: string, status = "new", isSpam = false) {
  return {
    source,
    sourceId: randomUUID(),
    fullName: `Overview ${source}`,
    email: `${source}@overview.example.org`,
    status,
    isSpam,
    createdAt: new Date(at),
  };
}
function ticket(ageMs: number, status = "open") {
  return {
    clientId: meridianId,
    title: "Overview ticket",
    description: "Counted by age.",
    status,
    createdAt: new Date(NOW.getTime() - ageMs),
  };
}
const byKey = (data: OverviewData, key: string) =>
  data.ticketAges.find((row) => row.key === key)!.count;
const funnelOf = (data: OverviewData) =>
  Object.fromEntries(data.funnel.map((s) => [s.status, s.count]));

describe("the numbers", () => {
  it("counts leads per UTC week by source, spam excluded, with empty weeks 0; the funnel and ticket ages", async () => {
    const baseline = await unsafeOverview(readerScope(db()), NOW);
    expect(baseline.weeks.every((w) => w.total === 0)).toBe(true);
    await db()
      .insert(leads)
      .values([
        lead("blueprint", "2031-03-10T00:00:00Z", "new"), // first instant of the current week
        lead("contact", "2031-03-09T23:59:59Z", "contacted"), // last instant of the week before
        lead("contact", "2031-03-11T12:00:00Z", "converted", true), // spam: nowhere
        lead("get_started", "2030-12-23T00:00:00Z", "qualified"), // first week of the window
        lead("job_application", "2030-12-22T23:59:59Z", "converted"), // just before the window
        lead("chat", "2031-01-15T08:00:00Z", "converted"),
        lead("chat", "2031-01-18T23:00:00Z", "new"),
      ]);
    await db()
      .insert(supportTickets)
      .values([
        ticket(HOUR),
        ticket(DAY), // exactly one day: 1–3 days
        ticket(2 * DAY, "in_progress"),
        ticket(5 * DAY),
        ticket(10 * DAY),
        ticket(40 * DAY),
        ticket(HOUR, "resolved"), // not open
        ticket(2 * DAY, "closed"),
      ]);
    const data = await unsafeOverview(readerScope(db()), NOW);

    expect(data.weeks).toHaveLength(12);
    expect(data.weeks[0]).toMatchObject({
      week: "2030-12-23",
      label: "Dec 23",
      get_started: 1,
      total: 1,
    });
    expect(data.weeks[11]).toMatchObject({
      week: "2031-03-10",
      label: "Mar 10",
      blueprint: 1,
      contact: 0,
      total: 1,
    });
    expect(data.weeks[10]).toMatchObject({
      week: "2031-03-03",
      contact: 1,
      total: 1,
    });
    expect(data.weeks.find((w) => w.week === "2031-01-13")).toMatchObject({
      chat: 2,
      total: 2,
    });
    expect(data.weeks.reduce((sum, w) => sum + w.total, 0)).toBe(5);
    expect(data.weeks.filter((w) => w.total === 0)).toHaveLength(8);

    // The funnel covers the same window: new 2, contacted 1, qualified 1, converted 1 (the
    // job application before the window and the spam lead are left out).
    expect(funnelOf(baseline)).toEqual({
      new: 0,
      contacted: 0,
      qualified: 0,
      converted: 0,
    });
    expect(funnelOf(data)).toEqual({
      new: 5,
      contacted: 3,
      qualified: 2,
      converted: 1,
    });

    expect(byKey(data, "under_1d") - byKey(baseline, "under_1d")).toBe(1);
    expect(byKey(data, "1_3d") - byKey(baseline, "1_3d")).toBe(2);
    expect(byKey(data, "3_7d") - byKey(baseline, "3_7d")).toBe(1);
    expect(byKey(data, "1_4w") - byKey(baseline, "1_4w")).toBe(1);
    expect(byKey(data, "over_4w") - byKey(baseline, "over_4w")).toBe(1);
  });
});

describe("the tab", () => {
  it("answers an admin with 12 weeks, funnel and ages, never stored", async () => {
    const jar = new CookieJar();
    expectRedirect(
      await callRoute(
        staffSignInAction,
        post("/admin/auth", {
          email: "staff.admin@example.org",
          password: DEMO_PASSWORD,
        }),
        jar,
      ),
      "/lead_admin",
    );
    const answer = await callRoute(
      overviewTabLoader,
      get("/lead_admin/overview"),
      jar,
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Cache-Control")).toBe("no-store");
    expect(answer.data!.weeks).toHaveLength(12);
    expect(answer.data!.funnel).toHaveLength(4);
    expect(answer.data!.ticketAges).toHaveLength(5);
  });

  it("signed out: the staff sign-in; a client_admin and a client_user: 404", async () => {
    expectRedirect(
      await callRoute(
        overviewTabLoader,
        get("/lead_admin/overview"),
        new CookieJar(),
      ),
      "/admin/auth",
    );
    for (const email of [
      "amira.haddad@example.org",
      "tomas.lindqvist@example.org",
    ]) {
      const jar = new CookieJar();
      expectRedirect(
        await callRoute(
          authAction,
          post("/auth", { intent: "signin", email, password: DEMO_PASSWORD }),
          jar,
        ),
        "/dashboard",
      );
      const answer = await callRoute(
        overviewTabLoader,
        get("/lead_admin/overview"),
        jar,
      );
      expect(answer.status).toBe(404);
      expect(answer.data).toBeNull();
    }
  });
});
