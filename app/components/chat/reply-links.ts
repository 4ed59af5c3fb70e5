/**
 * How a link in an assistant reply is shown. Replies come from a model or the offline brain,
 * and both may quote what the visitor wrote or uploaded, so a link must not run script,
 * smuggle data, or send anyone to a visitor-chosen address under visitor-chosen words
 * ("[Verify your account](https://evil.example/login)"). Paths on this site are links; an
 * http(s) address elsewhere is shown as text with its full URL; anything else (javascript:,
 * data:, mailto:, "//host") is shown as its words only.
 */
export type ReplyLink =
  | { kind: "site"; href: string }
  | { kind: "address"; url: string }
  | { kind: "text" };

export function classifyReplyLink(href: string | undefined | null): ReplyLink {
  const value = (href ?? "").trim();
  // "/x" is this site; "//host" would be another site without a scheme, and "/\\host" is read as one by browsers.
  if (/^\/(?![/\\])/.test(value)) return { kind: "site", href: value };
  try {
    const url = new URL(value);
    if ((url.protocol === "https:" || url.protocol === "http:") && url.hostname)
      return { kind: "address", url: url.href };
  } catch {
    // not an absolute URL
  }
  return { kind: "text" };
}
