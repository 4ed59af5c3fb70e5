import { PrivacyQueuePage } from "~/components/privacy/privacy-queue-page";
import { site } from "~/content/site";
import { CONSOLE_HEADERS } from "~/server/console/console-frame.server";
import { privacyQueueLoader } from "~/server/privacy/privacy-queue.handler.server";
import type { Route } from "./+types/privacy-queue";

export const loader = (args: Route.LoaderArgs) => privacyQueueLoader(args);

export const headers: Route.HeadersFunction = () => CONSOLE_HEADERS;

export const meta: Route.MetaFunction = () => [
  { title: `Privacy requests | Console | ${site.name}` },
  { name: "robots", content: "noindex" },
];

export default function PrivacyQueueRoute({
  loaderData,
}: Route.ComponentProps) {
  return <PrivacyQueuePage data={loaderData} />;
}
