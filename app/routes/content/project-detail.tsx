import type { Route } from "./+types/project-detail";
import { CaseStudyArticle } from "~/components/content/case-study-article";
import {
  articlePageMeta,
  unavailableContentMeta,
} from "~/components/content/content-detail-meta";
import { ContentUnavailable } from "~/components/content/content-unavailable";
import { CtaBand } from "~/components/page-blocks";
import { projectDetail, projectsPage } from "~/content/projects";
import {
  projectDetail as projectDetailFr,
  projectsPage as projectsPageFr,
} from "~/content/fr/projects";
import { localeFromMatches } from "~/content/seo";
import { pickCopy } from "~/i18n/copy";
import { useCopy } from "~/i18n/locale-context";
import { projectDetailLoader } from "~/server/content/project-detail.handler.server";

export const loader = (args: Route.LoaderArgs) => projectDetailLoader(args);

export function meta({
  matches,
  loaderData,
  params,
}: Route.MetaArgs): Route.MetaDescriptors {
  const locale = localeFromMatches(matches);
  const copy = pickCopy(locale, {
    en: { projectsPage, projectDetail },
    fr: { projectsPage: projectsPageFr, projectDetail: projectDetailFr },
  });
  const study = loaderData?.item;
  if (!study)
    return unavailableContentMeta(
      locale,
      "case_study",
      loaderData?.onlyIn,
      copy.projectDetail,
    );
  return articlePageMeta(matches, {
    title: study.title,
    description: study.description,
    // The English-style path: seoMeta puts a French page under /fr.
    path: `/projects/${params.slug}`,
    name: study.title,
    list: { name: copy.projectsPage.seoTitle, path: "/projects" },
    alternatePath: loaderData.alternate?.path,
  });
}

export default function ProjectDetail({ loaderData }: Route.ComponentProps) {
  const detail = useCopy({ en: projectDetail, fr: projectDetailFr });
  const { item: study, onlyIn } = loaderData;
  if (!study)
    return (
      <ContentUnavailable
        kind="case_study"
        onlyIn={onlyIn}
        copy={detail}
        listPath="/projects"
      />
    );
  return (
    <>
      <CaseStudyArticle study={study} />
      <div data-print-hidden>
        <CtaBand {...detail.cta} />
      </div>
    </>
  );
}
