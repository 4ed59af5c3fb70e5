import type {
  DemoInvoiceView,
  DemoPaymentDetails,
} from "~/domain/sales-demo/demo-content";
import { formatMoney } from "~/domain/sales-demo/demo-format";
import { Alert } from "../ui/alert";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "../ui/card";
import { InvoicePdfLink } from "./invoice-actions";
import { invoiceStatusNote } from "./invoice-status";
import { PAY_DEMO_NOTICE, PayInstructions } from "./pay-instructions";
import { BackArrowLink } from "../ui/back-arrow-link";

/**
 * Pay Now as a page (/allied/billing/:invoiceId/pay), under the Billing tab: what the dialog
 * shows, for browsers without JavaScript. A paid invoice says so, and gives no instructions.
 */
export function PayPage({
  invoice,
  payment,
}: {
  invoice: DemoInvoiceView;
  payment: DemoPaymentDetails | null;
}) {
  return (
    <section aria-labelledby="pay-heading" className="grid gap-4">
      <BackArrowLink
        to="/allied/billing"
        className="inline-flex min-h-11 items-center gap-2 justify-self-start text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
      >
        Back to billing
      </BackArrowLink>
      <Card className="max-w-2xl">
        <CardHeader>
          <CardTitle as="h2">
            <span id="pay-heading">Pay invoice {invoice.number}</span>
          </CardTitle>
          <CardDescription>{invoice.description}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5">
          {payment ? (
            <>
              <Alert tone="info">{PAY_DEMO_NOTICE}</Alert>
              <PayInstructions invoice={invoice} payment={payment} />
            </>
          ) : (
            <Alert tone="success" title={`${invoiceStatusNote(invoice)}.`}>
              Nothing is owed on this invoice (
              {formatMoney(invoice.totalMinor, invoice.currency)}). Thank you.
            </Alert>
          )}
          <InvoicePdfLink
            invoiceId={invoice.id}
            invoiceNumber={invoice.number}
            className="inline-flex min-h-11 items-center gap-2 justify-self-start text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
          />
        </CardContent>
      </Card>
    </section>
  );
}
