import type { MessageCatalog } from "../messages";

/** The legal pages' layout (app/components/legal-page.tsx); the documents are in app/content/fr/legal/. */
export default {
  "legal.lastUpdated": "Dernière mise à jour\u00a0: {date}",
  "legal.onThisPage": "Sur cette page",
  "legal.relatedPolicies": "Politiques connexes",
} satisfies MessageCatalog;
