import { MailPlus, Users } from "lucide-react";
import { Form } from "react-router";
import type { UserRole } from "~/domain/enums";
import type {
  WorkspaceInvitationView,
  WorkspacePersonView,
} from "~/domain/console/workspace-views";
import {
  INVITABLE_ROLES,
  staffInviteSchema,
} from "~/domain/console/client-forms";
import { EmptyState } from "../ui/page-states";
import { Badge, type BadgeTone } from "../ui/badge";
import { Button } from "../ui/button";
import { DataTable, type TableColumn } from "../ui/data-table";
import { Input } from "../ui/input";
import { selectClasses } from "./client-fields";
import {
  RevokeInvitation,
  RevokeInvitationConfirm,
  type InvitationToRevoke,
} from "./invitation-revoke";
import { WorkspaceForm, type WorkspaceResult } from "./workspace-form";
import { FormField, LabelledOptions } from "../ui/form-field";

const roleLabels: Record<UserRole, string> = {
  admin: "Staff",
  editor: "Staff (editor)",
  client_admin: "Client admin",
  client_user: "Client user",
};
const stateTones: Record<WorkspaceInvitationView["state"], BadgeTone> = {
  pending: "warning",
  used: "success",
  expired: "neutral",
  revoked: "danger",
};
const stateLabels: Record<WorkspaceInvitationView["state"], string> = {
  pending: "Pending",
  used: "Used",
  expired: "Expired",
  revoked: "Revoked",
};

const peopleColumns: TableColumn<WorkspacePersonView>[] = [
  {
    id: "name",
    header: "Name",
    meta: { rowHeader: true },
    cell: (row) => row.name,
  },
  { id: "email", header: "Email", cell: (row) => row.email },
  {
    id: "role",
    header: "Role",
    cell: (row) => roleLabels[row.role] ?? row.role,
  },
  {
    id: "joined",
    header: "Joined",
    cell: (row) => <span className="whitespace-nowrap">{row.joined}</span>,
  },
];

/** What happened to an invitation last, in words. */
function lastChange(i: WorkspaceInvitationView): string {
  if (i.used) return `Used ${i.used}`;
  if (i.revoked) return `Revoked ${i.revoked}`;
  return `${i.state === "expired" ? "Expired" : "Expires"} ${i.expires}`;
}

const invitationColumns = (
  clientId: string,
): TableColumn<WorkspaceInvitationView>[] => [
  {
    id: "email",
    header: "Email",
    meta: { rowHeader: true },
    cell: (row) => row.email,
  },
  {
    id: "role",
    header: "Role",
    cell: (row) => roleLabels[row.role] ?? row.role,
  },
  {
    id: "state",
    header: "Status",
    cell: (row) => (
      <Badge tone={stateTones[row.state]}>{stateLabels[row.state]}</Badge>
    ),
  },
  {
    id: "sent",
    header: "Sent",
    cell: (row) => <span className="whitespace-nowrap">{row.sent}</span>,
  },
  {
    id: "expires",
    header: "Expires / used",
    cell: (i) => <span className="whitespace-nowrap">{lastChange(i)}</span>,
  },
  {
    id: "actions",
    header: "Actions",
    // A used or revoked invitation is history; an expired one can be sent again.
    cell: (i) =>
      i.state === "used" || i.state === "revoked" ? null : (
        <div className="flex flex-wrap gap-2">
          <Form method="post" preventScrollReset>
            <input type="hidden" name="intent" value="resend-invitation" />
            <input type="hidden" name="invitationId" value={i.id} />
            <Button
              type="submit"
              variant="secondary"
              aria-label={`Resend the invitation to ${i.email}`}
            >
              Resend
            </Button>
          </Form>
          {i.state === "pending" ? (
            <RevokeInvitation invitation={i} clientId={clientId} />
          ) : null}
        </div>
      ),
  },
];

/** People (the client's profiles) and invitations: invite, resend, revoke. */
export function WorkspacePeople({
  clientId,
  people,
  invitations,
  confirmRevokeInvitation,
  clientActive,
  invitationTtlDays,
  result,
}: {
  clientId: string;
  people: WorkspacePersonView[];
  invitations: WorkspaceInvitationView[];
  /** The invitation of `?revokeInvitation=<id>` (the confirm step without JavaScript). */
  confirmRevokeInvitation: InvitationToRevoke | null;
  clientActive: boolean;
  invitationTtlDays: number;
  result: WorkspaceResult | undefined;
}) {
  return (
    <>
      <section aria-labelledby="people-heading" className="grid gap-4">
        <h3 id="people-heading" className="text-xl font-semibold text-ink-900">
          People
        </h3>
        <DataTable
          caption="Client people"
          columns={peopleColumns}
          rows={people}
          rowId={(p) => p.id}
          empty={
            <EmptyState
              Icon={Users}
              message="Nobody has joined this client yet."
            />
          }
        />
      </section>
      <section aria-labelledby="invitations-heading" className="grid gap-4">
        <h3
          id="invitations-heading"
          className="text-xl font-semibold text-ink-900"
        >
          Invitations
        </h3>
        {confirmRevokeInvitation ? (
          <RevokeInvitationConfirm
            invitation={confirmRevokeInvitation}
            clientId={clientId}
          />
        ) : null}
        <div className="grid gap-3 rounded-card border border-line bg-surface p-5">
          <h4 className="text-lg font-semibold text-ink-900">Invite someone</h4>
          <p className="text-sm text-text-muted">
            {clientActive
              ? `They receive a sign-up link by e-mail, valid for ${invitationTtlDays} days. Resending issues a new link; the old one stops working.`
              : "Only an active client can take on new people: activate it on the Clients tab first."}
          </p>
          <WorkspaceForm
            intent="invite"
            schema={staffInviteSchema}
            fields={["email", "role"]}
            result={result}
            submit="Send invitation"
            pendingLabel="Sending…"
            className="sm:grid-cols-[2fr_1fr_auto] sm:items-start"
            submitClassName="sm:mt-7"
          >
            {(form) => (
              <>
                <FormField form={form} name="email" label="E-mail">
                  {(control) => (
                    <Input
                      {...control}
                      type="email"
                      autoComplete="off"
                      required
                      defaultValue={form.valueOf("email") ?? ""}
                    />
                  )}
                </FormField>
                <FormField form={form} name="role" label="Role">
                  {(control) => (
                    <select
                      {...control}
                      className={selectClasses}
                      defaultValue={form.valueOf("role") || "client_user"}
                    >
                      <LabelledOptions
                        values={INVITABLE_ROLES}
                        labels={roleLabels}
                      />
                    </select>
                  )}
                </FormField>
              </>
            )}
          </WorkspaceForm>
        </div>
        <DataTable
          caption="Client invitations"
          columns={invitationColumns(clientId)}
          rows={invitations}
          rowId={(i) => i.id}
          empty={<EmptyState Icon={MailPlus} message="No invitations yet." />}
        />
      </section>
    </>
  );
}
