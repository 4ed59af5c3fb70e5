import { DemoEditor } from "~/components/staff/demo-editor";
import { site } from "~/content/site";
import { CONSOLE_HEADERS } from "~/server/staff/console-frame.server";
import { demoEditorAction } from "~/server/staff/demo-editor-action.server";
import { demoEditorLoader } from "~/server/staff/demo-editor-page.server";
import type { Route } from "./+types/demo-editor";

export const loader = (args: Route.LoaderArgs) => demoEditorLoader(args);
export const action = (args: Route.ActionArgs) => demoEditorAction(args);

export const headers: Route.HeadersFunction = () => CONSOLE_HEADERS;

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.demo.companyName ?? "Demo client"} | Demo | Console | ${site.name}` },
  { name: "robots", content: "noindex" },
];

export default function DemoEditorRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <DemoEditor data={loaderData} result={actionData} />;
}
