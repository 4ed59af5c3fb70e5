import { ResetPasswordPage } from "~/components/account/password-reset-pages";
import { site } from "~/content/site";
import {
  resetPasswordAction,
  resetPasswordLoader,
} from "~/server/auth/reset-password.handler.server";
import type { Route } from "./+types/reset-password";

export const loader = (args: Route.LoaderArgs) => resetPasswordLoader(args);
export const action = (args: Route.ActionArgs) => resetPasswordAction(args);

export const meta: Route.MetaFunction = () => [
  { title: `Choose a new password | ${site.name}` },
  { name: "robots", content: "noindex" },
];

export default function ResetPasswordRoute({
  loaderData,
  actionData,
}: Route.ComponentProps) {
  return <ResetPasswordPage data={loaderData} result={actionData} />;
}
