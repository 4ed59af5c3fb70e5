/**
 * Text the visitor supplied (a document's sentence, a file's name), made safe to quote in a
 * markdown reply: it must read the same but never become a link (docs/access-audit.md). A markdown link
 * or image keeps its words and shows its target in brackets ("Verify (https://evil.example)"),
 * an autolink loses its angle brackets, and line breaks become spaces so a quote cannot start
 * a block of its own (a heading, a list, a link definition).
 */
const MARKDOWN_LINK = /!?\[([^\][]*)\]\(([^)]*)\)/g;
const AUTOLINK = /<([a-z][a-z0-9+.-]{1,31}:[^<>\s]*)>/gi;

export function quotableText(text: string): string {
  let current = text.replace(/\s+/g, " ");
  for (;;) {
    const next = current
      .replace(
        MARKDOWN_LINK,
        (_whole, words: string, target: string) => `${words} (${target})`,
      )
      .replace(AUTOLINK, "$1");
    if (next === current) return current;
    current = next;
  }
}

/**
 * A document's web addresses are not repeated in our reply: "please pay today at
 * https://pay-now.example/…" in a forwarded e-mail would read as ours (a phishing
 * link under our name). The sentence (or the file's name) is quoted with "[…]" in their place.
 */
export function withoutAddresses(text: string): string {
  return text.replace(/\b(?:https?:\/\/|www\.)[^\s"'<>)]+/gi, "[…]");
}
