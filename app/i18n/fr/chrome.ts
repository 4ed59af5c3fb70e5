import type { MessageCatalog } from "../messages";

/** The public site's frame: header, footer, language link, 404, breadcrumbs. */
export default {
  "chrome.mainNav": "Navigation principale",
  "chrome.mobileNav": "Navigation mobile",
  "chrome.menu": "Menu",
  "chrome.siteSearch": "Recherche dans le site",
  "chrome.searchLabel": "Rechercher dans le site",
  "chrome.searchPlaceholder": "Rechercher",
  "chrome.searchSubmit": "Rechercher",
  "chrome.footerSolutions": "Solutions",
  "chrome.footerCompany": "Entreprise",
  "chrome.footerOffices": "Bureaux",
  "chrome.legalNav": "Mentions légales",
  "chrome.copyright": "© {year} {site}",
  "chrome.logoHome": ", accueil",
  "chrome.breadcrumb": "Fil d’Ariane",
  "chrome.explore": "Explorer",
  "chrome.notFoundHeading": "Oups! Page introuvable",
  "chrome.notFoundBody":
    "La page demandée a été déplacée ou n’a jamais existé. Tout ce que nous publions est accessible à partir de la page d’accueil.",
  "chrome.notFoundHome": "Retour à l’accueil",
} satisfies MessageCatalog;
