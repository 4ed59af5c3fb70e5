import type { Route } from "./+types/capability-detail";
import { Breadcrumbs, type Crumb } from "~/components/breadcrumbs";
import { LinkRowList } from "~/components/link-card-grid";
import {
  CtaBand,
  FeatureGrid,
  PageHero,
  Section,
  StatList,
} from "~/components/page-blocks";
import { StepList } from "~/components/step-list";
import { ButtonLink } from "~/components/ui/button-link";
import {
  capabilitiesOverview,
  capabilityPages,
  capabilityPath,
  type CapabilityPage,
} from "~/content/capabilities";
import { breadcrumbJsonLd, originFromMatches, seoMeta } from "~/content/seo";
import { solutionPages, solutionPath } from "~/content/solutions";
import { capabilityDetailLoader } from "~/server/marketing/capability-detail.handler.server";

export const loader = (args: Route.LoaderArgs) => capabilityDetailLoader(args);

function trail(page: CapabilityPage): Crumb[] {
  return [
    { name: "Home", path: "/" },
    { name: capabilitiesOverview.title, path: "/capabilities" },
    { name: page.name, path: capabilityPath(page.slug) },
  ];
}

export function meta({
  loaderData,
  matches,
}: Route.MetaArgs): Route.MetaDescriptors {
  if (!loaderData) return [];
  const page = capabilityPages[loaderData.slug];
  const origin = originFromMatches(matches);
  return seoMeta(origin, {
    ...page.seo,
    path: capabilityPath(page.slug),
    jsonLd: [breadcrumbJsonLd(origin, trail(page))],
  });
}

export default function CapabilityDetail({ loaderData }: Route.ComponentProps) {
  const page = capabilityPages[loaderData.slug];
  const { cta } = page;
  return (
    <>
      <Breadcrumbs trail={trail(page)} />
      <PageHero eyebrow={page.eyebrow} title={page.name} lead={page.lead}>
        <ButtonLink
          to={cta.action.to}
          className="bg-brand-600 hover:bg-brand-700"
        >
          {cta.action.label}
        </ButtonLink>
        <ButtonLink to="#solutions" variant="outline-on-dark">
          See it in our solutions
        </ButtonLink>
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
        id="proof"
        tone="muted"
        title={page.proof.title}
        intro={page.proof.intro}
      >
        <StatList stats={page.proof.stats} />
      </Section>

      <Section
        id="approach"
        title={page.approach.title}
        intro={page.approach.intro}
      >
        <StepList steps={page.approach.steps} />
      </Section>

      <Section
        id="solutions"
        tone="muted"
        eyebrow="Solutions"
        title={page.usedIn.title}
        intro={page.usedIn.intro}
      >
        <LinkRowList
          cards={page.usedIn.solutions.map(({ slug, how }) => {
            const solution = solutionPages[slug];
            return {
              id: slug,
              title: solution.name,
              description: how,
              to: solutionPath(slug),
              icon: solution.icon,
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
