import { ProjectDetailsPage } from "~/components/sales-demo/project-details-page";
import { site } from "~/content/site";
import { DEMO_HEADERS } from "~/server/sales-demo/demo-access.server";
import { projectPageLoader } from "~/server/sales-demo/project-page.handler.server";
import { headersWithRetryAfter } from "~/server/http/retry-after.server";
import type { Route } from "./+types/project-page";

export const loader = (args: Route.LoaderArgs) => projectPageLoader(args);

// Keeps the gate's Retry-After when the layout answers a throttled post here (docs/access-audit.md).
export const headers: Route.HeadersFunction = (args) =>
  headersWithRetryAfter(args, DEMO_HEADERS);

export const meta: Route.MetaFunction = ({ data }) => [
  {
    title: `${data?.project.name ?? "Project"} | Client dashboard demo | ${site.name}`,
  },
  { name: "robots", content: "noindex, nofollow" },
];

export default function DemoProjectPage({ loaderData }: Route.ComponentProps) {
  return (
    <ProjectDetailsPage project={loaderData.project} tab={loaderData.tab} />
  );
}
