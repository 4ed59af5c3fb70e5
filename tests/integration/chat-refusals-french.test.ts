import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHAT_SESSION_HEADER } from "~/domain/chat/chat-api";
import { action as messagesAction } from "~/routes/api/chat-messages";
import { action as speechAction } from "~/routes/api/chat-speech";
import { action as uploadsAction } from "~/routes/api/chat-uploads";
import { documentRefusals } from "~/server/chat/media/document-check.server";
import {
  chatBodyPolicy,
  chatUploadMessages,
  chatUploadRefusals,
} from "~/server/chat/chat-body-policy.server";
import type {
  BodyRefusal,
  RequestBody,
} from "~/server/http/request-context.server";
import {
  requestContext,
  routeContext,
  startTestServices,
} from "../support/app-services";
import { fileOf, newSession } from "../support/chat-media-requests";

/**
 * The chat's refusals in French through its routes over the real database: a visitor on a French page
 * (the widget's requests carry its page as Referer) is refused in French — a body of the wrong
 * type (415) as the edge hands it over, an unknown field, a file whose name or content is not
 * a document, an oversized upload — and a visitor on an English page still reads the English.
 */
let harness: Awaited<ReturnType<typeof startTestServices>>;

beforeAll(async () => {
  harness = await startTestServices({
    CHAT_SESSION_MESSAGE_LIMIT: "100",
    CHAT_ADDRESS_MESSAGE_LIMIT: "1000",
  });
}, 60_000);
afterAll(async () => harness?.stop());

const PAGES = {
  fr: "http://localhost/fr/solutions",
  en: "http://localhost/solutions",
} as const;

type Page = keyof typeof PAGES;
type Route = (args: never) => unknown;

/** A POST from the widget on `page`, its body as the edge hands it to the route. */
async function post(
  route: Route,
  path: string,
  page: Page,
  session: string,
  body: RequestBody,
): Promise<{ status: number; error: string }> {
  const request = new Request(`http://localhost${path}`, {
    method: "POST",
    headers: { [CHAT_SESSION_HEADER]: session, Referer: PAGES[page] },
  });
  const response = (await (route as (args: unknown) => Promise<Response>)({
    request,
    context: routeContext(undefined, body),
    params: {},
  })) as Response;
  return {
    status: response.status,
    error: ((await response.json()) as { error: string }).error,
  };
}

/** Documents uploaded from `page`, the multipart body read by the edge's own parser. */
async function upload(page: Page, file: File) {
  const session = newSession();
  const body = new FormData();
  body.append("sessionId", session);
  body.append("files", file);
  const request = new Request("http://localhost/api/chat/uploads", {
    method: "POST",
    body,
    headers: { [CHAT_SESSION_HEADER]: session, Referer: PAGES[page] },
  });
  const response = (await (uploadsAction as (args: unknown) => unknown)({
    request,
    context: await requestContext(request),
    params: {},
  })) as Response;
  return {
    status: response.status,
    error: ((await response.json()) as { error: string }).error,
  };
}

/** What the edge hands the route for a body it refused (chat-body-policy: the route answers). */
const refused = (
  refusal: Pick<BodyRefusal, "status"> & Partial<BodyRefusal>,
): RequestBody => ({
  kind: "refused",
  refusal: {
    headers: {},
    fieldErrors: {},
    formErrors: [],
    values: {},
    ...refusal,
  },
});

describe("the chat's refusals for a French visitor", () => {
  it("hands the chat's body refusals to the route, which knows the visitor's page", () => {
    for (const path of [
      "/api/chat/messages",
      "/api/chat/contact",
      "/api/chat/speech",
      "/api/chat/uploads",
      "/api/chat/ocr",
    ])
      expect(chatBodyPolicy(path)?.routeAnswersRefusal, path).toBe(true);
  });

  it("says a body of the wrong type (415) in French, and in English on an English page", async () => {
    const notJson = refused({
      status: 415,
      formErrors: ["This address takes JSON (Content-Type: application/json)."],
    });
    const session = newSession();
    expect(
      await post(messagesAction, "/api/chat/messages", "fr", session, notJson),
    ).toEqual({
      status: 415,
      error:
        "Veuillez envoyer cette demande en JSON (Content-Type: application/json).",
    });
    expect(
      await post(messagesAction, "/api/chat/messages", "en", session, notJson),
    ).toEqual({
      status: 415,
      error:
        "Please send this request as JSON (Content-Type: application/json).",
    });
    // Raw bytes to an address that takes JSON, as the edge hands audio over.
    const bytes: RequestBody = {
      kind: "bytes",
      bytes: new Uint8Array([1, 2, 3]),
      contentType: "audio/webm",
    };
    expect(
      await post(speechAction, "/api/chat/speech", "fr", session, bytes),
    ).toEqual({
      status: 415,
      error:
        "Veuillez envoyer cette demande en JSON (Content-Type: application/json).",
    });
  });

  it("names an unknown field in French, and in English on an English page", async () => {
    const session = newSession();
    const body: RequestBody = {
      kind: "json",
      value: {
        sessionId: session,
        conversationId: null,
        message: "Bonjour",
        admin: true,
      },
    };
    expect(
      await post(messagesAction, "/api/chat/messages", "fr", session, body),
    ).toEqual({
      status: 400,
      error:
        "Champ inconnu «\u00a0admin\u00a0»\u00a0: cette adresse ne l’accepte pas.",
    });
    expect(
      await post(messagesAction, "/api/chat/messages", "en", session, body),
    ).toEqual({
      status: 400,
      error: 'Unknown field "admin": this address does not take it.',
    });
  });

  it("says in French that a file is not a document, naming it, and in English on an English page", async () => {
    const program = fileOf(Buffer.from("MZ\x90\x00program"), "rapport.exe");
    expect(await upload("fr", program)).toEqual({
      status: 415,
      error:
        "«\u00a0rapport.exe\u00a0» n’est pas un document que l’assistant peut lire. Veuillez joindre un fichier PDF, Word (.doc, .docx) ou texte brut (.txt).",
    });
    expect(await upload("en", program)).toEqual({
      status: 415,
      error: documentRefusals.wrongType("rapport.exe"),
    });
    // Text named like a PDF: what it really contains, in the visitor's language.
    const misnamed = fileOf("Notes de réunion", "compte-rendu.pdf");
    expect((await upload("fr", misnamed)).error).toBe(
      "Le nom de «\u00a0compte-rendu.pdf\u00a0» indique un type de document, mais le fichier contient du texte brut. Veuillez joindre un fichier PDF, Word (.doc, .docx) ou texte brut (.txt) qui porte sa véritable extension.",
    );
    expect((await upload("en", misnamed)).error).toBe(
      documentRefusals.mismatch("compte-rendu.pdf", "plain text"),
    );
  });

  it("says an oversized upload (413, refused at the edge) in French", async () => {
    const tooLarge = refused({
      status: 413,
      fieldErrors: { files: [chatUploadMessages.documentTooLarge] },
      // The edge keeps the id of its own refusal beside the sentence (body-refusals.server.ts).
      said: { id: chatUploadRefusals.documentTooLarge },
    });
    const session = newSession();
    expect(
      await post(uploadsAction, "/api/chat/uploads", "fr", session, tooLarge),
    ).toEqual({
      status: 413,
      error:
        "Chaque document peut atteindre 10 Mo, et 25 Mo au total. Veuillez joindre des fichiers plus petits.",
    });
    expect(
      await post(uploadsAction, "/api/chat/uploads", "en", session, tooLarge),
    ).toEqual({ status: 413, error: chatUploadMessages.documentTooLarge });
  });
});
