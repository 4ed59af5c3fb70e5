import { describe, expect, it } from "vitest";
import {
  cueStarts,
  FOLLOWUP_FEATURES,
  followupFeatures,
  type ConversationReading,
} from "./followup";
import { logisticProbability } from "./learned-models";
import { buildPassageIndex } from "./passage-index";
import { committedModel, samplePages } from "./pipeline.test-support";
import { analyze, wordsOf } from "./text-analysis";

const index = buildPassageIndex(samplePages(), "en");
const feature = (values: number[], name: (typeof FOLLOWUP_FEATURES)[number]) =>
  values[FOLLOWUP_FEATURES.indexOf(name)]!;

/** A message asked after "Describe your visa service", whose reply cited the e-visa page. */
const afterVisa = (message: string): ConversationReading => ({
  locale: "en",
  own: analyze(message, "en"),
  previous: analyze("Describe your visa service", "en").terms,
  inherited: analyze("Describe your visa service", "en").terms,
  subjectPages: new Set(["/solutions/evisa"]),
});

describe("the follow-up detector", () => {
  it("finds a connector at the start and the words that point back", () => {
    expect(cueStarts(wordsOf("and the results?"), "connector", "en")).toEqual([
      0,
    ]);
    expect(cueStarts(wordsOf("et les résultats ?"), "connector", "fr")).toEqual(
      [0],
    );
    expect(
      cueStarts(wordsOf("does it keep that?"), "pointer", "en"),
    ).toHaveLength(2);
  });

  it("measures how a message leans on the conversation", () => {
    const short = followupFeatures(afterVisa("and how fast is it?"), index);
    const switched = followupFeatures(
      afterVisa("Do specialists reach rural clinics over 2G?"),
      index,
    );
    expect(feature(short, "connectorStart")).toBe(1);
    expect(feature(switched, "connectorStart")).toBe(0);
    expect(feature(short, "pointers")).toBeGreaterThan(0);
    expect(feature(switched, "ownTermsLog")).toBeGreaterThan(
      feature(short, "ownTermsLog"),
    );
    const onPage = followupFeatures(
      afterVisa("do applicants pay online?"),
      index,
    );
    expect(feature(onPage, "subjectPageCoverage")).toBeGreaterThan(0.5);
    expect(feature(onPage, "aloneOnSubjectPage")).toBe(1);
    expect(feature(switched, "subjectPageCoverage")).toBeLessThan(0.5);
    expect(feature(switched, "aloneOnSubjectPage")).toBe(0);
  });

  it("gives a short message that points back a higher probability than a new subject", () => {
    const p = (message: string) =>
      logisticProbability(
        committedModel.followup,
        followupFeatures(afterVisa(message), index),
      );
    expect(p("and how fast is it?")).toBeGreaterThan(0.5);
    expect(
      p("Do specialists reach rural clinics over 2G networks?"),
    ).toBeLessThan(p("and how fast is it?"));
  });
});
