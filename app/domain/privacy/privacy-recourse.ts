import type { ByLocale } from "~/i18n/copy";

/**
 * The recourse a refusal names by default (Law 25 s.135: 30 days to ask the Commission d'accès à
 * l'information for a review; PIPEDA s.11: a complaint to the Privacy Commissioner), in the
 * request's language. Staff see it filled in and may edit it.
 */
export const DEFAULT_RECOURSE_TEXT: ByLocale<string> = {
  en: "You may ask the Commission d'accès à l'information du Québec to review this decision within 30 days (cai.gouv.qc.ca), or complain to the Office of the Privacy Commissioner of Canada (priv.gc.ca).",
  fr: "Vous pouvez demander à la Commission d’accès à l’information du Québec de réviser cette décision dans les 30\u00a0jours (cai.gouv.qc.ca) ou porter plainte auprès du Commissariat à la protection de la vie privée du Canada (priv.gc.ca).",
};
