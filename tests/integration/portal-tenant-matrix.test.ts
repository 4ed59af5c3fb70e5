import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dashboardFrameLoader } from "~/server/portal/dashboard-frame.server";
import {
  clientInvitations,
  documents,
  profiles,
  supportTickets,
  ticketMessages,
} from "~/server/db/schema.server";
import type { Database } from "~/server/db/client.server";
import * as documentDownload from "~/routes/portal/document-download";
import * as documentsTab from "~/routes/portal/documents-tab";
import * as projectPage from "~/routes/portal/project-page";
import * as projectsTab from "~/routes/portal/projects-tab";
import * as supportTab from "~/routes/portal/support-tab";
import * as teamTab from "~/routes/portal/team-tab";
import * as ticketPage from "~/routes/portal/ticket-page";
import * as staffTicketPage from "~/routes/admin/ticket-page";
import { DEMO_PASSWORD } from "~/server/db/seed/demo-accounts.server";
import {
  CookieJar,
  callRoute,
  get,
  post,
  type RouteAnswer,
} from "../support/account-session";
import { authPageAction } from "~/server/auth/auth-page.server";
import { formRequest, startTestServices } from "../support/app-services";
import {
  callRouteRaw,
  createPerson,
  createTenant,
  revokeDirectly,
  signIn,
  visible,
  type Person,
  type Tenant,
} from "../support/portal-tenants";

/**
 * The cross-tenant matrix (issue 10): for every portal resource × verb, B's people get 404
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

// ---------------------------------------------------------------------------------------
// How each kind of caller is judged.

type Ctx = { who: Person; owner: Tenant; own: Tenant | null };
type Call = (ctx: Ctx) => Promise<RouteAnswer & { body?: Uint8Array | null }>;
type Check = (
  answer: RouteAnswer & { body?: Uint8Array | null },
  ctx: Ctx,
) => void | Promise<void>;

function notFound(answer: RouteAnswer) {
  expect(answer.status, visible(answer)).toBe(404);
  expect(answer.data).toBeNull();
}

/** A page answers 200 with data; an action answers 2xx, or redirects somewhere other than sign-in. */
function ok(answer: RouteAnswer) {
  expect(answer.status, visible(answer)).toBeLessThan(400);
  if (answer.status >= 300)
    expect(answer.location ?? "").not.toMatch(/^\/auth/);
}

function showsAll(...texts: ((t: Tenant) => string)[]): Check {
  return (answer, { owner }) => {
    expect(answer.status, visible(answer)).toBe(200);
    for (const text of texts) expect(visible(answer)).toContain(text(owner));
  };
}

/** A page of B's: it works (shows B's own row), and nothing of A's is on it. */
function showsOwnNotOwner(own: (t: Tenant) => string): Check {
  return (answer, { owner, own: caller }) => {
    expect(answer.status, visible(answer)).toBe(200);
    expect(visible(answer)).toContain(own(caller!));
    for (const secret of owner.secrets)
      expect(visible(answer)).not.toContain(secret);
  };
}

/** A revoked user or an account without a client: sign-in (pages) or 404 (ids), never data. */
function nothingForOutsider(answer: RouteAnswer, owner: Tenant) {
  const signIn =
    answer.status === 302 && /^\/auth(\?|$)/.test(answer.location ?? "");
  expect(signIn || answer.status === 404, visible(answer)).toBe(true);
  for (const secret of owner.secrets)
    expect(visible(answer)).not.toContain(secret);
}

// ---------------------------------------------------------------------------------------
// Calls.

const loader = (module: { loader: unknown }) =>
  module.loader as (args: never) => unknown;
const action = (module: object) => {
  if (typeof (module as { action?: unknown }).action !== "function")
    throw new Error("this route has no action yet");
  return (module as { action: unknown }).action as (args: never) => unknown;
};
const page =
  (
    module: { loader: unknown },
    path: (c: Ctx) => string,
    params: (c: Ctx) => Record<string, string> = () => ({}),
  ): Call =>
  (c) =>
    callRoute(loader(module), get(path(c)), c.who.jar, c.who.ip, params(c));
const submit =
  (
    module: object,
    path: (c: Ctx) => string,
    fields: (c: Ctx) => Record<string, string | File>,
    params: (c: Ctx) => Record<string, string> = () => ({}),
  ): Call =>
  (c) =>
    callRoute(
      action(module),
      formRequest(path(c), fields(c)),
      c.who.jar,
      c.who.ip,
      params(c),
    );

/** The Team tab's form intents (app/components/portal/team/*). */
const TEAM_INTENTS = {
  revokeAccess: "revoke-access",
  revokeInvitation: "cancel-invitation",
} as const;

const stamp = () => Math.random().toString(36).slice(2, 10);
const upload = (name: string) =>
  new File([`Upload ${name}: data-sharing agreement, annex B\n`], name, {
    type: "text/plain",
  });

// Names of what strangers and owners try to write, to look for afterwards.
const intrusion = {
  upload: `intrusion-${stamp()}.txt`,
  reply: `intrusion reply ${stamp()}`,
  ownUpload: `own-${stamp()}.txt`,
  ownReply: `own reply ${stamp()}`,
};

async function documentNamed(name: string) {
  return db
    .select({ clientId: documents.clientId, projectId: documents.projectId })
    .from(documents)
    .where(eq(documents.name, name));
}

// ---------------------------------------------------------------------------------------
// The matrix: one line per resource × verb. `owner` is the positive control (A's people);
// `stranger` defaults to 404; `noWrite` runs after the strangers and outsiders tried.

type Row = {
  resource: string;
  verb: string;
  call: Call;
  owners: ("admin" | "member")[];
  owner: Check;
  stranger?: Check;
  noWrite?: (owner: Tenant) => Promise<void>;
};

const rows: Row[] = [
  {
    resource: "projects",
    verb: "list",
    call: page(projectsTab, () => "/dashboard"),
    owners: ["admin", "member"],
    owner: showsAll(
      (t) => t.projectName,
      (t) => t.projectId,
    ),
    stranger: showsOwnNotOwner((t) => t.projectName),
  },
  {
    resource: "projects",
    verb: "list, forged ?clientId",
    call: page(
      projectsTab,
      (c) =>
        `/dashboard?clientId=${c.owner.clientId}&client_id=${c.owner.clientId}`,
    ),
    owners: ["member"],
    owner: showsAll((t) => t.projectName),
    stranger: showsOwnNotOwner((t) => t.projectName),
  },
  {
    resource: "projects",
    verb: "read by id (with updates and documents)",
    call: page(
      projectPage,
      (c) => `/dashboard/projects/${c.owner.projectId}`,
      (c) => ({ projectId: c.owner.projectId }),
    ),
    owners: ["admin", "member"],
    owner: showsAll(
      (t) => t.projectName,
      (t) => t.updateTitle,
      (t) => t.documentName,
    ),
  },
  {
    resource: "project updates",
    verb: "on the stranger's own project page",
    call: (c) =>
      page(
        projectPage,
        () => `/dashboard/projects/${(c.own ?? c.owner).projectId}`,
        () => ({ projectId: (c.own ?? c.owner).projectId }),
      )(c),
    owners: ["member"],
    owner: showsAll((t) => t.updateTitle),
    stranger: showsOwnNotOwner((t) => t.updateTitle),
  },
  {
    resource: "documents",
    verb: "list",
    call: page(documentsTab, () => "/dashboard/documents"),
    owners: ["admin", "member"],
    owner: showsAll(
      (t) => t.documentName,
      (t) => t.documentId,
    ),
    stranger: showsOwnNotOwner((t) => t.documentName),
  },
  {
    resource: "documents",
    verb: "list, forged ?clientId&projectId",
    call: page(
      documentsTab,
      (c) =>
        `/dashboard/documents?clientId=${c.owner.clientId}&projectId=${c.owner.projectId}`,
    ),
    owners: ["member"],
    owner: showsAll((t) => t.documentName),
    stranger: showsOwnNotOwner((t) => t.documentName),
  },
  {
    resource: "documents",
    verb: "download",
    call: (c) =>
      callRouteRaw(
        loader(documentDownload),
        get(`/dashboard/documents/${c.owner.documentId}/download`),
        c.who.jar,
        c.who.ip,
        { documentId: c.owner.documentId },
      ).then(({ answer, body }) => ({ ...answer, body })),
    owners: ["admin", "member"],
    owner: (answer, { owner }) => {
      expect(answer.status).toBe(200);
      expect(
        Buffer.from(answer.body ?? []).equals(Buffer.from(owner.documentBytes)),
      ).toBe(true);
      expect(answer.headers.get("Content-Disposition") ?? "").toMatch(
        /^attachment/,
      );
      // nosniff is the HTTP edge's, on every answer (helmet, app/server/http): not visible here.
      expect(answer.headers.get("Cache-Control") ?? "").toContain("no-store");
    },
  },
  {
    resource: "documents",
    verb: "create under a project (upload)",
    call: submit(
      documentsTab,
      () => "/dashboard/documents",
      (c) => ({
        projectId: c.owner.quietProjectId,
        file: upload(
          c.who === c.owner.admin || c.who === c.owner.member
            ? intrusion.ownUpload
            : intrusion.upload,
        ),
      }),
    ),
    owners: ["member"],
    owner: async (answer, { owner }) => {
      ok(answer);
      expect(await documentNamed(intrusion.ownUpload)).toEqual([
        { clientId: owner.clientId, projectId: owner.quietProjectId },
      ]);
    },
    noWrite: async () =>
      expect(await documentNamed(intrusion.upload)).toEqual([]),
  },
  {
    resource: "tickets",
    verb: "list",
    call: page(supportTab, () => "/dashboard/support"),
    owners: ["admin", "member"],
    owner: showsAll(
      (t) => t.ticketTitle,
      (t) => t.ticketId,
    ),
    stranger: showsOwnNotOwner((t) => t.ticketTitle),
  },
  {
    resource: "tickets",
    verb: "read by id (thread)",
    call: page(
      ticketPage,
      (c) => `/dashboard/support/${c.owner.ticketId}`,
      (c) => ({ ticketId: c.owner.ticketId }),
    ),
    owners: ["admin", "member"],
    owner: showsAll(
      (t) => t.ticketTitle,
      (t) => t.replyBody,
    ),
  },
  {
    resource: "ticket messages",
    verb: "reply",
    call: submit(
      ticketPage,
      (c) => `/dashboard/support/${c.owner.ticketId}`,
      (c) => ({
        intent: "reply",
        body: c.who === c.owner.member ? intrusion.ownReply : intrusion.reply,
      }),
      (c) => ({ ticketId: c.owner.ticketId }),
    ),
    owners: ["member"],
    owner: async (answer, { owner }) => {
      ok(answer);
      const rows = await db
        .select({
          clientId: ticketMessages.clientId,
          ticketId: ticketMessages.ticketId,
          author: ticketMessages.authorProfileId,
        })
        .from(ticketMessages)
        .where(eq(ticketMessages.body, intrusion.ownReply));
      expect(rows).toEqual([
        {
          clientId: owner.clientId,
          ticketId: owner.ticketId,
          author: owner.member.profileId,
        },
      ]);
    },
    noWrite: async () =>
      expect(
        await db
          .select()
          .from(ticketMessages)
          .where(eq(ticketMessages.body, intrusion.reply)),
      ).toEqual([]),
  },
  {
    resource: "team",
    verb: "list",
    call: page(teamTab, () => "/dashboard/team"),
    owners: ["admin", "member"],
    owner: showsAll((t) => t.member.email),
    stranger: showsOwnNotOwner((t) => t.member.email),
  },
  {
    resource: "invitations",
    verb: "update (revoke an invitation)",
    call: submit(
      teamTab,
      () => "/dashboard/team",
      (c) => ({
        intent: TEAM_INTENTS.revokeInvitation,
        invitationId: c.owner.invitationId,
      }),
    ),
    owners: ["admin"],
    owner: async (answer, { owner }) => {
      ok(answer);
      const [row] = await db
        .select({
          usedAt: clientInvitations.usedAt,
          expiresAt: clientInvitations.expiresAt,
        })
        .from(clientInvitations)
        .where(eq(clientInvitations.id, owner.invitationId));
      // Deleted, or no longer redeemable.
      if (row)
        expect(
          row.usedAt !== null || row.expiresAt.getTime() <= Date.now(),
        ).toBe(true);
    },
    noWrite: async (owner) => {
      const [row] = await db
        .select({
          usedAt: clientInvitations.usedAt,
          expiresAt: clientInvitations.expiresAt,
        })
        .from(clientInvitations)
        .where(eq(clientInvitations.id, owner.invitationId));
      expect(row?.usedAt).toBeNull();
      expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now());
    },
  },
  {
    resource: "team",
    verb: "update (revoke a colleague)",
    call: submit(
      teamTab,
      () => "/dashboard/team",
      (c) => ({
        intent: TEAM_INTENTS.revokeAccess,
        profileId: c.owner.leaving.profileId,
      }),
    ),
    owners: ["admin"],
    owner: async (answer, { owner }) => {
      ok(answer);
      const [row] = await db
        .select({ clientId: profiles.clientId })
        .from(profiles)
        .where(eq(profiles.id, owner.leaving.profileId));
      expect(row?.clientId ?? null).toBeNull();
      // The revoked colleague's session ends at once.
      const after = await callRoute(
        dashboardFrameLoader,
        get("/dashboard"),
        owner.leaving.jar,
        owner.leaving.ip,
      );
      nothingForOutsider(after, owner);
    },
    noWrite: async (owner) => {
      const [row] = await db
        .select({ clientId: profiles.clientId })
        .from(profiles)
        .where(eq(profiles.id, owner.leaving.profileId));
      expect(row?.clientId).toBe(owner.clientId);
      expect(
        (
          await callRoute(
            dashboardFrameLoader,
            get("/dashboard"),
            owner.leaving.jar,
            owner.leaving.ip,
          )
        ).status,
      ).toBe(200);
    },
  },
];

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
      action(teamTab),
      post("/dashboard/team", {
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
      authPageAction,
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
