import { DemoList } from "~/components/console/sales-demo-list";
import { site } from "~/content/site";
import { CONSOLE_HEADERS } from "~/server/console/console-frame.server";
import { salesDemoTabLoader } from "~/server/console/sales-demo-tab.handler.server";
import type { Route } from "./+types/sales-demo-tab";

export const loader = (args: Route.LoaderArgs) => salesDemoTabLoader(args);

export const headers: Route.HeadersFunction = () => CONSOLE_HEADERS;

export const meta: Route.MetaFunction = () => [
  { title: `Demo | Console | ${site.name}` },
  { name: "robots", content: "noindex" },
];

export default function DemoTabRoute({ loaderData }: Route.ComponentProps) {
  return <DemoList data={loaderData} />;
}
