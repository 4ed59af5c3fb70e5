import { describe, expect, it } from "vitest";
import type { Locale } from "~/i18n/locale";
import { siteDocuments } from "../brain/site-documents.server";
import { answerQuestion } from "./answer-question";
import { buildPassageIndex } from "./passage-index";
import { committedModel } from "./test-support";

/**
 * Questions every visitor might ask first, written for this test (issue 56), never taken from
 * an evaluation set: the committed model over the site's own pages must answer each of them,
 * opening with a page that does. A change that makes the assistant decline more (a stricter
 * threshold, a concept that pulls a basic question away from its page) shows here first.
 */
const indexes = {
  en: buildPassageIndex(siteDocuments("en"), "en"),
  fr: buildPassageIndex(siteDocuments("fr"), "fr"),
};

const ask = (locale: Locale, message: string) =>
  answerQuestion(committedModel, indexes[locale], {
    message,
    history: [],
    attachments: [],
    locale,
  });

const basics: Array<[Locale, string, string[]]> = [
  ["en", "What is the Blueprint?", ["/blueprint"]],
  ["en", "What does your e-visa platform do?", ["/solutions/evisa"]],
  ["en", "What are your core values?", ["/about", "/"]],
  ["en", "Where is your head office?", ["/contact"]],
  ["en", "How do I sign in to the client portal?", ["/clients"]],
  ["en", "Who are your technology partners?", ["/partners"]],
  ["en", "What is AftrLife?", ["/solutions/aftrlife"]],
  [
    "en",
    "Do you do building inspections with drones?",
    ["/solutions/construction"],
  ],
  ["en", "Do you help with tax collection?", ["/solutions/governance"]],
  ["en", "How long does a Discovery engagement take?", ["/blueprint"]],
  ["fr", "Qu'est-ce que le plan directeur ?", ["/fr/blueprint"]],
  [
    "fr",
    "Que fait votre plateforme de visa électronique ?",
    ["/fr/solutions/evisa"],
  ],
  ["fr", "Quelles sont vos valeurs ?", ["/fr/about", "/fr"]],
  ["fr", "Où est votre siège social ?", ["/fr/contact"]],
  ["fr", "Comment accéder au portail client ?", ["/fr/clients"]],
  ["fr", "Qui sont vos partenaires technologiques ?", ["/fr/partners"]],
  ["fr", "Qu'est-ce qu'AftrLife ?", ["/fr/solutions/aftrlife"]],
  [
    "fr",
    "Faites-vous l'inspection de chantiers par drone ?",
    ["/fr/solutions/construction"],
  ],
];

describe("basic questions", () => {
  it.each(basics)("[%s] %s is answered from its page", (locale, q, pages) => {
    const reply = ask(locale, q);
    expect(reply.answer.confidence, reply.answer.text).toBe("answered");
    expect(pages).toContain(reply.answer.sources[0]?.href);
  });
});
