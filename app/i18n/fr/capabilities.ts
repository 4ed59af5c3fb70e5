import type { MessageCatalog } from "../messages";

/** /capabilities, /capabilities/:slug and /blueprint (its form is in the forms catalog). */
export default {
  "capabilities.breadcrumbHome": "Accueil",
  "capabilities.seeInSolutions": "Voir dans nos solutions",
  "capabilities.featuresEyebrow": "Fonctionnalités",
  "capabilities.solutionsEyebrow": "Solutions",
  "capabilities.blueprint.tierDuration": "Durée",
  "capabilities.blueprint.tierScope": "Portée",
  "capabilities.blueprint.tierIncludes": "Ce que comprend la formule {tier}",
  "capabilities.blueprint.tierAction":
    "{action}<hidden> avec la formule {tier}</hidden>",
  "capabilities.blueprintContact.replyTime": "Réponse dans les 24 heures",
  "capabilities.journey.caption": "Étape {number} sur {count}\u00a0: {title}",
  "capabilities.journey.slideLabel": "{position} sur {count}",
  "capabilities.journey.durationLabel": "Durée\u00a0:",
  "capabilities.journey.stepLabel": "Étape {number}",
  "capabilities.journey.previousStep": "Étape précédente",
  "capabilities.journey.previous": "Précédente",
  "capabilities.journey.goToStep": "Aller à l’étape {number}\u00a0: {title}",
  "capabilities.journey.nextStep": "Étape suivante",
  "capabilities.journey.next": "Suivante",
} satisfies MessageCatalog;
