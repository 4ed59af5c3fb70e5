import type { Translation } from "~/i18n/copy";
import type * as english from "../search";

/** La recherche dans le site, en français (app/content/search.ts). */
export const searchPage: Translation<typeof english.searchPage> = {
  seoTitle: "Recherche",
  seoDescription:
    "Cherchez dans nos pages, nos analyses et nos études de cas sur le gouvernement numérique, le nuage souverain et l’IA au service du secteur public.",
  heading: "Recherche",
  lead: "Nos pages, nos analyses et nos études de cas, en français et en anglais.",
  inputLabel: "Rechercher dans le site",
  submit: "Rechercher",
  emptyPrompt:
    "Saisissez quelques mots\u00a0: un service (visa électronique, identité numérique), un sujet (résidence des données) ou un lieu. Mettez des mots entre guillemets pour les trouver ensemble\u00a0; placez un signe moins devant un mot pour l’exclure.",
  resultsNone: "Aucun résultat pour «\u00a0{query}\u00a0»",
  resultsOne: "1\u00a0résultat pour «\u00a0{query}\u00a0»",
  resultsMany: "{count}\u00a0résultats pour «\u00a0{query}\u00a0»",
  fellBack: "Aucun résultat en {page}\u00a0; voici les résultats en {shown}.",
  didYouMean: "Vouliez-vous dire",
  noResultsHelp:
    "Vérifiez l’orthographe, essayez des mots moins nombreux ou plus généraux, ou posez la question à notre assistant\u00a0: il répond à partir de tout ce que dit ce site.",
  contactHelp:
    "Vous pouvez aussi nous dire ce que vous cherchez\u00a0: nous répondons dans les 24\u00a0heures.",
  contactLink: "Nous joindre",
  filtersHeading: "Affiner",
  filterType: "Type",
  filterSector: "Secteur",
  filterLanguage: "Langue",
  allTypes: "Tous les types",
  allSectors: "Tous les secteurs",
  apply: "Appliquer",
  clearFilters: "Effacer les filtres",
  kinds: { page: "Page", insight: "Analyse", case_study: "Étude de cas" },
  languages: { en: "Anglais", fr: "Français" },
  languagesInSentence: { en: "anglais", fr: "français" },
  resultsLabel: "Résultats de la recherche",
  pagination: "Pages de résultats",
  tooMany:
    "Trop de recherches depuis votre réseau ces dernières minutes. Veuillez réessayer dans {minutes}\u00a0min.",
};
