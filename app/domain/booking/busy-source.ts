import { z } from "zod";

/**
 * The console's "busy calendar URL" field: an https address of an iCalendar file (a calendar's
 * secret address or export), or empty to read none. The server checks the addresses it resolves
 * to when it reads it (outbound-fetch.server.ts).
 */
export const BUSY_SOURCE_URL_MAX = 2_000;

export const busySourceUrlSchema = z
  .string()
  .trim()
  .max(BUSY_SOURCE_URL_MAX, "Use an address of at most 2,000 characters.")
  .transform((value) =>
    // Calendars hand out webcal:// links for the same https address.
    value.replace(/^webcals?:\/\//i, "https://"),
  )
  .refine(
    (value) => {
      if (value === "") return true;
      try {
        const url = new URL(value);
        return url.protocol === "https:" && !url.username && !url.password;
      } catch {
        return false;
      }
    },
    {
      message:
        "Enter the calendar's https address (it starts with https:// or webcal://), or leave it empty.",
    },
  );
