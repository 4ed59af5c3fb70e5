import { format } from "date-fns";
import { data } from "react-router";
import type { Toast } from "~/domain/forms/form-result";
import {
  projectSchema,
  projectStatusSchema,
  projectUpdateSchema,
  staffInviteSchema,
  type WorkspaceIntent,
} from "~/domain/console/client-forms";
import {
  accountFormOf,
  formFailure,
  parseForm,
  textField,
} from "../auth/account-form.server";
import { invitationConfig } from "../auth/invitation-config.server";
import { InvitationError } from "../auth/invitations.server";
import { redirectWithToast } from "../http/flash-toast.server";
import { isUuid, notFound } from "../http/not-found-response.server";
import { pageOf } from "../http/pagination.server";
import { workspacePageParams, workspacePath } from "./console-paths.server";
import { CONSOLE_HEADERS } from "./console-frame.server";
import { requireStaff } from "./console-guard.server";
import {
  unsafeInviteToClient,
  unsafeFindInvitationToRevoke,
  unsafeResendInvitation,
  unsafeRevokeInvitation,
} from "./unsafe-client-invitations.server";
import { unsafeFindClient } from "./unsafe-clients.server";
import { unsafePostProjectUpdate } from "./unsafe-project-updates.server";
import {
  unsafeCreateProject,
  unsafeUpdateProject,
} from "./unsafe-projects.server";
import {
  unsafeWorkspaceDocuments,
  unsafeWorkspaceInvitations,
  unsafeWorkspacePeople,
  unsafeWorkspaceProjects,
} from "./unsafe-workspace.server";
import type { Route } from "../../routes/console/+types/client-workspace";

/**
 * /lead_admin/clients/:clientId — one client's workspace: header, projects (with their latest
 * updates), documents, people and invitations. Projects and documents come a page at a time
 * (`?projectsPage=N`, `?documentsPage=N`, each list's own). `?editProject=<id>` opens the edit
 * form of a project on the page shown (the no-JavaScript path of Edit); `?revokeInvitation=<id>`
 * asks before an invitation is revoked (the no-JavaScript path of Revoke). A malformed or
 * unknown id is 404.
 */
export async function clientWorkspaceLoader({
  request,
  context,
  params,
}: Route.LoaderArgs) {
  const { scope } = await requireStaff(request, context);
  const client = await unsafeFindClient(scope, params.clientId);
  const [projects, documents, people, invitations] = await Promise.all([
    unsafeWorkspaceProjects(scope, client, {
      page: pageOf(request, "projectsPage"),
    }),
    unsafeWorkspaceDocuments(scope, client, {
      page: pageOf(request, "documentsPage"),
    }),
    unsafeWorkspacePeople(scope, client.id),
    unsafeWorkspaceInvitations(scope, client.id),
  ]);
  const search = new URL(request.url).searchParams;
  const editProject = search.get("editProject");
  const revokeParam = search.get("revokeInvitation");
  // The confirm step of "Revoke" without JavaScript; only a pending invitation of this client, else 404.
  const confirmRevokeInvitation =
    revokeParam === null
      ? null
      : await unsafeFindInvitationToRevoke(scope, client.id, revokeParam);
  return data(
    {
      client: {
        id: client.id,
        name: client.name,
        companyName: client.companyName,
        contactEmail: client.contactEmail,
        contactPhone: client.contactPhone,
        status: client.status,
        created: format(client.createdAt, "MMM d, yyyy"),
      },
      projects: projects.items,
      projectPages: projects.pageInfo,
      documents: documents.items,
      documentPages: documents.pageInfo,
      people,
      invitations,
      editingProjectId:
        isUuid(editProject) && projects.items.some((p) => p.id === editProject)
          ? editProject
          : null,
      invitationTtlDays: invitationConfig().defaultTtlDays,
      confirmRevokeInvitation,
    },
    { headers: CONSOLE_HEADERS },
  );
}

export async function clientWorkspaceAction({
  request,
  context,
  params,
}: Route.ActionArgs) {
  const { scope } = await requireStaff(request, context);
  const client = await unsafeFindClient(scope, params.clientId);
  const form = accountFormOf(context);
  const intent = textField(form, "intent") as WorkspaceIntent;
  const projectId = textField(form, "projectId") || null;
  const refused = (
    title: string,
    names: string[],
    fieldErrors: Record<string, string>,
    description?: string,
  ) =>
    formFailure(
      { intent, projectId },
      {
        toast: { kind: "error", title, description },
        fieldErrors,
        values: Object.fromEntries(names.map((n) => [n, textField(form, n)])),
        headers: CONSOLE_HEADERS,
      },
    );
  // Back to the pages of the lists the form was on (a form posts to the page's own URL).
  const pages = workspacePageParams(request.url);
  const done = async (toast: Toast) => {
    return redirectWithToast(
      workspacePath(client.id, pages),
      toast,
      CONSOLE_HEADERS,
    );
  };

  switch (intent) {
    case "create-project": {
      const names = ["name", "description", "status"];
      const parsed = parseForm(projectSchema, form, names);
      if (!parsed.ok)
        return refused("Failed to create project", names, parsed.fieldErrors);
      await unsafeCreateProject(scope, client.id, parsed.value);
      // The new project heads the list: its first page.
      pages.delete("projectsPage");
      return done({ kind: "success", title: "Project created successfully" });
    }
    case "update-project": {
      const names = ["name", "description", "status"];
      if (!isUuid(projectId)) throw notFound();
      const parsed = parseForm(projectSchema, form, names);
      if (!parsed.ok)
        return refused("Failed to update project", names, parsed.fieldErrors);
      await unsafeUpdateProject(scope, client.id, projectId, parsed.value);
      return done({ kind: "success", title: "Project updated successfully" });
    }
    case "project-status": {
      if (!isUuid(projectId)) throw notFound();
      const parsed = parseForm(projectStatusSchema, form, ["status"]);
      if (!parsed.ok)
        return refused(
          "Failed to update project",
          ["status"],
          parsed.fieldErrors,
        );
      await unsafeUpdateProject(scope, client.id, projectId, parsed.value);
      return done({ kind: "success", title: "Project updated successfully" });
    }
    case "post-update": {
      const names = ["kind", "title", "body"];
      if (!isUuid(projectId)) throw notFound();
      const parsed = parseForm(projectUpdateSchema, form, names);
      if (!parsed.ok)
        return refused(
          "Failed to post update",
          [...names, "projectId"],
          parsed.fieldErrors,
        );
      const posted = await unsafePostProjectUpdate(
        scope,
        { ...parsed.value, projectId },
        { clientId: client.id },
      );
      // Another client's project (or an unknown one): the same 404 as a foreign id in a URL.
      if (!posted) throw notFound();
      return done({
        kind: "success",
        title: "Update posted",
        description: "The client sees it on the project's timeline.",
      });
    }
    case "invite": {
      const names = ["email", "role"];
      const parsed = parseForm(staffInviteSchema, form, names);
      if (!parsed.ok)
        return refused("Invitation not sent", names, parsed.fieldErrors);
      const outcome = await unsafeInviteToClient(
        scope,
        client.id,
        parsed.value,
        invitationConfig(),
      );
      if (!outcome.ok)
        return refused(
          "Invitation not sent",
          names,
          { email: outcome.message },
          outcome.message,
        );
      return done({
        kind: "success",
        title: outcome.replaced ? "Invitation sent again" : "Invitation sent",
        description: `${outcome.email} will receive a sign-up link, valid until ${format(outcome.expiresAt, "MMMM d, yyyy")}.`,
      });
    }
    case "resend-invitation": {
      let sent: Awaited<ReturnType<typeof unsafeResendInvitation>>;
      try {
        sent = await unsafeResendInvitation(
          scope,
          client.id,
          textField(form, "invitationId"),
          invitationConfig(),
        );
      } catch (error) {
        if (!(error instanceof InvitationError)) throw error;
        return refused("Invitation not resent", [], {}, error.message);
      }
      return done({
        kind: "success",
        title: "Invitation resent",
        description: `${sent.email} has a new sign-up link, valid until ${format(sent.expiresAt, "MMMM d, yyyy")}; the earlier link no longer works.`,
      });
    }
    case "revoke-invitation": {
      const { email } = await unsafeRevokeInvitation(
        scope,
        client.id,
        textField(form, "invitationId"),
      );
      return done({
        kind: "success",
        title: "Invitation revoked",
        description: `The sign-up link sent to ${email} no longer works.`,
      });
    }
    default:
      return refused(
        "Unknown action",
        [],
        {},
        "Reload the page and try again.",
      );
  }
}
