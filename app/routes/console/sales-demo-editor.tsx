import { DemoEditor } from "~/components/console/sales-demo-editor";
import { consolePageMeta } from "~/content/console-page-meta";
import { CONSOLE_HEADERS } from "~/server/console/console-frame.server";
import {
  salesDemoEditorAction,
  salesDemoEditorLoader,
} from "~/server/console/sales-demo-editor.handler.server";
import type { Route } from "./+types/sales-demo-editor";

export const loader = (args: Route.LoaderArgs) => salesDemoEditorLoader(args);
export const action = (args: Route.ActionArgs) => salesDemoEditorAction(args);

export const headers: Route.HeadersFunction = () => CONSOLE_HEADERS;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  consolePageMeta(loaderData?.demo.companyName ?? "Demo client", "Demo");

export default function DemoEditorRoute({
  loaderData,
  actionData,
}: Route.ComponentProps) {
  return <DemoEditor data={loaderData} result={actionData} />;
}
