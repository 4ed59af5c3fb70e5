import type * as en from "../public-sector-platforms";

/** Copy for /fr/public-sector-platforms. */
export const publicSectorPage: typeof en.publicSectorPage = {
  seo: {
    title: "Plateformes du secteur public",
    description:
      "Plateformes de visa électronique, de perception des impôts numérisée et de surveillance sanitaire pour les " +
      "gouvernements, en service dans plus de 3 pays avec une disponibilité de 99,9\u00a0% et plus de 1 million " +
      "de citoyens servis.",
  },
  eyebrow: "Pour les gouvernements",
  title: "Plateformes du secteur public",
  lead:
    "Des plateformes éprouvées pour les services que les citoyens utilisent le plus souvent\u00a0: franchir une " +
    "frontière, payer ses impôts et consulter un médecin. Chacune est configurée selon vos lois et hébergée sous " +
    "votre contrôle.",
  platforms: {
    title: "Trois plateformes, en production aujourd’hui",
    intro:
      "Chacune est née comme le service d’un pays et constitue maintenant une plateforme configurable.",
    cards: [
      {
        id: "evisa",
        title: "Visa électronique et immigration",
        description:
          "Demandes en ligne, vérification automatique des documents et files d’agents classées selon le risque, " +
          "avec intégration aux sas automatisés et aux transporteurs.",
        to: "/solutions/evisa",
        figure: {
          value: "70\u00a0%",
          label: "de réduction des délais de traitement des visas",
        },
      },
      {
        id: "governance",
        title: "Perception des impôts numérisée",
        description:
          "Inscription, déclaration et facturation électroniques et analyse de la conformité, pour élargir " +
          "l’assiette fiscale et combler l’écart de perception.",
        to: "/solutions/governance",
        figure: { value: "20\u00a0%", label: "d’impôts perçus en plus" },
      },
      {
        id: "healthcare",
        title: "Surveillance sanitaire",
        description:
          "Déclaration quotidienne des laboratoires et des établissements, alertes d’éclosion et télémédecine à " +
          "faible bande passante pour les ministères de la Santé.",
        to: "/solutions/healthcare",
        figure: {
          value: "300\u00a0%",
          label: "de portée accrue des soins spécialisés",
        },
      },
    ],
  },
  stats: {
    title: "Des plateformes sur lesquelles les gouvernements comptent",
    intro: "En service aujourd’hui, mesurées chaque jour.",
    items: [
      { value: "99,9\u00a0%", label: "de disponibilité pour nos plateformes" },
      { value: "3+", label: "pays qui les exploitent" },
      { value: "1\u00a0M+", label: "citoyens servis" },
    ],
  },
  included: {
    title: "Ce que comprend chaque plateforme",
    intro:
      "Les engagements qui accompagnent chaque plateforme, quel que soit le service par lequel vous commencez.",
    items: [
      {
        title: "Hébergement souverain",
        description:
          "Nuage au pays ou hybride, avec vos clés et vos règles de résidence des données appliquées aux " +
          "sauvegardes et aux journaux.",
      },
      {
        title: "Les agents gardent la main",
        description:
          "L’intelligence artificielle recommande et explique; un fonctionnaire responsable prend chaque décision qui touche un citoyen.",
      },
      {
        title: "Interopérable par défaut",
        description:
          "Des normes ouvertes et des API documentées vers vos registres, votre Trésor et vos organismes partenaires.",
      },
      {
        title: "Accessible et multilingue",
        description:
          "Des services conformes aux WCAG 2.2 AA qui fonctionnent sur des téléphones d’entrée de gamme, dans les " +
          "langues que parlent les citoyens.",
      },
      {
        title: "Prêt pour l’approvisionnement",
        description:
          "Des jalons échelonnés à portée fixe, adaptés aux cycles budgétaires publics et aux exigences de " +
          "vérification.",
      },
      {
        title: "Conçu pour la passation",
        description:
          "Formation, guides d’exploitation et exploitation conjointe jusqu’à ce que votre propre équipe gère la " +
          "plateforme.",
      },
    ],
  },
  cta: {
    title: "Parlez à notre équipe du secteur public",
    body:
      "Dites-nous quel service vous souhaitez moderniser. Nous vous expliquerons comment la plateforme a fonctionné " +
      "ailleurs et à quoi pourrait ressembler une première phase chez vous.",
    action: { label: "Nous joindre", to: "/contact" },
    secondaryAction: {
      label: "Obtenir votre plan directeur",
      to: "/blueprint",
    },
  },
};
