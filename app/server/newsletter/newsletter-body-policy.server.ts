import { MAX_NEWSLETTER_TOPICS } from "~/domain/newsletter/newsletter-preferences";
import type { BodyLimits, BodyPolicy } from "../http/body-limits.server";
import {
  NEWSLETTER_LINK_MAX_BYTES,
  newsletterTokenPage,
} from "./newsletter-edge.server";

/**
 * The body policy of the newsletter's token pages (newsletter-edge.server.ts), for
 * `bodyPolicyFor`: text fields only (the topic checkboxes and two short fields), and a budget of
 * their own per client — a one-click POST may come from any mail provider.
 */
const limits: BodyLimits = {
  maxBytes: NEWSLETTER_LINK_MAX_BYTES,
  maxFiles: 0,
  maxFileBytes: 0,
  maxFields: MAX_NEWSLETTER_TOPICS + 4,
  maxFieldBytes: 1024,
  maxParts: MAX_NEWSLETTER_TOPICS + 4,
};

/** The policy for a normalised path (lower case, no trailing slash, no `.data` suffix), or null: not a token page. */
export function newsletterBodyPolicy(path: string): BodyPolicy | null {
  if (newsletterTokenPage(path) === null) return null;
  return {
    form: null,
    rateLimit: "newsletter-link",
    answer: "page",
    routeAnswersRefusal: false,
    limits,
  };
}
