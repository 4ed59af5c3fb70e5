import { NewsletterDomainsPage } from "~/components/console/newsletter-domains-page";
import { consolePageMeta } from "~/content/console-page-meta";
import type { FormResult } from "~/domain/forms/form-result";
import { CONSOLE_HEADERS } from "~/server/console/console-frame.server";
import {
  newsletterDomainsAction,
  newsletterDomainsLoader,
} from "~/server/console/newsletter-domains.handler.server";
import type { Route } from "./+types/newsletter-domains";

export const loader = (args: Route.LoaderArgs) => newsletterDomainsLoader(args);
export const action = (args: Route.ActionArgs) => newsletterDomainsAction(args);

export const headers: Route.HeadersFunction = () => CONSOLE_HEADERS;

export const meta: Route.MetaFunction = () =>
  consolePageMeta("Blocked domains", "Newsletter");

export default function NewsletterDomainsRoute({
  loaderData,
  actionData,
}: Route.ComponentProps) {
  return (
    <NewsletterDomainsPage
      domains={loaderData.domains}
      result={actionData as FormResult | undefined}
    />
  );
}
