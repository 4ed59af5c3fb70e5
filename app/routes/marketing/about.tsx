import { ArrowRight } from "lucide-react";
import type { Route } from "./+types/about";
import { CtaBand, PageHero, Section, StatList } from "~/components/page-blocks";
import { StepList } from "~/components/step-list";
import { ButtonLink } from "~/components/ui/button-link";
import { cx } from "~/components/ui/cx";
import { aboutPage } from "~/content/about";
import { coreValues, mission } from "~/content/company";
import { originFromMatches, seoMeta } from "~/content/seo";
import { site } from "~/content/site";

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return seoMeta(originFromMatches(matches), {
    ...aboutPage.seo,
    path: "/about",
  });
}

export default function About() {
  const { impact, approach, cta } = aboutPage;
  return (
    <>
      <PageHero
        eyebrow={aboutPage.eyebrow}
        title={aboutPage.title}
        lead={aboutPage.lead}
      />

      <Section id="mission" title={aboutPage.mission.title}>
        <div className="grid gap-10 lg:grid-cols-[1.4fr_1fr] lg:items-start">
          <figure className="border-l-4 border-accent-500 pl-5 sm:pl-8">
            <blockquote className="text-xl leading-9 font-medium text-ink-900 sm:text-2xl sm:leading-10">
              {mission}
            </blockquote>
            <figcaption className="mt-4 text-sm font-semibold text-text-muted">
              {site.name}
            </figcaption>
          </figure>
          <div className="text-base leading-7 text-text-muted">
            <p>{aboutPage.mission.intro}</p>
            <p className="mt-4">
              {`Our teams work from ${site.offices.map((office) => `${office.city} (${office.label.toLowerCase()})`).join(" and ")}, and on site with the institutions we serve.`}
            </p>
          </div>
        </div>
      </Section>

      <Section
        id="values"
        tone="muted"
        title={aboutPage.values.title}
        intro={aboutPage.values.intro}
      >
        <ul
          className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3"
          aria-labelledby="values-heading"
        >
          {coreValues.map((value, index) => (
            <li
              key={value.id}
              data-value={value.id}
              // Five values in rows of two or three: the first takes two cells, so no row is left half empty.
              className={cx(
                "flex flex-col rounded-card border p-6",
                index === 0
                  ? "border-ink-900 bg-ink-900 sm:col-span-2"
                  : "border-line bg-white",
              )}
            >
              <span
                aria-hidden="true"
                className={cx(
                  "text-sm font-semibold tabular-nums",
                  index === 0 ? "text-accent-300" : "text-accent-700",
                )}
              >
                {String(index + 1).padStart(2, "0")}
              </span>
              <h3
                className={cx(
                  "mt-2 text-lg font-semibold",
                  index === 0 ? "text-white" : "text-ink-900",
                )}
              >
                {value.name}
              </h3>
              <p
                className={cx(
                  "mt-2 text-base leading-7",
                  index === 0 ? "text-ink-100" : "text-text-muted",
                )}
              >
                {value.description}
              </p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="impact" title={impact.title}>
        <div className="grid gap-10 lg:grid-cols-2 lg:items-start">
          <div className="text-lg leading-8 text-text-muted">
            {impact.body.map((paragraph) => (
              <p key={paragraph.slice(0, 32)} className="mt-4 first:mt-0">
                {paragraph}
              </p>
            ))}
            <ButtonLink
              to={impact.action.to}
              variant="secondary"
              className="mt-8"
            >
              {impact.action.label}
              <ArrowRight aria-hidden="true" className="size-4" />
            </ButtonLink>
          </div>
          <StatList stats={impact.stats} />
        </div>
      </Section>

      <Section
        id="approach"
        tone="muted"
        title={approach.title}
        intro={approach.intro}
      >
        <StepList steps={approach.steps} />
      </Section>

      <CtaBand
        title={cta.title}
        body={cta.body}
        action={cta.action}
        secondaryAction={cta.secondaryAction}
      />
    </>
  );
}
