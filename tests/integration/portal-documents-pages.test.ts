import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authAction } from "~/server/auth/auth.handler.server";
import { clients, documents } from "~/server/db/schema.server";
import { documentDownloadLoader } from "~/server/portal/document-download.handler.server";
import { documentsTabLoader } from "~/server/portal/documents-tab.handler.server";
import { DOCUMENTS_PAGE_SIZE } from "~/server/portal/documents.server";
import { DEMO_PASSWORD } from "~/server/sample-data/sample-accounts.server";
import type { AppServices } from "~/server/services.server";
import { CookieJar, callRoute, get } from "../support/account-session";
import { addDocuments } from "../support/client-history";
import { formRequest, startTestServices } from "../support/app-services";
import { testDbKind } from "../support/test-database";

/**
 * The Documents tab a page at a time (docs/decisions/043-html-weight.md: a large client's tab stays a small page), on
 * PGlite and PostgreSQL: DOCUMENTS_PAGE_SIZE a page, newest first with a stable order for
 * documents added in the same instant, every document on exactly one page, a total count,
 * out-of-range and malformed page numbers, and never another client's document on any page.
 */
let stop: () => Promise<void>;
let services: AppServices;

const db = () => services.database.db;

/** Northshore's documents after the seed: two full pages and three more. */
const ADDED = 2 * DOCUMENTS_PAGE_SIZE + 3;

async function clientId(name: string): Promise<string> {
  const [row] = await db()
    .select({ id: clients.id })
    .from(clients)
    .where(eq(clients.name, name));
  return row!.id;
}

async function signIn(email: string): Promise<CookieJar> {
  const jar = new CookieJar();
  const answer = await callRoute(
    authAction,
    formRequest("/auth", { intent: "signin", email, password: DEMO_PASSWORD }),
    jar,
  );
  expect(answer.status, JSON.stringify(answer.data)).toBe(302);
  return jar;
}

type TabData = {
  items: { id: string; name: string }[];
  pageInfo: {
    page: number;
    pageCount: number;
    total: number;
    pageSize: number;
  } | null;
  loadError: string | null;
};

async function tab(jar: CookieJar, search = ""): Promise<TabData> {
  const answer = await callRoute(
    documentsTabLoader,
    get(`/dashboard/documents${search}`),
    jar,
  );
  expect(answer.status).toBe(200);
  return answer.data as unknown as TabData;
}

/** Every page of the tab, from 1 to the page count page 1 states. */
async function everyPage(jar: CookieJar): Promise<TabData[]> {
  const first = await tab(jar);
  const pages = [first];
  for (let page = 2; page <= first.pageInfo!.pageCount; page++)
    pages.push(await tab(jar, `?page=${page}`));
  return pages;
}

/** The client's documents in the order the tab promises: newest first, then by id. */
async function expectedOrder(client: string): Promise<string[]> {
  const rows = await db()
    .select({ id: documents.id })
    .from(documents)
    .where(eq(documents.clientId, client))
    .orderBy(desc(documents.createdAt), desc(documents.id));
  return rows.map((row) => row.id);
}

let northshore: string;
let meridian: string;
let grace: CookieJar;
let amira: CookieJar;

beforeAll(async () => {
  const started = await startTestServices();
  services = started.services;
  stop = started.stop;
  northshore = await clientId("Northshore Health Network");
  meridian = await clientId("Meridian Revenue Authority");
  const base = Date.now() - 3_600_000;
  await addDocuments(
    db(),
    northshore,
    Array.from({ length: ADDED }, (_, i) => ({
      name: `Northshore minutes ${String(i + 1).padStart(2, "0")}.txt`,
      // Six documents share one instant across the boundary of pages 1 and 2: the order
      // between them (by id) must not change from one query to the next.
      createdAt: new Date(base - (i >= 20 && i < 26 ? 20 : i) * 60_000),
    })),
  );
  // Newer than all of Northshore's: were the tab not scoped, they would lead its page 1.
  await addDocuments(
    db(),
    meridian,
    Array.from({ length: 5 }, (_, i) => ({
      name: `Meridian board pack ${i + 1}.txt`,
      createdAt: new Date(Date.now() - i * 1000),
    })),
  );
  grace = await signIn("grace.okafor@example.org");
  amira = await signIn("amira.haddad@example.org");
}, 120_000);
afterAll(async () => stop?.());

describe(`the Documents tab, a page at a time (${testDbKind()})`, () => {
  it("shows DOCUMENTS_PAGE_SIZE a page, newest first, every document on exactly one page, with the total", async () => {
    const order = await expectedOrder(northshore);
    // The sample data's documents and the ones added here.
    expect(order.length).toBeGreaterThan(ADDED);
    const pages = await everyPage(grace);
    const pageCount = Math.ceil(order.length / DOCUMENTS_PAGE_SIZE);
    expect(pages).toHaveLength(pageCount);
    pages.forEach((page, index) => {
      expect(page.loadError).toBeNull();
      expect(page.pageInfo).toEqual({
        page: index + 1,
        pageCount,
        total: order.length,
        pageSize: DOCUMENTS_PAGE_SIZE,
      });
      expect(page.items).toHaveLength(
        index + 1 < pageCount
          ? DOCUMENTS_PAGE_SIZE
          : order.length - (pageCount - 1) * DOCUMENTS_PAGE_SIZE,
      );
    });
    // The pages, one after the other, are the whole list in order: none twice, none missing.
    expect(pages.flatMap((page) => page.items.map((item) => item.id))).toEqual(
      order,
    );
    expect(pages[0]!.items[0]!.name).toBe("Northshore minutes 01.txt");
    // The same page twice: the same documents in the same order, ties included.
    expect((await tab(grace, "?page=2")).items).toEqual(pages[1]!.items);
  });

  it("pages by the count the database keeps for the client, not a count of its rows per render", async () => {
    const [kept] = await db()
      .select({ total: clients.documentCount })
      .from(clients)
      .where(eq(clients.id, northshore));
    expect(kept!.total).toBe((await expectedOrder(northshore)).length);
    // A kept count that disagreed with the rows would show: the tab reads it
    // (drizzle/0014, 0015; docs/decisions/046-signed-in-render-cost.md).
    await db()
      .update(clients)
      .set({ documentCount: 1_000 })
      .where(eq(clients.id, northshore));
    try {
      expect((await tab(grace)).pageInfo!.total).toBe(1_000);
    } finally {
      await db()
        .update(clients)
        .set({ documentCount: kept!.total })
        .where(eq(clients.id, northshore));
    }
  });

  it("shows the last page for a page past the end, and the first for a malformed number", async () => {
    const first = await tab(grace);
    const { pageCount } = first.pageInfo!;
    const last = await tab(grace, `?page=${pageCount}`);
    for (const search of [`?page=${pageCount + 1}`, "?page=999999"]) {
      const page = await tab(grace, search);
      expect(page.pageInfo!.page).toBe(pageCount);
      expect(page.items).toEqual(last.items);
    }
    for (const search of [
      "?page=0",
      "?page=-2",
      "?page=abc",
      "?page=2.5",
      "?page=",
      "?page=1e3",
      "?page=9999999",
    ]) {
      const page = await tab(grace, search);
      expect(page.pageInfo!.page, search).toBe(1);
      expect(page.items, search).toEqual(first.items);
    }
  });

  it("never puts another client's document on any page; their downloads answer 404", async () => {
    const meridianOrder = await expectedOrder(meridian);
    const meridianPages = await everyPage(amira);
    expect(meridianPages[0]!.pageInfo!.total).toBe(meridianOrder.length);
    expect(
      meridianPages.flatMap((page) => page.items.map((item) => item.id)),
    ).toEqual(meridianOrder);
    const northshoreIds = new Set(
      (await everyPage(grace)).flatMap((page) =>
        page.items.map((item) => item.id),
      ),
    );
    for (const id of meridianOrder) expect(northshoreIds.has(id)).toBe(false);
    // A document from Northshore's page 2, asked for by Meridian's admin: the same 404 as an unknown id.
    const [foreign] = await db()
      .select({ id: documents.id })
      .from(documents)
      .where(
        and(
          eq(documents.clientId, northshore),
          eq(documents.name, "Northshore minutes 30.txt"),
        ),
      );
    const answer = await callRoute(
      documentDownloadLoader,
      get(`/dashboard/documents/${foreign!.id}/download`),
      amira,
      undefined,
      { documentId: foreign!.id },
    );
    expect(answer.status).toBe(404);
  });
});
