import { PrivacyRetentionPage } from "~/components/privacy/privacy-retention-page";
import { consolePageMeta } from "~/content/console-page-meta";
import type { FormResult } from "~/domain/forms/form-result";
import { CONSOLE_HEADERS } from "~/server/console/console-frame.server";
import {
  privacyRetentionAction,
  privacyRetentionLoader,
} from "~/server/privacy/privacy-retention.handler.server";
import type { Route } from "./+types/privacy-retention";

export const loader = (args: Route.LoaderArgs) => privacyRetentionLoader(args);
export const action = (args: Route.ActionArgs) => privacyRetentionAction(args);

export const headers: Route.HeadersFunction = () => CONSOLE_HEADERS;

export const meta: Route.MetaFunction = () =>
  consolePageMeta("Retention and legal holds", "Privacy");

export default function PrivacyRetentionRoute({
  loaderData,
  actionData,
}: Route.ComponentProps) {
  return (
    <PrivacyRetentionPage
      data={loaderData}
      result={actionData as FormResult | undefined}
    />
  );
}
