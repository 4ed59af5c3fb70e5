import { FeatureGrid, Section, StatList, type Feature } from "./page-blocks";
import { StepList, type Step } from "./step-list";

/**
 * Sections whose heading, intro and items are one record of a page's copy: the page places the
 * section (its id, eyebrow and tone), the copy fills it.
 */
type Placement = {
  id: string;
  eyebrow?: string;
  tone?: "plain" | "muted" | "dark";
};
type SectionCopy = { title: string; intro?: string };

export function FeatureSection({
  copy,
  columns,
  ...placement
}: Placement & {
  copy: SectionCopy & { items: Feature[] };
  columns?: 2 | 3 | 4;
}) {
  return (
    <Section {...placement} title={copy.title} intro={copy.intro}>
      <FeatureGrid features={copy.items} columns={columns} />
    </Section>
  );
}

export function StatSection({
  copy,
  ...placement
}: Placement & {
  copy: SectionCopy & { stats: { value: string; label: string }[] };
}) {
  return (
    <Section {...placement} title={copy.title} intro={copy.intro}>
      <StatList stats={copy.stats} />
    </Section>
  );
}

export function StepSection({
  copy,
  ...placement
}: Placement & { copy: SectionCopy & { steps: Step[] } }) {
  return (
    <Section {...placement} title={copy.title} intro={copy.intro}>
      <StepList steps={copy.steps} />
    </Section>
  );
}
