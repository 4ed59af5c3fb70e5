import { DemoProfile } from "~/components/sales-demo/demo-profile";
import { DEMO_HEADERS } from "~/server/sales-demo/demo-access.server";
import { profileTabLoader } from "~/server/sales-demo/profile-tab.handler.server";
import { headersWithRetryAfter } from "~/server/http/retry-after.server";
import type { Route } from "./+types/profile-tab";
import { pageTemplateHandle } from "~/page-template-handle";

export const loader = (args: Route.LoaderArgs) => profileTabLoader(args);
// Rendered once, filled per visitor (nonce, form tokens): app/page-template-handle.ts.
export const handle = pageTemplateHandle;

// Keeps the gate's Retry-After when the layout answers a throttled post here (docs/access-audit.md).
export const headers: Route.HeadersFunction = (args) =>
  headersWithRetryAfter(args, DEMO_HEADERS);

export default function DemoProfileTab({ loaderData }: Route.ComponentProps) {
  return loaderData.profile ? (
    <DemoProfile profile={loaderData.profile} />
  ) : null;
}
