import { useIntl } from "react-intl";
import { ArrowRight, type LucideIcon } from "lucide-react";
import { SiteLink } from "~/components/ui/site-link";
import { cx } from "./ui/cx";
import { IconTile } from "./ui/icon-tile";

export type LinkCard = {
  id: string;
  title: string;
  description: string;
  to: string;
  icon?: LucideIcon;
  figure?: { value: string; label: string };
};

/**
 * Cards that each lead to one page. The link is the card's heading (so its accessible
 * name is just the title) and is stretched over the whole card for pointer users.
 */
export function LinkCardGrid({
  cards,
  label,
  columns = 3,
}: {
  cards: LinkCard[];
  /** Words before the arrow at the foot of each card. */
  label?: string;
  columns?: 2 | 3;
}) {
  const intl = useIntl();
  label ??= intl.formatMessage({
    id: "chrome.explore",
    defaultMessage: "Explore",
  });
  return (
    <ul
      className={cx(
        "grid gap-6 md:grid-cols-2",
        columns === 3 && "lg:grid-cols-3",
      )}
    >
      {cards.map(({ id, title, description, to, icon: Icon, figure }) => (
        <li
          key={id}
          data-card={id}
          className="group relative flex flex-col rounded-card border border-line bg-white p-6 shadow-card transition-colors focus-within:border-brand-500 hover:border-brand-500"
        >
          {Icon ? <IconTile Icon={Icon} /> : null}
          {figure ? (
            <p className={cx("flex flex-col", Icon && "mt-5")}>
              <span className="text-3xl font-bold tracking-tight text-ink-900">
                {figure.value}
              </span>
              <span className="text-sm text-text-muted">{figure.label}</span>
            </p>
          ) : null}
          <h3
            className={cx(
              "text-xl font-semibold text-ink-900",
              (Icon || figure) && "mt-5",
            )}
          >
            <SiteLink
              to={to}
              className="after:absolute after:inset-0 after:rounded-card group-hover:text-brand-700"
            >
              {title}
            </SiteLink>
          </h3>
          <p className="mt-3 flex-1 text-base leading-7 text-text-muted">
            {description}
          </p>
          <span
            aria-hidden="true"
            className="mt-5 inline-flex items-center gap-1 text-sm font-semibold text-ink-900 group-hover:text-brand-700"
          >
            {label}
            <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" />
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * The same cards as rows of one list: reads better than a grid when the count does not
 * fill whole rows (five solutions in a three-column grid).
 */
export function LinkRowList({ cards }: { cards: LinkCard[] }) {
  return (
    <ul className="divide-y divide-line overflow-hidden rounded-card border border-line bg-white shadow-card">
      {cards.map(({ id, title, description, to, icon: Icon }) => (
        <li
          key={id}
          data-card={id}
          className="group relative flex items-start gap-4 p-5 transition-colors focus-within:bg-surface-muted hover:bg-surface-muted sm:items-center sm:gap-6 sm:px-6"
        >
          {Icon ? <IconTile Icon={Icon} shrink /> : null}
          <div className="min-w-0 flex-1 sm:grid sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] sm:items-center sm:gap-6">
            <h3 className="text-lg font-semibold text-ink-900">
              <SiteLink
                to={to}
                className="after:absolute after:inset-0 group-hover:text-brand-700"
              >
                {title}
              </SiteLink>
            </h3>
            <p className="mt-1 text-base leading-7 text-text-muted sm:mt-0">
              {description}
            </p>
          </div>
          <ArrowRight
            aria-hidden="true"
            className="mt-1 size-5 shrink-0 text-ink-900 transition-transform group-hover:translate-x-0.5 group-hover:text-brand-700 sm:mt-0"
          />
        </li>
      ))}
    </ul>
  );
}
