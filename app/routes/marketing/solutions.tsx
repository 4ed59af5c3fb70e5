import { ArrowRight, CircleCheck } from "lucide-react";
import { FormattedMessage } from "react-intl";
import type { Route } from "./+types/solutions";
import { TickList } from "~/components/tick-list";
import { CtaBand, PageHero } from "~/components/page-blocks";
import { ButtonLink } from "~/components/ui/button-link";
import * as fr from "~/content/fr/solutions";
import { localizedPageMeta } from "~/content/seo";
import {
  orderedSolutions,
  solutionPath,
  solutionsOverview,
  type SolutionPage,
} from "~/content/solutions";
import { useCopy } from "~/i18n/locale-context";

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return localizedPageMeta(matches, "/solutions", {
    en: solutionsOverview.seo,
    fr: fr.solutionsOverview.seo,
  });
}

export default function Solutions() {
  const overview = useCopy({ en: solutionsOverview, fr: fr.solutionsOverview });
  const solutions = useCopy({ en: orderedSolutions, fr: fr.orderedSolutions });
  const { cta, foundation } = overview;
  return (
    <>
      <PageHero {...overview} />

      <div className="page-container py-16 sm:py-20">
        <ul
          aria-label={overview.listLabel}
          className="flex flex-col gap-10 sm:gap-12"
        >
          {solutions.map((solution, index) => (
            <li key={solution.slug} data-solution={solution.slug}>
              <SolutionBlock solution={solution} number={index + 1} />
            </li>
          ))}
        </ul>
      </div>

      <section
        aria-labelledby="foundation-heading"
        className="bg-surface-muted"
      >
        <div className="page-container flex flex-col gap-6 py-16 sm:py-20 lg:flex-row lg:items-end lg:justify-between">
          <div className="max-w-3xl">
            <h2
              id="foundation-heading"
              className="text-3xl font-bold tracking-tight text-ink-900 sm:text-4xl"
            >
              {foundation.title}
            </h2>
            <p className="mt-4 text-lg leading-8 text-text-muted">
              {foundation.body}
            </p>
          </div>
          <ButtonLink
            to={foundation.action.to}
            variant="secondary"
            className="shrink-0"
          >
            {foundation.action.label}
            <ArrowRight aria-hidden="true" className="size-4" />
          </ButtonLink>
        </div>
      </section>

      <CtaBand {...cta} />
    </>
  );
}

function SolutionBlock({
  solution,
  number,
}: {
  solution: SolutionPage;
  number: number;
}) {
  const { overview, icon: Icon } = solution;
  const headingId = `solution-${solution.slug}-heading`;
  return (
    <article
      aria-labelledby={headingId}
      className="grid overflow-hidden rounded-card border border-line bg-white shadow-card lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]"
    >
      <div className="flex flex-col justify-between gap-8 bg-ink-900 p-6 text-white sm:p-8">
        <div className="flex items-center justify-between">
          <span className="inline-flex size-12 items-center justify-center rounded-lg bg-white/10 text-brand-300">
            <Icon aria-hidden="true" className="size-6" />
          </span>
          <span
            aria-hidden="true"
            className="text-sm font-semibold tabular-nums text-accent-300"
          >
            {String(number).padStart(2, "0")}
          </span>
        </div>
        <p className="flex flex-col">
          <span className="text-4xl font-bold tracking-tight sm:text-5xl">
            {overview.keyFigure.value}
          </span>
          <span className="mt-1 text-sm text-ink-100">
            {overview.keyFigure.label}
          </span>
        </p>
      </div>
      <div className="p-6 sm:p-8">
        <h2
          id={headingId}
          className="text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl"
        >
          {solution.name}
        </h2>
        <p className="mt-1 font-medium text-brand-700">{overview.subtitle}</p>
        <p className="mt-4 text-base leading-7 text-text-muted">
          {overview.description}
        </p>
        <TickList
          className="mt-5 grid gap-2 sm:grid-cols-3 sm:gap-4"
          items={overview.highlights}
          icon={CircleCheck}
          itemClassName="flex gap-2 text-sm leading-6 text-ink-900"
          iconClassName="mt-0.5 size-4 shrink-0 text-brand-700"
        />
        <ButtonLink to={solutionPath(solution.slug)} className="mt-6">
          <FormattedMessage
            id="solutions.exploreSolution"
            defaultMessage="Explore {name}"
            values={{ name: solution.name }}
          />
          <ArrowRight aria-hidden="true" className="size-4" />
        </ButtonLink>
      </div>
    </article>
  );
}
