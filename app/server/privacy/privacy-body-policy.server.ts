import { pathWithoutLocale } from "~/i18n/locale";
import type { BodyLimits, BodyPolicy } from "../http/body-limits.server";

/**
 * The body policy of the public privacy pages (decision 072): the request form
 * (/privacy/request), its code step (/privacy/request/<id>) and an export's download page
 * (/privacy/export/<link>), in both languages. Short text fields (a request's details up to
 * 4,000 characters), counted per client with the forms' budget (bucket `privacy`) before a byte
 * is read; the pages show a refusal beside their form.
 */
const limits: BodyLimits = {
  maxBytes: 24 * 1024,
  maxFiles: 0,
  maxFileBytes: 0,
  maxFields: 16,
  maxFieldBytes: 16 * 1024,
  maxParts: 16,
};

const CODE_PAGE = /^\/privacy\/request\/[^/]+$/;
const EXPORT_PAGE = /^\/privacy\/export\/[^/]+$/;

/** The policy for a normalised path (lower case, no trailing slash, no `.data` suffix), or null. */
export function privacyBodyPolicy(path: string): BodyPolicy | null {
  const page = pathWithoutLocale(path);
  const form = page === "/privacy/request";
  if (!form && !CODE_PAGE.test(page) && !EXPORT_PAGE.test(page)) return null;
  return {
    form: null,
    rateLimit: "privacy",
    answer: "page",
    routeAnswersRefusal: true,
    ...(form ? { refillsForm: true as const } : {}),
    limits,
  };
}
