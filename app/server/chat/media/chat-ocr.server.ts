import { createHash, randomUUID } from "node:crypto";
import { z } from "zod";
import {
  chatSessionIdSchema,
  type ChatFile,
  type ChatOcrResult,
} from "~/domain/chat/chat-api";
import { chatNoticesOf, chatToastsOf } from "~/domain/chat/chat-copy";
import { chatIntlFor } from "~/domain/chat/chat-intl";
import { localeFromPath, type Locale } from "~/i18n/locale";
import type { Database, Transaction } from "../../db/client.server";
import { chatAttachments, storedFiles } from "../../db/schema.server";
import { withPlacedFiles } from "../../storage/files.server";
import type { Logger } from "../../logger.server";
import type { ChatMedia } from "../chat-media.server";
import {
  appendChatMessage,
  createConversation,
  findSessionConversation,
  hasRoomForLines,
  toHistoryMessage,
} from "../conversation-store.server";
import { CHAT_UPLOADS_BUCKET } from "./chat-uploads.server";
import { checkChatImage, imageSentences } from "./image-check.server";
import {
  ChatHttpError,
  chatNotFound,
  englishOf,
  sentenceOf,
  type RefusalSentence,
} from "../chat-http.server";

/**
 * POST /api/chat/ocr: the text of one image, as two lines of the conversation — the visitor's
 * naming the image, the assistant's with the text — plus the image itself (bucket chat-uploads,
 * kind image) for staff. The text is read before anything is written: an image without text,
 * or an engine that fails, leaves no trace. A conversation is started when there is none.
 */
export const ocrSentences = {
  noText: sentenceOf({
    id: "chat.refusal.ocrNoText",
    defaultMessage:
      "No text was found in this image. Please try a sharper image with clearly printed text.",
  }),
  engineFailed: (intl) => chatToastsOf(intl).ocrFailed.description,
} satisfies Record<string, RefusalSentence>;

export const ocrMessages = englishOf(ocrSentences);

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (value === "" || value === null ? undefined : value),
    schema.optional(),
  );

export const ocrFieldsSchema = z.object({
  sessionId: chatSessionIdSchema,
  conversationId: optional(chatSessionIdSchema),
  pagePath: optional(z.string().max(300).regex(/^\//)),
});

/** The visitor's line, naming the image, in the language of the page the chat is on. */
export const ocrUserLine = (name: string, locale: Locale = "en") =>
  chatIntlFor(locale).formatMessage(
    {
      id: "chat.media.ocrUserLine",
      defaultMessage: "Please read the text in the image \u0022{name}\u0022.",
    },
    { name },
  );

/** The assistant's line: the text in a fenced block longer than any run of backticks inside it. */
export function ocrAssistantLine(
  name: string,
  text: string,
  locale: Locale = "en",
): string {
  const longestRun = Math.max(
    2,
    ...(text.match(/`+/g) ?? []).map((run) => run.length),
  );
  const fence = "`".repeat(longestRun + 1);
  const intro = chatIntlFor(locale).formatMessage(
    {
      id: "chat.media.ocrFound",
      defaultMessage: "Here is the text I found in \u0022{name}\u0022:",
    },
    { name },
  );
  return `${intro}\n\n${fence}text\n${text}\n${fence}`;
}

export async function readImageIntoConversation(
  db: Database,
  media: Pick<ChatMedia, "readImageText">,
  logger: Logger,
  sessionId: string,
  formData: FormData,
  signal?: AbortSignal,
): Promise<ChatOcrResult> {
  const fields = ocrFieldsSchema.safeParse({
    sessionId: formData.get("sessionId"),
    conversationId: formData.get("conversationId"),
    pagePath: formData.get("pagePath"),
  });
  if (!fields.success || fields.data.sessionId !== sessionId)
    throw chatNotFound();
  const { conversationId, pagePath } = fields.data;
  // The page's language: the panel sends the path of the page it is on.
  const locale = localeFromPath(pagePath ?? "/");
  if (conversationId) {
    const conversation = await findSessionConversation(
      db,
      sessionId,
      conversationId,
    );
    if (!conversation) throw chatNotFound();
    assertRoomForTwo(conversation.messageCount);
  }

  const images = formData
    .getAll("image")
    .filter((value): value is File => typeof value !== "string");
  if (images.length !== 1)
    throw new ChatHttpError(400, { sentence: imageSentences.missing });
  const checked = await checkChatImage(images[0]!);
  if (!checked.ok)
    throw new ChatHttpError(checked.status, { sentence: checked.sentence });
  const { image } = checked;

  let text: string;
  try {
    text = (
      await media.readImageText(image.bytes, image.mimeType, signal)
    ).trim();
  } catch (error) {
    logger.warn({ err: error }, "chat image text could not be read");
    throw new ChatHttpError(502, { sentence: ocrSentences.engineFailed });
  }
  if (!text) throw new ChatHttpError(422, { sentence: ocrSentences.noText });

  const fileId = randomUUID();
  const newFile = {
    bucket: CHAT_UPLOADS_BUCKET,
    key: `${sessionId}/${fileId}.${image.extension}`,
    mimeType: image.mimeType,
    bytes: image.bytes,
  };
  // The bytes are in their store before the row that names them commits (decision 023).
  return withPlacedFiles([newFile], ([placement]) =>
    db.transaction(async (tx) => {
      const conversation = conversationId
        ? await lockedConversation(tx, sessionId, conversationId)
        : await createConversation(tx, {
            sessionId,
            startedOnPath: pagePath ?? null,
          });
      const attachmentId = randomUUID();
      await tx.insert(storedFiles).values({
        id: fileId,
        bucket: CHAT_UPLOADS_BUCKET,
        key: newFile.key,
        name: image.name,
        size: image.bytes.byteLength,
        mimeType: image.mimeType,
        sha256: createHash("sha256").update(image.bytes).digest("hex"),
        ...placement!,
      });
      const files: ChatFile[] = [
        { id: attachmentId, name: image.name, type: image.mimeType },
      ];
      const userRow = await appendChatMessage(tx, {
        conversationId: conversation.id,
        role: "user",
        content: ocrUserLine(image.name, locale),
        files,
      });
      await tx.insert(chatAttachments).values({
        id: attachmentId,
        sessionId,
        conversationId: conversation.id,
        messageId: userRow.id,
        storedFileId: fileId,
        kind: "image",
        name: image.name,
        mimeType: image.mimeType,
        size: image.bytes.byteLength,
        extractedText: text,
      });
      const assistantRow = await appendChatMessage(tx, {
        conversationId: conversation.id,
        role: "assistant",
        content: ocrAssistantLine(image.name, text, locale),
      });
      return {
        conversationId: conversation.id,
        text,
        userMessage: toHistoryMessage(userRow),
        assistantMessage: toHistoryMessage(assistantRow),
      };
    }),
  );
}

/** The image's line and the line with its text; the refusal is said in the page's language. */
function assertRoomForTwo(messageCount: number) {
  if (!hasRoomForLines(messageCount, 2))
    throw new ChatHttpError(409, {
      sentence: (intl) => chatNoticesOf(intl).conversationFull,
    });
}

/** Checked again under the row's lock, so two requests cannot both take its last places. */
async function lockedConversation(
  tx: Transaction,
  sessionId: string,
  conversationId: string,
) {
  const row = await findSessionConversation(tx, sessionId, conversationId, {
    lock: true,
  });
  if (!row) throw chatNotFound();
  assertRoomForTwo(row.messageCount);
  return row;
}
