import { CaseStudyArticle } from "~/components/content/case-study-article";
import { PreviewBar } from "~/components/studio/preview-bar";
import { site } from "~/content/site";
import { caseStudyPreviewLoader } from "~/server/studio/case-study-preview.handler.server";
import { PREVIEW_HEADERS } from "~/server/studio/preview-headers.server";
import type { Route } from "./+types/case-study-preview";

export const loader = (args: Route.LoaderArgs) => caseStudyPreviewLoader(args);

export const headers: Route.HeadersFunction = () => PREVIEW_HEADERS;

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: `Preview: ${loaderData?.study.title ?? "Case study"} | ${site.name}`,
  },
  { name: "robots", content: "noindex, nofollow" },
];

export default function CaseStudyPreviewRoute({
  loaderData,
}: Route.ComponentProps) {
  return (
    <>
      <PreviewBar version={loaderData.version} exitTo={loaderData.editorPath} />
      <CaseStudyArticle study={loaderData.study} />
    </>
  );
}
