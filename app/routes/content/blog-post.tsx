import type { Route } from "./+types/blog-post";
import { ContentNotFound } from "~/components/content/content-not-found";
import { InsightArticle } from "~/components/content/insight-article";
import { OtherLanguageNotice } from "~/components/content/other-language-notice";
import { insightDetail, insightsPage } from "~/content/insights";
import {
  insightDetail as insightDetailFr,
  insightsPage as insightsPageFr,
} from "~/content/fr/insights";
import { articleJsonLd } from "~/domain/content/article-json-ld";
import {
  breadcrumbJsonLd,
  localeFromMatches,
  originFromMatches,
  seoMeta,
} from "~/content/seo";
import { site } from "~/content/site";
import { pickCopy } from "~/i18n/copy";
import { intlFor } from "~/i18n/intl";
import { htmlLang, localizedPath, otherLocale } from "~/i18n/locale";
import { useCopy } from "~/i18n/locale-context";
import { withTaxonomyNamesIn } from "~/domain/taxonomy-names";
import { blogPostLoader } from "~/server/content/blog-post.handler.server";

export const loader = (args: Route.LoaderArgs) => blogPostLoader(args);

export function meta({
  matches,
  loaderData,
  params,
}: Route.MetaArgs): Route.MetaDescriptors {
  const origin = originFromMatches(matches);
  const locale = localeFromMatches(matches);
  const copy = pickCopy(locale, {
    en: { insightsPage, insightDetail },
    fr: { insightsPage: insightsPageFr, insightDetail: insightDetailFr },
  });
  const insight = loaderData?.item;
  if (!insight) {
    const title = loaderData?.onlyIn
      ? intlFor(locale).formatMessage(
          {
            id: "content.otherLanguage.insightTitle",
            defaultMessage:
              "Insight available in {language, select, fr {French} other {English}}",
          },
          { language: loaderData.onlyIn.locale },
        )
      : copy.insightDetail.notFound.title;
    return [
      { title: `${title} | ${site.name}` },
      { name: "robots", content: "noindex" },
    ];
  }
  // The English-style path: seoMeta puts a French page under /fr.
  const path = `/blog/${params.slug}`;
  const description =
    insight.seoDescription ??
    insight.excerpt ??
    copy.insightsPage.seoDescription;
  const shareImage = insight.socialImageUrl ?? insight.featuredImageUrl;
  const alternate = loaderData.alternate;
  const intl = intlFor(locale);
  return seoMeta(origin, {
    title: insight.seoTitle ?? insight.title,
    description,
    path,
    locale,
    // Each language's version has its own slug; a missing one is named by no hreflang.
    alternates: {
      [locale]: path,
      [otherLocale(locale)]: alternate?.path ?? null,
    },
    type: "article",
    ...(shareImage
      ? {
          image: {
            path: shareImage,
            alt: intl.formatMessage(
              {
                id: "content.illustrationAlt",
                defaultMessage: "Illustration for “{title}”",
              },
              { title: insight.title },
            ),
          },
        }
      : {}),
    jsonLd: [
      {
        ...articleJsonLd(
          origin,
          localizedPath(path, locale),
          withTaxonomyNamesIn(locale, insight),
          description,
        ),
        inLanguage: htmlLang(locale),
      },
      breadcrumbJsonLd(origin, [
        {
          name: intl.formatMessage({
            id: "content.breadcrumbHome",
            defaultMessage: "Home",
          }),
          path: localizedPath("/", locale),
        },
        {
          name: copy.insightsPage.eyebrow,
          path: localizedPath("/blog", locale),
        },
        { name: insight.title, path: localizedPath(path, locale) },
      ]),
    ],
  });
}

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const detail = useCopy({ en: insightDetail, fr: insightDetailFr });
  const { item: insight, onlyIn } = loaderData;
  if (onlyIn)
    return (
      <OtherLanguageNotice
        page={onlyIn}
        kind="insight"
        back={{ label: detail.backLabel, to: "/blog" }}
      />
    );
  if (!insight) {
    return (
      <ContentNotFound
        title={detail.notFound.title}
        message={detail.notFound.message}
        back={{ label: detail.notFound.backLabel, to: "/blog" }}
      />
    );
  }
  return <InsightArticle insight={insight} />;
}
