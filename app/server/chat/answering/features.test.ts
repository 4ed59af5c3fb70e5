import { describe, expect, it } from "vitest";
import { QUESTION_FEATURES, questionFeatures } from "./features";
import { buildPassageIndex } from "./passage-index";
import { readQuestion } from "./question";
import { careersPages, committedModel } from "./pipeline.test-support";

describe("the role-list feature", () => {
  const index = buildPassageIndex(careersPages(), "en");
  const roleList = (
    message: string,
    careers: number,
    listLikelihood: number,
  ) => {
    const question = readQuestion(
      { message, history: [], attachments: [], locale: "en" },
      index,
      committedModel.followup,
    );
    const features = questionFeatures(
      question,
      index,
      [],
      new Map([["careers", careers]]),
      0,
      listLikelihood,
    );
    return features[QUESTION_FEATURES.indexOf("roleList")];
  };

  it("is how surely a careers question asks for the list when some role meets it", () => {
    expect(roleList("Any openings in Ottawa?", 0.8, 0.5)).toBeCloseTo(0.4);
  });

  it("is none when no role's listing meets the question", () => {
    expect(roleList("Any remote delivery jobs?", 0.8, 0.5)).toBe(0);
  });

  it("is none when the question is not about careers or not for a list", () => {
    expect(roleList("Any openings in Ottawa?", 0, 0.9)).toBe(0);
    expect(roleList("Any openings in Ottawa?", 0.9, 0)).toBe(0);
  });
});
