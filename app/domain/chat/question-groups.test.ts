import { describe, expect, it } from "vitest";
import {
  groupOf,
  groupQuestions,
  jaccard,
  questionTerms,
  stemOf,
  type UnansweredQuestion,
} from "./question-groups";

let n = 0;
function asked(
  question: string,
  overrides: Partial<UnansweredQuestion> = {},
): UnansweredQuestion {
  n += 1;
  return {
    replyId: `r${String(n).padStart(3, "0")}`,
    conversationId: `c${n}`,
    question,
    locale: "en",
    confidence: "none",
    askedAt: new Date(Date.UTC(2026, 10, 1, 0, n)),
    ...overrides,
  };
}

describe("questionTerms", () => {
  it("lower-cases, folds accents, drops English and French stop words and stems", () => {
    expect(questionTerms("What are your PRICES for hosting?")).toEqual([
      "host",
      "pric",
    ]);
    expect(questionTerms("Quel est le délai de mise en œuvre ?")).toEqual(
      questionTerms("quel est le delai de mise en œuvre"),
    );
    expect(questionTerms("Quel est le délai ?")).toEqual(["delai"]);
    expect(questionTerms("l'hébergement des données")).toEqual([
      "donne",
      "hebergement",
    ]);
  });

  it("stems plural and verb endings alike", () => {
    expect(stemOf("pricing")).toBe(stemOf("prices"));
    expect(stemOf("price")).toBe(stemOf("prices"));
    expect(stemOf("countries")).toBe("country");
    expect(stemOf("class")).toBe("class");
  });

  it("measures overlap as Jaccard", () => {
    expect(jaccard(["a", "b"], ["b", "c"])).toBeCloseTo(1 / 3);
    expect(jaccard(["a", "b"], ["a", "b"])).toBe(1);
  });
});

describe("groupQuestions", () => {
  it("groups similar wordings, the most frequent wording as the question", () => {
    const questions = [
      asked("Can we pay visa fees by mobile money?"),
      asked("Can we pay visa fees by mobile money?"),
      asked("Pay visa fees with mobile money", { locale: "fr" }),
      asked("Mobile money for visa fees?", { confidence: "weak" }),
      asked("Do you have an office in Nairobi?"),
    ];
    const groups = groupQuestions(questions);
    expect(groups).toHaveLength(2);
    const [money, office] = groups;
    expect(money).toMatchObject({
      question: "Can we pay visa fees by mobile money?",
      count: 4,
      locales: ["en", "fr"],
      confidence: { weak: 1, none: 3 },
      lastSeen: questions[3]!.askedAt,
    });
    // "Pay visa fees with mobile money" has the same terms: one wording, typed two ways, both
    // shown (the most frequent wording's texts first).
    expect(money!.examples.map((e) => e.question)).toEqual([
      "Can we pay visa fees by mobile money?",
      "Pay visa fees with mobile money",
      "Mobile money for visa fees?",
    ]);
    expect(money!.otherWordings).toEqual([
      "Pay visa fees with mobile money",
      "Mobile money for visa fees?",
    ]);
    expect(money!.replyIds).toHaveLength(4);
    expect(office).toMatchObject({ count: 1 });
  });

  it("keeps questions with little in common apart (Jaccard below 0.5)", () => {
    const groups = groupQuestions([
      asked("How long does a platform take to go live?"),
      asked("How long does a tender take?"),
    ]);
    expect(groups).toHaveLength(2);
  });

  it("is deterministic whatever the input order", () => {
    const questions = [
      asked("Where is your office?"),
      asked("Office location?"),
      asked("Where is your office located?"),
      asked("Do you sell GPUs?"),
      asked("hello?"),
    ];
    const forward = groupQuestions(questions);
    const backward = groupQuestions([...questions].reverse());
    expect(backward).toEqual(forward);
  });

  it("joins each wording to the first seed it overlaps enough, as comparing with every seed would", () => {
    const words =
      "visa fee mobile money office nairobi tender cloud pricing data bank transfer".split(
        " ",
      );
    let state = 11;
    const pick = () => {
      state = (state * 48271) % 2147483647;
      return words[state % words.length]!;
    };
    const questions = Array.from({ length: 300 }, () =>
      asked(`Do you ${pick()} ${pick()} ${pick()} ${pick()}?`),
    );
    const groups = groupQuestions(questions);
    // The reference: every wording's seed is the first group (by seeding order) whose seed it
    // overlaps with a Jaccard index of at least 0.5 — so no two seeds overlap that much.
    const seeds = groups.map((group) => questionTerms(group.question));
    for (const [i, a] of seeds.entries())
      for (const b of seeds.slice(i + 1))
        expect(jaccard(a, b)).toBeLessThan(0.5);
    expect(groups.reduce((sum, group) => sum + group.count, 0)).toBe(300);
    for (const group of groups)
      for (const example of group.examples)
        expect(
          jaccard(
            questionTerms(example.question),
            questionTerms(group.question),
          ),
        ).toBeGreaterThanOrEqual(0.5);
  });

  it("keeps a question of stop words only to its own wording", () => {
    const groups = groupQuestions([asked("Hello?"), asked("What is it?")]);
    expect(groups.map((g) => g.count)).toEqual([1, 1]);
  });

  it("finds a group again by its key, even after its seed changed", () => {
    const first = [
      asked("Projects in Kenya?"),
      asked("Your projects in Kenya and Uganda?"),
    ];
    const [group] = groupQuestions(first);
    expect(group).toMatchObject({
      count: 2,
      question: "Your projects in Kenya and Uganda?",
    });
    expect(groupOf(groupQuestions(first), first, group!.key)).toEqual(group);
    // "Kenya projects" becomes the more frequent wording: the old key still finds the group.
    const later = [...first, asked("Kenya projects"), asked("kenya project")];
    const regrouped = groupQuestions(later);
    const found = groupOf(regrouped, later, group!.key);
    expect(found?.count).toBe(4);
    expect(groupOf(regrouped, later, "no such words")).toBeUndefined();
  });
});
