import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { ButtonLink } from "./ui/button-link";
import { cx } from "./ui/cx";
import { IconTile } from "./ui/icon-tile";

/**
 * The building blocks every marketing page is made of, so pages share one rhythm of
 * spacing, type and colour. Copy lives in app/content/, not here.
 */

export function PageHero({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow?: string;
  title: string;
  lead?: string;
  /** Actions (ButtonLinks) under the lead. */
  children?: ReactNode;
}) {
  return (
    <section className="relative isolate overflow-hidden bg-ink-900 text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_right,rgb(20_184_166/0.28),transparent_60%)]"
      />
      <div className="page-container py-16 sm:py-20 lg:py-24">
        {eyebrow ? (
          <p className="text-sm font-semibold uppercase tracking-[0.14em] text-brand-300">
            {eyebrow}
          </p>
        ) : null}
        <h1 className="mt-3 max-w-4xl text-4xl font-bold tracking-tight text-balance sm:text-5xl">
          {title}
        </h1>
        {lead ? (
          <p className="mt-5 max-w-3xl text-lg leading-8 text-ink-100">
            {lead}
          </p>
        ) : null}
        {children ? (
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">{children}</div>
        ) : null}
      </div>
    </section>
  );
}

/** The hero's main action: a lighter brand button than elsewhere, for the hero's dark ground. */
export function HeroAction({
  action,
}: {
  action: { label: string; to: string };
}) {
  return (
    <ButtonLink to={action.to} className="bg-brand-600 hover:bg-brand-700">
      {action.label}
    </ButtonLink>
  );
}

export function Section({
  id,
  eyebrow,
  title,
  intro,
  tone = "plain",
  children,
  headingLevel = 2,
}: {
  id?: string;
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  tone?: "plain" | "muted" | "dark";
  headingLevel?: 2 | 3;
  children?: ReactNode;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cx(
        tone === "muted" && "bg-surface-muted",
        tone === "dark" && "bg-ink-900 text-white",
      )}
    >
      <div className="page-container py-16 sm:py-20">
        <div className="max-w-3xl">
          {eyebrow ? (
            <p
              className={cx(
                "text-sm font-semibold",
                tone === "dark" ? "text-brand-300" : "text-brand-700",
              )}
            >
              {eyebrow}
            </p>
          ) : null}
          <Heading
            id={headingId}
            className={cx(
              "mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl",
              tone === "dark" ? "text-white" : "text-ink-900",
            )}
          >
            {title}
          </Heading>
          {intro ? (
            <div
              className={cx(
                "mt-4 text-lg leading-8",
                tone === "dark" ? "text-ink-100" : "text-text-muted",
              )}
            >
              {intro}
            </div>
          ) : null}
        </div>
        {children ? <div className="mt-10">{children}</div> : null}
      </div>
    </section>
  );
}

export type Feature = { title: string; description: string; icon?: LucideIcon };

/** Copy items with their icons: the copy names each item by id, the page draws it. */
export function withIcons<Id extends string, Item extends { id: Id }>(
  items: readonly Item[],
  icons: Record<Id, LucideIcon>,
): (Item & { icon: LucideIcon })[] {
  return items.map((item) => ({ ...item, icon: icons[item.id] }));
}

export function FeatureGrid({
  features,
  columns = 3,
}: {
  features: Feature[];
  columns?: 2 | 3 | 4;
}) {
  return (
    <ul
      className={cx(
        "grid gap-5 sm:grid-cols-2",
        columns === 3 && "lg:grid-cols-3",
        columns === 4 && "lg:grid-cols-4",
      )}
    >
      {features.map(({ title, description, icon: Icon }) => (
        <li
          key={title}
          className="rounded-card border border-line bg-white p-6"
        >
          {Icon ? <IconTile Icon={Icon} size="size-10" /> : null}
          <h3
            className={cx("text-lg font-semibold text-ink-900", Icon && "mt-4")}
          >
            {title}
          </h3>
          <p className="mt-2 text-base leading-7 text-text-muted">
            {description}
          </p>
        </li>
      ))}
    </ul>
  );
}

export function StatList({
  stats,
  tone = "plain",
}: {
  stats: { value: string; label: string }[];
  tone?: "plain" | "dark";
}) {
  return (
    <dl
      className={cx(
        "grid grid-cols-1 gap-4 min-[420px]:grid-cols-2",
        // Three or five figures fill one row instead of leaving a gap in a grid of four.
        stats.length === 3
          ? "md:grid-cols-3"
          : stats.length === 5
            ? "lg:grid-cols-5"
            : "lg:grid-cols-4",
      )}
    >
      {stats.map((stat) => (
        <div
          key={stat.label}
          className={cx(
            "flex flex-col rounded-card border p-6",
            tone === "dark"
              ? "border-white/15 bg-white/5"
              : "border-line bg-white",
          )}
        >
          <dt
            className={cx(
              "text-sm leading-5",
              tone === "dark" ? "text-ink-100" : "text-text-muted",
            )}
          >
            {stat.label}
          </dt>
          <dd
            className={cx(
              "order-first text-3xl font-bold tracking-tight sm:text-4xl",
              tone === "dark" ? "text-white" : "text-ink-900",
            )}
          >
            {stat.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** A closing call to action; every marketing page ends with one. */
export function CtaBand({
  title,
  body,
  action,
  secondaryAction,
}: {
  title: string;
  body: string;
  action: { label: string; to: string };
  secondaryAction?: { label: string; to: string };
}) {
  return (
    <section aria-label={title} className="page-container py-16 sm:py-20">
      <div className="rounded-card bg-ink-900 px-6 py-12 text-white sm:px-12">
        <h2 className="max-w-2xl text-2xl font-bold tracking-tight text-balance sm:text-3xl">
          {title}
        </h2>
        <p className="mt-4 max-w-2xl text-lg leading-8 text-ink-100">{body}</p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <ButtonLink to={action.to}>{action.label}</ButtonLink>
          {secondaryAction ? (
            <ButtonLink to={secondaryAction.to} variant="outline-on-dark">
              {secondaryAction.label}
            </ButtonLink>
          ) : null}
        </div>
      </div>
    </section>
  );
}
