import type * as en from "../careers";
import { site } from "../site";

/** /fr/careers around the job cards (the roles are in ./jobs.ts). */

export const careersSeo: typeof en.careersSeo = {
  title: "Carrières",
  description:
    `Postes à pourvoir chez ${site.name} en architecture infonuagique, IA, identité numérique, sécurité, design ` +
    "et réalisation de projets pour le secteur public, à Ottawa, à Atlanta et en télétravail partout au Canada.",
};

export const careersHero: typeof en.careersHero = {
  eyebrow: "Carrières",
  title: "Bâtir des services publics sur lesquels les gens peuvent compter",
  lead:
    "Nous sommes des architectes, des ingénieurs, des designers et des conseillers qui bâtissent les plateformes " +
    "derrière les visas, les systèmes fiscaux et les services de santé, puis les confient aux institutions qui " +
    "les exploitent. Joignez-vous à nous à Ottawa, à Atlanta ou en télétravail partout au Canada.",
  primaryAction: { label: "Voir les postes offerts", to: "#open-roles" },
};

export const reasons: typeof en.reasons = [
  {
    id: "impact",
    title: "Un travail qui touche des millions de personnes",
    description:
      "Ce que vous livrez détermine combien de temps un voyageur attend son visa ou si une clinique de district " +
      "détecte tôt une éclosion. Nos plateformes servent aujourd’hui plus d’un million de citoyens.",
  },
  {
    id: "craft",
    title: "Une ingénierie que nous pouvons justifier",
    description:
      "Décisions d’architecture consignées par écrit, tests automatisés et examens de sécurité\u00a0: c’est notre " +
      "façon de travailler, parce que nos clients doivent expliquer chaque système à un vérificateur.",
  },
  {
    id: "growth",
    title: "De la place pour grandir",
    description:
      "Un budget annuel de formation, du temps pour les conférences, les frais de certification pris en charge " +
      "et le mentorat de personnes qui ont réalisé des plateformes nationales.",
  },
  {
    id: "flexibility",
    title: "La souplesse par principe",
    description:
      "Des postes en mode hybride à nos bureaux d’Ottawa et d’Atlanta, des postes entièrement en télétravail " +
      "partout au Canada et des heures de base qui respectent les collègues et les clients d’autres fuseaux " +
      "horaires.",
  },
];

export const hiringSteps: typeof en.hiringSteps = [
  {
    title: "Examen de la candidature",
    description:
      "Un gestionnaire d’embauche, et non un filtre par mots clés, lit votre curriculum vitæ et votre lettre de " +
      "présentation dans un délai de 10 jours ouvrables.",
  },
  {
    title: "Appel préliminaire",
    description:
      "30 minutes avec le gestionnaire d’embauche sur le poste, l’équipe et ce que vous recherchez.",
  },
  {
    title: "Entretien pratique",
    description:
      "Une séance de travail sur un problème réaliste tiré du poste, comme une architecture, un jeu de données " +
      "ou un parcours de service. Aucun travail non rémunéré à faire à la maison.",
  },
  {
    title: "Rencontre avec l’équipe et offre",
    description:
      "Rencontre avec vos futurs collègues, puis vérification des références et offre écrite.",
  },
];

/** "fichier PDF, DOC ou DOCX d'au plus 10 Mo" */
export const resumeFileDescription =
  "fichier PDF, DOC ou DOCX d’au plus 10\u00a0Mo";

export const generalApplication: typeof en.generalApplication = {
  heading: "Vous ne trouvez pas le poste qui vous convient?",
  body:
    "Nous recrutons toute l’année en ingénierie, en données, en sécurité, en design et en services-conseils " +
    "pour le secteur public. Envoyez-nous votre curriculum vitæ et dites-nous où votre contribution " +
    "compterait le plus.",
  actionLabel: "Envoyez-nous votre CV",
};

export const applicationSection: typeof en.applicationSection = {
  heading: "Comment postuler",
  intro:
    "Postulez à n’importe quel poste, ou envoyez une candidature spontanée, par courriel. Le gestionnaire " +
    "d’embauche du poste lit chaque candidature.",
  emailInstructions:
    "Indiquez le titre du poste en objet (ou «\u00a0Candidature spontanée\u00a0») et joignez les éléments suivants.",
  checklist: [
    "Vos prénom et nom, votre adresse courriel et, si vous le souhaitez, un numéro de téléphone et votre profil LinkedIn",
    "Votre nombre d’années d’expérience pertinente",
    `Votre curriculum vitæ en ${resumeFileDescription}`,
    "Une courte lettre de présentation expliquant pourquoi ce travail vous intéresse",
  ],
  privacy:
    "Nous n’utilisons ce que vous nous envoyez que pour évaluer votre candidature, et nous répondons à chaque " +
    "personne candidate une fois le poste pourvu.",
};
