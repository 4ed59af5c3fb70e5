import { cx } from "../ui/cx";

/**
 * Readable long-form typography for stored article HTML, written with Tailwind's
 * descendant variants rather than a typography plugin. The HTML must already be
 * sanitized (the server sanitizes it on write and again when the page is read). The studio's
 * editor uses the same classes, so an article looks the same while it is written.
 */
export const richTextClasses = [
  "max-w-none text-lg leading-8 text-text",
  "[&>*:first-child]:mt-0",
  "[&_p]:mt-6",
  "[&_h2]:mt-12 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:tracking-tight [&_h2]:text-ink-900 [&_h2]:text-balance",
  "[&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-ink-900",
  "[&_h4]:mt-6 [&_h4]:text-lg [&_h4]:font-semibold [&_h4]:text-ink-900",
  "[&_h2+p]:mt-4 [&_h3+p]:mt-3",
  "[&_ul]:mt-6 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mt-6 [&_ol]:list-decimal [&_ol]:pl-6",
  "[&_li]:mt-2 [&_li]:pl-1 [&_li::marker]:text-brand-700",
  // The studio's editor writes list items and table cells as <li><p>…</p></li>.
  "[&_li>p:first-child]:mt-0 [&_th>p:first-child]:mt-0 [&_td>p:first-child]:mt-0",
  "[&_strong]:font-semibold [&_strong]:text-ink-900 [&_b]:font-semibold",
  "[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 hover:[&_a]:text-brand-800",
  "[&_blockquote]:mt-8 [&_blockquote]:border-l-4 [&_blockquote]:border-accent-500 [&_blockquote]:pl-5",
  "[&_blockquote]:text-xl [&_blockquote]:leading-8 [&_blockquote]:text-ink-900",
  "[&_blockquote_p]:mt-0",
  "[&_code]:rounded [&_code]:bg-surface-muted [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:text-base",
  "[&_pre]:mt-6 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-surface-muted [&_pre]:p-4",
  "[&_hr]:my-10 [&_hr]:border-line",
  "[&_img]:mt-6 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg",
  "[&_figcaption]:mt-2 [&_figcaption]:text-sm [&_figcaption]:text-text-muted",
  "[&_table]:mt-6 [&_table]:block [&_table]:w-full [&_table]:overflow-x-auto [&_table]:text-base",
  "[&_th]:border-b [&_th]:border-line [&_th]:p-2 [&_th]:text-left [&_th]:font-semibold",
  "[&_td]:border-b [&_td]:border-line [&_td]:p-2 [&_td]:align-top",
  // Print: black text at a print size, and no heading stranded at the foot of a page.
  "print:text-base print:leading-7 print:text-black print:[&_h2]:break-after-avoid print:[&_h3]:break-after-avoid",
].join(" ");

export function RichText({
  html,
  className,
}: {
  html: string;
  className?: string;
}) {
  // Safe: sanitized on the server by sanitizeRichText before it reaches the page.
  return (
    <div
      className={cx(richTextClasses, className)}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
