import { useLocation } from "react-router";
import type { PageInfo } from "~/domain/client-work/client-work-views";
import type {
  WorkspaceDocumentView,
  WorkspaceInvitationView,
  WorkspacePersonView,
  WorkspaceProjectView,
} from "~/domain/console/workspace-views";
import type { ClientStatus } from "~/domain/enums";
import { PageToast } from "../ui/toaster";
import { StaffUploadForm } from "./staff-upload-form";
import { ClientStatusBadge } from "./clients-tab";
import { WorkspaceDocuments } from "./workspace-documents";
import type { WorkspaceResult } from "./workspace-form";
import { WorkspacePeople } from "./workspace-people";
import { WorkspaceProjects, projectsOnThisPage } from "./workspace-projects";
import { BackArrowLink } from "../ui/back-arrow-link";

export type ClientWorkspaceData = {
  client: {
    id: string;
    name: string;
    companyName: string | null;
    contactEmail: string | null;
    contactPhone: string | null;
    status: ClientStatus;
    created: string;
  };
  /** One page of each: `?projectsPage=N`, `?documentsPage=N`. */
  projects: WorkspaceProjectView[];
  projectPages: PageInfo;
  documents: WorkspaceDocumentView[];
  documentPages: PageInfo;
  people: WorkspacePersonView[];
  invitations: WorkspaceInvitationView[];
  editingProjectId: string | null;
  invitationTtlDays: number;
  confirmRevokeInvitation: { id: string; email: string } | null;
};

/** One client's workspace: who they are, then their projects, documents, people and invitations. */
export function ClientWorkspace({
  data,
  result,
}: {
  data: ClientWorkspaceData;
  result: WorkspaceResult | undefined;
}) {
  const { client } = data;
  // The lists' pages (and the open forms) are in the URL: each list's links keep the other's page.
  const { search } = useLocation();
  return (
    <div className="grid gap-10">
      <header className="grid gap-3">
        <BackArrowLink
          to="/lead_admin/clients"
          className="inline-flex min-h-11 w-fit items-center gap-1.5 text-sm font-medium text-brand-800 hover:underline"
        >
          Back to Clients
        </BackArrowLink>
        <div className="flex flex-wrap items-center gap-3">
          <h2 className="text-2xl font-bold text-ink-900">{client.name}</h2>
          <ClientStatusBadge status={client.status} />
        </div>
        <dl className="grid gap-x-8 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="font-medium text-text-muted">Company</dt>
          <dd className="text-ink-900">{client.companyName ?? "—"}</dd>
          <dt className="font-medium text-text-muted">Contact</dt>
          <dd className="text-ink-900">
            {[client.contactEmail, client.contactPhone]
              .filter(Boolean)
              .join(" · ") || "—"}
          </dd>
          <dt className="font-medium text-text-muted">Client since</dt>
          <dd className="text-ink-900">{client.created}</dd>
        </dl>
        {client.status === "inactive" ? (
          <p className="text-sm text-text-muted">
            This client is inactive: its people cannot open the client portal.
          </p>
        ) : null}
      </header>
      {result?.toast && !result.ok ? <PageToast toast={result.toast} /> : null}
      <WorkspaceProjects
        clientId={client.id}
        projects={data.projects}
        pageInfo={data.projectPages}
        search={search}
        editingProjectId={data.editingProjectId}
        result={result}
      />
      <WorkspaceDocuments
        clientId={client.id}
        documents={data.documents}
        pageInfo={data.documentPages}
        search={search}
        upload={
          <StaffUploadForm
            clientId={client.id}
            clientName={client.name}
            // The projects on the page shown above (every project is on some page of the list).
            projects={data.projects.map((p) => ({ id: p.id, name: p.name }))}
            projectsHint={
              data.projectPages.pageCount > 1 ? projectsOnThisPage : undefined
            }
            result={undefined}
          />
        }
      />
      <WorkspacePeople
        clientId={client.id}
        people={data.people}
        invitations={data.invitations}
        confirmRevokeInvitation={data.confirmRevokeInvitation}
        clientActive={client.status === "active"}
        invitationTtlDays={data.invitationTtlDays}
        result={result}
      />
    </div>
  );
}
