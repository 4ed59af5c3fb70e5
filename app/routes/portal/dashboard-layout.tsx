import { Outlet } from "react-router";
import { FormattedMessage } from "react-intl";
import { FrameHeader } from "~/components/layout/frame-header";
import { SignedInShell } from "~/components/layout/signed-in-shell";
import { PortalTabs } from "~/components/portal/portal-tabs";
import { PageToast } from "~/components/ui/toaster";
import { site } from "~/content/site";
import { localeFromMatches } from "~/content/seo";
import { intlFor } from "~/i18n/intl";
import { PORTAL_HEADERS } from "~/server/portal/dashboard-frame.server";
import { dashboardLayoutLoader } from "~/server/portal/dashboard-layout.handler.server";
import type { Route } from "./+types/dashboard-layout";

export const loader = (args: Route.LoaderArgs) => dashboardLayoutLoader(args);

export const headers: Route.HeadersFunction = () => PORTAL_HEADERS;

export const meta: Route.MetaFunction = ({ matches }) => [
  {
    title: intlFor(localeFromMatches(matches)).formatMessage(
      {
        id: "portal.metaTitle",
        defaultMessage: "Client dashboard | {site}",
      },
      { site: site.name },
    ),
  },
  { name: "robots", content: "noindex" },
];

export default function DashboardLayout({ loaderData }: Route.ComponentProps) {
  const { user, frame, toast } = loaderData;
  return (
    <SignedInShell user={user}>
      <div className="mx-auto grid max-w-6xl gap-6">
        <FrameHeader
          owner={frame.clientLabel}
          title={
            <FormattedMessage
              id="portal.welcome"
              defaultMessage="Welcome, {name}"
              values={{ name: user.name }}
            />
          }
          intro={
            <FormattedMessage
              id="portal.intro"
              defaultMessage="Your projects, documents and support requests with {site}, in one place."
              values={{ site: site.name }}
            />
          }
        />
        <PageToast toast={toast} />
        <PortalTabs />
        <Outlet />
      </div>
    </SignedInShell>
  );
}
