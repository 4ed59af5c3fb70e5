import {
  FileLock2,
  FolderKanban,
  LifeBuoy,
  LockKeyhole,
  LogIn,
  type LucideIcon,
} from "lucide-react";
import { FormattedMessage } from "react-intl";
import type { Route } from "./+types/clients";
import { TickList } from "~/components/tick-list";
import { PageHero, Section } from "~/components/page-blocks";
import { ButtonLink } from "~/components/ui/button-link";
import * as clientsEn from "~/content/clients";
import * as clientsFr from "~/content/fr/clients";
import { localizedPageMeta } from "~/content/seo";
import { useCopy } from "~/i18n/locale-context";
import { IconTile } from "~/components/ui/icon-tile";

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return localizedPageMeta(matches, "/clients", {
    en: clientsEn.seo,
    fr: clientsFr.seo,
  });
}

const featureIcons: Record<string, LucideIcon> = {
  "project-updates": FolderKanban,
  "secure-documents": FileLock2,
  "support-tickets": LifeBuoy,
};

export default function Clients() {
  const { accessSection, featuresSection, hero, portalFeatures } = useCopy({
    en: clientsEn,
    fr: clientsFr,
  });
  return (
    <>
      <PageHero {...hero}>
        <ButtonLink to="/auth" className="sm:px-6">
          <LogIn aria-hidden="true" className="size-4" />
          {hero.signInLabel}
        </ButtonLink>
        <p className="inline-flex items-center gap-2 text-sm text-ink-100 sm:ml-2">
          <LockKeyhole aria-hidden="true" className="size-4 text-brand-300" />
          {accessSection.title}
        </p>
      </PageHero>

      <Section {...featuresSection} id="portal-features">
        <ul className="grid gap-6 md:grid-cols-3">
          {portalFeatures.map((feature) => {
            const Icon = featureIcons[feature.id] ?? FolderKanban;
            return (
              <li
                key={feature.id}
                data-portal-feature={feature.id}
                className="flex flex-col rounded-card border border-line bg-white p-6 shadow-card"
              >
                <IconTile Icon={Icon} />
                <h3 className="mt-4 text-lg font-semibold text-ink-900">
                  {feature.title}
                </h3>
                <p className="mt-2 text-base leading-7 text-text-muted">
                  {feature.description}
                </p>
                <TickList
                  className="mt-4 grid gap-2 border-t border-line pt-4"
                  items={feature.points}
                  itemClassName="flex gap-2 text-sm leading-6 text-ink-900"
                  iconClassName="mt-0.5 size-4 shrink-0 text-brand-700"
                />
              </li>
            );
          })}
        </ul>
      </Section>

      <Section
        id="portal-access"
        tone="muted"
        eyebrow={accessSection.eyebrow}
        title={accessSection.title}
        intro={accessSection.body}
      >
        <ol className="grid gap-5 md:grid-cols-3">
          {accessSection.steps.map((step, index) => (
            <li
              key={step.title}
              className="rounded-card border border-line bg-white p-6"
            >
              <p className="text-sm font-semibold tabular-nums text-brand-700">
                <FormattedMessage
                  id="corporate.step"
                  defaultMessage="Step {number}"
                  values={{ number: index + 1 }}
                />
              </p>
              <h3 className="mt-1 text-lg font-semibold text-ink-900">
                {step.title}
              </h3>
              <p className="mt-2 text-base leading-7 text-text-muted">
                {step.description}
              </p>
            </li>
          ))}
        </ol>
        <div className="mt-10 flex flex-col gap-4 sm:flex-row sm:items-center">
          <ButtonLink to="/auth">{accessSection.accessLabel}</ButtonLink>
          <ButtonLink to="/contact" variant="secondary">
            {accessSection.helpLabel}
          </ButtonLink>
          <p className="text-sm leading-6 text-text-muted sm:ml-2">
            {accessSection.helpNote}
          </p>
        </div>
      </Section>
    </>
  );
}
