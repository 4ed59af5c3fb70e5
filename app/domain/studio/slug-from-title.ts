/**
 * A URL slug from a title: accents folded ("Modernisation fiscale à Dakar" →
 * "modernisation-fiscale-a-dakar"), anything else between words becomes one hyphen, at most
 * `max` characters, cut at a word.
 */
export function slugFromTitle(title: string, max = 80): string {
  const words = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/['’]/g, "")
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let slug = "";
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > max) break;
    slug = next;
  }
  return slug || words[0]?.slice(0, max) || "";
}
