import type { Locale } from "~/i18n/locale";
import { visitorLanguageLabels } from "~/domain/visitor-language";
import { Badge } from "../ui/badge";

/** The visitor's language as a badge: French stands out, since the reply must be in French. */
export function VisitorLanguageBadge({ locale }: { locale: Locale }) {
  return (
    <Badge tone={locale === "fr" ? "brand" : "neutral"}>
      <span className="sr-only">Language: </span>
      {visitorLanguageLabels[locale]}
    </Badge>
  );
}

/** "French" with a "Reply in French" reminder; "English" alone. */
export function VisitorLanguageValue({ locale }: { locale: Locale }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      {visitorLanguageLabels[locale]}
      {locale === "fr" ? <Badge tone="brand">Reply in French</Badge> : null}
    </span>
  );
}

/** "Language: French · Reply in French", above a lead's submitted fields. */
export function VisitorLanguageNote({ locale }: { locale: Locale }) {
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm text-ink-900">
      <span className="font-semibold">Language:</span>
      <VisitorLanguageValue locale={locale} />
    </p>
  );
}
