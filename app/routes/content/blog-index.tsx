import { ArrowLeft } from "lucide-react";
import type { Route } from "./+types/blog-index";
import {
  FeaturedInsightCard,
  InsightCard,
} from "~/components/content/insight-cards";
import { PageHero } from "~/components/page-blocks";
import { ButtonLink } from "~/components/ui/button-link";
import { insightsPage } from "~/content/insights";
import { originFromMatches, seoMeta } from "~/content/seo";
import { blogIndexLoader } from "~/server/content/blog-index.handler.server";

export const loader = (args: Route.LoaderArgs) => blogIndexLoader(args);

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return seoMeta(originFromMatches(matches), {
    title: insightsPage.seoTitle,
    description: insightsPage.seoDescription,
    path: "/blog",
  });
}

export const links: Route.LinksFunction = () => [
  {
    rel: "alternate",
    type: "application/rss+xml",
    title: insightsPage.feedTitle,
    href: "/blog/rss.xml",
  },
];

export default function BlogIndex({ loaderData }: Route.ComponentProps) {
  const [featured, ...rest] = loaderData.insights;

  return (
    <>
      <PageHero
        eyebrow={insightsPage.eyebrow}
        title={insightsPage.title}
        lead={insightsPage.lead}
      />
      <div>
        {featured ? (
          <>
            <section
              aria-label={insightsPage.featuredLabel}
              className="page-container pt-12 sm:pt-16"
            >
              <FeaturedInsightCard
                insight={featured}
                label={insightsPage.featuredLabel}
              />
            </section>
            {rest.length > 0 ? (
              <section
                aria-labelledby="more-insights-heading"
                className="page-container py-12 sm:py-16"
              >
                <h2
                  id="more-insights-heading"
                  className="text-2xl font-bold tracking-tight text-ink-900"
                >
                  {insightsPage.moreHeading}
                </h2>
                <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
                  {rest.map((insight) => (
                    <li key={insight.id}>
                      <InsightCard insight={insight} />
                    </li>
                  ))}
                </ul>
              </section>
            ) : (
              <div className="pb-12 sm:pb-16" />
            )}
          </>
        ) : (
          <EmptyState />
        )}
      </div>
    </>
  );
}

function EmptyState() {
  return (
    <section className="page-container flex flex-col items-center py-20 text-center sm:py-24">
      <p className="max-w-md text-lg text-ink-900">
        {insightsPage.empty.message}
      </p>
      <ButtonLink to={insightsPage.empty.action.to} className="mt-8">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {insightsPage.empty.action.label}
      </ButtonLink>
    </section>
  );
}
