import { AreaPage } from "~/components/account/area-page";
import { site } from "~/content/site";
import { dashboardLoader } from "~/server/auth/area-pages.server";
import type { Route } from "./+types/dashboard";

export const loader = (args: Route.LoaderArgs) => dashboardLoader(args);

export const meta: Route.MetaFunction = () => [{ title: `Client dashboard | ${site.name}` }, { name: "robots", content: "noindex" }];

export default function DashboardRoute({ loaderData }: Route.ComponentProps) {
  return (
    <AreaPage
      data={loaderData}
      title="Client dashboard"
      comingSoon="Your organisation's projects, documents and support tickets will appear here. This part of the portal is being built; until then, your Kestrel contact keeps you up to date."
    />
  );
}
