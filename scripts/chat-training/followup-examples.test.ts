import { describe, expect, it } from "vitest";
import { buildPassageIndex } from "../../app/server/chat/answering/passage-index";
import { samplePages } from "../../app/server/chat/answering/pipeline.test-support";
import {
  followupExamples,
  SWITCHES_PER_FOLLOWUP,
  topicSwitches,
  type LabelledInput,
} from "./followup-examples";

const conversation = (
  id: string,
  kind: string,
  question: string,
  pages: string[],
  before?: string[],
): LabelledInput => ({
  item: {
    id,
    locale: "en",
    kind,
    ...(before ? { before } : {}),
    expect: { pages },
  },
  input: {
    message: question,
    attachments: [],
    locale: "en",
    history: (before ?? []).flatMap((content) => [
      { role: "user" as const, content },
      { role: "assistant" as const, content: "" },
    ]),
  },
});

const set = [
  conversation(
    "f1",
    "followup",
    "how fast?",
    ["/solutions/evisa"],
    ["Describe your visa service"],
  ),
  conversation("a1", "answerable", "Do you run telemedicine?", [
    "/solutions/healthcare",
  ]),
  conversation("a2", "answerable", "How do applicants pay?", [
    "/solutions/evisa",
  ]),
  conversation("a3", "answerable", "How quickly does an architect reply?", [
    "/contact",
  ]),
  conversation("u1", "unanswerable", "What is your CEO's salary?", []),
];

describe("the follow-up detector's examples", () => {
  it("asks standalone questions on other pages after a follow-up's earlier turns", () => {
    const switches = topicSwitches(set);
    expect(switches).toHaveLength(SWITCHES_PER_FOLLOWUP);
    for (const made of switches) {
      expect(made.item.id).not.toBe("a2");
      expect(made.item.kind).not.toBe("followup");
      expect(made.input.history[0]?.content).toBe("Describe your visa service");
    }
    expect(topicSwitches(set)).toEqual(switches);
  });

  it("labels the follow-ups 1 and the switches 0", () => {
    const index = buildPassageIndex(samplePages(), "en");
    const examples = followupExamples(set, { en: index, fr: index });
    expect(examples.map((e) => e.label)).toEqual([
      1,
      ...Array.from({ length: SWITCHES_PER_FOLLOWUP }, () => 0),
    ]);
  });
});
