import { createHash, randomUUID } from "node:crypto";
import { z } from "zod";
import {
  chatLimits,
  chatSessionIdSchema,
  type ChatUploadResult,
} from "~/domain/chat/chat-api";
import type { Database } from "../../db/client.server";
import { chatAttachments, storedFiles } from "../../db/schema.server";
import { withPlacedFiles } from "../../storage/files.server";
import type { ChatMedia } from "../chat-media.server";
import { findSessionConversation } from "../conversation-store.server";
import {
  judgeChatDocument,
  type CheckedDocument,
} from "./document-check.server";
import {
  ChatHttpError,
  chatNotFound,
  englishOf,
  sentenceOf,
  type RefusalSentence,
} from "../chat-http.server";

/**
 * POST /api/chat/uploads: documents the visitor attaches to their next message. Every file
 * is checked by content first; only when all pass are they stored — bytes in stored_files
 * (bucket chat-uploads, key {sessionId}/{uuid}.{ext}), text in chat_attachments — in one
 * transaction, so a refused or failed request leaves nothing behind.
 */
export const CHAT_UPLOADS_BUCKET = "chat-uploads";

export const uploadSentences = {
  noFiles: sentenceOf({
    id: "chat.refusal.noFiles",
    defaultMessage: "Please attach at least one document.",
  }),
  tooMany: sentenceOf(
    {
      id: "chat.refusal.tooManyFiles",
      defaultMessage: "You can attach up to {max} documents at a time.",
    },
    { max: chatLimits.maxAttachments },
  ),
} satisfies Record<string, RefusalSentence>;

export const uploadMessages = englishOf(uploadSentences);

const optionalUuid = z.preprocess(
  (value) => (value === "" || value === null ? undefined : value),
  chatSessionIdSchema.optional(),
);

export const uploadFieldsSchema = z.object({
  sessionId: chatSessionIdSchema,
  conversationId: optionalUuid,
});

export async function storeChatUploads(
  db: Database,
  media: Pick<ChatMedia, "extractDocumentText">,
  sessionId: string,
  formData: FormData,
): Promise<ChatUploadResult> {
  const fields = uploadFieldsSchema.safeParse({
    sessionId: formData.get("sessionId"),
    conversationId: formData.get("conversationId"),
  });
  if (!fields.success || fields.data.sessionId !== sessionId)
    throw chatNotFound();
  const { conversationId } = fields.data;
  if (
    conversationId &&
    !(await findSessionConversation(db, sessionId, conversationId))
  )
    throw chatNotFound();

  const files = formData
    .getAll("files")
    .filter((value): value is File => typeof value !== "string");
  if (files.length === 0)
    throw new ChatHttpError(400, { sentence: uploadSentences.noFiles });
  if (files.length > chatLimits.maxAttachments)
    throw new ChatHttpError(400, { sentence: uploadSentences.tooMany });

  const checked: CheckedDocument[] = [];
  for (const file of files) {
    const result = await judgeChatDocument(file);
    if (!result.ok)
      throw new ChatHttpError(result.status, { sentence: result.sentence });
    checked.push(result.document);
  }
  // Text first, outside the transaction: reading a long PDF must not hold a database connection.
  const texts = await Promise.all(
    checked.map((document) =>
      media.extractDocumentText(document.bytes, document.mimeType),
    ),
  );

  const rows = checked.map((document, index) => ({
    document,
    text: texts[index]!,
    fileId: randomUUID(),
    attachmentId: randomUUID(),
  }));
  const newFiles = rows.map(({ document, fileId }) => ({
    bucket: CHAT_UPLOADS_BUCKET,
    key: `${sessionId}/${fileId}.${document.extension}`,
    mimeType: document.mimeType,
    bytes: document.bytes,
  }));
  // The bytes are in their store before the rows that name them commit (decision 023).
  await withPlacedFiles(newFiles, (placements) =>
    db.transaction(async (tx) => {
      for (const [
        index,
        { document, text, fileId, attachmentId },
      ] of rows.entries()) {
        await tx.insert(storedFiles).values({
          id: fileId,
          bucket: CHAT_UPLOADS_BUCKET,
          key: newFiles[index]!.key,
          name: document.name,
          size: document.bytes.byteLength,
          mimeType: document.mimeType,
          sha256: createHash("sha256").update(document.bytes).digest("hex"),
          ...placements[index]!,
        });
        await tx.insert(chatAttachments).values({
          id: attachmentId,
          sessionId,
          conversationId: conversationId ?? null,
          storedFileId: fileId,
          kind: "document",
          name: document.name,
          mimeType: document.mimeType,
          size: document.bytes.byteLength,
          extractedText: text,
        });
      }
    }),
  );
  return {
    files: rows.map(({ document, attachmentId }) => ({
      id: attachmentId,
      name: document.name,
      type: document.mimeType,
      size: document.bytes.byteLength,
    })),
  };
}
