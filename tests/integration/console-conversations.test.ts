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
  chatAttachments,
  chatConversations,
  chatMessages,
  leads,
  storedFiles,
} from "~/server/db/schema.server";
import { conversationFileLoader } from "~/server/console/conversation-file.handler.server";
import { CookieJar, callRoute, get } from "../support/account-session";
import { routeArgs, startTestServices } from "../support/app-services";
import {
  MERIDIAN_ADMIN,
  MERIDIAN_USER,
  NO_CLIENT,
  STAFF,
  signInDemo,
  type DemoPerson,
} from "../support/console-people";

/**
 * The console's Conversations tab, on PGlite and PostgreSQL: the chat's
 * conversations newest activity first with filters, search and pages; a transcript with its
 * files, sources and lead; a file only through its own conversation; the lead page of a chat
 * lead; and nobody but staff gets any of it.
 */

let db: Database;
let stop: () => Promise<void>;
let staff: DemoPerson;
let refused: DemoPerson[];
const TAG = `convtest${randomUUID().slice(0, 8)}`;

beforeAll(async () => {
  const started = await startTestServices();
  stop = started.stop;
  db = started.services.database.db;
  staff = await signInDemo(STAFF);
  refused = [
    await signInDemo(MERIDIAN_ADMIN),
    await signInDemo(MERIDIAN_USER),
    await signInDemo(NO_CLIENT),
  ];
}, 180_000);
afterAll(async () => stop?.());

const list = async (query = "", who: DemoPerson = staff) => {
  const answer = await callRoute(
    conversationsTab.loader as never,
    get(`/lead_admin/conversations${query}`),
    who.jar,
    who.ip,
  );
  return { answer, data: answer.data as unknown as ConversationListData };
};
const transcript = async (conversationId: string, who: DemoPerson = staff) => {
  const answer = await callRoute(
    conversationPage.loader as never,
    get(`/lead_admin/conversations/${conversationId}`),
    who.jar,
    who.ip,
    { conversationId },
  );
  return {
    answer,
    data: answer.data as unknown as {
      transcript: ConversationTranscript;
    } | null,
  };
};
const fileRequest = (
  conversationId: string,
  attachmentId: string,
  jar: CookieJar,
  method = "GET",
) => {
  const request = new Request(
    `http://localhost/lead_admin/conversations/${conversationId}/files/${attachmentId}`,
    { method },
  );
  const cookie = jar.header();
  if (cookie) request.headers.set("Cookie", cookie);
  return conversationFileLoader(
    routeArgs({
      request,
      params: { conversationId, attachmentId },
    }),
  ).catch((thrown: unknown) => {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  });
};
const conversationOf = async (email: string) =>
  (
    await db
      .select()
      .from(chatConversations)
      .where(eq(chatConversations.visitorEmail, email))
  )[0]!;
const anonymousWithPdf = async () => {
  const [row] = await db
    .select({
      conversationId: chatAttachments.conversationId,
      id: chatAttachments.id,
    })
    .from(chatAttachments)
    .where(eq(chatAttachments.name, "permit-portal-requirements.pdf"));
  return { conversationId: row!.conversationId!, attachmentId: row!.id };
};

/** A conversation of this run: `minutesAgo` of last activity, optional visitor and status. */
async function insertConversation(input: {
  minutesAgo: number;
  name?: string;
  email?: string;
  organisation?: string;
  handedOff?: boolean;
}) {
  const last = new Date(Date.now() - input.minutesAgo * 60_000);
  const [row] = await db
    .insert(chatConversations)
    .values({
      sessionId: randomUUID(),
      status: input.handedOff ? "handed_off" : "open",
      startedOnPath: "/solutions/governance",
      visitorName: input.name ?? null,
      visitorEmail: input.email ?? null,
      visitorOrganisation: input.organisation ?? null,
      handedOffAt: input.handedOff ? last : null,
      messageCount: 1,
      lastMessageAt: last,
      createdAt: new Date(last.getTime() - 60_000),
    })
    .returning();
  return row!;
}

describe("the list", () => {
  it("shows the demo's conversations, newest activity first, with visitor, count, status and first page", async () => {
    const { answer, data } = await list();
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Cache-Control")).toBe("no-store");
    const times = data.rows.map((row) => Date.parse(row.lastMessageAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const nadia = data.rows.find((row) => row.visitorLabel === "Nadia Rahimi")!;
    expect(nadia).toMatchObject({
      visitorEmail: "nadia.rahimi@immigration.gov.example",
      visitorOrganisation: "Ministry of Interior, Directorate of Immigration",
      messageCount: 7,
      state: "lead",
      startedOnPath: "/solutions/evisa",
    });
    expect(
      data.rows.find((row) => row.visitorLabel === "Jonas Berg")!.state,
    ).toBe("handed_off");
    const anonymous = data.rows.filter(
      (row) => row.visitorLabel === "Anonymous visitor",
    );
    expect(anonymous.length).toBeGreaterThanOrEqual(2);
    expect(anonymous.every((row) => row.state === "open")).toBe(true);
  });

  it("filters by handed off and by contact details, and falls back to all for an unknown filter", async () => {
    const all = (await list()).data;
    const handedOff = (await list("?status=handed_off")).data;
    expect(handedOff.rows.length).toBeGreaterThan(0);
    expect(handedOff.rows.every((row) => row.state !== "open")).toBe(true);
    expect(handedOff.rows.map((r) => r.visitorLabel)).toContain("Jonas Berg");
    expect(handedOff.rows.map((r) => r.visitorLabel)).not.toContain(
      "Nadia Rahimi",
    );
    const contact = (await list("?status=contact")).data;
    const labels = contact.rows.map((row) => row.visitorLabel);
    expect(labels).toEqual(
      expect.arrayContaining(["Nadia Rahimi", "Jonas Berg"]),
    );
    expect(labels).not.toContain("Anonymous visitor");
    const unknown = (await list("?status=everything")).data;
    expect(unknown.params.status).toBe("all");
    expect(unknown.pageInfo.total).toBe(all.pageInfo.total);
  });

  it("searches name, e-mail and organisation, case-insensitively, with wildcards taken literally", async () => {
    const byName = (await list("?q=RAHIMI")).data;
    expect(byName.rows.map((r) => r.visitorLabel)).toEqual(["Nadia Rahimi"]);
    const byEmail = (await list("?q=regionalhealth.example")).data;
    expect(byEmail.rows.map((r) => r.visitorLabel)).toEqual(["Jonas Berg"]);
    const byOrganisation = (await list("?q=directorate%20of%20immigration"))
      .data;
    expect(byOrganisation.rows.map((r) => r.visitorLabel)).toEqual([
      "Nadia Rahimi",
    ]);
    await insertConversation({
      minutesAgo: 1,
      organisation: `100% ${TAG} Agency`,
    });
    expect(
      (await list(`?q=${encodeURIComponent("100% " + TAG)}`)).data.pageInfo
        .total,
    ).toBe(1);
    expect(
      (await list(`?q=${encodeURIComponent("%")}`)).data.pageInfo.total,
    ).toBe(1);
    expect(
      (await list(`?q=${encodeURIComponent("_")}`)).data.pageInfo.total,
    ).toBe(0);
    // The search and the status filter combine.
    expect(
      (await list("?q=rahimi&status=handed_off")).data.pageInfo.total,
    ).toBe(0);
  });

  it("pages 25 at a time, keeps the order across pages, and shows the last page for one past the end", async () => {
    const tag = `${TAG}paging`;
    for (let i = 0; i < 27; i++)
      await insertConversation({
        minutesAgo: 100 + i,
        name: `Pager ${String(i).padStart(2, "0")}`,
        organisation: tag,
      });
    const first = (await list(`?q=${tag}`)).data;
    expect(first.pageInfo).toMatchObject({ total: 27, page: 1, pageCount: 2 });
    expect(first.rows).toHaveLength(25);
    expect(first.rows[0]!.visitorLabel).toBe("Pager 00");
    const second = (await list(`?q=${tag}&page=2`)).data;
    expect(second.rows.map((r) => r.visitorLabel)).toEqual([
      "Pager 25",
      "Pager 26",
    ]);
    const past = (await list(`?q=${tag}&page=9`)).data;
    expect(past.pageInfo.page).toBe(2);
    expect((await list(`?q=${tag}&page=abc`)).data.pageInfo.page).toBe(1);
  });

  it("says nothing matched with an empty page, never an error", async () => {
    const { answer, data } = await list(`?q=nobody-${TAG}`);
    expect(answer.status).toBe(200);
    expect(data.rows).toEqual([]);
    expect(data.pageInfo.total).toBe(0);
  });
});

describe("the transcript", () => {
  it("shows the visitor, consent, the lead, and every message in order with intent, brain and sources", async () => {
    const conversation = await conversationOf(
      "nadia.rahimi@immigration.gov.example",
    );
    const { answer, data } = await transcript(conversation.id);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Cache-Control")).toBe("no-store");
    const t = data!.transcript;
    const [lead] = await db
      .select()
      .from(leads)
      .where(
        and(eq(leads.source, "chat"), eq(leads.sourceId, conversation.id)),
      );
    expect(t).toMatchObject({
      id: conversation.id,
      state: "lead",
      leadId: lead!.id,
      startedOnPath: "/solutions/evisa",
      visitor: {
        label: "Nadia Rahimi",
        name: "Nadia Rahimi",
        email: "nadia.rahimi@immigration.gov.example",
        organisation: "Ministry of Interior, Directorate of Immigration",
      },
      handedOffAt: null,
    });
    expect(t.consentAt).toBe(conversation.consentAt!.toISOString());
    expect(t.messages.map((m) => m.role)).toEqual([
      "user",
      "assistant",
      "user",
      "assistant",
      "user",
      "assistant",
      "assistant",
    ]);
    const times = t.messages.map((m) => Date.parse(m.createdAt));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(t.messages[1]).toMatchObject({
      intent: "solution_area",
      answeredBy: "offline",
      sources: [
        {
          title: "A national e-visa platform with AI-assisted triage",
          href: "/projects/national-e-visa-platform",
        },
        { title: "e-Visa & Immigration", href: "/solutions/evisa" },
      ],
    });
  });

  it("lists a message's files with a staff download link and the extracted text", async () => {
    const { conversationId, attachmentId } = await anonymousWithPdf();
    const t = (await transcript(conversationId)).data!.transcript;
    expect(t.visitor.label).toBe("Anonymous visitor");
    expect(t.leadId).toBeNull();
    const withFile = t.messages.find((m) => m.attachments.length > 0)!;
    expect(withFile.role).toBe("user");
    expect(withFile.attachments[0]).toMatchObject({
      id: attachmentId,
      name: "permit-portal-requirements.pdf",
      kind: "document",
      mimeType: "application/pdf",
      href: `/lead_admin/conversations/${conversationId}/files/${attachmentId}`,
    });
    expect(withFile.attachments[0]!.extractedText).toContain(
      "Identity checks against the national digital ID",
    );
    expect(t.looseAttachments).toEqual([]);
  });

  it("keeps a visitor's text as stored (markup included) for the page to show as text", async () => {
    const conversation = await insertConversation({ minutesAgo: 2 });
    const hostile = `<img src=x onerror=alert(1)> [click](javascript:alert(1)) ${TAG}`;
    await db.insert(chatMessages).values({
      conversationId: conversation.id,
      role: "user",
      content: hostile,
    });
    const t = (await transcript(conversation.id)).data!.transcript;
    expect(t.messages[0]!.content).toBe(hostile);
  });

  it("is a 404 for a malformed or unknown id", async () => {
    for (const id of ["not-a-uuid", "1", randomUUID()]) {
      const { answer, data } = await transcript(id);
      expect(answer.status, id).toBe(404);
      expect(data).toBeNull();
    }
  });
});

describe("a file's download", () => {
  it("serves the stored bytes to staff as a private attachment; HEAD has no body", async () => {
    const { conversationId, attachmentId } = await anonymousWithPdf();
    const response = await fileRequest(conversationId, attachmentId, staff.jar);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/pdf");
    expect(response.headers.get("Content-Disposition")).toContain(
      'attachment; filename="permit-portal-requirements.pdf"',
    );
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(response.headers.get("Content-Security-Policy")).toBe(
      "default-src 'none'; sandbox",
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
    const [attachment] = await db
      .select({
        size: storedFiles.size,
        bucket: storedFiles.bucket,
        key: storedFiles.key,
      })
      .from(chatAttachments)
      .innerJoin(storedFiles, eq(storedFiles.id, chatAttachments.storedFileId))
      .where(eq(chatAttachments.id, attachmentId));
    expect(bytes.byteLength).toBe(attachment!.size);
    expect(attachment!.bucket).toBe("chat-uploads");
    expect(attachment!.key).toMatch(/^[0-9a-f-]{36}\/[0-9a-f-]{36}\.pdf$/);
    const head = await fileRequest(
      conversationId,
      attachmentId,
      staff.jar,
      "HEAD",
    );
    expect(head.status).toBe(200);
    expect(head.body).toBeNull();
    expect(head.headers.get("Content-Length")).toBe(String(bytes.byteLength));
  });

  it("only through its own conversation: another conversation's id, unknown or malformed ids are 404", async () => {
    const { conversationId, attachmentId } = await anonymousWithPdf();
    const other = await conversationOf("nadia.rahimi@immigration.gov.example");
    expect((await fileRequest(other.id, attachmentId, staff.jar)).status).toBe(
      404,
    );
    expect(
      (await fileRequest(conversationId, randomUUID(), staff.jar)).status,
    ).toBe(404);
    expect((await fileRequest("x", attachmentId, staff.jar)).status).toBe(404);
    expect((await fileRequest(conversationId, "x", staff.jar)).status).toBe(
      404,
    );
  });

  it("is a 404 for client people and an account without a client; signed out goes to the staff sign-in", async () => {
    const { conversationId, attachmentId } = await anonymousWithPdf();
    for (const who of refused) {
      const response = await fileRequest(conversationId, attachmentId, who.jar);
      expect(response.status, who.email).toBe(404);
      expect(await response.text()).not.toContain("%PDF");
    }
    const signedOut = await fileRequest(
      conversationId,
      attachmentId,
      new CookieJar(),
    );
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get("Location")).toMatch(/^\/admin\/auth/);
  });
});

describe("nobody but staff", () => {
  it("client people and an account without a client get 404 from the list and a transcript; signed out gets the sign-in", async () => {
    const conversation = await conversationOf("j.berg@regionalhealth.example");
    for (const who of refused) {
      const tab = await list("", who);
      expect(tab.answer.status, who.email).toBe(404);
      expect(tab.answer.data).toBeNull();
      const page = await transcript(conversation.id, who);
      expect(page.answer.status, who.email).toBe(404);
      expect(page.data).toBeNull();
    }
    const signedOut = await callRoute(
      conversationsTab.loader as never,
      get("/lead_admin/conversations"),
      new CookieJar(),
    );
    expect(signedOut.status).toBe(302);
    expect(signedOut.location).toMatch(/^\/admin\/auth/);
  });
});

describe("a chat lead's page", () => {
  const leadDetail = async (leadId: string) => {
    const answer = await callRoute(
      leadPage.loader as never,
      get(`/lead_admin/leads/${leadId}`),
      staff.jar,
      staff.ip,
      { leadId },
    );
    expect(answer.status).toBe(200);
    return (answer.data as unknown as { lead: LeadDetailView }).lead;
  };

  it("shows the visitor's details, the consent time and a link to the transcript; the demo lead has its owner", async () => {
    const conversation = await conversationOf(
      "nadia.rahimi@immigration.gov.example",
    );
    const [row] = await db
      .select()
      .from(leads)
      .where(
        and(eq(leads.source, "chat"), eq(leads.sourceId, conversation.id)),
      );
    expect(row!.ownerProfileId).not.toBeNull();
    const lead = await leadDetail(row!.id);
    expect(lead.sourceName).toBe("Chat");
    const field = (label: string) =>
      lead.fields.find((f) => f.label === label)?.value;
    expect(field("Full name")).toBe("Nadia Rahimi");
    expect(field("Email")).toBe("nadia.rahimi@immigration.gov.example");
    expect(field("Organisation")).toBe(
      "Ministry of Interior, Directorate of Immigration",
    );
    const consent = lead.attribution.find((f) => f.label === "Consent given")!;
    expect(consent).toMatchObject({
      kind: "datetime",
      value: conversation.consentAt!.toISOString(),
    });
    expect(
      lead.attribution.find((f) => f.label === "Conversation started on")
        ?.value,
    ).toBe("/solutions/evisa");
    expect(lead.transcript).toEqual({
      href: `/lead_admin/conversations/${conversation.id}`,
    });
  });

  it("says the transcript is gone once the conversation was deleted, and keeps the inbox's copy of the details", async () => {
    const conversation = await insertConversation({
      minutesAgo: 3,
      name: "Retained Lead",
      email: `${TAG}@agency.example`,
      organisation: "Retention Office",
    });
    const [lead] = await db
      .insert(leads)
      .values({
        source: "chat",
        sourceId: conversation.id,
        fullName: "Retained Lead",
        email: `${TAG}@agency.example`,
        company: "Retention Office",
        interest: "Pricing",
      })
      .returning();
    expect((await leadDetail(lead!.id)).transcript?.href).toBe(
      `/lead_admin/conversations/${conversation.id}`,
    );
    await db
      .delete(chatConversations)
      .where(eq(chatConversations.id, conversation.id));
    const after = await leadDetail(lead!.id);
    expect(after.transcript).toEqual({ href: null });
    expect(after.fields.find((f) => f.label === "Full name")?.value).toBe(
      "Retained Lead",
    );
    expect(after.fields.find((f) => f.label === "Organisation")?.value).toBe(
      "Retention Office",
    );
    expect(after.attribution).toEqual([]);
  });

  it("a form lead's page has no transcript", async () => {
    const [formLead] = await db
      .select({ id: leads.id })
      .from(leads)
      .where(eq(leads.source, "contact"))
      .limit(1);
    expect((await leadDetail(formLead!.id)).transcript).toBeUndefined();
  });
});
