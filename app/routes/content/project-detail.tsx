import type { Route } from "./+types/project-detail";
import { CaseStudyArticle } from "~/components/content/case-study-article";
import { ContentNotFound } from "~/components/content/content-not-found";
import { CtaBand } from "~/components/page-blocks";
import { projectDetail, projectsPage } from "~/content/projects";
import { breadcrumbJsonLd, originFromMatches, seoMeta } from "~/content/seo";
import { site } from "~/content/site";
import { projectDetailLoader } from "~/server/content/project-detail.handler.server";

export const loader = (args: Route.LoaderArgs) => projectDetailLoader(args);

export function meta({
  matches,
  loaderData,
  params,
}: Route.MetaArgs): Route.MetaDescriptors {
  const origin = originFromMatches(matches);
  const study = loaderData?.study;
  if (!study) {
    return [
      { title: `${projectDetail.notFound.title} | ${site.name}` },
      { name: "robots", content: "noindex" },
    ];
  }
  const path = `/projects/${params.slug}`;
  return seoMeta(origin, {
    title: study.title,
    description: study.description,
    path,
    jsonLd: [
      breadcrumbJsonLd(origin, [
        { name: "Home", path: "/" },
        { name: projectsPage.seoTitle, path: "/projects" },
        { name: study.title, path },
      ]),
    ],
  });
}

export default function ProjectDetail({ loaderData }: Route.ComponentProps) {
  const { study } = loaderData;
  if (!study) {
    return (
      <ContentNotFound
        title={projectDetail.notFound.title}
        message={projectDetail.notFound.message}
        back={{ label: projectDetail.notFound.backLabel, to: "/projects" }}
      />
    );
  }
  return (
    <>
      <CaseStudyArticle study={study} />
      <div data-print-hidden>
        <CtaBand
          title={projectDetail.cta.title}
          body={projectDetail.cta.body}
          action={projectDetail.cta.action}
        />
      </div>
    </>
  );
}
