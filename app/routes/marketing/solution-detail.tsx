import { CircleCheck } from "lucide-react";
import type { Route } from "./+types/solution-detail";
import { Breadcrumbs, type Crumb } from "~/components/breadcrumbs";
import { LinkCardGrid } from "~/components/link-card-grid";
import {
  CtaBand,
  FeatureGrid,
  PageHero,
  Section,
  StatList,
} from "~/components/page-blocks";
import { StepList } from "~/components/step-list";
import { ButtonLink } from "~/components/ui/button-link";
import { capabilityPages, capabilityPath } from "~/content/capabilities";
import { breadcrumbJsonLd, originFromMatches, seoMeta } from "~/content/seo";
import {
  solutionPages,
  solutionPath,
  solutionsOverview,
  type SolutionPage,
} from "~/content/solutions";
import { solutionDetailLoader } from "~/server/marketing/solution-detail.handler.server";

export const loader = (args: Route.LoaderArgs) => solutionDetailLoader(args);

function trail(page: SolutionPage): Crumb[] {
  return [
    { name: "Home", path: "/" },
    { name: solutionsOverview.eyebrow, path: "/solutions" },
    { name: page.title, path: solutionPath(page.slug) },
  ];
}

export function meta({
  loaderData,
  matches,
}: Route.MetaArgs): Route.MetaDescriptors {
  if (!loaderData) return [];
  const page = solutionPages[loaderData.slug];
  const origin = originFromMatches(matches);
  return seoMeta(origin, {
    ...page.seo,
    path: solutionPath(page.slug),
    jsonLd: [breadcrumbJsonLd(origin, trail(page))],
  });
}

export default function SolutionDetail({ loaderData }: Route.ComponentProps) {
  const page = solutionPages[loaderData.slug];
  const { cta } = page;
  return (
    <>
      <Breadcrumbs trail={trail(page)} />
      <PageHero eyebrow={page.eyebrow} title={page.title} lead={page.lead}>
        <ButtonLink
          to={cta.action.to}
          className="bg-brand-600 hover:bg-brand-700"
        >
          {cta.action.label}
        </ButtonLink>
        {cta.secondaryAction ? (
          <ButtonLink to={cta.secondaryAction.to} variant="outline-on-dark">
            {cta.secondaryAction.label}
          </ButtonLink>
        ) : null}
      </PageHero>

      <Section
        id="features"
        eyebrow="Features"
        title={page.features.title}
        intro={page.features.intro}
      >
        <FeatureGrid features={page.features.items} />
      </Section>

      <Section
        id="how-it-works"
        tone="muted"
        title={page.howItWorks.title}
        intro={page.howItWorks.intro}
      >
        <StepList steps={page.howItWorks.steps} />
      </Section>

      <Section
        id="outcomes"
        title={page.outcomes.title}
        intro={page.outcomes.intro}
      >
        <StatList stats={page.outcomes.stats} />
        <h3 className="mt-12 text-lg font-semibold text-ink-900">
          Safeguards built in
        </h3>
        <ul className="mt-4 grid gap-4 md:grid-cols-3">
          {page.outcomes.safeguards.map((safeguard) => (
            <li
              key={safeguard}
              className="flex gap-3 text-base leading-7 text-text-muted"
            >
              <CircleCheck
                aria-hidden="true"
                className="mt-1 size-5 shrink-0 text-brand-700"
              />
              {safeguard}
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="built-on"
        tone="muted"
        eyebrow="Core capabilities"
        title="Built on our shared foundation"
        intro="The same capabilities run under every solution we deliver, so each new service starts from proven parts."
      >
        <LinkCardGrid
          cards={page.capabilities.map(({ slug, role }) => {
            const capability = capabilityPages[slug];
            return {
              id: slug,
              title: capability.name,
              description: role,
              to: capabilityPath(slug),
              icon: capability.icon,
            };
          })}
        />
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
