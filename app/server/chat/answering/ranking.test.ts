import { describe, expect, it } from "vitest";
import { buildPassageIndex } from "./passage-index";
import { readQuestion } from "./question";
import {
  answerability,
  classifyIntent,
  kindsAbout,
  rankPassages,
} from "./ranking";
import { committedModel, samplePages } from "./pipeline.test-support";

const withAffinity = (
  kindAffinity: Record<string, Record<string, number>>,
) => ({
  ...committedModel,
  kindAffinity,
});

describe("the pages an intent is about", () => {
  it("are the kinds at least twice as common among its answers as among all", () => {
    const model = withAffinity({
      careers: { job: 2.2, careers: Math.log(2), legal: 0.6, contact: -1.6 },
    });
    expect(kindsAbout(model, "careers").sort()).toEqual(["careers", "job"]);
  });

  it("are none for an intent the training half never answered", () => {
    expect(kindsAbout(withAffinity({}), "talk_to_person")).toEqual([]);
  });
});

describe("answerability", () => {
  const index = buildPassageIndex(samplePages(), "en");
  const score = (message: string) => {
    const question = readQuestion(
      { message, history: [], attachments: [], locale: "en" },
      index,
      committedModel.followup,
    );
    const intents = classifyIntent(committedModel, question);
    const ranked = rankPassages(committedModel, index, question, intents);
    return answerability(committedModel, index, question, ranked, intents);
  };

  it("is none when no passage shares a word with the question", () => {
    expect(score("What does my brief say about legacy tax systems?")).toBe(0);
  });

  it("is above none when a passage meets the question", () => {
    expect(
      score("Does teleconsultation work over 2G networks?"),
    ).toBeGreaterThan(0);
  });
});
