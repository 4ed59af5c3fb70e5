import { DemoProfile } from "~/components/demo/demo-profile";
import { DEMO_HEADERS } from "~/server/demo/demo-access.server";
import { demoProfileLoader } from "~/server/demo/demo-pages.server";
import type { Route } from "./+types/profile-tab";

export const loader = (args: Route.LoaderArgs) => demoProfileLoader(args);

export const headers: Route.HeadersFunction = () => DEMO_HEADERS;

export default function DemoProfileTab({ loaderData }: Route.ComponentProps) {
  return loaderData.profile ? <DemoProfile profile={loaderData.profile} /> : null;
}
