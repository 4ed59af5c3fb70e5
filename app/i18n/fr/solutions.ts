import type { MessageCatalog } from "../messages";

/** /solutions, the five /solutions/{slug} pages and /public-sector-platforms. */
export default {
  "solutions.exploreSolution": "Découvrir la solution {name}",
  "solutions.breadcrumbHome": "Accueil",
  "solutions.featuresEyebrow": "Fonctionnalités",
  "solutions.safeguardsHeading": "Garanties intégrées",
  "solutions.builtOnEyebrow": "Expertises clés",
  "solutions.builtOnTitle": "Un socle commun à toutes nos solutions",
  "solutions.builtOnIntro":
    "Les mêmes expertises sous-tendent chacune de nos solutions\u00a0: chaque nouveau service part ainsi de composants éprouvés.",
  "solutions.exploreCapability": "Découvrir",
  "solutions.explorePlatform": "Découvrir la plateforme",
} satisfies MessageCatalog;
