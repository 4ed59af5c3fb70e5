import { evisa as english } from "../../solutions/evisa";
import { translated } from "../../translated";

/** French of app/content/solutions/evisa.ts: its slugs, icons and links are the English ones. */
export const evisa = translated(english, {
  name: "Visa électronique et immigration",
  title: "Visa électronique",
  eyebrow: "Immigration et gestion des frontières",
  lead:
    "Un service complet de visas et d’autorisations d’entrée en ligne. Les demandeurs présentent leur demande et " +
    "paient depuis leur téléphone, les documents sont vérifiés automatiquement et les agents décident à partir " +
    "d’une file classée selon le risque\u00a0: chaque décision reste entre des mains humaines et est consignée.",
  seo: {
    title: "Plateforme de visa électronique et d’immigration",
    description:
      "Demandes de visa en ligne, lecture optique des documents et détection du vivant, évaluation du risque avec " +
      "décision de l’agent, paiements, intégration aux sas automatisés et interopérabilité conforme aux normes de " +
      "l’OACI pour les autorités d’immigration.",
  },
  overview: {
    subtitle: "Des files d’attente papier aux décisions en quelques jours",
    description:
      "Remplacez les comptoirs d’ambassade, les courriels et la ressaisie par un seul guichet en ligne. Les données " +
      "du passeport sont saisies une seule fois, vérifiées automatiquement et comparées aux listes de surveillance; " +
      "les agents consacrent leur temps aux demandes qui exigent du jugement.",
    highlights: [
      "Demande et paiement en ligne sur tout appareil",
      "Lecture optique des documents, comparaison faciale et détection du vivant",
      "Évaluation du risque, l’agent gardant la décision",
    ],
    keyFigure: {
      value: "70\u00a0%",
      label: "de réduction des délais de traitement des visas",
    },
  },
  features: {
    title:
      "Tout ce qu’il faut à un service d’immigration, sur une seule plateforme",
    intro:
      "Configurée selon vos catégories de visa, vos droits et votre cadre juridique, et reliée aux systèmes " +
      "frontaliers que vous exploitez déjà.",
    items: [
      {
        title: "Demandes en ligne",
        description:
          "Des formulaires conçus d’abord pour le mobile, dans les langues de vos demandeurs, avec sauvegarde et " +
          "reprise, aide à l’admissibilité et liste de documents adaptée à chaque catégorie de visa. Une demande " +
          "incomplète ne peut pas être soumise.",
      },
      {
        title: "Lecture optique des documents et détection du vivant",
        description:
          "Les données du passeport sont lues dans la zone de lecture automatique et, s’il y a lieu, dans la puce, " +
          "puis recoupées avec la page de la photo; un égoportrait pris en direct est comparé à la photo du passeport, " +
          "avec détection des attaques par présentation.",
      },
      {
        title: "Évaluation du risque, l’agent décide",
        description:
          "Le filtrage des listes de surveillance, des règles et des modèles classent chaque demande et exposent les " +
          "motifs de son score. La plateforme recommande; un agent nommé approuve, refuse ou demande des " +
          "compléments. Elle ne refuse jamais d’elle-même.",
      },
      {
        title: "Paiement et délivrance",
        description:
          "Les paiements par carte, virement bancaire et argent mobile sont rapprochés automatiquement avec le " +
          "Trésor. Les demandeurs approuvés reçoivent un visa électronique muni d’un code signé que tout poste " +
          "frontalier peut vérifier, même hors ligne.",
      },
      {
        title: "Sas automatisés et intégration frontalière",
        description:
          "Les visas délivrés sont transmis aux systèmes de contrôle frontalier, aux contrôles préalables des " +
          "transporteurs aériens et aux sas automatisés\u00a0: les voyageurs sont reconnus à l’arrivée sans avoir à " +
          "présenter de nouveau leurs documents.",
      },
      {
        title: "Interopérable avec les normes de l’OACI",
        description:
          "Un traitement des documents de voyage conforme au Doc 9303 de l’OACI, des signatures de puce de " +
          "passeport électronique validées au moyen du Répertoire de clés publiques de l’OACI et des API ouvertes " +
          "pour les organismes partenaires et les transporteurs.",
      },
    ],
  },
  howItWorks: {
    title: "Fonctionnement",
    intro:
      "De la demande à l’arrivée, chaque étape est consignée, et l’agent demeure responsable de la décision.",
    steps: [
      {
        title: "Présenter la demande",
        description:
          "Le demandeur remplit un formulaire guidé sur tout appareil, téléverse une copie numérisée de son " +
          "passeport et prend un égoportrait. Les droits sont payés au cours de la même séance.",
      },
      {
        title: "Vérifier",
        description:
          "Les données du passeport sont extraites et validées, l’égoportrait est comparé et soumis à la détection " +
          "du vivant, et le paiement est confirmé, habituellement dans les minutes qui suivent la soumission.",
      },
      {
        title: "Évaluer",
        description:
          "Le filtrage des listes de surveillance et le modèle de risque s’exécutent. Chaque demande entre dans la " +
          "file de l’agent avec son score, les facteurs qui l’expliquent et les signalements éventuels.",
      },
      {
        title: "Décider",
        description:
          "Un agent examine le dossier et tranche. Les dossiers complets à faible risque sont réglés rapidement; les " +
          "cas complexes sont confiés à des agents principaux ou à des organismes partenaires. Chaque action est " +
          "journalisée aux fins de vérification.",
      },
      {
        title: "Voyager",
        description:
          "Le visa électronique est délivré et communiqué au contrôle frontalier et aux transporteurs; à l’arrivée, " +
          "le voyageur franchit un sas automatisé ou un guichet tenu par un agent.",
      },
    ],
  },
  outcomes: {
    title: "Résultats",
    intro:
      "Pour une direction nationale de l’immigration en Afrique de l’Ouest, le délai moyen de décision est passé de " +
      "19 jours ouvrables à moins de 6 une fois les demandes mises en ligne et versées dans une file classée selon " +
      "le risque.",
    stats: [
      {
        value: "70\u00a0%",
        label: "de réduction des délais de traitement des visas",
      },
      {
        value: "99,5\u00a0%",
        label: "d’exactitude dans l’extraction des données des documents",
      },
      { value: "99,9\u00a0%", label: "de disponibilité de la plateforme" },
      { value: "0", label: "demande refusée sans l’intervention d’un agent" },
      // The English label is the spec's verbatim; this is its translation.
      { value: "50+", label: "pays ciblés pour le visa électronique" },
    ],
    safeguards: [
      "Chaque recommandation expose ses motifs, et chaque décision porte le nom de l’agent qui l’a prise.",
      "Les données des demandeurs demeurent dans une région infonuagique nationale ou située au pays, sous vos " +
        "propres clés.",
      "Avant leur mise en service, les modèles sont testés pour déceler des taux d’erreur inégaux entre groupes de " +
        "demandeurs, puis examinés chaque mois par votre unité de la conformité.",
    ],
  },
  capabilities: [
    {
      role: "Extraction des documents et files d’agents classées selon le risque",
    },
    {
      role: "Comparaison faciale, détection du vivant et visas électroniques vérifiables",
    },
    {
      role: "Hébergement au pays et exploitation jour et nuit",
    },
  ],
  cta: {
    title: "Planifiez votre programme de visa électronique",
    body:
      "Nous commençons par un plan directeur\u00a0: un plan chiffré et échelonné, bâti autour de vos catégories de visa, " +
      "de vos systèmes frontaliers et de votre cadre juridique, livré en quelques semaines plutôt qu’en quelques mois.",
    action: { label: "Obtenir votre plan directeur" },
    secondaryAction: { label: "Parler à notre équipe" },
  },
});
