import {
  BarChart3,
  Bot,
  BriefcaseBusiness,
  ChartLine,
  Building2,
  CalendarClock,
  Images,
  Inbox,
  LifeBuoy,
  Mail,
  MessagesSquare,
  Newspaper,
  Presentation,
  ScrollText,
  Search,
  ShieldCheck,
  Tags,
  Users,
  Webhook,
  type LucideIcon,
} from "lucide-react";
import { useLocation } from "react-router";
import {
  sectionOfPath,
  sectionPath,
  sectionsOf,
  type ConsoleSection,
} from "~/domain/console-sections";
import type { StaffRole } from "~/domain/enums";
import { TabLinks, type TabLink } from "../ui/tab-links";

// The order is console-sections.ts's: the spec's three tabs first (Users, Clients, Leads),
// then the console's own; the content studio's after Overview.
const tabLabels: Record<ConsoleSection, { label: string; Icon: LucideIcon }> = {
  users: { label: "Users", Icon: Users },
  clients: { label: "Clients", Icon: Building2 },
  leads: { label: "Leads", Icon: Inbox },
  // The consultations visitors booked, and the hosts' hours (decision 070).
  bookings: { label: "Bookings", Icon: CalendarClock },
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
  // What the chat assistant knows: staff-written answers, unanswered questions (decision 057).
  assistant: { label: "Assistant", Icon: Bot },
  // First-party, cookieless audience figures: which pages bring leads (docs/analytics.md).
  analytics: { label: "Analytics", Icon: ChartLine },
  // What readers search the site for, and what they do not find.
  search: { label: "Site search", Icon: Search },
  // The demo client dashboard's content, which sales staff show at /allied.
  demo: { label: "Demo", Icon: Presentation },
  // People's requests about their data, the incident register, retention (decision 072).
  privacy: { label: "Privacy", Icon: ShieldCheck },
  // Where new leads and bookings are sent: webhooks, Slack, Teams, HubSpot (docs/integrations.md).
  integrations: { label: "Integrations", Icon: Webhook },
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
      // An admin's nineteen tabs: rows of two on a phone, three on a small tablet, four rows of
      // five up to a wide screen, rows of seven on one ("Conversations" needs a seventh of
      // the console's widest frame, 80rem). An editor's eight: rows of two, then two rows of four.
      gridClassName={
        tabs.length > 8
          ? "grid-cols-2 sm:grid-cols-3 md:grid-cols-5 xl:grid-cols-7"
          : "grid-cols-2 sm:grid-cols-4"
      }
    />
  );
}
