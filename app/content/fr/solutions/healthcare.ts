import { healthcare as english } from "../../solutions/healthcare";
import { translated } from "../../translated";

/** French of app/content/solutions/healthcare.ts: its slugs, icons and links are the English ones. */
export const healthcare = translated(english, {
  name: "Soins de santé et télémédecine",
  title: "Soins de santé et télémédecine",
  eyebrow: "Systèmes de santé",
  lead:
    "Des téléconsultations qui fonctionnent sur un réseau 2G, des dossiers patients partagés et une surveillance " +
    "nationale des maladies, pour les ministères de la Santé qui veulent que les soins spécialisés et l’alerte " +
    "précoce atteignent chaque district.",
  seo: {
    title: "Soins de santé, télémédecine et surveillance des maladies",
    description:
      "Télémédecine à faible bande passante, dossiers patients partagés fondés sur HL7 FHIR, gestion des " +
      "aiguillages et surveillance des maladies en temps quasi réel pour les ministères de la Santé et les " +
      "organismes nationaux de santé.",
  },
  overview: {
    subtitle: "Soins et surveillance à l’échelle nationale",
    description:
      "Reliez les postes de santé aux spécialistes, donnez à chaque clinicien les mêmes antécédents du patient et " +
      "réunissez les rapports des laboratoires et des établissements dans une même vue de surveillance, pour " +
      "détecter les éclosions tant qu’elles sont encore locales.",
    highlights: [
      "Téléconsultation conçue pour les réseaux peu fiables",
      "Dossiers partagés et aiguillages suivis",
      "Surveillance quotidienne des maladies, avec alertes",
    ],
    keyFigure: {
      value: "300\u00a0%",
      label: "de portée accrue des soins spécialisés",
    },
  },
  features: {
    title: "Conçu pour les cliniques telles qu’elles sont",
    intro:
      "L’alimentation électrique et la connectivité intermittentes, les appareils partagés et la diversité des " +
      "langues sont des données de conception, non des cas particuliers.",
    items: [
      {
        title: "Téléconsultation à faible bande passante",
        description:
          "Une vidéo en direct qui se replie sur l’audio et les images fixes, et des consultations en différé qui " +
          "synchronisent notes, images et signes vitaux au retour de la connexion.",
      },
      {
        title: "Dossiers patients partagés",
        description:
          "Un index national des patients et un dossier longitudinal fondés sur HL7 FHIR, pour que l’hôpital de " +
          "référence voie ce que le poste de santé a consigné.",
      },
      {
        title: "Aiguillages et prise de rendez-vous",
        description:
          "Des aiguillages acheminés selon la spécialité et l’urgence en fonction des horaires des hôpitaux, dont " +
          "le clinicien demandeur voit l’état et dont le patient est informé par texto.",
      },
      {
        title: "Aide au triage",
        description:
          "Une aide à la décision qui permet aux agents de santé communautaires de hiérarchiser les aiguillages " +
          "selon les protocoles nationaux. Les cliniciens voient le raisonnement et tranchent toujours eux-mêmes.",
      },
      {
        title: "Surveillance des maladies",
        description:
          "Les résultats de laboratoire, les rapports des établissements et les alertes communautaires sont intégrés " +
          "chaque jour, dédoublonnés et cartographiés par district, avec des alertes statistiques soumises aux " +
          "épidémiologistes.",
      },
      {
        title: "Applications de terrain conçues pour le mode hors ligne",
        description:
          "Des applications pour les cliniques et les agents de santé communautaires qui continuent de fonctionner " +
          "pendant les pannes, dans les langues locales, et se synchronisent de façon sécurisée dès qu’une liaison " +
          "est disponible.",
      },
    ],
  },
  howItWorks: {
    title: "Fonctionnement",
    intro:
      "Les établissements s’intègrent progressivement; aucune clinique n’a à remplacer son système dès le premier " +
      "jour.",
    steps: [
      {
        title: "Relier",
        description:
          "Les postes de santé, les hôpitaux de district et les laboratoires se raccordent au moyen d’applications " +
          "légères et d’interfaces normalisées.",
      },
      {
        title: "Consulter",
        description:
          "Un agent de santé ouvre une consultation; un spécialiste répond en direct ou en différé, et l’avis est " +
          "versé au dossier partagé du patient.",
      },
      {
        title: "Aiguiller",
        description:
          "Lorsque le patient doit se déplacer, l’aiguillage est inscrit à l’horaire de l’hôpital d’accueil et suivi " +
          "jusqu’à ce que le patient soit vu.",
      },
      {
        title: "Surveiller",
        description:
          "Les données de cas de chaque établissement alimentent la plateforme de surveillance, et toute hausse " +
          "inhabituelle déclenche une alerte en un jour plutôt qu’en plusieurs semaines.",
      },
      {
        title: "Améliorer",
        description:
          "Des tableaux de bord présentent les temps d’attente, le taux d’aiguillages menés à terme et les signaux " +
          "d’éclosion par district, pour que le ministère déploie le personnel et les fournitures là où il le faut.",
      },
    ],
  },
  outcomes: {
    title: "Résultats",
    intro:
      "Tirés d’un réseau national de télémédecine reliant des postes de santé ruraux et des hôpitaux de district, " +
      "réalisé pour un ministère de la Santé en Afrique de l’Est.",
    stats: [
      {
        value: "300\u00a0%",
        label: "de portée accrue des soins spécialisés",
      },
      {
        value: "Moins de 48\u00a0h",
        label: "d’attente médiane pour l’avis non urgent d’un spécialiste",
      },
      {
        value: "2G",
        label: "suffit pour tenir une consultation",
      },
      {
        value: "99,9\u00a0%",
        label: "de disponibilité de la plateforme centrale",
      },
    ],
    safeguards: [
      "Les dossiers des patients demeurent au pays, dans l’environnement infonuagique propre au ministère.",
      "Les cliniciens prennent toutes les décisions cliniques; l’aide au triage explique ses suggestions.",
      "L’accès aux dossiers est fondé sur les rôles et journalisé, et les patients peuvent demander qui a consulté " +
        "le leur.",
    ],
  },
  capabilities: [
    {
      role: "Hébergement souverain des données des patients et des flux de surveillance",
    },
    {
      role: "Un index national des patients et des titres de compétence des cliniciens vérifiés",
    },
    {
      role: "Aide au triage et alertes statistiques d’éclosion",
    },
  ],
  cta: {
    title: "Rapprochez les soins spécialisés de chaque district",
    body:
      "Parlez-nous de vos établissements, de vos réseaux et de vos priorités. Nous vous proposerons une première " +
      "région, des indicateurs de réussite et un plan pour étendre le service à partir de là.",
    action: { label: "Parler à notre équipe" },
    secondaryAction: {
      label: "Obtenir votre plan directeur",
    },
  },
});
