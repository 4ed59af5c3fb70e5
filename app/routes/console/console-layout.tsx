import { Outlet } from "react-router";
import { SignedInShell } from "~/components/layout/signed-in-shell";
import { FrameHeader } from "~/components/layout/frame-header";
import { ConsoleTabs } from "~/components/console/console-tabs";
import { StoppedIntegrationsBanner } from "~/components/console/stopped-integrations-banner";
import { PageToast } from "~/components/ui/toaster";
import { consolePageMeta } from "~/content/console-page-meta";
import { site } from "~/content/site";
import { CONSOLE_HEADERS } from "~/server/console/console-frame.server";
import { consoleLayoutLoader } from "~/server/console/console-layout.handler.server";
import type { Route } from "./+types/console-layout";

export const loader = (args: Route.LoaderArgs) => consoleLayoutLoader(args);

export const headers: Route.HeadersFunction = () => CONSOLE_HEADERS;

export const meta: Route.MetaFunction = () => consolePageMeta();

export default function ConsoleLayout({ loaderData }: Route.ComponentProps) {
  const { user, role, toast, stoppedIntegrations } = loaderData;
  return (
    <SignedInShell user={user}>
      <div className="mx-auto grid max-w-7xl gap-6">
        <FrameHeader owner={`${site.name} staff`} title="Console" />
        <PageToast toast={toast} />
        <StoppedIntegrationsBanner stopped={stoppedIntegrations} />
        <ConsoleTabs role={role} />
        <Outlet />
      </div>
    </SignedInShell>
  );
}
