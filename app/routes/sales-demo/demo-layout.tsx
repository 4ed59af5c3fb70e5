import { Outlet, useActionData } from "react-router";
import { DemoGate } from "~/components/sales-demo/demo-gate";
import { DemoShell } from "~/components/sales-demo/demo-shell";
import { site } from "~/content/site";
import { DEMO_HEADERS } from "~/server/sales-demo/demo-access.server";
import {
  demoLayoutAction,
  demoLayoutLoader,
  type DemoGateResult,
} from "~/server/sales-demo/demo-layout.handler.server";
import { headersWithRetryAfter } from "~/server/http/retry-after.server";
import type { Route } from "./+types/demo-layout";

/** /allied: the gate while locked, the demo client's dashboard once open. */
export const loader = (args: Route.LoaderArgs) => demoLayoutLoader(args);
export const action = (args: Route.ActionArgs) => demoLayoutAction(args);

// The gate answers 429 after too many failures: its Retry-After must reach the browser (docs/access-audit.md).
export const headers: Route.HeadersFunction = (args) =>
  headersWithRetryAfter(args, DEMO_HEADERS);

export const meta: Route.MetaFunction = () => [
  { title: `Client dashboard demo | ${site.name}` },
  { name: "robots", content: "noindex, nofollow" },
];

export default function DemoLayout({ loaderData }: Route.ComponentProps) {
  const result = useActionData<DemoGateResult>();
  const { frame, next } = loaderData;
  if (!frame)
    return (
      <DemoGate
        error={result?.error ?? null}
        loginId={result?.values.loginId ?? ""}
        next={next}
        attempt={result}
      />
    );
  return (
    <DemoShell frame={frame}>
      <Outlet />
    </DemoShell>
  );
}
