import { PrivacyQueuePage } from "~/components/privacy/privacy-queue-page";
import { consolePageMeta } from "~/content/console-page-meta";
import { CONSOLE_HEADERS } from "~/server/console/console-frame.server";
import { privacyQueueLoader } from "~/server/privacy/privacy-queue.handler.server";
import type { Route } from "./+types/privacy-queue";

export const loader = (args: Route.LoaderArgs) => privacyQueueLoader(args);

export const headers: Route.HeadersFunction = () => CONSOLE_HEADERS;

export const meta: Route.MetaFunction = () =>
  consolePageMeta("Privacy requests");

export default function PrivacyQueueRoute({
  loaderData,
}: Route.ComponentProps) {
  return <PrivacyQueuePage data={loaderData} />;
}
