import { ArrowRight } from "lucide-react";
import { FormattedMessage } from "react-intl";
import type { Route } from "./+types/about";
import { StepSection } from "~/components/copy-sections";
import { CtaBand, PageHero, Section, StatList } from "~/components/page-blocks";
import { ButtonLink } from "~/components/ui/button-link";
import { cx } from "~/components/ui/cx";
import { aboutPage as aboutPageEn } from "~/content/about";
import * as companyEn from "~/content/company";
import { aboutPage as aboutPageFr } from "~/content/fr/about";
import * as companyFr from "~/content/fr/company";
import { localizedPageMeta } from "~/content/seo";
import { site } from "~/content/site";
import { useCopy } from "~/i18n/locale-context";

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return localizedPageMeta(matches, "/about", {
    en: aboutPageEn.seo,
    fr: aboutPageFr.seo,
  });
}

export default function About() {
  const aboutPage = useCopy({ en: aboutPageEn, fr: aboutPageFr });
  const { mission, coreValues } = useCopy({ en: companyEn, fr: companyFr });
  const { impact, approach, cta } = aboutPage;
  // The sentence names the head office, then the regional one (site.offices' order).
  const [headOffice = "", regionalOffice = ""] = site.offices.map(
    (office) => office.city,
  );
  return (
    <>
      <PageHero {...aboutPage} />

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
              <FormattedMessage
                id="corporate.about.offices"
                defaultMessage="Our teams work from {headOffice} (head office) and {regionalOffice} (regional office), and on site with the institutions we serve."
                values={{
                  headOffice,
                  regionalOffice,
                }}
              />
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

      <StepSection id="approach" tone="muted" copy={approach} />

      <CtaBand {...cta} />
    </>
  );
}
