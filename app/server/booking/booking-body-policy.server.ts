import { pathWithoutLocale } from "~/i18n/locale";
import type { BodyLimits, BodyPolicy } from "../http/body-limits.server";

/**
 * The body policy of the booking pages (/book, /fr/book, and a booking's manage page), for
 * `bodyPolicyFor`: a few short text fields, counted per client with the forms' budget (bucket
 * `booking`) before a byte is read, so neither the picker nor a manage link can be hammered. The
 * pages show a refusal beside their form.
 */
const limits: BodyLimits = {
  maxBytes: 8 * 1024,
  maxFiles: 0,
  maxFileBytes: 0,
  maxFields: 16,
  maxFieldBytes: 1024,
  maxParts: 16,
};

const MANAGE_PATH = /^\/book\/manage\/[^/]+$/;

/** The policy for a normalised path (lower case, no trailing slash, no `.data` suffix), or null. */
export function bookingBodyPolicy(path: string): BodyPolicy | null {
  const page = pathWithoutLocale(path);
  if (page !== "/book" && !MANAGE_PATH.test(page)) return null;
  return {
    form: null,
    rateLimit: "booking",
    answer: "page",
    routeAnswersRefusal: true,
    ...(page === "/book" ? { refillsForm: true as const } : {}),
    limits,
  };
}
