import { ownNewsletterForm } from "~/page-chrome";
import { ArrowLeft } from "lucide-react";
import type { Route } from "./+types/blog-index";
import {
  FeaturedInsightCard,
  InsightCard,
} from "~/components/content/insight-cards";
import { NewsletterBox } from "~/components/newsletter/newsletter-box";
import { PageHero } from "~/components/page-blocks";
import { ButtonLink } from "~/components/ui/button-link";
import { insightsPage as insightsPageEn } from "~/content/insights";
import { insightsPage as insightsPageFr } from "~/content/fr/insights";
import { localeFromMatches, originFromMatches, seoMeta } from "~/content/seo";
import { pickCopy } from "~/i18n/copy";
import { localizedPath } from "~/i18n/locale";
import { useCopy } from "~/i18n/locale-context";
import { blogIndexLoader } from "~/server/content/blog-index.handler.server";

/** The page has its own sign-up (or is the newsletter's): the footer leaves its box out. */
export const handle = ownNewsletterForm;

export const loader = (args: Route.LoaderArgs) => blogIndexLoader(args);

const insightsPages = { en: insightsPageEn, fr: insightsPageFr };

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const locale = localeFromMatches(matches);
  const page = pickCopy(locale, insightsPages);
  return [
    ...seoMeta(originFromMatches(matches), {
      title: page.seoTitle,
      description: page.seoDescription,
      path: "/blog",
      locale,
    }),
    // Each language's feed (links cannot see the page's language; meta can).
    {
      tagName: "link",
      rel: "alternate",
      type: "application/rss+xml",
      title: page.feedTitle,
      href: localizedPath("/blog/rss.xml", locale),
    },
  ];
}

export default function BlogIndex({ loaderData }: Route.ComponentProps) {
  const insightsPage = useCopy(insightsPages);
  const [featured, ...rest] = loaderData.insights;

  return (
    <>
      <PageHero {...insightsPage} />
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
      <div className="page-container pb-16 sm:pb-20">
        <NewsletterBox
          id="blog-newsletter"
          tone="light"
          split
          className="rounded-2xl border border-line bg-surface-muted p-6 sm:p-8"
        />
      </div>
    </>
  );
}

function EmptyState() {
  const insightsPage = useCopy(insightsPages);
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
