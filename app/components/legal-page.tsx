import { Fragment, type ReactNode } from "react";
import { FormattedMessage } from "react-intl";
import type { MetaDescriptor } from "react-router";
import { SiteLink } from "~/components/ui/site-link";
import type { LegalBlock, LegalDocument } from "~/content/legal/legal-document";
import { legalDocuments } from "~/content/legal/legal-documents";
import { legalLinks } from "~/content/navigation";
import { localeFromMatches, originFromMatches, seoMeta } from "~/content/seo";
import { pickCopy } from "~/i18n/copy";
import { site } from "~/content/site";
import { useCopy } from "~/i18n/locale-context";
import { cx } from "./ui/cx";

/** A legal page's meta: its document's title and summary, in the page's language. */
export function legalPageMeta(path: LegalDocument["path"]) {
  return ({
    matches,
  }: {
    matches: Parameters<typeof localeFromMatches>[0];
  }): MetaDescriptor[] => {
    const locale = localeFromMatches(matches);
    const document = pickCopy(locale, legalDocuments)[path];
    return seoMeta(originFromMatches(matches), {
      title: document.title,
      description: document.summary,
      path,
      locale,
    });
  };
}

/**
 * One layout for the privacy, terms and cookie pages: title, 'Last updated', a table of
 * contents and the sections, set for reading on screen and on paper (print drops the
 * contents list and the site chrome, and keeps the text black on white).
 */
export function LegalPage({
  path: currentPath,
  lastUpdated,
}: {
  path: LegalDocument["path"];
  lastUpdated: { label: string; iso: string };
}) {
  // The related policies are named by their own titles, so each language's list reads as that
  // language's documents do.
  const titles = useCopy(legalDocuments);
  const document = titles[currentPath];
  return (
    <article className="print:text-black">
      <header className="border-b border-line bg-surface-muted print:border-0 print:bg-transparent">
        <div className="page-container py-12 sm:py-16 print:py-0">
          <p className="text-sm font-semibold text-brand-700 print:text-black">
            {site.name}
          </p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-ink-900 sm:text-4xl print:text-black">
            {document.title}
          </h1>
          <p className="mt-4 max-w-3xl text-lg leading-8 text-text-muted print:text-black">
            {document.summary}
          </p>
          <p
            className="mt-6 text-sm font-medium text-ink-900 print:text-black"
            data-last-updated
          >
            <FormattedMessage
              id="legal.lastUpdated"
              defaultMessage="Last updated {date}"
              values={{
                date: (
                  <time dateTime={lastUpdated.iso}>{lastUpdated.label}</time>
                ),
              }}
            />
          </p>
        </div>
      </header>

      <div className="page-container grid gap-10 py-12 sm:py-16 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-16 print:block print:py-6">
        <aside data-print-hidden className="lg:order-first">
          <div className="grid gap-8 lg:sticky lg:top-[calc(var(--spacing-header)+2rem)]">
            <nav aria-labelledby="legal-toc-heading">
              <h2
                id="legal-toc-heading"
                className="text-sm font-semibold uppercase tracking-[0.12em] text-ink-900"
              >
                <FormattedMessage
                  id="legal.onThisPage"
                  defaultMessage="On this page"
                />
              </h2>
              <ol className="mt-4 grid gap-1 border-l border-line text-sm">
                {document.sections.map((section) => (
                  <li key={section.id}>
                    <a
                      href={`#${section.id}`}
                      className="-ml-px block border-l border-transparent py-1.5 pl-4 text-text-muted hover:border-brand-700 hover:text-ink-900"
                    >
                      {section.heading}
                    </a>
                  </li>
                ))}
              </ol>
            </nav>
            <nav aria-labelledby="legal-related-heading">
              <h2
                id="legal-related-heading"
                className="text-sm font-semibold uppercase tracking-[0.12em] text-ink-900"
              >
                <FormattedMessage
                  id="legal.relatedPolicies"
                  defaultMessage="Related policies"
                />
              </h2>
              <ul className="mt-3 grid gap-1 text-sm">
                {legalLinks
                  .filter((link) => link.to !== currentPath)
                  .map((link) => (
                    <li key={link.to}>
                      <SiteLink
                        to={link.to}
                        className="inline-flex min-h-6 items-center py-1 font-medium text-brand-700 underline underline-offset-4"
                      >
                        {titles[link.to as LegalDocument["path"]]?.title ??
                          link.label}
                      </SiteLink>
                    </li>
                  ))}
              </ul>
            </nav>
          </div>
        </aside>

        <div className="min-w-0 max-w-[70ch] text-base leading-7 text-text print:max-w-none print:text-[11pt] print:leading-normal">
          {document.sections.map((section) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-heading`}
              className="mt-10 first:mt-0"
            >
              <h2
                id={`${section.id}-heading`}
                className="text-xl font-semibold text-ink-900 sm:text-2xl print:break-after-avoid print:text-black"
              >
                {section.heading}
              </h2>
              {section.blocks.map((block, index) => (
                <LegalBlockView key={index} block={block} />
              ))}
            </section>
          ))}
        </div>
      </div>
    </article>
  );
}

/** One block of a legal document (exported for its test). */
export function LegalBlockView({ block }: { block: LegalBlock }) {
  switch (block.kind) {
    case "paragraph":
      return <p className="mt-4">{withMailLinks(block.text)}</p>;
    case "list":
      return (
        <ul className="mt-4 grid list-disc gap-2 pl-6 marker:text-brand-700">
          {block.items.map((item) => (
            <li key={item}>{withMailLinks(item)}</li>
          ))}
        </ul>
      );
    case "definitions":
      return (
        <dl className="mt-4 grid gap-3">
          {block.items.map((item) => (
            <div
              key={item.term}
              className="border-l-2 border-line pl-4 print:border-black"
            >
              <dt className="font-semibold text-ink-900 print:text-black">
                {item.term}
              </dt>
              <dd className="mt-0.5">{withMailLinks(item.description)}</dd>
            </div>
          ))}
        </dl>
      );
    case "link":
      return (
        <p className="mt-4">
          {withMailLinks(block.before)}
          <a
            href={block.href}
            className="font-medium text-brand-700 underline underline-offset-4 print:text-black"
          >
            {block.label}
          </a>
          {withMailLinks(block.after)}
        </p>
      );
    case "table":
      return (
        // A narrow screen scrolls the table, not the page; the region is focusable so
        // keyboard users can scroll it too.
        <div
          role="region"
          aria-label={block.caption}
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          className="mt-6 overflow-x-auto rounded-card border border-line print:overflow-visible print:border-black"
        >
          <table className="w-full min-w-[36rem] border-collapse text-left text-sm leading-6">
            <caption className="sr-only">{block.caption}</caption>
            <thead className="bg-surface-muted print:bg-transparent">
              <tr>
                {block.columns.map((column) => (
                  <th
                    key={column}
                    scope="col"
                    className="px-4 py-3 font-semibold text-ink-900 print:text-black"
                  >
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row) => (
                <tr key={row[0]} className="border-t border-line align-top">
                  {row.map((cell, index) => (
                    <td
                      key={index}
                      className={cx(
                        "px-4 py-3",
                        index === 0 &&
                          "font-medium text-ink-900 print:text-black",
                      )}
                    >
                      {cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
  }
}

/** Turns every mention of the contact or the privacy mailbox into a mailto link. */
function withMailLinks(text: string): ReactNode {
  const mailboxes = [site.contactEmail, site.privacyEmail];
  // The mailboxes hold letters, "@" and dots: only the dots need escaping.
  const pattern = new RegExp(
    `(${mailboxes.map((box) => box.replaceAll(".", "\\.")).join("|")})`,
  );
  const parts = text.split(pattern);
  if (parts.length === 1) return text;
  // split() with a capture group: the mailboxes are the odd parts.
  return parts.map((part, index) =>
    index % 2 === 1 ? (
      <a
        key={index}
        href={`mailto:${part}`}
        className="font-medium text-brand-700 underline underline-offset-4 print:text-black"
      >
        {part}
      </a>
    ) : (
      <Fragment key={index}>{part}</Fragment>
    ),
  );
}
