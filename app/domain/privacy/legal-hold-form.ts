import { z } from "zod";

/**
 * Placing and releasing a legal hold (the console's retention page, decision 072). A hold names
 * one address: while it is active neither the retention run nor an erasure deletes a row that
 * carries it (compared in lower case, as every privacy table keys addresses).
 */
export const LEGAL_HOLD_REASON_MAX = 500;
export const LEGAL_HOLD_EMAIL_MAX = 254;

export const placeLegalHoldSchema = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, { error: "Enter the address to hold." })
    .max(LEGAL_HOLD_EMAIL_MAX, {
      error: `An address has at most ${LEGAL_HOLD_EMAIL_MAX} characters.`,
    })
    .pipe(
      z.email({ error: "Enter an e-mail address, e.g. jane@example.org." }),
    ),
  reason: z
    .string()
    .trim()
    .min(1, {
      error: "Say why the data must be kept (e.g. the matter or case number).",
    })
    .max(LEGAL_HOLD_REASON_MAX, {
      error: `The reason has at most ${LEGAL_HOLD_REASON_MAX} characters.`,
    }),
});
export type PlaceLegalHoldInput = z.infer<typeof placeLegalHoldSchema>;

export const releaseLegalHoldSchema = z.object({
  holdId: z.uuid({ error: "Reload the page and try again." }),
});

/** A hold as the console lists it. */
export type LegalHoldView = {
  id: string;
  email: string;
  reason: string;
  placedBy: string;
  placedAt: string;
};
