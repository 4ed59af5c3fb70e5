import { redirect } from "react-router";
import type { DemoInvoiceView } from "~/domain/sales-demo/demo-content";
import type { Env } from "../env.server";
import { isUuid, notFound } from "../http/not-found-response.server";
import { getAppServices, getDb } from "../services.server";
import {
  findDemoClient,
  findDemoInvoice,
  type DemoClientRow,
} from "./demo-content.server";
import { isUnlocked } from "./demo-gate.server";

/**
 * Who may see /allied: the guard every handler under it calls first. Off (no
 * credentials in production) or pointed at a demo that does not exist: 404 everywhere, the
 * same answer as any unknown address. Locked: the gate.
 */

/** Never stored by a browser or a proxy: the pages are behind the gate. */
export const DEMO_HEADERS = { "Cache-Control": "no-store" } as const;

export type DemoAccess = { env: Env; client: DemoClientRow };

/**
 * The first check of every handler under /allied: the demo is on and its client exists, or
 * 404. Whether this browser has opened the gate is the caller's next question.
 */
export async function demoOrNotFound(): Promise<DemoAccess> {
  const { env, database } = getAppServices();
  if (!env.demo.gate) throw notFound();
  const client = await findDemoClient(database.db, env.demo.clientKey);
  if (!client) throw notFound();
  return { env, client };
}

/**
 * For a tab's loader: the open demo, or a redirect to the gate that comes back here after.
 * The index (/allied) passes `gateHere` and gets null instead, since the gate is drawn there.
 */
export async function requireDemoAccess(request: Request): Promise<DemoAccess>;
export async function requireDemoAccess(
  request: Request,
  options: { gateHere: true },
): Promise<DemoAccess | null>;
export async function requireDemoAccess(
  request: Request,
  options?: { gateHere: true },
): Promise<DemoAccess | null> {
  const { env, client } = await demoOrNotFound();
  if (await isUnlocked(env, request)) return { env, client };
  if (options?.gateHere) return null;
  const url = new URL(request.url);
  throw redirect(
    `/allied?next=${encodeURIComponent(url.pathname + url.search)}`,
    { headers: DEMO_HEADERS },
  );
}

/**
 * An invoice of the open demo, for Pay Now's page and View PDF: the id is looked up only among
 * this demo's invoices, so a malformed, unknown or other demo's id is the same 404.
 */
export async function demoInvoiceOf(
  { client }: DemoAccess,
  invoiceId: string | undefined,
): Promise<DemoInvoiceView> {
  if (!isUuid(invoiceId)) throw notFound();
  const invoice = await findDemoInvoice(getDb(), client, invoiceId);
  if (!invoice) throw notFound();
  return invoice;
}
