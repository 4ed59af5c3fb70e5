import { Check, Copy } from "lucide-react";
import { useState } from "react";
import type {
  DemoInvoiceView,
  DemoPaymentDetails,
} from "~/domain/sales-demo/demo-content";
import { formatMoney } from "~/domain/sales-demo/demo-format";
import { Button } from "../ui/button";
import { cx } from "../ui/cx";
import { useHydrated } from "../ui/use-hydrated";
import { invoiceStatusNote, invoiceStatusNoteClasses } from "./invoice-status";

/** Said wherever the instructions appear: the demo takes no money (no fake payment). */
export const PAY_DEMO_NOTICE =
  "This is a demonstration: no payment is taken online and nothing will be charged. Kestrel invoices are settled by bank transfer, using the details below.";

/** Pay Now's content, in the dialog and on the pay page: how to pay this invoice by bank transfer. */
export function PayInstructions({
  invoice,
  payment,
}: {
  invoice: DemoInvoiceView;
  payment: DemoPaymentDetails;
}) {
  const rows: [string, string][] = [
    ["Beneficiary", payment.beneficiary],
    ["Bank", payment.bank],
    ["IBAN", payment.iban],
    ["BIC / SWIFT", payment.bic],
  ];
  return (
    <div className="grid gap-5">
      <div className="grid gap-1 rounded-lg border border-line bg-surface-muted px-4 py-3">
        <p className="text-sm font-medium text-text-muted">Amount due</p>
        <p className="text-2xl font-bold tracking-tight text-ink-900 tabular-nums">
          {formatMoney(invoice.totalMinor, invoice.currency)}
        </p>
        <p className={invoiceStatusNoteClasses(invoice)}>
          {invoiceStatusNote(invoice)}
        </p>
      </div>
      <dl className="grid gap-3 text-sm">
        {rows.map(([term, value]) => (
          <div
            key={term}
            className="grid gap-0.5 sm:grid-cols-[9rem_1fr] sm:gap-3"
          >
            <dt className="font-medium text-text-muted">{term}</dt>
            <dd className="font-semibold break-words text-ink-900">{value}</dd>
          </div>
        ))}
        <div className="grid gap-0.5 sm:grid-cols-[9rem_1fr] sm:gap-3">
          <dt className="font-medium text-text-muted sm:self-center">
            Payment reference
          </dt>
          <dd className="flex min-h-11 flex-wrap items-center gap-x-3 gap-y-1">
            <span className="font-mono text-base font-semibold text-ink-900">
              {invoice.number}
            </span>
            <CopyReference reference={invoice.number} />
          </dd>
        </div>
      </dl>
      <p className="text-sm leading-6 text-text-muted">{payment.terms}</p>
    </div>
  );
}

/**
 * Copies the reference to the clipboard. It needs script, so before hydration it holds its
 * place invisibly (out of the tab order and the accessibility tree): nothing moves when it
 * appears. The result is announced.
 */
function CopyReference({ reference }: { reference: string }) {
  const hydrated = useHydrated();
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(reference);
      setState("copied");
    } catch {
      setState("failed");
    }
  };
  return (
    <>
      <Button
        variant="link"
        onClick={copy}
        className={cx("min-h-11", !hydrated && "invisible")}
        aria-hidden={hydrated ? undefined : true}
      >
        {state === "copied" ? (
          <Check aria-hidden="true" className="size-4" />
        ) : (
          <Copy aria-hidden="true" className="size-4" />
        )}
        Copy reference
      </Button>
      <span
        role="status"
        className={cx(
          "text-sm",
          state === "failed" ? "text-danger-700" : "text-success-700",
        )}
      >
        {state === "copied"
          ? "Reference copied."
          : state === "failed"
            ? "Could not copy: select the reference and copy it."
            : ""}
      </span>
    </>
  );
}
