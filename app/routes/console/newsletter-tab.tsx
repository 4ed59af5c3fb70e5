import { NewsletterTab } from "~/components/console/newsletter-tab";
import { consolePageMeta } from "~/content/console-page-meta";
import { CONSOLE_HEADERS } from "~/server/console/console-frame.server";
import { newsletterTabLoader } from "~/server/console/newsletter-tab.handler.server";
import type { Route } from "./+types/newsletter-tab";

export const loader = (args: Route.LoaderArgs) => newsletterTabLoader(args);

export const headers: Route.HeadersFunction = () => CONSOLE_HEADERS;

export const meta: Route.MetaFunction = () => consolePageMeta("Newsletter");

export default function NewsletterTabRoute({
  loaderData,
}: Route.ComponentProps) {
  return <NewsletterTab data={loaderData} />;
}
