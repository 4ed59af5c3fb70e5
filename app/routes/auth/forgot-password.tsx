import { ForgotPasswordPage } from "~/components/account/password-reset-pages";
import { site } from "~/content/site";
import { forgotPasswordAction } from "~/server/auth/forgot-password.handler.server";
import { headersWithRetryAfter } from "~/server/http/retry-after.server";
import type { Route } from "./+types/forgot-password";

export const action = (args: Route.ActionArgs) => forgotPasswordAction(args);
// A throttled post answers 429: its Retry-After must reach the browser (docs/access-audit.md).
export const headers: Route.HeadersFunction = (args) =>
  headersWithRetryAfter(args);

export const meta: Route.MetaFunction = () => [
  { title: `Reset your password | ${site.name}` },
  { name: "robots", content: "noindex" },
];

export default function ForgotPasswordRoute({
  actionData,
}: Route.ComponentProps) {
  return <ForgotPasswordPage result={actionData} />;
}
