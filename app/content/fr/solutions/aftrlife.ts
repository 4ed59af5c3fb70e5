import { aftrlife as english } from "../../solutions/aftrlife";
import { translated } from "../../translated";

/** French of app/content/solutions/aftrlife.ts: its slugs, icons and links are the English ones. */
export const aftrlife = translated(english, {
  name: "Avatars AftrLife",
  title: "Avatars AftrLife",
  eyebrow: "Patrimoine numérique",
  lead:
    "AftrLife permet à une personne d’enregistrer de son vivant ses propres récits, réponses et messages, et de " +
    "laisser un avatar interactif aux membres de sa famille qu’elle choisit\u00a0: un service fondé sur un consentement " +
    "explicite, conservé dans un coffre familial privé et supprimable en tout temps.",
  seo: {
    title:
      "Avatars AftrLife\u00a0: un patrimoine numérique fondé sur le consentement",
    description:
      "Des avatars de patrimoine numérique fondés sur le consentement, créés uniquement à partir des " +
      "enregistrements de la personne, conservés dans des coffres familiaux chiffrés, avec droits d’exportation et " +
      "de suppression, sous la surveillance d’un comité d’éthique indépendant.",
  },
  overview: {
    subtitle: "La mémoire, préservée avec consentement",
    description:
      "Une façon digne pour les familles de retrouver les récits et la voix d’un être cher. L’avatar ne répond " +
      "qu’à partir de ce que la personne a enregistré et approuvé, et la famille décide de sa durée de vie.",
    highlights: [
      "Créé uniquement à partir des enregistrements de la personne, avec son consentement",
      "Coffres familiaux chiffrés, accessibles aux seules personnes désignées",
      "Exportation et suppression définitive en tout temps",
    ],
    keyFigure: {
      value: "100\u00a0%",
      label: "de contenu source consenti",
    },
  },
  features: {
    title: "Le consentement et la maîtrise d’abord",
    intro:
      "Le patrimoine numérique touche au deuil, à la vie privée et à la confiance. Chaque fonction est conçue avec " +
      "des conseillers en deuil et examinée par un comité d’éthique indépendant avant sa mise en service.",
    items: [
      {
        title: "Le consentement au cœur de la conception",
        description:
          "La personne crée elle-même son avatar et donne un consentement explicite à chaque étape\u00a0: ce qui est " +
          "enregistré, qui peut s’en servir et à quel moment. Aucun avatar n’est créé à partir des données d’une " +
          "personne sans ce consentement.",
      },
      {
        title: "Coffres familiaux",
        description:
          "Les enregistrements, les écrits et les photos sont chiffrés et conservés dans un coffre privé hébergé dans " +
          "un nuage régional. Seuls les membres de la famille désignés et l’exécuteur testamentaire peuvent l’ouvrir.",
      },
      {
        title: "Des réponses dans ses propres mots",
        description:
          "L’avatar ne répond qu’à partir du contenu enregistré par la personne, indique l’enregistrement dont il " +
          "s’inspire et dit clairement lorsqu’il ne sait pas. Il n’invente ni opinions ni déclarations.",
      },
      {
        title: "Droits de suppression et d’exportation",
        description:
          "L’exécuteur testamentaire peut tout exporter en formats ouverts ou supprimer définitivement l’avatar et son " +
          "coffre. La suppression est achevée dans les 24\u00a0heures et confirmée par écrit.",
      },
      {
        title: "Comité d’éthique indépendant",
        description:
          "Des cliniciens, des conseillers en deuil, des éthiciens et des juristes examinent les nouvelles fonctions " +
          "et politiques avant leur mise en service, et publient leurs conclusions chaque année.",
      },
      {
        title: "Prêt pour les partenaires",
        description:
          "Le service peut être offert sous la marque de groupes de services commémoratifs, d’assureurs et de planificateurs " +
          "successoraux, avec des séances d’enregistrement guidées et un soutien au deuil intégrés au service.",
      },
    ],
  },
  howItWorks: {
    title: "Fonctionnement",
    intro:
      "De son vivant, la personne garde la maîtrise; par la suite, c’est son exécuteur testamentaire qui la prend.",
    steps: [
      {
        title: "Enregistrer",
        description:
          "Au cours de séances guidées, à la maison ou chez un partenaire, la personne enregistre des récits, des " +
          "réponses aux questions que sa famille posera sans doute et des messages personnels.",
      },
      {
        title: "Choisir",
        description:
          "Elle désigne les membres de sa famille qui pourront utiliser l’avatar, fixe au besoin des conditions de " +
          "délai et nomme un exécuteur testamentaire.",
      },
      {
        title: "Revoir",
        description:
          "Elle peut réécouter, corriger ou retirer tout enregistrement; l’avatar est créé uniquement à partir de ce " +
          "qu’elle approuve.",
      },
      {
        title: "Se souvenir",
        description:
          "Par la suite, les membres de la famille conversent avec l’avatar dans un espace privé ou écoutent " +
          "directement les enregistrements originaux.",
      },
      {
        title: "Décider",
        description:
          "À tout moment, l’exécuteur testamentaire peut suspendre, exporter ou supprimer définitivement l’avatar et " +
          "tout le contenu du coffre.",
      },
    ],
  },
  outcomes: {
    title: "Résultats",
    intro:
      "Tirés d’un projet pilote mené dans trois pays avec un groupe de services commémoratifs, conçu avec des " +
      "conseillers en deuil et un comité d’éthique indépendant.",
    stats: [
      { value: "120", label: "participants au projet pilote dans trois pays" },
      { value: "100\u00a0%", label: "de contenu source consenti" },
      {
        value: "0",
        label: "réponse produite en dehors du contenu enregistré",
      },
      {
        value: "24\u00a0h",
        label:
          "pour exécuter une demande de suppression de l’exécuteur testamentaire",
      },
    ],
    safeguards: [
      "Les enregistrements ne servent jamais à entraîner des modèles partagés ni l’avatar d’une autre personne.",
      "Les avatars sont réservés à la famille désignée; ils ne peuvent être ni publiés ni diffusés.",
      "Chaque réponse peut être rattachée à l’enregistrement dont elle provient.",
    ],
  },
  capabilities: [
    {
      role: "Des réponses fondées uniquement sur les enregistrements de la personne",
    },
    {
      role: "Exécuteurs testamentaires et membres de la famille vérifiés",
    },
    {
      role: "Coffres régionaux chiffrés, avec des clés détenues par le client",
    },
  ],
  cta: {
    title: "Offrez un patrimoine numérique dans la dignité",
    body:
      "Nous travaillons avec des groupes de services commémoratifs, des assureurs et des planificateurs successoraux. " +
      "Parlons d’un projet pilote, du modèle de consentement et de la façon dont les familles gardent la maîtrise.",
    action: { label: "Parler à notre équipe" },
    secondaryAction: {
      label: "Obtenir votre plan directeur",
    },
  },
});
