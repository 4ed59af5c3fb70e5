import { StaffSignInPage } from "~/components/account/staff-sign-in-page";
import { site } from "~/content/site";
import {
  staffSignInAction,
  staffSignInLoader,
} from "~/server/auth/staff-sign-in.handler.server";
import { headersWithRetryAfter } from "~/server/http/retry-after.server";
import type { Route } from "./+types/staff-sign-in";
import { pageTemplateHandle } from "~/page-template-handle";
import { serverRenderedPage } from "~/page-hydration";

export const loader = (args: Route.LoaderArgs) => staffSignInLoader(args);
// Rendered once, filled per visitor (nonce, form tokens): app/page-template-handle.ts. Not
// hydrated: plain forms with small enhancers (docs/decisions/058-sign-in-pages-without-react.md).
export const handle = { ...pageTemplateHandle, ...serverRenderedPage };
export const action = (args: Route.ActionArgs) => staffSignInAction(args);
// A throttled post answers 429: its Retry-After must reach the browser (docs/access-audit.md).
export const headers: Route.HeadersFunction = (args) =>
  headersWithRetryAfter(args);

export const meta: Route.MetaFunction = () => [
  { title: `Staff sign-in | ${site.name}` },
  { name: "robots", content: "noindex" },
];

export default function StaffSignInRoute({
  loaderData,
  actionData,
}: Route.ComponentProps) {
  return <StaffSignInPage data={loaderData} result={actionData} />;
}
