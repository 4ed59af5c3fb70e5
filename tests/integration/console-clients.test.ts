import { and, desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authAction, authLoader } from "~/server/auth/auth.handler.server";
import { DEMO_PASSWORD } from "~/server/sample-data/sample-accounts.server";
import {
  auditLog,
  clientInvitations,
  clients,
  documents,
  outbox,
  profiles,
  projects,
  projectUpdates,
} from "~/server/db/schema.server";
import {
  clientsTabAction,
  clientsTabLoader,
} from "~/server/console/clients-tab.handler.server";
import {
  clientWorkspaceAction,
  clientWorkspaceLoader,
} from "~/server/console/client-workspace.handler.server";
import { clientDocumentDownloadLoader } from "~/server/console/client-document-download.handler.server";
import {
  clientUploadAction,
  clientUploadJson,
} from "~/server/console/client-upload.handler.server";
import type { AppServices } from "~/server/services.server";
import {
  CookieJar,
  callRoute,
  get,
  post,
  type RouteAnswer,
} from "../support/account-session";
import {
  routeArgs,
  formRequest,
  requestContext,
  startTestServices,
} from "../support/app-services";
import { samplePdf } from "../support/documents";
import { asEnglishPage } from "../support/english-page";

/**
 * The console's Clients tab and a client's workspace through their loaders and
 * actions, on PGlite and PostgreSQL: validation (trimming, nulls), the spec's toasts, an
 * audit row for every write, 404 for a client's people and for unknown, malformed or
 * foreign ids.
 */
let stop: () => Promise<void>;
let services: AppServices;
let meridianId: string;
let northshoreId: string;
let staff: CookieJar;

const db = () => services.database.db;
// A copy on a plain ArrayBuffer: what File's constructor is typed to take.
const pdfBytes = () => new Uint8Array(samplePdf());

async function signIn(email: string, password = DEMO_PASSWORD) {
  const jar = new CookieJar();
  const answer = await callRoute(
    authAction,
    post("/auth", { intent: "signin", email, password }),
    jar,
  );
  expect(answer.status, JSON.stringify(answer.data)).toBe(302);
  return jar;
}

beforeAll(async () => {
  const started = await startTestServices();
  services = started.services;
  stop = started.stop;
  const all = await db()
    .select({ id: clients.id, name: clients.name })
    .from(clients);
  meridianId = all.find((c) => c.name === "Meridian Revenue Authority")!.id;
  northshoreId = all.find((c) => c.name === "Northshore Health Network")!.id;
  staff = await signIn("staff.admin@example.org");
}, 120_000);
afterAll(async () => stop?.());

const list = (jar: CookieJar, search = "") =>
  callRoute(clientsTabLoader, get(`/lead_admin/clients${search}`), jar);
const clientsAct = (jar: CookieJar, fields: Record<string, string>) =>
  callRoute(clientsTabAction, post("/lead_admin/clients", fields), jar);
const workspace = (jar: CookieJar, clientId: string, search = "") =>
  callRoute(
    clientWorkspaceLoader,
    get(`/lead_admin/clients/${clientId}${search}`),
    jar,
    undefined,
    { clientId },
  );
const act = (
  jar: CookieJar,
  clientId: string,
  fields: Record<string, string>,
) =>
  callRoute(
    clientWorkspaceAction,
    post(`/lead_admin/clients/${clientId}`, fields),
    jar,
    undefined,
    { clientId },
  );

/** The toast a redirect carries: the flash cookie (signed base64 JSON), read by the next page's frame. */
function flashOf(answer: RouteAnswer): string {
  const value =
    /kestrel\.flash=([^.;]+)/.exec(
      answer.headers.get("Set-Cookie") ?? "",
    )?.[1] ?? "";
  const flash = Buffer.from(decodeURIComponent(value), "base64").toString(
    "utf8",
  );
  // Staff read the console in English: the flash's message ids as its page shows them.
  return flash ? JSON.stringify(asEnglishPage(JSON.parse(flash))) : flash;
}

async function auditRows(action: string, entityId?: string) {
  return db()
    .select()
    .from(auditLog)
    .where(
      entityId
        ? and(eq(auditLog.action, action), eq(auditLog.entityId, entityId))
        : eq(auditLog.action, action),
    )
    .orderBy(desc(auditLog.createdAt));
}

async function counts() {
  const [row] = await db()
    .select({
      c: sql<number>`(select count(*)::int from clients)`,
      p: sql<number>`(select count(*)::int from projects)`,
      u: sql<number>`(select count(*)::int from project_updates)`,
      i: sql<number>`(select count(*)::int from client_invitations)`,
      a: sql<number>`(select count(*)::int from audit_log)`,
    })
    .from(sql`(select 1) as one`);
  return row!;
}

async function newClient(name: string, extra: Record<string, string> = {}) {
  const answer = await clientsAct(staff, { intent: "create", name, ...extra });
  expect(answer.status, JSON.stringify(answer.data)).toBe(302);
  const [row] = await db()
    .select()
    .from(clients)
    .where(eq(clients.name, name.trim()));
  return row!;
}

describe("the Clients tab", () => {
  it("lists every client with its profile count, newest first, no-store", async () => {
    const answer = await list(staff);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Cache-Control")).toBe("no-store");
    const rows = answer.data!.clients as {
      id: string;
      name: string;
      users: number;
      created: string;
    }[];
    const meridian = rows.find((r) => r.id === meridianId)!;
    const [{ n }] = (await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(profiles)
      .where(eq(profiles.clientId, meridianId))) as [{ n: number }];
    expect(meridian.users).toBe(Number(n));
    expect(meridian.users).toBeGreaterThan(0);
    expect(meridian.created).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    expect(rows.map((r) => r.name)).toContain("Northshore Health Network");
    const created = await newClient("Zeta Newest Authority");
    expect(((await list(staff)).data!.clients as { id: string }[])[0]!.id).toBe(
      created.id,
    );
  });

  it("creates a client trimmed, nulls for empty fields, active, with the spec's toast and an audit row", async () => {
    const answer = await clientsAct(staff, {
      intent: "create",
      name: "  Harbour Ports Authority  ",
      companyName: "   ",
      contactEmail: "  ops@harbour.example  ",
      contactPhone: "",
      notes: "  Onboarding in Q3 ",
      status: "inactive",
    });
    expect(answer.status).toBe(302);
    expect(answer.location).toBe("/lead_admin/clients");
    expect(flashOf(answer)).toContain("Client created successfully");
    const [row] = await db()
      .select()
      .from(clients)
      .where(eq(clients.name, "Harbour Ports Authority"));
    expect(row).toMatchObject({
      companyName: null,
      contactEmail: "ops@harbour.example",
      contactPhone: null,
      notes: "Onboarding in Q3",
      // A posted status is ignored: a new client is active.
      status: "active",
    });
    const [entry] = await auditRows("client.create", row!.id);
    expect(entry).toMatchObject({
      actorEmail: "staff.admin@example.org",
      entityType: "client",
    });
    expect(entry!.after).toMatchObject({
      name: "Harbour Ports Authority",
      status: "active",
    });
  });

  it("refuses a blank name or a bad e-mail with 400, the field error and the failure toast, storing nothing", async () => {
    const before = await counts();
    const blank = await clientsAct(staff, { intent: "create", name: "    " });
    expect(blank.status).toBe(400);
    expect(blank.data).toMatchObject({
      ok: false,
      fieldErrors: { name: "Client name is required" },
      toast: { kind: "error", title: "Failed to create client" },
    });
    const missing = await clientsAct(staff, { intent: "create" });
    expect(missing.status).toBe(400);
    expect((missing.data!.fieldErrors as Record<string, string>).name).toBe(
      "Client name is required",
    );
    const email = await clientsAct(staff, {
      intent: "create",
      name: "Ok",
      contactEmail: "not-an-email",
    });
    expect(email.status).toBe(400);
    expect(
      (email.data!.fieldErrors as Record<string, string>).contactEmail,
    ).toBeTruthy();
    expect(await counts()).toEqual(before);
  });

  it("edits a client inline (status included) with the spec's toast and a before → after audit row", async () => {
    const client = await newClient("Edit Me Council");
    const answer = await clientsAct(staff, {
      intent: "update",
      clientId: client.id,
      name: " Edit Me Council ",
      companyName: " Edit Co ",
      contactEmail: "",
      contactPhone: " +1 555 0100 ",
      notes: "",
      status: "inactive",
    });
    expect(answer.status).toBe(302);
    expect(flashOf(answer)).toContain("Client updated successfully");
    const [row] = await db()
      .select()
      .from(clients)
      .where(eq(clients.id, client.id));
    expect(row).toMatchObject({
      name: "Edit Me Council",
      companyName: "Edit Co",
      contactPhone: "+1 555 0100",
      status: "inactive",
      contactEmail: null,
    });
    const [entry] = await auditRows("client.update", client.id);
    expect(entry!.before).toMatchObject({
      status: "active",
      companyName: null,
    });
    expect(entry!.after).toMatchObject({
      status: "inactive",
      companyName: "Edit Co",
    });
    expect(entry!.before).not.toHaveProperty("name");
  });

  it("refuses an unknown status or a blank name on edit with the failure toast; a bad id is 404", async () => {
    const client = await newClient("Status Guard Board");
    const bad = await clientsAct(staff, {
      intent: "update",
      clientId: client.id,
      name: "X",
      status: "archived",
    });
    expect(bad.status).toBe(400);
    expect(bad.data).toMatchObject({
      toast: { title: "Failed to update client" },
      clientId: client.id,
    });
    const blank = await clientsAct(staff, {
      intent: "update",
      clientId: client.id,
      name: " ",
      status: "active",
    });
    expect((blank.data!.fieldErrors as Record<string, string>).name).toBe(
      "Client name is required",
    );
    expect(
      (
        await clientsAct(staff, {
          intent: "update",
          clientId: "nope",
          name: "X",
          status: "active",
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await clientsAct(staff, {
          intent: "update",
          clientId: "00000000-0000-4000-8000-000000000000",
          name: "X",
          status: "active",
        })
      ).status,
    ).toBe(404);
    const [row] = await db()
      .select()
      .from(clients)
      .where(eq(clients.id, client.id));
    expect(row!.status).toBe("active");
  });

  it("offers ?new=1 and ?edit=<id> for the forms without JavaScript", async () => {
    expect((await list(staff, "?new=1")).data).toMatchObject({ adding: true });
    expect((await list(staff, `?edit=${meridianId}`)).data).toMatchObject({
      editingId: meridianId,
    });
    expect((await list(staff, "?edit=garbage")).data).toMatchObject({
      editingId: null,
    });
  });
});

describe("a client's workspace", () => {
  it("shows the client, its projects, documents, people and invitations; unknown or malformed ids are 404", async () => {
    const answer = await workspace(staff, meridianId);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Cache-Control")).toBe("no-store");
    expect(answer.data).toMatchObject({
      client: { id: meridianId, name: "Meridian Revenue Authority" },
    });
    const people = answer.data!.people as { email: string }[];
    expect(people.map((p) => p.email)).toContain("amira.haddad@example.org");
    expect(people.map((p) => p.email)).not.toContain(
      "grace.okafor@example.org",
    );
    expect((answer.data!.projects as unknown[]).length).toBeGreaterThan(0);
    // The type badge as the client's Documents tab shows it (docs/access-audit.md § 16): the MIME subtype in capitals.
    const docs = answer.data!.documents as { name: string; type: string }[];
    expect(docs).toContainEqual(
      expect.objectContaining({
        name: "Risk Analytics Discovery Notes.txt",
        type: "PLAIN",
      }),
    );
    expect(docs).toContainEqual(
      expect.objectContaining({
        name: "E-Invoicing Statement of Work.pdf",
        type: "PDF",
      }),
    );
    expect((await workspace(staff, "not-a-uuid")).status).toBe(404);
    expect(
      (await workspace(staff, "00000000-0000-4000-8000-000000000000")).status,
    ).toBe(404);
  });

  it("creates, edits and re-statuses a project, each audited; a blank name is a 400 field error", async () => {
    const client = await newClient("Project Works Agency");
    const refused = await act(staff, client.id, {
      intent: "create-project",
      name: "  ",
      status: "active",
    });
    expect(refused.status).toBe(400);
    expect((refused.data!.fieldErrors as Record<string, string>).name).toBe(
      "Project name is required",
    );

    const created = await act(staff, client.id, {
      intent: "create-project",
      name: " Data Lake ",
      description: "  ",
      status: "planning",
    });
    expect(created.status).toBe(302);
    expect(created.location).toBe(`/lead_admin/clients/${client.id}`);
    const [project] = await db()
      .select()
      .from(projects)
      .where(eq(projects.clientId, client.id));
    expect(project).toMatchObject({
      name: "Data Lake",
      description: null,
      status: "planning",
    });
    expect(await auditRows("project.create", project!.id)).toHaveLength(1);

    const edited = await act(staff, client.id, {
      intent: "update-project",
      projectId: project!.id,
      name: "Data Lake v2",
      description: "Phase two",
      status: "planning",
    });
    expect(edited.status).toBe(302);
    const status = await act(staff, client.id, {
      intent: "project-status",
      projectId: project!.id,
      status: "completed",
    });
    expect(status.status).toBe(302);
    const badStatus = await act(staff, client.id, {
      intent: "project-status",
      projectId: project!.id,
      status: "cancelled",
    });
    expect(badStatus.status).toBe(400);
    const [after] = await db()
      .select()
      .from(projects)
      .where(eq(projects.id, project!.id));
    expect(after).toMatchObject({
      name: "Data Lake v2",
      description: "Phase two",
      status: "completed",
    });
    const updates = await auditRows("project.update", project!.id);
    expect(updates).toHaveLength(2);
    expect(updates.map((u) => u.after)).toContainEqual({ status: "completed" });
  });

  it("posts a project update with its audit row; a foreign project id in the form is refused (404), storing nothing", async () => {
    const [own] = await db()
      .select()
      .from(projects)
      .where(eq(projects.clientId, meridianId))
      .limit(1);
    const posted = await act(staff, meridianId, {
      intent: "post-update",
      projectId: own!.id,
      kind: "milestone",
      title: " Go-live ",
      body: " Done. ",
    });
    expect(posted.status).toBe(302);
    const [update] = await db()
      .select()
      .from(projectUpdates)
      .where(eq(projectUpdates.title, "Go-live"));
    expect(update).toMatchObject({
      body: "Done.",
      clientId: meridianId,
      kind: "milestone",
    });
    const [entry] = await auditRows("project_update.create", update!.id);
    expect(entry).toMatchObject({ actorEmail: "staff.admin@example.org" });

    const [foreign] = await db()
      .select()
      .from(projects)
      .where(eq(projects.clientId, northshoreId))
      .limit(1);
    const before = await counts();
    const refused = await act(staff, meridianId, {
      intent: "post-update",
      projectId: foreign!.id,
      kind: "progress",
      title: "Leak",
      body: "x",
    });
    expect(refused.status).toBe(404);
    const status = await act(staff, meridianId, {
      intent: "project-status",
      projectId: foreign!.id,
      status: "completed",
    });
    expect(status.status).toBe(404);
    expect(await counts()).toEqual(before);
    const invalid = await act(staff, meridianId, {
      intent: "post-update",
      projectId: own!.id,
      kind: "gossip",
      title: "",
      body: "",
    });
    expect(invalid.status).toBe(400);
  });

  it("invites by e-mail and role (e-mail queued, audited); resend replaces the link; revoke ends it", async () => {
    const client = await newClient("Invite Test Trust");
    const invited = await act(staff, client.id, {
      intent: "invite",
      email: "  New.Person@Example.ORG ",
      role: "client_admin",
    });
    expect(invited.status, JSON.stringify(invited.data)).toBe(302);
    const [invitation] = await db()
      .select()
      .from(clientInvitations)
      .where(eq(clientInvitations.clientId, client.id));
    expect(invitation).toMatchObject({
      email: "new.person@example.org",
      role: "client_admin",
    });
    expect(await auditRows("invitation.create", invitation!.id)).toHaveLength(
      1,
    );
    const mails = async () =>
      (
        await db()
          .select()
          .from(outbox)
          .where(eq(outbox.kind, "account_invitation"))
      )
        .map((row) => row.payload as { to: string[]; text: string })
        .filter((payload) => payload.to.includes("new.person@example.org"));
    expect(await mails()).toHaveLength(1);
    const linkOf = (text: string) =>
      new URL(/https?:\/\/\S+invitation=\S+/.exec(text)![0]).searchParams.get(
        "invitation",
      )!;
    const firstToken = linkOf((await mails())[0]!.text);
    const shows = async (token: string) =>
      (
        await callRoute(
          authLoader,
          get(`/auth?invitation=${token}`),
          new CookieJar(),
        )
      ).data as { invitation: unknown };
    expect((await shows(firstToken)).invitation).not.toBeNull();

    const list = await workspace(staff, client.id);
    expect(list.data!.invitations).toMatchObject([
      { email: "new.person@example.org", state: "pending" },
    ]);

    const resent = await act(staff, client.id, {
      intent: "resend-invitation",
      invitationId: invitation!.id,
    });
    expect(resent.status).toBe(302);
    expect(await mails()).toHaveLength(2);
    const secondToken = linkOf(
      (await mails()).find((m) => !m.text.includes(firstToken))!.text,
    );
    expect((await shows(firstToken)).invitation).toBeNull();
    expect((await shows(secondToken)).invitation).not.toBeNull();
    const [resendEntry] = await auditRows("invitation.resend", invitation!.id);
    expect(JSON.stringify(resendEntry)).not.toContain(secondToken);

    // Revoking asks first: the confirm step (without JavaScript) names the invitation.
    const confirm = await workspace(
      staff,
      client.id,
      `?revokeInvitation=${invitation!.id}`,
    );
    expect(confirm.data!.confirmRevokeInvitation).toEqual({
      id: invitation!.id,
      email: "new.person@example.org",
    });
    expect((await shows(secondToken)).invitation).not.toBeNull();
    const revoked = await act(staff, client.id, {
      intent: "revoke-invitation",
      invitationId: invitation!.id,
    });
    expect(revoked.status).toBe(302);
    expect((await shows(secondToken)).invitation).toBeNull();
    expect(await auditRows("invitation.revoke", invitation!.id)).toHaveLength(
      1,
    );
    // It stays listed as revoked (docs/access-audit.md), and can be neither revoked again nor resent.
    expect((await workspace(staff, client.id)).data!.invitations).toMatchObject(
      [
        {
          email: "new.person@example.org",
          state: "revoked",
          revoked: expect.stringMatching(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/),
        },
      ],
    );
    for (const intent of ["revoke-invitation", "resend-invitation"]) {
      expect(
        (await act(staff, client.id, { intent, invitationId: invitation!.id }))
          .status,
        intent,
      ).toBe(404);
    }
    expect(
      (await workspace(staff, client.id, `?revokeInvitation=${invitation!.id}`))
        .status,
    ).toBe(404);
    expect((await shows(secondToken)).invitation).toBeNull();
  });

  it("refuses a bad invitation (staff role, bad e-mail, existing account, inactive client) with 400 and no rows", async () => {
    const client = await newClient("Refusal Test Board");
    const before = await counts();
    for (const fields of [
      { email: "x@example.org", role: "admin" },
      { email: "not-an-email", role: "client_user" },
      { email: "amira.haddad@example.org", role: "client_user" },
    ]) {
      const answer = await act(staff, client.id, {
        intent: "invite",
        ...fields,
      });
      expect(answer.status, JSON.stringify(fields)).toBe(400);
    }
    await db()
      .update(clients)
      .set({ status: "inactive" })
      .where(eq(clients.id, client.id));
    expect(
      (
        await act(staff, client.id, {
          intent: "invite",
          email: "later@example.org",
          role: "client_user",
        })
      ).status,
    ).toBe(400);
    // An invitation of another client cannot be resent or revoked from this workspace.
    const [foreign] = await db()
      .select()
      .from(clientInvitations)
      .where(eq(clientInvitations.clientId, meridianId))
      .limit(1);
    if (foreign) {
      expect(
        (
          await act(staff, client.id, {
            intent: "resend-invitation",
            invitationId: foreign.id,
          })
        ).status,
      ).toBe(404);
      expect(
        (
          await act(staff, client.id, {
            intent: "revoke-invitation",
            invitationId: foreign.id,
          })
        ).status,
      ).toBe(404);
    }
    const after = await counts();
    expect(after).toEqual(before);
  });

  it("does not resend a sign-up link to an address that already has an account (a client admin's invitation held for staff)", async () => {
    const client = await newClient("Held Invitation Office");
    const [held] = await db()
      .insert(clientInvitations)
      .values({
        clientId: client.id,
        email: "li.wei@example.org",
        role: "client_user",
        tokenHash: `held-${Date.now()}`,
        expiresAt: new Date(Date.now() + 86_400_000),
      })
      .returning();
    const answer = await act(staff, client.id, {
      intent: "resend-invitation",
      invitationId: held!.id,
    });
    expect(answer.status).toBe(400);
    expect(answer.data).toMatchObject({
      toast: {
        title: "Invitation not resent",
        description: expect.stringContaining("already has an account"),
      },
    });
    const [after] = await db()
      .select()
      .from(clientInvitations)
      .where(eq(clientInvitations.id, held!.id));
    expect(after!.tokenHash).toBe(held!.tokenHash);
  });

  it("does not resend an invitation of an inactive client: 400, the link and expiry unchanged", async () => {
    const client = await newClient("Paused Resend Office");
    expect(
      (
        await act(staff, client.id, {
          intent: "invite",
          email: "paused.resend@example.org",
          role: "client_user",
        })
      ).status,
    ).toBe(302);
    const [before] = await db()
      .select()
      .from(clientInvitations)
      .where(eq(clientInvitations.clientId, client.id));
    await db()
      .update(clients)
      .set({ status: "inactive" })
      .where(eq(clients.id, client.id));
    const answer = await act(staff, client.id, {
      intent: "resend-invitation",
      invitationId: before!.id,
    });
    expect(answer.status).toBe(400);
    expect(answer.data).toMatchObject({
      toast: { title: "Invitation not resent" },
    });
    const [after] = await db()
      .select()
      .from(clientInvitations)
      .where(eq(clientInvitations.id, before!.id));
    expect(after!.tokenHash).toBe(before!.tokenHash);
    expect(await auditRows("invitation.resend", before!.id)).toHaveLength(0);
  });

  it("downloads a client's document for staff only, and only under its own client", async () => {
    const [doc] = await db()
      .select()
      .from(documents)
      .where(eq(documents.clientId, meridianId))
      .limit(1);
    const download = (jar: CookieJar, clientId: string) =>
      callRoute(
        clientDocumentDownloadLoader,
        get(`/lead_admin/clients/${clientId}/documents/${doc!.id}/download`),
        jar,
        undefined,
        { clientId, documentId: doc!.id },
      );
    const ok = await download(staff, meridianId);
    expect(ok.status).toBe(200);
    expect(ok.headers.get("Content-Disposition")).toMatch(/^attachment;/);
    expect(ok.headers.get("Cache-Control")).toBe("no-store");
    expect((await download(staff, northshoreId)).status).toBe(404);
    expect(
      (await download(await signIn("amira.haddad@example.org"), meridianId))
        .status,
    ).toBe(404);
  });
});

describe("uploading a document for a client", () => {
  const upload = (
    jar: CookieJar,
    clientId: string,
    fields: Record<string, string | File>,
  ) =>
    callRoute(
      clientUploadAction,
      formRequest(`/lead_admin/clients/${clientId}/upload`, fields),
      jar,
      undefined,
      { clientId },
    );

  it("stores it as staff's, optionally under a project, e-mails each of the client's people, audits metadata only", async () => {
    const [project] = await db()
      .select()
      .from(projects)
      .where(eq(projects.clientId, meridianId))
      .limit(1);
    const answer = await upload(staff, meridianId, {
      projectId: project!.id,
      file: new File([pdfBytes()], "staff-report.pdf"),
    });
    expect(answer.status).toBe(302);
    expect(answer.location).toBe(`/lead_admin/clients/${meridianId}`);
    expect(flashOf(answer)).toContain("Files uploaded");
    const [doc] = await db()
      .select()
      .from(documents)
      .where(eq(documents.name, "staff-report.pdf"));
    expect(doc).toMatchObject({
      clientId: meridianId,
      projectId: project!.id,
      uploadedBySide: "staff",
    });
    const mails = (
      await db()
        .select()
        .from(outbox)
        .where(eq(outbox.kind, "portal_notification"))
    )
      .map((row) => row.payload as { to: string[]; subject: string })
      .filter((m) => m.subject.includes("staff-report.pdf"));
    expect(mails.flatMap((m) => m.to)).toContain("amira.haddad@example.org");
    expect(mails.every((m) => m.to.length === 1)).toBe(true);
    const [entry] = await auditRows("document.upload", doc!.id);
    expect(entry!.after).toMatchObject({
      name: "staff-report.pdf",
      mimeType: "application/pdf",
    });
    expect(JSON.stringify(entry)).not.toContain("%PDF");

    const noProject = await upload(staff, meridianId, {
      projectId: "",
      file: new File([pdfBytes()], "no-project.pdf"),
    });
    expect(noProject.status).toBe(302);
    const [loose] = await db()
      .select()
      .from(documents)
      .where(eq(documents.name, "no-project.pdf"));
    expect(loose!.projectId).toBeNull();
  });

  it("refuses a foreign project (404), a missing or fake file (400), storing nothing; answers JSON to the upload script", async () => {
    const [foreign] = await db()
      .select()
      .from(projects)
      .where(eq(projects.clientId, northshoreId))
      .limit(1);
    const before = await db().select({ id: documents.id }).from(documents);
    expect(
      (
        await upload(staff, meridianId, {
          projectId: foreign!.id,
          file: new File([pdfBytes()], "x.pdf"),
        })
      ).status,
    ).toBe(404);
    const missing = await upload(staff, meridianId, { projectId: "" });
    expect(missing.status).toBe(400);
    const fake = await upload(staff, meridianId, {
      projectId: "",
      file: new File(["MZ not a pdf"], "fake.pdf"),
    });
    expect(fake.status).toBe(400);
    expect(fake.data).toMatchObject({
      ok: false,
      toast: { title: "Upload failed" },
    });
    expect(
      await db().select({ id: documents.id }).from(documents),
    ).toHaveLength(before.length);

    const request = formRequest(`/lead_admin/clients/${meridianId}/upload`, {
      projectId: "",
      file: new File([pdfBytes()], "xhr.pdf"),
    });
    request.headers.set("Accept", "application/json");
    request.headers.set("Cookie", staff.header()!);
    const json = await clientUploadJson(
      routeArgs({
        request,
        context: await requestContext(request),
        params: { clientId: meridianId },
      }),
      () => Promise.resolve(new Response("page")),
    );
    expect(json.status).toBe(200);
    expect(await json.json()).toMatchObject({ ok: true, uploaded: "xhr.pdf" });
  });

  it("is 404 for a client's people", async () => {
    for (const email of [
      "amira.haddad@example.org",
      "tomas.lindqvist@example.org",
    ]) {
      const answer = await upload(await signIn(email), meridianId, {
        projectId: "",
        file: new File([pdfBytes()], "sneaky.pdf"),
      });
      expect(answer.status, email).toBe(404);
    }
    expect(
      await db()
        .select()
        .from(documents)
        .where(eq(documents.name, "sneaky.pdf")),
    ).toHaveLength(0);
  });
});

describe("a client's people calling the console", () => {
  it("get 404 from every loader and action, and nothing changes", async () => {
    for (const email of [
      "amira.haddad@example.org",
      "tomas.lindqvist@example.org",
    ]) {
      const jar = await signIn(email);
      const before = await counts();
      const [project] = await db()
        .select()
        .from(projects)
        .where(eq(projects.clientId, meridianId))
        .limit(1);
      const answers = [
        await list(jar),
        await clientsAct(jar, { intent: "create", name: "Sneaky" }),
        await clientsAct(jar, {
          intent: "update",
          clientId: meridianId,
          name: "Sneaky",
          status: "active",
        }),
        await workspace(jar, meridianId),
        await act(jar, meridianId, {
          intent: "create-project",
          name: "Sneaky",
          status: "active",
        }),
        await act(jar, meridianId, {
          intent: "project-status",
          projectId: project!.id,
          status: "completed",
        }),
        await act(jar, meridianId, {
          intent: "post-update",
          projectId: project!.id,
          kind: "progress",
          title: "x",
          body: "y",
        }),
        await act(jar, meridianId, {
          intent: "invite",
          email: "sneaky@example.org",
          role: "client_admin",
        }),
      ];
      expect(
        answers.map((a) => a.status),
        email,
      ).toEqual(answers.map(() => 404));
      expect(await counts()).toEqual(before);
    }
  });

  it("sends a signed-out visitor to sign in", async () => {
    const answer = await list(new CookieJar());
    expect(answer.status).toBe(302);
  });
});

describe("an empty database", () => {
  it("shows the spec's empty state: no rows (the page says 'No clients found. Create your first client to get started.')", async () => {
    // Last test of the file: its database is its own.
    await db().delete(clients);
    const answer = await list(staff);
    expect(answer.status).toBe(200);
    expect(answer.data!.clients).toEqual([]);
  });
});
