import {
  and,
  asc,
  count,
  desc,
  eq,
  isNotNull,
  or,
  sql,
  type SQL,
} from "drizzle-orm";
import {
  CONVERSATION_PAGE_SIZE,
  conversationStateOf,
  visitorLabelOf,
  type ConversationListData,
  type ConversationListParams,
  type ConversationTranscript,
  type TranscriptAttachment,
  type TranscriptSource,
} from "~/domain/console/conversations";
import { visitorLocaleOf } from "~/domain/visitor-language";
import {
  chatAttachments,
  chatConversations,
  chatMessages,
  leads,
  storedFiles,
} from "../db/schema.server";
import type { StoredFileRef } from "../storage/file-store.server";
import { storedFileRefColumns } from "../storage/stored-file-columns.server";
import { pageInfoOf, pageWindow } from "../http/pagination.server";
import type { StaffScope } from "./staff-scope.server";

/**
 * The chat assistant's conversations for the console: EVERY visitor's, so UNSAFE
 * by name — for staff code behind requireStaff only. A visitor reads their own conversation
 * through app/server/chat/conversation-store.server.ts, which always takes their session.
 */

// A conversation's lead: the inbox row the chat stored (unique on source and source_id).
const leadJoin = and(
  eq(leads.source, "chat"),
  eq(leads.sourceId, chatConversations.id),
);

/** ILIKE's wildcards typed by staff are matched literally. */
function likePattern(q: string): string {
  return `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function whereOf(params: ConversationListParams): SQL | undefined {
  const conditions: SQL[] = [];
  if (params.status === "handed_off")
    conditions.push(eq(chatConversations.status, "handed_off"));
  if (params.status === "contact")
    conditions.push(
      or(
        isNotNull(chatConversations.visitorName),
        isNotNull(chatConversations.visitorEmail),
        isNotNull(chatConversations.visitorOrganisation),
      )!,
    );
  if (params.q)
    conditions.push(
      sql`lower(coalesce(${chatConversations.visitorName}, '') || ' ' || coalesce(${chatConversations.visitorEmail}, '') || ' ' || coalesce(${chatConversations.visitorOrganisation}, '')) like ${likePattern(params.q)}`,
    );
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/**
 * One page of conversations, newest activity first: (last_message_at desc, id desc), which
 * chat_conversations_last_message_at_idx serves.
 */
export async function unsafeListConversations(
  { db }: StaffScope,
  params: ConversationListParams,
): Promise<ConversationListData> {
  const where = whereOf(params);
  const [totalRow] = await db
    .select({ total: count() })
    .from(chatConversations)
    .where(where);
  const window = pageWindow(
    params.page,
    totalRow?.total ?? 0,
    CONVERSATION_PAGE_SIZE,
  );
  const rows = await db
    .select({
      conversation: chatConversations,
      leadId: leads.id,
    })
    .from(chatConversations)
    .leftJoin(leads, leadJoin)
    .where(where)
    .orderBy(desc(chatConversations.lastMessageAt), desc(chatConversations.id))
    .limit(CONVERSATION_PAGE_SIZE)
    .offset(window.offset);
  return {
    params: { ...params, page: window.page },
    pageInfo: pageInfoOf(window),
    rows: rows.map(({ conversation: c, leadId }) => ({
      id: c.id,
      startedAt: c.createdAt.toISOString(),
      lastMessageAt: c.lastMessageAt.toISOString(),
      visitorLabel: visitorLabelOf({
        name: c.visitorName,
        email: c.visitorEmail,
      }),
      visitorEmail: c.visitorEmail,
      visitorOrganisation: c.visitorOrganisation,
      messageCount: c.messageCount,
      state: conversationStateOf(c.status, leadId),
      startedOnPath: c.startedOnPath,
      locale: visitorLocaleOf(c.locale),
    })),
  };
}

/** The staff URL of one of a conversation's files (re-authorized on every request). */
export function conversationFileHref(
  conversationId: string,
  attachmentId: string,
) {
  return `/lead_admin/conversations/${conversationId}/files/${attachmentId}`;
}

function sourcesOf(value: unknown): TranscriptSource[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    if (!item || typeof item !== "object") return [];
    const { title, href } = item as Record<string, unknown>;
    return typeof title === "string" && typeof href === "string"
      ? [{ title, href }]
      : [];
  });
}

/** A conversation with every message in order, their files and sources; null when there is none. */
export async function unsafeGetConversationTranscript(
  { db }: StaffScope,
  conversationId: string,
): Promise<ConversationTranscript | null> {
  const [row] = await db
    .select({ conversation: chatConversations, leadId: leads.id })
    .from(chatConversations)
    .leftJoin(leads, leadJoin)
    .where(eq(chatConversations.id, conversationId))
    .limit(1);
  if (!row) return null;
  const [messages, files] = await Promise.all([
    db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.conversationId, conversationId))
      .orderBy(asc(chatMessages.createdAt), asc(chatMessages.id)),
    db
      .select({
        id: chatAttachments.id,
        messageId: chatAttachments.messageId,
        name: chatAttachments.name,
        kind: chatAttachments.kind,
        mimeType: chatAttachments.mimeType,
        size: chatAttachments.size,
        extractedText: chatAttachments.extractedText,
      })
      .from(chatAttachments)
      .where(eq(chatAttachments.conversationId, conversationId))
      .orderBy(asc(chatAttachments.createdAt), asc(chatAttachments.id)),
  ]);
  const messageIds = new Set(messages.map((m) => m.id));
  const byMessage = new Map<string, TranscriptAttachment[]>();
  const loose: TranscriptAttachment[] = [];
  for (const file of files) {
    const view: TranscriptAttachment = {
      id: file.id,
      name: file.name,
      kind: file.kind === "image" ? "image" : "document",
      mimeType: file.mimeType,
      size: file.size,
      extractedText: file.extractedText,
      href: conversationFileHref(conversationId, file.id),
    };
    if (file.messageId && messageIds.has(file.messageId)) {
      const list = byMessage.get(file.messageId) ?? [];
      list.push(view);
      byMessage.set(file.messageId, list);
    } else loose.push(view);
  }
  const c = row.conversation;
  return {
    id: c.id,
    state: conversationStateOf(c.status, row.leadId),
    startedAt: c.createdAt.toISOString(),
    lastMessageAt: c.lastMessageAt.toISOString(),
    startedOnPath: c.startedOnPath,
    locale: visitorLocaleOf(c.locale),
    visitor: {
      label: visitorLabelOf({ name: c.visitorName, email: c.visitorEmail }),
      name: c.visitorName,
      email: c.visitorEmail,
      organisation: c.visitorOrganisation,
    },
    consentAt: c.consentAt?.toISOString() ?? null,
    handedOffAt: c.handedOffAt?.toISOString() ?? null,
    leadId: row.leadId,
    messages: messages.map((m) => ({
      id: m.id,
      role: m.role === "assistant" ? "assistant" : "user",
      content: m.content,
      createdAt: m.createdAt.toISOString(),
      intent: m.intent,
      answeredBy: m.answeredBy,
      sources: sourcesOf(m.sources),
      attachments: byMessage.get(m.id) ?? [],
    })),
    looseAttachments: loose,
  };
}

/** A file's bytes, only when it belongs to the conversation in the URL. */
export async function unsafeGetConversationFile(
  { db }: StaffScope,
  conversationId: string,
  attachmentId: string,
): Promise<{
  name: string;
  mimeType: string;
  size: number;
  file: StoredFileRef;
} | null> {
  const [row] = await db
    .select({
      name: chatAttachments.name,
      mimeType: chatAttachments.mimeType,
      size: storedFiles.size,
      file: storedFileRefColumns,
    })
    .from(chatAttachments)
    .innerJoin(storedFiles, eq(storedFiles.id, chatAttachments.storedFileId))
    .where(
      and(
        eq(chatAttachments.id, attachmentId),
        eq(chatAttachments.conversationId, conversationId),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** A chat lead's conversation, for its lead page: null once the retention job deleted it. */
export async function unsafeGetLeadConversation(
  { db }: StaffScope,
  conversationId: string,
) {
  const [row] = await db
    .select()
    .from(chatConversations)
    .where(eq(chatConversations.id, conversationId))
    .limit(1);
  return row ?? null;
}
