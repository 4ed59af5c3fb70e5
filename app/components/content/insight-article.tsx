import { CalendarDays, Clock, UserRound } from "lucide-react";
import { useIntl } from "react-intl";
import { insightDetail as insightDetailEn } from "~/content/insights";
import { insightDetail as insightDetailFr } from "~/content/fr/insights";
import { isoDay } from "~/domain/content-dates";
import { readingMinutes } from "~/domain/reading-time";
import { useCopy, useLocale } from "~/i18n/locale-context";
import { useContentDates } from "./content-dates";
import type { InsightDetail } from "~/domain/public-content";
import { CtaBand } from "../page-blocks";
import { BackLink } from "./back-link";
import { Badge, CapabilityBadges } from "./badge";
import { useTaxonomyName } from "./taxonomy-name";
import { INSIGHT_IMAGE } from "./insight-cards";
import { MediaPicture } from "./media-picture";
import { RichText } from "./rich-text";

/**
 * One insight as /blog/:slug shows it: the public page and the content studio's preview render
 * this same component, so a preview is the page as it will be published.
 */
export function InsightArticle({ insight }: { insight: InsightDetail }) {
  const insightDetail = useCopy({ en: insightDetailEn, fr: insightDetailFr });
  const dates = useContentDates();
  const intl = useIntl();
  const typeName = useTaxonomyName();
  const locale = useLocale();
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
              <Badge tone="type">{typeName(insight.contentType)}</Badge>
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
                    {dates.detail(insight.publishedAt)}
                  </time>
                </li>
              ) : null}
              <li className="flex items-center gap-2">
                <Clock aria-hidden="true" className="size-4" />
                <span data-reading-time>
                  {insightDetail.readingTime.replace(
                    "{minutes}",
                    String(readingMinutes(insight.content, locale)),
                  )}
                </span>
              </li>
            </ul>
            <CapabilityBadges
              capabilities={insight.capabilities}
              label={insightDetail.capabilitiesLabel}
              className="mt-6"
            />
          </header>
          {insight.featuredImage ? (
            // The page's largest paint: fetched first, never lazily. The library's alt text
            // says what it shows (publishing refuses a library image without it).
            <MediaPicture
              image={insight.featuredImage}
              alt={insight.featuredImage.alt}
              // The article column: the viewport less its padding, 48rem at most.
              sizes="(min-width: 52rem) 48rem, calc(100vw - 2rem)"
              priority
              pictureClassName="mt-10 block"
              className="aspect-[1200/630] h-auto w-full rounded-card bg-ink-900 object-cover"
            />
          ) : insight.featuredImageUrl ? (
            <img
              src={insight.featuredImageUrl}
              alt={intl.formatMessage(
                {
                  id: "content.illustrationAlt",
                  defaultMessage: "Illustration for “{title}”",
                },
                { title: insight.title },
              )}
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
        <CtaBand {...insightDetail.cta} />
      </div>
    </>
  );
}
