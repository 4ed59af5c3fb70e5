import { Ban, Trash2 } from "lucide-react";
import {
  BLOCKED_DOMAIN_MAX,
  BLOCKED_DOMAIN_NOTE_MAX,
  type BlockedDomainView,
} from "~/domain/console/newsletter-blocked-domain";
import type { FormResult } from "~/domain/forms/form-result";
import { DataTable, type TableColumn } from "../ui/data-table";
import { EmptyState } from "../ui/page-states";
import {
  addedColumn,
  AddRowForm,
  PostedTextField,
  rowActionColumn,
} from "../ui/row-forms";
import { PageToast } from "../ui/toaster";
import { ConsoleBackLink } from "./console-back-link";
import { BlankValue } from "../ui/blank-value";

const BASE = "/lead_admin/newsletter/blocked-domains";

const columns: TableColumn<BlockedDomainView>[] = [
  {
    id: "domain",
    header: "Domain",
    meta: { rowHeader: true, className: "font-semibold whitespace-nowrap" },
    cell: (row) => row.domain,
  },
  {
    id: "note",
    header: "Note",
    meta: { className: "min-w-[12rem]" },
    cell: (row) => row.note || <BlankValue />,
  },
  addedColumn("added", "Added", (row) => ({
    iso: row.addedAt,
    by: row.addedBy,
  })),
  {
    id: "subscribers",
    header: "Subscribers on it",
    meta: { className: "tabular-nums" },
    cell: (row) => row.subscribers.toLocaleString("en-GB"),
  },
  rowActionColumn("remove", (row) => ({
    action: BASE,
    fields: { intent: "unblock", domain: row.domain },
    Icon: Trash2,
    label: "Unblock",
    rowName: row.domain,
  })),
];

/** /lead_admin/newsletter/blocked-domains: the sign-up's refused domains, add and remove. */
export function NewsletterDomainsPage({
  domains,
  result,
}: {
  domains: BlockedDomainView[];
  result: FormResult | undefined;
}) {
  const errors = result?.fieldErrors ?? {};
  const values = result?.values ?? {};
  return (
    <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-6">
      <div className="grid gap-2">
        <ConsoleBackLink to="/lead_admin/newsletter" label="Newsletter" />
        <h2 className="text-2xl font-bold text-ink-900">Blocked domains</h2>
        <p className="max-w-prose text-sm text-text-muted">
          The newsletter&rsquo;s sign-up refuses addresses on these domains and
          on their subdomains. Subscribers already on a domain are not changed:
          unsubscribe them from their own page if you need to.
        </p>
        <PageToast toast={result?.toast} />
      </div>
      <AddRowForm
        action={BASE}
        label="Block a domain"
        intent="block"
        Icon={Ban}
        submitLabel="Block domain"
      >
        <PostedTextField
          name="domain"
          label="Domain"
          hint="e.g. spam.example: the part after the @."
          error={errors.domain}
          focus={Boolean(errors.domain)}
          value={values.domain}
          maxLength={BLOCKED_DOMAIN_MAX + 20}
          address
        />
        <PostedTextField
          name="note"
          label="Note (optional)"
          hint="Why it is blocked, for whoever reads this later."
          error={errors.note}
          value={values.note}
          maxLength={BLOCKED_DOMAIN_NOTE_MAX}
        />
      </AddRowForm>
      {domains.length === 0 ? (
        <EmptyState Icon={Ban} message="No domain is blocked." />
      ) : (
        <DataTable
          caption="Blocked domains"
          columns={columns}
          rows={domains}
          rowId={(row) => row.domain}
        />
      )}
    </div>
  );
}
