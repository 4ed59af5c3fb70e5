import { site } from "~/content/site";
import { localizedPath } from "~/i18n/locale";
import {
  makeDocument,
  type KnowledgeDocument,
  type KnowledgeKind,
} from "../knowledge-document.server";
import type { ChatSiteCopy } from "./site-copy";

/**
 * The chat's French knowledge of the site's own pages (issue 27): a faithful summary, in
 * Canadian French and the terms of app/i18n/glossary.ts, of what each English page says. No
 * figure appears here that its English page does not publish. The pages' own French modules
 * (app/content/fr) are written separately; when they exist, the French documents can be built
 * from them as the English ones are from app/content (site-documents.server.ts).
 * Paths are the English paths: they are put under /fr when the documents are made.
 */
type FrenchPage = {
  id: string;
  kind: KnowledgeKind;
  title: string;
  path: string;
  paragraphs: string[];
};

const SOLUTIONS: FrenchPage[] = [
  {
    id: "solution:evisa",
    kind: "solution",
    title: "Visa électronique et immigration",
    path: "/solutions/evisa",
    paragraphs: [
      "Un service complet de visa électronique et de permis d'entrée en ligne. Les demandeurs présentent leur demande et paient à partir d'un téléphone, les documents sont vérifiés automatiquement, et les agents décident à partir d'une file classée selon le risque; chaque décision reste entre des mains humaines et est consignée.",
      "Des demandes traitées en quelques jours plutôt qu'en files d'attente papier.",
      "Remplacez les guichets d'ambassade, les courriels et la ressaisie par un seul canal en ligne. Les données du passeport sont saisies une seule fois, vérifiées automatiquement et comparées aux listes de surveillance; les agents consacrent leur temps aux demandes qui exigent du jugement.",
      "Demande et paiement en ligne sur tout appareil.",
      "Reconnaissance optique des documents, comparaison faciale et détection du vivant.",
      "Évaluation du risque avec un agent dans la boucle.",
      "Un traitement des visas 70 % plus rapide.",
    ],
  },
  {
    id: "solution:governance",
    kind: "solution",
    title: "Gouvernance numérique et perception des impôts",
    path: "/solutions/governance",
    paragraphs: [
      "Une plateforme modulaire de recettes pour les administrations fiscales : inscription, déclaration, paiement et facturation électronique en ligne, avec un rapprochement des données de tiers et une analyse du risque explicable qui oriente la capacité de vérification là où les recettes se perdent.",
      "Des recettes qui parviennent réellement au Trésor.",
      "Offrez aux contribuables un seul endroit pour s'inscrire, déclarer et payer, et donnez à l'administration une vue unique de qui doit déclarer, qui a déclaré et qui a payé. Le rapprochement des données de tiers révèle les écarts; les agents traitent les dossiers qui comptent le plus.",
      "Inscription, déclaration électronique et paiement électronique.",
      "Facturation électronique avec une visibilité de la TVA à chaque transaction.",
      "Évaluation explicable du risque de non-conformité.",
      "20 % plus d'impôts perçus.",
    ],
  },
  {
    id: "solution:healthcare",
    kind: "solution",
    title: "Soins de santé et télémédecine",
    path: "/solutions/healthcare",
    paragraphs: [
      "Une téléconsultation qui fonctionne sur les réseaux 2G, des dossiers patients partagés et une surveillance nationale des maladies, pour les ministères de la Santé qui doivent étendre les soins spécialisés et l'alerte précoce à chaque district.",
      "Des soins et une surveillance à l'échelle nationale.",
      "Reliez les postes de santé aux spécialistes, donnez à chaque clinicien le même historique du patient et réunissez les rapports des laboratoires et des établissements dans une seule vue de surveillance, afin de détecter les éclosions tant qu'elles sont encore locales.",
      "Téléconsultation conçue pour les réseaux faibles.",
      "Dossiers partagés et aiguillages suivis.",
      "Surveillance quotidienne des maladies avec alertes.",
      "Une portée des spécialistes élargie de 300 %.",
    ],
  },
  {
    id: "solution:aftrlife",
    kind: "solution",
    title: "Avatars AftrLife",
    path: "/solutions/aftrlife",
    paragraphs: [
      "AftrLife permet à une personne d'enregistrer de son vivant ses récits, ses réponses et ses messages, et de laisser un avatar interactif aux membres de sa famille qu'elle choisit : fondé sur un consentement explicite, conservé dans un coffre familial privé et supprimable en tout temps.",
      "La mémoire, préservée avec consentement.",
      "Une façon digne pour les familles de retrouver les récits et la voix d'un être cher. L'avatar répond uniquement à partir de ce que la personne a enregistré et approuvé, et la famille décide de sa durée de vie.",
      "Conçu uniquement à partir des enregistrements de la personne, faits avec son consentement.",
      "Coffres familiaux chiffrés avec accès nominatif.",
      "Exportation et suppression définitive en tout temps.",
    ],
  },
  {
    id: "solution:construction",
    kind: "solution",
    title: "Construction et inspection des chantiers",
    path: "/solutions/construction",
    paragraphs: [
      "Des permis numériques, des inspections par drone et par appareil mobile analysées par vision par ordinateur, et un dossier vérifiable de chaque défaut, de sa détection à son approbation, pour les organismes de normes du bâtiment, les propriétaires d'infrastructures et les grands entrepreneurs.",
      "Une surveillance de chaque chantier fondée sur des preuves.",
      "Sortez les permis et les inspections du papier et des téléphones personnels. Chaque image est liée à un actif, chaque défaut probable est signalé à un inspecteur pour confirmation, et chaque réparation est fermée avec des preuves.",
      "Permis en ligne avec vérification automatique de l'intégralité des dossiers.",
      "Détection des défauts par vision par ordinateur sur les images de drones et de téléphones.",
      "Un registre des actifs avec une piste de vérification inviolable.",
    ],
  },
];

const CAPABILITIES: FrenchPage[] = [
  {
    id: "capability:ai-automation",
    kind: "capability",
    title: "IA et automatisation intelligente",
    path: "/capabilities/ai-automation",
    paragraphs: [
      "Compréhension des documents, évaluation du risque, triage et assistants qui éliminent les goulots d'étranglement manuels des services publics, déployés avec une supervision humaine, des explications et une piste de vérification intégrées.",
    ],
  },
  {
    id: "capability:digital-identity",
    kind: "capability",
    title: "Identité numérique et confiance",
    path: "/capabilities/digital-identity",
    paragraphs: [
      "Des identités vérifiées pour les citoyens, les entreprises et les fonctionnaires : inscription à distance avec vérification des documents et détection du vivant, justificatifs réutilisables et connexion fondée sur des normes, que chaque ministère intègre une seule fois.",
    ],
  },
  {
    id: "capability:cloud-infrastructure",
    kind: "capability",
    title: "Infrastructure de nuage souverain",
    path: "/capabilities/cloud-infrastructure",
    paragraphs: [
      "Des plateformes infonuagiques qui gardent les données, les clés et l'exploitation sous contrôle national : hébergement au pays ou hybride, accès à vérification systématique (zéro confiance), ainsi que l'automatisation et les guides d'exploitation dont votre propre équipe a besoin pour les faire fonctionner.",
    ],
  },
];

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

function pages(): FrenchPage[] {
  return [
    ...SOLUTIONS,
    {
      id: "page:solutions",
      kind: "solution",
      title: "Solutions",
      path: "/solutions",
      paragraphs: [
        "Des solutions pour les services dont les gens dépendent.",
        `${SOLUTIONS_LEAD} Les cinq solutions partagent les mêmes fondations d'identité, d'IA et de nuage souverain; un deuxième service coûte donc une fraction du premier.`,
        "La vérification de l'identité, la compréhension des documents, l'évaluation du risque, les paiements et l'hébergement sont construits une seule fois et réutilisés dans chaque solution.",
        "Un mandat de plan directeur cartographie vos systèmes actuels, établit les priorités avec votre direction et produit un plan chiffré et par étapes, quelle que soit la solution visée.",
      ],
    },
    ...CAPABILITIES,
    {
      id: "page:capabilities",
      kind: "capability",
      title: "Expertises",
      path: "/capabilities",
      paragraphs: [
        "Trois expertises d'ingénierie soutiennent chaque solution que nous réalisons. Elles sont construites une seule fois, éprouvées en production et mises à la disposition de vos propres équipes pour leurs services.",
        "Les normes ouvertes d'abord : OpenID Connect, HL7 FHIR, ICAO Doc 9303 et des formats de données ouverts, afin que les composants puissent être remplacés et que les partenaires puissent se connecter sans développement sur mesure.",
        "La sécurité dès le premier atelier : les modèles de menace, la classification des données et les décisions de résidence sont pris avant la première ligne de code.",
        "Conçu pour être transféré : documentation, guides d'exploitation et travail en binôme dès le premier jour, afin que votre personnel puisse exploiter et faire évoluer ce que nous construisons.",
      ],
    },
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
    solutions: SOLUTIONS.map((solution) => ({
      name: solution.title,
      href: localizedPath(solution.path, "fr"),
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
