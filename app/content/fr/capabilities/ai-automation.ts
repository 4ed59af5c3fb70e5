import { aiAutomation as english } from "../../capabilities/ai-automation";
import { translated } from "../../translated";

/** French of app/content/capabilities/ai-automation.ts: its slugs, icons and links are the English ones. */
export const aiAutomation = translated(english, {
  name: "IA et automatisation intelligente",
  eyebrow: "Expertise clé",
  lead:
    "Compréhension de documents, cotation du risque, triage et assistants qui éliminent les goulots d’étranglement " +
    "manuels des services publics, déployés avec supervision humaine, explications et vérifiabilité intégrées.",
  seo: {
    title:
      "Intelligence artificielle et automatisation intelligente pour l’État",
    description:
      "Extraction de documents, cotation du risque explicable, vision par ordinateur et assistants fondés sur vos " +
      "sources, déployés avec des personnes dans la boucle et une gouvernance des modèles que vos vérificateurs " +
      "peuvent suivre.",
  },
  summary:
    "Compréhension de documents, cotation du risque explicable, vision par ordinateur et assistants, où des " +
    "personnes prennent chaque décision qui compte.",
  features: {
    title: "Ce que nous concevons",
    intro:
      "L’intelligence artificielle là où elle élimine un véritable goulot d’étranglement (un arriéré, une vérification " +
      "manuelle, un angle mort), et nulle part ailleurs.",
    items: [
      {
        title: "Compréhension de documents",
        description:
          "Extraction des données de passeports, de factures, de formulaires et de notes cliniques, validée par les " +
          "chiffres de contrôle et les registres sources, avec des indices de confiance qui confient les champs " +
          "incertains à une personne.",
      },
      {
        title: "Cotation du risque et triage",
        description:
          "Des règles et des modèles d’apprentissage automatique classent les demandes, les déclarations ou les " +
          "aiguillages selon le risque ou l’urgence, et montrent les facteurs derrière chaque cote.",
      },
      {
        title: "Des personnes dans la boucle",
        description:
          "Les modèles recommandent, les personnes décident. Vos agents fixent les files d’attente, les seuils et les " +
          "procédures de remontée des dossiers, et aucune décision défavorable n’est jamais automatisée.",
      },
      {
        title: "Vision par ordinateur",
        description:
          "Des modèles d’image pour la détection des défauts, le contrôle de la fraude documentaire et la comparaison " +
          "faciale, entraînés et évalués sur vos propres données avant leur mise en production.",
      },
      {
        title: "Assistants fondés sur vos sources",
        description:
          "Des assistants conversationnels et vocaux pour les citoyens et le personnel, qui répondent à partir de vos " +
          "règles et directives publiées, citent leurs sources et passent le relais à une personne en cas de doute.",
      },
      {
        title: "Gouvernance des modèles",
        description:
          "Fiches de modèle, surveillance des biais et de la dérive, journaux de décisions versionnés et processus " +
          "d’examen que les vérificateurs et les organismes de surveillance peuvent suivre.",
      },
    ],
  },
  proof: {
    title: "Des résultats mesurés en production",
    intro:
      "Les résultats de nos déploiements, chacun mesuré par rapport au processus qu’il a remplacé.",
    stats: [
      {
        value: "70 %",
        label: "de réduction des délais de traitement des visas",
      },
      {
        value: "99,5 %",
        label: "d’exactitude dans l’extraction des données des documents",
      },
      {
        value: "× 2",
        label: "de rendement des vérifications par dossier fiscal",
      },
      {
        value: "40 %",
        label: "de temps en moins sur le terrain pour les inspecteurs",
      },
    ],
  },
  approach: {
    title: "Notre démarche pour une IA responsable",
    intro:
      "Chaque modèle fait ses preuves en quatre étapes et peut être désactivé sans interrompre le service.",
    steps: [
      {
        title: "Mesurer",
        description:
          "Mesurer le processus actuel (délais, arriéré, taux d’erreur) pour que l’amélioration soit prouvée, et non " +
          "présumée.",
      },
      {
        title: "Observer",
        description:
          "Faire fonctionner le modèle en parallèle avec vos agents, sans influer sur les décisions, et comparer ses " +
          "résultats aux leurs.",
      },
      {
        title: "Assister",
        description:
          "Activer les recommandations avec des seuils, des explications et une surveillance de la dérive et des " +
          "écarts de taux d’erreur.",
      },
      {
        title: "Transférer",
        description:
          "Former votre équipe à réentraîner, évaluer et retirer les modèles, avec une documentation vérifiable.",
      },
    ],
  },
  usedIn: {
    title: "À l’œuvre dans nos solutions",
    intro: "Les mêmes composants, configurés pour chaque service.",
    solutions: [
      {
        how: "Extraction des données du passeport, détection du vivant et files d’attente des agents classées selon le risque.",
      },
      {
        how: "Détection des non-déclarants et dossiers de vérification classés selon le rendement attendu.",
      },
      {
        how: "Aide au triage pour le personnel de santé et alertes statistiques d’éclosion.",
      },
      {
        how: "Détection des défauts sur les images de drones et d’appareils mobiles, confirmée par les inspecteurs.",
      },
      {
        how: "Des avatars qui répondent uniquement à partir des enregistrements de la personne elle-même.",
      },
    ],
  },
  cta: {
    title: "Trouvez où l’IA sera rentable en premier",
    body:
      "Dites-nous quelle file d’attente, quelle vérification ou quel angle mort vous coûte le plus. Nos ingénieurs vous " +
      "diront si l’IA peut vous aider, ce qu’il faudrait pour y arriver et comment en mesurer les résultats.",
    action: { label: "Parler à nos ingénieurs" },
    secondaryAction: {
      label: "Obtenir votre plan directeur",
    },
  },
});
