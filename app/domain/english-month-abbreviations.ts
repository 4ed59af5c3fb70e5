/**
 * The months as the English-only date labels write them ("Feb"): fixed rather than read from
 * Intl, so a label is the same on the server and in the browser whatever their locale data.
 */
export const ENGLISH_MONTH_ABBREVIATIONS = [
  "Jan",
  "Feb",
  "Mar",
  "Apr",
  "May",
  "Jun",
  "Jul",
  "Aug",
  "Sep",
  "Oct",
  "Nov",
  "Dec",
] as const;
