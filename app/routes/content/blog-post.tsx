import type { Route } from "./+types/blog-post";
import { ContentNotFound } from "~/components/content/content-not-found";
import { InsightArticle } from "~/components/content/insight-article";
import { insightDetail, insightsPage } from "~/content/insights";
import { articleJsonLd } from "~/content/article-json-ld";
import { breadcrumbJsonLd, originFromMatches, seoMeta } from "~/content/seo";
import { site } from "~/content/site";
import { blogPostLoader } from "~/server/content/blog-post.handler.server";

export const loader = (args: Route.LoaderArgs) => blogPostLoader(args);

export function meta({
  matches,
  loaderData,
  params,
}: Route.MetaArgs): Route.MetaDescriptors {
  const origin = originFromMatches(matches);
  const insight = loaderData?.insight;
  if (!insight) {
    return [
      { title: `${insightDetail.notFound.title} | ${site.name}` },
      { name: "robots", content: "noindex" },
    ];
  }
  const path = `/blog/${params.slug}`;
  const description =
    insight.seoDescription ?? insight.excerpt ?? insightsPage.seoDescription;
  const shareImage = insight.socialImageUrl ?? insight.featuredImageUrl;
  return seoMeta(origin, {
    title: insight.seoTitle ?? insight.title,
    description,
    path,
    type: "article",
    ...(shareImage
      ? {
          image: {
            path: shareImage,
            alt: `Illustration for “${insight.title}”`,
          },
        }
      : {}),
    jsonLd: [
      articleJsonLd(origin, path, insight, description),
      breadcrumbJsonLd(origin, [
        { name: "Home", path: "/" },
        { name: insightsPage.eyebrow, path: "/blog" },
        { name: insight.title, path },
      ]),
    ],
  });
}

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { insight } = loaderData;
  if (!insight) {
    return (
      <ContentNotFound
        title={insightDetail.notFound.title}
        message={insightDetail.notFound.message}
        back={{ label: insightDetail.notFound.backLabel, to: "/blog" }}
      />
    );
  }
  return <InsightArticle insight={insight} />;
}
