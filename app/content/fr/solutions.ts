import type * as en from "../solutions";
import { pageList } from "../page-lookup";
import { solutionSlugs } from "../solutions";
import { aftrlife } from "./solutions/aftrlife";
import { construction } from "./solutions/construction";
import { evisa } from "./solutions/evisa";
import { governance } from "./solutions/governance";
import { healthcare } from "./solutions/healthcare";

/** The five solution pages in French (/fr/solutions/{slug}); slugs and paths stay English. */
export const { pages: solutionPages, ordered: orderedSolutions } = pageList(
  solutionSlugs,
  {
    evisa,
    governance,
    healthcare,
    aftrlife,
    construction,
  },
);

/** Copy for /fr/solutions. */
export const solutionsOverview: typeof en.solutionsOverview = {
  seo: {
    title: "Solutions pour les gouvernements et les entreprises",
    description:
      "Cinq domaines de solutions sur un même socle infonuagique intégrant l’intelligence artificielle\u00a0: visa " +
      "électronique et immigration, gouvernance numérique et perception des impôts, soins de santé et " +
      "télémédecine, avatars AftrLife, et construction et inspection des chantiers.",
  },
  eyebrow: "Solutions",
  title: "Des solutions pour les services dont la population dépend",
  lead:
    "Chaque solution part d’une plateforme déjà en production, configurée selon vos lois, vos langues et votre " +
    "infrastructure. Les cinq reposent sur le même socle d’identité, d’intelligence artificielle et de nuage " +
    "souverain\u00a0: un deuxième service coûte une fraction du premier.",
  listLabel: "Nos cinq solutions",
  foundation: {
    title: "Un seul socle commun",
    body:
      "La vérification de l’identité, la compréhension des documents, l’évaluation du risque, les paiements et " +
      "l’hébergement sont conçus une fois et réutilisés dans toutes les solutions. Vos équipes peuvent se servir " +
      "des mêmes expertises pour leurs propres services.",
    action: { label: "Découvrir nos expertises clés", to: "/capabilities" },
  },
  cta: {
    title: "Vous ne savez pas par où commencer?",
    body:
      "Un mandat de plan directeur dresse le portrait de vos systèmes actuels, fixe les priorités avec votre haute " +
      "direction et produit un plan chiffré et échelonné, quelle que soit la solution à laquelle il mène.",
    action: { label: "Obtenir votre plan directeur", to: "/blueprint" },
    secondaryAction: { label: "Parler à notre équipe", to: "/contact" },
  },
};
