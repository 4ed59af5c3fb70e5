import { SupportQueue } from "~/components/console/support-queue";
import { site } from "~/content/site";
import { CONSOLE_HEADERS } from "~/server/console/console-frame.server";
import { supportTabLoader } from "~/server/console/support-tab.handler.server";
import type { Route } from "./+types/support-tab";

export const loader = (args: Route.LoaderArgs) => supportTabLoader(args);

export const headers: Route.HeadersFunction = () => CONSOLE_HEADERS;

export const meta: Route.MetaFunction = () => [
  { title: `Support | Console | ${site.name}` },
  { name: "robots", content: "noindex" },
];

export default function SupportTabRoute({ loaderData }: Route.ComponentProps) {
  return <SupportQueue data={loaderData} />;
}
