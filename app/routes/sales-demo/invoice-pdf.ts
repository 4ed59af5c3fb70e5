import { invoicePdfLoader } from "~/server/sales-demo/invoice-pdf.handler.server";
import type { Route } from "./+types/invoice-pdf";

/** GET /allied/billing/:invoiceId/pdf: View PDF, an invoice made on the server. */
export const loader = (args: Route.LoaderArgs) => invoicePdfLoader(args);
