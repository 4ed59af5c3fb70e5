import { StaffSignInPage } from "~/components/account/staff-sign-in-page";
import { site } from "~/content/site";
import { staffSignInAction, staffSignInLoader } from "~/server/auth/staff-sign-in.server";
import type { Route } from "./+types/staff-sign-in";

export const loader = (args: Route.LoaderArgs) => staffSignInLoader(args);
export const action = (args: Route.ActionArgs) => staffSignInAction(args);

export const meta: Route.MetaFunction = () => [{ title: `Staff sign-in | ${site.name}` }, { name: "robots", content: "noindex" }];

export default function StaffSignInRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <StaffSignInPage data={loaderData} result={actionData} />;
}
