import { FileText, FolderKanban, LifeBuoy, Users } from "lucide-react";
import { useLocation } from "react-router";
import { TabLinks, type TabLink } from "../ui/tab-links";

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

/** Which tab a portal URL belongs to: a project page under Projects, a ticket under Support. */
export function tabOfPath(pathname: string): PortalTab {
  const section = pathname.split("/")[2];
  if (section === "documents" || section === "support" || section === "team")
    return section;
  return "projects";
}

/** The dashboard's tabs. */
export function PortalTabs() {
  const { pathname } = useLocation();
  return (
    <TabLinks
      label="Dashboard"
      tabs={tabs}
      current={tabOfPath(pathname)}
      gridClassName="grid-cols-2 sm:grid-cols-4"
    />
  );
}
