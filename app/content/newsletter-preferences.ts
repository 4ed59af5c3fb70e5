import type { ByLocale } from "~/i18n/copy";
import { site } from "./site";

/**
 * The words of the newsletter's preferences and unsubscribe pages, in both languages
 * (French for a ministry's readers: "infolettre", "courriel" — app/i18n/glossary.ts).
 */
export type NewsletterPreferencesCopy = {
  title: string;
  eyebrow: string;
  lead: string;
  addressLabel: string;
  statusLabel: string;
  status: Record<"pending" | "confirmed" | "unsubscribed", string>;
  pendingNote: string;
  topicsLegend: string;
  topicsHint: string;
  languageLegend: string;
  languageHint: string;
  languages: Record<"en" | "fr", string>;
  save: string;
  saved: string;
  unchanged: string;
  leaveHeading: string;
  leaveBody: string;
  unsubscribe: string;
  problems: Record<"unknown-topic" | "locale" | "intent", string>;
  unsubscribedTitle: string;
  unsubscribedNow: string;
  unsubscribedBody: string;
  alreadyUnsubscribedBody: string;
  subscribeAgain: string;
  invalidTitle: string;
  invalidBody: string;
  goneTitle: string;
  goneBody: string;
  backToNewsletter: string;
  oneClickDone: string;
  oneClickAlready: string;
  oneClickNotOneClick: string;
};

const email = site.contactEmail;

export const newsletterPreferencesCopy: ByLocale<NewsletterPreferencesCopy> = {
  en: {
    title: "Newsletter preferences",
    eyebrow: "Newsletter",
    lead: "Choose the topics you hear about and the language of your edition, or leave the list.",
    addressLabel: "Address",
    statusLabel: "Status",
    status: {
      pending: "Waiting for confirmation",
      confirmed: "Subscribed",
      unsubscribed: "Unsubscribed",
    },
    pendingNote:
      "Your subscription starts once you confirm it with the link in the e-mail we sent you.",
    topicsLegend: "Topics",
    topicsHint:
      "Tick the topics you want. Leave them all unticked to receive every topic.",
    languageLegend: "Language of your edition",
    languageHint: "Which edition we send you.",
    languages: { en: "English", fr: "Français" },
    save: "Save preferences",
    saved: "Your preferences are saved.",
    unchanged: "Nothing changed: your preferences were already these.",
    leaveHeading: "Leave the newsletter",
    leaveBody:
      "One click and we send you nothing more. You can subscribe again at any time.",
    unsubscribe: "Unsubscribe",
    problems: {
      "unknown-topic":
        "One of the topics is no longer offered. The list below is up to date: please choose again.",
      locale: "Please choose English or Français.",
      intent: "We could not read this request. Please use the buttons below.",
    },
    unsubscribedTitle: "You are unsubscribed",
    unsubscribedNow:
      "You have left the newsletter. We will send you nothing more.",
    unsubscribedBody:
      "This address is not on our newsletter list. We send it nothing.",
    alreadyUnsubscribedBody:
      "To receive the newsletter again, subscribe on the newsletter page; we will ask you to confirm by e-mail.",
    subscribeAgain: "Subscribe again",
    invalidTitle: "This link is not valid",
    invalidBody: `Use the link from your latest newsletter e-mail, or write to us at ${email}.`,
    goneTitle: "No longer on our list",
    goneBody: `This address is no longer on our newsletter list, so we send it nothing. To subscribe again, use the newsletter page, or write to us at ${email}.`,
    backToNewsletter: "Go to the newsletter page",
    oneClickDone: "You are unsubscribed. We will send you nothing more.",
    oneClickAlready:
      "This address was already unsubscribed. We send it nothing.",
    oneClickNotOneClick:
      "This is not a one-click unsubscribe request (RFC 8058). Open the link in a browser to manage your subscription.",
  },
  fr: {
    title: "Préférences de l’infolettre",
    eyebrow: "Infolettre",
    lead: "Choisissez les sujets qui vous intéressent et la langue de votre édition, ou quittez la liste.",
    addressLabel: "Adresse",
    statusLabel: "Statut",
    status: {
      pending: "En attente de confirmation",
      confirmed: "Abonné",
      unsubscribed: "Désabonné",
    },
    pendingNote:
      "Votre abonnement commence quand vous le confirmez avec le lien du courriel que nous vous avons envoyé.",
    topicsLegend: "Sujets",
    topicsHint:
      "Cochez les sujets qui vous intéressent. Ne cochez rien pour recevoir tous les sujets.",
    languageLegend: "Langue de votre édition",
    languageHint: "L’édition que nous vous envoyons.",
    languages: { en: "English", fr: "Français" },
    save: "Enregistrer les préférences",
    saved: "Vos préférences sont enregistrées.",
    unchanged:
      "Aucune modification\u00a0: vos préférences étaient déjà celles-ci.",
    leaveHeading: "Quitter l’infolettre",
    leaveBody:
      "Un seul clic suffit\u00a0: nous ne vous enverrons plus rien. Vous pourrez vous réabonner en tout temps.",
    unsubscribe: "Me désabonner",
    problems: {
      "unknown-topic":
        "L’un des sujets n’est plus offert. La liste ci-dessous est à jour\u00a0: veuillez refaire votre choix.",
      locale:
        "Veuillez choisir «\u00a0English\u00a0» ou «\u00a0Français\u00a0».",
      intent:
        "Nous n’avons pas pu lire cette demande. Veuillez utiliser les boutons ci-dessous.",
    },
    unsubscribedTitle: "Désabonnement confirmé",
    unsubscribedNow:
      "Vous avez quitté l’infolettre. Nous ne vous enverrons plus rien.",
    unsubscribedBody:
      "Cette adresse n’est pas sur la liste de notre infolettre. Nous ne lui envoyons rien.",
    alreadyUnsubscribedBody:
      "Pour recevoir de nouveau l’infolettre, abonnez-vous sur la page de l’infolettre; nous vous demanderons de confirmer par courriel.",
    subscribeAgain: "Me réabonner",
    invalidTitle: "Ce lien n’est pas valide",
    invalidBody: `Utilisez le lien de votre dernier courriel de l’infolettre, ou écrivez-nous à ${email}.`,
    goneTitle: "Cette adresse n’est plus sur notre liste",
    goneBody: `Cette adresse n’est plus sur la liste de notre infolettre; nous ne lui envoyons rien. Pour vous réabonner, passez par la page de l’infolettre, ou écrivez-nous à ${email}.`,
    backToNewsletter: "Aller à la page de l’infolettre",
    oneClickDone: "Désabonnement confirmé. Nous ne vous enverrons plus rien.",
    oneClickAlready:
      "Cette adresse était déjà désabonnée. Nous ne lui envoyons rien.",
    oneClickNotOneClick:
      "Ce n’est pas une demande de désabonnement en un clic (RFC 8058). Ouvrez le lien dans un navigateur pour gérer votre abonnement.",
  },
};
