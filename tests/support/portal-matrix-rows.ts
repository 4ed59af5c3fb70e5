import { eq } from "drizzle-orm";
import { expect } from "vitest";
import * as documentDownload from "~/routes/portal/document-download";
import * as documentsTab from "~/routes/portal/documents-tab";
import * as projectPage from "~/routes/portal/project-page";
import * as projectsTab from "~/routes/portal/projects-tab";
import * as supportTab from "~/routes/portal/support-tab";
import * as teamTab from "~/routes/portal/team-tab";
import * as ticketPage from "~/routes/portal/ticket-page";
import type { Database } from "~/server/db/client.server";
import {
  clientInvitations,
  documents,
  profiles,
  ticketMessages,
} from "~/server/db/schema.server";
import { dashboardLayoutLoader } from "~/server/portal/dashboard-layout.handler.server";
import { callRoute, get } from "./account-session";
import {
  TEAM_INTENTS,
  loader,
  nothingForOutsider,
  ok,
  page,
  showsAll,
  showsOwnNotOwner,
  stamp,
  submit,
  upload,
  type Call,
  type Check,
} from "./portal-matrix";
import { callRouteRaw, type Tenant } from "./portal-tenants";

/**
 * The matrix: one line per resource × verb. `owners` are A's people who get it (the
 * positive control); `stranger` is what B's people get, 404 unless said otherwise; `noWrite`
 * checks, after the strangers and outsiders tried, that nothing was written.
 */
export type Row = {
  resource: string;
  verb: string;
  call: Call;
  owners: ("admin" | "member")[];
  owner: Check;
  stranger?: Check;
  noWrite?: (owner: Tenant) => Promise<void>;
};
export function matrixRows(getDb: () => Database): Row[] {
  // Names of what strangers and owners try to write, to look for afterwards.
  const intrusion = {
    upload: `intrusion-${stamp()}.txt`,
    reply: `intrusion reply ${stamp()}`,
    ownUpload: `own-${stamp()}.txt`,
    ownReply: `own reply ${stamp()}`,
  };

  async function documentNamed(name: string) {
    return getDb()
      .select({ clientId: documents.clientId, projectId: documents.projectId })
      .from(documents)
      .where(eq(documents.name, name));
  }

  return [
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
          Buffer.from(answer.body ?? []).equals(
            Buffer.from(owner.documentBytes),
          ),
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
        const rows = await getDb()
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
          await getDb()
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
        const [row] = await getDb()
          .select({
            usedAt: clientInvitations.usedAt,
            revokedAt: clientInvitations.revokedAt,
            expiresAt: clientInvitations.expiresAt,
          })
          .from(clientInvitations)
          .where(eq(clientInvitations.id, owner.invitationId));
        // Deleted, or no longer redeemable.
        if (row)
          expect(
            row.usedAt !== null ||
              row.revokedAt !== null ||
              row.expiresAt.getTime() <= Date.now(),
          ).toBe(true);
      },
      noWrite: async (owner) => {
        const [row] = await getDb()
          .select({
            usedAt: clientInvitations.usedAt,
            revokedAt: clientInvitations.revokedAt,
            expiresAt: clientInvitations.expiresAt,
          })
          .from(clientInvitations)
          .where(eq(clientInvitations.id, owner.invitationId));
        expect(row?.usedAt).toBeNull();
        expect(row?.revokedAt).toBeNull();
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
        const [row] = await getDb()
          .select({ clientId: profiles.clientId })
          .from(profiles)
          .where(eq(profiles.id, owner.leaving.profileId));
        expect(row?.clientId ?? null).toBeNull();
        // The revoked colleague's session ends at once.
        const after = await callRoute(
          dashboardLayoutLoader,
          get("/dashboard"),
          owner.leaving.jar,
          owner.leaving.ip,
        );
        nothingForOutsider(after, owner);
      },
      noWrite: async (owner) => {
        const [row] = await getDb()
          .select({ clientId: profiles.clientId })
          .from(profiles)
          .where(eq(profiles.id, owner.leaving.profileId));
        expect(row?.clientId).toBe(owner.clientId);
        expect(
          (
            await callRoute(
              dashboardLayoutLoader,
              get("/dashboard"),
              owner.leaving.jar,
              owner.leaving.ip,
            )
          ).status,
        ).toBe(200);
      },
    },
  ];
}
