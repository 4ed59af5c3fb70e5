import { governance as english } from "../../solutions/governance";
import { translated } from "../../translated";

/** French of app/content/solutions/governance.ts: its slugs, icons and links are the English ones. */
export const governance = translated(english, {
  name: "Gouvernance numérique et perception des impôts",
  title: "Gouvernance numérique et perception des impôts",
  eyebrow: "Finances publiques et recettes",
  lead:
    "Une plateforme modulaire de gestion des recettes pour les administrations fiscales\u00a0: inscription, déclaration, " +
    "paiement et facturation électronique en ligne, avec un rapprochement des données de tiers et une analyse du " +
    "risque explicable qui oriente les vérifications là où les recettes se perdent.",
  seo: {
    title: "Plateforme de gouvernance numérique et de perception des impôts",
    description:
      "Inscription des contribuables, déclaration électronique, facturation électronique, rapprochement des " +
      "paiements et analyse du risque de non-conformité pour aider les administrations fiscales à élargir " +
      "l’assiette fiscale et à percevoir les sommes dues.",
  },
  overview: {
    subtitle: "Des recettes qui parviennent au Trésor",
    description:
      "Offrez aux contribuables un seul endroit pour s’inscrire, produire leurs déclarations et payer, et donnez à " +
      "l’administration une vue unique de qui doit produire, qui a produit et qui a payé. Les données de tiers " +
      "rapprochées font ressortir les écarts; les agents traitent les dossiers au plus fort rendement.",
    highlights: [
      "Inscription, déclaration et paiement électroniques",
      "Facturation électronique et suivi de la TVA à chaque transaction",
      "Évaluation explicable du risque de non-conformité",
    ],
    keyFigure: { value: "20\u00a0%", label: "d’impôts perçus en plus" },
  },
  features: {
    title: "Une administration fiscale complète, de bout en bout",
    intro:
      "Les modules s’adoptent un type d’impôt à la fois, en parallèle de vos systèmes existants, qu’ils remplacent " +
      "à mesure que chacun est prêt.",
    items: [
      {
        title: "Registre des contribuables",
        description:
          "Un registre unique des particuliers et des entreprises, relié à l’identité nationale et au registre des " +
          "entreprises, pour que l’administration sache qui doit produire une déclaration et puisse le joindre.",
      },
      {
        title: "Déclaration électronique et déclarations préremplies",
        description:
          "Déclarations en ligne pour l’impôt sur le revenu, l’impôt des sociétés, la TVA et les droits d’accise, " +
          "préremplies à partir des données que l’administration détient déjà, avec des validations qui repèrent " +
          "les erreurs avant la soumission.",
      },
      {
        title: "Facturation électronique et dispositifs fiscaux",
        description:
          "Des factures validées ou déclarées en temps réel depuis les systèmes des entreprises et les terminaux " +
          "de point de vente homologués, qui donnent une visibilité de la TVA à chaque transaction.",
      },
      {
        title: "Paiements et rapprochement",
        description:
          "Les paiements par banque, carte et argent mobile sont imputés automatiquement aux sommes dues et " +
          "rapprochés chaque jour avec le compte du Trésor, et les contribuables reçoivent un reçu immédiat.",
      },
      {
        title: "Analyse du risque de non-conformité",
        description:
          "Les données des douanes, des services publics, des registres et des factures électroniques sont " +
          "rapprochées des déclarations pour repérer les non-déclarants et les sous-déclarations; les dossiers sont " +
          "classés selon le rendement attendu, avec les facteurs qui expliquent chaque score.",
      },
      {
        title: "Gestion des dossiers et service aux contribuables",
        description:
          "Les dossiers de vérification, d’opposition et de recouvrement sont traités de bout en bout, les rappels " +
          "partent par texto et par courriel, et le centre de service voit l’historique complet de chaque " +
          "contribuable.",
      },
    ],
  },
  howItWorks: {
    title: "Fonctionnement",
    intro:
      "Le même cycle s’applique à chaque type d’impôt, et chaque tour améliore les données dont part le suivant.",
    steps: [
      {
        title: "S’inscrire",
        description:
          "Les contribuables s’inscrivent une seule fois, en ligne ou dans un centre de service; leur identité et les " +
          "renseignements sur leur entreprise sont vérifiés auprès des registres nationaux.",
      },
      {
        title: "Déclarer",
        description:
          "Les déclarations sont préremplies, validées et soumises en ligne, tandis que les factures électroniques " +
          "et les données de retenue à la source arrivent en continu.",
      },
      {
        title: "Payer",
        description:
          "Les sommes dues sont calculées, les paiements acceptés par tous les canaux, et les reçus délivrés et " +
          "rapprochés automatiquement.",
      },
      {
        title: "Rapprocher",
        description:
          "Les données de tiers sont rapprochées des déclarations; les écarts et les anomalies donnent lieu à des " +
          "rappels ou à des dossiers de risque.",
      },
      {
        title: "Agir",
        description:
          "Les agents de conformité traitent une liste de dossiers classés et consignent les résultats, qui " +
          "alimentent à leur tour les règles de risque.",
      },
    ],
  },
  outcomes: {
    title: "Résultats",
    intro:
      "Pour l’administration fiscale d’un État insulaire des Caraïbes, au cours du premier exercice complet suivant " +
      "la mise en service, à taux d’imposition inchangés.",
    stats: [
      { value: "20\u00a0%", label: "d’impôts perçus en plus" },
      {
        value: "81\u00a0%",
        label:
          "des déclarations d’entreprises produites en ligne, contre 12\u00a0%",
      },
      {
        value: "×\u00a02",
        label: "de rendement des vérifications par dossier",
      },
      {
        value: "99,9\u00a0%",
        label:
          "de disponibilité pendant la période de production des déclarations",
      },
      // The English label is the spec's verbatim; this is its translation.
      { value: "30+", label: "pays pour les plateformes fiscales" },
    ],
    safeguards: [
      "Les scores de risque sont explicables\u00a0: agents et contribuables peuvent voir quels facteurs ont mené à un " +
        "dossier.",
      "Le rapprochement des données respecte votre loi sur la protection des données, et chaque accès au dossier " +
        "d’un contribuable est journalisé.",
      "Votre propre personnel est formé pour tenir à jour les règles et les tableaux de bord après la passation.",
    ],
  },
  capabilities: [
    {
      role: "Détection des non-déclarants et classement des dossiers de vérification",
    },
    {
      role: "Contribuables vérifiés et représentants d’entreprise autorisés",
    },
    {
      role: "Une capacité qui s’adapte aux pointes de la période des déclarations",
    },
  ],
  cta: {
    title: "Réduisez l’écart entre l’impôt dû et l’impôt perçu",
    body:
      "Un plan directeur recense vos types d’impôt, vos systèmes et vos sources de données, et propose un plan " +
      "échelonné qui chiffre les recettes attendues de chaque étape.",
    action: { label: "Obtenir votre plan directeur" },
    secondaryAction: { label: "Parler à notre équipe" },
  },
});
