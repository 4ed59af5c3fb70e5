import { SEO_TARGETS } from "~/domain/studio/seo-targets";
import { site } from "~/content/site";
import { cx } from "../ui/cx";

/** "48 / 60": how long a text is against where search engines cut it. */
export function CharacterCount({
  id,
  length,
  target,
}: {
  id: string;
  length: number;
  target: number;
}) {
  const over = length > target;
  return (
    // A span: it sits inside the field's hint paragraph.
    <span
      id={id}
      className={cx(
        "block text-sm tabular-nums",
        over ? "font-semibold text-danger-700" : "text-text-muted",
      )}
    >
      {length} / {target} characters
      {over ? " — search results will cut it short" : ""}
    </span>
  );
}

/** Roughly how a search engine lists the page: title, address, description. */
export function SearchResultPreview({
  origin,
  title,
  path,
  description,
}: {
  /** The site's public address, e.g. "https://kestrelcivic.com". */
  origin: string;
  title: string;
  path: string;
  description: string;
}) {
  const shownTitle = `${title || "Untitled"} | ${site.name}`;
  const cut = (text: string, max: number) =>
    text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
  return (
    <figure className="grid gap-1 rounded-lg border border-line bg-surface p-4">
      <figcaption className="text-xs font-semibold tracking-wide text-text-muted uppercase">
        Search result preview
      </figcaption>
      <p className="text-sm break-all text-ink-700">
        {origin.replace(/^https?:\/\//, "").replace(/\/$/, "")}
        {path}
      </p>
      <p className="text-lg leading-snug text-brand-700">
        {cut(shownTitle, SEO_TARGETS.title + site.name.length + 3)}
      </p>
      <p className="text-sm leading-6 text-text">
        {description ? (
          cut(description, SEO_TARGETS.description)
        ) : (
          <span className="text-text-muted">
            No description: add an excerpt or an SEO description.
          </span>
        )}
      </p>
    </figure>
  );
}
