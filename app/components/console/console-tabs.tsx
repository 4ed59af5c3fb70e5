import {
  BarChart3,
  BriefcaseBusiness,
  Building2,
  Images,
  Inbox,
  LifeBuoy,
  Mail,
  MessagesSquare,
  Newspaper,
  Presentation,
  ScrollText,
  Tags,
  Users,
  type LucideIcon,
} from "lucide-react";
import { useLocation } from "react-router";
import {
  sectionOfPath,
  sectionPath,
  sectionsOf,
  type ConsoleSection,
} from "~/domain/console/console-sections";
import type { StaffRole } from "~/domain/enums";
import { TabLinks, type TabLink } from "../ui/tab-links";

// The order is console-sections.ts's: the spec's three tabs first (Users, Clients, Leads),
// then the console's own; the content studio's after Overview.
const tabLabels: Record<ConsoleSection, { label: string; Icon: LucideIcon }> = {
  users: { label: "Users", Icon: Users },
  clients: { label: "Clients", Icon: Building2 },
  leads: { label: "Leads", Icon: Inbox },
  // The chat assistant's conversations, beside the leads they turn into.
  conversations: { label: "Conversations", Icon: MessagesSquare },
  support: { label: "Support", Icon: LifeBuoy },
  overview: { label: "Overview", Icon: BarChart3 },
  insights: { label: "Insights", Icon: Newspaper },
  "case-studies": { label: "Case studies", Icon: BriefcaseBusiness },
  // The studio's images (docs/decisions/052-media-library.md).
  media: { label: "Media", Icon: Images },
  // Sectors, capabilities and content types (docs/decisions/053-taxonomy-management.md).
  taxonomy: { label: "Taxonomy", Icon: Tags },
  // The newsletter's subscribers, their consent and the blocked domains (docs/newsletter.md).
  newsletter: { label: "Newsletter", Icon: Mail },
  // The demo client dashboard's content, which sales staff show at /allied.
  demo: { label: "Demo", Icon: Presentation },
  audit: { label: "Audit log", Icon: ScrollText },
};

function tabsOf(role: StaffRole): TabLink<ConsoleSection>[] {
  return sectionsOf(role).map((tab) => ({
    tab,
    to: sectionPath(tab),
    ...tabLabels[tab],
  }));
}

/** The console's tabs a role may open: links, one URL each (ui/tab-links.tsx). */
export function ConsoleTabs({ role }: { role: StaffRole }) {
  const { pathname } = useLocation();
  const tabs = tabsOf(role);
  return (
    <TabLinks
      label="Console"
      tabs={tabs}
      current={sectionOfPath(pathname) ?? tabs[0]!.tab}
      // An admin's thirteen tabs: rows of two on a phone, three and five on tablets, a row of
      // seven and one of six on a wide screen (thirteen labels never fit one row of the
      // console's width). An editor's five keep the width they would have in those rows.
      gridClassName={
        tabs.length > 5
          ? "grid-cols-2 sm:grid-cols-3 md:grid-cols-5 lg:grid-cols-7"
          : "grid-cols-2 sm:grid-cols-5 lg:grid-cols-7"
      }
    />
  );
}
