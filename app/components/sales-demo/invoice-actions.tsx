import { FileText } from "lucide-react";
import type {
  DemoInvoiceView,
  DemoPaymentDetails,
} from "~/domain/sales-demo/demo-content";
import { canPay } from "~/domain/sales-demo/demo-format";
import { buttonClasses } from "../ui/button-link";
import { cx } from "../ui/cx";
import { PayNowButton } from "./pay-now-button";

/** The address of an invoice's PDF (a resource route: a document request, never a client navigation). */
export function invoicePdfHref(invoiceId: string): string {
  return `/allied/billing/${invoiceId}/pdf`;
}

/** View PDF: the invoice's PDF in a new tab, the invoice number in its accessible name. */
export function InvoicePdfLink({
  invoiceId,
  invoiceNumber,
  className,
}: {
  invoiceId: string;
  invoiceNumber: string;
  className: string;
}) {
  return (
    <a
      href={invoicePdfHref(invoiceId)}
      target="_blank"
      rel="noopener"
      className={className}
    >
      <FileText aria-hidden="true" className="size-4" />
      View PDF
      <span className="sr-only">
        {" "}
        of invoice {invoiceNumber} (opens in a new tab)
      </span>
    </a>
  );
}

/**
 * View PDF on every invoice; Pay Now while money is owed. The invoice number is in
 * each accessible name, so a list of them reads as distinct actions.
 */
export function InvoiceActions({
  invoice,
  payment,
  nowrap = false,
  className,
}: {
  invoice: DemoInvoiceView;
  payment: DemoPaymentDetails | null;
  /** Side by side whatever the width (the table's cell, which widens instead). */
  nowrap?: boolean;
  className?: string;
}) {
  return (
    <div
      className={cx(
        "flex gap-2",
        nowrap ? "flex-nowrap" : "flex-wrap",
        className,
      )}
    >
      <InvoicePdfLink
        invoiceId={invoice.id}
        invoiceNumber={invoice.number}
        className={buttonClasses(
          "secondary",
          "min-w-32 flex-1 whitespace-nowrap sm:flex-none",
        )}
      />
      {payment && canPay(invoice.status) ? (
        <PayNowButton
          invoice={invoice}
          payment={payment}
          className="min-w-32 flex-1 whitespace-nowrap sm:flex-none"
        />
      ) : null}
    </div>
  );
}
