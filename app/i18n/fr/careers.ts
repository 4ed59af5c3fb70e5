import type { MessageCatalog } from "../messages";

/** /careers: section headings, job cards and the application dialog's frame (the form is the forms area's). */
export default {
  "careers.dialogJobKind": "Candidature à un poste",
  "careers.dialogGeneralKind": "Candidature spontanée",
  "careers.dialogClose": "Fermer",
  "careers.dialogJobDescription":
    "Parlez-nous de votre expérience et joignez votre curriculum vitæ. Le gestionnaire d’embauche de ce poste lit chaque candidature.",
  "careers.dialogGeneralDescription":
    "Parlez-nous de votre expérience et du type de travail que vous recherchez; nous communiquerons avec vous lorsqu’un poste vous conviendra.",
  "careers.dialogJobTitle": "Postuler au poste\u00a0: {jobTitle}",
  "careers.dialogGeneralTitle": "Candidature spontanée",
  "careers.dialogCancel": "Annuler",
  "careers.jobDepartment": "Service",
  "careers.jobLocation": "Lieu",
  "careers.jobType": "Type de poste",
  "careers.jobRequirements": "Ce que vous apporterez",
  "careers.jobApply": "Postuler<hidden> au poste\u00a0: {jobTitle}</hidden>",
  "careers.whyJoinEyebrow": "Pourquoi vous joindre à nous",
  "careers.whyJoinTitle": "Un travail sérieux, fait avec soin",
  "careers.whyJoinIntro":
    "Nos clients sont des ministères, des organismes et de grandes entreprises. Les plateformes que nous bâtissons pour eux doivent rester sûres, accessibles et abordables pendant une décennie, et notre façon de travailler aussi.",
  "careers.openRolesEyebrow": "Postes offerts",
  "careers.openRolesTitle":
    "{count, plural, one {# poste à pourvoir} other {# postes à pourvoir}}",
  "careers.openRolesIntro":
    "Des postes en ingénierie, en IA et en données, en sécurité, en design, en réalisation de projets et en services-conseils. Chaque poste travaille directement avec des clients du secteur public ou de grandes entreprises.",
  "careers.howWeHireEyebrow": "Notre processus d’embauche",
  "careers.howWeHireTitle":
    "Quatre étapes, généralement en moins de quatre semaines",
  "careers.applyEyebrow": "Postuler",
  "careers.preferEmail": "Vous préférez le courriel? {instructions}",
} satisfies MessageCatalog;
