import { Lock, LockOpen } from "lucide-react";
import type { FormResult } from "~/domain/forms/form-result";
import {
  LEGAL_HOLD_EMAIL_MAX,
  LEGAL_HOLD_REASON_MAX,
  type LegalHoldView,
} from "~/domain/privacy/legal-hold-form";
import { PRIVACY_RETENTION_PATH } from "~/domain/privacy/privacy-paths";
import type {
  RetentionCounts,
  RetentionRule,
} from "~/domain/privacy/retention-rules";
import { DataTable, type TableColumn } from "../ui/data-table";
import { EmailText } from "../ui/email-text";
import { EmptyState } from "../ui/page-states";
import {
  addedColumn,
  AddRowForm,
  PostedTextField,
  rowActionColumn,
} from "../ui/row-forms";
import { PageToast } from "../ui/toaster";
import { UtcTime } from "../ui/utc-time";
import { PrivacyNav } from "./privacy-nav";

type RuleRow = { rule: RetentionRule | "chats"; label: string; period: string };

export type PrivacyRetentionData = {
  rules: RuleRow[];
  lastRun: { ranAt: string; counts: RetentionCounts; files: number } | null;
  holds: LegalHoldView[];
};

function ruleColumns(
  lastRun: PrivacyRetentionData["lastRun"],
): TableColumn<RuleRow>[] {
  return [
    {
      id: "rule",
      header: "What",
      meta: { rowHeader: true, className: "font-semibold min-w-[14rem]" },
      cell: (row) => row.label,
    },
    { id: "period", header: "Kept", cell: (row) => row.period },
    {
      id: "deleted",
      header: "Deleted by the last run",
      meta: { className: "tabular-nums" },
      cell: (row) =>
        row.rule === "chats"
          ? "By the chat's own daily job (server log)"
          : lastRun
            ? lastRun.counts[row.rule].toLocaleString("en-GB")
            : "No run yet",
    },
  ];
}

const holdColumns: TableColumn<LegalHoldView>[] = [
  {
    id: "email",
    header: "Address",
    meta: { rowHeader: true, className: "font-semibold" },
    cell: (row) => <EmailText email={row.email} />,
  },
  {
    id: "reason",
    header: "Reason",
    meta: { className: "min-w-[14rem]" },
    cell: (row) => row.reason,
  },
  addedColumn("placed", "Placed", (row) => ({
    iso: row.placedAt,
    by: row.placedBy,
  })),
  rowActionColumn("release", (row) => ({
    action: PRIVACY_RETENTION_PATH,
    fields: { intent: "release", holdId: row.id },
    Icon: LockOpen,
    label: "Release",
    rowName: `the hold on ${row.email}`,
  })),
];

/** /lead_admin/privacy/retention: the rules and their last run, and the legal holds. */
export function PrivacyRetentionPage({
  data,
  result,
}: {
  data: PrivacyRetentionData;
  result: FormResult | undefined;
}) {
  const errors = result?.fieldErrors ?? {};
  const values = result?.values ?? {};
  return (
    <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-6">
      <PrivacyNav />
      <div className="grid gap-2">
        <h2 className="text-2xl font-bold text-ink-900">
          Retention and legal holds
        </h2>
        <p className="max-w-prose text-sm text-text-muted">
          A daily run deletes what is past its period, with its notes and files.
          Converted leads are kept. Nothing that carries an address under a
          legal hold is deleted, by the run or by an erasure.
        </p>
        <PageToast toast={result?.toast} />
      </div>
      <section aria-labelledby="rules-heading" className="grid gap-3">
        <h3 id="rules-heading" className="text-lg font-semibold text-ink-900">
          Rules
        </h3>
        <p className="text-sm text-text-muted">
          {data.lastRun ? (
            <>
              Last run <UtcTime iso={data.lastRun.ranAt} />: it also deleted{" "}
              {data.lastRun.files.toLocaleString("en-GB")} stored file
              {data.lastRun.files === 1 ? "" : "s"}.
            </>
          ) : (
            "The retention run has not run yet: it runs daily at 04:00 UTC."
          )}
        </p>
        <DataTable
          caption="Retention rules"
          columns={ruleColumns(data.lastRun)}
          rows={data.rules}
          rowId={(row) => row.rule}
        />
      </section>
      <section aria-labelledby="holds-heading" className="grid gap-3">
        <h3 id="holds-heading" className="text-lg font-semibold text-ink-900">
          Legal holds
        </h3>
        <AddRowForm
          action={PRIVACY_RETENTION_PATH}
          label="Place a legal hold"
          intent="place"
          Icon={Lock}
          submitLabel="Place hold"
        >
          <PostedTextField
            name="email"
            label="Address"
            hint="Every record that carries this address is kept."
            error={errors.email}
            focus={Boolean(errors.email)}
            value={values.email}
            maxLength={LEGAL_HOLD_EMAIL_MAX}
            type="email"
            address
          />
          <PostedTextField
            name="reason"
            label="Reason"
            hint="The matter or case number, for whoever releases it."
            error={errors.reason}
            focus={!errors.email && Boolean(errors.reason)}
            value={values.reason}
            maxLength={LEGAL_HOLD_REASON_MAX}
          />
        </AddRowForm>
        {data.holds.length === 0 ? (
          <EmptyState Icon={Lock} message="No legal hold is active." />
        ) : (
          <DataTable
            caption="Active legal holds"
            columns={holdColumns}
            rows={data.holds}
            rowId={(row) => row.id}
          />
        )}
      </section>
    </div>
  );
}
