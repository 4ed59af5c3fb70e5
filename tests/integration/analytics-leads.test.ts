import { EventEmitter } from "node:events";
import type { IncomingMessage, ServerResponse } from "node:http";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action as contactAction } from "~/routes/marketing/contact";
import { action as getStartedAction } from "~/routes/forms/get-started";
import { action as funnelBeaconAction } from "~/routes/analytics/funnel-beacon";
import {
  analyticsEvents,
  analyticsSessions,
  contactRequests,
} from "~/server/db/schema.server";
import { rowsOf } from "~/server/db/sql-rows.server";
import type { Database } from "~/server/db/client.server";
import { issueFormToken } from "~/server/security/form-token.server";
import {
  callAction,
  formRequest,
  requestContext,
  startTestServices,
} from "../support/app-services";

/**
 * The analytics beside the lead forms, on both databases: a lead gets its visit's landing page,
 * source and campaign as values; the dashboard gets one conversion that names the form and
 * never the lead; the get-started steps are counted with and without JavaScript; and the
 * analytics tables cannot hold a lead's identity (their columns are fixed here).
 */
let harness: Awaited<ReturnType<typeof startTestServices>>;
const db = (): Database => harness.services.database.db;

beforeAll(async () => {
  harness = await startTestServices({ FORM_MIN_FILL_MS: "3000" });
  // The demo seed's invented visits would be counted with this file's.
  await db().delete(analyticsSessions);
}, 120_000);
afterAll(async () => harness?.stop());

let visitorCounter = 0;
function newVisitor() {
  const n = ++visitorCounter;
  return {
    ip: `203.0.113.${n}`,
    userAgent: `Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.${n} Safari/605.1.15`,
  };
}
type TestVisitor = ReturnType<typeof newVisitor>;

/** A page view as the HTTP layer reports it: the request, then its sent 200 HTML answer. */
function pageView(visitor: TestVisitor, url: string, referer?: string) {
  const res = Object.assign(new EventEmitter(), {
    statusCode: 200,
    getHeader: () => "text/html; charset=utf-8",
  });
  const req = {
    method: "GET",
    url,
    headers: {
      host: "localhost",
      "user-agent": visitor.userAgent,
      "sec-fetch-dest": "document",
      ...(referer ? { referer } : {}),
    },
  };
  harness.services.analytics.observe(
    req as unknown as IncomingMessage,
    res as unknown as ServerResponse,
    () => visitor.ip,
  );
  res.emit("finish");
}

function asVisitor(request: Request, visitor: TestVisitor) {
  request.headers.set("user-agent", visitor.userAgent);
  return request;
}

const humanToken = (form: "contact" | "get_started") =>
  issueFormToken(harness.services.env.authSecret, form, Date.now() - 10_000);

const contactFields = (email: string) => ({
  firstName: "Ines",
  lastName: "Moreau",
  email,
  company: "Ministry of Digital Affairs",
  interest: "healthcare",
  message: "We are planning a sovereign AI platform for 14 agencies.",
  _page: "/contact",
  _formToken: humanToken("contact"),
});

async function eventsOf(kind: string) {
  await harness.services.analytics.flush();
  return db()
    .select({
      label: analyticsEvents.label,
      path: analyticsEvents.path,
      campaign: analyticsSessions.utmCampaign,
      landing: analyticsSessions.landingPage,
    })
    .from(analyticsEvents)
    .innerJoin(
      analyticsSessions,
      eq(analyticsSessions.id, analyticsEvents.sessionId),
    )
    .where(eq(analyticsEvents.kind, kind));
}

describe("a lead and the visit that sent it", () => {
  it("the lead row gets the visit's landing page, source and campaign; the dashboard one conversion", async () => {
    const visitor = newVisitor();
    pageView(
      visitor,
      "/insights/sovereign-cloud?utm_source=newsletter&utm_medium=email&utm_campaign=winter-briefing",
      "https://mail.example.net/",
    );
    pageView(visitor, "/contact", "http://localhost/insights/sovereign-cloud");
    const email = "ines.moreau@digital.example";
    const { status } = await callAction(
      contactAction,
      asVisitor(formRequest("/contact", contactFields(email)), visitor),
      visitor.ip,
    );
    expect(status).toBe(200);
    const [lead] = await db()
      .select()
      .from(contactRequests)
      .where(eq(contactRequests.email, email));
    expect(lead).toMatchObject({
      landingPage: "/insights/sovereign-cloud",
      trafficSource: "newsletter",
      utmSource: "newsletter",
      utmMedium: "email",
      utmCampaign: "winter-briefing",
      pagePath: "/contact",
    });
    expect(await eventsOf("conversion")).toContainEqual({
      label: "contact",
      path: "/contact",
      campaign: "winter-briefing",
      landing: "/insights/sovereign-cloud",
    });
    // Nothing in the analytics tables names the lead.
    const dump = await rowsOf<{ row: string }>(
      db(),
      sql`select row_to_json(t)::text as row from (select * from analytics_sessions s join analytics_events e on e.session_id = s.id) t`,
    );
    for (const { row } of dump) {
      expect(row).not.toContain(lead!.id);
      expect(row).not.toContain(email);
    }
  });

  it("a form's own UTM is kept when the visit had no campaign; a resend makes no second conversion", async () => {
    const visitor = newVisitor();
    pageView(visitor, "/contact", "https://www.google.com/");
    const email = "direct.visit@agency.example";
    const fields = {
      ...contactFields(email),
      utm_source: "partner-site",
      utm_campaign: "summit",
    };
    for (let i = 0; i < 2; i++)
      await callAction(
        contactAction,
        asVisitor(formRequest("/contact", fields), visitor),
        visitor.ip,
      );
    const [lead] = await db()
      .select()
      .from(contactRequests)
      .where(eq(contactRequests.email, email));
    expect(lead).toMatchObject({
      landingPage: "/contact",
      trafficSource: "google.com",
      utmSource: "partner-site",
      utmCampaign: "summit",
    });
    const conversions = (await eventsOf("conversion")).filter(
      (event) => event.landing === "/contact",
    );
    expect(conversions).toHaveLength(1);
  });

  it("spam, programs and signed-in staff make no conversion and get no attribution", async () => {
    const before = (await eventsOf("conversion")).length;
    const visitor = newVisitor();
    pageView(visitor, "/contact");
    // The honeypot filled: stored as spam, not counted.
    await callAction(
      contactAction,
      asVisitor(
        formRequest("/contact", {
          ...contactFields("bot.filled@spam.example"),
          website: "http://spam.example",
        }),
        visitor,
      ),
      visitor.ip,
    );
    // A program's post (no browser user agent).
    await callAction(
      contactAction,
      formRequest("/contact", contactFields("script@agency.example")),
      "203.0.113.250",
    );
    // Staff, signed in, trying the form.
    const staffRequest = asVisitor(
      formRequest("/contact", contactFields("staff.test@kestrel.example")),
      visitor,
    );
    staffRequest.headers.set("cookie", "kestrel.session_token=abc");
    await callAction(contactAction, staffRequest, visitor.ip);
    expect(await eventsOf("conversion")).toHaveLength(before);
    const [staffLead] = await db()
      .select({ landing: contactRequests.landingPage })
      .from(contactRequests)
      .where(eq(contactRequests.email, "staff.test@kestrel.example"));
    expect(staffLead).toEqual({ landing: null });
  });
});

describe("the get-started funnel", () => {
  it("a step reached without JavaScript (Next) and with it (the beacon) is one funnel event each", async () => {
    const visitor = newVisitor();
    pageView(visitor, "/get-started");
    const next = await callAction(
      getStartedAction,
      asVisitor(
        formRequest("/get-started?intent=next", {
          step: "1",
          firstName: "Kofi",
          lastName: "Mensah",
          email: "kofi@finance.example",
          company: "Ministry of Finance",
          companySize: "201-1000",
        }),
        visitor,
      ),
      visitor.ip,
    );
    expect(next.data.step).toBe(2);
    const beacon = asVisitor(
      formRequest("/api/analytics/funnel", {
        step: "3",
        page: "/fr/get-started",
      }),
      visitor,
    );
    const answer = (await funnelBeaconAction({
      request: beacon,
      context: await requestContext(beacon, visitor.ip),
      params: {},
    } as never)) as Response;
    expect(answer.status).toBe(204);
    const steps = (await eventsOf("funnel_step")).filter(
      (event) => event.landing === "/get-started",
    );
    expect(steps.map((event) => [event.label, event.path]).sort()).toEqual([
      ["step-2", "/get-started"],
      ["step-3", "/fr/get-started"],
    ]);
  });

  it("the beacon refuses what is not a step of that form", async () => {
    const visitor = newVisitor();
    for (const fields of [
      { step: "1", page: "/get-started" },
      { step: "9", page: "/get-started" },
      { step: "2", page: "/contact" },
      { step: "two", page: "/get-started" },
      {},
    ]) {
      const request = asVisitor(
        formRequest("/api/analytics/funnel", fields),
        visitor,
      );
      const answer = (await funnelBeaconAction({
        request,
        context: await requestContext(request, visitor.ip),
        params: {},
      } as never)) as Response;
      expect(answer.status, JSON.stringify(fields)).toBe(400);
    }
  });
});

describe("the analytics tables' columns", () => {
  it("hold no lead, person, address or user agent, and point at no lead table", async () => {
    const columns = await rowsOf<{
      table_name: string;
      column_name: string;
    }>(
      db(),
      sql`select table_name, column_name from information_schema.columns where table_schema = 'public' and table_name like 'analytics%' order by table_name, ordinal_position`,
    );
    const byTable: Record<string, string[]> = {};
    for (const { table_name, column_name } of columns)
      (byTable[table_name] ??= []).push(column_name);
    // A new column here is a privacy decision: docs/analytics.md says what each one is for.
    expect(byTable).toEqual({
      analytics_daily: [
        "day",
        "dimension",
        "key",
        "visitors",
        "sessions",
        "page_views",
        "conversions",
      ],
      analytics_events: [
        "id",
        "session_id",
        "kind",
        "occurred_at",
        "path",
        "locale",
        "label",
      ],
      analytics_salts: ["day", "salt", "created_at"],
      analytics_sessions: [
        "id",
        "visitor_key",
        "started_at",
        "last_seen_at",
        "landing_page",
        "locale",
        "source",
        "referrer_host",
        "utm_source",
        "utm_medium",
        "utm_campaign",
        "utm_term",
        "utm_content",
        "browser",
        "os",
        "device",
      ],
    });
    const references = await rowsOf<{ target: string }>(
      db(),
      sql`select ccu.table_name as target from information_schema.table_constraints tc join information_schema.constraint_column_usage ccu on ccu.constraint_name = tc.constraint_name where tc.constraint_type = 'FOREIGN KEY' and tc.table_name like 'analytics%'`,
    );
    expect(references.map((row) => row.target)).toEqual(["analytics_sessions"]);
  });
});
