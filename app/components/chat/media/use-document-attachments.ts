import { useCallback, useRef, useState } from "react";
import { chatToasts } from "../chat-intl";
import type { ChatFile } from "~/domain/chat/chat-api";
import { showToast } from "~/enhance/toast";
import { uploadDocuments } from "./media-client";
import { rejectedDocumentsTitle, selectDocuments } from "./media-rules";
import { toastFailure, toastSuccess } from "./media-toast";

export type DocumentAttachments = {
  files: File[];
  add(files: FileList | File[]): void;
  remove(index: number): void;
  clear(): void;
  /** Uploads the attached documents; resolves with them as the message should name them, throws on failure (after its toast). */
  upload(sessionId: string, conversationId: string | null): Promise<ChatFile[]>;
};

/**
 * The documents attached to the message being written. A document uploaded once keeps its
 * server id: when the message itself then fails to send and the visitor sends again, the same
 * files are not uploaded a second time.
 */
export function useDocumentAttachments(): DocumentAttachments {
  const [files, setFiles] = useState<File[]>([]);
  // Read by add() and upload() between renders (several picks before React re-renders).
  const filesRef = useRef<File[]>([]);
  const uploaded = useRef(new WeakMap<File, ChatFile>());

  const replace = useCallback((next: File[]) => {
    filesRef.current = next;
    setFiles(next);
  }, []);

  const add = useCallback(
    (picked: FileList | File[]) => {
      const { files: next, problems } = selectDocuments(
        filesRef.current,
        Array.from(picked),
      );
      replace(next);
      if (problems.length > 0) {
        showToast({
          title: rejectedDocumentsTitle(problems.length),
          description: problems.join(" "),
          variant: "error",
        });
      }
    },
    [replace],
  );

  const remove = useCallback(
    (index: number) =>
      replace(filesRef.current.filter((_, position) => position !== index)),
    [replace],
  );

  const clear = useCallback(() => replace([]), [replace]);

  const upload = useCallback(
    async (
      sessionId: string,
      conversationId: string | null,
    ): Promise<ChatFile[]> => {
      const attached = filesRef.current;
      const waiting = attached.filter((file) => !uploaded.current.has(file));
      if (waiting.length > 0) {
        try {
          const result = await uploadDocuments(
            sessionId,
            conversationId,
            waiting,
          );
          if (result.files.length !== waiting.length)
            throw new Error("The server stored a different number of files");
          result.files.forEach(({ id, name, type }, position) =>
            uploaded.current.set(waiting[position]!, { id, name, type }),
          );
        } catch (error) {
          toastFailure(chatToasts().uploadFailed, error);
          throw error;
        }
        toastSuccess(chatToasts().uploaded(waiting.length));
      }
      return attached.map((file) => uploaded.current.get(file)!);
    },
    [],
  );

  return { files, add, remove, clear, upload };
}
