import { CreditCard, FolderKanban, Lock, Building2 } from "lucide-react";
import type { ReactNode } from "react";
import { Form, useLocation } from "react-router";
import type { DemoFrame } from "~/domain/sales-demo/demo-content";
import { FrameHeader } from "../layout/frame-header";
import { SlimFooter } from "../layout/slim-footer";
import { SiteLogo } from "../site-logo";
import { Badge } from "../ui/badge";
import { Button } from "../ui/button";
import { TabLinks, tabOfPath, type TabLink } from "../ui/tab-links";
import { MainContent } from "../layout/main-content";

export type DemoTab = "profile" | "projects" | "billing";

const tabs: TabLink<DemoTab>[] = [
  { tab: "profile", label: "Profile", to: "/allied", Icon: Building2 },
  {
    tab: "projects",
    label: "Projects",
    to: "/allied/projects",
    Icon: FolderKanban,
  },
  { tab: "billing", label: "Billing", to: "/allied/billing", Icon: CreditCard },
];

/**
 * The unlocked demo's frame: who the demo client is (role client, as the spec shows), the
 * tabs, and Lock demo, which closes the gate for this browser (a post, so it works without
 * JavaScript and no link prefetch can lock anyone out).
 */
export function DemoShell({
  frame,
  children,
}: {
  frame: DemoFrame;
  children: ReactNode;
}) {
  const { pathname } = useLocation();
  return (
    <>
      <header className="border-b border-line bg-surface">
        <div className="page-container flex flex-wrap items-center gap-x-4 gap-y-2 py-3">
          <div className="mr-auto">
            <SiteLogo reloadDocument />
          </div>
          <Form method="post" action="/allied/lock" reloadDocument>
            <Button type="submit" variant="secondary">
              <Lock aria-hidden="true" className="size-4" />
              Lock demo
            </Button>
          </Form>
        </div>
      </header>
      <MainContent className="flex-1 bg-surface-muted py-8 focus:outline-none sm:py-12">
        <div className="page-container">
          <div className="mx-auto grid max-w-6xl gap-6">
            <FrameHeader
              owner={frame.companyName}
              badge={<Badge tone="warning">Demo</Badge>}
              title={<>Welcome, {frame.shortName}</>}
              intro={
                <>
                  Signed in as{" "}
                  <span className="font-semibold text-ink-900">Client</span>.
                  Your projects, company details and invoices with Kestrel, in
                  one place.
                </>
              }
            />
            <TabLinks
              label="Dashboard"
              tabs={tabs}
              current={tabOfPath(tabs, pathname)}
              gridClassName="grid-cols-3"
              iconsFromSmall
            />
            {children}
          </div>
        </div>
      </MainContent>
      <SlimFooter />
    </>
  );
}
