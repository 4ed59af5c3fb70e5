import { FileText, FolderKanban, LifeBuoy, Users } from "lucide-react";
import { useLocation } from "react-router";
import { useIntl } from "react-intl";
import { TabLinks, tabOfPath, type TabLink } from "../ui/tab-links";

export type PortalTab = "projects" | "documents" | "support" | "team";

const tabs: TabLink<PortalTab>[] = [
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

/** The dashboard's tabs. */
export function PortalTabs() {
  const { pathname } = useLocation();
  const intl = useIntl();
  const labels: Record<PortalTab, string> = {
    projects: intl.formatMessage({
      id: "portal.tabProjects",
      defaultMessage: "Projects",
    }),
    documents: intl.formatMessage({
      id: "portal.tabDocuments",
      defaultMessage: "Documents",
    }),
    support: intl.formatMessage({
      id: "portal.tabSupport",
      defaultMessage: "Support",
    }),
    team: intl.formatMessage({ id: "portal.tabTeam", defaultMessage: "Team" }),
  };
  return (
    <TabLinks
      label={intl.formatMessage({
        id: "portal.tabsLabel",
        defaultMessage: "Dashboard",
      })}
      tabs={tabs.map((tab) => ({ ...tab, label: labels[tab.tab] }))}
      current={tabOfPath(tabs, pathname)}
      gridClassName="grid-cols-2 sm:grid-cols-4"
    />
  );
}
