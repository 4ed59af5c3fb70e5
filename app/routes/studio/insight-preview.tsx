import { InsightArticle } from "~/components/content/insight-article";
import { PreviewBar } from "~/components/studio/preview-bar";
import { site } from "~/content/site";
import { insightPreviewLoader } from "~/server/studio/insight-preview.handler.server";
import { PREVIEW_HEADERS } from "~/server/studio/preview-headers.server";
import type { Route } from "./+types/insight-preview";

export const loader = (args: Route.LoaderArgs) => insightPreviewLoader(args);

export const headers: Route.HeadersFunction = () => PREVIEW_HEADERS;

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: `Preview: ${loaderData?.insight.title ?? "Insight"} | ${site.name}`,
  },
  { name: "robots", content: "noindex, nofollow" },
];

export default function InsightPreviewRoute({
  loaderData,
}: Route.ComponentProps) {
  return (
    <>
      <PreviewBar version={loaderData.version} exitTo={loaderData.editorPath} />
      <InsightArticle insight={loaderData.insight} />
    </>
  );
}
