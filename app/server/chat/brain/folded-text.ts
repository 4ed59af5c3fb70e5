/**
 * How the chat brain compares a visitor's words with the site's: lower case, accents gone
 * ("Où" and "ou", "délai" and "delai" are one word), whatever the language.
 */
export function foldAccents(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
}

/** Folded, and every run of other characters one space: "Où se trouve-t-il ?" → "ou se trouve t il". */
export function plainFolded(text: string): string {
  return foldAccents(text)
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}
