import { FileText, FolderKanban, LifeBuoy, Users } from "lucide-react";
import { Link, useLocation } from "react-router";
import { cx } from "../ui/cx";

export type PortalTab = "projects" | "documents" | "support" | "team";

const tabs: {
  tab: PortalTab;
  label: string;
  to: string;
  Icon: typeof FileText;
}[] = [
  { tab: "projects", label: "Projects", to: "/dashboard", Icon: FolderKanban },
  {
    tab: "documents",
    label: "Documents",
    to: "/dashboard/documents",
    Icon: FileText,
  },
  {
    tab: "support",
    label: "Support",
    to: "/dashboard/support",
    Icon: LifeBuoy,
  },
  { tab: "team", label: "Team", to: "/dashboard/team", Icon: Users },
];

/** Which tab a portal URL belongs to: a project page under Projects, a ticket under Support. */
export function tabOfPath(pathname: string): PortalTab {
  const section = pathname.split("/")[2];
  if (section === "documents" || section === "support" || section === "team")
    return section;
  return "projects";
}

/**
 * The dashboard's tabs are links, one URL each (spec § 2; issue 10): reload and Back keep the
 * tab, and they work without JavaScript. aria-current marks the open one.
 */
export function PortalTabs() {
  const { pathname } = useLocation();
  const current = tabOfPath(pathname);
  return (
    <nav aria-label="Dashboard" className="min-w-0">
      <ul className="grid grid-cols-2 gap-1 rounded-lg bg-surface p-1 ring-1 ring-line sm:grid-cols-4">
        {tabs.map(({ tab, label, to, Icon }) => (
          <li key={tab}>
            <Link
              to={to}
              aria-current={tab === current ? "page" : undefined}
              className={cx(
                "inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-md px-4 text-sm font-semibold transition-colors",
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
