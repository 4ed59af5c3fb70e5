import { capabilityPath } from "~/content/capabilities";
import {
  capabilitiesOverview as frenchCapabilitiesOverview,
  orderedCapabilities as frenchCapabilities,
} from "~/content/fr/capabilities";
import {
  orderedSolutions as frenchSolutions,
  solutionsOverview as frenchSolutionsOverview,
} from "~/content/fr/solutions";
import { site } from "~/content/site";
import { solutionPath } from "~/content/solutions";
import { localizedPath } from "~/i18n/locale";
import {
  makeDocument,
  proseOf,
  type KnowledgeDocument,
  type KnowledgeKind,
} from "../knowledge-document.server";
import type { ChatSiteCopy } from "./site-copy";

/**
 * The chat's French knowledge of the site's own pages (decision 055). The solution and capability
 * pages are read from their French modules (app/content/fr), as site-documents.server.ts reads
 * the English ones; the other pages are a faithful summary, in Canadian French and the terms of
 * app/i18n/glossary.ts, of what each English page says, with no figure its English page does
 * not publish (to be replaced by their French modules in the same way).
 * Paths are the English paths: they are put under /fr when the documents are made.
 */
type FrenchPage = {
  id: string;
  kind: KnowledgeKind;
  title: string;
  path: string;
  paragraphs: string[];
};

const TIERS = [
  {
    name: "Découverte",
    duration: "environ 2 semaines",
    features: [
      "Atelier de découverte avec la direction (60-90 min)",
      "Examen de la situation actuelle des services visés",
      "Synthèse des difficultés, des risques et des gains rapides",
    ],
  },
  {
    name: "Plan directeur",
    duration: "environ 6 semaines",
    features: [
      "Évaluation complète de la situation actuelle (1 semaine)",
      "Architecture cible et modèle de données",
      "Plan de sécurité, de protection des renseignements personnels et de résidence des données",
    ],
  },
  {
    name: "Plan directeur et mise en œuvre",
    duration: "environ 6 semaines, puis en continu",
    features: [
      "Équipe de réalisation pour la première version",
      "Construction sur un nuage souverain, hybride ou public",
      "Formation et transfert des connaissances pour votre personnel",
    ],
  },
];

const JOURNEY = [
  { title: "Appel de découverte", duration: "60-90 min" },
  { title: "Évaluation de la situation actuelle", duration: "1 semaine" },
  { title: "Élaboration du plan directeur", duration: "3-4 semaines" },
  { title: "Examen et ajustements", duration: "2-3 séances" },
  { title: "Mise en œuvre et soutien", duration: "en continu" },
];

const BLUEPRINT_LEAD =
  "En environ six semaines, nos architectes cartographient les services et les systèmes que vous exploitez aujourd'hui et vous remettent un plan directeur par étapes : architecture cible, modèle de sécurité et de résidence des données, fourchettes de coûts et séquence de réalisation qui donne des résultats dès la première année.";

const CONTACT_PROMISE =
  "Dites-nous où en est votre organisation et ce qu'elle doit réaliser. Un architecte principal, et non un service des ventes, vous répondra dans les 24 heures pour organiser votre appel de découverte.";

const NEXT_STEPS = [
  {
    title: "Une personne lit votre message",
    description:
      "votre message est transmis à un conseiller du secteur concerné, et non à une file automatisée.",
  },
  {
    title: "Une réponse en un jour ouvrable",
    description:
      "nous vous répondons avec les prochaines étapes ou des plages horaires pour un appel, du lundi au vendredi, heure de l'Est.",
  },
];

const CAREERS_LEAD =
  "Nous sommes des architectes, des ingénieurs, des concepteurs et des conseillers qui bâtissent les plateformes derrière les visas, les systèmes fiscaux et les services de santé, puis les remettent aux institutions qui les exploitent. Joignez-vous à nous à Ottawa, à Atlanta ou en télétravail partout au Canada.";

const PORTAL_ACCESS = {
  title: "L'accès se fait sur invitation seulement",
  body: "Les comptes du portail sont créés pour les membres désignés du personnel des organisations avec lesquelles nous travaillons. Votre responsable de la réalisation envoie une invitation à votre courriel professionnel; vous créez ensuite votre compte avec cette adresse et le mot de passe de votre choix. Chaque personne ne voit que les projets, les documents et les demandes de soutien de sa propre organisation.",
  helpNote:
    "Vous attendez une invitation qui n'est pas arrivée, ou votre compte est bloqué? Notre équipe réglera la situation.",
};

const OFFICE_LABELS: Record<string, string> = {
  ottawa: "Siège social",
  atlanta: "Bureau régional",
};

function officeLine(office: (typeof site.offices)[number]): string {
  return `${OFFICE_LABELS[office.id] ?? office.label}\u00a0: ${office.streetAddress}, ${office.locality}, ${office.region} ${office.postalCode}, ${office.country === "United States" ? "États-Unis" : office.country}. Téléphone\u00a0: ${office.phone}.`;
}

const DESCRIPTION =
  "Nous concevons, construisons et exploitons des plateformes infonuagiques intégrant l'intelligence artificielle pour les gouvernements et les grandes entreprises : visa électronique et immigration, gouvernance numérique et perception des impôts, soins de santé et télémédecine, avatars de patrimoine numérique, et inspection des chantiers.";

const SOLUTIONS_LEAD =
  "Chaque solution part d'une plateforme déjà en production, configurée selon vos lois, vos langues et votre infrastructure.";

/** The solution and capability pages from their French modules, as the English ones are made. */
function modulePages(): FrenchPage[] {
  const pages: FrenchPage[] = [];
  for (const solution of frenchSolutions) {
    const {
      icon: _icon,
      cta: _cta,
      capabilities: _capabilities,
      slug,
      ...copy
    } = solution;
    pages.push({
      id: `solution:${slug}`,
      kind: "solution",
      title: solution.name,
      path: solutionPath(slug),
      paragraphs: proseOf(copy),
    });
  }
  pages.push({
    id: "page:solutions",
    kind: "solution",
    title: "Solutions",
    path: "/solutions",
    paragraphs: proseOf({
      ...frenchSolutionsOverview,
      cta: frenchSolutionsOverview.cta.body,
    }),
  });
  for (const capability of frenchCapabilities) {
    const { icon: _icon, cta: _cta, slug, usedIn, ...copy } = capability;
    pages.push({
      id: `capability:${slug}`,
      kind: "capability",
      title: capability.name,
      path: capabilityPath(slug),
      paragraphs: proseOf({
        ...copy,
        usedIn: usedIn.solutions.map((use) => use.how),
      }),
    });
  }
  pages.push({
    id: "page:capabilities",
    kind: "capability",
    title: frenchCapabilitiesOverview.title,
    path: "/capabilities",
    paragraphs: proseOf({
      ...frenchCapabilitiesOverview,
      cta: frenchCapabilitiesOverview.cta.body,
    }),
  });
  return pages;
}

function pages(): FrenchPage[] {
  return [
    ...modulePages(),
    {
      id: "page:public-sector-platforms",
      kind: "platform",
      title: "Plateformes du secteur public",
      path: "/public-sector-platforms",
      paragraphs: [
        "Des plateformes éprouvées pour les services que les citoyens utilisent le plus souvent : franchir une frontière, payer ses impôts et consulter un médecin. Chacune est configurée selon vos lois et hébergée sous votre contrôle.",
      ],
    },
    {
      id: "page:engagement-options",
      kind: "tiers",
      title: "Options de mandat",
      path: "/blueprint",
      paragraphs: [
        "Chaque mandat est défini et chiffré après l'appel de découverte, selon vos règles d'approvisionnement. Ce qui change, c'est jusqu'où nous allons avec vous.",
        ...TIERS.map(
          (tier) =>
            `${tier.name} (${tier.duration}) : ${tier.features.join("; ")}.`,
        ),
      ],
    },
    {
      id: "page:blueprint",
      kind: "blueprint",
      title: "Plan directeur de transformation numérique",
      path: "/blueprint",
      paragraphs: [
        "Un plan que votre ministère ou votre conseil peut approuver, financer et réaliser.",
        BLUEPRINT_LEAD,
        ...JOURNEY.map((step) => `${step.title} (${step.duration}).`),
        CONTACT_PROMISE,
      ],
    },
    {
      id: "page:careers",
      kind: "careers",
      title: "Carrières",
      path: "/careers",
      paragraphs: [
        "Bâtissez des services publics sur lesquels les gens peuvent compter.",
        CAREERS_LEAD,
      ],
    },
    {
      id: "page:contact",
      kind: "offices",
      title: "Nous joindre",
      path: "/contact",
      paragraphs: [
        ...site.offices.map(officeLine),
        `Courriel\u00a0: ${site.contactEmail}.`,
        ...NEXT_STEPS.map((step) => `${step.title} : ${step.description}`),
      ],
    },
    {
      id: "page:about",
      kind: "about",
      title: "À propos",
      path: "/about",
      paragraphs: [
        DESCRIPTION,
        "Nous sommes des ingénieurs, des architectes et d'anciens fonctionnaires qui concevons, construisons et exploitons des plateformes infonuagiques intégrant l'intelligence artificielle pour des ministères, des organismes et de grandes entreprises, et qui restons jusqu'à ce que les personnes qui les exploitent soient prêtes à le faire sans nous.",
      ],
    },
    {
      id: "page:get-started",
      kind: "contact",
      title: "Démarrer un projet",
      path: "/get-started",
      paragraphs: [
        "Dites-nous où vous voulez aller. Vous parlez avec un conseiller qui a déjà réalisé des plateformes publiques, et non avec un service des ventes.",
      ],
    },
    {
      id: "page:clients",
      kind: "portal",
      title: "Portail client",
      path: "/clients",
      paragraphs: [
        "Votre programme avec nous, réuni dans un seul espace sécurisé.",
        `${PORTAL_ACCESS.title}. ${PORTAL_ACCESS.body}`,
      ],
    },
  ];
}

/** The site's pages as French knowledge documents, linking to the /fr pages. */
export function frenchSiteDocuments(): KnowledgeDocument[] {
  return pages().map((page) =>
    makeDocument(
      page.id,
      page.kind,
      page.title,
      localizedPath(page.path, "fr"),
      page.paragraphs,
    ),
  );
}

export function frenchSiteCopy(): ChatSiteCopy {
  return {
    description: DESCRIPTION,
    solutionsLead: SOLUTIONS_LEAD,
    solutions: frenchSolutions.map((solution) => ({
      name: solution.name,
      href: localizedPath(solutionPath(solution.slug), "fr"),
    })),
    tiersIntro:
      "Chaque mandat est défini et chiffré après l'appel de découverte, selon vos règles d'approvisionnement.",
    tiers: TIERS,
    blueprintLead: BLUEPRINT_LEAD,
    journeySteps: JOURNEY,
    contactPromise: CONTACT_PROMISE,
    nextSteps: NEXT_STEPS,
    careersLead: CAREERS_LEAD,
    // The roles are advertised in English for now: the careers page lists them.
    jobs: [],
    offices: site.offices.map((office) => ({
      city: office.city,
      line: officeLine(office),
    })),
    contactEmail: site.contactEmail,
    portalAccess: PORTAL_ACCESS,
  };
}
