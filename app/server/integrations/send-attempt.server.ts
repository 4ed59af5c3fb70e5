import http from "node:http";
import https from "node:https";
import type { AttemptErrorClass } from "~/domain/integrations/integration-enums";
import {
  checkDestinationUrl,
  DestinationRefused,
  guardedLookup,
  type DestinationPolicy,
} from "./destination-guard.server";

/**
 * One POST to an integration, as the delivery log records it. Redirects are answers, never
 * followed (a 3xx is a failure: a receiver that moved must be re-entered, and following would
 * let a public host bounce us to a private one). The answer's body is read up to 2 KB, kept as
 * text for the log, and the connection is then dropped. The whole attempt has `timeoutMs`.
 */
export type AttemptResult = {
  durationMs: number;
  statusCode: number | null;
  errorClass: AttemptErrorClass | null;
  errorDetail: string | null;
  responseExcerpt: string | null;
  /** The receiver's Retry-After, in milliseconds from now. */
  retryAfterMs: number | null;
};

export const ATTEMPT_TIMEOUT_MS = 15_000;
export const RESPONSE_EXCERPT_BYTES = 2048;
const MAX_RETRY_AFTER_MS = 24 * 3_600_000;

/** `Retry-After` as delay-seconds or an HTTP date, capped at a day; null when absent or unreadable. */
export function retryAfterMsOf(
  header: string | undefined,
  now: Date,
): number | null {
  if (!header) return null;
  const trimmed = header.trim();
  const ms = /^\d+$/.test(trimmed)
    ? Number(trimmed) * 1000
    : Date.parse(trimmed) - now.getTime();
  if (!Number.isFinite(ms)) return null;
  return Math.min(Math.max(0, ms), MAX_RETRY_AFTER_MS);
}

const TLS_CODES =
  /^(ERR_TLS|ERR_SSL|CERT_|DEPTH_ZERO|SELF_SIGNED|UNABLE_TO_(GET|VERIFY)|HOSTNAME_MISMATCH|ERR_OSSL)/;

function classify(error: unknown): {
  errorClass: AttemptErrorClass;
  detail: string;
} {
  if (error instanceof DestinationRefused)
    return { errorClass: error.kind, detail: error.message };
  const code = (error as NodeJS.ErrnoException).code ?? "";
  const message = error instanceof Error ? error.message : String(error);
  if (code === "ENOTFOUND" || code === "EAI_AGAIN")
    return { errorClass: "dns", detail: message };
  if (TLS_CODES.test(code)) return { errorClass: "tls", detail: message };
  return { errorClass: "connection", detail: code || message };
}

export async function sendAttempt(options: {
  url: string;
  body: string;
  headers: Readonly<Record<string, string>>;
  policy: DestinationPolicy;
  timeoutMs?: number;
  now?: () => Date;
}): Promise<AttemptResult> {
  const timeoutMs = options.timeoutMs ?? ATTEMPT_TIMEOUT_MS;
  const started = performance.now();
  const finish = (
    partial: Omit<AttemptResult, "durationMs">,
  ): AttemptResult => ({
    ...partial,
    durationMs: Math.round(performance.now() - started),
  });
  const failed = (errorClass: AttemptErrorClass, detail: string) =>
    finish({
      statusCode: null,
      errorClass,
      errorDetail: detail.slice(0, 500),
      responseExcerpt: null,
      retryAfterMs: null,
    });

  let url: URL;
  try {
    url = checkDestinationUrl(options.url, options.policy);
  } catch (error) {
    const { errorClass, detail } = classify(error);
    return failed(errorClass, detail);
  }
  const client = url.protocol === "https:" ? https : http;
  const body = Buffer.from(options.body, "utf8");

  return new Promise<AttemptResult>((resolve) => {
    let settled = false;
    const settle = (result: AttemptResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(result);
    };
    const request = client.request(url, {
      method: "POST",
      agent: false,
      lookup: guardedLookup(url, options.policy) as never,
      headers: {
        ...options.headers,
        "content-type": "application/json",
        "content-length": String(body.length),
        "user-agent": "consultancy-site-webhooks/1",
      },
    });
    const timer = setTimeout(() => {
      request.destroy();
      settle(failed("timeout", `no answer within ${timeoutMs / 1000} s`));
    }, timeoutMs);
    request.on("error", (error) => {
      const { errorClass, detail } = classify(error);
      settle(failed(errorClass, detail));
    });
    request.on("response", (response) => {
      const statusCode = response.statusCode ?? 0;
      const chunks: Buffer[] = [];
      let size = 0;
      const done = () => {
        response.destroy();
        const excerpt = Buffer.concat(chunks)
          .subarray(0, RESPONSE_EXCERPT_BYTES)
          .toString("utf8")
          // A multi-byte character cut at the 2 KB edge decodes as U+FFFD: drop it.
          .replace(/\uFFFD$/, "");
        const redirect = statusCode >= 300 && statusCode < 400;
        const success = statusCode >= 200 && statusCode < 300;
        settle(
          finish({
            statusCode,
            errorClass: success ? null : redirect ? "redirect" : "http_status",
            errorDetail: redirect
              ? `redirected to ${String(response.headers.location ?? "nowhere").slice(0, 300)}: not followed`
              : success
                ? null
                : `answered ${statusCode}`,
            responseExcerpt: excerpt || null,
            retryAfterMs: retryAfterMsOf(
              response.headers["retry-after"],
              options.now?.() ?? new Date(),
            ),
          }),
        );
      };
      response.on("data", (chunk: Buffer) => {
        chunks.push(chunk);
        size += chunk.length;
        if (size >= RESPONSE_EXCERPT_BYTES) done();
      });
      response.on("end", done);
      response.on("error", done);
    });
    request.end(body);
  });
}
