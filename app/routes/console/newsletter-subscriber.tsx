import { NewsletterSubscriberPage } from "~/components/console/newsletter-subscriber-page";
import { site } from "~/content/site";
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

export const meta: Route.MetaFunction = () => [
  { title: `Subscriber | Newsletter | Console | ${site.name}` },
  { name: "robots", content: "noindex" },
];

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
