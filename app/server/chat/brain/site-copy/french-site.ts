import * as frenchBlueprint from "~/content/fr/blueprint";
import {
  jobLabels as frenchJobLabels,
  jobs as frenchJobs,
} from "~/content/fr/jobs";
import { orderedSolutions as frenchSolutions } from "~/content/fr/solutions";
import { site } from "~/content/fr/site";
import { solutionPath } from "~/content/solutions";
import { localizedPath } from "~/i18n/locale";
import type { KnowledgeDocument } from "../knowledge-document.server";
import { jobLine, siteDocuments } from "../site-documents.server";
import { blueprintCopy } from "./blueprint-copy";
import type { ChatSiteCopy } from "./site-copy";

/**
 * The chat's French copy for its fixed answers (decision 055): a faithful summary, in Canadian
 * French and the terms of app/i18n/glossary.ts, of the offices and contact promise, with no
 * figure the pages do not publish; the tiers and journey are the French blueprint page's own. Its knowledge of the pages themselves is
 * read from the French content modules (app/content/fr), as the English is (decision 057).
 */
const NEXT_STEPS = [
  {
    title: "Une personne lit votre message",
    description:
      "votre message est transmis à un conseiller du secteur concerné, et non à une file automatisée.",
  },
  {
    title: "Une réponse en un jour ouvrable",
    description:
      "nous vous répondons avec les prochaines étapes ou des plages horaires pour un appel, du lundi au vendredi, heure de l’Est.",
  },
];

const CAREERS_LEAD =
  "Nous sommes des architectes, des ingénieurs, des concepteurs et des conseillers qui bâtissent les plateformes derrière les visas, les systèmes fiscaux et les services de santé, puis les remettent aux institutions qui les exploitent. Joignez-vous à nous à Ottawa, à Atlanta ou en télétravail partout au Canada.";

const PORTAL_ACCESS = {
  title: "L’accès se fait sur invitation seulement",
  body: "Les comptes du portail sont créés pour les membres désignés du personnel des organisations avec lesquelles nous travaillons. Votre responsable de projet envoie une invitation à votre courriel professionnel; vous créez ensuite votre compte avec cette adresse et le mot de passe de votre choix. Chaque personne ne voit que les projets, les documents et les demandes de soutien de sa propre organisation.",
  helpNote:
    "Vous attendez une invitation qui n’est pas arrivée, ou votre compte est bloqué? Notre équipe réglera la situation.",
};

const OFFICE_LABELS: Record<string, string> = {
  ottawa: "Siège social",
  atlanta: "Bureau régional",
};

// The French site's offices (app/content/fr/site.ts): « 340, rue Albert, bureau 1300 », as the
// French pages write it, not the English form.
function officeLine(office: (typeof site.offices)[number]): string {
  return `${OFFICE_LABELS[office.id] ?? office.label}\u00a0: ${office.streetAddress}, ${office.locality}, ${office.region} ${office.postalCode}, ${office.country}. Téléphone\u00a0: ${office.phone}.`;
}

const DESCRIPTION =
  "Nous concevons, construisons et exploitons des plateformes infonuagiques intégrant l’intelligence artificielle pour les gouvernements et les grandes entreprises : visa électronique et immigration, gouvernance numérique et perception des impôts, soins de santé et télémédecine, avatars de patrimoine numérique, et inspection des chantiers.";

const SOLUTIONS_LEAD =
  "Chaque solution part d’une plateforme déjà en production, configurée selon vos lois, vos langues et votre infrastructure.";

/** The site's pages as French knowledge documents, from the French content modules, linking to the /fr pages. */
export function frenchSiteDocuments(): KnowledgeDocument[] {
  return siteDocuments("fr");
}

export function frenchSiteCopy(): ChatSiteCopy {
  return {
    description: DESCRIPTION,
    solutionsLead: SOLUTIONS_LEAD,
    solutions: frenchSolutions.map((solution) => ({
      name: solution.name,
      href: localizedPath(solutionPath(solution.slug), "fr"),
    })),
    // The tiers and journey as the French blueprint page names them ("Exploration"), never a
    // translation of our own that could differ from the page.
    ...blueprintCopy(frenchBlueprint),
    contactPromise: frenchBlueprint.contactSection.promise,
    nextSteps: NEXT_STEPS,
    careersLead: CAREERS_LEAD,
    // The open roles as the French careers page lists them.
    jobs: frenchJobs.map((job) => ({
      id: job.id,
      line: jobLine(job, frenchJobLabels, "\u00a0:"),
    })),
    offices: site.offices.map((office) => ({
      city: office.city,
      line: officeLine(office),
    })),
    contactEmail: site.contactEmail,
    portalAccess: PORTAL_ACCESS,
  };
}
