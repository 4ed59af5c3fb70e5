import { describe, expect, it } from "vitest";
import { conversationFolds, conversationGroups } from "./cross-validation";
import type { EvalItem } from "./eval-item";

const item = (id: string, question: string, before?: string[]): EvalItem => ({
  id,
  locale: "en",
  kind: before ? "followup" : "answerable",
  question,
  ...(before ? { before } : {}),
  expect: {},
});

describe("cross-validation folds", () => {
  const items = [
    item("a", "What do you build?"),
    item("b", "How long?", ["What do you build?"]),
    item("c", "And the cost?", ["what do you build?"]),
    item("d", "Where are you?"),
    item("e", "Which cities?", ["Where are you?", "Any offices?"]),
    item("f", "Any offices?"),
    item("g", "Who are your clients?"),
  ];

  it("keeps the items that share a message in one conversation", () => {
    const groups = conversationGroups(items);
    expect(new Set([groups[0], groups[1], groups[2]]).size).toBe(1);
    expect(new Set([groups[3], groups[4], groups[5]]).size).toBe(1);
    expect(groups[6]).not.toBe(groups[0]);
    expect(groups[6]).not.toBe(groups[3]);
  });

  it("puts a conversation in one fold, the same one every time", () => {
    const folds = conversationFolds(items, 3);
    expect(folds[1]).toBe(folds[0]);
    expect(folds[2]).toBe(folds[0]);
    expect(folds[4]).toBe(folds[3]);
    expect(folds[5]).toBe(folds[3]);
    expect(conversationFolds(items, 3)).toEqual(folds);
  });

  it("deals the folds from the seed, each about the same size", () => {
    const many = Array.from({ length: 400 }, (_, i) =>
      item(`q${i}`, `Q ${i}?`),
    );
    const folds = conversationFolds(many, 5);
    for (let f = 0; f < 5; f++) {
      const size = folds.filter((x) => x === f).length;
      expect(size).toBeGreaterThan(60);
      expect(size).toBeLessThan(100);
    }
    expect(conversationFolds(many, 5, "another seed")).not.toEqual(folds);
  });

  it("leaves every other conversation in its fold when an item joins", () => {
    const many = Array.from({ length: 100 }, (_, i) =>
      item(`q${i}`, `Q ${i}?`),
    );
    const before = conversationFolds(many, 5);
    const after = conversationFolds(
      [item("new", "A new question?"), ...many],
      5,
    );
    expect(after.slice(1)).toEqual(before);
  });
});
