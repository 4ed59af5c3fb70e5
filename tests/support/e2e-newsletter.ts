// Run by tests/e2e/newsletter-preferences.spec.ts on a copy of the seeded data folder, before
// the spec's own server starts on it (the embedded database serves one process at a time):
// adds the confirmed newsletter subscribers the spec uses and writes, as JSON on stdout, the
// path of each one's preferences page (signed with the secret given as the argument). The
// public sign-up and confirmation pages are another part of the newsletter; this spec starts
// where a subscriber's e-mail leaves them: on the preferences link.
import { openDatabase } from "../../app/server/db/client.server";
import { newsletterSubscribers } from "../../app/server/db/schema.server";
import { parseEnv } from "../../app/server/env.server";
import { issuePreferencesToken } from "../../app/server/newsletter/newsletter-tokens.server";
import { localizedPath } from "../../app/i18n/locale";

export const E2E_NEWSLETTER_SUBSCRIBERS = {
  withScript: { email: "avec.script@example.org", locale: "en" },
  withoutScript: { email: "sans.script@example.org", locale: "en" },
  french: { email: "lectrice@example.org", locale: "fr" },
  shots: { email: "screenshots@example.org", locale: "en" },
} as const;

export type E2eNewsletterLinks = Record<
  keyof typeof E2E_NEWSLETTER_SUBSCRIBERS,
  { email: string; preferences: string; unsubscribe: string }
>;

async function main(secret: string) {
  const env = parseEnv(process.env);
  const database = await openDatabase({ kind: "pglite", dataDir: env.dataDir });
  try {
    const links: Partial<E2eNewsletterLinks> = {};
    for (const [name, subscriber] of Object.entries(
      E2E_NEWSLETTER_SUBSCRIBERS,
    ) as [
      keyof typeof E2E_NEWSLETTER_SUBSCRIBERS,
      (typeof E2E_NEWSLETTER_SUBSCRIBERS)[keyof typeof E2E_NEWSLETTER_SUBSCRIBERS],
    ][]) {
      const [row] = await database.db
        .insert(newsletterSubscribers)
        .values({
          email: subscriber.email,
          status: "confirmed",
          locale: subscriber.locale,
          consentText: "Send me the newsletter.",
          confirmedAt: new Date(),
        })
        .returning({ id: newsletterSubscribers.id });
      const query = `?${new URLSearchParams({ token: issuePreferencesToken(secret, row!.id, 1) })}`;
      links[name] = {
        email: subscriber.email,
        preferences:
          localizedPath("/newsletter/preferences", subscriber.locale) + query,
        unsubscribe:
          localizedPath("/newsletter/unsubscribe", subscriber.locale) + query,
      };
    }
    process.stdout.write(JSON.stringify(links));
  } finally {
    await database.close();
  }
}

const secret = process.argv[2];
if (!secret) throw new Error("usage: e2e-newsletter.ts <BETTER_AUTH_SECRET>");
await main(secret);
