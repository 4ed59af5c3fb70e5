import type { DemoInvoiceView } from "~/domain/sales-demo/demo-content";
import {
  formatDemoDate,
  invoiceStatusLabel,
} from "~/domain/sales-demo/demo-format";
import type { DemoInvoiceStatus } from "~/domain/enums";
import { Badge, type BadgeTone } from "../ui/badge";
import { cx } from "../ui/cx";

/**
 * An invoice's status in words and tone: paid in the success tone, pending in the
 * brand's, overdue in danger. The word and the dated note carry the meaning; colour only
 * repeats it.
 */
const tones: Record<DemoInvoiceStatus, BadgeTone> = {
  paid: "success",
  pending: "brand",
  overdue: "danger",
};

type StatusFields = Pick<DemoInvoiceView, "status" | "dueOn" | "paidOn">;

/** "Paid on Aug 5, 2026", "Due by Dec 10, 2026", "Overdue since Oct 30, 2026". */
export function invoiceStatusNote(invoice: StatusFields): string {
  if (invoice.status === "paid")
    return invoice.paidOn
      ? `Paid on ${formatDemoDate(invoice.paidOn)}`
      : "Paid";
  if (invoice.status === "overdue")
    return `Overdue since ${formatDemoDate(invoice.dueOn)}`;
  return `Due by ${formatDemoDate(invoice.dueOn)}`;
}

/** The note's classes: an overdue invoice's note is the one in bold danger. */
export function invoiceStatusNoteClasses(invoice: StatusFields): string {
  return cx(
    "text-sm",
    invoice.status === "overdue"
      ? "font-semibold text-danger-700"
      : "text-text-muted",
  );
}

export function InvoiceStatus({
  invoice,
  className,
}: {
  invoice: StatusFields;
  className?: string;
}) {
  return (
    <div className={cx("grid justify-items-start gap-1", className)}>
      <Badge tone={tones[invoice.status]}>
        {invoiceStatusLabel[invoice.status]}
      </Badge>
      <span className={invoiceStatusNoteClasses(invoice)}>
        {invoiceStatusNote(invoice)}
      </span>
    </div>
  );
}
