import { ArrowRight } from "lucide-react";
import { SiteLink } from "~/components/ui/site-link";
import { isoDay } from "~/domain/content-dates";
import { FormattedMessage, useIntl } from "react-intl";
import { useContentDates } from "./content-dates";
import type { InsightSummary } from "~/domain/public-content";
import { cx } from "../ui/cx";
import { Badge, CapabilityBadges } from "./badge";
import { useTaxonomyName } from "./taxonomy-name";
import { MediaPicture } from "./media-picture";

/** The width and height every featured image is drawn at (the seed's SVGs are 1200 x 630). */
export const INSIGHT_IMAGE = { width: 1200, height: 630 } as const;

export function insightPath(slug: string): string {
  return `/blog/${slug}`;
}

/** Author and list-format date ('MMM d, yyyy'), one above the other. */
export function InsightByline({
  insight,
  className,
}: {
  insight: InsightSummary;
  className?: string;
}) {
  const dates = useContentDates();
  return (
    <p
      className={cx("flex flex-col gap-0.5 text-sm text-text-muted", className)}
    >
      {insight.author ? (
        <span className="font-medium text-ink-900">{insight.author}</span>
      ) : null}
      {insight.publishedAt ? (
        <time dateTime={isoDay(insight.publishedAt)} data-list-date>
          {dates.list(insight.publishedAt)}
        </time>
      ) : null}
    </p>
  );
}

function InsightImage({
  insight,
  eager,
  className,
}: {
  insight: InsightSummary;
  eager?: boolean;
  className?: string;
}) {
  if (insight.featuredImage)
    return (
      <MediaPicture
        image={insight.featuredImage}
        // Decorative here: the title beside it says what the card is.
        alt=""
        // A featured card's image is half a wide row; a card is a third of one, or the width
        // of a phone.
        sizes={
          eager
            ? "(min-width: 1024px) 40rem, 100vw"
            : "(min-width: 1024px) 26rem, (min-width: 640px) 50vw, 100vw"
        }
        priority={eager}
        pictureClassName={cx("block", className)}
        className={cx(
          "aspect-[1200/630] h-auto w-full bg-ink-900 object-cover",
          className,
        )}
      />
    );
  if (!insight.featuredImageUrl) return null;
  return (
    // Decorative here: the title beside it says what the card is.
    <img
      src={insight.featuredImageUrl}
      alt=""
      width={INSIGHT_IMAGE.width}
      height={INSIGHT_IMAGE.height}
      loading={eager ? "eager" : "lazy"}
      // The featured image is the page's largest paint: fetch it first.
      fetchPriority={eager ? "high" : undefined}
      decoding="async"
      className={cx(
        "aspect-[1200/630] h-auto w-full bg-ink-900 object-cover",
        className,
      )}
    />
  );
}

/**
 * A card whose title link stretches over the whole card (one link per card, so the
 * badges stay text and keyboard users meet each insight once).
 */
const stretchedLink =
  "after:absolute after:inset-0 after:content-[''] focus-visible:outline-none";
const cardFocus =
  "has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-focus";

/** The card's one link: its title, stretched over the whole card. */
function InsightTitleLink({ insight }: { insight: InsightSummary }) {
  return (
    <SiteLink to={insightPath(insight.slug)} className={stretchedLink}>
      {insight.title}
    </SiteLink>
  );
}

function InsightCapabilities({
  insight,
  className,
}: {
  insight: InsightSummary;
  className: string;
}) {
  const label = useIntl().formatMessage({
    id: "content.capabilitiesLabel",
    defaultMessage: "Capabilities",
  });
  return (
    <CapabilityBadges
      capabilities={insight.capabilities}
      label={label}
      className={className}
    />
  );
}

export function FeaturedInsightCard({
  insight,
  label,
}: {
  insight: InsightSummary;
  label: string;
}) {
  const typeName = useTaxonomyName();
  return (
    <article
      data-featured-insight
      className={cx(
        "relative grid overflow-hidden rounded-card border border-line bg-white shadow-card transition-colors hover:border-brand-500 lg:grid-cols-2",
        cardFocus,
      )}
    >
      <InsightImage insight={insight} eager className="lg:h-full" />
      <div className="flex flex-col p-6 sm:p-8 lg:p-10">
        <p className="text-sm font-semibold uppercase tracking-[0.12em] text-accent-700">
          {label}
        </p>
        <div className="mt-4 flex flex-wrap gap-2">
          {insight.contentType ? (
            <Badge tone="type">{typeName(insight.contentType)}</Badge>
          ) : null}
        </div>
        <h2 className="mt-4 text-2xl font-bold tracking-tight text-balance text-ink-900 sm:text-3xl">
          <InsightTitleLink insight={insight} />
        </h2>
        {insight.excerpt ? (
          <p className="mt-4 text-lg leading-8 text-text-muted">
            {insight.excerpt}
          </p>
        ) : null}
        <InsightCapabilities insight={insight} className="mt-5" />
        <InsightByline insight={insight} className="mt-6 lg:mt-auto lg:pt-6" />
        <span
          aria-hidden="true"
          className="mt-5 inline-flex items-center gap-1 text-sm font-semibold text-brand-700"
        >
          <FormattedMessage
            id="content.readInsight"
            defaultMessage="Read the insight"
          />{" "}
          <ArrowRight className="size-4" />
        </span>
      </div>
    </article>
  );
}

export function InsightCard({ insight }: { insight: InsightSummary }) {
  const typeName = useTaxonomyName();
  return (
    <article
      data-insight-card
      className={cx(
        "relative flex h-full flex-col overflow-hidden rounded-card border border-line bg-white shadow-card transition-colors hover:border-brand-500",
        cardFocus,
      )}
    >
      <InsightImage insight={insight} />
      <div className="flex flex-1 flex-col p-6">
        {insight.contentType ? (
          <div>
            <Badge tone="type">{typeName(insight.contentType)}</Badge>
          </div>
        ) : null}
        <h3 className="mt-4 text-lg font-semibold leading-7 text-balance text-ink-900">
          <InsightTitleLink insight={insight} />
        </h3>
        {insight.excerpt ? (
          <p className="mt-3 line-clamp-3 text-base leading-7 text-text-muted">
            {insight.excerpt}
          </p>
        ) : null}
        <InsightCapabilities insight={insight} className="mt-4" />
        <InsightByline insight={insight} className="mt-auto pt-5" />
      </div>
    </article>
  );
}
