import { ReceiptText } from "lucide-react";
import type {
  DemoBillingView,
  DemoPaymentDetails,
} from "~/domain/sales-demo/demo-content";
import { EmptyState } from "../ui/page-states";
import { BillingInvoiceList } from "./billing-invoice-list";
import { BillingTotals } from "./billing-totals";

export const NO_INVOICES = "No invoices yet";
export const NO_INVOICES_HINT =
  "Invoices will appear here once projects begin.";

/** The Billing tab: the three totals, then the invoice history or its empty state. */
export function DemoBilling({
  billing,
  payment,
}: {
  billing: DemoBillingView;
  payment: DemoPaymentDetails | null;
}) {
  return (
    <section aria-labelledby="billing-heading" className="grid gap-6">
      <h2 id="billing-heading" className="sr-only">
        Billing
      </h2>
      <BillingTotals billing={billing} />
      <div className="grid gap-4">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h3 className="text-xl font-bold tracking-tight text-ink-900">
            Invoice history
          </h3>
          {billing.invoices.length > 0 ? (
            <p className="text-sm text-text-muted">
              Amounts in {billing.currency}, newest first.
            </p>
          ) : null}
        </div>
        {billing.invoices.length === 0 ? (
          <EmptyState Icon={ReceiptText} message={NO_INVOICES}>
            {NO_INVOICES_HINT}
          </EmptyState>
        ) : (
          <BillingInvoiceList invoices={billing.invoices} payment={payment} />
        )}
      </div>
    </section>
  );
}
