import { SearchConsole } from "~/components/search/search-console";
import { consolePageMeta } from "~/content/console-page-meta";
import { CONSOLE_HEADERS } from "~/server/console/console-frame.server";
import { searchConsoleLoader } from "~/server/search/search-console.handler.server";
import type { Route } from "./+types/search-console";

export const loader = (args: Route.LoaderArgs) => searchConsoleLoader(args);

export const headers: Route.HeadersFunction = () => CONSOLE_HEADERS;

export const meta: Route.MetaFunction = () => consolePageMeta("Site search");

export default function SearchConsoleRoute({
  loaderData,
}: Route.ComponentProps) {
  return <SearchConsole data={loaderData} />;
}
