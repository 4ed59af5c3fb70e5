import type { Route } from "./+types/blog-post";
import {
  articlePageMeta,
  unavailableContentMeta,
} from "~/components/content/content-detail-meta";
import { ContentUnavailable } from "~/components/content/content-unavailable";
import { InsightArticle } from "~/components/content/insight-article";
import { insightDetail, insightsPage } from "~/content/insights";
import {
  insightDetail as insightDetailFr,
  insightsPage as insightsPageFr,
} from "~/content/fr/insights";
import { articleJsonLd } from "~/domain/content/article-json-ld";
import { localeFromMatches, originFromMatches } from "~/content/seo";
import { pickCopy } from "~/i18n/copy";
import { intlFor } from "~/i18n/intl";
import { htmlLang, localizedPath } from "~/i18n/locale";
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
  if (!insight)
    return unavailableContentMeta(
      locale,
      "insight",
      loaderData?.onlyIn,
      copy.insightDetail,
    );
  // The English-style path: seoMeta puts a French page under /fr.
  const path = `/blog/${params.slug}`;
  const description =
    insight.seoDescription ??
    insight.excerpt ??
    copy.insightsPage.seoDescription;
  const shareImage = insight.socialImageUrl ?? insight.featuredImageUrl;
  return articlePageMeta(matches, {
    title: insight.seoTitle ?? insight.title,
    description,
    path,
    name: insight.title,
    list: { name: copy.insightsPage.eyebrow, path: "/blog" },
    alternatePath: loaderData.alternate?.path,
    type: "article",
    ...(shareImage
      ? {
          image: {
            path: shareImage,
            alt: intlFor(locale).formatMessage(
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
    ],
  });
}

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const detail = useCopy({ en: insightDetail, fr: insightDetailFr });
  const { item: insight, onlyIn } = loaderData;
  if (!insight)
    return (
      <ContentUnavailable
        kind="insight"
        onlyIn={onlyIn}
        copy={detail}
        listPath="/blog"
      />
    );
  return <InsightArticle insight={insight} />;
}
