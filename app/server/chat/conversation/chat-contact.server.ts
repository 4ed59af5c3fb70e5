import { and, desc, eq, isNotNull, sql } from "drizzle-orm";
import type {
  ChatContactRequest,
  ChatContactResult,
} from "~/domain/chat/chat-api";
import { chatNoticesOf } from "~/domain/chat/chat-copy";
import { chatIntlFor } from "~/domain/chat/chat-intl";
import { isLocale } from "~/i18n/locale";
import type { ChatIntent } from "~/domain/chat/chat-intent";
import type { Database, Transaction } from "../../db/client.server";
import {
  chatConversations,
  chatMessages,
  leads,
  outbox,
} from "../../db/schema.server";
import type { OutboxMessage } from "../../mail/outbox.server";
import { countLeadStored } from "../../metrics/metrics-registry.server";
import {
  appendChatMessage,
  toHistoryMessage,
} from "../conversation-store.server";
import { chatContactStaffMail, SUMMARY_MESSAGES } from "./contact-mail.server";

export function interestLabel(
  purpose: ChatContactRequest["purpose"],
  lastIntent: ChatIntent | null,
): string {
  if (purpose === "handoff" || lastIntent === "talk_to_person")
    return "Talk to a person";
  if (lastIntent === "pricing") return "Pricing";
  if (lastIntent === "blueprint") return "Blueprint";
  return "Call request";
}

/**
 * POST /api/chat/contact (app/server/api/chat-contact.handler.server.ts): the visitor's
 * details from the form under a reply. In ONE transaction the conversation gets the details
 * and the consent time (and, for a hand-off, its new status), the chat's lead row is created
 * or updated (one per conversation, by the unique (source, source_id)), the assistant's
 * confirmation is appended and the staff notification is queued. A hand-off silences the
 * assistant in that conversation for good.
 */
export async function storeChatContact(
  db: Database,
  contact: ChatContactRequest,
  options: { publicUrl: string; notifyTo: string[] },
): Promise<{ answer: ChatContactResult; leadId: string } | null> {
  const stored = await db.transaction(async (tx) => {
    const handoff = contact.purpose === "handoff";
    const now = new Date();
    const [conversation] = await tx
      .update(chatConversations)
      .set({
        visitorName: contact.fullName,
        visitorEmail: contact.email,
        visitorOrganisation: contact.organisation,
        consentAt: now,
        updatedAt: now,
        ...(handoff
          ? {
              status: "handed_off",
              handedOffAt: sql`coalesce(${chatConversations.handedOffAt}, now())`,
            }
          : {}),
      })
      .where(
        and(
          eq(chatConversations.id, contact.conversationId),
          eq(chatConversations.sessionId, contact.sessionId),
        ),
      )
      .returning();
    if (!conversation) return null;

    const interest = interestLabel(
      contact.purpose,
      await lastIntent(tx, conversation.id),
    );
    const { id: leadId, created } = await upsertChatLead(
      tx,
      conversation.id,
      contact,
      interest,
    );
    const summary = await recentMessages(tx, conversation.id);
    const locale = isLocale(conversation.locale) ? conversation.locale : "en";
    const staff = chatContactStaffMail({
      contact,
      interest,
      leadId,
      conversationId: conversation.id,
      startedOnPath: conversation.startedOnPath,
      messages: summary,
      publicUrl: options.publicUrl,
      consentAt: now,
      locale,
    });
    const message: OutboxMessage = {
      to: options.notifyTo,
      replyTo: contact.email,
      ...staff,
    };
    await tx
      .insert(outbox)
      .values({ kind: "lead_notification", payload: message });

    const firstName =
      contact.fullName.trim().split(/\s+/)[0] ?? contact.fullName;
    // In the language the visitor last wrote in.
    const notices = chatNoticesOf(chatIntlFor(locale));
    const line = handoff
      ? notices.handedOff(contact.email)
      : notices.leadStored(firstName);
    const assistant = await appendChatMessage(tx, {
      conversationId: conversation.id,
      role: "assistant",
      content: line,
    });
    return {
      leadId,
      created,
      answer: {
        assistantMessage: toHistoryMessage(assistant),
        handedOff: conversation.status === "handed_off",
      },
    };
  });
  if (!stored) return null;
  // After the commit, and only for a new lead: a second contact in one conversation updates it.
  if (stored.created) countLeadStored("chat");
  return { leadId: stored.leadId, answer: stored.answer };
}

/**
 * The chat's lead for this conversation: a second contact (a hand-off after a lead, a
 * corrected address) updates the same row; staff's triage (status, owner) is kept.
 */
async function upsertChatLead(
  tx: Transaction,
  conversationId: string,
  contact: ChatContactRequest,
  interest: string,
): Promise<{ id: string; created: boolean }> {
  const details = {
    fullName: contact.fullName,
    email: contact.email,
    company: contact.organisation,
    interest,
  };
  const [lead] = await tx
    .insert(leads)
    .values({
      source: "chat",
      sourceId: conversationId,
      status: "new",
      ...details,
    })
    .onConflictDoUpdate({
      target: [leads.source, leads.sourceId],
      set: { ...details, updatedAt: sql`now()` },
    })
    // xmax is 0 on a row this statement inserted, the updating transaction's id on one it updated.
    .returning({ id: leads.id, created: sql<boolean>`(xmax = 0)` });
  return lead!;
}

async function lastIntent(
  tx: Transaction,
  conversationId: string,
): Promise<ChatIntent | null> {
  const [row] = await tx
    .select({ intent: chatMessages.intent })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.conversationId, conversationId),
        isNotNull(chatMessages.intent),
      ),
    )
    .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
    .limit(1);
  return (row?.intent as ChatIntent | undefined) ?? null;
}

async function recentMessages(tx: Transaction, conversationId: string) {
  const rows = await tx
    .select({
      role: chatMessages.role,
      content: chatMessages.content,
      createdAt: chatMessages.createdAt,
    })
    .from(chatMessages)
    .where(eq(chatMessages.conversationId, conversationId))
    .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
    .limit(SUMMARY_MESSAGES);
  return rows.reverse();
}
