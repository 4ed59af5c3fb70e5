import { AccountPage } from "~/components/account/account-page";
import { site } from "~/content/site";
import { localeFromMatches } from "~/content/seo";
import { intlFor } from "~/i18n/intl";
import {
  accountAction,
  accountLoader,
} from "~/server/account/account.handler.server";
import { headersWithRetryAfter } from "~/server/http/retry-after.server";
import type { Route } from "./+types/account";

export const loader = (args: Route.LoaderArgs) => accountLoader(args);
export const action = (args: Route.ActionArgs) => accountAction(args);
// A throttled post answers 429: its Retry-After must reach the browser (docs/access-audit.md).
export const headers: Route.HeadersFunction = (args) =>
  headersWithRetryAfter(args);

export const meta: Route.MetaFunction = ({ matches }) => [
  {
    title: intlFor(localeFromMatches(matches)).formatMessage(
      { id: "account.metaTitle", defaultMessage: "Your account | {site}" },
      { site: site.name },
    ),
  },
  { name: "robots", content: "noindex" },
];

export default function AccountRoute({
  loaderData,
  actionData,
}: Route.ComponentProps) {
  return <AccountPage data={loaderData} result={actionData} />;
}
