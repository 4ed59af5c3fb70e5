import { DemoBilling } from "~/components/sales-demo/billing-tab-content";
import { site } from "~/content/site";
import { DEMO_HEADERS } from "~/server/sales-demo/demo-access.server";
import { billingTabLoader } from "~/server/sales-demo/billing-tab.handler.server";
import { headersWithRetryAfter } from "~/server/http/retry-after.server";
import type { Route } from "./+types/billing-tab";

/** /allied/billing: Total Paid, Pending, Overdue and the invoice history. */
export const loader = (args: Route.LoaderArgs) => billingTabLoader(args);

// Keeps the gate's Retry-After when the layout answers a throttled post here (docs/access-audit.md).
export const headers: Route.HeadersFunction = (args) =>
  headersWithRetryAfter(args, DEMO_HEADERS);

export const meta: Route.MetaFunction = () => [
  { title: `Billing | Client dashboard demo | ${site.name}` },
  { name: "robots", content: "noindex, nofollow" },
];

export default function DemoBillingTab({ loaderData }: Route.ComponentProps) {
  return (
    <DemoBilling billing={loaderData.billing} payment={loaderData.payment} />
  );
}
