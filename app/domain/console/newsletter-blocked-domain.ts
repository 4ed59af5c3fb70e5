import { z } from "zod";

/**
 * A domain staff block from the newsletter's sign-up (it and its subdomains are refused,
 * docs/newsletter.md). Written as the part of an address after the @: lower-cased, ASCII
 * (an internationalised domain in its punycode form, `xn--…`), at least two labels.
 */

export const BLOCKED_DOMAIN_MAX = 253;
export const BLOCKED_DOMAIN_NOTE_MAX = 500;

// A label: letters, digits and inner hyphens, 1 to 63 characters (RFC 1035, RFC 5891's xn--).
const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
// The last label names a top-level domain: letters, or an IDN one in punycode.
const TOP_LABEL = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

export const blockedDomainSchema = z
  .string()
  .trim()
  .toLowerCase()
  .superRefine((value, ctx) => {
    const fail = (message: string) => ctx.addIssue({ code: "custom", message });
    if (value === "") return fail("Enter a domain, e.g. spam.example.");
    if (/^[a-z][a-z0-9+.-]*:\/\//.test(value) || value.includes("/"))
      return fail(
        "Enter the domain alone, without http:// or a path (e.g. spam.example).",
      );
    if (value.includes("@"))
      return fail(
        "Enter the part after the @ only (for jane@spam.example, enter spam.example).",
      );
    if (value.length > BLOCKED_DOMAIN_MAX)
      return fail(`A domain has at most ${BLOCKED_DOMAIN_MAX} characters.`);
    // eslint-disable-next-line no-control-regex -- the ASCII range is the point
    if (/[^\x00-\x7f]/.test(value))
      return fail(
        "Enter an international domain in its punycode form (e.g. xn--bcher-kva.example for bücher.example).",
      );
    const labels = value.split(".");
    if (labels.length < 2)
      return fail("Enter a whole domain with a dot, e.g. spam.example.");
    if (
      !labels.every((label) => LABEL.test(label)) ||
      !TOP_LABEL.test(labels.at(-1)!)
    )
      return fail(
        "Not a domain: use letters, digits, hyphens and dots only (e.g. spam.example).",
      );
  });

export const blockedDomainFormSchema = z.object({
  domain: blockedDomainSchema,
  note: z
    .string()
    .trim()
    .max(BLOCKED_DOMAIN_NOTE_MAX, {
      error: `A note has at most ${BLOCKED_DOMAIN_NOTE_MAX} characters.`,
    }),
});

export type BlockedDomainInput = z.output<typeof blockedDomainFormSchema>;

export type BlockedDomainView = {
  domain: string;
  note: string;
  addedBy: string;
  addedAt: string;
  /** Subscribers (any status) whose address is on the domain or one of its subdomains. */
  subscribers: number;
};
