import { NewsletterSubscriberPage } from "~/components/console/newsletter-subscriber-page";
import { consolePageMeta } from "~/content/console-page-meta";
import type { FormResult } from "~/domain/forms/form-result";
import { CONSOLE_HEADERS } from "~/server/console/console-frame.server";
import {
  newsletterSubscriberAction,
  newsletterSubscriberLoader,
} from "~/server/console/newsletter-subscriber.handler.server";
import type { Route } from "./+types/newsletter-subscriber";

export const loader = (args: Route.LoaderArgs) =>
  newsletterSubscriberLoader(args);
export const action = (args: Route.ActionArgs) =>
  newsletterSubscriberAction(args);

export const headers: Route.HeadersFunction = () => CONSOLE_HEADERS;

export const meta: Route.MetaFunction = () =>
  consolePageMeta("Subscriber", "Newsletter");

export default function NewsletterSubscriberRoute({
  loaderData,
  actionData,
}: Route.ComponentProps) {
  return (
    <NewsletterSubscriberPage
      subscriber={loaderData.subscriber}
      confirming={loaderData.confirming}
      result={actionData as FormResult | undefined}
    />
  );
}
