import type { IncomingMessage, ServerResponse } from "node:http";
import { localeFromAcceptLanguage } from "~/i18n/locale";
import type { Readable } from "node:stream";
import type { Request, RequestHandler, Response } from "express";
import { formValues, textValues } from "~/domain/forms/validate-form";
import type { Logger } from "../logger.server";
import { rateLimitClientKey } from "../security/client-key.server";
import type { InviteRateLimiter } from "../security/invite-rate-limit.server";
import type { FormRateLimiter } from "../security/rate-limit.server";
import {
  hasRequestBody,
  type BodyPolicy,
  type BodyPolicyFor,
} from "./body-limits.server";
import {
  accountRateLimitedRefusal,
  busyRefusal,
  inviteRateLimitedRefusal,
  newsletterLinkRateLimitedRefusal,
  rateLimitedRefusal,
  refusalForProblem,
} from "./body-refusals.server";
import { endUnreadBody } from "./connection-ending.server";
import { writeRefusal } from "./edge-refusal.server";
import { continueBody } from "./expect-continue.server";
import { parseFormBody, type BodyProblem } from "./form-body.server";
import { refusalLocale } from "./refusal-locale.server";
import type { Locale } from "~/i18n/locale";
import type { BodyRefusal, RequestBody } from "./request-context.server";
import type { UploadSlots } from "./upload-slots.server";

/**
 * The request-body layer (docs/decisions/014): every request that carries a body, and every
 * form post, is decided here before React Router or anything else reads a byte of it —
 *
 * 1. a post to a form (its page or /api/forms/:form) or to an account page (/auth, /auth/*,
 *    /admin/auth, /account, /sign-out) is counted by its rate limiter first, whatever it
 *    contains (step navigation and invalid posts included); a team invitation
 *    (/dashboard/team/invite) is counted per signed-in client admin and per organisation;
 * 2. a declared Content-Length over the path's limit is refused unread;
 * 3. multipart uploads wait for one of a few upload slots, unread;
 * 4. the body is parsed as it streams, with hard limits (form-body.server.ts).
 *
 * The outcome reaches route code through the load context (`res.locals.requestBody`):
 * parsed FormData, or a refusal the form's page renders with its message. Refusals on
 * /api/* are answered here as JSON, elsewhere as short text. A body refused before its end
 * is drained or the connection closed cleanly (connection-ending.server.ts).
 */
export type RequestBodyLayerOptions = {
  /** Each path's limits, budget and answer, as the wiring assembles them from the areas' policies. */
  bodyPolicyFor: BodyPolicyFor;
  formRateLimiter: FormRateLimiter;
  /** Posts to the account pages (AUTH_RATE_LIMIT): one budget per client for all of them. */
  authRateLimiter: FormRateLimiter;
  /** Team invitations per client admin and per organisation (docs/access-audit.md). */
  inviteRateLimiter: InviteRateLimiter;
  /** Posts to the newsletter's token pages (newsletter-edge.server.ts); not counted when absent. */
  newsletterLinkRateLimiter?: FormRateLimiter;
  /** The client admin a request's session cookie belongs to, or null (anyone else: the route answers). */
  inviterOf: (
    req: Request,
  ) => Promise<{ userId: string; clientId: string } | null>;
  uploadSlots: UploadSlots;
  logger: Logger;
  /** How long an upload may wait for a slot before it is answered 503. */
  uploadWaitMs?: number;
};

export const UPLOAD_WAIT_MS = 10_000;

export function readRequestBodies(
  options: RequestBodyLayerOptions,
): RequestHandler {
  const {
    bodyPolicyFor,
    formRateLimiter,
    authRateLimiter,
    inviteRateLimiter,
    newsletterLinkRateLimiter,
    inviterOf,
    uploadSlots,
    logger,
    uploadWaitMs = UPLOAD_WAIT_MS,
  } = options;

  /** The refusal when this post is over its budget (the budget is spent either way), else null. */
  const overBudget = async (
    req: Request,
    bucket: NonNullable<BodyPolicy["rateLimit"]>,
  ): Promise<BodyRefusal | null> => {
    if (bucket === "team-invite") {
      const inviter = await inviterOf(req);
      if (!inviter) return null;
      const spent = await inviteRateLimiter.consume(inviter);
      if (!spent) return null;
      logger.warn(
        {
          bucket,
          scope: spent.scope,
          userId: inviter.userId,
          clientId: inviter.clientId,
        },
        "team invitation rate-limited",
      );
      return inviteRateLimitedRefusal(spent.scope, spent.retryAfterSeconds);
    }
    const clientKey = rateLimitClientKey(
      req.ip ?? req.socket.remoteAddress ?? "unknown",
    );
    if (bucket === "newsletter-link") {
      const retryAfter = await newsletterLinkRateLimiter?.consume(
        `${bucket}:${clientKey}`,
      );
      if (retryAfter === null || retryAfter === undefined) return null;
      logger.warn({ bucket, clientKey }, "post rate-limited");
      return newsletterLinkRateLimitedRefusal(retryAfter, refusalLocale(req));
    }
    const limiter = bucket === "account" ? authRateLimiter : formRateLimiter;
    const retryAfter = await limiter.consume(`${bucket}:${clientKey}`);
    if (retryAfter === null) return null;
    logger.warn({ bucket, clientKey }, "post rate-limited");
    return bucket === "account"
      ? accountRateLimitedRefusal(
          retryAfter,
          localeFromAcceptLanguage(req.headers["accept-language"] ?? null),
        )
      : rateLimitedRefusal(retryAfter, refusalLocale(req));
  };

  return async (req, res, next) => {
    try {
      const withBody = hasRequestBody(req.headers);
      const policy = bodyPolicyFor(req.path);
      const locale = refusalLocale(req);
      const countedPost =
        policy.rateLimit !== null &&
        req.method !== "GET" &&
        req.method !== "HEAD";
      if (!countedPost && !withBody) return next();
      const { limits } = policy;
      const refuseWith = (refusal: BodyRefusal) =>
        refuse(req, res, next, policy, refusal);
      const refuseProblem = (problem: BodyProblem) =>
        refuseWith(refusalForProblem(problem, policy, locale));

      if (countedPost) {
        const refusal = await overBudget(req, policy.rateLimit!);
        if (refusal !== null) {
          // The page without JavaScript re-renders the form: give it back the visitor's text
          // (bounded like any text form; files are read off the wire and thrown away).
          if (
            (policy.form !== null || policy.refillsForm) &&
            policy.answer === "page" &&
            withBody &&
            !declaredOver(req, limits.maxBytes)
          ) {
            continueBody(req, res);
            const text = await parseFormBody(req, req.headers, limits, {
              discardFiles: true,
            });
            if (text.ok) refusal.values = textValues(formValues(text.formData));
          }
          return refuseWith(refusal);
        }
        if (!withBody) return accept(res, next, new FormData());
      } else if (policy.accepts && !isFormContentType(req)) {
        // The chat's JSON and audio bodies: read within the cap, handed to the route as data.
        if (declaredOver(req, limits.maxBytes))
          return refuseProblem("too-large");
        const wanted =
          policy.accepts === "json"
            ? /^application\/json\s*(;|$)/i
            : /^audio\/[\w.+-]+\s*(;|$)/i;
        const contentType = req.headers["content-type"] ?? "";
        if (!wanted.test(contentType))
          return refuseWith(unsupportedTypeRefusal(policy.accepts, locale));
        continueBody(req, res);
        const bytes = await readBody(req, limits.maxBytes, { keep: true });
        if (res.headersSent) return;
        if (!bytes) return refuseProblem("too-large");
        if (policy.accepts === "audio")
          return acceptBody(res, next, { kind: "bytes", bytes, contentType });
        try {
          return acceptBody(res, next, {
            kind: "json",
            value: JSON.parse(Buffer.from(bytes).toString("utf8")) as unknown,
          });
        } catch {
          return refuseProblem("unreadable");
        }
      } else if (!isFormContentType(req)) {
        // Nothing else takes a non-form body: read it (within the cap) and let the route answer.
        if (declaredOver(req, limits.maxBytes))
          return refuseProblem("too-large");
        continueBody(req, res);
        const discarded = await readBody(req, limits.maxBytes, {
          keep: false,
        });
        if (!discarded) return refuseProblem("too-large");
        return next();
      }

      if (declaredOver(req, limits.maxBytes)) return refuseProblem("too-large");

      let release: (() => void) | null = null;
      if (
        limits.maxFiles > 0 &&
        /^multipart\//i.test(req.headers["content-type"] ?? "")
      ) {
        const gone = new AbortController();
        const onClose = () => gone.abort();
        req.once("close", onClose);
        release = await uploadSlots.acquire(uploadWaitMs, gone.signal);
        req.off("close", onClose);
        if (!release || res.headersSent) {
          release?.();
          if (gone.signal.aborted || res.headersSent) return; // the client left, or the deadline answered
          logger.warn(
            { path: req.path, waiting: uploadSlots.waiting },
            "upload refused: every upload slot busy",
          );
          return refuseWith(busyRefusal(policy, locale));
        }
      }
      let parsed;
      try {
        continueBody(req, res);
        parsed = await parseFormBody(req, req.headers, limits);
      } finally {
        release?.();
      }
      // The request deadline (request-deadline.server.ts) may have answered meanwhile.
      if (res.headersSent) return;
      if (!parsed.ok) return refuseProblem(parsed.problem);
      // Another form path with a form body (e.g. /api/forms/unknown): read, the route answers.
      return accept(res, next, parsed.formData);
    } catch (error) {
      next(error);
    }
  };
}

function accept(res: Response, next: () => void, formData: FormData): void {
  acceptBody(res, next, { kind: "form", formData });
}

function acceptBody(res: Response, next: () => void, body: RequestBody): void {
  res.locals.requestBody = body;
  next();
}

/** 415, in the visitor's page's language (the transcriptions route hears it from here). */
const UNSUPPORTED_TYPE: Record<Locale, Record<"json" | "audio", string>> = {
  en: {
    json: "This address takes JSON (Content-Type: application/json).",
    audio: "This address takes an audio recording (Content-Type: audio/webm).",
  },
  fr: {
    json: "Veuillez envoyer cette demande en JSON (Content-Type: application/json).",
    audio:
      "Veuillez envoyer un enregistrement audio (Content-Type: audio/webm).",
  },
};

function unsupportedTypeRefusal(
  accepts: "json" | "audio",
  locale: Locale,
): BodyRefusal {
  return {
    status: 415,
    headers: {},
    fieldErrors: {},
    formErrors: [UNSUPPORTED_TYPE[locale]![accepts]],
    values: {},
  };
}

/**
 * Reads a whole body of at most maxBytes, keeping its bytes or dropping them as they come; null
 * when it is larger, or the client left before its end.
 */
function readBody(
  source: Readable,
  maxBytes: number,
  { keep }: { keep: boolean },
): Promise<Uint8Array | null> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let received = 0;
    const done = (result: Uint8Array | null) => {
      source.off("data", onData);
      source.off("end", onEnd);
      source.off("error", onError);
      source.off("close", onClose);
      if (!result) source.pause();
      resolve(result);
    };
    const onData = (chunk: Buffer) => {
      received += chunk.byteLength;
      if (received > maxBytes) return done(null);
      if (keep) chunks.push(chunk);
    };
    const onEnd = () => done(new Uint8Array(Buffer.concat(chunks)));
    const onError = () => done(null);
    const onClose = () => done(null);
    source.on("data", onData);
    source.once("end", onEnd);
    source.once("error", onError);
    source.once("close", onClose);
  });
}

function refuse(
  req: Request,
  res: Response,
  next: () => void,
  policy: BodyPolicy,
  refusal: BodyRefusal,
): void {
  if (res.headersSent) return; // the request deadline answered first
  endUnreadBody(req as IncomingMessage, res as ServerResponse);
  if (policy.routeAnswersRefusal) {
    // The form's page renders the refusal beside the form, as it renders any other error.
    // A document answer carries no action headers: Retry-After is set here.
    res.locals.requestBody = { kind: "refused", refusal } satisfies RequestBody;
    res.set(refusal.headers);
    return next();
  }
  writeRefusal(
    res,
    refusal.status,
    refusal,
    policy.answer === "json" ? "json" : "text",
    refusal.headers,
  );
}

function declaredOver(req: Request, maxBytes: number): boolean {
  const declared = Number(req.headers["content-length"]);
  return Number.isFinite(declared) && declared > maxBytes;
}

function isFormContentType(req: Request): boolean {
  const type = req.headers["content-type"];
  return (
    type === undefined ||
    /^(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i.test(
      type,
    )
  );
}
