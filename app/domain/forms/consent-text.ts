import type { ByLocale } from "~/i18n/copy";

/**
 * The consent line shown under each form. The exact text a visitor saw is stored with
 * their submission, so what they agreed to can always be shown later.
 */
export const consentTexts = {
  en: {
    lead:
      "By submitting this form you agree that we store these details and use them only to answer your request " +
      "and follow up on it, as described in our Privacy Policy.",
    jobApplication:
      "By applying you agree that we store your application and résumé for up to 12 months to consider you for " +
      "this and similar roles, as described in our Privacy Policy.",
  },
  fr: {
    lead:
      "En envoyant ce formulaire, vous acceptez que nous conservions ces renseignements et que nous les utilisions " +
      "uniquement pour répondre à votre demande et en assurer le suivi, comme le décrit notre Politique de confidentialité.",
    jobApplication:
      "En postulant, vous acceptez que nous conservions votre candidature et votre curriculum vitæ pendant au plus " +
      "12 mois afin d’examiner votre profil pour ce poste et des postes semblables, comme le décrit notre Politique de confidentialité.",
  },
} as const satisfies ByLocale<{ lead: string; jobApplication: string }>;

/** The English lines (the spec's). */
export const consentText = consentTexts.en;
