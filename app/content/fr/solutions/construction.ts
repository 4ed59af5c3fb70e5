import { construction as english } from "../../solutions/construction";
import { translated } from "../../translated";

/** French of app/content/solutions/construction.ts: its slugs, icons and links are the English ones. */
export const construction = translated(english, {
  name: "Construction et inspection des chantiers",
  title: "Construction et inspection des chantiers",
  eyebrow: "Normes du bâtiment et infrastructures",
  lead:
    "Des permis numériques, des inspections par drone et par appareil mobile analysées par vision artificielle, et " +
    "un historique vérifiable de chaque défaut, de sa détection à son approbation finale, pour les organismes de " +
    "normes du bâtiment, les propriétaires d’infrastructures et les grands entrepreneurs.",
  seo: {
    title: "Permis de construire et inspection assistée par l’IA",
    description:
      "Permis de construire numériques, captation planifiée par drone et par appareil mobile, détection des défauts " +
      "par vision artificielle avec approbation de l’inspecteur, et registre des actifs doté d’une piste de preuves " +
      "complète.",
  },
  overview: {
    subtitle: "Une surveillance de chaque chantier fondée sur des preuves",
    description:
      "Sortez les permis et les inspections du papier et des téléphones personnels. Chaque image est rattachée à " +
      "un actif, chaque défaut probable est signalé à un inspecteur pour confirmation, et chaque réparation est " +
      "clôturée preuves à l’appui.",
    highlights: [
      "Permis en ligne avec vérification automatique de l’intégralité des dossiers",
      "Détection des défauts par vision artificielle sur les images de drone et de téléphone",
      "Un registre des actifs doté d’une piste de vérification inviolable",
    ],
    keyFigure: {
      value: "99,5\u00a0%",
      label: "d’exactitude dans la détection des défauts",
    },
  },
  features: {
    title: "Du permis à l’approbation finale",
    intro:
      "Un seul dossier pour chaque actif, de la première demande à la dernière réparation.",
    items: [
      {
        title: "Permis numériques et examen des plans",
        description:
          "Des demandes en ligne dont l’intégralité est vérifiée automatiquement, un examen des plans par tous les " +
          "services concernés, et un suivi des droits et des conditions jusqu’à la délivrance.",
      },
      {
        title: "Captation planifiée par drone et par appareil mobile",
        description:
          "Des plans de vol et des listes de prises de vue qui géolocalisent chaque image sur un actif et un " +
          "composant, pour comparer le même angle d’une inspection à l’autre.",
      },
      {
        title: "Détection des défauts par vision artificielle",
        description:
          "Des modèles entraînés sur votre propre historique d’inspection détectent fissures, écaillage, corrosion " +
          "et défauts de drainage, et proposent un degré de gravité que l’inspecteur confirme.",
      },
      {
        title: "Approbation de l’inspecteur",
        description:
          "Un inspecteur qualifié confirme ou corrige chaque constatation avant qu’elle n’entre au dossier, et ses " +
          "corrections servent à réentraîner le modèle.",
      },
      {
        title: "Registre des actifs et évolution de leur état",
        description:
          "Les constatations confirmées forment l’historique de l’état de chaque actif et donnent aux ingénieurs une " +
          "vue d’ensemble du parc pour planifier l’entretien et les investissements.",
      },
      {
        title: "Bons de travail et piste de preuves",
        description:
          "Les défauts génèrent des bons de travail d’entretien; les réparations sont documentées par des photos et " +
          "ne sont closes qu’après une nouvelle inspection, ce qui laisse une piste de vérification inviolable.",
      },
    ],
  },
  howItWorks: {
    title: "Fonctionnement",
    intro:
      "Les modèles signalent; des personnes qualifiées décident. Rien n’entre au dossier sans la signature d’un " +
      "inspecteur.",
    steps: [
      {
        title: "Demander le permis",
        description:
          "Les demandeurs soumettent leurs plans en ligne; l’intégralité du dossier est vérifiée automatiquement et " +
          "les services concernés l’examinent en parallèle.",
      },
      {
        title: "Capter",
        description:
          "Les inspecteurs et les télépilotes suivent un parcours planifié; chaque image est géolocalisée sur un " +
          "actif et un composant.",
      },
      {
        title: "Détecter",
        description:
          "La vision artificielle signale les défauts probables et les classe selon la gravité proposée, pour que le " +
          "temps passé sur le terrain serve là où il compte.",
      },
      {
        title: "Confirmer",
        description:
          "L’inspecteur confirme, corrige ou rejette chaque constatation et signe le rapport d’inspection.",
      },
      {
        title: "Réparer et clore",
        description:
          "Les bons de travail sont transmis aux équipes d’entretien ou aux entrepreneurs; un défaut n’est clos " +
          "qu’une fois la réparation documentée et inspectée de nouveau.",
      },
    ],
  },
  outcomes: {
    title: "Résultats",
    intro:
      "Tirés d’un programme d’inspection par vision artificielle mené pour un organisme nord-américain " +
      "d’infrastructures et de normes du bâtiment, portant sur des ponts, des ponceaux et des bâtiments publics.",
    stats: [
      {
        value: "99,5\u00a0%",
        label:
          "d’exactitude dans la détection des défauts sur le jeu de validation",
      },
      {
        value: "40\u00a0%",
        label: "de temps en moins sur le terrain par ouvrage",
      },
      {
        value: "1",
        label: "saison d’inspection pour résorber l’arriéré",
      },
      {
        value: "100\u00a0%",
        label: "des constatations approuvées par un inspecteur",
      },
    ],
    safeguards: [
      "Les modèles sont validés sur vos propres images avant de servir à des inspections réelles.",
      "Les images et les constatations demeurent dans votre environnement infonuagique et sont conservées selon " +
        "votre politique de gestion des documents.",
      "Chaque constatation indique qui l’a confirmée, à quel moment et quelle version du modèle l’a proposée.",
    ],
  },
  capabilities: [
    {
      role: "Détection des défauts sur les images de drone et d’appareil mobile",
    },
    {
      role: "Titres de compétence des inspecteurs et rapports d’inspection signés",
    },
    {
      role: "Stockage et traitement de grands ensembles d’images",
    },
  ],
  cta: {
    title: "Résorbez l’arriéré d’inspections",
    body:
      "Commencez par une catégorie d’actifs et une région. Un plan directeur définit le plan de captation, la " +
      "validation des modèles et l’intégration à vos systèmes d’entretien.",
    action: { label: "Obtenir votre plan directeur" },
    secondaryAction: { label: "Parler à notre équipe" },
  },
});
