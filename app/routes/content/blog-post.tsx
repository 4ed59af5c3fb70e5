import { CalendarDays, Clock, UserRound } from "lucide-react";
import type { Route } from "./+types/blog-post";
import { BackLink } from "~/components/content/back-link";
import { Badge, CapabilityBadges } from "~/components/content/badge";
import { ContentNotFound } from "~/components/content/content-not-found";
import { INSIGHT_IMAGE } from "~/components/content/insight-cards";
import { RichText } from "~/components/content/rich-text";
import { CtaBand } from "~/components/page-blocks";
import { formatDetailDate, isoDay } from "~/domain/content-dates";
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
  const description = insight.excerpt ?? insightsPage.seoDescription;
  return seoMeta(origin, {
    title: insight.title,
    description,
    path,
    type: "article",
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
  return (
    <>
      <article
        className="page-container py-10 sm:py-14"
        data-insight={insight.slug}
      >
        <div className="mx-auto max-w-3xl">
          <BackLink to="/blog" label={insightDetail.backLabel} />
          <header className="mt-6">
            {insight.contentType ? (
              <Badge tone="type">{insight.contentType.name}</Badge>
            ) : null}
            <h1 className="mt-4 text-3xl font-bold tracking-tight text-balance text-ink-900 sm:text-4xl lg:text-5xl lg:leading-tight">
              {insight.title}
            </h1>
            {insight.excerpt ? (
              <p className="mt-5 text-xl leading-8 text-text-muted print:text-black">
                {insight.excerpt}
              </p>
            ) : null}
            <ul className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-2 text-sm text-text-muted print:text-black">
              {insight.author ? (
                <li className="flex items-center gap-2">
                  <UserRound aria-hidden="true" className="size-4" />
                  <span className="font-medium text-ink-900">
                    {insight.author}
                  </span>
                </li>
              ) : null}
              {insight.publishedAt ? (
                <li className="flex items-center gap-2">
                  <CalendarDays aria-hidden="true" className="size-4" />
                  <time dateTime={isoDay(insight.publishedAt)} data-detail-date>
                    {formatDetailDate(insight.publishedAt)}
                  </time>
                </li>
              ) : null}
              <li className="flex items-center gap-2">
                <Clock aria-hidden="true" className="size-4" />
                {insightDetail.readingTime}
              </li>
            </ul>
            <CapabilityBadges
              capabilities={insight.capabilities}
              label={insightDetail.capabilitiesLabel}
              className="mt-6"
            />
          </header>
          {insight.featuredImageUrl ? (
            <img
              src={insight.featuredImageUrl}
              alt={`Illustration for “${insight.title}”`}
              width={INSIGHT_IMAGE.width}
              height={INSIGHT_IMAGE.height}
              fetchPriority="high"
              decoding="async"
              // An abstract illustration: a page of dark ink on paper adds nothing.
              data-print-hidden
              className="mt-10 aspect-[1200/630] h-auto w-full rounded-card bg-ink-900 object-cover"
            />
          ) : null}
          <RichText html={insight.content} className="mt-10" />
        </div>
      </article>
      <div data-print-hidden>
        <CtaBand
          title={insightDetail.cta.title}
          body={insightDetail.cta.body}
          action={insightDetail.cta.action}
        />
      </div>
    </>
  );
}
