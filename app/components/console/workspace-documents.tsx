import { FileText } from "lucide-react";
import type { ReactNode } from "react";
import type { PageInfo } from "~/domain/client-work/client-work-views";
import type { WorkspaceDocumentView } from "~/domain/console/workspace-views";
import { EmptyState, Pagination } from "../ui/page-states";
import { Badge } from "../ui/badge";
import {
  DataTable,
  withSearchParams,
  type TableColumn,
} from "../ui/data-table";

/**
 * The client's documents, newest first, a page at a time (`?documentsPage=N`); each downloads
 * through the staff-only route.
 */
export function WorkspaceDocuments({
  clientId,
  documents,
  pageInfo,
  search,
  upload,
}: {
  clientId: string;
  documents: WorkspaceDocumentView[];
  pageInfo: PageInfo;
  /** The page's query: the page links keep the projects' page. */
  search: string;
  upload?: ReactNode;
}) {
  const base = `/lead_admin/clients/${clientId}`;
  const columns: TableColumn<WorkspaceDocumentView>[] = [
    {
      id: "name",
      header: "Document",
      meta: { rowHeader: true },
      cell: (d) => (
        // A download, not a page: a plain link (no client-side navigation).
        <a
          href={`/lead_admin/clients/${clientId}/documents/${d.id}/download`}
          className="font-semibold break-all text-brand-800 underline-offset-4 hover:underline"
        >
          {d.name}
        </a>
      ),
    },
    {
      id: "project",
      header: "Project",
      cell: (row) => row.project ?? <span className="text-text-muted">—</span>,
    },
    {
      id: "type",
      header: "Type",
      cell: (row) => <Badge>{row.type}</Badge>,
    },
    {
      id: "size",
      header: "Size",
      cell: (row) => <span className="whitespace-nowrap">{row.size}</span>,
    },
    { id: "side", header: "Uploaded by", cell: (row) => row.side },
    {
      id: "uploaded",
      header: "Uploaded",
      cell: (row) => <span className="whitespace-nowrap">{row.uploaded}</span>,
    },
  ];
  return (
    <section aria-labelledby="documents-heading" className="grid gap-4">
      <h3 id="documents-heading" className="text-xl font-semibold text-ink-900">
        Documents
      </h3>
      {upload}
      <DataTable
        caption="Client documents"
        columns={columns}
        rows={documents}
        rowId={(d) => d.id}
        empty={
          <EmptyState
            Icon={FileText}
            message="No documents for this client yet."
          />
        }
      />
      <Pagination
        info={pageInfo}
        basePath={base}
        label="Document pages"
        hrefFor={(page) =>
          `${withSearchParams(base, search, {
            documentsPage: page === 1 ? null : page,
            editProject: null,
            revokeInvitation: null,
          })}#documents-heading`
        }
      />
    </section>
  );
}
