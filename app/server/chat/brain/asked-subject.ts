import {
  plainWords,
  processTerm,
  type QueryGroup,
} from "./knowledge-index.server";
import { conceptWords } from "./vocabulary";

/**
 * The visitor's own words for what a question is about and the site does not say (decision
 * 057): "Our site does not say anything about “professional liability insurance”" opens a
 * not-found reply with the question's subject, so the first sentence answers the question.
 *
 * The subject is the most telling key term the site leaves unanswered (one no page has first,
 * then the rarest), widened to the other unanswered terms written next to it (at most one
 * small word between: "assureur en responsabilité"), so a noun phrase stays whole. Only letters,
 * apostrophes and hyphens are kept, and at most a few words: the visitor's text is quoted, never
 * an instruction or a figure, and a reply built from it still carries no digit.
 */

/** A noun phrase longer than this is a clause: the reply names its core only. */
const MAX_SUBJECT_WORDS = 4;

type Word = { surface: string; keys: Set<string> };

function wordsOf(text: string, groups: QueryGroup[]): Word[] {
  const surfaces = text.match(/[\p{L}][\p{L}'’-]*/gu) ?? [];
  return surfaces.map((surface) => {
    const keys = new Set<string>();
    // "e-visa", "go-live": the plain words of one written word (the vocabulary reads them apart).
    const plain = plainWords(surface);
    const concepts = conceptWords(plain);
    for (const group of groups) {
      if (concepts.has(group.key)) keys.add(group.key);
      for (const word of plain)
        if (processTerm(word) === group.key) keys.add(group.key);
    }
    return { surface: surface.replace(/^['’-]+|['’-]+$/g, ""), keys };
  });
}

/**
 * The visitor's words for the first of `wanted` (keys, most telling first) that the text
 * names, widened to the key words around it; null when the text names none of them.
 */
export function askedSubject(
  text: string,
  groups: QueryGroup[],
  wanted: string[],
): string | null {
  // Widened only to other terms the site leaves unsaid: "does not say anything about" stays true.
  const keyed = new Set(wanted);
  const words = wordsOf(text, groups);
  const isKey = (word: Word | undefined) =>
    word !== undefined && [...word.keys].some((key) => keyed.has(key));
  for (const key of wanted) {
    const at = words.findIndex((word) => word.keys.has(key));
    if (at < 0) continue;
    let [start, end] = [at, at];
    const grow = (step: -1 | 1) => {
      for (;;) {
        if (end - start + 1 >= MAX_SUBJECT_WORDS) return;
        const edge = step < 0 ? start : end;
        if (isKey(words[edge + step])) {
          if (step < 0) start--;
          else end++;
        } else if (
          end - start + 2 < MAX_SUBJECT_WORDS &&
          isKey(words[edge + 2 * step]) &&
          (words[edge + step]?.surface.length ?? 9) <= 3
        ) {
          // "assureur en responsabilité": one small word between two key words joins them.
          if (step < 0) start -= 2;
          else end += 2;
        } else return;
      }
    };
    grow(1);
    grow(-1);
    return words
      .slice(start, end + 1)
      .map((word) => word.surface)
      .join(" ");
  }
  return null;
}
