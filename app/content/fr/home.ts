import type * as en from "../home";
import { impactFigures } from "./company";

/** French copy for the home page (../home.ts): same ids, paths and order. */
export const hero: typeof en.hero = {
  // The company's tagline, as app/content/fr/site.ts words it.
  eyebrow: "Des analyses hors du commun, une innovation sans pareille",
  headline: "Le système d’exploitation des entreprises et des nations modernes",
  lead:
    "Nous concevons, bâtissons et exploitons des plateformes infonuagiques intégrant l’intelligence " +
    "artificielle qui permettent aux ministères et aux grandes entreprises de délivrer des visas en quelques " +
    "jours plutôt qu’en plusieurs semaines, de percevoir les recettes qui leur sont dues et de soigner les " +
    "patients où qu’ils vivent, sur une infrastructure dont ils gardent la maîtrise.",
  primaryAction: { label: "Obtenir votre plan directeur", to: "/blueprint" },
  secondaryAction: { label: "À propos de nous", to: "/about" },
};

export const homeSeo: typeof en.homeSeo = {
  title: hero.headline,
  description:
    "Nous concevons, bâtissons et exploitons des plateformes infonuagiques intégrant l’intelligence artificielle " +
    "pour les gouvernements et les grandes entreprises\u00a0: visa électronique et immigration, gouvernance " +
    "numérique et perception des impôts, soins de santé et télémédecine, avatars numériques commémoratifs, et " +
    "inspection des chantiers.",
};

export const publicServices: typeof en.publicServices = [
  {
    id: "visas",
    label: "Visas et frontières",
    detail: "Demandes en ligne, triage des risques, portillons électroniques",
  },
  {
    id: "tax",
    label: "Impôts et recettes",
    detail: "Inscription, facturation électronique, analyse de la conformité",
  },
  {
    id: "health",
    label: "Santé",
    detail: "Télémédecine, surveillance, orientation des patients",
  },
  {
    id: "identity",
    label: "Identité numérique",
    detail: "Citoyens, entreprises et fonctionnaires vérifiés",
  },
  {
    id: "permits",
    label: "Permis et inspection",
    detail: "Permis de construction, inspection des chantiers, preuves",
  },
  {
    id: "legacy",
    label: "Patrimoine numérique",
    detail: "Avatars commémoratifs fondés sur le consentement",
  },
];

export const solutionCards: typeof en.solutionCards = [
  {
    id: "evisa",
    title: "Visa électronique et immigration",
    subtitle: "Des files d’attente sur papier aux décisions en quelques jours",
    description:
      "Traitement entièrement en ligne des demandes de visa et de permis, avec vérification des documents et " +
      "évaluation des risques assistées par l’IA; chaque décision finale reste entre les mains d’un agent " +
      "qui en répond.",
    to: "/solutions/evisa",
  },
  {
    id: "governance",
    title: "Gouvernance numérique et perception des impôts",
    subtitle: "Des recettes qui parviennent au Trésor",
    description:
      "Inscription des contribuables, déclaration et facturation électroniques, et analyse de la conformité pour " +
      "élargir l’assiette fiscale et réduire l’écart entre l’impôt dû et l’impôt perçu.",
    to: "/solutions/governance",
  },
  {
    id: "healthcare",
    title: "Soins de santé et télémédecine",
    subtitle: "Des soins et une surveillance à l’échelle nationale",
    description:
      "Des téléconsultations qui fonctionnent sur des réseaux peu fiables, des dossiers patients partagés et des " +
      "tableaux de bord de surveillance des maladies qui signalent les éclosions pendant qu’elles sont encore " +
      "localisées.",
    to: "/solutions/healthcare",
  },
  {
    id: "aftrlife",
    title: "Avatars AftrLife",
    subtitle: "La mémoire, préservée avec consentement",
    description:
      "Des avatars numériques fondés avant tout sur le consentement, créés à partir des enregistrements et des " +
      "écrits de la personne elle-même, et conservés dans des coffres familiaux privés assortis de règles claires " +
      "d’accès et de suppression.",
    to: "/solutions/aftrlife",
  },
  {
    id: "construction",
    title: "Construction et inspection",
    subtitle: "Une surveillance de chaque chantier fondée sur des preuves",
    description:
      "Permis numériques, inspections par drone et par photo analysées par vision artificielle, et un registre " +
      "vérifiable de chaque défaut, de sa détection jusqu’à l’approbation finale.",
    to: "/solutions/construction",
  },
  {
    id: "capabilities",
    title: "Expertises clés",
    subtitle: "La plateforme sous-jacente",
    description:
      "Automatisation par l’IA, identité numérique et infrastructure de nuage souverain\u00a0: les fondations " +
      "communes de chacune de nos solutions, également offertes à vos propres équipes.",
    to: "/capabilities",
  },
];

export const about: typeof en.about = {
  heading: "Des plateformes bâties avec les institutions qui les exploitent",
  body: [
    "Nous sommes des ingénieurs, des architectes et d’anciens fonctionnaires établis à Ottawa et à Atlanta. " +
      "Chaque mandat commence avec les personnes qui exploiteront le système — agents des services frontaliers, " +
      "vérificateurs fiscaux, infirmières et infirmiers — et nous mesurons notre réussite à ce qui change pour " +
      "elles et pour les citoyens qu’elles servent.",
    "Nos plateformes fonctionnent dans un nuage souverain ou hybride, respectent les règles de sécurité et de " +
      "résidence des données de chaque territoire, et s’accompagnent de la formation et de la documentation qui " +
      "permettent aux équipes du ministère de se les approprier.",
  ],
  figures: [
    ...impactFigures,
    { value: "70\u00a0%", label: "d’accélération du traitement des visas" },
  ],
  action: { label: "En savoir plus sur nous", to: "/about" },
};

export const vision: typeof en.vision = {
  heading: "Notre vision et nos valeurs",
  intro:
    "D’ici 2028, nous voulons être une voix de premier plan en matière d’infrastructure publique numérique, avec " +
    "une plateforme de visa électronique adoptée par 50 pays et des plateformes de gouvernance en service dans " +
    "20 à 30 pays.",
  action: { label: "Découvrir notre vision pour 2028", to: "/vision" },
};
