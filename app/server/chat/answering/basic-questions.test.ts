import { describe, expect, it } from "vitest";
import type { Locale } from "~/i18n/locale";
import { siteDocuments } from "../brain/site-documents.server";
import { answerQuestion } from "./answer-question";
import { buildPassageIndex } from "./passage-index";
import { committedModel } from "./pipeline.test-support";

/**
 * Questions every visitor might ask first, written for this test, never taken from
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
  ["en", "Explain the Blueprint engagement to me.", ["/blueprint"]],
  [
    "en",
    "Tell me what the e-visa platform does for a ministry.",
    ["/solutions/evisa"],
  ],
  ["en", "Which values does the company hold itself to?", ["/about", "/"]],
  ["en", "At which address is the head office?", ["/contact"]],
  ["en", "How does a client sign in to the portal?", ["/clients"]],
  ["en", "Which technology companies do you build on?", ["/partners"]],
  ["en", "Tell me what AftrLife is.", ["/solutions/aftrlife"]],
  [
    "en",
    "Can drones be used for your site inspections?",
    ["/solutions/construction"],
  ],
  [
    "en",
    "Can your platforms help a revenue authority collect tax?",
    ["/solutions/governance"],
  ],
  ["en", "How many weeks does the Discovery engagement last?", ["/blueprint"]],
  ["fr", "Le plan directeur, ça consiste en quoi ?", ["/fr/blueprint"]],
  [
    "fr",
    "Expliquez-moi ce que fait la plateforme de visa électronique.",
    ["/fr/solutions/evisa"],
  ],
  ["fr", "À quelles valeurs l'entreprise tient-elle ?", ["/fr/about", "/fr"]],
  ["fr", "Le siège social est situé à quelle adresse ?", ["/fr/contact"]],
  ["fr", "Comment un client se connecte-t-il au portail ?", ["/fr/clients"]],
  [
    "fr",
    "Sur quelles technologies de partenaires bâtissez-vous ?",
    ["/fr/partners"],
  ],
  ["fr", "Dites-moi ce qu'est AftrLife.", ["/fr/solutions/aftrlife"]],
  [
    "fr",
    "Vos inspections de chantier peuvent-elles se faire par drone ?",
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

describe("a question about us in function words alone", () => {
  it.each([
    ["en", "What do you do?", "/about"],
    ["fr", "Qui êtes-vous ?", "/fr/about"],
  ] as const)("[%s] %s opens with what we do", (locale, q, page) => {
    const reply = ask(locale, q);
    expect(reply.answer.confidence).toBe("answered");
    expect(reply.answer.sources[0]?.href).toBe(page);
    expect(reply.answer.text.split("\n")[0]).toBe(
      indexes[locale].documents.find((d) => d.href === page)?.passages?.[0]
        ?.text,
    );
  });

  it("leaves a one-word question to the pages", () => {
    expect(ask("en", "Why?").answer.sources[0]?.href).not.toBe("/about");
  });
});
