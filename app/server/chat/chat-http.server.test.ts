import { describe, expect, it } from "vitest";
import { formatMessage, message } from "~/i18n/message";
import {
  chatUploadMessages,
  chatUploadRefusals,
} from "./chat-body-policy.server";
import { ocrSentences } from "./media/chat-ocr.server";
import { uploadSentences } from "./media/chat-uploads.server";
import { voiceSentences } from "./media/chat-voice.server";
import { imageSentences } from "./media/image-check.server";
import {
  ChatHttpError,
  answerChat,
  chatHttpMessages,
  httpSentences,
  inEnglish,
  type RefusalSentence,
} from "./chat-http.server";

const request = (url: string, referer?: string) =>
  new Request(url, { headers: referer ? { Referer: referer } : {} });
const french = request(
  "https://x.ca/api/chat/messages",
  "https://x.ca/fr/about",
);
const english = request("https://x.ca/api/chat/messages", "https://x.ca/about");

const saidIn = (request: Request | undefined, sentence: RefusalSentence) =>
  new ChatHttpError(400, { sentence }).refusalFor(request).error;

/** The edge's upload refusals, as bodyOfKind says them (by id, chat-body-policy.server.ts). */
const edgeSentences = Object.values(chatUploadRefusals).map(
  (id): RefusalSentence =>
    (intl) =>
      formatMessage(intl, message(id)),
);

describe("the chat's refusals in the page's language", () => {
  const sentences: RefusalSentence[] = [
    ...Object.values(httpSentences),
    ...edgeSentences,
    ...Object.values(uploadSentences),
    ...Object.values(ocrSentences),
    ...Object.values(voiceSentences),
    ...Object.values(imageSentences),
  ];

  it("says every fixed refusal in French for a French page", () => {
    for (const sentence of sentences) {
      const translated = saidIn(french, sentence);
      expect(translated).not.toBe(inEnglish(sentence));
      expect(translated).not.toMatch(/\bPlease\b|\bthe\b/);
    }
    expect(
      saidIn(
        request("https://x.ca/api/chat/uploads?locale=fr"),
        httpSentences.notFound,
      ),
    ).toBe(
      "Cette conversation ou ce fichier n’existe pas dans cette session avec l’assistant conversationnel.",
    );
  });

  it("keeps the English verbatim on English pages, and a sentence written as it is", () => {
    for (const sentence of sentences) {
      expect(saidIn(english, sentence)).toBe(inEnglish(sentence));
      expect(saidIn(undefined, sentence)).toBe(inEnglish(sentence));
    }
    expect(chatUploadMessages.busy).toBe(inEnglish(edgeSentences[2]!));
    expect(
      new ChatHttpError(400, { error: "Something else." }).refusalFor(french)
        .error,
    ).toBe("Something else.");
  });

  it("answers a ChatHttpError in the request's language", async () => {
    const fail = () =>
      Promise.reject(
        new ChatHttpError(404, { sentence: httpSentences.notFound }),
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
