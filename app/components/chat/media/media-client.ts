import {
  CHAT_SESSION_HEADER,
  chatPaths,
  type ChatCapabilities,
  type ChatOcrResult,
  type ChatTranscriptionResult,
  type ChatUploadResult,
} from "~/domain/chat/chat-api";
import { ChatMediaRequestError } from "./media-rules";

/**
 * The panel's calls to the media endpoints (wire contract: app/domain/chat/chat-api.ts). Each
 * resolves with the parsed answer or throws a ChatMediaRequestError carrying the status and the
 * server's `{ error }` sentence, so the controls pick the right toast.
 */

async function send(path: string, init: RequestInit): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(path, { credentials: "same-origin", ...init });
  } catch {
    throw new ChatMediaRequestError(0, null);
  }
  if (!response.ok)
    throw new ChatMediaRequestError(
      response.status,
      await refusalSentence(response),
    );
  return response;
}

async function refusalSentence(response: Response): Promise<string | null> {
  try {
    const body: unknown = await response.json();
    if (
      body &&
      typeof body === "object" &&
      "error" in body &&
      typeof body.error === "string" &&
      body.error.trim()
    ) {
      return body.error;
    }
  } catch {
    // Not JSON (a proxy's error page): the spec's generic sentence is shown instead.
  }
  return null;
}

async function json<T>(response: Response): Promise<T> {
  try {
    return (await response.json()) as T;
  } catch {
    throw new ChatMediaRequestError(response.status, null);
  }
}

function sessionForm(
  sessionId: string,
  conversationId: string | null,
): FormData {
  const form = new FormData();
  form.set("sessionId", sessionId);
  if (conversationId) form.set("conversationId", conversationId);
  return form;
}

export async function uploadDocuments(
  sessionId: string,
  conversationId: string | null,
  files: File[],
): Promise<ChatUploadResult> {
  const form = sessionForm(sessionId, conversationId);
  for (const file of files) form.append("files", file, file.name);
  const response = await send(chatPaths.uploads, {
    method: "POST",
    headers: { [CHAT_SESSION_HEADER]: sessionId },
    body: form,
  });
  return json<ChatUploadResult>(response);
}

export async function extractImageText(
  sessionId: string,
  conversationId: string | null,
  pagePath: string | undefined,
  image: File,
): Promise<ChatOcrResult> {
  const form = sessionForm(sessionId, conversationId);
  if (pagePath) form.set("pagePath", pagePath);
  form.set("image", image, image.name);
  const response = await send(chatPaths.ocr, {
    method: "POST",
    headers: { [CHAT_SESSION_HEADER]: sessionId },
    body: form,
  });
  return json<ChatOcrResult>(response);
}

/** The reply spoken by the server: audio bytes (mp3 from the provider, wav from espeak-ng). */
export async function synthesizeSpeech(
  sessionId: string,
  text: string,
  signal?: AbortSignal,
): Promise<Blob> {
  const response = await send(chatPaths.speech, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      [CHAT_SESSION_HEADER]: sessionId,
    },
    body: JSON.stringify({ sessionId, text }),
    signal,
  });
  const audio = await response.blob();
  if (audio.size === 0) throw new ChatMediaRequestError(response.status, null);
  return audio;
}

export async function transcribeRecording(
  sessionId: string,
  recording: Blob,
): Promise<string> {
  const response = await send(chatPaths.transcriptions, {
    method: "POST",
    headers: {
      "content-type": recording.type || "audio/webm",
      [CHAT_SESSION_HEADER]: sessionId,
    },
    body: recording,
  });
  const { text } = await json<ChatTranscriptionResult>(response);
  if (typeof text !== "string" || !text.trim())
    throw new ChatMediaRequestError(response.status, null);
  return text.trim();
}

export async function fetchCapabilities(): Promise<ChatCapabilities> {
  const response = await send(chatPaths.capabilities, {
    headers: { accept: "application/json" },
  });
  return json<ChatCapabilities>(response);
}
