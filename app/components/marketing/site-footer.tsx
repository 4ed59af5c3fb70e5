import { Mail } from "lucide-react";
import { FormattedMessage, useIntl } from "react-intl";
import { SiteLink } from "~/components/ui/site-link";
import * as frenchNavigation from "~/content/fr/navigation";
import { site as frenchSite } from "~/content/fr/site";
import * as englishNavigation from "~/content/navigation";
import type { NavLinkItem } from "~/content/navigation";
import { site as englishSite, telHref } from "~/content/site";
import { useCopy } from "~/i18n/locale-context";
import { LanguageLink } from "../language-link";
import { NewsletterBox } from "../newsletter/newsletter-box";
import { ChatLauncher } from "../chat/chat-launcher";
import { SiteLogo } from "../site-logo";

export function SiteFooter({
  newsletterBox = true,
}: {
  /** False on a page with its own sign-up (app/page-chrome.ts). */
  newsletterBox?: boolean;
}) {
  const year = new Date().getFullYear();
  const intl = useIntl();
  const site = useCopy({ en: englishSite, fr: frenchSite });
  const { solutionLinks, companyLinks, legalLinks } = useCopy({
    en: englishNavigation,
    fr: frenchNavigation,
  });
  return (
    <footer data-site-footer className="bg-ink-950 text-ink-100">
      {newsletterBox ? (
        <div className="border-b border-white/10">
          <div className="page-container py-10">
            <NewsletterBox
              id="footer-newsletter"
              tone="dark"
              className="max-w-3xl"
            />
          </div>
        </div>
      ) : null}
      <div className="page-container grid gap-10 py-14 md:grid-cols-2 lg:grid-cols-[1.3fr_1fr_1fr_1.2fr]">
        <div>
          <SiteLogo tone="light" />
          <p className="mt-4 max-w-xs text-sm leading-6 text-ink-200">
            {site.tagline}.
          </p>
          <p className="mt-4 text-sm">
            <a
              href={`mailto:${site.contactEmail}`}
              className="inline-flex min-h-11 items-center gap-2 font-medium text-white underline-offset-4 hover:underline"
            >
              <Mail aria-hidden="true" className="size-4" />
              {site.contactEmail}
            </a>
          </p>
        </div>
        <FooterColumn
          heading={intl.formatMessage({
            id: "chrome.footerSolutions",
            defaultMessage: "Solutions",
          })}
          links={solutionLinks}
        />
        <FooterColumn
          heading={intl.formatMessage({
            id: "chrome.footerCompany",
            defaultMessage: "Company",
          })}
          links={companyLinks}
        />
        <div>
          <h2 className="text-sm font-semibold text-white">
            <FormattedMessage
              id="chrome.footerOffices"
              defaultMessage="Offices"
            />
          </h2>
          <ul className="mt-4 grid gap-5 text-sm leading-6">
            {site.offices.map((office) => (
              <li key={office.id}>
                <address className="not-italic text-ink-200">
                  <span className="block font-medium text-white">
                    {office.city} · {office.label}
                  </span>
                  {office.streetAddress}
                  <br />
                  {office.locality}, {office.region} {office.postalCode},{" "}
                  {office.country}
                  <br />
                  <a
                    href={telHref(office.phone)}
                    className="underline-offset-4 hover:underline"
                  >
                    {office.phone}
                  </a>
                </address>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="page-container flex flex-col gap-3 py-6 text-sm text-ink-200 sm:flex-row sm:items-center sm:justify-between">
          <p>
            <FormattedMessage
              id="chrome.copyright"
              defaultMessage="© {year} {site}"
              values={{ year, site: site.name }}
            />
          </p>
          <nav
            aria-label={intl.formatMessage({
              id: "chrome.legalNav",
              defaultMessage: "Legal",
            })}
          >
            <ul className="flex flex-wrap gap-x-5 gap-y-1">
              <li>
                <LanguageLink className="px-0 text-ink-200 hover:text-white" />
              </li>
              <LinkItems
                links={legalLinks}
                className="inline-flex min-h-11 items-center underline-offset-4 hover:underline"
              />
            </ul>
          </nav>
        </div>
      </div>
      {/* The chat assistant's button: on every public page, fixed bottom-right. */}
      <ChatLauncher />
    </footer>
  );
}

function FooterColumn({
  heading,
  links,
}: {
  heading: string;
  links: NavLinkItem[];
}) {
  return (
    <nav aria-label={heading}>
      <h2 className="text-sm font-semibold text-white">{heading}</h2>
      <ul className="mt-3 grid text-sm">
        <LinkItems
          links={links}
          className="inline-flex min-h-10 items-center text-ink-200 hover:text-white"
        />
      </ul>
    </nav>
  );
}

/** A list's items, one link each. */
function LinkItems({
  links,
  className,
}: {
  links: readonly { to: string; label: string }[];
  className: string;
}) {
  return links.map((link) => (
    <li key={link.to}>
      <SiteLink to={link.to} className={className}>
        {link.label}
      </SiteLink>
    </li>
  ));
}
