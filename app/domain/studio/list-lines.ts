/**
 * A list typed one item per line (outcomes, KPIs): each line trimmed, blank lines dropped.
 * Takes the posted values, so a list posted as several fields reads the same as one textarea.
 */
export function listOfLines(values: readonly string[]): string[] {
  return values
    .flatMap((value) => value.split(/\r\n|\r|\n/))
    .map((line) => line.trim())
    .filter((line) => line !== "");
}
