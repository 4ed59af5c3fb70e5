import type { Route } from "./+types/consent-withdraw";
import { ConsentWithdrawPage } from "~/components/privacy/consent-withdraw-page";
import { documentTitle, localeFromMatches } from "~/content/seo";
import { consentWithdrawCopy } from "~/domain/privacy/consent-withdraw-copy";
import {
  CONSENT_WITHDRAW_HEADERS,
  consentWithdrawAction,
  consentWithdrawLoader,
} from "~/server/privacy/consent-withdraw.handler.server";

export const loader = (args: Route.LoaderArgs) => consentWithdrawLoader(args);
export const action = (args: Route.ActionArgs) => consentWithdrawAction(args);

export const headers: Route.HeadersFunction = () => CONSENT_WITHDRAW_HEADERS;

export const meta: Route.MetaFunction = ({ matches }) => [
  {
    title: documentTitle(
      consentWithdrawCopy[localeFromMatches(matches)].seoTitle,
    ),
  },
  { name: "robots", content: "noindex, nofollow" },
  { name: "referrer", content: "same-origin" },
];

export default function ConsentWithdraw({
  loaderData,
  actionData,
}: Route.ComponentProps) {
  return <ConsentWithdrawPage view={actionData ?? loaderData} />;
}
