import { ChevronDown, Menu, Search, X } from "lucide-react";
import { FormattedMessage, useIntl } from "react-intl";
import { NavLink, useLocation } from "react-router";
import * as englishNavigation from "~/content/navigation";
import type { NavGroup } from "~/content/navigation";
import * as frenchNavigation from "~/content/fr/navigation";
import { useCopy, useLocalizedPath } from "~/i18n/locale-context";
import { pathWithoutLocale } from "~/i18n/locale";
import { LanguageLink } from "./language-link";
import { ButtonLink } from "./ui/button-link";
import { cx } from "./ui/cx";
import { SiteLogo } from "./site-logo";

function isCurrent(pathname: string, to: string): boolean {
  return pathname === to || pathname.startsWith(`${to}/`);
}

/**
 * The site header, complete as server markup: every dropdown panel and link is in the HTML.
 * Without JavaScript a group's panel shows while the group is hovered or holds focus (CSS in
 * app.css, "Site header dropdowns"); app/enhance/site-header.ts then takes over with the
 * spec's delays, click and keyboard toggling and aria-expanded.
 */
function useNavigation() {
  return useCopy({ en: englishNavigation, fr: frenchNavigation });
}

export function SiteHeader() {
  const { getStartedLink } = useNavigation();
  return (
    <header
      data-site-header
      data-enhance="site-header"
      className="sticky top-0 z-40 border-b border-line bg-white/95 backdrop-blur"
    >
      <div className="page-container flex h-header items-center justify-between gap-4">
        <SiteLogo />
        <DesktopNavigation />
        {/* min-w-0: between the navigation and the buttons, the search box is what narrows. */}
        <div className="flex min-w-0 items-center gap-2">
          <SiteSearchForm
            id="site-search-q"
            className="hidden min-w-0 lg:flex"
          />
          {/* A wrapper, not a class on the button: "hidden" would fight the button's own display. */}
          <LanguageLink className="text-ink-900 hover:bg-surface-muted" />
          <div className="hidden shrink-0 md:block">
            <ButtonLink to={getStartedLink.to} className="whitespace-nowrap">
              {getStartedLink.label}
            </ButtonLink>
          </div>
          <MobileNavigation />
        </div>
      </div>
    </header>
  );
}

function DesktopNavigation() {
  const pathname = pathWithoutLocale(useLocation().pathname);
  const { headerNavigation } = useNavigation();
  const intl = useIntl();
  return (
    <nav
      aria-label={intl.formatMessage({
        id: "chrome.mainNav",
        defaultMessage: "Main",
      })}
      className="hidden lg:block"
    >
      <ul className="flex items-center gap-1">
        {headerNavigation.map((group) => (
          <DesktopGroup
            key={group.id}
            group={group}
            active={group.links.some((l) => isCurrent(pathname, l.to))}
          />
        ))}
      </ul>
    </nav>
  );
}

function DesktopGroup({ group, active }: { group: NavGroup; active: boolean }) {
  const panelId = `nav-panel-${group.id}`;
  const localizedPath = useLocalizedPath();
  return (
    <li className="nav-group relative" data-nav-group>
      <button
        type="button"
        aria-controls={panelId}
        data-nav-trigger
        data-current-section={active ? "true" : undefined}
        className={cx(
          "group inline-flex min-h-11 items-center gap-1 rounded-md px-3 text-sm font-medium hover:bg-surface-muted",
          "data-[state=open]:bg-surface-muted",
          active ? "text-brand-700" : "text-ink-900",
        )}
      >
        {group.label}
        <ChevronDown
          aria-hidden="true"
          className="size-4 transition-transform group-data-[state=open]:rotate-180 motion-reduce:transition-none"
        />
      </button>
      {/* Padding, not margin, above the card: the pointer crosses no gap between trigger and panel. */}
      <div
        id={panelId}
        className="nav-panel absolute left-0 top-full z-50 w-80 pt-2"
        data-nav-panel
      >
        <ul className="grid gap-1 rounded-card border border-line bg-white p-2 shadow-card">
          {group.links.map((link) => (
            <li key={link.to}>
              <NavLink
                to={localizedPath(link.to)}
                className={cx(
                  "block rounded-md px-3 py-2.5 hover:bg-surface-muted",
                  "aria-[current=page]:bg-brand-50",
                )}
              >
                <span className="block text-sm font-semibold text-ink-900">
                  {link.label}
                </span>
                {link.description ? (
                  <span className="mt-0.5 block text-sm text-text-muted">
                    {link.description}
                  </span>
                ) : null}
              </NavLink>
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}

/**
 * A <details> disclosure: it opens and closes without JavaScript; the header's enhancer
 * closes it as soon as a link is chosen, on Escape and on a click outside.
 */
function MobileNavigation() {
  const { headerNavigation, getStartedLink } = useNavigation();
  const localizedPath = useLocalizedPath();
  const intl = useIntl();
  return (
    <details className="group lg:hidden" data-mobile-menu>
      <summary className="inline-flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-md px-3 text-sm font-medium text-ink-900 hover:bg-surface-muted [&::-webkit-details-marker]:hidden">
        <Menu aria-hidden="true" className="size-5 group-open:hidden" />
        <X aria-hidden="true" className="hidden size-5 group-open:block" />
        <FormattedMessage id="chrome.menu" defaultMessage="Menu" />
      </summary>
      <nav
        aria-label={intl.formatMessage({
          id: "chrome.mobileNav",
          defaultMessage: "Mobile",
        })}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-var(--spacing-header))] overflow-y-auto border-b border-line bg-white shadow-card"
      >
        <SiteSearchForm
          id="menu-search-q"
          className="page-container flex pt-3"
        />
        <ul className="page-container grid gap-1 py-3">
          {headerNavigation
            .flatMap((group) => group.links)
            .map((link) => (
              <li key={link.to}>
                <NavLink
                  to={localizedPath(link.to)}
                  className="block rounded-md px-3 py-3 text-base font-medium text-ink-900 hover:bg-surface-muted aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-700"
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          <li className="pt-2">
            <ButtonLink to={getStartedLink.to} className="w-full">
              {getStartedLink.label}
            </ButtonLink>
          </li>
        </ul>
      </nav>
    </details>
  );
}

/**
 * The header's search box: a plain GET form to /search (or /fr/search), so it works before and
 * without any script and adds none. The bar shows it where the navigation is in the bar, the menu where it is in the menu;
 * only one of the two is ever displayed, so the page has one search landmark.
 */
function SiteSearchForm({ id, className }: { id: string; className?: string }) {
  const localizedPath = useLocalizedPath();
  const intl = useIntl();
  return (
    <form
      role="search"
      action={localizedPath("/search")}
      method="get"
      aria-label={intl.formatMessage({
        id: "chrome.siteSearch",
        defaultMessage: "Site search",
      })}
      className={cx("items-center", className)}
    >
      <label htmlFor={id} className="sr-only">
        <FormattedMessage
          id="chrome.searchLabel"
          defaultMessage="Search the site"
        />
      </label>
      <input
        id={id}
        type="search"
        name="q"
        maxLength={200}
        autoComplete="off"
        placeholder={intl.formatMessage({
          id: "chrome.searchPlaceholder",
          defaultMessage: "Search",
        })}
        className="min-h-11 w-full min-w-0 rounded-l-md border border-r-0 border-line bg-white px-3 text-sm text-ink-900 placeholder:text-text-muted lg:w-36 xl:w-44 focus-visible:outline-3 focus-visible:outline-focus"
      />
      <button
        type="submit"
        className="inline-flex min-h-11 min-w-11 shrink-0 cursor-pointer items-center justify-center rounded-r-md border border-line bg-surface-muted text-ink-900 hover:bg-brand-50"
      >
        <Search aria-hidden="true" className="size-4" />
        <span className="sr-only">
          <FormattedMessage id="chrome.searchSubmit" defaultMessage="Search" />
        </span>
      </button>
    </form>
  );
}
