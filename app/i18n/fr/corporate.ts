import type { MessageCatalog } from "../messages";

/**
 * The company pages' interface words: home, /about, /vision, /partners, /clients and the
 * blueprint journey carousel. Their long copy is in app/content/fr/.
 */
export default {
  "corporate.home.servicesHeading": "Les services publics que nous numérisons",
  "corporate.home.solutionsEyebrow": "Solutions",
  "corporate.home.solutionsHeading":
    "Des plateformes pour les services essentiels à la population",
  "corporate.home.solutionsIntro":
    "Cinq domaines de solutions sur un socle commun. Chacun part d’une plateforme éprouvée, configurée selon vos lois, vos langues et votre infrastructure.",
  "corporate.home.exploreCard": "Découvrir <hidden>{title}</hidden>",
  "corporate.home.aboutEyebrow": "À propos",
  "corporate.home.visionEyebrow": "Vision",
  "corporate.home.missionCaption": "Notre mission",
  "corporate.home.valuesLabel": "Nos valeurs",
  "corporate.about.offices":
    "Nos équipes travaillent depuis notre siège social, à {headOffice}, et notre bureau régional, à {regionalOffice}, ainsi que sur place, auprès des institutions que nous servons.",
  "corporate.vision.valuesHeading": "Nos valeurs",
  "corporate.partners.platformsEyebrow":
    "Les plateformes sur lesquelles nous bâtissons",
  "corporate.partners.platformsTitle":
    "Quatre fondations, choisies pour chaque client",
  "corporate.partners.platformsIntro":
    "Chaque mandat s’appuie sur la combinaison qui convient aux lois, au budget et à l’équipe du client. L’architecture, elle, reste la même.",
  "corporate.partners.principlesEyebrow": "Nos critères de choix",
  "corporate.partners.principlesTitle":
    "Ce que chaque plateforme doit démontrer",
  "corporate.partners.learnMore":
    "En savoir plus<hidden> sur {name} (s’ouvre dans un nouvel onglet)</hidden>",
  "corporate.step": "Étape {number}",
} satisfies MessageCatalog;
