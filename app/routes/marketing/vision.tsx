import { ArrowRight } from "lucide-react";
import { FormattedMessage } from "react-intl";
import type { Route } from "./+types/vision";
import { StatSection, StepSection } from "~/components/copy-sections";
import { CtaBand, PageHero, Section } from "~/components/page-blocks";
import { ButtonLink } from "~/components/ui/button-link";
import { SiteLink } from "~/components/ui/site-link";
import * as companyEn from "~/content/company";
import * as companyFr from "~/content/fr/company";
import { visionPage as visionPageFr } from "~/content/fr/vision";
import { localizedPageMeta } from "~/content/seo";
import { visionPage as visionPageEn, type VisionGoal } from "~/content/vision";
import { useCopy } from "~/i18n/locale-context";

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return localizedPageMeta(matches, "/vision", {
    en: visionPageEn.seo,
    fr: visionPageFr.seo,
  });
}

export default function Vision() {
  const visionPage = useCopy({ en: visionPageEn, fr: visionPageFr });
  const { mission, coreValues } = useCopy({ en: companyEn, fr: companyFr });
  const { today, goals, path, values, cta } = visionPage;
  return (
    <>
      <PageHero {...visionPage} />

      <StatSection id="today" copy={today} />

      <Section
        id="goals"
        tone="muted"
        eyebrow="2028"
        title={goals.title}
        intro={goals.intro}
      >
        <ol
          aria-label={goals.listLabel}
          className="relative flex flex-col gap-6"
        >
          {goals.items.map((goal, index) => (
            <GoalItem key={goal.id} goal={goal} number={index + 1} />
          ))}
        </ol>
      </Section>

      <StepSection id="path" copy={path} />

      <Section id="mission" tone="dark" title={values.title}>
        <div className="grid gap-10 lg:grid-cols-[1.4fr_1fr] lg:items-end">
          <blockquote className="border-l-4 border-accent-500 pl-5 text-xl leading-9 text-white sm:pl-8">
            {mission}
          </blockquote>
          <div>
            <p className="text-sm font-semibold text-ink-100">
              <FormattedMessage
                id="corporate.vision.valuesHeading"
                defaultMessage="Our values"
              />
            </p>
            <ul className="mt-3 flex flex-wrap gap-2">
              {coreValues.map((value) => (
                <li
                  key={value.id}
                  className="rounded-full border border-white/20 px-3 py-1 text-sm text-white"
                >
                  {value.name}
                </li>
              ))}
            </ul>
            <ButtonLink
              to={values.action.to}
              variant="outline-on-dark"
              className="mt-6"
            >
              {values.action.label}
              <ArrowRight aria-hidden="true" className="size-4" />
            </ButtonLink>
          </div>
        </div>
      </Section>

      <CtaBand {...cta} />
    </>
  );
}

function GoalItem({ goal, number }: { goal: VisionGoal; number: number }) {
  return (
    <li
      data-goal={goal.id}
      className="grid gap-6 rounded-card border border-line bg-white p-6 sm:p-8 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)] lg:gap-10"
    >
      <div className="flex gap-4 sm:gap-6">
        <span
          aria-hidden="true"
          className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-ink-900 text-sm font-semibold tabular-nums text-white"
        >
          {number}
        </span>
        <div>
          <p className="text-sm font-semibold text-brand-700">{goal.area}</p>
          <h3 className="mt-1 text-xl font-semibold text-ink-900 sm:text-2xl">
            {goal.goal}
          </h3>
          <p className="mt-3 text-base leading-7 text-text-muted">
            {goal.description}
          </p>
          <SiteLink
            to={goal.link.to}
            className="mt-4 inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            {goal.link.label}
            <ArrowRight aria-hidden="true" className="size-4" />
          </SiteLink>
        </div>
      </div>
      <dl className="grid content-start gap-4 min-[420px]:grid-cols-2 lg:grid-cols-1">
        {goal.figures.map((figure) => (
          <div
            key={figure.label}
            className="flex flex-col rounded-lg bg-surface-muted p-4"
          >
            <dt className="text-sm leading-5 text-text-muted">
              {figure.label}
            </dt>
            <dd className="order-first text-3xl font-bold tracking-tight text-ink-900">
              {figure.value}
            </dd>
          </div>
        ))}
      </dl>
    </li>
  );
}
