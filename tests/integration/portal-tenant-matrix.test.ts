import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  clientInvitations,
  supportTickets,
  ticketMessages,
} from "~/server/db/schema.server";
import type { Database } from "~/server/db/client.server";
import * as documentDownload from "~/routes/portal/document-download";
import * as documentsTab from "~/routes/portal/documents-tab";
import * as projectPage from "~/routes/portal/project-page";
import * as projectsTab from "~/routes/portal/projects-tab";
import * as supportTab from "~/routes/portal/support-tab";
import * as teamInvite from "~/routes/portal/team-invite";
import * as teamTab from "~/routes/portal/team-tab";
import * as ticketPage from "~/routes/portal/ticket-page";
import * as staffTicketPage from "~/routes/console/ticket-page";
import { DEMO_PASSWORD } from "~/server/sample-data/sample-accounts.server";
import { CookieJar, callRoute, get, post } from "../support/account-session";
import { authAction } from "~/server/auth/auth.handler.server";
import { startTestServices } from "../support/app-services";
import { matrixRows } from "../support/portal-matrix-rows";
import {
  TEAM_INTENTS,
  action,
  loader,
  notFound,
  nothingForOutsider,
  ok,
  page,
  stamp,
  submit,
  upload,
  type Call,
} from "../support/portal-matrix";
import {
  createPerson,
  createTenant,
  revokeDirectly,
  signIn,
  visible,
  type Person,
  type Tenant,
} from "../support/portal-tenants";

/**
 * The cross-tenant matrix: for every portal resource × verb, B's people get 404
 * for A's ids (never 403, never an empty 200 that confirms the id exists) and never see A's
 * rows in their lists — with a positive control per row (A's people get it). A revoked user
 * and an account without a client get nothing. Route loaders and actions are called as
 * React Router calls them, so this tests the routes, not the server modules' internal names.
 * Runs on PGlite and PostgreSQL (vitest.config.ts).
 */

let db: Database;
let stop: () => Promise<void>;
let A: Tenant;
let B: Tenant;
let revoked: Person;
let noClient: Person;

beforeAll(async () => {
  const started = await startTestServices();
  stop = started.stop;
  db = started.services.database.db;
  A = await createTenant(db, "Atlas", "Atlas Fiscal Authority");
  B = await createTenant(db, "Borealis", "Borealis Water Board");
  revoked = await createPerson(
    db,
    "revoked.atlas@example.org",
    "Atlas Revoked",
    "client_user",
    A.clientId,
  );
  noClient = await createPerson(
    db,
    "nobody.yet@example.org",
    "Unclaimed Account",
    "client_user",
    null,
  );
  for (const person of [
    A.admin,
    A.member,
    A.leaving,
    B.admin,
    B.member,
    B.leaving,
    revoked,
  ])
    await signIn(person);
  await signIn(noClient, "/auth");
  // Revoked after signing in: the session it held must stop working at once.
  await revokeDirectly(db, revoked);
}, 180_000);
afterAll(async () => stop?.());

const rows = matrixRows(() => db);

describe.each(rows)("$resource × $verb", (row) => {
  const strangers = () =>
    [
      ["B's client_admin", B.admin],
      ["B's client_user", B.member],
    ] as const;

  it("B's people: 404 for A's ids / nothing of A's in their lists", async () => {
    for (const [label, who] of strangers()) {
      const answer = await row.call({ who, owner: A, own: B });
      if (row.stranger) await row.stranger(answer, { who, owner: A, own: B });
      else
        expect(
          () => notFound(answer),
          `${label}: ${visible(answer)}`,
        ).not.toThrow();
    }
    await row.noWrite?.(A);
  });

  it("the revoked user and the account without a client: sign-in or 404, never data", async () => {
    for (const who of [revoked, noClient])
      nothingForOutsider(await row.call({ who, owner: A, own: null }), A);
    await row.noWrite?.(A);
  });

  it("positive control: A's people get it", async () => {
    for (const role of row.owners) {
      const who = role === "admin" ? A.admin : A.member;
      await row.owner(await row.call({ who, owner: A, own: A }), {
        who,
        owner: A,
        own: A,
      });
    }
  });
});

// ---------------------------------------------------------------------------------------
// Creating without an id: whatever the form says, the row is the caller's client's.

describe("creating: the client comes from the session, never from the form", () => {
  it("a ticket posted by B with A's client id lands at B, and A never sees it", async () => {
    const title = `Forged ticket ${stamp()}`;
    const answer = await callRoute(
      action(supportTab),
      post("/dashboard/support", {
        title,
        description:
          "Our batch window moved to 03:00; please move the quota with it.",
        priority: "medium",
        clientId: A.clientId,
        client_id: A.clientId,
      }),
      B.member.jar,
      B.member.ip,
    );
    ok(answer);
    expect(
      await db
        .select({
          clientId: supportTickets.clientId,
          status: supportTickets.status,
        })
        .from(supportTickets)
        .where(eq(supportTickets.title, title)),
    ).toEqual([{ clientId: B.clientId, status: "open" }]);
    expect(
      visible(
        await callRoute(
          loader(supportTab),
          get("/dashboard/support"),
          A.member.jar,
          A.member.ip,
        ),
      ),
    ).not.toContain(title);
  });

  it("an invitation sent by B's admin with A's client id is B's", async () => {
    const email = `forged.${stamp()}@example.org`;
    const answer = await callRoute(
      action(teamInvite),
      post("/dashboard/team/invite", {
        intent: "invite",
        email,
        clientId: A.clientId,
        role: "client_admin",
      }),
      B.admin.jar,
      B.admin.ip,
    );
    ok(answer);
    expect(
      await db
        .select({
          clientId: clientInvitations.clientId,
          role: clientInvitations.role,
        })
        .from(clientInvitations)
        .where(eq(clientInvitations.email, email)),
    ).toEqual([{ clientId: B.clientId, role: "client_user" }]);
  });
});

// ---------------------------------------------------------------------------------------
// The staff side of a thread crosses tenants on purpose: staff only, never a client's person.

describe("tickets × staff thread (read, reply, update status): staff only", () => {
  const staffPage = (who: Person) =>
    callRoute(
      loader(staffTicketPage),
      get(`/lead_admin/support/${A.ticketId}`),
      who.jar,
      who.ip,
      { ticketId: A.ticketId },
    );
  const staffPost = (who: Person, fields: Record<string, string>) =>
    callRoute(
      action(staffTicketPage),
      post(`/lead_admin/support/${A.ticketId}`, fields),
      who.jar,
      who.ip,
      { ticketId: A.ticketId },
    );
  const statusOfA = async () =>
    (
      await db
        .select({ status: supportTickets.status })
        .from(supportTickets)
        .where(eq(supportTickets.id, A.ticketId))
    )[0]?.status;

  it("clients (A's own people too), the revoked user and the no-client account get no data and change nothing", async () => {
    const before = await statusOfA();
    const body = `client posing as staff ${stamp()}`;
    for (const who of [
      A.admin,
      A.member,
      B.admin,
      B.member,
      revoked,
      noClient,
    ]) {
      const read = await staffPage(who);
      expect(read.status, visible(read)).not.toBe(200);
      for (const secret of A.secrets)
        expect(visible(read)).not.toContain(secret);
      for (const fields of <Record<string, string>[]>[
        { intent: "status", status: "closed" },
        { intent: "reply", body },
      ]) {
        const answer = await staffPost(who, fields);
        expect([302, 303, 401, 403, 404], visible(answer)).toContain(
          answer.status,
        );
        expect(answer.location ?? "").not.toMatch(/^\/lead_admin/);
      }
    }
    expect(await statusOfA()).toBe(before);
    expect(
      await db
        .select()
        .from(ticketMessages)
        .where(eq(ticketMessages.body, body)),
    ).toEqual([]);
  });

  it("positive control: staff read A's thread and change its status", async () => {
    const staff: Person = {
      email: "staff.admin@example.org",
      userId: "",
      profileId: "",
      jar: new CookieJar(),
      ip: "198.51.100.200",
    };
    const signedIn = await callRoute(
      authAction,
      post("/auth", {
        intent: "signin",
        email: staff.email,
        password: DEMO_PASSWORD,
      }),
      staff.jar,
      staff.ip,
    );
    expect(signedIn.location).toBe("/admin/auth");
    const read = await staffPage(staff);
    expect(read.status, visible(read)).toBe(200);
    expect(visible(read)).toContain(A.ticketTitle);
    ok(await staffPost(staff, { intent: "status", status: "resolved" }));
    expect(await statusOfA()).toBe("resolved");
  });
});

// ---------------------------------------------------------------------------------------
// Malformed and unknown ids: 404 before any query, even for the owner.

const BAD_IDS = [
  "not-a-uuid",
  "00000000-0000-0000-0000-000000000000",
  "' or 1=1 --",
  "..%2F..%2Fetc%2Fpasswd",
  "6f1c2a9e-1b2c-4d3e-8f90-0123456789ab-extra",
  "",
];
const byId: [string, (id: string) => Call][] = [
  [
    "project page",
    (id) =>
      page(
        projectPage,
        () => `/dashboard/projects/${encodeURIComponent(id)}`,
        () => ({ projectId: id }),
      ),
  ],
  [
    "download",
    (id) =>
      page(
        documentDownload,
        () => `/dashboard/documents/${encodeURIComponent(id)}/download`,
        () => ({ documentId: id }),
      ),
  ],
  [
    "ticket thread",
    (id) =>
      page(
        ticketPage,
        () => `/dashboard/support/${encodeURIComponent(id)}`,
        () => ({ ticketId: id }),
      ),
  ],
  [
    "ticket reply",
    (id) =>
      submit(
        ticketPage,
        () => `/dashboard/support/${encodeURIComponent(id)}`,
        () => ({ intent: "reply", body: "Hello" }),
        () => ({ ticketId: id }),
      ),
  ],
  [
    "upload under project",
    (id) =>
      submit(
        documentsTab,
        () => "/dashboard/documents",
        () => ({ projectId: id, file: upload(`bad-${stamp()}.txt`) }),
      ),
  ],
  [
    "revoke colleague",
    (id) =>
      submit(
        teamTab,
        () => "/dashboard/team",
        () => ({ intent: TEAM_INTENTS.revokeAccess, profileId: id }),
      ),
  ],
  [
    "revoke invitation",
    (id) =>
      submit(
        teamTab,
        () => "/dashboard/team",
        () => ({ intent: TEAM_INTENTS.revokeInvitation, invitationId: id }),
      ),
  ],
];

/** Where the id is a form field, an empty one is a missing field: 400 with that field's error. */
const EMPTY_IS_MISSING_FIELD = new Map([["upload under project", "projectId"]]);

describe.each(byId)("malformed or unknown ids: %s", (name, call) => {
  it("404 for A's own admin", async () => {
    for (const id of BAD_IDS) {
      const answer = await call(id)({ who: A.admin, owner: A, own: A });
      const field = EMPTY_IS_MISSING_FIELD.get(name);
      if (id === "" && field) {
        expect(answer.status, visible(answer)).toBe(400);
        expect(
          (answer.data?.fieldErrors as Record<string, string>)[field],
        ).toBeTruthy();
      } else notFound(answer);
    }
  });
});

// ---------------------------------------------------------------------------------------

describe("every portal route is private: Cache-Control no-store", () => {
  it.each([
    ["projects-tab", projectsTab],
    ["project-page", projectPage],
    ["documents-tab", documentsTab],
    ["support-tab", supportTab],
    ["ticket-page", ticketPage],
    ["team-tab", teamTab],
    ["team-invite", teamInvite],
  ] as const)("%s", (_name, module) => {
    const headers = (module as { headers?: (args: never) => HeadersInit })
      .headers;
    expect(typeof headers).toBe("function");
    expect(
      new Headers(
        headers!({
          loaderHeaders: new Headers(),
          actionHeaders: new Headers(),
          parentHeaders: new Headers(),
          errorHeaders: undefined,
        } as never),
      ).get("Cache-Control"),
    ).toContain("no-store");
  });
});
