import { data } from "react-router";
import { canPay } from "~/domain/sales-demo/demo-format";
import { notFound, isUuid } from "../http/not-found-response.server";
import { getDb } from "../services.server";
import {
  DEMO_HEADERS,
  requireDemoAccess,
  type DemoAccess,
} from "./demo-access.server";
import {
  demoPaymentDetails,
  findDemoInvoice,
  loadDemoBilling,
} from "./demo-content.server";
import { invoicePdfFilename } from "./invoice-pdf-text.server";
import { makeInvoicePdf } from "./invoice-pdf.server";

/**
 * The Billing tab, Pay Now's page and View PDF. Each starts with the demo's guard;
 * an invoice id is looked up only among the open demo's invoices, so a malformed, unknown or
 * other demo's id is the same 404.
 */

/** /allied/billing: the totals and the history, and the payment details Pay Now shows. */
export async function demoBillingLoader({ request }: { request: Request }) {
  const { client } = await requireDemoAccess(request);
  const billing = await loadDemoBilling(getDb(), client);
  const payment = billing.invoices.some((invoice) => canPay(invoice.status))
    ? demoPaymentDetails(client)
    : null;
  return data({ billing, payment }, { headers: DEMO_HEADERS });
}

async function invoiceOf(
  { client }: DemoAccess,
  invoiceId: string | undefined,
) {
  if (!isUuid(invoiceId)) throw notFound();
  const invoice = await findDemoInvoice(getDb(), client, invoiceId);
  if (!invoice) throw notFound();
  return invoice;
}

/**
 * /allied/billing/:invoiceId/pay, Pay Now without JavaScript. A paid invoice's page answers
 * 200 and says when it was paid, without instructions: the invoice exists and the link may
 * be an old bookmark, and a 404 would read as "this invoice is gone".
 */
export async function demoPayPageLoader({
  request,
  params,
}: {
  request: Request;
  params: { invoiceId?: string };
}) {
  const access = await requireDemoAccess(request);
  const invoice = await invoiceOf(access, params.invoiceId);
  const payment = canPay(invoice.status)
    ? demoPaymentDetails(access.client)
    : null;
  return data({ invoice, payment }, { headers: DEMO_HEADERS });
}

/**
 * GET /allied/billing/:invoiceId/pdf: the invoice as a PDF, made on each request (no copy is
 * stored, so an edit by staff shows at once), shown inline under its number.
 * `X-Content-Type-Options: nosniff` comes from the edge (helmet, on every answer): set here
 * as well, it would go out twice.
 */
export async function demoInvoicePdfLoader({
  request,
  params,
}: {
  request: Request;
  params: { invoiceId?: string };
}) {
  const access = await requireDemoAccess(request);
  const invoice = await invoiceOf(access, params.invoiceId);
  const { client } = access;
  const bytes = await makeInvoicePdf({
    invoice,
    billTo: {
      companyName: client.companyName,
      headquarters: client.headquarters,
    },
    payment: canPay(invoice.status) ? demoPaymentDetails(client) : null,
  });
  return new Response(bytes as Uint8Array<ArrayBuffer>, {
    headers: {
      ...DEMO_HEADERS,
      "Content-Type": "application/pdf",
      "Content-Length": String(bytes.byteLength),
      "Content-Disposition": `inline; filename="${invoicePdfFilename(invoice.number)}"`,
    },
  });
}
