import { FormattedMessage } from "react-intl";
import { SiteLink } from "~/components/ui/site-link";
import { site } from "~/content/site";

/**
 * Wordmark with a geometric kestrel mark; the name is text, so it scales and translates.
 * Hydrated areas pass `reloadDocument`: the home page is a public page, whose enhancers run
 * only on a document load (docs/decisions/009).
 */
export function SiteLogo({
  tone = "dark",
  reloadDocument,
}: {
  tone?: "dark" | "light";
  reloadDocument?: boolean;
}) {
  return (
    <SiteLink
      to="/"
      reloadDocument={reloadDocument}
      className={`inline-flex items-center gap-2.5 font-semibold tracking-tight ${tone === "dark" ? "text-ink-900" : "text-white"}`}
    >
      <svg
        aria-hidden="true"
        width="28"
        height="28"
        viewBox="0 0 32 32"
        className="shrink-0"
      >
        <rect
          width="32"
          height="32"
          rx="8"
          fill={tone === "dark" ? "#0b1f3a" : "#ffffff"}
        />
        <path d="M7 22 L16 8 L25 22 L16 17 Z" fill="#14b8a6" />
        <path d="M16 17 L25 22 L16 25 Z" fill="#f59e0b" />
      </svg>
      <span className="text-base leading-none">
        {site.shortName}
        <span
          className={`ml-1 font-normal ${tone === "dark" ? "text-text-muted" : "text-ink-200"}`}
        >
          Civic
        </span>
      </span>
      <span className="sr-only">
        <FormattedMessage id="chrome.logoHome" defaultMessage=", home" />
      </span>
    </SiteLink>
  );
}
