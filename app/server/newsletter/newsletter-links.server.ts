import { localizedPath, type Locale } from "~/i18n/locale";
import {
  issueConfirmationToken,
  issuePreferencesToken,
} from "./newsletter-tokens.server";

/**
 * The newsletter's links, in the subscriber's language (docs/decisions/056-newsletter.md). Each
 * carries a signed token in its query string; the pages they open are `no-store`, `noindex` and
 * send no referrer, so the token stays with its reader.
 */
export const NEWSLETTER_PATHS = {
  subscribe: "/newsletter",
  confirm: "/newsletter/confirm",
  preferences: "/newsletter/preferences",
  unsubscribe: "/newsletter/unsubscribe",
} as const;

function withToken(
  origin: string,
  path: string,
  locale: Locale,
  token: string,
) {
  const url = new URL(localizedPath(path, locale), origin);
  url.searchParams.set("token", token);
  return url.toString();
}

export function confirmationUrl(options: {
  origin: string;
  secret: string;
  locale: Locale;
  subscriberId: string;
  issuedAt?: number;
}): string {
  const token = issueConfirmationToken(
    options.secret,
    options.subscriberId,
    options.issuedAt,
  );
  return withToken(
    options.origin,
    NEWSLETTER_PATHS.confirm,
    options.locale,
    token,
  );
}

/** A subscriber's link: `version` is their `preferences_version` (newsletter-tokens.server.ts). */
export type PreferencesLink = {
  origin: string;
  secret: string;
  locale: Locale;
  subscriberId: string;
  version: number;
};

export function preferencesUrl(options: PreferencesLink): string {
  const token = issuePreferencesToken(
    options.secret,
    options.subscriberId,
    options.version,
  );
  return withToken(
    options.origin,
    NEWSLETTER_PATHS.preferences,
    options.locale,
    token,
  );
}

/**
 * RFC 8058 one-click unsubscribe: the mail client POSTs `List-Unsubscribe=One-Click` to the
 * HTTPS URL, with no cookie and no Origin, so that path is exempt from the same-origin check;
 * its token is its authority. RFC 2369 allows a mailto too; we give only the URL, since one
 * inbox reading unsubscribe requests would be one more thing to run.
 */
export function listUnsubscribeHeaders(
  options: PreferencesLink,
): Record<string, string> {
  const token = issuePreferencesToken(
    options.secret,
    options.subscriberId,
    options.version,
  );
  const url = withToken(
    options.origin,
    NEWSLETTER_PATHS.unsubscribe,
    options.locale,
    token,
  );
  return {
    "List-Unsubscribe": `<${url}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}
