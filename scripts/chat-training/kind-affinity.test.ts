import { describe, expect, it } from "vitest";
import { buildPassageIndex } from "../../app/server/chat/answering/passage-index";
import { samplePages } from "../../app/server/chat/answering/pipeline.test-support";
import { fitKindAffinity, type TrainingItem } from "./train-chat-model";

const index = buildPassageIndex(samplePages(), "en");
const indexes = { en: index, fr: buildPassageIndex(samplePages(), "fr") };

const item = (id: string, page: string): TrainingItem => ({
  id,
  locale: "en",
  kind: "answerable",
  question: "unused by the fit",
  expect: { pages: [page] },
});

describe("the page kinds an intent is answered by", () => {
  const items = [
    item("o1", "/contact"),
    item("o2", "/contact"),
    item("o3", "/contact?from=chat"),
    item("s1", "/solutions/evisa"),
    item("s2", "/solutions/healthcare"),
    item("s3", "/solutions/evisa/"),
    { ...item("u1", "/contact"), kind: "unanswerable" },
  ];
  const labels = {
    o1: "offices",
    o2: "offices",
    o3: "offices",
    s1: "solution_area",
    s2: "solution_area",
    s3: "solution_area",
    u1: "solution_area",
  };
  const affinity = fitKindAffinity(items, labels, indexes);

  it("favours the kinds of an intent's right pages and disfavours the others", () => {
    expect(affinity.offices!.contact).toBeGreaterThan(0);
    expect(affinity.offices!.solution).toBeLessThan(0);
    expect(affinity.solution_area!.solution).toBeGreaterThan(0);
    expect(affinity.solution_area!.contact).toBeLessThan(0);
  });

  it("learns only from items the site answers, and is the same on every fit", () => {
    const withoutDecline = fitKindAffinity(items.slice(0, 6), labels, indexes);
    expect(affinity).toEqual(withoutDecline);
    expect(fitKindAffinity(items, labels, indexes)).toEqual(affinity);
  });
});
