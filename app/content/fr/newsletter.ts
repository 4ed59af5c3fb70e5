import type { Translation } from "~/i18n/copy";
import type * as english from "../newsletter";
import { site } from "./site";

/** The newsletter sign-up in French (app/content/newsletter.ts); "infolettre", "courriel" (glossary). */
export const newsletterSignup: Translation<typeof english.newsletterSignup> = {
  boxHeading: "Restez au fait de nos analyses",
  boxLead:
    "Nos dernières analyses sur le gouvernement numérique, l’identité et les technologies du secteur public, par courriel.",
  emailLabel: "Adresse courriel",
  subscribe: "S’abonner",
  subscribing: "Abonnement en cours…",
  consent:
    "Nous vous enverrons nos nouvelles analyses par courriel, environ une par mois. Chaque courriel contient un lien pour vous désabonner en un clic.",
  privacyLink: "Politique de confidentialité",
  pageTitle: "Abonnez-vous à notre infolettre",
  pageLead:
    "Les nouvelles analyses de nos équipes, directement dans votre boîte de réception. Nous vous envoyons d’abord un courriel pour confirmer votre adresse\u00a0: rien d’autre n’arrive tant que vous n’avez pas confirmé.",
  pageDescription: `Abonnez-vous à l’infolettre de ${site.name}\u00a0: nos nouvelles analyses par courriel, avec un désabonnement en un clic.`,
  pressSubscribe:
    "Vous y êtes presque\u00a0: appuyez sur «\u00a0S’abonner\u00a0» pour recevoir le courriel de confirmation.",
  accepted:
    "Merci. Si cette adresse peut recevoir notre infolettre, un courriel de confirmation est en route\u00a0: ouvrez le lien qu’il contient dans les 48\u00a0heures pour activer votre abonnement.",
  invalidEmail: "Veuillez saisir une adresse courriel valide.",
  tooManyForAddress:
    "Trop de demandes d’abonnement pour cette adresse. Veuillez réessayer plus tard.",
  unavailable:
    "Nous n’avons pas pu enregistrer votre demande pour le moment. Veuillez réessayer dans une minute.",
};

export const newsletterConfirm: Translation<typeof english.newsletterConfirm> =
  {
    seoTitle: "Confirmez votre abonnement",
    heading: "Confirmez votre abonnement",
    lead: "Appuyez sur le bouton pour commencer à recevoir notre infolettre. Rien n’est envoyé tant que vous n’avez pas confirmé.",
    button: "Confirmer mon abonnement",
    confirmedHeading: "Abonnement confirmé",
    confirmedLead:
      "Merci\u00a0: votre abonnement est confirmé. Vous recevrez nos prochaines analyses par courriel.",
    alreadyHeading: "Abonnement déjà confirmé",
    alreadyLead:
      "Cette adresse est déjà confirmée\u00a0: vous n’avez rien d’autre à faire.",
    preferencesLink: "Choisir vos sujets ou votre langue, ou vous désabonner",
    expiredHeading: "Ce lien a expiré",
    expiredLead:
      "Les liens de confirmation sont valides 48\u00a0heures, et seul le plus récent compte. Abonnez-vous de nouveau pour recevoir un nouveau lien.",
    subscribeAgain: "M’abonner de nouveau",
    invalidHeading: "Ce lien n’est pas valide",
    invalidLead:
      "Ce lien de confirmation est incomplet ou ne vient pas de nous; rien n’a donc été modifié. Copiez le lien complet qui figure dans le courriel, ou abonnez-vous de nouveau.",
    home: "Retour aux analyses",
  };

export const newsletterEmail: Translation<typeof english.newsletterEmail> = {
  subject: `Confirmez votre abonnement à l’infolettre de ${site.name}`,
  greeting: "Bonjour,",
  why: `Quelqu’un, sans doute vous, a demandé à recevoir l’infolettre de ${site.name} à cette adresse\u00a0: nos nouvelles analyses sur le gouvernement numérique, l’identité et les technologies du secteur public, environ un courriel par mois.`,
  action: "Pour confirmer, ouvrez ce lien dans les 48\u00a0heures\u00a0:",
  notYou:
    "Si vous n’êtes pas à l’origine de cette demande, ignorez ce courriel\u00a0: rien ne vous sera envoyé, et la demande expirera d’elle-même.",
  signature: `L’équipe de ${site.name}`,
};
