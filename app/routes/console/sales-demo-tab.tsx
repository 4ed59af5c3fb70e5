import { DemoList } from "~/components/console/sales-demo-list";
import { consolePageMeta } from "~/content/console-page-meta";
import { CONSOLE_HEADERS } from "~/server/console/console-frame.server";
import { salesDemoTabLoader } from "~/server/console/sales-demo-tab.handler.server";
import type { Route } from "./+types/sales-demo-tab";

export const loader = (args: Route.LoaderArgs) => salesDemoTabLoader(args);

export const headers: Route.HeadersFunction = () => CONSOLE_HEADERS;

export const meta: Route.MetaFunction = () => consolePageMeta("Demo");

export default function DemoTabRoute({ loaderData }: Route.ComponentProps) {
  return <DemoList data={loaderData} />;
}
