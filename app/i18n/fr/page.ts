import type { MessageCatalog } from "../messages";

/** The document around every page: skip link and error pages. */
export default {
  "page.skipToContent": "Passer au contenu principal",
  "page.notFoundTitle": "Page introuvable | {site}",
  "page.errorTitle": "Une erreur est survenue | {site}",
  "page.errorEyebrow": "Erreur",
  "page.errorHeading": "Une erreur est survenue",
  "page.errorBody":
    "Nous n’avons pas pu afficher cette page. Veuillez réessayer dans un instant; si le problème persiste, écrivez-nous à {email}.",
  "page.returnHome": "Retour à l’accueil",
} satisfies MessageCatalog;
