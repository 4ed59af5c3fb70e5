import type * as en from "../clients";

/** French copy for the client portal landing page at /fr/clients (../clients.ts). */
export const hero: typeof en.hero = {
  eyebrow: "Portail client",
  title: "Votre programme avec nous, en un seul endroit sécurisé",
  lead:
    "Les clients invités suivent l’avancement des travaux, échangent des documents et soumettent des demandes de " +
    "soutien à notre équipe, sans relancer quiconque pour obtenir un rapport d’étape ni faire circuler de fichiers " +
    "sensibles en pièces jointes de courriel.",
  signInLabel: "Se connecter au portail",
  helpLabel: "Besoin d’aide?",
};

export const featuresSection: typeof en.featuresSection = {
  eyebrow: "Ce que vous y trouverez",
  title: "Conçu pour les personnes qui supervisent les travaux",
  intro:
    "Les directeurs de programme, les responsables des TIC et leurs équipes voient le même portrait, à jour, de " +
    "chaque projet que nous réalisons pour leur organisation.",
};

export const portalFeatures: typeof en.portalFeatures = [
  {
    id: "project-updates",
    title: "Suivi des projets",
    description:
      "Chaque projet que nous réalisons pour votre organisation, qu’il soit en planification, en cours ou terminé, " +
      "avec sa portée et sa date de début tenues à jour par votre responsable de projet.",
    points: [
      "L’état de chaque projet en un coup d’œil",
      "Une seule liste pour tous vos programmes",
    ],
  },
  {
    id: "secure-documents",
    title: "Documents sécurisés",
    description:
      "Plans directeurs, décisions d’architecture, rapports d’essai et dossiers de transfert partagés avec votre " +
      "organisation, avec le type et la taille de chaque fichier indiqués avant le téléchargement.",
    points: [
      "Vos droits d’accès sont revérifiés à chaque téléchargement",
      "Aucun document envoyé en pièce jointe de courriel",
    ],
  },
  {
    id: "support-tickets",
    title: "Demandes de soutien",
    description:
      "Soumettez une demande avec un titre, une description et une priorité faible, moyenne ou élevée, puis " +
      "suivez-la de «\u00a0ouverte\u00a0» à «\u00a0résolue\u00a0», en passant par «\u00a0en cours\u00a0».",
    points: [
      "Visibles par les utilisateurs invités de votre organisation",
      "Un numéro de référence pour chaque demande",
    ],
  },
];

export const accessSection: typeof en.accessSection = {
  eyebrow: "Accès",
  title: "Accès sur invitation seulement",
  body:
    "Les comptes du portail sont créés pour des membres désignés du personnel des organisations avec lesquelles " +
    "nous travaillons. Votre responsable de projet envoie une invitation à votre adresse courriel " +
    "professionnelle; vous créez ensuite votre compte avec cette adresse et le mot de passe de votre choix. " +
    "Chaque personne ne voit que les projets, les documents et les demandes de sa propre organisation.",
  steps: [
    {
      title: "Invitation",
      description:
        "Votre responsable de projet vous invite à votre adresse courriel professionnelle et vous attribue un rôle.",
    },
    {
      title: "Création de votre compte",
      description:
        "Ouvrez le portail, inscrivez-vous avec l’adresse qui a reçu l’invitation et choisissez un mot de passe.",
    },
    {
      title: "Connexion",
      description:
        "Revenez en tout temps pour consulter vos projets, vos documents et vos demandes.",
    },
  ],
  accessLabel: "Accéder au portail",
  helpLabel: "Besoin d’aide?",
  helpNote:
    "Vous attendez une invitation qui n’est pas arrivée ou votre compte est verrouillé? Notre équipe réglera la " +
    "situation.",
};

export const seo: typeof en.seo = {
  title: "Portail client",
  description:
    "Le portail sécurisé des clients invités\u00a0: suivez l’avancement des projets, téléchargez les documents " +
    "partagés et soumettez des demandes de soutien à notre équipe de réalisation. Accès sur invitation seulement.",
};
