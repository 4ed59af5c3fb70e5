import type { ByLocale } from "~/i18n/copy";
import { cookiePolicy as cookiePolicyFr } from "../fr/legal/cookies";
import { privacyPolicy as privacyPolicyFr } from "../fr/legal/privacy";
import { termsOfService as termsOfServiceFr } from "../fr/legal/terms";
import { cookiePolicy } from "./cookies";
import type { LegalDocument } from "./legal-document";
import { privacyPolicy } from "./privacy";
import { termsOfService } from "./terms";

/** The three legal documents in each language, by path (the routes and the 'Related policies' list). */
export const legalDocuments: ByLocale<
  Readonly<Record<LegalDocument["path"], LegalDocument>>
> = {
  en: {
    "/privacy": privacyPolicy,
    "/terms": termsOfService,
    "/cookies": cookiePolicy,
  },
  fr: {
    "/privacy": privacyPolicyFr,
    "/terms": termsOfServiceFr,
    "/cookies": cookiePolicyFr,
  },
};
