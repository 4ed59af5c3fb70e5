import { SupportQueue } from "~/components/console/support-queue";
import { consolePageMeta } from "~/content/console-page-meta";
import { CONSOLE_HEADERS } from "~/server/console/console-frame.server";
import { supportTabLoader } from "~/server/console/support-tab.handler.server";
import type { Route } from "./+types/support-tab";

export const loader = (args: Route.LoaderArgs) => supportTabLoader(args);

export const headers: Route.HeadersFunction = () => CONSOLE_HEADERS;

export const meta: Route.MetaFunction = () => consolePageMeta("Support");

export default function SupportTabRoute({ loaderData }: Route.ComponentProps) {
  return <SupportQueue data={loaderData} />;
}
