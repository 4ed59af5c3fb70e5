import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  chatContactRequestSchema,
  chatLimits,
  chatSendRequestSchema,
  chatSpeechRequestSchema,
} from "~/domain/chat/chat-api";
import { chatIntlFor } from "~/domain/chat/chat-intl";
import { type requestInfoContext } from "../http/request-context.server";
import {
  bodyOfKind,
  ChatHttpError,
  chatMethodNotAllowed,
  inEnglish,
  schemaRefusal,
} from "./chat-http.server";
import {
  checkChatDocument,
  judgeChatDocument,
} from "./media/document-check.server";

/**
 * The chat's refusals speak French to a French visitor. A schema's English is
 * what an English page reads, and the chat's sentence for the same field says the same in
 * English (so the French catalog translates what the visitor would have read).
 */
const french = new Request("https://x.ca/api/chat/messages", {
  headers: { Referer: "https://x.ca/fr/contact" },
});
const english = new Request("https://x.ca/api/chat/messages", {
  headers: { Referer: "https://x.ca/contact" },
});
const fr = chatIntlFor("fr");

const session = "00000000-0000-4000-8000-000000000001";
const contact = {
  sessionId: session,
  conversationId: session,
  purpose: "lead",
  fullName: "Léa Tremblay",
  email: "lea@example.gc.ca",
  organisation: "Ministère",
  consent: true,
};

function issueOf(schema: z.ZodType, value: unknown): z.ZodError {
  const parsed = schema.safeParse(value);
  if (parsed.success) throw new Error("the value was valid");
  return parsed.error;
}

const visitorIssues: Array<[string, z.ZodError]> = [
  [
    "a message too long",
    issueOf(chatSendRequestSchema, {
      sessionId: session,
      conversationId: null,
      message: "x".repeat(chatLimits.maxMessageChars + 1),
    }),
  ],
  [
    "an empty message",
    issueOf(chatSendRequestSchema, {
      sessionId: session,
      conversationId: null,
      message: " ",
    }),
  ],
  [
    "nothing to read aloud",
    issueOf(chatSpeechRequestSchema, { sessionId: session, text: " " }),
  ],
  [
    "a short name",
    issueOf(chatContactRequestSchema, { ...contact, fullName: "A" }),
  ],
  [
    "a long name",
    issueOf(chatContactRequestSchema, {
      ...contact,
      fullName: "A".repeat(101),
    }),
  ],
  [
    "an e-mail address",
    issueOf(chatContactRequestSchema, { ...contact, email: "lea@" }),
  ],
  [
    "no organisation",
    issueOf(chatContactRequestSchema, { ...contact, organisation: "" }),
  ],
  [
    "a long organisation",
    issueOf(chatContactRequestSchema, {
      ...contact,
      organisation: "O".repeat(151),
    }),
  ],
  [
    "no consent",
    issueOf(chatContactRequestSchema, { ...contact, consent: false }),
  ],
];

describe("a schema's refusal", () => {
  it.each(visitorIssues)(
    "for %s is the schema's English, and French for a French page",
    (_, error) => {
      const said = schemaRefusal(error);
      expect("error" in said && said.error).toBe(error.issues[0]!.message);
      expect(inEnglish(said.sentence!)).toBe(error.issues[0]!.message);
      const thrown = new ChatHttpError(400, said);
      expect(thrown.refusalFor(english).error).toBe(error.issues[0]!.message);
      const inFrench = thrown.refusalFor(french).error;
      expect(inFrench).not.toBe(error.issues[0]!.message);
      expect(inFrench).not.toMatch(/\b(?:Please|must|the)\b/);
    },
  );

  it("names a technical field in both languages, and a body that is not an object", () => {
    const uuid = schemaRefusal(
      issueOf(chatSendRequestSchema, {
        sessionId: session,
        conversationId: "nope",
        message: "Bonjour",
      }),
    );
    const refusal = new ChatHttpError(400, uuid);
    expect(refusal.refusalFor(english).error).toBe(
      "conversationId: Invalid identifier",
    );
    expect(refusal.refusalFor(french).error).toBe(
      "conversationId\u00a0: valeur non valide.",
    );
    const notObject = new ChatHttpError(
      400,
      schemaRefusal(issueOf(chatSendRequestSchema, [])),
    );
    expect(notObject.refusalFor(english).error).toBe(
      "The request body must be a JSON object.",
    );
    expect(notObject.refusalFor(french).error).toBe(
      "Le contenu de la demande doit être un objet JSON.",
    );
  });
});

describe("a body of the wrong kind (415)", () => {
  it("says what the route takes, in the page's language", () => {
    const context = {
      get: (_key: typeof requestInfoContext) => ({
        clientIp: "203.0.113.1",
        body: { kind: "json" as const, value: {} },
      }),
    };
    let thrown: unknown;
    try {
      bodyOfKind(context, "bytes");
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ChatHttpError);
    const refusal = thrown as ChatHttpError;
    expect(refusal.status).toBe(415);
    expect(refusal.refusalFor(french).error).toBe(
      "Veuillez envoyer l’enregistrement en format audio (Content-Type: audio/webm).",
    );
    expect(refusal.refusalFor(english).error).toBe(
      "Please send the recording as audio (Content-Type: audio/webm).",
    );
  });
});

describe("405 on a chat address", () => {
  it("says which method it takes in the page's language, English without the request", async () => {
    const inFrench = chatMethodNotAllowed("POST", french);
    expect(inFrench.status).toBe(405);
    expect(inFrench.headers.get("allow")).toBe("POST");
    expect(await inFrench.json()).toEqual({
      error: "Cette adresse n’accepte que les requêtes POST.",
    });
    expect(await chatMethodNotAllowed("GET", english).json()).toEqual({
      error: "This address takes GET requests only.",
    });
    expect(await chatMethodNotAllowed("POST").json()).toEqual({
      error: "This address takes POST requests only.",
    });
  });
});

describe("a document's refusal", () => {
  const renamedPng = new File(
    [Buffer.from("89504e470d0a1a0a0000000d49484452", "hex")],
    "C:\\scans\\rapport.pdf",
  );

  it("names the file in French for a French page, in English for an English one", async () => {
    const judged = await judgeChatDocument(renamedPng);
    if (judged.ok) throw new Error("a PNG named .pdf was accepted");
    expect(judged.status).toBe(415);
    expect(judged.sentence(fr)).toBe(
      "«\u00a0rapport.pdf\u00a0» n’est pas un document que l’assistant peut lire. Veuillez joindre un fichier PDF, Word (.doc, .docx) ou texte brut (.txt).",
    );
    expect(await checkChatDocument(renamedPng)).toEqual({
      ok: false,
      status: 415,
      error:
        '"rapport.pdf" is not a document the chat can read. Please attach a PDF, Word (.doc, .docx) or plain text (.txt) file.',
    });
  });

  it("says in French what a misnamed document contains", async () => {
    const text = new File(["Bonjour"], "note.pdf");
    const judged = await judgeChatDocument(text);
    if (judged.ok) throw new Error("text named .pdf was accepted");
    expect(judged.sentence(fr)).toContain("contient du texte brut.");
    expect(inEnglish(judged.sentence)).toContain("contains plain text.");
  });

  it("calls a file without a usable name « Le fichier »", async () => {
    const judged = await judgeChatDocument(new File([], '"""'));
    if (judged.ok) throw new Error("a nameless file was accepted");
    expect(judged.sentence(fr)).toMatch(/^«\u00a0Le fichier\u00a0» /);
    expect(inEnglish(judged.sentence)).toMatch(/^"The file" /);
  });
});
