/**
 * A search term as an ILIKE pattern matching it anywhere: `%`, `_` and `\` in what a person
 * typed are matched literally (PostgreSQL's default escape character is the backslash).
 */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
