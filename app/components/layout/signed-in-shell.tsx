import {
  LayoutDashboard,
  ShieldCheck,
  UserRound,
  type LucideIcon,
} from "lucide-react";
import type { ReactNode } from "react";
import { NavLink } from "react-router";
import { FormattedMessage, useIntl } from "react-intl";
import type { SignedInView } from "~/domain/auth-views";
import { consoleHomeOf } from "~/domain/console-sections";
import { isStaffRole } from "~/domain/enums";
import { SiteLogo } from "../site-logo";
import { cx } from "../ui/cx";
import { roleTitle } from "./profile-details";
import { SignOutForm } from "./sign-out-form";
import { SlimFooter } from "./slim-footer";
import { MainContent } from "./main-content";

const navLinkClasses = ({ isActive }: { isActive: boolean }) =>
  cx(
    "inline-flex min-h-11 items-center gap-2 rounded-lg px-3 text-sm font-semibold transition-colors",
    isActive
      ? "bg-brand-50 text-brand-800"
      : "text-ink-900 hover:bg-surface-muted",
  );

/**
 * The frame of the signed-in areas (/dashboard, /lead_admin, /account): who is signed in,
 * where they can go, and Sign out. Console only for staff; the client portal link only for
 * someone attached to a client.
 */
export function SignedInShell({
  user,
  children,
}: {
  user: SignedInView;
  children: ReactNode;
}) {
  // Staff's Console link opens their part of it: the content studio for an editor.
  const intl = useIntl();
  const consoleHome = isStaffRole(user.role) ? consoleHomeOf(user.role) : null;
  const affiliation = [
    user.role ? roleTitle(intl, user.role) : null,
    user.company,
  ]
    .filter(Boolean)
    .join(" · ");
  // Console for staff, else the client portal for someone attached to a client; then Account.
  const home = consoleHome
    ? { to: consoleHome, Icon: ShieldCheck, label: "Console" }
    : user.company
      ? {
          to: "/dashboard",
          Icon: LayoutDashboard,
          label: (
            <FormattedMessage
              id="account.navDashboard"
              defaultMessage="Dashboard"
            />
          ),
        }
      : null;
  const navLinks: { to: string; Icon: LucideIcon; label: ReactNode }[] = [
    ...(home ? [home] : []),
    {
      to: "/account",
      Icon: UserRound,
      label: (
        <FormattedMessage id="account.navAccount" defaultMessage="Account" />
      ),
    },
  ];
  return (
    <>
      <header className="border-b border-line bg-surface">
        {/* Narrow screens: logo and Sign out on one line, who is signed in below them. */}
        <div className="page-container flex flex-wrap items-center gap-x-4 gap-y-2 py-3">
          <div className="mr-auto">
            <SiteLogo reloadDocument />
          </div>
          <p className="order-last w-full min-w-0 text-sm leading-5 sm:order-none sm:w-auto sm:text-right">
            <span className="block truncate font-semibold text-ink-900">
              {user.name}
            </span>
            {affiliation ? (
              <span className="block truncate text-text-muted">
                {affiliation}
              </span>
            ) : null}
          </p>
          <SignOutForm />
        </div>
        <nav
          aria-label={intl.formatMessage({
            id: "account.navLabel",
            defaultMessage: "Account",
          })}
          className="border-t border-line"
        >
          <ul className="page-container flex flex-wrap gap-1 py-1.5">
            {navLinks.map(({ to, Icon, label }) => (
              <li key={to}>
                <NavLink to={to} className={navLinkClasses}>
                  <Icon aria-hidden="true" className="size-4" />
                  {label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <MainContent className="flex-1 bg-surface-muted py-8 focus:outline-none sm:py-12">
        <div className="page-container">{children}</div>
      </MainContent>
      <SlimFooter />
    </>
  );
}
