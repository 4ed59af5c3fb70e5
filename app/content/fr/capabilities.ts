import type * as en from "../capabilities";
import { capabilitySlugs } from "../capabilities";
import { pageList } from "../page-lookup";
import { aiAutomation } from "./capabilities/ai-automation";
import { cloudInfrastructure } from "./capabilities/cloud-infrastructure";
import { digitalIdentity } from "./capabilities/digital-identity";

/**
 * French of app/content/capabilities.ts: the same exports for the copy (slugs, paths and
 * icons are the English module's; `capabilityPath` and `findCapability` stay there). Solution
 * pages show a capability's French name from `capabilityPages[slug].name`.
 */
export const { pages: capabilityPages, ordered: orderedCapabilities } =
  pageList(capabilitySlugs, {
    "ai-automation": aiAutomation,
    "digital-identity": digitalIdentity,
    "cloud-infrastructure": cloudInfrastructure,
  });

export const capabilitiesOverview: typeof en.capabilitiesOverview = {
  seo: {
    title: "Expertises clés",
    description:
      "Intelligence artificielle et automatisation intelligente, identité numérique et confiance, et infrastructure " +
      "infonuagique souveraine\u00a0: les fondations de chaque plateforme que nous bâtissons pour les gouvernements et " +
      "les grandes entreprises.",
  },
  eyebrow: "La plateforme sous-jacente",
  title: "Expertises clés",
  lead:
    "Trois expertises techniques soutiennent chaque solution que nous livrons. Elles sont conçues une seule fois, " +
    "éprouvées en production et mises à la disposition de vos propres équipes pour leurs services.",
  cardsTitle: "Nos fondations",
  principles: {
    title: "Comment travaillent nos ingénieurs",
    intro:
      "Les mêmes règles s’appliquent, quelle que soit l’expertise dont vous avez besoin et quelle que soit l’équipe " +
      "qui l’exploitera au bout du compte.",
    items: [
      {
        title: "Les normes ouvertes d’abord",
        description:
          "OpenID Connect, HL7 FHIR, OACI Doc 9303 et formats de données ouverts, pour que les composants puissent " +
          "être remplacés et que les partenaires puissent se raccorder sans développement sur mesure.",
      },
      {
        title: "La sécurité dès le premier atelier",
        description:
          "Les modèles de menaces, la classification des données et les décisions sur leur résidence sont arrêtés " +
          "avant la première ligne de code, et non après la première vérification.",
      },
      {
        title: "Mesurer plutôt qu’affirmer",
        description:
          "Nous mesurons le processus actuel avant de le changer\u00a0: chaque amélioration que nous annonçons repose sur " +
          "une base de référence.",
      },
      {
        title: "Conçu pour être transféré",
        description:
          "Documentation, guides d’exploitation et travail en binôme dès le premier jour, pour que votre personnel " +
          "puisse exploiter et faire évoluer ce que nous bâtissons.",
      },
    ],
  },
  cta: {
    title: "Un problème complexe à confier à nos ingénieurs?",
    body:
      "Apportez-nous l’arriéré, le système vieillissant ou la constatation de vérification. Un architecte en discutera avec " +
      "vous et vous dira franchement si nous sommes la bonne équipe pour s’en charger.",
    action: { label: "Parler à nos ingénieurs", to: "/contact" },
  },
};
