import type { ContentLocale } from "../enums";
import type { ConsentPurpose } from "./privacy-enums";

/**
 * The privacy notice's version: every consent records the one its box pointed to, so staff
 * can show what a person agreed to. Change it when /privacy changes what a consent covers.
 */
export const PRIVACY_NOTICE_VERSION = "2026-11-27";

/** The sentence beside each consent box, as shown and as recorded (privacy_consents). */
export const CONSENT_TEXT: Readonly<
  Record<ConsentPurpose, Readonly<Record<ContentLocale, string>>>
> = {
  newsletter: {
    en: "Send me the newsletter: new insights and case studies, about once a month. I can unsubscribe at any time.",
    fr: "Envoyez-moi l’infolettre\u00a0: nouvelles analyses et études de cas, environ une fois par mois. Je peux me désabonner en tout temps.",
  },
  keep_resume: {
    en: "Keep my résumé for 24 months so you can consider me for other roles.",
    fr: "Conservez mon CV pendant 24 mois afin de pouvoir me proposer d’autres postes.",
  },
};
