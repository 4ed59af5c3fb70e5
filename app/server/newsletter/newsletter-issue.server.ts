import { site } from "~/content/site";
import type { ByLocale } from "~/i18n/copy";
import { formatDate } from "~/i18n/format";
import { localizedPath, type Locale } from "~/i18n/locale";

/**
 * One newsletter e-mail: an insight announced to a subscriber, in the insight's language
 * (docs/decisions/056-newsletter.md). The same function renders the studio's preview, the test
 * send and every subscriber's message, so what staff preview is what subscribers get. Both
 * parts end with the visible preferences link (RFC 8058's headers are set by the sender).
 */
export type NewsletterIssueInput = {
  insight: {
    title: string;
    slug: string;
    locale: Locale;
    excerpt: string | null;
    author: string | null;
    publishedAt: Date | null;
  };
  origin: string;
  /** The subscriber's own preferences page (topics, language, unsubscribe). */
  preferencesUrl: string;
  /** A staff test send: marked as such in the subject and the body. */
  test?: boolean;
};

export type NewsletterIssue = { subject: string; text: string; html: string };

const copy: ByLocale<{
  testMark: string;
  read: string;
  by: string;
  why: string;
  preferences: string;
  testNote: string;
  /** Before a link in the text part: French sets a space before the colon. */
  colon: string;
}> = {
  en: {
    testMark: "[Test] ",
    read: "Read the article",
    by: "By",
    why: `You receive this because you subscribed to the ${site.name} newsletter and confirmed your address.`,
    preferences: "Choose your topics or language, or unsubscribe",
    testNote:
      "This is a test send to staff: its preferences link belongs to no subscriber.",
    colon: ":",
  },
  fr: {
    testMark: "[Essai] ",
    read: "Lire l’article",
    by: "Par",
    why: `Vous recevez ce message parce que cette adresse est abonnée à l’infolettre de ${site.name} et que l’abonnement a été confirmé.`,
    preferences: "Choisir vos sujets ou votre langue, ou vous désabonner",
    testNote:
      "Ceci est un envoi d’essai destiné au personnel\u00a0: son lien de préférences n’appartient à aucun abonné.",
    colon: "\u00a0:",
  },
};

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

export function renderNewsletterIssue(
  input: NewsletterIssueInput,
): NewsletterIssue {
  const { insight } = input;
  const words = copy[insight.locale];
  const articleUrl = new URL(
    localizedPath(`/blog/${insight.slug}`, insight.locale),
    input.origin,
  ).toString();
  const byline = [
    insight.author ? `${words.by} ${insight.author}` : null,
    insight.publishedAt
      ? formatDate(insight.locale, insight.publishedAt)
      : null,
  ]
    .filter(Boolean)
    .join(" · ");
  const subject = `${input.test ? words.testMark : ""}${insight.title}`;

  const text = [
    input.test ? `${words.testNote}\n` : null,
    insight.title,
    byline || null,
    "",
    insight.excerpt,
    "",
    `${words.read}${words.colon} ${articleUrl}`,
    "",
    "--",
    words.why,
    `${words.preferences}${words.colon} ${input.preferencesUrl}`,
    site.name,
  ]
    .filter((line) => line !== null)
    .join("\n");

  // Inline styles and a single column: what mail clients render; colours are the site's tokens
  // written out (navy text on white, 4.5:1 and above).
  const html = `<!doctype html>
<html lang="${insight.locale === "fr" ? "fr-CA" : "en-CA"}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(insight.title)}</title></head>
<body style="margin:0;padding:0;background:#f4f6f9;font-family:Arial,Helvetica,sans-serif;color:#0f1b2d">
<div style="max-width:600px;margin:0 auto;padding:24px 16px">
${input.test ? `<p style="margin:0 0 16px;padding:8px 12px;background:#fff4d6;border:1px solid #b07d00;color:#4a3500">${escapeHtml(words.testNote)}</p>` : ""}<p style="margin:0 0 16px;font-size:14px;font-weight:bold;color:#1d3a63">${escapeHtml(site.name)}</p>
<div style="background:#ffffff;border:1px solid #d5dbe4;border-radius:8px;padding:24px">
<h1 style="margin:0 0 8px;font-size:22px;line-height:1.3">${escapeHtml(insight.title)}</h1>
${byline ? `<p style="margin:0 0 16px;font-size:13px;color:#4a5568">${escapeHtml(byline)}</p>` : ""}
${insight.excerpt ? `<p style="margin:0 0 20px;font-size:16px;line-height:1.5">${escapeHtml(insight.excerpt)}</p>` : ""}
<p style="margin:0"><a href="${escapeHtml(articleUrl)}" style="display:inline-block;padding:12px 20px;background:#1d3a63;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold">${escapeHtml(words.read)}</a></p>
</div>
<p style="margin:20px 0 4px;font-size:12px;line-height:1.5;color:#4a5568">${escapeHtml(words.why)}</p>
<p style="margin:0;font-size:12px"><a href="${escapeHtml(input.preferencesUrl)}" style="color:#1d3a63">${escapeHtml(words.preferences)}</a></p>
</div>
</body>
</html>
`;
  return { subject, text, html };
}
