import { AreaPage } from "~/components/account/area-page";
import { site } from "~/content/site";
import { leadAdminLoader } from "~/server/auth/area-pages.server";
import type { Route } from "./+types/lead-admin";

export const loader = (args: Route.LoaderArgs) => leadAdminLoader(args);

export const meta: Route.MetaFunction = () => [{ title: `Console | ${site.name}` }, { name: "robots", content: "noindex" }];

export default function LeadAdminRoute({ loaderData }: Route.ComponentProps) {
  return (
    <AreaPage
      data={loaderData}
      title="Console"
      comingSoon="Users, clients and blueprint leads will be managed here. The console is being built; until then, an operator creates accounts and invitations from the command line."
    />
  );
}
