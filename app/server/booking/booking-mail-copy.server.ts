import { site } from "~/content/site";
import type { ByLocale } from "~/i18n/copy";

/**
 * The words of a booking's e-mails to the visitor, in their language (the page they booked
 * from). French as a federal ministry writes it: courriel, a no-break space before a colon,
 * curly apostrophes, no English left (tests/integration/booking-mail.test.ts reads it).
 * Staff copies are English (decision 055 § 7) and live with the code that writes them.
 */
export type VisitorMailCopy = {
  greeting: (name: string) => string;
  subject: {
    booked: (when: string) => string;
    moved: (when: string) => string;
    cancelled: (when: string) => string;
    reminder24h: (when: string) => string;
    reminder1h: (when: string) => string;
  };
  lead: {
    booked: (minutes: number, host: string) => string;
    moved: (minutes: number, host: string) => string;
    cancelled: (host: string) => string;
    reminder24h: (host: string) => string;
    reminder1h: (host: string) => string;
  };
  whenLabel: string;
  previouslyLabel: string;
  withLabel: string;
  /** Said of the attached invitation: what a calendar program does with it. */
  calendarAdds: string;
  calendarRemoves: string;
  expectTitle: string;
  expect: readonly string[];
  joinLine: string;
  manageTitle: string;
  manageLine: string;
  /** A reminder has no manage link: only its hash is kept, so it points to the confirmation. */
  reminderManage: string;
  bookAgain: string;
  reachTitle: string;
  reachReply: string;
  reachEmail: (email: string) => string;
  reachPhone: (city: string, phone: string) => string;
  signature: string;
  /** The invitation's own title and description (the calendar entry the visitor keeps). */
  calendarSummary: string;
  calendarLocation: string;
};

const NBSP = "\u00a0";

export const visitorMailCopy: ByLocale<VisitorMailCopy> = {
  en: {
    greeting: (name) => `Hello ${name},`,
    subject: {
      booked: (when) => `Confirmed: your consultation on ${when}`,
      moved: (when) => `Moved: your consultation is now on ${when}`,
      cancelled: (when) => `Cancelled: your consultation on ${when}`,
      reminder24h: (when) => `Reminder: your consultation tomorrow, ${when}`,
      reminder1h: (when) => `Reminder: your consultation in one hour, ${when}`,
    },
    lead: {
      booked: (minutes, host) =>
        `Your ${minutes}-minute consultation with ${host} of ${site.name} is confirmed.`,
      moved: (minutes, host) =>
        `Your ${minutes}-minute consultation with ${host} of ${site.name} has been moved to a new time.`,
      cancelled: (host) =>
        `Your consultation with ${host} of ${site.name} has been cancelled.`,
      reminder24h: (host) =>
        `A reminder that your consultation with ${host} of ${site.name} is in 24 hours.`,
      reminder1h: (host) =>
        `A reminder that your consultation with ${host} of ${site.name} starts in one hour.`,
    },
    whenLabel: "When:",
    previouslyLabel: "Previously:",
    withLabel: "With:",
    calendarAdds:
      "The invitation attached to this e-mail adds the meeting to your calendar, or updates it there.",
    calendarRemoves:
      "The invitation attached to this e-mail removes the meeting from your calendar.",
    expectTitle: "What to expect in the 30 minutes",
    expect: [
      "- You tell us what you want to achieve, and the constraints you work with: budget, timelines, procurement rules, where your data must stay.",
      "- We ask questions, share how comparable institutions approached it, and answer yours.",
      "- We agree on a next step together: a written proposal, a working session with your team, or nothing further if it is not the right fit.",
      "No preparation is needed. If you have documents you would like us to read beforehand, reply to this e-mail with them.",
    ],
    joinLine:
      "The meeting is a video call: your host will send you the link to join before it starts.",
    manageTitle: "To reschedule or cancel",
    manageLine: "Use this link (keep this e-mail: it is the only copy):",
    reminderManage:
      "To reschedule or cancel, use the link in your confirmation e-mail.",
    bookAgain: "To choose another time, visit:",
    reachTitle: "How to reach us",
    reachReply: "Reply to this e-mail: it goes to your host.",
    reachEmail: (email) => `Write to ${email}`,
    reachPhone: (city, phone) => `Call our ${city} office: ${phone}`,
    signature: `The ${site.name} team`,
    calendarSummary: `Consultation with ${site.name}`,
    calendarLocation: "Video call (your host sends the link)",
  },
  fr: {
    greeting: (name) => `Bonjour ${name},`,
    subject: {
      booked: (when) => `Confirmation${NBSP}: votre consultation du ${when}`,
      moved: (when) =>
        `Changement d’heure${NBSP}: votre consultation aura lieu le ${when}`,
      cancelled: (when) => `Annulation${NBSP}: votre consultation du ${when}`,
      reminder24h: (when) =>
        `Rappel${NBSP}: votre consultation demain, le ${when}`,
      reminder1h: (when) =>
        `Rappel${NBSP}: votre consultation dans une heure, le ${when}`,
    },
    lead: {
      booked: (minutes, host) =>
        `Votre consultation de ${minutes}${NBSP}minutes avec ${host}, de ${site.name}, est confirmée.`,
      moved: (minutes, host) =>
        `Votre consultation de ${minutes}${NBSP}minutes avec ${host}, de ${site.name}, a été déplacée.`,
      cancelled: (host) =>
        `Votre consultation avec ${host}, de ${site.name}, a été annulée.`,
      reminder24h: (host) =>
        `Nous vous rappelons que votre consultation avec ${host}, de ${site.name}, aura lieu dans 24${NBSP}heures.`,
      reminder1h: (host) =>
        `Nous vous rappelons que votre consultation avec ${host}, de ${site.name}, commence dans une heure.`,
    },
    whenLabel: `Date et heure${NBSP}:`,
    previouslyLabel: `Date et heure précédentes${NBSP}:`,
    withLabel: `Avec${NBSP}:`,
    calendarAdds:
      "L’invitation jointe à ce courriel ajoute la rencontre à votre calendrier ou l’y met à jour.",
    calendarRemoves:
      "L’invitation jointe à ce courriel retire la rencontre de votre calendrier.",
    expectTitle: "Déroulement des 30 minutes",
    expect: [
      "- Vous nous présentez vos objectifs et vos contraintes\u00a0: budget, échéancier, règles d’approvisionnement, résidence des données.",
      "- Nous vous posons des questions, vous expliquons comment des institutions comparables ont procédé et répondons aux vôtres.",
      "- Nous convenons ensemble de la suite\u00a0: une proposition écrite, une séance de travail avec votre équipe, ou aucune suite si notre offre ne vous convient pas.",
      "Aucune préparation n’est nécessaire. Si vous souhaitez que nous lisions des documents au préalable, joignez-les à une réponse à ce courriel.",
    ],
    joinLine:
      "La rencontre se tient par vidéoconférence\u00a0: la personne qui vous recevra vous enverra le lien avant le début.",
    manageTitle: "Pour changer l’heure ou annuler",
    manageLine: `Utilisez ce lien (conservez ce courriel${NBSP}: il en est la seule copie)${NBSP}:`,
    reminderManage:
      "Pour changer l’heure ou annuler, utilisez le lien reçu par courriel lors de votre réservation.",
    bookAgain: `Pour choisir une autre heure${NBSP}:`,
    reachTitle: "Pour nous joindre",
    reachReply: `Répondez à ce courriel${NBSP}: votre réponse parvient directement à la personne qui vous recevra.`,
    reachEmail: (email) => `Écrivez-nous à ${email}`,
    reachPhone: (city, phone) =>
      `Téléphonez à notre bureau d’${city}${NBSP}: ${phone}`,
    signature: `L’équipe de ${site.name}`,
    calendarSummary: `Consultation avec ${site.name}`,
    calendarLocation: "Vidéoconférence (lien envoyé par votre interlocuteur)",
  },
};
