import type { MessageId } from "~/i18n/message";
import { FORM_KINDS, type FormKind } from "~/domain/forms/consent";
import {
  formKindOfSlug,
  leadFormCatalog,
} from "~/domain/forms/lead-form-catalog";
import { RESUME_MAX_BYTES } from "~/domain/forms/lead-forms";
import {
  DOCUMENT_MAX_BYTES,
  documentUploadMessages,
} from "~/domain/client-work/document-upload";
import { MEDIA_MAX_BYTES, mediaMessages } from "~/domain/media/media-rules";
import { pathWithoutLocale } from "~/i18n/locale";
import { newsletterBodyPolicy } from "../newsletter/newsletter-body-policy.server";
import { newsletterSignupBodyPolicy } from "../newsletter/newsletter-signup-body-policy.server";
import { chatBodyPolicy } from "../chat/chat-body-policy.server";

/**
 * How much body each request may carry, decided from its method and path alone, before a
 * byte of the body is read (docs/decisions/014). Form posts arrive at the form's page (the
 * document post without JavaScript) and at /api/forms/:form (the enhanced form).
 */
export const TEXT_FORM_MAX_BYTES = 64 * 1024;
// Room for a résumé just over the 10 MB limit, so it is refused with the field's own message.
export const UPLOAD_FORM_MAX_BYTES = 12 * 1024 * 1024;
/** A client's document upload: room for multipart framing and the project field over 25 MB. */
export const DOCUMENT_UPLOAD_MAX_BYTES = DOCUMENT_MAX_BYTES + 256 * 1024;
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
 * sign-up's, with the forms' budget (newsletter-signup-body-policy.server.ts). null: not counted.
 */
export type RateLimitBucket =
  FormKind | "newsletter" | "account" | "team-invite" | "newsletter-link";

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

const textLimits: BodyLimits = {
  maxBytes: TEXT_FORM_MAX_BYTES,
  maxFiles: 0,
  maxFileBytes: 0,
  maxFields: 50,
  maxFieldBytes: 40 * 1024,
  maxParts: 50,
};

const uploadLimits: BodyLimits = {
  ...textLimits,
  maxBytes: UPLOAD_FORM_MAX_BYTES,
  maxFiles: 1,
  maxFileBytes: RESUME_MAX_BYTES,
  maxParts: 51,
};

const otherLimits: BodyLimits = {
  ...textLimits,
  maxBytes: OTHER_BODY_MAX_BYTES,
};

/** The pages whose action stores a form (app/routes.ts), as each form's catalog entry names its page. */
const formPages: Readonly<Record<string, FormKind>> = Object.fromEntries(
  FORM_KINDS.map((kind) => [leadFormCatalog[kind].page, kind]),
);

/**
 * The account pages (sign-in, sign-up, second factor, password reset, verification, the
 * account page, sign-out): text forms only. Their own per-account throttle
 * (app/server/auth/auth-throttle.server.ts) runs in the action; this per-IP count stops a
 * flood before any body is read or password hashed.
 */
const ACCOUNT_PAGE = /^\/(?:auth(?:\/[^/]+)?|admin\/auth|account|sign-out)$/;

export function limitsForForm(form: FormKind): BodyLimits {
  return leadFormCatalog[form].upload ? uploadLimits : textLimits;
}

/**
 * The policy for a request path (without the query). Matched the way React Router matches
 * routes — case-insensitively, with or without a trailing slash, percent-decoded — so no
 * spelling of a form's path escapes its limits.
 */
export function bodyPolicyFor(pathname: string): BodyPolicy {
  // Normalised once, before any match: React Router runs a page's action for its single-fetch
  // URLs (`/contact.data`, `/contact/_.data`) and a resource route's for `/api/forms/contact.data`,
  // so every spelling that reaches an action is matched, and counted, as its route's path.
  const path = withoutDataSuffix(normalizePath(pathname));
  const chat = chatBodyPolicy(path);
  if (chat) return chat;
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
  const signup = newsletterSignupBodyPolicy(path);
  if (signup) return signup;
  // The hydrated account pages post to the route's data URL (`/auth.data`, `/auth/_.data`).
  if (ACCOUNT_PAGE.test(path))
    return {
      form: null,
      rateLimit: "account",
      answer: "page",
      routeAnswersRefusal: false,
      limits: textLimits,
    };
  // The demo dashboard's gate and lock: text forms, counted with the account pages
  // so a flood stops before any body is read; the gate also counts its own failures.
  if (DEMO_GATE.test(path))
    return {
      form: null,
      rateLimit: "account",
      answer: "page",
      routeAnswersRefusal: false,
      limits: textLimits,
    };
  // Uploads are not counted per IP: only a signed-in client's session gets past the route's
  // guard, and an upload waits for one of the few upload slots before a byte is read.
  // Staff upload for a client from its workspace: the same one-document policy;
  // requireStaff guards the route.
  if (DOCUMENTS_PAGE.test(path) || STAFF_UPLOAD_PAGE.test(path)) {
    return {
      form: null,
      rateLimit: null,
      answer: "page",
      routeAnswersRefusal: true,
      limits: documentUploadLimits,
      upload: documentUploadField,
    };
  }
  // A client admin's team invitation (docs/access-audit.md): an e-mail from our address to an outside
  // one, so counted per account and per organisation; the Team tab renders the refusal.
  if (TEAM_INVITE_PAGE.test(path)) {
    return {
      form: null,
      rateLimit: "team-invite",
      answer: "page",
      routeAnswersRefusal: true,
      limits: textLimits,
    };
  }
  // The content studio's media library: one image per post (its alt text and deletions are
  // small text forms to the same page); only a signed-in admin or editor gets past the guard.
  if (MEDIA_LIBRARY_PAGE.test(path))
    return {
      form: null,
      rateLimit: null,
      answer: "page",
      routeAnswersRefusal: true,
      limits: mediaUploadLimits,
      upload: mediaUploadField,
    };
  // The content studio's editor: staff post an article, whose HTML body is far longer than any
  // other form field; only a signed-in admin or editor gets past the route's guard.
  if (STUDIO_EDITOR_PAGE.test(path))
    return {
      form: null,
      rateLimit: null,
      answer: "page",
      routeAnswersRefusal: false,
      limits: studioLimits,
    };
  const newsletter = newsletterBodyPolicy(path);
  if (newsletter) return newsletter;
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

/** The demo dashboard's gate (/allied) and its lock (/allied/lock). */
const DEMO_GATE = /^\/allied(?:\/lock)?$/;

/** Where the Team tab's "Send invitation" posts (and its data URL). */
const TEAM_INVITE_PAGE = /^\/dashboard\/team\/invite$/;

/** The client portal's Documents tab, where a client uploads a document (and its data URL). */
const DOCUMENTS_PAGE = /^\/dashboard\/documents$/;

/** The content studio's editor of one insight (/lead_admin/insights/:insightId) and its data URL. */
const STUDIO_EDITOR_PAGE =
  /^\/lead_admin\/insights\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** An article's body is at most 200,000 characters (INSIGHT_LIMITS), up to 4 bytes each. */
export const STUDIO_FORM_MAX_BYTES = 1024 * 1024;
const studioLimits: BodyLimits = {
  ...textLimits,
  maxBytes: STUDIO_FORM_MAX_BYTES,
  maxFieldBytes: 800 * 1024,
  maxFields: 100,
  maxParts: 100,
};

/** The content studio's media library (/lead_admin/media) and its data URL. */
const MEDIA_LIBRARY_PAGE = /^\/lead_admin\/media$/;

/** An image of up to 15 MB (MEDIA_MAX_BYTES), with room for the form's few text fields. */
export const MEDIA_UPLOAD_MAX_BYTES = MEDIA_MAX_BYTES + 64 * 1024;
const mediaUploadLimits: BodyLimits = {
  ...textLimits,
  maxBytes: MEDIA_UPLOAD_MAX_BYTES,
  maxFiles: 1,
  maxFileBytes: MEDIA_MAX_BYTES,
  maxFields: 10,
  maxFieldBytes: 4 * 1024,
  maxParts: 11,
};

const mediaUploadField: UploadField = {
  field: "file",
  tooLarge: mediaMessages.tooLarge,
  busy: mediaMessages.busy,
};

/** The console's upload for a client (/lead_admin/clients/:clientId/upload) and its data URL. */
const STAFF_UPLOAD_PAGE = /^\/lead_admin\/clients\/[^/]+\/upload$/;

const documentUploadLimits: BodyLimits = {
  ...textLimits,
  maxBytes: DOCUMENT_UPLOAD_MAX_BYTES,
  maxFiles: 1,
  maxFileBytes: DOCUMENT_MAX_BYTES,
  maxFields: 5,
  maxFieldBytes: 1024,
  maxParts: 6,
};

const documentUploadField: UploadField = {
  field: "file",
  tooLarge: documentUploadMessages.tooLarge,
  busy: documentUploadMessages.busy,
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
