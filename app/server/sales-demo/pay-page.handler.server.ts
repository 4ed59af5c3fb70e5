import { data } from "react-router";
import { canPay } from "~/domain/sales-demo/demo-format";
import {
  DEMO_HEADERS,
  demoInvoiceOf,
  requireDemoAccess,
} from "./demo-access.server";
import { demoPaymentDetails } from "./demo-content.server";
import type { Route } from "../../routes/sales-demo/+types/pay-page";

/**
 * /allied/billing/:invoiceId/pay, Pay Now without JavaScript. A paid invoice's page answers
 * 200 and says when it was paid, without instructions: the invoice exists and the link may
 * be an old bookmark, and a 404 would read as "this invoice is gone".
 */
export async function payPageLoader({ request, params }: Route.LoaderArgs) {
  const access = await requireDemoAccess(request);
  const invoice = await demoInvoiceOf(access, params.invoiceId);
  const payment = canPay(invoice.status)
    ? demoPaymentDetails(access.client)
    : null;
  return data({ invoice, payment }, { headers: DEMO_HEADERS });
}
