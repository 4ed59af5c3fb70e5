import type { ReactNode } from "react";
import type {
  DemoInvoiceView,
  DemoPaymentDetails,
} from "~/domain/sales-demo/demo-content";
import { formatDemoDate, formatMoney } from "~/domain/sales-demo/demo-format";
import { InvoiceActions } from "./invoice-actions";
import { InvoiceStatus } from "./invoice-status";

type ListProps = {
  invoices: DemoInvoiceView[];
  payment: DemoPaymentDetails | null;
};

function DemoDate({ iso }: { iso: string }) {
  return <time dateTime={iso}>{formatDemoDate(iso)}</time>;
}

/**
 * The invoice history, newest first: a table on wide screens, one card per invoice below
 * 1280 px, where seven columns and two buttons would not fit without a sideways scroll.
 * Only one of the two is displayed (and so in the accessibility tree) at any width.
 */
export function BillingInvoiceList({ invoices, payment }: ListProps) {
  return (
    <>
      <InvoiceTable invoices={invoices} payment={payment} />
      <InvoiceCards invoices={invoices} payment={payment} />
    </>
  );
}

/** The table's columns: Amount's figures line up on the right; Actions is named for screen readers only. */
const tableColumns: { label: string; end?: boolean; hidden?: boolean }[] = [
  { label: "Invoice" },
  { label: "Description" },
  { label: "Issued" },
  { label: "Due" },
  { label: "Amount", end: true },
  { label: "Status" },
  { label: "Actions", hidden: true },
];

function InvoiceTable({ invoices, payment }: ListProps) {
  const head =
    "px-3 py-3 text-left text-xs font-semibold tracking-wide text-text-muted uppercase";
  return (
    <div className="hidden overflow-x-auto rounded-card border border-line bg-surface shadow-card xl:block">
      <table className="w-full text-sm">
        <caption className="sr-only">Invoice history, newest first</caption>
        <thead className="border-b border-line bg-surface-muted">
          <tr>
            {tableColumns.map((column) => (
              <th
                key={column.label}
                scope="col"
                className={column.end ? `${head} text-right` : head}
              >
                {column.hidden ? (
                  <span className="sr-only">{column.label}</span>
                ) : (
                  column.label
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {invoices.map((invoice) => (
            <tr key={invoice.id} className="align-top">
              <th
                scope="row"
                className="px-3 py-4 text-left font-mono font-semibold whitespace-nowrap text-ink-900"
              >
                {invoice.number}
              </th>
              <td className="px-3 py-4 text-text">{invoice.description}</td>
              <td className="px-3 py-4 whitespace-nowrap text-text">
                <DemoDate iso={invoice.issuedOn} />
              </td>
              <td className="px-3 py-4 whitespace-nowrap text-text">
                <DemoDate iso={invoice.dueOn} />
              </td>
              <td className="px-3 py-4 text-right font-semibold whitespace-nowrap text-ink-900 tabular-nums">
                {formatMoney(invoice.totalMinor, invoice.currency)}
              </td>
              <td className="px-3 py-4">
                <InvoiceStatus invoice={invoice} className="min-w-36" />
              </td>
              <td className="px-3 py-3">
                <InvoiceActions
                  invoice={invoice}
                  payment={payment}
                  nowrap
                  className="justify-end"
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function InvoiceCards({ invoices, payment }: ListProps) {
  return (
    <ul
      className="grid gap-4 md:grid-cols-2 xl:hidden"
      aria-label="Invoice history, newest first"
    >
      {invoices.map((invoice) => (
        <li key={invoice.id}>
          <article
            aria-labelledby={`invoice-${invoice.id}`}
            className="grid gap-4 rounded-card border border-line bg-surface p-5 shadow-card"
          >
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div className="grid min-w-0 gap-1">
                <h4
                  id={`invoice-${invoice.id}`}
                  className="font-mono text-base font-semibold text-ink-900"
                >
                  {invoice.number}
                </h4>
                <p className="text-sm text-text">{invoice.description}</p>
              </div>
              <InvoiceStatus invoice={invoice} />
            </div>
            <dl className="grid grid-cols-2 gap-3 text-sm">
              <CardFact label="Issued">
                <DemoDate iso={invoice.issuedOn} />
              </CardFact>
              <CardFact label="Due">
                <DemoDate iso={invoice.dueOn} />
              </CardFact>
              <CardFact
                label="Amount"
                className="col-span-2 grid gap-0.5"
                valueClassName="text-lg font-bold text-ink-900 tabular-nums"
              >
                {formatMoney(invoice.totalMinor, invoice.currency)}
              </CardFact>
            </dl>
            <InvoiceActions invoice={invoice} payment={payment} />
          </article>
        </li>
      ))}
    </ul>
  );
}

/** One labelled figure of an invoice card. */
function CardFact({
  label,
  className = "grid gap-0.5",
  valueClassName = "font-medium text-ink-900",
  children,
}: {
  label: string;
  className?: string;
  valueClassName?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <dt className="text-text-muted">{label}</dt>
      <dd className={valueClassName}>{children}</dd>
    </div>
  );
}
