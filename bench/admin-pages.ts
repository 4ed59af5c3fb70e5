/**
 * bench:admin's pages section: the production server on the seeded database, a staff member
 * signed in over HTTP as a browser without JavaScript does it (password at /admin/auth, then
 * a code from the authenticator app at /auth/two-factor), and the console's tabs and detail
 * pages measured as bench:portal measures the portal's (bench/page-load.ts). See
 * bench/README.md.
 */
import { generateSync } from "otplib";
import {
  freePorts,
  startAppServer,
  stopManaged,
  type Managed,
} from "./leads-support";
import { signInWithForms } from "./page-http";
import {
  measurePages,
  selectTargets,
  type PageLoadSettings,
  type PageRow,
  type PageTarget,
} from "./page-load";
import type { SeededPortal } from "./portal-seed";
import { BENCH_STAFF, COMMON_TERM, type SeededConsole } from "./admin-seed";

export function consoleTargets(
  portal: SeededPortal,
  seeded: SeededConsole,
): PageTarget[] {
  return [
    { label: "Users tab", path: "/lead_admin", marker: "Colleague 1" },
    {
      label: "Clients tab",
      path: "/lead_admin/clients",
      marker: "Halvorsen Tax",
    },
    {
      label: "Leads tab",
      path: "/lead_admin/leads",
      marker: seeded.featuredLeadName,
    },
    {
      label: `Leads tab, search "${COMMON_TERM}"`,
      path: `/lead_admin/leads?q=${COMMON_TERM}`,
      marker: "Harbour Digital Ministry",
    },
    {
      label: "Support tab",
      path: "/lead_admin/support",
      marker: "Model gateway returns 429",
    },
    {
      label: "Conversations tab",
      path: "/lead_admin/conversations",
      marker: "Visitor 1",
    },
    // Charts of the last 12 weeks' leads and the open tickets: no seeded name to look for.
    {
      label: "Overview tab",
      path: "/lead_admin/overview",
      marker: "Conversion funnel",
    },
    { label: "Audit tab", path: "/lead_admin/audit", marker: "Moved " },
    // The demo dashboards every deployment seeds at start (app/server/sample-data).
    { label: "Demo tab", path: "/lead_admin/demo", marker: "Allied Maritime" },
    {
      label: "Lead page",
      path: `/lead_admin/leads/${seeded.featuredLeadId}`,
      marker: "Call 12:",
    },
    {
      label: "Ticket page",
      path: `/lead_admin/support/${portal.featuredTicketId}`,
      marker: "Thread message 40",
    },
    {
      label: "Client workspace",
      path: `/lead_admin/clients/${portal.bigClientId}`,
      marker: portal.featuredProjectName,
    },
    {
      label: "Conversation page",
      path: `/lead_admin/conversations/${seeded.featuredConversationId}`,
      marker: "Message 40:",
    },
    // The same signed-in shell with almost no data: the fixed cost of a signed-in page.
    {
      label: "Account page (reference)",
      path: "/account",
      marker: BENCH_STAFF.email,
      reference: true,
    },
  ];
}

/**
 * Signs BENCH_STAFF in with the password, then the TOTP code an authenticator app holding the
 * seeded secret shows now (otplib, as the tests' authenticator); returns the Cookie header.
 */
export async function signInAsStaff(
  port: number,
  totpSecret: string,
): Promise<string> {
  return signInWithForms(port, BENCH_STAFF.email, [
    {
      path: "/admin/auth",
      form: () => ({
        email: BENCH_STAFF.email,
        password: BENCH_STAFF.password,
      }),
      redirectsTo: "/auth/two-factor?area=staff",
    },
    {
      path: "/auth/two-factor?area=staff",
      // Read just before the post: a code made earlier could belong to the previous 30 s.
      form: () => ({
        code: generateSync({ secret: new TextEncoder().encode(totpSecret) }),
      }),
      redirectsTo: "/lead_admin",
    },
  ]);
}

/**
 * Starts the production server on the seeded database (PGlite in `dataDir`, or the PostgreSQL
 * database at `postgresUrl`) with the BETTER_AUTH_SECRET the TOTP secret was encrypted with,
 * signs in and measures the console's pages; stops the server again.
 */
export async function measureConsolePages(options: {
  /** The database's short name, for the machine-load rows and the server's name. */
  database: string;
  dataDir: string;
  postgresUrl?: string;
  authSecret: string;
  portal: SeededPortal;
  seeded: SeededConsole;
  settings: PageLoadSettings;
}): Promise<PageRow[]> {
  const [port] = await freePorts(1);
  let server: Managed | undefined;
  try {
    server = await startAppServer({
      port: port!,
      dataDir: options.dataDir,
      secret: options.authSecret,
      name: `server (${options.database})`,
      env: {
        OUTBOX_POLL_MS: "3600000",
        // The per-address limit on the account pages' posts, off as in the end-to-end tests: the
        // bench's sign-in is never to be refused by it.
        AUTH_RATE_LIMIT: "0",
        ...(options.postgresUrl ? { DATABASE_URL: options.postgresUrl } : {}),
      },
    });
    const cookie = await signInAsStaff(port!, options.seeded.totpSecret);
    return await measurePages({
      port: port!,
      cookie,
      targets: selectTargets(consoleTargets(options.portal, options.seeded)),
      settings: options.settings,
      postgres: !!options.postgresUrl,
      phase: (target) => `${options.database}: ${target.label}`,
    });
  } finally {
    if (server) await stopManaged(server);
  }
}
