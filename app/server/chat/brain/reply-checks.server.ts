import { chatIntlFor } from "~/domain/chat/chat-intl";
import type { Locale } from "~/i18n/locale";

/**
 * The check on a provider's finished reply (decision 057, "Provider path"). The reply has
 * already been streamed to the visitor when it runs: nothing can be taken back. It finds two
 * things a grounded reply never does — a figure that none of the grounding, the question, the
 * earlier turns or the documents contain, and a line of the system prompt's own rules — so the
 * brain can record them and, for a figure, add a line telling the visitor to check it.
 */
export type ReplyCheck = {
  /** Figures the reply states that nothing it was given contains. */
  inventedFigures: string[];
  /** The reply repeats at least one rule line of the system prompt (its first 60 characters, verbatim). */
  echoedRules: boolean;
};

const FIGURE = /\d+(?:[.,\s]\d{3})*(?:[.,]\d+)?/g;

/** Text in which digits are not figures: link targets, list numbers, our own citations' numbers. */
function withoutNonFigures(text: string): string {
  return text
    .replace(/\]\([^)\s]*\)/g, "]")
    .replace(/^\s*\d+[.)]\s/gm, "")
    .replace(/\[\d+\]/g, "");
}

/** Spaces as the reply and the ground may write them: "1 250", "1 250", "1,250" are one figure. */
function normalise(figure: string): string {
  return figure.replace(/[\s\u00a0\u202f]/g, "");
}

export function checkProviderReply(
  reply: string,
  prompt: { groundText: string; ruleLines: string[] },
): ReplyCheck {
  const ground = normalise(prompt.groundText);
  const figures = withoutNonFigures(reply).match(FIGURE) ?? [];
  const inventedFigures = [
    ...new Set(figures.map((figure) => figure.trim())),
  ].filter((figure) => !ground.includes(normalise(figure)));
  const flat = reply.replace(/\s+/g, " ");
  const echoedRules = prompt.ruleLines.some((line) =>
    flat.includes(line.replace(/^- /, "").replace(/\s+/g, " ").slice(0, 60)),
  );
  return { inventedFigures, echoedRules };
}

/** The line added under a reply that stated a figure nothing it was given contains. */
export function unverifiedFigureLine(locale: Locale): string {
  return chatIntlFor(locale).formatMessage(
    {
      id: "chat.provider.unverifiedFigure",
      defaultMessage:
        "Please note: a figure in this reply does not appear on our site. Our team can confirm it: [contact us]({contact}).",
    },
    { contact: locale === "fr" ? "/fr/contact" : "/contact" },
  );
}
