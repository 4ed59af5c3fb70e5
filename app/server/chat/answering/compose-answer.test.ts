import { describe, expect, it } from "vitest";
import { chatIntlFor } from "~/domain/chat/chat-intl";
import { makeSectionedDocument } from "../brain/knowledge-document.server";
import { decline, extractiveAnswer, isLabel } from "./compose-answer";
import type { RankedPassage } from "./features";
import { buildPassageIndex } from "./passage-index";
import { readQuestion } from "./question";
import { analyze } from "./text-analysis";
import { committedModel, samplePages } from "./pipeline.test-support";

const index = buildPassageIndex(samplePages(), "en");
const intl = chatIntlFor("en");

/** BM25's order as the ranking, probabilities falling with rank. */
function ranked(message: string): RankedPassage[] {
  const terms = analyze(message, "en").terms.map((term) => ({
    term,
    weight: 1,
  }));
  return index
    .search(terms)
    .map((hit, i) => ({ ...hit, probability: 0.9 - i * 0.2 }));
}
const ask = (message: string) =>
  readQuestion(
    { message, history: [], attachments: [], locale: "en" },
    index,
    committedModel.followup,
  );

describe("extractive answers", () => {
  it("knows a label or a page's own question answers nothing", () => {
    expect(isLabel("The challenge:")).toBe(true);
    expect(isLabel("How fast can we export our data?")).toBe(true);
    expect(isLabel("Decision time fell from 19 days to 6.")).toBe(false);
  });

  it("opens with the page's sentence that meets the question and cites its page", () => {
    const question = "how fast are decisions for an immigration directorate?";
    const answer = extractiveAnswer(
      ranked(question),
      ask(question),
      index,
      intl,
    )!;
    expect(answer.text).toMatch(
      /^Decision time fell from 19 working days to under 6/,
    );
    expect(answer.sources[0]?.href).toBe("/solutions/evisa");
    expect(answer.text).toContain("[e-Visa Platform](/solutions/evisa)");
  });

  it("never opens with a label, and a figure keeps the sentence it stands in", () => {
    const question = "e-visa results";
    const answer = extractiveAnswer(
      ranked(question),
      ask(question),
      index,
      intl,
    )!;
    expect(answer.text.startsWith("Results:")).toBe(false);
    expect(answer.text).toContain("for an immigration directorate");
  });

  it("says again what the previous reply said when nothing else answers, rather than declining", () => {
    const said = "A senior architect replies within one business day.";
    const message = "and when does the senior architect reply?";
    const question = readQuestion(
      {
        message,
        history: [
          { role: "user", content: "Who reads my message?" },
          { role: "assistant", content: said },
        ],
        attachments: [],
        locale: "en",
      },
      index,
      committedModel.followup,
    );
    const contact = ranked(message).filter(
      (hit) => hit.passage.document.href === "/contact",
    );
    const answer = extractiveAnswer(contact, question, index, intl)!;
    expect(answer.text).toMatch(/^A senior architect replies/);
    expect(answer.sources[0]?.href).toBe("/contact");
  });

  const regionalOffice =
    "Regional office: 1100 Peachtree Street, Atlanta. Phone: +1 404 555 0187.";

  /**
   * The answer to a follow-up after the regional office was listed, from a contact page of that
   * sentence and one fresh one, the fresh passage first (as a re-ranker that penalises repeats
   * might leave them).
   */
  function answerAfterOffices(freshSentence: string, message: string) {
    const offices = buildPassageIndex(
      [
        makeSectionedDocument(
          "page:contact",
          "offices",
          "Contact",
          "/contact",
          [{ items: [regionalOffice] }, { items: [freshSentence] }],
        ),
      ],
      "en",
    );
    const question = readQuestion(
      {
        message,
        history: [
          { role: "user", content: "Where are your offices?" },
          { role: "assistant", content: regionalOffice },
        ],
        attachments: [],
        locale: "en",
      },
      offices,
      committedModel.followup,
    );
    const hits = offices.passages
      .slice()
      .reverse()
      .map((passage, i) => ({ passage, bm25: 1, probability: 0.9 - i * 0.1 }));
    return extractiveAnswer(hits, question, offices, intl)!;
  }

  it("says again what the previous reply said when the only fresh sentence holds none of the visitor's words", () => {
    const answer = answerAfterOffices(
      "Tell us your organisation and a few lines about what you need.",
      "which number do I dial for that one?",
    );
    expect(answer.text).toMatch(/^Regional office: .*Phone: \+1 404 555 0187/);
  });

  it("says again a sentence already said when it holds more of the visitor's words than any fresh one", () => {
    const answer = answerAfterOffices(
      "Write to us with a few lines about what you need, or call us by phone.",
      "which phone number should I dial for the Atlanta office?",
    );
    expect(answer.text).toMatch(/Phone: \+1 404 555 0187/);
    expect(answer.text).not.toMatch(/^Write to us/);
  });
});

describe("a list item under a heading", () => {
  const sectioned = buildPassageIndex(
    [
      makeSectionedDocument(
        "capability:security",
        "capability",
        "Security & Compliance",
        "/capabilities/security",
        [
          {
            heading: "Penetration testing",
            items: [
              "An independent firm attacks the platform before launch and every year after.",
            ],
          },
        ],
      ),
    ],
    "en",
  );
  const answerTo = (message: string) => {
    const terms = analyze(message, "en").terms.map((term) => ({
      term,
      weight: 1,
    }));
    const hits = sectioned
      .search(terms)
      .map((hit, i) => ({ ...hit, probability: 0.9 - i * 0.2 }));
    const question = readQuestion(
      { message, history: [], attachments: [], locale: "en" },
      sectioned,
      committedModel.followup,
    );
    return extractiveAnswer(hits, question, sectioned, intl)!;
  };

  it("opens with its heading when its sentence never names what the question asks", () => {
    expect(answerTo("do you do penetration testing?").text).toMatch(
      /^Penetration testing: An independent firm attacks the platform/,
    );
  });

  it("opens with its own sentence when that sentence already meets the question", () => {
    expect(
      answerTo("does an independent firm attack the platform?").text,
    ).toMatch(/^An independent firm attacks the platform/);
  });
});

describe("declines", () => {
  it("say the site does not say, offer a person, and quote nothing of the question", () => {
    const answer = decline(
      intl,
      "en",
      null,
      ask("Do you support Quorvex-9 rollouts?"),
      index,
    );
    expect(answer.text).toMatch(/could not find that on our site/);
    expect(answer.text).toContain("(/contact)");
    expect(answer.text).not.toMatch(/Quorvex/i);
    expect(answer.confidence).toBe("none");
  });

  it("add a related page only when given one, in the visitor's language", () => {
    const question = ask("Les cliniques rurales ?");
    const closest = ranked("rural clinics")[0]!;
    const french = decline(chatIntlFor("fr"), "fr", closest, question, index);
    expect(french.text).toMatch(/^Je n’ai pas trouvé/);
    expect(french.text).toContain("/fr/contact");
    expect(french.confidence).toBe("weak");
    expect(french.sources).toHaveLength(1);
  });
});
