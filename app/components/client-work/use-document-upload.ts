import { useEffect, useRef, useState, type FormEvent } from "react";
import { flushSync } from "react-dom";
import { useRevalidator } from "react-router";
import type { z } from "zod";
import {
  documentUploadMessages,
  documentUploadSchema,
  type DocumentUploadResult,
  uploadFailure,
} from "~/domain/client-work/document-upload";

export type UploadProgress = {
  fileName: string;
  /** 0–100 while the bytes go up; the server's check follows at 100. */
  percent: number;
};

const UPLOAD_URL = "/dashboard/documents";

/**
 * The upload form's script. Without JavaScript the form is a plain multipart post and the
 * page answers it. With JavaScript the same schema checks the fields first (a 40 MB file is
 * refused before a byte is sent), then XMLHttpRequest sends the form to the same URL asking
 * for JSON — fetch cannot report upload progress — and the list is revalidated on success.
 */
export function useDocumentUpload(
  serverResult: DocumentUploadResult | undefined,
  // The console's upload for a client posts elsewhere, and a project is optional there.
  options: {
    url?: string;
    schema?: z.ZodType<{ projectId: string; file: File }>;
  } = {},
) {
  const uploadUrl = options.url ?? UPLOAD_URL;
  const schema = options.schema ?? documentUploadSchema;
  const [result, setResult] = useState<DocumentUploadResult | undefined>(
    serverResult,
  );
  const [answered, setAnswered] = useState(serverResult);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const xhrRef = useRef<XMLHttpRequest | null>(null);
  const revalidator = useRevalidator();

  // A new answer of a plain post (the page re-rendered by its action) replaces ours.
  if (answered !== serverResult) {
    setAnswered(serverResult);
    setResult(serverResult);
  }

  // Leaving the page abandons an upload under way rather than finishing it unseen.
  useEffect(() => () => xhrRef.current?.abort(), []);

  // Focus the first field in error after each failed attempt.
  useEffect(() => {
    if (!result || result.ok) return;
    const first = (["projectId", "file"] as const).find(
      (name) => result.fieldErrors[name],
    );
    if (first)
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }, [result]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (xhrRef.current) return;
    const form = event.currentTarget;
    const body = new FormData(form);
    const parsed = schema.safeParse({
      projectId: body.get("projectId") ?? undefined,
      file: body.get("file") ?? undefined,
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      const field = issue.path[0] === "projectId" ? "projectId" : "file";
      // The field says what is wrong; nothing was sent, so no "Upload failed" toast.
      setResult({
        ok: false,
        fieldErrors: { [field]: issue.message },
        values: {},
      });
      return;
    }
    setResult(undefined);
    setProgress({ fileName: parsed.data.file.name, percent: 0 });

    const xhr = new XMLHttpRequest();
    xhrRef.current = xhr;
    xhr.open("POST", uploadUrl);
    xhr.setRequestHeader("Accept", "application/json");
    xhr.responseType = "json";
    const showPercent = (percent: number) =>
      setProgress((current) => (current ? { ...current, percent } : current));
    xhr.upload.addEventListener("progress", (progressEvent) => {
      if (!progressEvent.lengthComputable) return;
      showPercent(
        Math.min(
          100,
          Math.round((progressEvent.loaded / progressEvent.total) * 100),
        ),
      );
    });
    // Every byte sent: show 100 % ("Checking …") now, not batched with the answer's render —
    // a quick answer would otherwise replace the bar before 100 % was ever on screen.
    xhr.upload.addEventListener("load", () =>
      flushSync(() => showPercent(100)),
    );
    xhr.addEventListener("load", () => {
      xhrRef.current = null;
      setProgress(null);
      const answer = xhr.response as DocumentUploadResult | null;
      if (answer && typeof answer === "object" && "ok" in answer) {
        setResult(answer);
        if (answer.ok) {
          form.reset();
          void revalidator.revalidate();
        }
      } else {
        setResult(uploadFailure(documentUploadMessages.unreadable, "file"));
      }
    });
    const lost = () => {
      xhrRef.current = null;
      setProgress(null);
      setResult(uploadFailure(documentUploadMessages.network, "file"));
    };
    xhr.addEventListener("error", lost);
    xhr.addEventListener("timeout", lost);
    xhr.send(body);
  }

  return { formRef, onSubmit, progress, result, uploading: progress !== null };
}
