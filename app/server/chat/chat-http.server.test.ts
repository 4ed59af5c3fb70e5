import { describe, expect, it } from "vitest";
import { chatUploadMessages } from "./chat-body-policy.server";
import { ocrMessages } from "./media/chat-ocr.server";
import { uploadMessages } from "./media/chat-uploads.server";
import { voiceMessages } from "./media/chat-voice.server";
import {
  ChatHttpError,
  answerChat,
  chatHttpMessages,
  refusalInRequestLanguage,
} from "./chat-http.server";

const request = (url: string, referer?: string) =>
  new Request(url, { headers: referer ? { Referer: referer } : {} });
const french = request(
  "https://x.ca/api/chat/messages",
  "https://x.ca/fr/about",
);
const english = request("https://x.ca/api/chat/messages", "https://x.ca/about");

describe("the chat's refusals in the page's language", () => {
  const sentences = [
    ...Object.values(chatHttpMessages),
    ...Object.values(chatUploadMessages),
    ...Object.values(uploadMessages),
    ...Object.values(ocrMessages),
    ...Object.values(voiceMessages),
  ];

  it("says every fixed refusal in French for a French page", () => {
    for (const sentence of sentences) {
      const translated = refusalInRequestLanguage(french, sentence);
      expect(translated).not.toBe(sentence);
      expect(translated).not.toMatch(/\bPlease\b|\bthe\b/);
    }
    expect(
      refusalInRequestLanguage(
        request("https://x.ca/api/chat/uploads?locale=fr"),
        chatHttpMessages.notFound,
      ),
    ).toBe(
      "Cette conversation ou ce fichier n’existe pas dans cette session avec l’assistant conversationnel.",
    );
  });

  it("keeps the English verbatim on English pages, and any sentence it does not know", () => {
    for (const sentence of sentences) {
      expect(refusalInRequestLanguage(english, sentence)).toBe(sentence);
      expect(refusalInRequestLanguage(undefined, sentence)).toBe(sentence);
    }
    expect(refusalInRequestLanguage(french, "Something else.")).toBe(
      "Something else.",
    );
  });

  it("answers a ChatHttpError in the request's language", async () => {
    const fail = () =>
      Promise.reject(
        new ChatHttpError(404, { error: chatHttpMessages.notFound }),
      );
    const fr = await answerChat(fail, french);
    expect(fr.status).toBe(404);
    expect(((await fr.json()) as { error: string }).error).toMatch(
      /^Cette conversation/,
    );
    const en = await answerChat(fail, english);
    expect(await en.json()).toEqual({ error: chatHttpMessages.notFound });
  });
});
