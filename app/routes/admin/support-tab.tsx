import { SupportQueue } from "~/components/staff/support-queue";
import { site } from "~/content/site";
import { CONSOLE_HEADERS } from "~/server/staff/console-frame.server";
import { supportTabLoader } from "~/server/staff/support-tab.server";
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
