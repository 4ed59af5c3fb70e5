import { createHash, randomUUID } from "node:crypto";
import type { Transaction } from "../db/client.server";
import {
  chatAttachments,
  chatConversations,
  chatMessages,
  leads,
  storedFiles,
} from "../db/schema.server";
import {
  demoConversations,
  type DemoConversation,
} from "./sample-conversations";
import { buildSimplePdf } from "./simple-pdf.server";

const MINUTE = 60_000;

/**
 * Seeds the demo's chat conversations with their messages, the anonymous
 * visitor's PDF (bucket `chat-uploads`, its text extracted as the upload path stores it) and
 * the inbox row of the conversation that became a lead, written as the chat writes one:
 * source `chat`, source_id the conversation. Runs inside the demo seed's transaction, before
 * the demo staff account exists, so assignDemoLeads gives the worked chat lead its owner as
 * it does the form leads. Never in production.
 */
export async function seedDemoConversations(tx: Transaction): Promise<void> {
  for (const demo of demoConversations) await seedConversation(tx, demo);
}

async function seedConversation(tx: Transaction, demo: DemoConversation) {
  const startedAt = new Date(Date.now() - demo.daysAgo * 24 * 60 * MINUTE);
  const at = (minutes: number) =>
    new Date(startedAt.getTime() + minutes * MINUTE);
  const sessionId = randomUUID();
  const last = demo.messages[demo.messages.length - 1]!;
  // Messages of the same minute keep their order: a second apart. The conversation's last
  // activity is exactly its last message's time.
  const messageTime = (index: number) =>
    new Date(at(demo.messages[index]!.at).getTime() + index * 1000);
  const lastMessageAt = messageTime(demo.messages.length - 1);
  const [conversation] = await tx
    .insert(chatConversations)
    .values({
      sessionId,
      status: demo.handedOffAt === undefined ? "open" : "handed_off",
      startedOnPath: demo.startedOnPath,
      visitorName: demo.visitor?.name ?? null,
      visitorEmail: demo.visitor?.email ?? null,
      visitorOrganisation: demo.visitor?.organisation ?? null,
      consentAt: demo.consentAt === undefined ? null : at(demo.consentAt),
      handedOffAt: demo.handedOffAt === undefined ? null : at(demo.handedOffAt),
      messageCount: demo.messages.length,
      lastMessageAt,
      createdAt: startedAt,
      updatedAt: lastMessageAt,
    })
    .returning({ id: chatConversations.id });
  const conversationId = conversation!.id;

  for (const [index, message] of demo.messages.entries()) {
    const messageId = randomUUID();
    const createdAt = messageTime(index);
    const file = message.attachment
      ? await storeAttachment(tx, sessionId, message.attachment)
      : null;
    await tx.insert(chatMessages).values({
      id: messageId,
      conversationId,
      role: message.role,
      content: message.content,
      files: file
        ? [{ id: file.attachmentId, name: file.name, type: "application/pdf" }]
        : [],
      sources: message.sources ?? [],
      intent: message.intent ?? null,
      answeredBy: message.role === "assistant" ? "offline" : null,
      createdAt,
    });
    if (file)
      await tx.insert(chatAttachments).values({
        id: file.attachmentId,
        sessionId,
        conversationId,
        messageId,
        storedFileId: file.storedFileId,
        kind: "document",
        name: file.name,
        mimeType: "application/pdf",
        size: file.size,
        extractedText: file.extractedText,
        createdAt,
      });
  }

  if (demo.lead && demo.visitor)
    await tx.insert(leads).values({
      source: "chat",
      sourceId: conversationId,
      fullName: demo.visitor.name,
      email: demo.visitor.email,
      company: demo.visitor.organisation,
      interest: demo.lead.interest,
      status: demo.lead.status,
      createdAt: at(demo.consentAt ?? last.at),
      updatedAt: at(demo.consentAt ?? last.at),
    });
}

async function storeAttachment(
  tx: Transaction,
  sessionId: string,
  attachment: NonNullable<DemoConversation["messages"][number]["attachment"]>,
) {
  const bytes = buildSimplePdf(attachment.title, attachment.text);
  const storedFileId = randomUUID();
  await tx.insert(storedFiles).values({
    id: storedFileId,
    bucket: "chat-uploads",
    key: `${sessionId}/${randomUUID()}.pdf`,
    name: attachment.name,
    size: bytes.byteLength,
    mimeType: "application/pdf",
    sha256: createHash("sha256").update(bytes).digest("hex"),
    content: bytes,
  });
  return {
    attachmentId: randomUUID(),
    storedFileId,
    name: attachment.name,
    size: bytes.byteLength,
    // What the PDF holds, as the upload path's extraction reads it: title, then the text.
    extractedText: `${attachment.title}\n\n${attachment.text}`,
  };
}
