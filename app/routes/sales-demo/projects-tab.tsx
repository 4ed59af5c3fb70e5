import { DemoProjectsList } from "~/components/sales-demo/projects-list";
import { site } from "~/content/site";
import { DEMO_HEADERS } from "~/server/sales-demo/demo-access.server";
import { projectsTabLoader } from "~/server/sales-demo/projects-tab.handler.server";
import { headersWithRetryAfter } from "~/server/http/retry-after.server";
import type { Route } from "./+types/projects-tab";

export const loader = (args: Route.LoaderArgs) => projectsTabLoader(args);

// Keeps the gate's Retry-After when the layout answers a throttled post here (docs/access-audit.md).
export const headers: Route.HeadersFunction = (args) =>
  headersWithRetryAfter(args, DEMO_HEADERS);

export const meta: Route.MetaFunction = () => [
  { title: `Projects | Client dashboard demo | ${site.name}` },
  { name: "robots", content: "noindex, nofollow" },
];

export default function DemoProjectsTab({ loaderData }: Route.ComponentProps) {
  return <DemoProjectsList projects={loaderData.projects} />;
}
