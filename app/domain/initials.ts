/**
 * Each card shows the initials of its title, up to 3 letters.
 * Small words ("a", "for", "with") are skipped so "A national e-visa platform" reads
 * "NEP" rather than "ANE"; a title made only of small words still gets its initials.
 */
const MINOR_WORDS = new Set([
  "a",
  "an",
  "and",
  "as",
  "at",
  "by",
  "for",
  "from",
  "in",
  "into",
  "of",
  "on",
  "or",
  "the",
  "to",
  "with",
]);

export const MAX_INITIALS = 3;

export function titleInitials(
  title: string,
  max: number = MAX_INITIALS,
): string {
  // Words are what whitespace separates ("e-visa" is one word); a word counts when its
  // first letter-or-digit is a letter, so "99.9%" and "—" contribute nothing.
  const lettered = title
    .split(/\s+/)
    .map((word) => word.replace(/^[^\p{L}\p{N}]+/u, ""))
    .filter((word) => /^\p{L}/u.test(word));
  const major = lettered.filter(
    (word) => !MINOR_WORDS.has(word.replace(/[^\p{L}]/gu, "").toLowerCase()),
  );
  const chosen = major.length > 0 ? major : lettered;
  return (
    chosen
      .slice(0, max)
      // One character per word even where upper-casing expands it ("ß" becomes "SS").
      .map(
        (word) => Array.from(Array.from(word)[0]!.toLocaleUpperCase("en"))[0]!,
      )
      .join("")
  );
}
