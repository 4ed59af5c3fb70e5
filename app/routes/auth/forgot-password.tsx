import { ForgotPasswordPage } from "~/components/account/password-reset-pages";
import { site } from "~/content/site";
import { localeFromMatches } from "~/content/seo";
import { intlFor } from "~/i18n/intl";
import { forgotPasswordAction } from "~/server/auth/forgot-password.handler.server";
import { headersWithRetryAfter } from "~/server/http/retry-after.server";
import type { Route } from "./+types/forgot-password";

export const action = (args: Route.ActionArgs) => forgotPasswordAction(args);
// A throttled post answers 429: its Retry-After must reach the browser (docs/access-audit.md).
export const headers: Route.HeadersFunction = (args) =>
  headersWithRetryAfter(args);

export const meta: Route.MetaFunction = ({ matches }) => [
  {
    title: intlFor(localeFromMatches(matches)).formatMessage(
      {
        id: "account.forgotMetaTitle",
        defaultMessage: "Reset your password | {site}",
      },
      { site: site.name },
    ),
  },
  { name: "robots", content: "noindex" },
];

export default function ForgotPasswordRoute({
  actionData,
}: Route.ComponentProps) {
  return <ForgotPasswordPage result={actionData} />;
}
