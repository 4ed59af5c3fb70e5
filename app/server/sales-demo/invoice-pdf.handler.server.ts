import { canPay } from "~/domain/sales-demo/demo-format";
import {
  DEMO_HEADERS,
  demoInvoiceOf,
  requireDemoAccess,
} from "./demo-access.server";
import { demoPaymentDetails } from "./demo-content.server";
import { invoicePdfFilename } from "./invoice-pdf-text.server";
import type { Route } from "../../routes/sales-demo/+types/invoice-pdf";

/**
 * GET /allied/billing/:invoiceId/pdf: the invoice as a PDF, made on each request (no copy is
 * stored, so an edit by staff shows at once), shown inline under its number.
 * `X-Content-Type-Options: nosniff` comes from the edge (helmet, on every answer): set here
 * as well, it would go out twice.
 */
export async function invoicePdfLoader({ request, params }: Route.LoaderArgs) {
  const access = await requireDemoAccess(request);
  const invoice = await demoInvoiceOf(access, params.invoiceId);
  const { client } = access;
  // pdf-lib is most of a megabyte of the server bundle and only this route uses it: loaded on
  // the first invoice, not at every server start (docs/decisions/041-ci-fifteen-minutes.md).
  const { makeInvoicePdf } = await import("./invoice-pdf.server");
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
