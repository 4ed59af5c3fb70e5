import { CircleAlert, CircleCheck, Clock, type LucideIcon } from "lucide-react";
import type { DemoBillingView } from "~/domain/sales-demo/demo-content";
import { formatMoney } from "~/domain/sales-demo/demo-format";
import type { DemoInvoiceStatus } from "~/domain/enums";
import { cx } from "../ui/cx";

const TOTALS: {
  status: DemoInvoiceStatus;
  label: string;
  key: keyof DemoBillingView["totals"];
  Icon: LucideIcon;
  iconClass: string;
}[] = [
  {
    status: "paid",
    label: "Total Paid",
    key: "paidMinor",
    Icon: CircleCheck,
    iconClass: "text-success-700",
  },
  {
    status: "pending",
    label: "Pending",
    key: "pendingMinor",
    Icon: Clock,
    iconClass: "text-brand-700",
  },
  {
    status: "overdue",
    label: "Overdue",
    key: "overdueMinor",
    Icon: CircleAlert,
    iconClass: "text-danger-700",
  },
];

export function invoiceCountLabel(count: number): string {
  return count === 1 ? "1 invoice" : `${count} invoices`;
}

/** Total Paid, Pending and Overdue, each with how many invoices make it up. */
export function BillingTotals({ billing }: { billing: DemoBillingView }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-3">
      {TOTALS.map(({ status, label, key, Icon, iconClass }) => {
        const count = billing.invoices.filter(
          (invoice) => invoice.status === status,
        ).length;
        return (
          <div
            key={key}
            className="grid gap-1 rounded-card border border-line bg-surface p-5 shadow-card"
          >
            <dt className="flex items-center gap-2 text-sm font-semibold text-text-muted">
              <Icon aria-hidden="true" className={cx("size-5", iconClass)} />
              {label}
            </dt>
            <dd className="text-2xl font-bold tracking-tight text-ink-900 tabular-nums">
              {formatMoney(billing.totals[key], billing.currency)}
            </dd>
            <dd className="text-sm text-text-muted">
              {invoiceCountLabel(count)}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
