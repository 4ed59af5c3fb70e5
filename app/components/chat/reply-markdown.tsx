import Markdown, { type Components } from "react-markdown";
import { classifyReplyLink } from "./reply-links";

/**
 * An assistant reply as markdown. No HTML from the model is ever rendered (skipHtml drops raw
 * HTML nodes; react-markdown never uses innerHTML), images are shown as their alt text (a
 * model-written image URL could track the visitor), and links follow reply-links.ts: only
 * paths on this site are clickable.
 */
const components: Components = {
  a({ href, children }) {
    const link = classifyReplyLink(href);
    if (link.kind === "site") {
      return (
        <a
          href={link.href}
          className="font-medium text-brand-700 underline underline-offset-2"
        >
          {children}
        </a>
      );
    }
    if (link.kind === "address") {
      // An autolink's words are its address already; otherwise the words, then where they point.
      const wordsAreTheAddress =
        typeof children === "string" && new Set([link.url, href]).has(children);
      return (
        <span className="[overflow-wrap:anywhere]">
          {wordsAreTheAddress ? (
            link.url
          ) : (
            <>
              {children} ({link.url})
            </>
          )}
        </span>
      );
    }
    return <span>{children}</span>;
  },
  img({ alt }) {
    return alt ? <span>{alt}</span> : null;
  },
  ul({ children }) {
    return <ul className="my-2 list-disc space-y-1 pl-5">{children}</ul>;
  },
  ol({ children }) {
    return <ol className="my-2 list-decimal space-y-1 pl-5">{children}</ol>;
  },
  p({ children }) {
    return <p className="my-2 first:mt-0 last:mb-0">{children}</p>;
  },
  h1: ({ children }) => <p className="my-2 font-semibold">{children}</p>,
  h2: ({ children }) => <p className="my-2 font-semibold">{children}</p>,
  h3: ({ children }) => <p className="my-2 font-semibold">{children}</p>,
  h4: ({ children }) => <p className="my-2 font-semibold">{children}</p>,
  code: ({ children }) => (
    <code className="rounded bg-ink-100 px-1 font-mono text-[0.85em]">
      {children}
    </code>
  ),
  pre: ({ children }) => (
    <pre className="my-2 overflow-x-auto rounded bg-ink-100 p-2 text-xs">
      {children}
    </pre>
  ),
};

// Decisions about links are made in `a` above; the default transform would blank the href first.
const keepUrl = (url: string) => url;

export function ReplyMarkdown({ text }: { text: string }) {
  return (
    <Markdown skipHtml components={components} urlTransform={keepUrl}>
      {text}
    </Markdown>
  );
}
