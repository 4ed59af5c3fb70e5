import type { MessageId } from "~/i18n/message";
import { FORM_KINDS, type FormKind } from "~/domain/forms/consent";
import {
  formKindOfSlug,
  leadFormCatalog,
} from "~/domain/forms/lead-form-catalog";
import { RESUME_MAX_BYTES } from "~/domain/forms/lead-forms";
import { pathWithoutLocale } from "~/i18n/locale";

/**
 * How much body each request may carry, decided from its method and path alone, before a
 * byte of the body is read (docs/decisions/014). Form posts arrive at the form's page (the
 * document post without JavaScript) and at /api/forms/:form (the enhanced form).
 */
export const TEXT_FORM_MAX_BYTES = 64 * 1024;
// Room for a résumé just over the 10 MB limit, so it is refused with the field's own message.
export const UPLOAD_FORM_MAX_BYTES = 12 * 1024 * 1024;
/** Any other request with a body: nothing else takes one today. */
export const OTHER_BODY_MAX_BYTES = 64 * 1024;

export type BodyLimits = {
  /** The whole body, as sent on the wire (multipart framing included). */
  maxBytes: number;
  /** File parts: 0 on text forms, where a file is refused rather than silently dropped. */
  maxFiles: number;
  maxFileBytes: number;
  maxFields: number;
  /** One text field, in bytes: the longest field (a 10,000-character cover letter) in UTF-8. */
  maxFieldBytes: number;
  /** Parts of a multipart body (fields and files together). */
  maxParts: number;
};

/**
 * The per-client budget a post to this path is counted against before its body is read:
 * a lead form's (FORM_RATE_LIMIT, one budget per form) or the account pages'
 * (AUTH_RATE_LIMIT, one budget for all of them), or a team invitation's, counted per
 * signed-in client admin and per organisation (INVITE_RATE_LIMIT, INVITE_CLIENT_RATE_LIMIT),
 * or the newsletter's token pages' (newsletter-body-policy.server.ts), or the newsletter
 * sign-up's and the booking pages', with the forms' budget (newsletter-signup-body-policy.server.ts,
 * booking-body-policy.server.ts), or the privacy request pages' (privacy-body-policy.server.ts).
 * null: not counted.
 */
export type RateLimitBucket =
  | FormKind
  | "newsletter"
  | "booking"
  | "privacy"
  | "account"
  | "team-invite"
  | "newsletter-link"
  | "analytics";

export type BodyPolicy = {
  /** The lead form this path posts to, or null (the route answers 404/405 itself). */
  form: FormKind | null;
  rateLimit: RateLimitBucket | null;
  /** How refusals are answered: JSON for /api/*, the page (or a short text) otherwise. */
  answer: "json" | "page";
  /**
   * The route receives a refused body's refusal in its load context and answers it with its
   * own page (a lead form's page, the documents tab); otherwise the edge answers short text.
   */
  routeAnswersRefusal: boolean;
  /**
   * A page that is not a lead form but also shows its form again after a refused post (the
   * newsletter sign-up): the edge reads the visitor's text for it, as it does for a lead form.
   */
  refillsForm?: true;
  limits: BodyLimits;
  /** The file field of an upload and what its refusals say (the résumé's when absent). */
  upload?: UploadField;
  /**
   * A body that is not a form, read (within limits.maxBytes) and handed to the route: JSON
   * (`application/json`, parsed) or raw audio (`audio/*`, as bytes). The chat's endpoints only.
   */
  accepts?: "json" | "audio";
};

/** An upload's own refusals: message ids, or the English-only studio's sentences. */
export type UploadField = {
  field: string;
  tooLarge: MessageId | string;
  busy: MessageId | string;
};

/** A text form's: no file, fields up to a long cover letter. */
export const textFormLimits: BodyLimits = {
  maxBytes: TEXT_FORM_MAX_BYTES,
  maxFiles: 0,
  maxFileBytes: 0,
  maxFields: 50,
  maxFieldBytes: 40 * 1024,
  maxParts: 50,
};

/**
 * A form that carries one file of up to `fileBytes` beside a few text fields: a body of at
 * most `maxBytes` (the file and room for the rest), one part per field and one for the file.
 */
export function oneFileLimits(limits: {
  maxBytes: number;
  fileBytes: number;
  fields: number;
  fieldBytes: number;
}): BodyLimits {
  return {
    maxBytes: limits.maxBytes,
    maxFiles: 1,
    maxFileBytes: limits.fileBytes,
    maxFields: limits.fields,
    maxFieldBytes: limits.fieldBytes,
    maxParts: limits.fields + 1,
  };
}

const uploadLimits = oneFileLimits({
  maxBytes: UPLOAD_FORM_MAX_BYTES,
  fileBytes: RESUME_MAX_BYTES,
  fields: textFormLimits.maxFields,
  fieldBytes: textFormLimits.maxFieldBytes,
});

const otherLimits: BodyLimits = {
  ...textFormLimits,
  maxBytes: OTHER_BODY_MAX_BYTES,
};

/** The pages whose action stores a form (app/routes.ts), as each form's catalog entry names its page. */
const formPages: Readonly<Record<string, FormKind>> = Object.fromEntries(
  FORM_KINDS.map((kind) => [leadFormCatalog[kind].page, kind]),
);

export function limitsForForm(form: FormKind): BodyLimits {
  return leadFormCatalog[form].upload ? uploadLimits : textFormLimits;
}

/**
 * An area's body policy: the policy of a normalised path (lower case, no trailing slash, no
 * single-fetch `.data` suffix) the area serves, or null when the path is not its own.
 */
export type AreaBodyPolicy = (path: string) => BodyPolicy | null;

/** The policy of a request path (without the query). */
export type BodyPolicyFor = (pathname: string) => BodyPolicy;

/**
 * The edge's policy lookup over the areas' own policies, asked in the order given (the wiring
 * passes them: app/server/body-policies.server.ts); a path no area claims is a lead form's
 * (its page or /api/forms/:form) or gets the default limits. Matched the way React Router
 * matches routes — case-insensitively, with or without a trailing slash, percent-decoded — so
 * no spelling of a form's path escapes its limits.
 */
export function createBodyPolicyFor(
  areaPolicies: readonly AreaBodyPolicy[],
): BodyPolicyFor {
  return (pathname) => {
    // Normalised once, before any match: React Router runs a page's action for its single-fetch
    // URLs (`/contact.data`, `/contact/_.data`) and a resource route's for `/api/forms/contact.data`,
    // so every spelling that reaches an action is matched, and counted, as its route's path.
    const path = withoutDataSuffix(normalizePath(pathname));
    for (const areaPolicy of areaPolicies) {
      const policy = areaPolicy(path);
      if (policy) return policy;
    }
    return leadFormBodyPolicy(path);
  };
}

function leadFormBodyPolicy(path: string): BodyPolicy {
  const api = /^\/api\/forms\/([^/]+)$/.exec(path);
  if (api) {
    const form = formKindOfSlug(api[1]!);
    return {
      form: form ?? null,
      rateLimit: form ?? null,
      answer: "json",
      routeAnswersRefusal: false,
      limits: form ? limitsForForm(form) : otherLimits,
    };
  }
  const answer = path.startsWith("/api/") ? "json" : "page";
  // A French page (/fr/contact) posts the same form as its English page, within the same limits.
  const page = pathWithoutLocale(path);
  const form = Object.hasOwn(formPages, page) ? formPages[page]! : null;
  return {
    form,
    rateLimit: form,
    answer,
    routeAnswersRefusal: form !== null && answer === "page",
    limits: form ? limitsForForm(form) : otherLimits,
  };
}

/**
 * A signed-in page's text form, refused by the edge with short text: the account pages' and
 * the demo gate's, counted with the account pages' budget.
 */
export const accountTextFormPolicy: BodyPolicy = {
  form: null,
  rateLimit: "account",
  answer: "page",
  routeAnswersRefusal: false,
  limits: textFormLimits,
};

/** React Router's single-fetch URL of a route, back to the route's path (v8_trailingSlashAwareDataRequests). */
function withoutDataSuffix(path: string): string {
  return path.replace(/\/_\.data$/, "").replace(/\.data$/, "") || "/";
}

function normalizePath(pathname: string): string {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // Not valid percent-encoding: no route matches it either; the default limits apply.
  }
  const trimmed = decoded.toLowerCase().replace(/\/+/g, "/").replace(/\/$/, "");
  return trimmed === "" ? "/" : trimmed;
}

/** Whether a request carries a body at all (RFC 9112 § 6.3: Transfer-Encoding or a Content-Length above 0). */
export function hasRequestBody(headers: {
  "transfer-encoding"?: string;
  "content-length"?: string;
}): boolean {
  if (headers["transfer-encoding"] !== undefined) return true;
  const length = headers["content-length"];
  return length !== undefined && length !== "0";
}
