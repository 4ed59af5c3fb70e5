import { ResetPasswordPage } from "~/components/account/password-reset-pages";
import { site } from "~/content/site";
import { localeFromMatches } from "~/content/seo";
import { intlFor } from "~/i18n/intl";
import {
  resetPasswordAction,
  resetPasswordLoader,
} from "~/server/auth/reset-password.handler.server";
import type { Route } from "./+types/reset-password";

export const loader = (args: Route.LoaderArgs) => resetPasswordLoader(args);
export const action = (args: Route.ActionArgs) => resetPasswordAction(args);

export const meta: Route.MetaFunction = ({ matches }) => [
  {
    title: intlFor(localeFromMatches(matches)).formatMessage(
      {
        id: "account.resetMetaTitle",
        defaultMessage: "Choose a new password | {site}",
      },
      { site: site.name },
    ),
  },
  { name: "robots", content: "noindex" },
];

export default function ResetPasswordRoute({
  loaderData,
  actionData,
}: Route.ComponentProps) {
  return <ResetPasswordPage data={loaderData} result={actionData} />;
}
