import { randomUUID } from "node:crypto";
import { and, desc, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createChatKnowledge } from "~/server/chat/brain/chat-brain-engine.server";
import { assistantKnowledgeLoader } from "~/server/console/assistant-knowledge.handler.server";
import {
  curatedAnswerNewAction,
  curatedAnswerNewLoader,
} from "~/server/console/curated-answer-new.handler.server";
import {
  curatedAnswerPageAction,
  curatedAnswerPageLoader,
} from "~/server/console/curated-answer-page.handler.server";
import {
  unansweredQuestionsAction,
  unansweredQuestionsLoader,
} from "~/server/console/unanswered-questions.handler.server";
import type { AuditLogData } from "~/domain/console/audit-log";
import { auditTabLoader } from "~/server/console/audit-tab.handler.server";
import type { Database } from "~/server/db/client.server";
import {
  auditLog,
  chatConversations,
  chatCuratedAnswers,
  chatMessages,
} from "~/server/db/schema.server";
import type { AppServices } from "~/server/services.server";
import { readContentVersion } from "~/server/page-cache/content-version.server";
import { callRoute, get, post } from "../support/account-session";
import { startTestServices } from "../support/app-services";
import {
  EDITOR,
  MERIDIAN_ADMIN,
  MERIDIAN_USER,
  STAFF,
  signInDemo,
  type DemoPerson,
} from "../support/console-people";

/**
 * The console's Assistant pages (decision 057) on PGlite and PostgreSQL, through their loaders
 * and actions: an editor creates, edits, retires and restores a curated answer, each change
 * with its audit row and a content-version bump in the same transaction; bad input is refused
 * field by field with nothing written; the next knowledge index has the answer, and not once
 * it is retired; unanswered questions are grouped, answered (the group leaves) or dismissed;
 * client accounts get the console's 404.
 */
let services: AppServices;
let db: Database;
let stop: () => Promise<void>;
let editor: DemoPerson;
let admin: DemoPerson;

beforeAll(async () => {
  const started = await startTestServices();
  stop = started.stop;
  services = started.services;
  db = services.database.db;
  editor = await signInDemo(EDITOR);
  admin = await signInDemo(STAFF);
}, 180_000);
afterAll(async () => stop?.());

const TAG = randomUUID().slice(0, 8);

const form = (fields: Record<string, string>) => ({
  intent: "save",
  locale: "en",
  question: `How long does a sovereign landing zone take ${TAG}?`,
  phrasings: `landing zone duration ${TAG}\nlanding zone weeks ${TAG}`,
  answer:
    "A landing zone is part of the blueprint, which takes about six weeks.",
  citePath: "/blueprint",
  ...fields,
});

async function createAnswer(
  who: DemoPerson,
  fields: Record<string, string> = {},
) {
  return callRoute(
    curatedAnswerNewAction,
    post("/lead_admin/assistant/new", form(fields)),
    who.jar,
    who.ip,
  );
}

async function answerByQuestion(question: string) {
  const [row] = await db
    .select()
    .from(chatCuratedAnswers)
    .where(eq(chatCuratedAnswers.question, question));
  return row;
}

async function auditOf(entityId: string) {
  return db
    .select()
    .from(auditLog)
    .where(eq(auditLog.entityId, entityId))
    .orderBy(desc(auditLog.createdAt));
}

async function knowledgeIds(locale: "en" | "fr") {
  const knowledge = createChatKnowledge({ db, logger: services.logger });
  const index = await knowledge.index(locale);
  return index.documents.filter((d) => d.kind === "curated");
}

describe("curated answers", () => {
  it("an editor creates one: stored, audited and the content version bumped in one write", async () => {
    const before = await readContentVersion(db);
    const answer = await createAnswer(editor);
    expect(answer.status).toBe(302);
    const row = await answerByQuestion(form({}).question);
    expect(row).toMatchObject({
      locale: "en",
      phrasings: [`landing zone duration ${TAG}`, `landing zone weeks ${TAG}`],
      citePath: "/blueprint",
      status: "active",
    });
    expect(answer.location).toBe(`/lead_admin/assistant/${row!.id}`);
    expect(await readContentVersion(db)).toBeGreaterThan(before);
    const [entry] = await auditOf(row!.id);
    expect(entry).toMatchObject({
      action: "curated_answer.create",
      entityType: "curated_answer",
      actorEmail: EDITOR,
      after: expect.objectContaining({ question: row!.question }),
    });
  });

  it("refuses bad input field by field, never a 500 and nothing written", async () => {
    const count = async () =>
      (await db.select().from(chatCuratedAnswers)).length;
    const before = await count();
    const blank = await createAnswer(editor, {
      question: " ",
      answer: "",
      locale: "de",
    });
    expect(blank.status).toBe(400);
    expect(blank.data).toMatchObject({
      fieldErrors: {
        locale: "Choose the language of the question and answer.",
        question: "Enter the question.",
        answer: "Enter the answer.",
      },
    });
    const missing = await createAnswer(editor, { citePath: "/no-such-page" });
    expect(missing.status).toBe(400);
    expect(missing.data).toMatchObject({
      fieldErrors: {
        citePath: expect.stringMatching(
          /No public page of this site is at \/no-such-page/,
        ),
      },
    });
    const english = await createAnswer(editor, {
      locale: "fr",
      citePath: "/blueprint",
    });
    expect(english.data).toMatchObject({
      fieldErrors: {
        citePath:
          "/blueprint is the English page: a French answer cites /fr/blueprint.",
      },
    });
    const french = await createAnswer(editor, {
      locale: "en",
      citePath: "/fr/blueprint",
    });
    expect(french.data).toMatchObject({
      fieldErrors: {
        citePath:
          "/fr/blueprint is the French page: an English answer cites /blueprint.",
      },
    });
    expect(await count()).toBe(before);
  });

  it("edits, retires and restores it, each audited with what changed; the list shows who and how many replies", async () => {
    const question = `Do you run a sovereign cloud ${TAG}?`;
    await createAnswer(editor, { question, citePath: "" });
    const row = (await answerByQuestion(question))!;
    const page = `/lead_admin/assistant/${row.id}`;
    const call = (fields: Record<string, string>) =>
      callRoute(
        curatedAnswerPageAction,
        post(page, fields),
        admin.jar,
        admin.ip,
        {
          answerId: row.id,
        },
      );
    const edited = await call(
      form({ question, citePath: "/partners", phrasings: "" }),
    );
    expect(edited.status).toBe(302);
    const [update] = await auditOf(row.id);
    expect(update).toMatchObject({
      action: "curated_answer.update",
      actorEmail: STAFF,
      summary: `Edited the assistant's answer to "${question}" (other phrasings, cited page)`,
      before: { citePath: null, phrasings: expect.any(Array) },
      after: { citePath: "/partners", phrasings: [] },
    });
    expect(await call({ intent: "retire" })).toMatchObject({ status: 302 });
    expect((await answerByQuestion(question))!.status).toBe("retired");
    expect((await answerByQuestion(question))!.retiredAt).not.toBeNull();
    expect((await auditOf(row.id))[0]!.action).toBe("curated_answer.retire");
    expect(await call({ intent: "restore" })).toMatchObject({ status: 302 });
    expect((await answerByQuestion(question))!.status).toBe("active");
    expect((await auditOf(row.id))[0]!.action).toBe("curated_answer.restore");
    // The audit log names the answer by its question and links to its page.
    const log = await callRoute(
      auditTabLoader,
      get("/lead_admin/audit?entity=curated_answer"),
      admin.jar,
      admin.ip,
    );
    expect((log.data as AuditLogData).rows).toContainEqual(
      expect.objectContaining({
        action: "curated_answer.retire",
        entityLabel: "Assistant answer",
        entityName: question,
        entityHref: page,
      }),
    );

    // A reply that used it is counted; the page says who changed it last.
    const [conversation] = await db
      .insert(chatConversations)
      .values({ sessionId: randomUUID() })
      .returning();
    await db.insert(chatMessages).values({
      conversationId: conversation!.id,
      role: "assistant",
      content: "Yes.",
      grounding: "answered",
      curatedAnswerId: row.id,
    });
    const view = await callRoute(
      curatedAnswerPageLoader,
      get(page),
      editor.jar,
      editor.ip,
      { answerId: row.id },
    );
    expect(view.data).toMatchObject({
      answer: { replies: 1, updatedBy: "Hélène Marchand", status: "active" },
    });
    const list = await callRoute(
      assistantKnowledgeLoader,
      get(`/lead_admin/assistant?q=${encodeURIComponent(TAG)}&status=all`),
      editor.jar,
      editor.ip,
    );
    const data = list.data as { answers: { question: string }[] };
    expect(data.answers.map((a) => a.question)).toContain(question);
  });

  it("is in the next knowledge index of its language only, and gone once retired", async () => {
    const question = `What is the knowledge test ${TAG}?`;
    await createAnswer(editor, { question });
    const row = (await answerByQuestion(question))!;
    const english = await knowledgeIds("en");
    const document = english.find((d) => d.id === `curated:${row.id}`);
    expect(document).toMatchObject({
      kind: "curated",
      title: question,
      href: "/blueprint",
      sentences: [
        question,
        `landing zone duration ${TAG}`,
        `landing zone weeks ${TAG}`,
      ],
      text: form({}).answer,
      curated: { id: row.id, locale: "en", citePath: "/blueprint" },
    });
    expect((await knowledgeIds("fr")).map((d) => d.id)).not.toContain(
      `curated:${row.id}`,
    );
    await callRoute(
      curatedAnswerPageAction,
      post(`/lead_admin/assistant/${row.id}`, { intent: "retire" }),
      editor.jar,
      editor.ip,
      { answerId: row.id },
    );
    expect((await knowledgeIds("en")).map((d) => d.id)).not.toContain(
      `curated:${row.id}`,
    );
  });

  it("the running knowledge sees a change at its next check, by its signature alone", async () => {
    const knowledge = createChatKnowledge({
      db,
      logger: services.logger,
      recheckMs: 0,
    });
    const question = `Signature test ${TAG}?`;
    const ids = async () =>
      (await knowledge.index("en")).documents.map((d) => d.id);
    await ids();
    await createAnswer(editor, { question });
    const row = (await answerByQuestion(question))!;
    // The first call after the change starts the check; the index is swapped once it settles.
    await ids();
    await knowledge.settled();
    expect(await ids()).toContain(`curated:${row.id}`);
  });
});

async function insertUnanswered(
  question: string,
  options: {
    grounding?: "weak" | "none";
    daysAgo?: number;
    locale?: "en" | "fr";
  } = {},
) {
  const asked = new Date(Date.now() - (options.daysAgo ?? 1) * 86_400_000);
  const [conversation] = await db
    .insert(chatConversations)
    .values({ sessionId: randomUUID(), locale: options.locale ?? "en" })
    .returning();
  const [, reply] = await db
    .insert(chatMessages)
    .values([
      {
        conversationId: conversation!.id,
        role: "user",
        content: question,
        createdAt: asked,
      },
      {
        conversationId: conversation!.id,
        role: "assistant",
        content: "I could not find that on our site.",
        grounding: options.grounding ?? "none",
        createdAt: new Date(asked.getTime() + 1000),
      },
    ])
    .returning();
  return reply!.id;
}

type GroupsData = {
  days: number;
  questions: number;
  groups: {
    key: string;
    question: string;
    count: number;
    examples: { question: string; conversationId: string }[];
    locales: string[];
    confidence: { weak: number; none: number };
  }[];
  canOpenConversations: boolean;
};

async function groups(who: DemoPerson, query = "") {
  const answer = await callRoute(
    unansweredQuestionsLoader,
    get(`/lead_admin/assistant/unanswered${query}`),
    who.jar,
    who.ip,
  );
  expect(answer.status).toBe(200);
  return answer.data as GroupsData;
}

describe("unanswered questions", () => {
  const word = `zanzibar${TAG.replace(/\d/g, "")}`;

  it("groups weak and none replies by wording, with counts, examples, languages and the mix", async () => {
    await insertUnanswered(`Do you have an office in ${word}?`);
    await insertUnanswered(`Do you have an office in ${word}?`, {
      grounding: "weak",
    });
    await insertUnanswered(`Office in ${word}?`, { locale: "fr" });
    // Outside the default 30 days: only in a longer period.
    await insertUnanswered(`Do you have an office in ${word}?`, {
      daysAgo: 60,
    });
    const data = await groups(editor);
    expect(data.days).toBe(30);
    const group = data.groups.find((g) => g.question.includes(word))!;
    expect(group).toMatchObject({
      question: `Do you have an office in ${word}?`,
      count: 3,
      locales: ["en", "fr"],
      confidence: { weak: 1, none: 2 },
    });
    expect(group.examples.map((e) => e.question)).toEqual([
      `Do you have an office in ${word}?`,
      `Office in ${word}?`,
    ]);
    // An editor does not open conversations (an admin's section): no links.
    expect(data.canOpenConversations).toBe(false);
    expect((await groups(admin)).canOpenConversations).toBe(true);
    // The Answers page's link counts the same open questions as the view.
    const list = await callRoute(
      assistantKnowledgeLoader,
      get("/lead_admin/assistant"),
      editor.jar,
      editor.ip,
    );
    expect((list.data as { unanswered: number }).unanswered).toBe(
      data.questions,
    );
    const longer = await groups(editor, "?days=90");
    expect(longer.groups.find((g) => g.key === group.key)!.count).toBe(4);
  });

  it("'Answer this' prefills the form; saving creates the answer and resolves the group, audited", async () => {
    const group = (await groups(editor)).groups.find((g) =>
      g.question.includes(word),
    )!;
    const form = await callRoute(
      curatedAnswerNewLoader,
      get(
        `/lead_admin/assistant/new?group=${encodeURIComponent(group.key)}&days=30`,
      ),
      editor.jar,
      editor.ip,
    );
    expect(form.data).toMatchObject({
      group: { key: group.key, count: 3 },
      prefill: {
        locale: "en",
        question: `Do you have an office in ${word}?`,
        phrasings: `Office in ${word}?`,
      },
    });
    const saved = await callRoute(
      curatedAnswerNewAction,
      post("/lead_admin/assistant/new", {
        intent: "save",
        group: group.key,
        days: "30",
        locale: "en",
        question: `Do you have an office in ${word}?`,
        phrasings: `Office in ${word}?`,
        answer: "Our offices are listed on the contact page.",
        citePath: "/contact",
      }),
      editor.jar,
      editor.ip,
    );
    expect(saved.status).toBe(302);
    expect(saved.location).toBe("/lead_admin/assistant/unanswered?days=30");
    const row = (await answerByQuestion(`Do you have an office in ${word}?`))!;
    const resolved = await db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.resolvedByCuratedAnswerId, row.id));
    expect(resolved).toHaveLength(3);
    expect(resolved.every((m) => m.resolvedAt !== null)).toBe(true);
    const [entry] = await auditOf(row.id);
    expect(entry).toMatchObject({
      action: "curated_answer.create",
      details: { resolvedQuestions: 3 },
    });
    const after = await groups(editor);
    expect(after.groups.some((g) => g.key === group.key)).toBe(false);
    // The one outside the period is still open, in the longer period.
    expect(
      (await groups(editor, "?days=90")).groups.find((g) =>
        g.question.includes(word),
      )?.count,
    ).toBe(1);
  });

  it("dismisses a group: resolved without an answer, audited; a second dismiss changes nothing", async () => {
    const noise = `asdf qwerty ${TAG}`;
    const ids = [await insertUnanswered(noise), await insertUnanswered(noise)];
    const group = (await groups(admin)).groups.find(
      (g) => g.question === noise,
    )!;
    const dismiss = () =>
      callRoute(
        unansweredQuestionsAction,
        post("/lead_admin/assistant/unanswered", {
          intent: "dismiss",
          group: group.key,
          days: "30",
        }),
        admin.jar,
        admin.ip,
      );
    expect((await dismiss()).status).toBe(302);
    const rows = await db
      .select()
      .from(chatMessages)
      .where(inArray(chatMessages.id, ids));
    expect(
      rows.every(
        (r) => r.resolvedAt !== null && r.resolvedByCuratedAnswerId === null,
      ),
    ).toBe(true);
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, "unanswered_question.dismiss"),
          eq(auditLog.actorEmail, STAFF),
        ),
      )
      .orderBy(desc(auditLog.createdAt))
      .limit(1);
    expect(entry).toMatchObject({
      summary: `Dismissed 2 unanswered questions like "${noise}"`,
    });
    expect((await groups(admin)).groups.some((g) => g.key === group.key)).toBe(
      false,
    );
    const auditsBefore = (await db.select().from(auditLog)).length;
    expect((await dismiss()).status).toBe(302);
    expect((await db.select().from(auditLog)).length).toBe(auditsBefore);
  });
});

describe("who may open the Assistant pages", () => {
  it("a client's administrator and user get the console's 404 on every page and post, nothing written", async () => {
    const [answer] = await db.select().from(chatCuratedAnswers).limit(1);
    const before = await db.select().from(chatCuratedAnswers);
    for (const email of [MERIDIAN_ADMIN, MERIDIAN_USER]) {
      const client = await signInDemo(email);
      const calls = [
        callRoute(
          assistantKnowledgeLoader,
          get("/lead_admin/assistant"),
          client.jar,
          client.ip,
        ),
        callRoute(
          unansweredQuestionsLoader,
          get("/lead_admin/assistant/unanswered"),
          client.jar,
          client.ip,
        ),
        callRoute(
          curatedAnswerNewLoader,
          get("/lead_admin/assistant/new"),
          client.jar,
          client.ip,
        ),
        callRoute(
          curatedAnswerNewAction,
          post("/lead_admin/assistant/new", form({})),
          client.jar,
          client.ip,
        ),
        callRoute(
          curatedAnswerPageAction,
          post(`/lead_admin/assistant/${answer!.id}`, { intent: "retire" }),
          client.jar,
          client.ip,
          { answerId: answer!.id },
        ),
        callRoute(
          unansweredQuestionsAction,
          post("/lead_admin/assistant/unanswered", {
            intent: "dismiss",
            group: "x",
            days: "30",
          }),
          client.jar,
          client.ip,
        ),
      ];
      for (const result of await Promise.all(calls)) {
        expect(result.status, email).toBe(404);
        expect(result.data).toBeNull();
      }
    }
    expect(await db.select().from(chatCuratedAnswers)).toEqual(before);
  });
});
