import { z } from "zod";
import { CONTENT_LOCALES } from "../enums";
import {
  CURATED_ANSWER_MAX,
  CURATED_CITE_PATH_MAX,
  CURATED_PHRASING_MAX,
  CURATED_PHRASINGS_MAX,
  CURATED_QUESTION_MAX,
  CURATED_ANSWER_STATUSES,
} from "./curated-answer";

/**
 * The console's curated-answer form (decision 057), checked by the same schema in the browser
 * (before posting) and in the action. Phrasings come as one textarea, one per line: blank
 * lines and repeats (of each other or of the question, ignoring case) are dropped. The cite
 * path's shape is checked here; that it is a page of the site in the answer's language needs
 * the site's page list, which the server checks (curated-answer-pages.server.ts).
 */

const text = (label: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, { error: `Enter the ${label}.` })
    .max(max, { error: `The ${label} has at most ${max} characters.` });

/** "One per line" as the list it means: trimmed, blank lines and repeats dropped. */
export function phrasingsOfText(value: string, question = ""): string[] {
  const seen = new Set([question.trim().toLowerCase()]);
  const out: string[] = [];
  for (const line of value.split(/\r?\n/)) {
    const phrasing = line.trim().replace(/\s+/g, " ");
    const key = phrasing.toLowerCase();
    if (!phrasing || seen.has(key)) continue;
    seen.add(key);
    out.push(phrasing);
  }
  return out;
}

export const citePathSchema = z
  .string()
  .trim()
  .superRefine((value, ctx) => {
    const fail = (message: string) => ctx.addIssue({ code: "custom", message });
    if (value === "") return;
    if (/^[a-z][a-z0-9+.-]*:/i.test(value) || value.startsWith("//"))
      return fail(
        "Enter the page's path on this site, without the address before it (e.g. /blueprint).",
      );
    if (!value.startsWith("/"))
      return fail("A page's path starts with / (e.g. /blueprint).");
    if (value.length > CURATED_CITE_PATH_MAX)
      return fail(
        `A page's path has at most ${CURATED_CITE_PATH_MAX} characters.`,
      );
    if (/[?#\s]/.test(value))
      return fail(
        "Enter the page's path alone, without ? or # parts or spaces (e.g. /blueprint).",
      );
  })
  // One spelling per page: /blueprint/ and /blueprint are the same page.
  .transform((value) =>
    value === "" ? null : value.length > 1 ? value.replace(/\/+$/, "") : value,
  );

export const curatedAnswerFormSchema = z
  .object({
    locale: z.enum(CONTENT_LOCALES, {
      error: "Choose the language of the question and answer.",
    }),
    question: text("question", CURATED_QUESTION_MAX),
    phrasings: z.string().default(""),
    answer: text("answer", CURATED_ANSWER_MAX),
    citePath: citePathSchema.default(""),
  })
  .transform((value, ctx) => {
    const phrasings = phrasingsOfText(value.phrasings, value.question);
    if (phrasings.length > CURATED_PHRASINGS_MAX)
      ctx.addIssue({
        code: "custom",
        path: ["phrasings"],
        message: `Give at most ${CURATED_PHRASINGS_MAX} other phrasings (${phrasings.length} given).`,
      });
    const long = phrasings.find((p) => p.length > CURATED_PHRASING_MAX);
    if (long)
      ctx.addIssue({
        code: "custom",
        path: ["phrasings"],
        message: `A phrasing has at most ${CURATED_PHRASING_MAX} characters: "${long.slice(0, 40)}…" is longer.`,
      });
    return { ...value, phrasings };
  });

export type CuratedAnswerInput = z.output<typeof curatedAnswerFormSchema>;

/** The list page's filters, from its query string (anything unknown falls back to "all"). */
export const curatedAnswerFiltersSchema = z.object({
  locale: z.enum(CONTENT_LOCALES).optional().catch(undefined),
  status: z.enum([...CURATED_ANSWER_STATUSES, "all"]).catch("active"),
  q: z.string().trim().max(200).catch(""),
});
export type CuratedAnswerFilters = z.output<typeof curatedAnswerFiltersSchema>;
