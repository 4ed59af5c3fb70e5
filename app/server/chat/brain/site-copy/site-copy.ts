import { solutionPath } from "~/content/solutions";
import { localizedPath, type Locale } from "~/i18n/locale";
import { jobLine, officeLine } from "../site-documents.server";
import { lowerFirst, PAGE_CONTENT, pageWording } from "./page-content";

/**
 * The pieces of the site's copy the offline brain quotes in its fixed answers (the tiers, the
 * journey, the offices…), in one language, read from that language's content modules
 * (app/content, app/content/fr) as the pages render them: the chat writes none of it, so an
 * editor's change to a page changes the fixed answers too. Every link is a path in the copy's
 * own language.
 */
export type ChatSiteCopy = {
  /** What the company does, in a sentence (site.description). */
  description: string;
  /** The first sentence of the solutions overview's lead. */
  solutionsLead: string;
  solutions: Array<{ name: string; href: string }>;
  /** The first sentence of the engagement options' intro. */
  tiersIntro: string;
  /** Each tier with up to three of its own features. */
  tiers: Array<{ name: string; duration: string; features: string[] }>;
  blueprintLead: string;
  journeySteps: Array<{ title: string; duration: string }>;
  /** Who replies to a call request, and when. */
  contactPromise: string;
  /** What happens to a message sent to the team: the first step, then the rest. */
  nextSteps: Array<{ title: string; description: string }>;
  careersLead: string;
  jobs: Array<{ id: string; line: string }>;
  offices: Array<{ city: string; line: string }>;
  contactEmail: string;
  portalAccess: { title: string; body: string; helpNote: string };
};

/** The copy read afresh from the content modules; chatSiteCopy keeps one per language. */
export function siteCopyIn(locale: Locale): ChatSiteCopy {
  const c = PAGE_CONTENT[locale];
  const words = pageWording(locale);
  const access = c.clients.accessSection;
  const bp = c.blueprint;
  return {
    description: c.site.description,
    solutionsLead: `${c.solutionsOverview.lead.split(". ")[0]}.`,
    solutions: c.solutions.map((solution) => ({
      name: solution.name,
      href: localizedPath(solutionPath(solution.slug), locale),
    })),
    // The tiers and journey as the blueprint page names them, in its language.
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
    contactPromise: bp.contactSection.promise,
    // The answers quote a step after its title and a colon: French writes no capital after a colon.
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

const copies: Partial<Record<Locale, ChatSiteCopy>> = {};

export function chatSiteCopy(locale: Locale): ChatSiteCopy {
  return (copies[locale] ??= siteCopyIn(locale));
}
