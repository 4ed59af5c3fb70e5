import { Landmark } from "lucide-react";
import type {
  DemoInvoiceView,
  DemoPaymentDetails,
} from "~/domain/sales-demo/demo-content";
import { Button } from "../ui/button";
import { ButtonLink } from "../ui/button-link";
import { Dialog, DialogContent, DialogTrigger } from "../ui/dialog";
import { useHydrated } from "../ui/use-hydrated";
import { PayInstructions, PAY_DEMO_NOTICE } from "./pay-instructions";

export function payPageHref(invoiceId: string): string {
  return `/allied/billing/${invoiceId}/pay`;
}

/**
 * Pay Now. Without JavaScript, a link to the invoice's pay page; once hydrated, a dialog with
 * the same instructions (the create-ticket pattern). Same size either way: no layout shift.
 */
export function PayNowButton({
  invoice,
  payment,
  className,
}: {
  invoice: DemoInvoiceView;
  payment: DemoPaymentDetails;
  className?: string;
}) {
  const hydrated = useHydrated();
  const label = (
    <>
      <Landmark aria-hidden="true" className="size-4" />
      Pay Now
      <span className="sr-only"> invoice {invoice.number}</span>
    </>
  );
  if (!hydrated)
    return (
      <ButtonLink to={payPageHref(invoice.id)} className={className}>
        {label}
      </ButtonLink>
    );
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button className={className}>{label}</Button>
      </DialogTrigger>
      <DialogContent
        title={`Pay invoice ${invoice.number}`}
        description={PAY_DEMO_NOTICE}
        className="max-w-xl"
      >
        <PayInstructions invoice={invoice} payment={payment} />
      </DialogContent>
    </Dialog>
  );
}
