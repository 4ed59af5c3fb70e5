import { DemoProjectsList } from "~/components/demo/projects-list";
import { site } from "~/content/site";
import { DEMO_HEADERS } from "~/server/demo/demo-access.server";
import { demoProjectsLoader } from "~/server/demo/demo-projects-page.server";
import type { Route } from "./+types/projects-tab";

export const loader = (args: Route.LoaderArgs) => demoProjectsLoader(args);

export const headers: Route.HeadersFunction = () => DEMO_HEADERS;

export const meta: Route.MetaFunction = () => [
  { title: `Projects | Client dashboard demo | ${site.name}` },
  { name: "robots", content: "noindex, nofollow" },
];

export default function DemoProjectsTab({ loaderData }: Route.ComponentProps) {
  return <DemoProjectsList projects={loaderData.projects} />;
}
