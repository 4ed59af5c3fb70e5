import { Ban, Trash2 } from "lucide-react";
import { Form } from "react-router";
import {
  BLOCKED_DOMAIN_MAX,
  BLOCKED_DOMAIN_NOTE_MAX,
  type BlockedDomainView,
} from "~/domain/console/newsletter-blocked-domain";
import type { FormResult } from "~/domain/forms/form-result";
import { Button } from "../ui/button";
import { DataTable, type TableColumn } from "../ui/data-table";
import { EmailText } from "../ui/email-text";
import { Field } from "../ui/field";
import { inputClasses } from "../ui/input";
import { EmptyState } from "../ui/page-states";
import { PageToast } from "../ui/toaster";
import { UtcTime } from "./newsletter-badges";
import { ConsoleBackLink } from "./console-back-link";

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
    cell: (row) =>
      row.note || (
        <span className="text-text-muted">
          <span aria-hidden="true">—</span>
          <span className="sr-only">None</span>
        </span>
      ),
  },
  {
    id: "added",
    header: "Added",
    meta: { className: "min-w-[12rem]" },
    cell: (row) => (
      <div className="grid gap-0.5">
        <UtcTime iso={row.addedAt} />
        {row.addedBy ? (
          <span className="text-text-muted">
            by <EmailText email={row.addedBy} />
          </span>
        ) : null}
      </div>
    ),
  },
  {
    id: "subscribers",
    header: "Subscribers on it",
    meta: { className: "tabular-nums" },
    cell: (row) => row.subscribers.toLocaleString("en-GB"),
  },
  {
    id: "remove",
    header: "Actions",
    cell: (row) => (
      <Form method="post" action={BASE}>
        <input type="hidden" name="intent" value="unblock" />
        <input type="hidden" name="domain" value={row.domain} />
        <Button type="submit" variant="secondary">
          <Trash2 aria-hidden="true" className="size-4" />
          Unblock<span className="sr-only"> {row.domain}</span>
        </Button>
      </Form>
    ),
  },
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
      <Form
        method="post"
        action={BASE}
        aria-label="Block a domain"
        noValidate
        className="grid gap-3 rounded-xl border border-line bg-surface p-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-start"
      >
        <input type="hidden" name="intent" value="block" />
        <Field
          name="domain"
          label="Domain"
          hint="e.g. spam.example: the part after the @."
          error={errors.domain}
          focus={Boolean(errors.domain)}
        >
          {(control) => (
            <input
              {...control}
              type="text"
              key={values.domain}
              defaultValue={values.domain}
              maxLength={BLOCKED_DOMAIN_MAX + 20}
              autoCapitalize="none"
              autoCorrect="off"
              spellCheck={false}
              className={inputClasses}
            />
          )}
        </Field>
        <Field
          name="note"
          label="Note (optional)"
          hint="Why it is blocked, for whoever reads this later."
          error={errors.note}
        >
          {(control) => (
            <input
              {...control}
              type="text"
              key={values.note}
              defaultValue={values.note}
              maxLength={BLOCKED_DOMAIN_NOTE_MAX}
              className={inputClasses}
            />
          )}
        </Field>
        <Button type="submit" className="sm:mt-[3.25rem]">
          <Ban aria-hidden="true" className="size-4" />
          Block domain
        </Button>
      </Form>
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
