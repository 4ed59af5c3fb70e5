import type * as en from "../blueprint";

/**
 * French of app/content/blueprint.ts: the same exports for the copy; ids, step numbers and the
 * anchor ids (which stay in the English module) are unchanged.
 */

export const hero: typeof en.hero = {
  eyebrow: "Plan directeur de transformation numérique",
  title:
    "Un plan que votre ministère ou votre conseil peut approuver, financer et réaliser",
  lead:
    "En six semaines environ, nos architectes dressent le portrait des services et des systèmes que vous exploitez " +
    "aujourd’hui et vous remettent un plan directeur par étapes\u00a0: architecture cible, modèle de sécurité et de " +
    "résidence des données, fourchettes de coûts et séquence de réalisation qui donne des résultats dès la première " +
    "année.",
  primaryLabel: "Obtenir votre plan directeur",
  secondaryLabel: "En savoir plus",
};

export const challengesSection: typeof en.challengesSection = {
  eyebrow: "Le défi",
  title:
    "Pourquoi la plupart des programmes de transformation s’enlisent avant même de commencer",
  intro:
    "Les institutions avec lesquelles nous travaillons manquent rarement d’ambition ou de budget. Ce qui leur manque, " +
    "c’est un portrait commun et fondé sur des données probantes de leur situation, et une séquence d’étapes qui " +
    "résistera aux processus d’approvisionnement, aux élections et aux vérifications.",
};

export const challenges: typeof en.challenges = [
  {
    id: "legacy-systems",
    title: "Systèmes vieillissants",
    description:
      "Les registres essentiels reposent sur des plateformes dont les fournisseurs, les compétences et la " +
      "documentation disparaissent. Chaque changement est lent et risqué, et personne ne peut dire avec certitude ce " +
      "qui cesserait de fonctionner si l’ancien système était mis hors service.",
  },
  {
    id: "operational-silos",
    title: "Cloisonnement opérationnel",
    description:
      "Les organismes chargés de l’immigration, du revenu et de la santé détiennent chacun une partie du portrait. " +
      "Les citoyens saisissent les mêmes données à chaque comptoir, et les agents rapprochent les dossiers par " +
      "téléphone, par tableur et par messager.",
  },
  {
    id: "poor-citizen-experience",
    title: "Expérience citoyenne déficiente",
    description:
      "Les formulaires papier, les services offerts seulement aux heures de bureau et les semaines sans nouvelles " +
      "après une demande minent la confiance, poussent les gens vers des intermédiaires et laissent des recettes et " +
      "des droits non perçus.",
  },
  {
    id: "limited-scalability",
    title: "Évolutivité limitée",
    description:
      "Des systèmes dimensionnés pour les volumes d’hier flanchent sous les pointes saisonnières, les nouvelles " +
      "exigences stratégiques ou un déploiement national, et chaque expansion devient un nouveau projet sur mesure " +
      "plutôt qu’un simple paramétrage.",
  },
];

export const approachSection: typeof en.approachSection = {
  eyebrow: "Notre démarche",
  title: "Comment nous bâtissons un plan directeur solide",
  intro:
    "Huit principes guident chacun de nos mandats, qu’il porte sur un seul service frontalier ou sur l’ensemble du " +
    "parc numérique d’un ministère.",
};

export const approach: typeof en.approach = [
  {
    title: "Partir du service, pas du système",
    description:
      "Nous suivons d’abord le parcours du citoyen, de l’entreprise ou de l’agent, puis nous examinons le logiciel " +
      "qui le soutient.",
  },
  {
    title: "Mesurer la situation actuelle",
    description:
      "Les volumes, les délais de traitement, les arriérés et les coûts sont établis à partir de vos propres " +
      "dossiers, et non estimés.",
  },
  {
    title: "Cartographier chaque flux de données et chaque dépendance",
    description:
      "Les interfaces, les registres partagés et les transferts manuels sont documentés pour que rien ne prenne la " +
      "migration au dépourvu.",
  },
  {
    title: "Concevoir pour la souveraineté",
    description:
      "L’hébergement, la résidence des données et la gestion des clés respectent vos lois, qu’il s’agisse d’un nuage " +
      "souverain, hybride ou public.",
  },
  {
    title:
      "Intégrer la sécurité et la protection des renseignements personnels",
    description:
      "Les modèles de menaces, les rôles d’accès et les règles de conservation font partie de l’architecture dès le " +
      "premier atelier.",
  },
  {
    title: "Réutiliser avant de bâtir",
    description:
      "Les composants de plateforme éprouvés et les normes ouvertes passent en premier; le code sur mesure n’est " +
      "écrit que là où vos règles l’exigent.",
  },
  {
    title: "Échelonner pour des résultats rapides",
    description:
      "La feuille de route est séquencée pour qu’une amélioration visible du service survienne au cours de la " +
      "première année de réalisation.",
  },
  {
    title: "Penser aux personnes qui l’exploiteront",
    description:
      "La formation, la gestion du changement et le transfert des connaissances sont chiffrés, pour que votre équipe " +
      "puisse prendre en main la plateforme.",
  },
];

export const includedSection: typeof en.includedSection = {
  eyebrow: "Livrables",
  title: "Ce qui est compris",
  intro:
    "Six livrables, rédigés pour deux publics à la fois\u00a0: les décideurs qui approuvent l’investissement et les " +
    "équipes techniques qui le réaliseront.",
};

export const includedFeatures: typeof en.includedFeatures = [
  {
    id: "assessment",
    title: "Évaluation de la situation actuelle",
    description:
      "Un inventaire des systèmes, des données, des contrats et des compétences, avec les volumes de service, les " +
      "délais de traitement mesurés et les irritants signalés par votre personnel et par les citoyens.",
  },
  {
    id: "architecture",
    title: "Architecture cible",
    description:
      "La plateforme vers laquelle vous tendez\u00a0: composants, intégrations, identité, modèle de données et " +
      "hébergement, présentés de façon qu’un ingénieur comme un sous-ministre puisse s’y retrouver.",
  },
  {
    id: "roadmap",
    title: "Feuille de route par étapes",
    description:
      "Une séquence de mises en production avec dépendances, jalons et points de décision, adaptée à vos règles " +
      "d’approvisionnement et à votre cycle budgétaire.",
  },
  {
    id: "security",
    title: "Plan de sécurité et de conformité",
    description:
      "Modèle de menaces, rôles d’accès, règles de résidence et de conservation des données, mis en correspondance " +
      "avec les cadres de protection des renseignements personnels et de sécurité auxquels vous êtes soumis.",
  },
  {
    id: "business-case",
    title: "Analyse de rentabilité et fourchettes de coûts",
    description:
      "Fourchettes d’investissement et de coûts d’exploitation par étape, économies et recettes que le programme " +
      "devrait générer, et indicateurs de rendement clés pour en assurer le suivi.",
  },
  {
    id: "people",
    title: "Plan de capacité et de gestion du changement",
    description:
      "Les rôles, la formation et la gouvernance dont votre organisation a besoin pour exploiter la nouvelle " +
      "plateforme, et un plan pour rallier le personnel et le public.",
  },
];

export const journeySection: typeof en.journeySection = {
  eyebrow: "Votre parcours",
  title: "Du premier appel à une plateforme en production",
  intro:
    "Cinq étapes, chacune avec un résultat clair. À chaque étape, vous décidez de poursuivre ou non.",
  carouselLabel: "Parcours du plan directeur",
};

export const journeySteps: typeof en.journeySteps = [
  {
    number: 1,
    title: "Appel exploratoire",
    description:
      "Une conversation structurée avec votre direction et les responsables des services sur le mandat, les " +
      "contraintes et ce à quoi le succès devra ressembler dans deux ans. Vous repartez avec une proposition de " +
      "portée pour l’évaluation.",
    duration: "60 à 90 min",
  },
  {
    number: 2,
    title: "Évaluation de la situation actuelle",
    description:
      "Nos architectes examinent vos systèmes, vos flux de données, vos volumes et vos contrats, s’entretiennent avec " +
      "le personnel de première ligne et parcourent le service de bout en bout, sur place ou à distance.",
    duration: "1 semaine",
  },
  {
    number: 3,
    title: "Élaboration du plan directeur",
    description:
      "Nous concevons l’architecture cible, le modèle de sécurité et de résidence, la feuille de route par étapes, " +
      "les fourchettes de coûts et le plan de capacité, en communiquant les ébauches à vos responsables techniques " +
      "au fur et à mesure.",
    duration: "3 à 4 semaines",
  },
  {
    number: 4,
    title: "Examen et mise au point",
    description:
      "Des séances de travail avec votre comité directeur et vos équipes techniques pour vérifier les hypothèses, " +
      "ajuster les priorités et arrêter le plan directeur définitif à soumettre pour approbation.",
    duration: "2 ou 3 séances",
  },
  {
    number: 5,
    title: "Mise en œuvre et soutien",
    description:
      "La feuille de route est réalisée par notre équipe, par la vôtre ou par un partenaire de votre choix. Nous " +
      "pouvons demeurer l’autorité de conception et rendre compte des progrès au regard des indicateurs du plan " +
      "directeur.",
    duration: "en continu",
  },
];

export const tiersSection: typeof en.tiersSection = {
  eyebrow: "Formules d’accompagnement",
  title: "Choisissez la profondeur adaptée à votre mandat",
  intro:
    "Chaque mandat est défini et chiffré après l’appel exploratoire, selon vos règles d’approvisionnement. Ce qui " +
    "change, c’est jusqu’où nous vous accompagnons.",
  popularLabel: "La plus populaire",
  actionLabel: "Démarrer un projet",
};

export const tiers: typeof en.tiers = [
  {
    id: "discovery",
    name: "Exploration",
    description:
      "Un premier regard ciblé pour les équipes qui définissent un mandat, rédigent une note conceptuelle ou " +
      "préparent une demande de financement.",
    scope: "Jusqu’à trois services ou systèmes",
    duration: "Environ 2 semaines",
    features: [
      "Atelier exploratoire avec la direction (60 à 90 min)",
      "Examen de la situation actuelle des services visés",
      "Synthèse des irritants, des risques et des gains rapides",
      "Présentation à la haute direction et prochaine étape recommandée",
    ],
    highlighted: false,
  },
  {
    id: "blueprint",
    name: "Plan directeur",
    description:
      "Le plan complet\u00a0: architecture cible, feuille de route par étapes et analyse de rentabilité, prêts pour " +
      "l’approbation et l’approvisionnement.",
    scope: "Un programme ou un organisme, de bout en bout",
    duration: "Environ 6 semaines",
    features: [
      "Tout le contenu de la formule Exploration",
      "Évaluation complète de la situation actuelle (1 semaine)",
      "Architecture cible et modèle de données",
      "Plan de sécurité, de protection des renseignements personnels et de résidence des données",
      "Feuille de route par étapes avec fourchettes de coûts",
      "2 ou 3 séances d’examen avec votre comité directeur",
    ],
    highlighted: true,
  },
  {
    id: "blueprint-implementation",
    name: "Plan directeur et mise en œuvre",
    description:
      "Nous restons pour le réaliser\u00a0: le plan directeur, puis une mise en œuvre par étapes, avec une équipe formée " +
      "pour exploiter la plateforme.",
    scope: "Votre programme, du plan directeur à l’exploitation",
    duration: "Environ 6 semaines, puis en continu",
    features: [
      "Tout le contenu de la formule Plan directeur",
      "Équipe de réalisation pour la première mise en production",
      "Déploiement dans un nuage souverain, hybride ou public",
      "Formation et transfert des connaissances pour votre personnel",
      "Exploitation avec un objectif de disponibilité de 99,9 %",
      "Bilans trimestriels des résultats au regard du plan directeur",
    ],
    highlighted: false,
  },
];

export const contactSection: typeof en.contactSection = {
  eyebrow: "Nous joindre",
  title: "Prêts pour la transformation?",
  promise:
    "Dites-nous où en est votre organisation et ce qu’elle doit réaliser. Un architecte principal, et non une file " +
    "d’attente commerciale, vous répondra dans les 24 heures pour fixer votre appel exploratoire.",
  emailLabel: "Courriel",
  phoneLabel: "Siège social à Ottawa",
};

export const seo: typeof en.seo = {
  title: "Plan directeur de transformation numérique",
  description:
    "Un plan directeur chiffré et par étapes pour votre transformation numérique, en six semaines environ\u00a0: " +
    "évaluation de la situation actuelle, architecture cible, plan de sécurité et feuille de route. Formules " +
    "Exploration, Plan directeur ou Plan directeur et mise en œuvre.",
};
