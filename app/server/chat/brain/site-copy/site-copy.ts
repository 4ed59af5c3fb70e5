import * as blueprint from "~/content/blueprint";
import { careersHero } from "~/content/careers";
import { accessSection } from "~/content/clients";
import { contactSection } from "~/content/blueprint";
import { nextSteps } from "~/content/contact";
import { jobs } from "~/content/jobs";
import { site } from "~/content/site";
import {
  orderedSolutions,
  solutionPath,
  solutionsOverview,
} from "~/content/solutions";
import type { Locale } from "~/i18n/locale";
import { jobLine, officeLine } from "../site-documents.server";
import { blueprintCopy } from "./blueprint-copy";
import { frenchSiteCopy } from "./french-site";

/**
 * The pieces of the site's copy the offline brain quotes in its fixed answers (the tiers, the
 * journey, the offices…), in one language. English is read from app/content; French is the
 * chat's own summary of the same pages (french-site.ts) until app/content/fr has them.
 * Every link is a path in the copy's own language.
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

function englishSiteCopy(): ChatSiteCopy {
  return {
    description: site.description,
    solutionsLead: `${solutionsOverview.lead.split(". ")[0]}.`,
    solutions: orderedSolutions.map((solution) => ({
      name: solution.name,
      href: solutionPath(solution.slug),
    })),
    ...blueprintCopy(blueprint),
    contactPromise: contactSection.promise,
    nextSteps,
    careersLead: careersHero.lead,
    jobs: jobs.map((job) => ({ id: job.id, line: jobLine(job) })),
    offices: site.offices.map((office) => ({
      city: office.city,
      line: officeLine(office),
    })),
    contactEmail: site.contactEmail,
    portalAccess: {
      title: accessSection.title,
      body: accessSection.body,
      helpNote: accessSection.helpNote,
    },
  };
}

const copies = new Map<Locale, ChatSiteCopy>();

export function chatSiteCopy(locale: Locale): ChatSiteCopy {
  let copy = copies.get(locale);
  if (!copy) {
    copy = locale === "fr" ? frenchSiteCopy() : englishSiteCopy();
    copies.set(locale, copy);
  }
  return copy;
}
