import { textFormLimits, type BodyPolicy } from "../http/body-limits.server";
import { documentUploadBodyPolicy } from "../client-work/document-upload-body-policy.server";

/** The Documents tab, where a client uploads a document (and its data URL). */
const DOCUMENTS_PAGE = /^\/dashboard\/documents$/;

/** Where the Team tab's "Send invitation" posts (and its data URL). */
const TEAM_INVITE_PAGE = /^\/dashboard\/team\/invite$/;

/**
 * A client admin's team invitation (docs/access-audit.md): an e-mail from our address to an
 * outside one, so counted per account and per organisation; the Team tab renders the refusal.
 */
const teamInvitePolicy: BodyPolicy = {
  form: null,
  rateLimit: "team-invite",
  answer: "page",
  routeAnswersRefusal: true,
  limits: textFormLimits,
};

/** The body policy of a portal page that takes a post the default limits do not fit, or null. */
export function portalBodyPolicy(path: string): BodyPolicy | null {
  if (DOCUMENTS_PAGE.test(path)) return documentUploadBodyPolicy;
  if (TEAM_INVITE_PAGE.test(path)) return teamInvitePolicy;
  return null;
}
