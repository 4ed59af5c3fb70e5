import type { ByLocale } from "~/i18n/copy";

/**
 * What each form's acknowledgement says, in each language (the frame around it — greeting,
 * offices, why this message came — is lead-emails.server.ts's). Nothing here quotes what the
 * visitor typed: only text chosen by us, such as a position title from our own list.
 */
type AckText = { subject: string; body: readonly string[] };

export const acknowledgementCopy: ByLocale<{
  blueprint: AckText;
  contact: AckText;
  getStarted: AckText;
  /** `position`: a title from our list of open roles, or null for a general application. */
  jobApplication: (position: string | null) => AckText;
  /** Added when the applicant ticked "Keep my résumé": the one-step withdrawal link (decision 072). */
  keptResume: (withdrawUrl: string) => readonly string[];
}> = {
  en: {
    blueprint: {
      subject: "We received your blueprint request",
      body: [
        "Thank you for your interest in a digital transformation blueprint.",
        "One of our principal consultants will reply within 24 hours to arrange a first conversation.",
      ],
    },
    contact: {
      subject: "We received your message",
      body: [
        "Thank you for writing to us. We read every message and will get back to you as soon as possible.",
      ],
    },
    getStarted: {
      subject: "Your consultation request",
      body: [
        "Thank you for telling us about your organisation and its challenges.",
        "If you have not booked a time yet, we will write within one business day to arrange a 30-minute consultation.",
      ],
    },
    jobApplication: (position) => ({
      subject: position ? `Your application: ${position}` : "Your application",
      body: [
        `Thank you for applying for ${position ? `the ${position} position` : "a role with us"}.`,
        "Our hiring team reviews every application and will contact you about next steps within two weeks.",
      ],
    }),
    keptResume: (url) => [
      "You asked us to keep your résumé so we can consider you for other roles. To stop us keeping it for that, at any time, open this link (Stop keeping my résumé):",
      url,
    ],
  },
  fr: {
    blueprint: {
      subject: "Nous avons bien reçu votre demande de plan directeur",
      body: [
        "Merci de votre intérêt pour un plan directeur de transformation numérique.",
        "L’un de nos consultants principaux vous répondra d’ici 24 heures pour convenir d’un premier entretien.",
      ],
    },
    contact: {
      subject: "Nous avons bien reçu votre message",
      body: [
        "Merci de nous avoir écrit. Nous lisons chaque message et vous répondrons dans les meilleurs délais.",
      ],
    },
    getStarted: {
      subject: "Votre demande de consultation",
      body: [
        "Merci de nous avoir présenté votre organisation et ses défis.",
        "Si vous n’avez pas encore réservé de plage horaire, nous vous écrirons d’ici un jour ouvrable pour fixer une consultation de 30 minutes.",
      ],
    },
    jobApplication: (position) => ({
      subject: position
        ? `Votre candidature\u00a0: ${position}`
        : "Votre candidature",
      body: [
        `Merci d’avoir postulé ${position ? `au poste «\u00a0${position}\u00a0»` : "chez nous"}.`,
        "Notre équipe de recrutement examine chaque candidature et communiquera avec vous au sujet des prochaines étapes d’ici deux semaines.",
      ],
    }),
    keptResume: (url) => [
      "Vous nous avez demandé de conserver votre CV afin de pouvoir vous proposer d’autres postes. Pour que nous cessions de le conserver à cette fin, en tout temps, ouvrez ce lien (Ne plus conserver mon CV)\u00a0:",
      url,
    ],
  },
};
