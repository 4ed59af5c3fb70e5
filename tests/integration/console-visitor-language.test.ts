import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  ConversationListData,
  ConversationTranscript,
} from "~/domain/console/conversations";
import type { LeadDetailView } from "~/domain/console/lead-work";
import * as conversationPage from "~/routes/console/conversation-page";
import * as conversationsTab from "~/routes/console/conversations-tab";
import * as leadPage from "~/routes/console/lead-page";
import type { Database } from "~/server/db/client.server";
import {
  blueprintLeads,
  chatConversations,
  contactRequests,
  leads,
} from "~/server/db/schema.server";
import { leadsExportLoader } from "~/server/console/leads-export.handler.server";
import { parseCsv } from "~/server/console/lead-export-csv";
import { callRoute, get } from "../support/account-session";
import {
  routeArgs,
  routeContext,
  startTestServices,
} from "../support/app-services";
import { STAFF, signInDemo, type DemoPerson } from "../support/console-people";

/**
 * The visitor's language in the console (decision 055), on PGlite and PostgreSQL: a lead's
 * page, the CSV export, the conversations list and a conversation's page say "French" for what
 * a French page stored and "English" for an English one, so staff reply in the right language.
 */

let db: Database;
let stop: () => Promise<void>;
let staff: DemoPerson;
const TAG = `langtest${randomUUID().slice(0, 8)}`;

beforeAll(async () => {
  const started = await startTestServices();
  stop = started.stop;
  db = started.services.database.db;
  staff = await signInDemo(STAFF);
}, 180_000);
afterAll(async () => stop?.());

async function inboxRowOf(
  source: "blueprint" | "contact" | "chat",
  sourceId: string,
) {
  const [row] = await db
    .select()
    .from(leads)
    .where(and(eq(leads.source, source), eq(leads.sourceId, sourceId)));
  return row!;
}

async function leadPageOf(leadId: string): Promise<LeadDetailView> {
  const answer = await callRoute(
    leadPage.loader as never,
    get(`/lead_admin/leads/${leadId}`),
    staff.jar,
    staff.ip,
    { leadId },
  );
  expect(answer.status).toBe(200);
  return (answer.data as unknown as { lead: LeadDetailView }).lead;
}

async function frenchBlueprint() {
  const [row] = await db
    .insert(blueprintLeads)
    .values({
      fullName: `Élise ${TAG}`,
      email: `elise.${TAG}@ministere.example`,
      companyName: "Ministère des Transports",
      message: "Un plan directeur, s'il vous plaît.",
      locale: "fr",
    })
    .returning();
  return inboxRowOf("blueprint", row!.id);
}

async function englishContact() {
  const [row] = await db
    .insert(contactRequests)
    .values({
      firstName: "Ed",
      lastName: TAG,
      email: `ed.${TAG}@ministry.example`,
      company: "Ministry of Transport",
      interest: "governance",
      message: "Please call.",
    })
    .returning();
  return inboxRowOf("contact", row!.id);
}

async function conversation(name: string, locale: "en" | "fr") {
  const [row] = await db
    .insert(chatConversations)
    .values({
      sessionId: randomUUID(),
      visitorName: `${name} ${TAG}`,
      visitorEmail: `${name.toLowerCase()}.${TAG}@example.org`,
      startedOnPath: locale === "fr" ? "/fr/solutions" : "/solutions",
      messageCount: 1,
      locale,
    })
    .returning();
  return row!;
}

describe("a lead's page", () => {
  it("says French for a lead from a French page and English for an English one", async () => {
    expect((await leadPageOf((await frenchBlueprint()).id)).locale).toBe("fr");
    expect((await leadPageOf((await englishContact()).id)).locale).toBe("en");
  });

  it("says a chat lead's language from its conversation", async () => {
    const c = await conversation("Chloé", "fr");
    await db.insert(leads).values({
      source: "chat",
      sourceId: c.id,
      status: "new",
      fullName: c.visitorName!,
      email: c.visitorEmail!,
    });
    const lead = await leadPageOf((await inboxRowOf("chat", c.id)).id);
    expect(lead.locale).toBe("fr");
  });
});

describe("the CSV export", () => {
  it("has a Language column that names each lead's language", async () => {
    await frenchBlueprint();
    await englishContact();
    const request = get(`/lead_admin/leads/export.csv?q=${TAG}`);
    request.headers.set("Cookie", staff.jar.header());
    const response = await leadsExportLoader(
      routeArgs({ request, context: routeContext() }),
    );
    const [header, ...rows] = parseCsv(await response.text());
    const language = header!.indexOf("language");
    expect(language).toBeGreaterThan(0);
    const byEmail = new Map(rows.map((r) => [r[4], r[language]]));
    expect(byEmail.get(`elise.${TAG}@ministere.example`)).toBe("French");
    expect(byEmail.get(`ed.${TAG}@ministry.example`)).toBe("English");
  });
});

describe("conversations", () => {
  it("the list and a conversation's page show the visitor's language", async () => {
    const fr = await conversation("Fanny", "fr");
    const en = await conversation("Emma", "en");
    const answer = await callRoute(
      conversationsTab.loader as never,
      get(`/lead_admin/conversations?q=${TAG}`),
      staff.jar,
      staff.ip,
    );
    const { rows } = answer.data as unknown as ConversationListData;
    const byId = new Map(rows.map((r) => [r.id, r.locale]));
    expect(byId.get(fr.id)).toBe("fr");
    expect(byId.get(en.id)).toBe("en");
    for (const [id, locale] of [
      [fr.id, "fr"],
      [en.id, "en"],
    ] as const) {
      const page = await callRoute(
        conversationPage.loader as never,
        get(`/lead_admin/conversations/${id}`),
        staff.jar,
        staff.ip,
        { conversationId: id },
      );
      const { transcript } = page.data as unknown as {
        transcript: ConversationTranscript;
      };
      expect(transcript.locale).toBe(locale);
    }
  });
});
