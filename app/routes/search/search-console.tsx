import { SearchConsole } from "~/components/search/search-console";
import { site } from "~/content/site";
import { CONSOLE_HEADERS } from "~/server/console/console-frame.server";
import { searchConsoleLoader } from "~/server/search/search-console.handler.server";
import type { Route } from "./+types/search-console";

export const loader = (args: Route.LoaderArgs) => searchConsoleLoader(args);

export const headers: Route.HeadersFunction = () => CONSOLE_HEADERS;

export const meta: Route.MetaFunction = () => [
  { title: `Site search | Console | ${site.name}` },
  { name: "robots", content: "noindex" },
];

export default function SearchConsoleRoute({
  loaderData,
}: Route.ComponentProps) {
  return <SearchConsole data={loaderData} />;
}
