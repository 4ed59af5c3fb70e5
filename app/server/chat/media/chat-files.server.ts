import { and, eq } from "drizzle-orm";
import { chatSessionIdSchema } from "~/domain/chat/chat-api";
import type { Database } from "../../db/client.server";
import { chatAttachments, storedFiles } from "../../db/schema.server";
import { chatNotFound } from "../chat-http.server";
import { storedFileRefColumns } from "../../storage/stored-file-columns.server";

/**
 * A chat attachment's bytes for the browser session that uploaded it. Another session, an
 * unknown id and a malformed id are the same 404: nothing tells a guesser a file exists.
 */
export async function openSessionAttachment(
  db: Database,
  sessionId: string,
  attachmentId: string | undefined,
) {
  if (!chatSessionIdSchema.safeParse(attachmentId).success)
    throw chatNotFound();
  const [row] = await db
    .select({
      name: chatAttachments.name,
      size: storedFiles.size,
      mimeType: storedFiles.mimeType,
      file: storedFileRefColumns,
    })
    .from(chatAttachments)
    .innerJoin(storedFiles, eq(storedFiles.id, chatAttachments.storedFileId))
    .where(
      and(
        eq(chatAttachments.id, attachmentId!),
        eq(chatAttachments.sessionId, sessionId),
      ),
    )
    .limit(1);
  if (!row) throw chatNotFound();
  return row;
}
