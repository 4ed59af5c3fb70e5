import { randomUUID } from "node:crypto";
import { isNull } from "drizzle-orm";
import type { Transaction } from "../db/client.server";
import {
  chatConversations,
  chatCuratedAnswers,
  chatMessages,
} from "../db/schema.server";
import {
  NOTHING_FOUND_REPLY,
  demoCuratedAnswers,
  demoUnansweredQuestions,
} from "./sample-assistant";

const DAY = 24 * 60 * 60_000;

/**
 * Seeds the assistant's demo knowledge and the questions it could not answer (decision 057),
 * inside the demo seed's transaction: the answers (their author is set when the demo editor's
 * account is made, attributeDemoAnswers, as the demo leads get their owner), and one anonymous
 * conversation per unanswered question, its reply carrying the grounding the brain reported.
 * Never in production.
 */
export async function seedDemoAssistant(tx: Transaction): Promise<void> {
  for (const [index, answer] of demoCuratedAnswers.entries()) {
    const at = new Date(Date.now() - (20 - index) * DAY);
    await tx.insert(chatCuratedAnswers).values({
      locale: answer.locale,
      question: answer.question,
      phrasings: answer.phrasings,
      answer: answer.answer,
      citePath: answer.citePath,
      status: answer.retired ? "retired" : "active",
      retiredAt: answer.retired ? at : null,
      createdAt: at,
      updatedAt: at,
    });
  }
  for (const item of demoUnansweredQuestions) {
    const askedAt = new Date(Date.now() - item.daysAgo * DAY);
    const repliedAt = new Date(askedAt.getTime() + 1000);
    const [conversation] = await tx
      .insert(chatConversations)
      .values({
        sessionId: randomUUID(),
        startedOnPath:
          item.locale === "fr" ? "/fr/solutions/evisa" : "/solutions/evisa",
        locale: item.locale,
        messageCount: 2,
        lastMessageAt: repliedAt,
        createdAt: askedAt,
        updatedAt: repliedAt,
      })
      .returning({ id: chatConversations.id });
    await tx.insert(chatMessages).values([
      {
        conversationId: conversation!.id,
        role: "user",
        content: item.question,
        createdAt: askedAt,
      },
      {
        conversationId: conversation!.id,
        role: "assistant",
        content: NOTHING_FOUND_REPLY[item.locale],
        intent: "general",
        answeredBy: "offline",
        grounding: item.confidence,
        createdAt: repliedAt,
      },
    ]);
  }
}

/** The demo editor wrote the demo answers: run when their account is made. */
export async function attributeDemoAnswers(
  tx: Transaction,
  userId: string,
): Promise<void> {
  await tx
    .update(chatCuratedAnswers)
    .set({ createdByUserId: userId, updatedByUserId: userId })
    .where(isNull(chatCuratedAnswers.createdByUserId));
}
