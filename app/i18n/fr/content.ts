import type { MessageCatalog } from "../messages";

/** Blogue (analyses) et études de cas : cartes, articles et avis de version unilingue. */
export default {
  "content.sectorPrefix": "Secteur\u00a0: ",
  "content.capabilitiesLabel": "Expertises",
  "content.readInsight": "Lire l’analyse",
  "content.illustrationAlt": "Illustration de «\u00a0{title}\u00a0»",
  "content.breadcrumbHome": "Accueil",
  "content.caseStudyCount":
    "{count, plural, one {# étude de cas} other {# études de cas}}",
  "content.otherLanguage.insightHeading":
    "Cette analyse n’est offerte qu’en {language, select, fr {français} other {anglais}}",
  "content.otherLanguage.caseStudyHeading":
    "Cette étude de cas n’est offerte qu’en {language, select, fr {français} other {anglais}}",
  "content.otherLanguage.body":
    "Elle n’a pas encore été traduite. Vous pouvez la lire en {language, select, fr {français} other {anglais}}\u00a0:",
  "content.otherLanguage.insightTitle":
    "Analyse offerte en {language, select, fr {français} other {anglais}}",
  "content.otherLanguage.caseStudyTitle":
    "Étude de cas offerte en {language, select, fr {français} other {anglais}}",
} satisfies MessageCatalog;
