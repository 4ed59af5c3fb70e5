import type { ConsentPurpose } from "./privacy-enums";

/**
 * The one-step withdrawal page (/privacy/consent/withdraw, decision 072): what it shows before
 * the button, after it, and for a link that is not ours. English and French.
 */
export type ConsentWithdrawView =
  | { state: "ready"; token: string; purpose: ConsentPurpose }
  | { state: "done"; purpose: ConsentPurpose }
  | { state: "invalid" };

type Words = {
  seoTitle: string;
  heading: Record<ConsentPurpose, string>;
  lead: Record<ConsentPurpose, string>;
  button: Record<ConsentPurpose, string>;
  doneHeading: string;
  doneLead: Record<ConsentPurpose, string>;
  invalidHeading: string;
  invalidLead: string;
  privacyLink: string;
};

export const consentWithdrawCopy: Record<"en" | "fr", Words> = {
  en: {
    seoTitle: "Withdraw your consent",
    heading: {
      keep_resume: "Stop keeping my résumé",
      newsletter: "Stop sending me the newsletter",
    },
    lead: {
      keep_resume:
        "You asked us to keep your résumé so we could consider you for other roles. Press the button and we will stop: your application is then kept only as long as our retention rules allow for the role you applied for.",
      newsletter:
        "You agreed to receive our newsletter. Press the button to withdraw that consent.",
    },
    button: {
      keep_resume: "Stop keeping my résumé",
      newsletter: "Withdraw my consent",
    },
    doneHeading: "Your consent is withdrawn",
    doneLead: {
      keep_resume:
        "We no longer keep your résumé for other roles. Nothing else is needed from you.",
      newsletter: "Your consent to the newsletter is withdrawn.",
    },
    invalidHeading: "This link does not work",
    invalidLead:
      "It may have been cut when it was copied. Open it again from the e-mail, or write to us through the privacy request form.",
    privacyLink: "Read the privacy policy",
  },
  fr: {
    seoTitle: "Retirer votre consentement",
    heading: {
      keep_resume: "Ne plus conserver mon CV",
      newsletter: "Ne plus recevoir l’infolettre",
    },
    lead: {
      keep_resume:
        "Vous nous avez demandé de conserver votre CV afin de pouvoir vous proposer d’autres postes. Appuyez sur le bouton et nous cesserons de le faire\u00a0: votre candidature ne sera alors conservée que le temps prévu par nos règles de conservation pour le poste visé.",
      newsletter:
        "Vous avez accepté de recevoir notre infolettre. Appuyez sur le bouton pour retirer ce consentement.",
    },
    button: {
      keep_resume: "Ne plus conserver mon CV",
      newsletter: "Retirer mon consentement",
    },
    doneHeading: "Votre consentement est retiré",
    doneLead: {
      keep_resume:
        "Nous ne conservons plus votre CV pour d’autres postes. Vous n’avez rien d’autre à faire.",
      newsletter: "Votre consentement à l’infolettre est retiré.",
    },
    invalidHeading: "Ce lien ne fonctionne pas",
    invalidLead:
      "Il a peut-être été coupé lors d’un copier-coller. Ouvrez-le de nouveau depuis le courriel, ou écrivez-nous au moyen du formulaire de demande relative à la protection des renseignements personnels.",
    privacyLink: "Lire la Politique de confidentialité",
  },
};
