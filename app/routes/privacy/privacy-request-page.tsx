import { PrivacyRequestDetailPage } from "~/components/privacy/privacy-request-detail";
import { consolePageMeta } from "~/content/console-page-meta";
import type { StaffFormResult } from "~/domain/forms/form-result";
import { CONSOLE_HEADERS } from "~/server/console/console-frame.server";
import {
  privacyRequestPageAction,
  privacyRequestPageLoader,
} from "~/server/privacy/privacy-request-page.handler.server";
import type { Route } from "./+types/privacy-request-page";

export const loader = (args: Route.LoaderArgs) =>
  privacyRequestPageLoader(args);
export const action = (args: Route.ActionArgs) =>
  privacyRequestPageAction(args);

export const headers: Route.HeadersFunction = () => CONSOLE_HEADERS;

export const meta: Route.MetaFunction = ({ data }) =>
  consolePageMeta(data?.detail.reference ?? "Privacy request");

export default function PrivacyRequestPageRoute({
  loaderData,
  actionData,
}: Route.ComponentProps) {
  return (
    <PrivacyRequestDetailPage
      data={loaderData}
      result={actionData as StaffFormResult | undefined}
    />
  );
}
