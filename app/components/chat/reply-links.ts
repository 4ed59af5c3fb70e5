/**
 * How a link in an assistant reply is shown. Replies come from a model, so a link must not
 * be able to run script or smuggle data: paths on this site are normal links, https links open
 * in a new tab without access to this page, anything else (javascript:, data:, http:, mailto:
 * written by the model) is shown as plain text.
 */
export type ReplyLink = { kind: "site"; href: string } | { kind: "external"; href: string } | { kind: "text" };

export function classifyReplyLink(href: string | undefined | null): ReplyLink {
  const value = (href ?? "").trim();
  // "/x" is this site; "//host" would be another site without a scheme, and "/\\host" is read as one by browsers.
  if (/^\/(?![/\\])/.test(value)) return { kind: "site", href: value };
  if (/^#[\w-]*$/.test(value)) return { kind: "text" };
  try {
    const url = new URL(value);
    if (url.protocol === "https:" && url.hostname) return { kind: "external", href: url.href };
  } catch {
    // not an absolute URL
  }
  return { kind: "text" };
}
