import type { Translation } from "~/i18n/copy";
import type * as en from "../projects";

/** Le texte de /fr/projects et /fr/projects/{slug}. */
export const projectsPage: Translation<typeof en.projectsPage> = {
  eyebrow: "Projets et retombées",
  title: "Des plateformes en service, et ce qu’elles ont changé",
  lead:
    "Études de cas de ministères, d’organismes et d’institutions publiques avec lesquels nous avons " +
    "travaillé. Chaque client est décrit plutôt que nommé; chaque chiffre est une mesure prise par le " +
    "client après la mise en service.",
  seoTitle: "Projets et retombées",
  seoDescription:
    "Études de cas de plateformes de visa électronique, de recettes, de télémédecine, d’inspection et " +
    "d’identité numérique que nous avons conçues, réalisées et exploitées pour des gouvernements, et leurs résultats.",
  filters: {
    heading: "Filtrer les études de cas",
    sector: "Secteur",
    capability: "Expertise",
    clear: "Effacer les filtres",
  },
  resultsHeading: "Études de cas",
  featured: "En vedette",
  keyOutcomes: "Principaux résultats",
  viewCaseStudy: "Voir l’étude de cas",
  empty: "Aucun projet ne correspond aux filtres choisis.",
};

export const projectDetail: Translation<typeof en.projectDetail> = {
  backLabel: "Retour aux projets",
  capabilitiesLabel: "Expertises",
  challenge: "Le défi",
  solution: "Notre solution",
  outcomes: "Principaux résultats",
  metrics: "Indicateurs de retombées",
  featured: "En vedette",
  notFound: {
    title: "Projet introuvable",
    message:
      "L’étude de cas que vous cherchez n’existe pas ou n’est plus publiée.",
    backLabel: "Retour aux projets",
  },
  cta: {
    title: "Vous prévoyez un projet semblable?",
    body:
      "Parlez-nous du service que vous devez moderniser. Nous vous répondrons dans les 24 heures et, " +
      "au besoin, nous vous mettrons en contact avec l’équipe qui a réalisé ce travail.",
    action: { label: "Nous joindre", to: "/contact" },
  },
};
