import { data } from "react-router";
import { canPay } from "~/domain/sales-demo/demo-format";
import { getDb } from "../services.server";
import { DEMO_HEADERS, requireDemoAccess } from "./demo-access.server";
import { demoPaymentDetails, loadDemoBilling } from "./demo-content.server";
import type { Route } from "../../routes/sales-demo/+types/billing-tab";

/** /allied/billing: the totals and the history, and the payment details Pay Now shows. */
export async function billingTabLoader({ request }: Route.LoaderArgs) {
  const { client } = await requireDemoAccess(request);
  const billing = await loadDemoBilling(getDb(), client);
  const payment = billing.invoices.some((invoice) => canPay(invoice.status))
    ? demoPaymentDetails(client)
    : null;
  return data({ billing, payment }, { headers: DEMO_HEADERS });
}
