import { Building2, Pencil } from "lucide-react";
import { Link } from "react-router";
import type { FormResult } from "~/domain/forms/form-result";
import type { ClientStatus } from "~/domain/enums";
import type { ClientListRow } from "~/domain/console/client-views";
import {
  clientMessages,
  clientStatusLabels,
} from "~/domain/console/client-forms";
import { EmptyState } from "../ui/page-states";
import { Badge, type BadgeTone } from "../ui/badge";
import { ButtonLink } from "../ui/button-link";
import { DataTable, type TableColumn } from "../ui/data-table";
import { EmailText } from "../ui/email-text";
import { PageToast } from "../ui/toaster";
import { AddClient } from "./add-client";
import { RowEditActions, useRowEditor } from "./client-row-edit";
import { editControlId, useEditReturnFocus } from "../ui/edit-focus";

export type ClientsResult = FormResult & {
  intent?: string;
  clientId?: string | null;
};

const statusTones: Record<ClientStatus, BadgeTone> = {
  active: "success",
  inactive: "neutral",
  pending: "warning",
};

export function ClientStatusBadge({ status }: { status: ClientStatus }) {
  return (
    <Badge tone={statusTones[status] ?? "neutral"}>
      {clientStatusLabels[status] ?? status}
    </Badge>
  );
}

const PATH = "/lead_admin/clients";

/** The Clients tab: the table, Add Client, and one row at a time in edit. */
export function ClientsTab({
  data,
  result,
}: {
  data: { clients: ClientListRow[]; adding: boolean; editingId: string | null };
  result: ClientsResult | undefined;
}) {
  const editingId = data.editingId;
  const editor = useRowEditor(editingId ?? "", result);
  const editing = (row: ClientListRow) => row.id === editingId;
  useEditReturnFocus("client", editingId);

  const columns: TableColumn<ClientListRow>[] = [
    {
      id: "name",
      header: "Client Name",
      meta: { rowHeader: true },
      cell: (row) =>
        editing(row) ? (
          <div className="grid gap-2">
            {editor.control("name", "Client name", row.name)}
            {editor.control("notes", "Notes", row.notes, "textarea")}
          </div>
        ) : (
          <Link
            to={`${PATH}/${row.id}`}
            className="font-semibold text-brand-800 underline-offset-4 hover:underline"
          >
            {row.name}
          </Link>
        ),
    },
    {
      id: "company",
      header: "Company",
      cell: (row) =>
        editing(row)
          ? editor.control("companyName", "Company", row.companyName)
          : (row.companyName ?? <span className="text-text-muted">—</span>),
    },
    {
      id: "contact",
      header: "Contact",
      cell: (row) =>
        editing(row) ? (
          <div className="grid gap-2">
            {editor.control(
              "contactEmail",
              "Contact email",
              row.contactEmail,
              "email",
            )}
            {editor.control(
              "contactPhone",
              "Contact phone",
              row.contactPhone,
              "tel",
            )}
          </div>
        ) : (
          <div className="grid gap-0.5">
            {row.contactEmail ? (
              <a
                href={`mailto:${row.contactEmail}`}
                className="text-brand-800 underline-offset-4 hover:underline"
              >
                <EmailText email={row.contactEmail} />
              </a>
            ) : null}
            {row.contactPhone ? <span>{row.contactPhone}</span> : null}
            {!row.contactEmail && !row.contactPhone ? (
              <span className="text-text-muted">—</span>
            ) : null}
          </div>
        ),
    },
    {
      id: "status",
      header: "Status",
      cell: (row) =>
        editing(row) ? (
          <div className="grid max-w-52 gap-1">
            {editor.control("status", "Status", row.status, "status")}
            <p className="text-xs text-text-muted">
              An inactive client&apos;s people lose access to the client portal.
            </p>
          </div>
        ) : (
          <ClientStatusBadge status={row.status} />
        ),
    },
    {
      id: "users",
      header: "Users",
      meta: { className: "text-right" },
      cell: (row) => row.users,
    },
    {
      id: "created",
      header: "Created",
      cell: (row) => <span className="whitespace-nowrap">{row.created}</span>,
    },
    {
      id: "actions",
      header: "Actions",
      cell: (row) =>
        editing(row) ? (
          <RowEditActions
            clientId={row.id}
            form={editor.form}
            cancelTo={PATH}
          />
        ) : (
          <ButtonLink
            id={editControlId("client", row.id)}
            to={`${PATH}?edit=${row.id}`}
            variant="secondary"
            preventScrollReset
            aria-label={`Edit ${row.name}`}
          >
            <Pencil aria-hidden="true" className="size-4" />
            Edit
          </ButtonLink>
        ),
    },
  ];

  return (
    <section aria-labelledby="clients-heading" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="clients-heading" className="text-2xl font-bold text-ink-900">
          Clients
        </h2>
        <AddClient
          adding={data.adding}
          result={result?.intent === "create" ? result : undefined}
        />
      </div>
      {result?.toast && result.intent === "update" ? (
        <PageToast toast={result.toast} />
      ) : null}
      <DataTable
        caption="All clients"
        columns={columns}
        rows={data.clients}
        rowId={(row) => row.id}
        empty={<EmptyState Icon={Building2} message={clientMessages.empty} />}
      />
    </section>
  );
}
