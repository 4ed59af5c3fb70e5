import { describe, expect, it } from "vitest";
import type { BrainTurn } from "../chat-brain.server";
import { matchingRoles } from "./open-roles";
import { buildPassageIndex } from "./passage-index";
import { readQuestion } from "./question";
import { careersPages, committedModel } from "./pipeline.test-support";

const index = buildPassageIndex(careersPages(), "en");
const titlesFor = (message: string, history: BrainTurn[] = []) =>
  matchingRoles(
    index,
    readQuestion(
      { message, history, attachments: [], locale: "en" },
      index,
      committedModel.followup,
    ),
  ).map((job) => job.title);

describe("the open roles a question asks for", () => {
  it("are all of them when it names nothing a listing holds", () => {
    expect(titlesFor("Are you hiring at the moment?")).toEqual([
      "Data Engineer",
      "ML Engineer",
      "Delivery Manager",
    ]);
  });

  it("are those whose listing holds every place, department or way of working it names", () => {
    expect(titlesFor("Any openings in Ottawa?")).toEqual(["Delivery Manager"]);
    expect(titlesFor("Do you have remote AI & Data jobs?")).toEqual([
      "ML Engineer",
    ]);
    expect(titlesFor("Hybrid jobs in AI & Data?")).toEqual(["Data Engineer"]);
  });

  it("are none when no listing meets all of it", () => {
    expect(titlesFor("Any remote delivery jobs?")).toEqual([]);
  });

  it("narrow the earlier question's list on a follow-up", () => {
    const history: BrainTurn[] = [
      { role: "user", content: "Which AI & Data roles are open?" },
      {
        role: "assistant",
        content:
          "These open roles match what you asked:\n\n- [Data Engineer](/careers): AI & Data, Atlanta, GA · Hybrid, Full-time.\n- [ML Engineer](/careers): AI & Data, Remote (Canada), Full-time.",
      },
    ];
    // Every role is full-time: the follow-up's own words alone would list all three.
    expect(titlesFor("which of those are full-time?")).toHaveLength(3);
    expect(titlesFor("which of those are full-time?", history)).toEqual([
      "Data Engineer",
      "ML Engineer",
    ]);
  });
});
