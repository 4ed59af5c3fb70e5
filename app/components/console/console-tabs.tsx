import {
  BarChart3,
  Building2,
  Inbox,
  LifeBuoy,
  MessagesSquare,
  Presentation,
  ScrollText,
  Users,
} from "lucide-react";
import { useLocation } from "react-router";
import { TabLinks, type TabLink } from "../ui/tab-links";

export type ConsoleTab =
  | "users"
  | "clients"
  | "leads"
  | "conversations"
  | "support"
  | "overview"
  | "demo"
  | "audit";

// The spec's three tabs first, in its order (Users, Clients, Leads), then the console's own.
const tabs: TabLink<ConsoleTab>[] = [
  { tab: "users", label: "Users", to: "/lead_admin", Icon: Users },
  {
    tab: "clients",
    label: "Clients",
    to: "/lead_admin/clients",
    Icon: Building2,
  },
  { tab: "leads", label: "Leads", to: "/lead_admin/leads", Icon: Inbox },
  // The chat assistant's conversations, beside the leads they turn into.
  {
    tab: "conversations",
    label: "Conversations",
    to: "/lead_admin/conversations",
    Icon: MessagesSquare,
  },
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
  // The demo client dashboard's content, which sales staff show at /allied.
  {
    tab: "demo",
    label: "Demo",
    to: "/lead_admin/demo",
    Icon: Presentation,
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

/** The console's tabs: links, one URL each (ui/tab-links.tsx). */
export function ConsoleTabs() {
  const { pathname } = useLocation();
  return (
    <TabLinks
      label="Console"
      tabs={tabs}
      current={consoleTabOfPath(pathname)}
      gridClassName="grid-cols-2 sm:grid-cols-4 xl:grid-cols-8"
    />
  );
}
