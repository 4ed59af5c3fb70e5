import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { FormattedMessage, useIntl } from "react-intl";
import { site } from "~/content/site";
import { useLocalizedPath } from "~/i18n/locale-context";

/** The account pages' footer: the way back to the public site, and the legal links. */
export function SlimFooter() {
  const localizedPath = useLocalizedPath();
  const intl = useIntl();
  return (
    <footer className="border-t border-line bg-surface">
      <div className="page-container flex flex-col gap-2 py-4 text-sm text-text-muted sm:flex-row sm:items-center sm:justify-between">
        <Link
          reloadDocument
          to={localizedPath("/")}
          className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          <FormattedMessage
            id="account.footerBackHome"
            defaultMessage="Back to home"
          />
        </Link>
        <nav
          aria-label={intl.formatMessage({
            id: "account.footerLegal",
            defaultMessage: "Legal",
          })}
        >
          <ul className="flex flex-wrap gap-x-5">
            <li>
              <Link
                reloadDocument
                to={localizedPath("/privacy")}
                className="inline-flex min-h-11 items-center underline-offset-4 hover:underline"
              >
                <FormattedMessage
                  id="account.footerPrivacy"
                  defaultMessage="Privacy"
                />
              </Link>
            </li>
            <li>
              <Link
                reloadDocument
                to={localizedPath("/terms")}
                className="inline-flex min-h-11 items-center underline-offset-4 hover:underline"
              >
                <FormattedMessage
                  id="account.footerTerms"
                  defaultMessage="Terms"
                />
              </Link>
            </li>
          </ul>
        </nav>
        <p>
          © {new Date().getFullYear()} {site.name}
        </p>
      </div>
    </footer>
  );
}
