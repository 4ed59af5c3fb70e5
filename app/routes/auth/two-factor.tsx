import { TwoFactorPage } from "~/components/account/two-factor-page";
import { site } from "~/content/site";
import { localeFromMatches } from "~/content/seo";
import { intlFor } from "~/i18n/intl";
import {
  twoFactorAction,
  twoFactorLoader,
} from "~/server/auth/two-factor.handler.server";
import { headersWithRetryAfter } from "~/server/http/retry-after.server";
import type { Route } from "./+types/two-factor";

export const loader = (args: Route.LoaderArgs) => twoFactorLoader(args);
export const action = (args: Route.ActionArgs) => twoFactorAction(args);
// A throttled post answers 429: its Retry-After must reach the browser (docs/access-audit.md).
export const headers: Route.HeadersFunction = (args) =>
  headersWithRetryAfter(args);

export const meta: Route.MetaFunction = ({ matches }) => [
  {
    title: intlFor(localeFromMatches(matches)).formatMessage(
      {
        id: "account.twoFactorMetaTitle",
        defaultMessage: "Two-factor authentication | {site}",
      },
      { site: site.name },
    ),
  },
  { name: "robots", content: "noindex" },
];

export default function TwoFactorRoute({
  loaderData,
  actionData,
}: Route.ComponentProps) {
  return <TwoFactorPage data={loaderData} result={actionData} />;
}
