import { AuthPage } from "~/components/account/auth-page";
import { site } from "~/content/site";
import { localeFromMatches } from "~/content/seo";
import { intlFor } from "~/i18n/intl";
import { authAction, authLoader } from "~/server/auth/auth.handler.server";
import { headersWithRetryAfter } from "~/server/http/retry-after.server";
import type { Route } from "./+types/auth";
import { pageTemplateHandle } from "~/page-template-handle";
import { serverRenderedPage } from "~/page-hydration";

export const loader = (args: Route.LoaderArgs) => authLoader(args);
// Rendered once, filled per visitor (nonce, form tokens): app/page-template-handle.ts. Not
// hydrated: plain forms with small enhancers (docs/decisions/058-sign-in-pages-without-react.md).
export const handle = { ...pageTemplateHandle, ...serverRenderedPage };
export const action = (args: Route.ActionArgs) => authAction(args);
// A throttled post answers 429: its Retry-After must reach the browser (docs/access-audit.md).
export const headers: Route.HeadersFunction = (args) =>
  headersWithRetryAfter(args);

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  {
    title: intlFor(localeFromMatches(matches)).formatMessage(
      {
        id: "account.authMetaTitle",
        defaultMessage:
          "{invited, select, yes {Join {company}} other {Sign in}} | {site}",
      },
      {
        invited: loaderData?.invitation ? "yes" : "no",
        company: loaderData?.invitation?.company ?? "",
        site: site.name,
      },
    ),
  },
  { name: "robots", content: "noindex" },
];

export default function AuthRoute({
  loaderData,
  actionData,
}: Route.ComponentProps) {
  return <AuthPage data={loaderData} result={actionData} />;
}
