import type { Route } from "./+types/project-detail";
import { CaseStudyArticle } from "~/components/content/case-study-article";
import { ContentNotFound } from "~/components/content/content-not-found";
import { OtherLanguageNotice } from "~/components/content/other-language-notice";
import { CtaBand } from "~/components/page-blocks";
import { projectDetail, projectsPage } from "~/content/projects";
import {
  projectDetail as projectDetailFr,
  projectsPage as projectsPageFr,
} from "~/content/fr/projects";
import {
  breadcrumbJsonLd,
  localeFromMatches,
  originFromMatches,
  seoMeta,
} from "~/content/seo";
import { site } from "~/content/site";
import { pickCopy } from "~/i18n/copy";
import { intlFor } from "~/i18n/intl";
import { localizedPath, otherLocale } from "~/i18n/locale";
import { useCopy } from "~/i18n/locale-context";
import { projectDetailLoader } from "~/server/content/project-detail.handler.server";

export const loader = (args: Route.LoaderArgs) => projectDetailLoader(args);

export function meta({
  matches,
  loaderData,
  params,
}: Route.MetaArgs): Route.MetaDescriptors {
  const origin = originFromMatches(matches);
  const locale = localeFromMatches(matches);
  const copy = pickCopy(locale, {
    en: { projectsPage, projectDetail },
    fr: { projectsPage: projectsPageFr, projectDetail: projectDetailFr },
  });
  const intl = intlFor(locale);
  const study = loaderData?.item;
  if (!study) {
    const title = loaderData?.onlyIn
      ? intl.formatMessage(
          {
            id: "content.otherLanguage.caseStudyTitle",
            defaultMessage:
              "Case study available in {language, select, fr {French} other {English}}",
          },
          { language: loaderData.onlyIn.locale },
        )
      : copy.projectDetail.notFound.title;
    return [
      { title: `${title} | ${site.name}` },
      { name: "robots", content: "noindex" },
    ];
  }
  // The English-style path: seoMeta puts a French page under /fr.
  const path = `/projects/${params.slug}`;
  return seoMeta(origin, {
    title: study.title,
    description: study.description,
    path,
    locale,
    // Each language's version has its own slug; a missing one is named by no hreflang.
    alternates: {
      [locale]: path,
      [otherLocale(locale)]: loaderData.alternate?.path ?? null,
    },
    jsonLd: [
      breadcrumbJsonLd(origin, [
        {
          name: intl.formatMessage({
            id: "content.breadcrumbHome",
            defaultMessage: "Home",
          }),
          path: localizedPath("/", locale),
        },
        {
          name: copy.projectsPage.seoTitle,
          path: localizedPath("/projects", locale),
        },
        { name: study.title, path: localizedPath(path, locale) },
      ]),
    ],
  });
}

export default function ProjectDetail({ loaderData }: Route.ComponentProps) {
  const detail = useCopy({ en: projectDetail, fr: projectDetailFr });
  const { item: study, onlyIn } = loaderData;
  if (onlyIn)
    return (
      <OtherLanguageNotice
        page={onlyIn}
        kind="case_study"
        back={{ label: detail.backLabel, to: "/projects" }}
      />
    );
  if (!study) {
    return (
      <ContentNotFound
        title={detail.notFound.title}
        message={detail.notFound.message}
        back={{ label: detail.notFound.backLabel, to: "/projects" }}
      />
    );
  }
  return (
    <>
      <CaseStudyArticle study={study} />
      <div data-print-hidden>
        <CtaBand
          title={detail.cta.title}
          body={detail.cta.body}
          action={detail.cta.action}
        />
      </div>
    </>
  );
}
