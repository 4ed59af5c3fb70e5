import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  consoleHomeOf,
  isAdminOnlyPath,
  isEditorSection,
} from "~/domain/console-sections";
import type { Database } from "~/server/db/client.server";
import {
  bookingHosts,
  chatAttachments,
  clients,
  demoClients,
  contactRequests,
  documents,
  insights,
  publicProjects,
  leads,
  newsletterSubscribers,
  chatCuratedAnswers,
  privacyIncidents,
  privacyRequests,
  webhookEndpoints,
} from "~/server/db/schema.server";
import {
  CookieJar,
  callRoute,
  get,
  post,
  type RouteAnswer,
} from "../support/account-session";
import { startTestServices } from "../support/app-services";
import {
  EDITOR,
  MERIDIAN_ADMIN,
  MERIDIAN_USER,
  NO_CLIENT,
  STAFF,
  insertTicket,
  signInDemo,
  type DemoPerson,
} from "../support/console-people";
import {
  CONSOLE_DIR,
  consoleRouteFiles,
  consoleRoutes,
  loadRouteModule,
  urlOf,
  type ConsoleRoute,
  type RouteModule,
} from "../support/console-routes";

/**
 * The console's access matrix, on PGlite and PostgreSQL. For EVERY route module
 * the route table registers under app/routes/console/ — loaders and actions, found from
 * app/routes.ts so a new route cannot escape — signed out goes to the staff sign-in with no
 * data; a client_admin, a client_user and an account without a client get 404 and change
 * nothing; the admin gets the page (the positive control), across every client. An editor
 * (docs/decisions/051-content-studio.md) is admitted like the admin to the console's frame, to
 * every route of the content studio, the newsletter's, the assistant's, the analytics' and site search's — decided by the URL's section, so
 * such a route is covered the moment it is registered — is sent from /lead_admin to the
 * studio, and gets 404 and changes nothing everywhere else.
 */

let db: Database;
let stop: () => Promise<void>;
let staff: DemoPerson;
let editor: DemoPerson;
let refused: [string, DemoPerson][];
/** A real id for every parameter a console URL can carry. */
let ids: Record<string, string>;
let routes: (ConsoleRoute & { module: RouteModule })[];

// The tables a console write could touch; their whole contents are fingerprinted.
const WATCHED_TABLES = [
  "user",
  // Booking: a host's feed link and busy calendar, and the busy time read from it.
  "booking_hosts",
  "booking_busy_times",
  // Privacy: the confidentiality incident register.
  "privacy_incidents",
  "privacy_requests",
  // Privacy: the legal holds admins place and release on the retention page.
  "privacy_legal_holds",
  // Integrations: the endpoints, their secrets and deliveries.
  "webhook_endpoints",
  "webhook_endpoint_secrets",
  "webhook_deliveries",
  "profiles",
  "clients",
  "projects",
  "project_updates",
  "documents",
  "client_invitations",
  "support_tickets",
  "ticket_messages",
  "leads",
  "lead_notes",
  "blueprint_leads",
  "contact_requests",
  "get_started_requests",
  "job_applications",
  "audit_log",
  "outbox",
  "chat_conversations",
  "chat_messages",
  "chat_attachments",
  "demo_clients",
  "demo_contacts",
  "demo_projects",
  "demo_invoices",
  // The content studio's.
  "insights",
  "insight_capabilities",
  "public_projects",
  "project_capabilities",
  "content_drafts",
  "content_revisions",
  "content_slug_redirects",
  // The studio's media library (its files are stored_files rows).
  "media_assets",
  "media_variants",
  "stored_files",
  // What the studio files content under, and the rows an unchecked deletion would change.
  "sectors",
  "capabilities",
  "content_types",
  "taxonomy_slug_redirects",
  "public_projects",
  "project_capabilities",
  // The newsletter's subscribers, their consent record, deliveries and blocked domains.
  "newsletter_subscribers",
  "newsletter_subscriber_topics",
  "newsletter_consent_events",
  "newsletter_deliveries",
  "newsletter_blocked_domains",
  // What the chat assistant knows (decision 057).
  "chat_curated_answers",
  // Booking a consultation: the meetings (decision 070).
  "bookings",
];

beforeAll(async () => {
  const started = await startTestServices();
  stop = started.stop;
  db = started.services.database.db;
  staff = await signInDemo(STAFF);
  editor = await signInDemo(EDITOR);
  refused = [
    ["client_admin", await signInDemo(MERIDIAN_ADMIN)],
    ["client_user", await signInDemo(MERIDIAN_USER)],
    ["account without a client", await signInDemo(NO_CLIENT)],
  ];
  const [meridian] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(eq(clients.name, "Meridian Revenue Authority"));
  const ticketId = await insertTicket(db, {
    clientId: meridian!.id,
    title: "Matrix ticket",
  });
  const [request] = await db
    .insert(contactRequests)
    .values({
      firstName: "Matrix",
      lastName: "Lead",
      email: "matrix.lead@example.org",
      company: "Matrix Holdings",
      interest: "Data platform",
      message: "Please call us about a data platform.",
    })
    .returning({ id: contactRequests.id });
  const [lead] = await db
    .select({ id: leads.id })
    .from(leads)
    .where(eq(leads.sourceId, request!.id));
  const [document] = await db
    .select({ id: documents.id })
    .from(documents)
    .where(eq(documents.clientId, meridian!.id))
    .limit(1);
  const [application] = await db
    .select({ id: leads.id })
    .from(leads)
    .where(eq(leads.source, "job_application"))
    .limit(1);
  // A demo conversation's file (the seed's anonymous visitor sent a PDF): its conversation
  // and attachment are the Conversations tab's parameters.
  const [chatFile] = await db
    .select({
      id: chatAttachments.id,
      conversationId: chatAttachments.conversationId,
    })
    .from(chatAttachments)
    .limit(1);
  // The demo dashboard's content: the demo with invoices, so every section has rows.
  const [demo] = await db
    .select({ id: demoClients.id })
    .from(demoClients)
    .where(eq(demoClients.key, "northgate-revenue"));
  const [insight] = await db
    .select({ id: insights.id })
    .from(insights)
    .where(eq(insights.isPublished, true))
    .limit(1);
  const [caseStudy] = await db
    .select({ id: publicProjects.id })
    .from(publicProjects)
    .where(eq(publicProjects.published, true))
    .limit(1);
  // A confirmed demo subscriber: the manual unsubscribe's page.
  const [subscriber] = await db
    .select({ id: newsletterSubscribers.id })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.status, "confirmed"))
    .limit(1);
  // A demo curated answer: the assistant knowledge's edit page.
  const [curated] = await db
    .select({ id: chatCuratedAnswers.id })
    .from(chatCuratedAnswers)
    .limit(1);
  // A booking host: their calendars page (feed link, busy calendar).
  const [bookingHost] = await db
    .insert(bookingHosts)
    .values({
      displayName: "Matrix Host",
      email: "matrix.host@example.test",
      zone: "America/Toronto",
    })
    .returning({ id: bookingHosts.id });
  // A confidentiality incident: its register entry's page.
  const [incident] = await db
    .insert(privacyIncidents)
    .values({
      personalInformation: "Matrix names",
      circumstances: "Matrix probe",
      occurredOn: "unknown",
      discoveredOn: "2026-01-05",
      personsAffected: 1,
      riskAssessment: "Low",
      measures: "None",
      retainUntil: "2031-01-05",
      createdByEmail: "matrix@example.test",
    })
    .returning({ id: privacyIncidents.id });
  // A person's privacy request, received: its page in the queue (start, extend, answer, export).
  const [privacyRequest] = await db
    .insert(privacyRequests)
    .values({
      kind: "complaint",
      email: "matrix.person@example.test",
      details: "Matrix probe",
      status: "verified",
      receivedAt: new Date(),
      dueAt: new Date(Date.now() + 30 * 86_400_000),
    })
    .returning({ id: privacyRequests.id });
  // An integration endpoint, turned off so the delivery worker never sends to it: its page.
  const [endpoint] = await db
    .insert(webhookEndpoints)
    .values({
      kind: "webhook",
      urlEncrypted: started.services.integrations.box.seal(
        "https://matrix.example.test/hook",
      ),
      urlDisplay: "https://matrix.example.test/hook",
      eventTypes: ["lead.created"],
      disabledAt: new Date(),
      disabledReason: "manual",
    })
    .returning({ id: webhookEndpoints.id });
  ids = {
    endpointId: endpoint!.id,
    incidentId: incident!.id,
    requestId: privacyRequest!.id,
    hostId: bookingHost!.id,
    answerId: curated!.id,
    subscriberId: subscriber!.id,
    insightId: insight!.id,
    caseStudyId: caseStudy!.id,
    demoClientId: demo!.id,
    jobApplicationLeadId: application!.id,
    conversationId: chatFile!.conversationId!,
    attachmentId: chatFile!.id,
    clientId: meridian!.id,
    ticketId,
    leadId: lead!.id,
    documentId: document!.id,
  };
  routes = await Promise.all(
    consoleRoutes().map(async (route) => ({
      ...route,
      module: await loadRouteModule(route.file),
    })),
  );
}, 180_000);
afterAll(async () => stop?.());

async function fingerprint(): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of WATCHED_TABLES) {
    const result = (await db.execute(
      sql.raw(
        `select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h from "${table}" t`,
      ),
    )) as unknown as { rows?: { h: string }[] } | { h: string }[];
    const rows = Array.isArray(result) ? result : (result.rows ?? []);
    out[table] = rows[0]!.h;
  }
  return out;
}

// A route whose positive control needs a particular kind of row: the résumé route answers
// only for a job application's lead (any other lead is a 404 even for staff).
const idsByRoute: Record<string, () => Record<string, string | undefined>> = {
  "routes/console/lead-resume.ts": () => ({ leadId: ids.jobApplicationLeadId }),
};

function paramsOf(route: ConsoleRoute): Record<string, string> {
  const params: Record<string, string> = {};
  const overrides = idsByRoute[route.file]?.() ?? {};
  for (const name of route.params) {
    const id = overrides[name] ?? ids[name];
    if (!id)
      throw new Error(
        `${route.file}: no id for :${name} — add one to the matrix's ids (tests/integration/console-access-matrix.test.ts)`,
      );
    params[name] = id;
  }
  return params;
}

const callLoader = (
  route: ConsoleRoute & { module: RouteModule },
  jar: CookieJar,
  ip?: string,
) =>
  callRoute(
    route.module.loader!,
    get(urlOf(route, paramsOf(route))),
    jar,
    ip,
    paramsOf(route),
  );

/** Whatever a form of the page might post: the guard must answer before any of it is read. */
const PROBE = (route: ConsoleRoute): Record<string, string> => ({
  intent: "update",
  ...paramsOf(route),
  id: ids.clientId!,
  role: "admin",
  status: "closed",
  body: "matrix probe",
  name: "Matrix probe",
});

const callAction = (
  route: ConsoleRoute & { module: RouteModule },
  jar: CookieJar,
  ip?: string,
) =>
  callRoute(
    route.module.action!,
    post(urlOf(route, paramsOf(route)), PROBE(route)),
    jar,
    ip,
    paramsOf(route),
  );

const describeAnswer = (route: ConsoleRoute, answer: RouteAnswer) =>
  `${route.file}: ${answer.status} ${JSON.stringify({ location: answer.location, data: answer.data })}`.slice(
    0,
    500,
  );

describe("the route table is the matrix's list", () => {
  it("finds the console's layout, every tab and the pages under them, and every file in app/routes/console/", () => {
    const files = routes.map((route) => route.file);
    for (const known of [
      "routes/console/console-layout.tsx",
      "routes/console/users-tab.tsx",
      "routes/console/support-tab.tsx",
      "routes/console/ticket-page.tsx",
      "routes/console/audit-tab.tsx",
      "routes/console/conversations-tab.tsx",
      "routes/console/conversation-page.tsx",
      "routes/console/conversation-file.ts",
      "routes/console/sales-demo-tab.tsx",
      "routes/console/sales-demo-editor.tsx",
      // The content studio's pages are under /lead_admin too.
      "routes/studio/media-library.tsx",
      "routes/studio/taxonomy.tsx",
      // The newsletter's pages and export (admins and editors).
      "routes/console/newsletter-tab.tsx",
      "routes/console/newsletter-subscriber.tsx",
      "routes/console/newsletter-domains.tsx",
      "routes/console/newsletter-export.ts",
      // Bookings (admins): the meetings, the hosts, one host's hours.
      "routes/booking/bookings-tab.tsx",
      "routes/booking/booking-hosts.tsx",
      "routes/booking/booking-host.tsx",
      // The assistant's knowledge (admins and editors).
      "routes/console/assistant-knowledge.tsx",
      "routes/console/curated-answer-new.tsx",
      "routes/console/curated-answer-page.tsx",
      "routes/console/unanswered-questions.tsx",
      // The audience analytics and their CSV (admins and editors).
      "routes/analytics/analytics-tab.tsx",
      "routes/analytics/analytics-export.ts",
      // Integrations (admins): the endpoints, a new one, one endpoint's page.
      "routes/integrations/integrations-list.tsx",
      "routes/integrations/integrations-new.tsx",
      "routes/integrations/integrations-endpoint.tsx",
    ])
      expect(files).toContain(known);
    // A route module on disk that the table does not register would be untested here.
    expect(
      [...new Set(files)].filter((file) => file.startsWith(CONSOLE_DIR)).sort(),
    ).toEqual(consoleRouteFiles());
    expect(
      routes.find((route) => route.file.endsWith("ticket-page.tsx"))!.pattern,
    ).toBe("/lead_admin/support/:ticketId");
    for (const route of routes) {
      expect(route.pattern, route.file).toMatch(/^\/lead_admin(\/|$)/);
      expect(typeof route.module.loader, route.file).toBe("function");
    }
  });
});

describe("every console loader and action", () => {
  it("signed out: the staff sign-in, no data", async () => {
    for (const route of routes) {
      const answers = [await callLoader(route, new CookieJar())];
      if (route.module.action)
        answers.push(await callAction(route, new CookieJar()));
      for (const answer of answers) {
        expect(answer.status, describeAnswer(route, answer)).toBe(302);
        expect(answer.location ?? "", describeAnswer(route, answer)).toMatch(
          /^\/admin\/auth(\?|$)/,
        );
        expect(answer.data).toBeNull();
      }
    }
  });

  it("a client_admin, a client_user and an account without a client: 404, no data, nothing changed", async () => {
    const before = await fingerprint();
    for (const [label, who] of refused)
      for (const route of routes) {
        const answers = [await callLoader(route, who.jar, who.ip)];
        if (route.module.action)
          answers.push(await callAction(route, who.jar, who.ip));
        for (const answer of answers) {
          expect(
            answer.status,
            `${label} ${describeAnswer(route, answer)}`,
          ).toBe(404);
          expect(answer.data).toBeNull();
        }
      }
    expect(await fingerprint()).toEqual(before);
  });

  it("positive control: the admin gets every page (200, no-store), and every action answers without the guard's refusal", async () => {
    for (const route of routes) {
      const page = await callLoader(route, staff.jar, staff.ip);
      expect(page.status, describeAnswer(route, page)).toBe(200);
      // A resource route (a download, an export) answers bytes, not loader data.
      if (!route.file.endsWith(".ts"))
        expect(page.data, route.file).not.toBeNull();
      expect(page.headers.get("Cache-Control") ?? "", route.file).toContain(
        "no-store",
      );
      if (!route.module.action) continue;
      const answer = await callAction(route, staff.jar, staff.ip);
      // The probe is not a valid form: a 400 (or a redirect after a harmless no-op) is
      // the action itself answering, past the guard.
      expect(answer.status, describeAnswer(route, answer)).toBeLessThan(500);
      expect(answer.location ?? "", route.file).not.toMatch(/^\/admin\/auth/);
    }
  });
});

/**
 * What a console route answers an editor: the console's frame (the layout), the content
 * studio's sections and the newsletter's (the URL's second segment in EDITOR_SECTIONS) admit
 * them as they admit the admin, except ADMIN_ONLY_PATHS (the subscriber export); the Users tab (`/lead_admin` itself) sends their GET to the studio; the rest is 404.
 */
function editorAccess(
  route: Pick<ConsoleRoute, "pattern" | "layout">,
): "admitted" | "sent-to-studio" | "refused" {
  if (route.layout) return "admitted";
  if (isAdminOnlyPath(route.pattern)) return "refused";
  if (isEditorSection(route.pattern.split("/")[2])) return "admitted";
  if (route.pattern === "/lead_admin") return "sent-to-studio";
  return "refused";
}

describe("an editor (the content studio's staff)", () => {
  it("the studio's and the newsletter's routes are told apart by their URL's section, so routes added later are covered", () => {
    const page = (pattern: string) => ({ pattern, layout: false });
    expect(editorAccess(page("/lead_admin/insights"))).toBe("admitted");
    expect(editorAccess(page("/lead_admin/insights/new"))).toBe("admitted");
    expect(editorAccess(page("/lead_admin/insights/:insightId"))).toBe(
      "admitted",
    );
    expect(editorAccess(page("/lead_admin/insightsx"))).toBe("refused");
    expect(editorAccess(page("/lead_admin/media"))).toBe("admitted");
    expect(editorAccess(page("/lead_admin/taxonomy"))).toBe("admitted");
    expect(editorAccess(page("/lead_admin/newsletter"))).toBe("admitted");
    expect(editorAccess(page("/lead_admin/newsletter/:subscriberId"))).toBe(
      "admitted",
    );
    // Personal data leaving in bulk stays an admin's (docs/decisions/060).
    expect(editorAccess(page("/lead_admin/newsletter/export.csv"))).toBe(
      "refused",
    );
    expect(editorAccess(page("/lead_admin/assistant/unanswered"))).toBe(
      "admitted",
    );
    // Audience analytics: counts only, the export included (docs/analytics.md).
    expect(editorAccess(page("/lead_admin/analytics"))).toBe("admitted");
    expect(editorAccess(page("/lead_admin/analytics/export.csv"))).toBe(
      "admitted",
    );
    expect(editorAccess(page("/lead_admin/leads/:leadId"))).toBe("refused");
    expect(editorAccess(page("/lead_admin"))).toBe("sent-to-studio");
    expect(editorAccess({ pattern: "/lead_admin", layout: true })).toBe(
      "admitted",
    );
    // The matrix's own routes: the frame, the Users tab and the refused rest are all there.
    expect(new Set(routes.map((route) => editorAccess(route)))).toEqual(
      new Set(["admitted", "sent-to-studio", "refused"]),
    );
  });

  it("404, no data and nothing changed on every route outside the studio; /lead_admin sends them to the studio", async () => {
    const before = await fingerprint();
    for (const route of routes) {
      const access = editorAccess(route);
      if (access === "admitted") continue;
      const page = await callLoader(route, editor.jar, editor.ip);
      if (access === "sent-to-studio") {
        expect(page.status, describeAnswer(route, page)).toBe(302);
        expect(page.location, route.file).toBe(consoleHomeOf("editor"));
        expect(page.location, route.file).toBe("/lead_admin/insights");
      } else expect(page.status, describeAnswer(route, page)).toBe(404);
      expect(page.data, route.file).toBeNull();
      // A post is never redirected: the Users tab's actions are an admin's.
      if (!route.module.action) continue;
      const answer = await callAction(route, editor.jar, editor.ip);
      expect(answer.status, describeAnswer(route, answer)).toBe(404);
      expect(answer.data, route.file).toBeNull();
    }
    expect(await fingerprint()).toEqual(before);
  });

  it("admitted like the admin to the console's frame and every route of the content studio", async () => {
    const admitted = routes.filter(
      (route) => editorAccess(route) === "admitted",
    );
    // The frame at least: its tabs are the editor's (the studio's routes come with it).
    const frame = admitted.find((route) => route.layout);
    expect(frame?.file).toBe("routes/console/console-layout.tsx");
    for (const route of admitted) {
      const page = await callLoader(route, editor.jar, editor.ip);
      expect(page.status, describeAnswer(route, page)).toBe(200);
      if (!route.file.endsWith(".ts"))
        expect(page.data, route.file).not.toBeNull();
      expect(page.headers.get("Cache-Control") ?? "", route.file).toContain(
        "no-store",
      );
      if (!route.module.action) continue;
      const answer = await callAction(route, editor.jar, editor.ip);
      expect(answer.status, describeAnswer(route, answer)).toBeLessThan(500);
      expect(answer.status, describeAnswer(route, answer)).not.toBe(404);
      expect(answer.location ?? "", route.file).not.toMatch(/^\/admin\/auth/);
    }
    const layout = await callLoader(frame!, editor.jar, editor.ip);
    expect(layout.data).toMatchObject({ role: "editor" });
    const adminLayout = await callLoader(frame!, staff.jar, staff.ip);
    expect(adminLayout.data).toMatchObject({ role: "admin" });
  });
});

describe("the matrix's own checks", () => {
  it("the fingerprint sees a write (so 'nothing changed' means something)", async () => {
    const before = await fingerprint();
    await insertTicket(db, {
      clientId: ids.clientId!,
      title: "Fingerprint check",
      status: "closed",
    });
    const after = await fingerprint();
    expect(after.support_tickets).not.toBe(before.support_tickets);
    // The client's row keeps its ticket count (drizzle/0014, 0015), so it changes with the ticket;
    // a table the write does not touch keeps its fingerprint.
    expect(after.clients).not.toBe(before.clients);
    expect(after.profiles).toBe(before.profiles);
  });
});

describe("an admin sees every client", () => {
  it("the support queue holds Meridian's and Northshore's tickets", async () => {
    const queue = routes.find((route) =>
      route.file.endsWith("support-tab.tsx"),
    )!;
    const answer = await callLoader(queue, staff.jar, staff.ip);
    const titles = (
      answer.data as { rows: { title: string; client: { label: string } }[] }
    ).rows.map((row) => `${row.client.label}: ${row.title}`);
    expect(titles).toEqual(
      expect.arrayContaining([
        "Meridian Revenue Authority: Sandbox API rejects certificates from one accredited provider",
        "Northshore Health Network: Video consultations dropping at two rural clinics",
        "Meridian Revenue Authority: Matrix ticket",
      ]),
    );
  });
});
