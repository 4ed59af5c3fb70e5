import {
  BarChart3,
  Building2,
  Inbox,
  LifeBuoy,
  ScrollText,
  Users,
} from "lucide-react";
import { Link, useLocation } from "react-router";
import { cx } from "../ui/cx";

export type ConsoleTab =
  "users" | "clients" | "leads" | "support" | "overview" | "audit";

// The spec's three tabs first, in its order (Users, Clients, Leads), then the console's own.
const tabs: {
  tab: ConsoleTab;
  label: string;
  to: string;
  Icon: typeof Users;
}[] = [
  { tab: "users", label: "Users", to: "/lead_admin", Icon: Users },
  {
    tab: "clients",
    label: "Clients",
    to: "/lead_admin/clients",
    Icon: Building2,
  },
  { tab: "leads", label: "Leads", to: "/lead_admin/leads", Icon: Inbox },
  {
    tab: "support",
    label: "Support",
    to: "/lead_admin/support",
    Icon: LifeBuoy,
  },
  {
    tab: "overview",
    label: "Overview",
    to: "/lead_admin/overview",
    Icon: BarChart3,
  },
  {
    tab: "audit",
    label: "Audit log",
    to: "/lead_admin/audit",
    Icon: ScrollText,
  },
];

/** Which tab a console URL belongs to: a client's workspace under Clients, a lead under Leads. */
export function consoleTabOfPath(pathname: string): ConsoleTab {
  const section = pathname.split("/")[2];
  const match = tabs.find(({ tab }) => tab === section);
  return match ? match.tab : "users";
}

/**
 * The console's tabs are links, one URL each: reload and Back keep the tab, and they work
 * without JavaScript. aria-current marks the open one.
 */
export function ConsoleTabs() {
  const { pathname } = useLocation();
  const current = consoleTabOfPath(pathname);
  return (
    <nav aria-label="Console" className="min-w-0">
      <ul className="grid grid-cols-2 gap-1 rounded-lg bg-surface p-1 ring-1 ring-line sm:grid-cols-3 lg:grid-cols-6">
        {tabs.map(({ tab, label, to, Icon }) => (
          <li key={tab}>
            <Link
              to={to}
              aria-current={tab === current ? "page" : undefined}
              className={cx(
                "inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-md px-3 text-sm font-semibold transition-colors",
                tab === current
                  ? "bg-brand-700 text-white"
                  : "text-text-muted hover:bg-surface-muted hover:text-ink-900",
              )}
            >
              <Icon aria-hidden="true" className="size-4" />
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
