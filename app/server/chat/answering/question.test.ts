import { describe, expect, it } from "vitest";
import type { BrainTurn } from "../chat-brain.server";
import { buildPassageIndex } from "./passage-index";
import { readQuestion, searchTerms } from "./question";
import { committedModel, samplePages } from "./pipeline.test-support";

const indexes = {
  en: buildPassageIndex(samplePages(), "en"),
  fr: buildPassageIndex(samplePages(), "fr"),
};

const turns = (...pairs: Array<[string, string]>): BrainTurn[] =>
  pairs.flatMap(([user, assistant]) => [
    { role: "user" as const, content: user },
    { role: "assistant" as const, content: assistant },
  ]);

const ask = (
  message: string,
  history: BrainTurn[] = [],
  locale: "en" | "fr" = "en",
) =>
  readQuestion(
    { message, history, attachments: [], locale },
    indexes[locale],
    committedModel.followup,
  );

describe("reading a question against its conversation", () => {
  it("reads a short message after another as a follow-up that carries its subject", () => {
    const question = ask(
      "how long?",
      turns([
        "Describe the visa service you run",
        "It is… More on [e-Visa](/solutions/evisa).",
      ]),
    );
    expect(question.followup).toBe(true);
    expect(question.inherited).toContain("visa");
    expect(question.subjectPages).toEqual(new Set(["/solutions/evisa"]));
  });

  it("reads « et les résultats ? » as a French follow-up", () => {
    const question = ask(
      "et les résultats ?",
      turns(["Décrivez le service fiscal que vous exploitez", "…"]),
      "fr",
    );
    expect(question.followup).toBe(true);
  });

  it("gives the subject less weight when the message says more of its own", () => {
    const history = turns(["Describe the visa service you run", "…"]);
    const long = ask(
      "does the portal keep drafts between sessions for every applicant",
      history,
    );
    const short = ask("and the results?", history);
    expect(long.inheritedWeight).toBeLessThan(short.inheritedWeight);
    const weightOf = (term: string) =>
      searchTerms(long).find((t) => t.term === term)?.weight;
    expect(weightOf("visa")).toBe(long.inheritedWeight);
  });

  it("has no subject at the start of a conversation", () => {
    const question = ask("Describe the visa service you run");
    expect(question.followup).toBe(false);
    expect(question.followupProbability).toBe(0);
    expect(question.inherited).toEqual([]);
  });

  it("knows a greeting with nothing else in it", () => {
    expect(ask("Hello!").greetingOnly).toBe(true);
    expect(ask("Bonjour").greetingOnly).toBe(true);
    expect(ask("Hello, describe the tax service you run").greetingOnly).toBe(
      false,
    );
  });
});
