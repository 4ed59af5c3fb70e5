import { solutionPath } from "~/content/solutions";
import { localizedPath, type Locale } from "~/i18n/locale";
import { jobLine, officeLine } from "../site-documents.server";
import { lowerFirst, PAGE_CONTENT, pageWording } from "./page-content";

/**
 * The pieces of the site's copy the offline brain quotes in its fixed answers (the tiers, the
 * journey, the offices…), in one language, read from that language's content modules
 * (app/content, app/content/fr) as the pages render them: the chat writes none of it, so an
 * editor's change to a page changes the fixed answers too. Every link is a path in the copy's
 * own language. This is the copy read afresh; chatSiteCopy keeps one per language.
 */
export function siteCopyIn(locale: Locale) {
  const c = PAGE_CONTENT[locale];
  const words = pageWording(locale);
  const access = c.clients.accessSection;
  const bp = c.blueprint;
  return {
    // What the company does, in a sentence.
    description: c.site.description,
    // The first sentence of the solutions overview's lead.
    solutionsLead: `${c.solutionsOverview.lead.split(". ")[0]}.`,
    solutions: c.solutions.map((solution) => ({
      name: solution.name,
      href: localizedPath(solutionPath(solution.slug), locale),
    })),
    // The tiers and journey as the blueprint page names them, in its language: the first
    // sentence of the options' intro, each tier with up to three of its own features.
    tiersIntro: `${bp.tiersSection.intro.split(". ")[0]}.`,
    tiers: bp.tiers.map((tier) => ({
      name: tier.name,
      duration: lowerFirst(tier.duration),
      // "Everything in Blueprint" / "Tout le contenu de la formule…" repeats another tier.
      features: tier.features
        .filter(
          (feature) => !/^(?:Everything in|Tout le contenu)/.test(feature),
        )
        .slice(0, 3),
    })),
    blueprintLead: bp.hero.lead,
    journeySteps: bp.journeySteps.map(({ title, duration }) => ({
      title,
      duration,
    })),
    // Who replies to a call request, and when.
    contactPromise: bp.contactSection.promise,
    // What happens to a message sent to the team. The answers quote a step after its title and
    // a colon: French writes no capital after a colon.
    nextSteps: c.contact.nextSteps.map((step) => ({
      title: step.title,
      description:
        locale === "fr" ? lowerFirst(step.description) : step.description,
    })),
    careersLead: c.careers.careersHero.lead,
    // The open roles as the careers page lists them.
    jobs: c.jobs.map((job) => ({
      id: job.id,
      line: jobLine(job, c.jobLabels, words.colon),
    })),
    offices: c.site.offices.map((office) => ({
      city: office.city,
      line: officeLine(office, words),
    })),
    contactEmail: c.site.contactEmail,
    portalAccess: {
      title: access.title,
      body: access.body,
      helpNote: access.helpNote,
    },
  };
}

export type ChatSiteCopy = ReturnType<typeof siteCopyIn>;

const copies: Partial<Record<Locale, ChatSiteCopy>> = {};

export function chatSiteCopy(locale: Locale): ChatSiteCopy {
  return (copies[locale] ??= siteCopyIn(locale));
}
