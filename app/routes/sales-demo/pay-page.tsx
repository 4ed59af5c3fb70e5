import { PayPage } from "~/components/sales-demo/pay-page-content";
import { site } from "~/content/site";
import { DEMO_HEADERS } from "~/server/sales-demo/demo-access.server";
import { payPageLoader } from "~/server/sales-demo/pay-page.handler.server";
import { headersWithRetryAfter } from "~/server/http/retry-after.server";
import type { Route } from "./+types/pay-page";

/** /allied/billing/:invoiceId/pay: Pay Now's instructions as a page, for browsers without JavaScript. */
export const loader = (args: Route.LoaderArgs) => payPageLoader(args);

// Keeps the gate's Retry-After when the layout answers a throttled post here (docs/access-audit.md).
export const headers: Route.HeadersFunction = (args) =>
  headersWithRetryAfter(args, DEMO_HEADERS);

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: `${loaderData ? `Pay invoice ${loaderData.invoice.number}` : "Pay invoice"} | Client dashboard demo | ${site.name}`,
  },
  { name: "robots", content: "noindex, nofollow" },
];

export default function DemoPayPage({ loaderData }: Route.ComponentProps) {
  return <PayPage invoice={loaderData.invoice} payment={loaderData.payment} />;
}
