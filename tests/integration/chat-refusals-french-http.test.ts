import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHAT_SESSION_HEADER, chatLimits } from "~/domain/chat/chat-api";
import { chatUploadMessages } from "~/server/chat/chat-body-policy.server";
import { startServer, type ServerProcess } from "../support/server-process";
import { serverEnvironments } from "../support/test-database";

/**
 * The chat's refusals in French through the real server (production build): the edge refuses a chat body
 * of the wrong type (415) or an oversized document (413) before the route reads it, and hands
 * the refusal to the route, which says it in the language of the visitor's page (the widget's
 * requests carry it as Referer).
 */
const environments = serverEnvironments();
let server: ServerProcess;

beforeAll(async () => {
  server = await startServer({
    ...(await environments.fresh("demo")),
    LOG_LEVEL: "warn",
  });
}, 180_000);
afterAll(async () => {
  await server?.stop("SIGKILL");
  await environments.removeAll();
});

const pageUrl = (page: "fr" | "en") =>
  `${server.url}${page === "fr" ? "/fr/solutions" : "/solutions"}`;

async function refusal(response: Response) {
  return {
    status: response.status,
    error: ((await response.json()) as { error: string }).error,
  };
}

function postText(page: "fr" | "en") {
  return fetch(`${server.url}/api/chat/messages`, {
    method: "POST",
    headers: {
      Origin: server.url,
      Referer: pageUrl(page),
      [CHAT_SESSION_HEADER]: randomUUID(),
      "Content-Type": "text/plain",
    },
    body: "Bonjour",
  });
}

function uploadHuge(page: "fr" | "en") {
  const session = randomUUID();
  const body = new FormData();
  body.append("sessionId", session);
  body.append(
    "files",
    new Blob([Buffer.alloc(chatLimits.maxDocumentBytes + 1, 0x41)]),
    "annexe.txt",
  );
  return fetch(`${server.url}/api/chat/uploads`, {
    method: "POST",
    body,
    headers: {
      Origin: server.url,
      Referer: pageUrl(page),
      [CHAT_SESSION_HEADER]: session,
    },
  });
}

describe("the edge's chat refusals for a French visitor", () => {
  it("says a body that is not JSON (415) in French, and in English on an English page", async () => {
    expect(await refusal(await postText("fr"))).toEqual({
      status: 415,
      error:
        "Veuillez envoyer cette demande en JSON (Content-Type: application/json).",
    });
    expect(await refusal(await postText("en"))).toEqual({
      status: 415,
      error:
        "Please send this request as JSON (Content-Type: application/json).",
    });
  });

  it("says an oversized document (413) in French, and in English on an English page", async () => {
    expect(await refusal(await uploadHuge("fr"))).toEqual({
      status: 413,
      error:
        "Chaque document peut atteindre 10 Mo, et 25 Mo au total. Veuillez joindre des fichiers plus petits.",
    });
    expect(await refusal(await uploadHuge("en"))).toEqual({
      status: 413,
      error: chatUploadMessages.documentTooLarge,
    });
  });

  it("says a method the address does not take (405) in French, and in English on an English page", async () => {
    const get = (page: "fr" | "en") =>
      fetch(`${server.url}/api/chat/messages`, {
        headers: {
          Referer: pageUrl(page),
          [CHAT_SESSION_HEADER]: randomUUID(),
        },
      });
    const french = await get("fr");
    expect(french.headers.get("allow")).toBe("POST");
    expect(await refusal(french)).toEqual({
      status: 405,
      error: "Cette adresse n’accepte que les requêtes POST.",
    });
    expect((await refusal(await get("en"))).error).toBe(
      "This address takes POST requests only.",
    );
  });

  it("says a recording of the wrong type (415) in French, and in English on an English page", async () => {
    const post = (page: "fr" | "en") =>
      fetch(`${server.url}/api/chat/transcriptions`, {
        method: "POST",
        headers: {
          Origin: server.url,
          Referer: pageUrl(page),
          [CHAT_SESSION_HEADER]: randomUUID(),
          "Content-Type": "text/plain",
        },
        body: "not audio",
      });
    expect(await refusal(await post("fr"))).toEqual({
      status: 415,
      error:
        "Veuillez envoyer un enregistrement audio (Content-Type: audio/webm).",
    });
    expect((await refusal(await post("en"))).error).toBe(
      "This address takes an audio recording (Content-Type: audio/webm).",
    );
  });
});
