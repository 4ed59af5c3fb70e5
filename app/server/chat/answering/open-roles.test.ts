import { describe, expect, it } from "vitest";
import type { BrainTurn } from "../chat-brain.server";
import { makeDocument } from "../brain/knowledge-document.server";
import { matchingRoles, namedRole } from "./open-roles";
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

describe("the one open role a question names", () => {
  // French inclusive titles: an ending added, one in place of the tail, a parenthesised detail.
  const frenchIndex = buildPassageIndex(
    (
      [
        ["writer", "Rédacteur(trice) technique", "Livraison, Ottawa"],
        [
          "vision",
          "Ingénieur(e) en vision par ordinateur (inspection)",
          "IA et données, Ottawa",
        ],
        [
          "advisor",
          "Conseiller(ère) en solutions – systèmes fiscaux",
          "Secteur public, Ottawa",
        ],
        ["support", "Technicien(ne) de soutien", "Exploitation, Ottawa"],
        ["data", "Ingénieur(e) de données", "IA et données, Atlanta"],
      ] as const
    ).map(([id, title, listing]) =>
      makeDocument(`job:${id}`, "job", title, "/fr/carrieres", [
        `${title} : ${listing} · Hybride, Temps plein.`,
      ]),
    ),
    "fr",
  );
  const named = (
    message: string,
    locale: "en" | "fr",
    history: BrainTurn[] = [],
  ) => {
    const asked = locale === "fr" ? frenchIndex : index;
    return namedRole(
      asked,
      readQuestion(
        { message, history, attachments: [], locale },
        asked,
        committedModel.followup,
      ),
    )?.title;
  };

  it("is the role whose whole title it holds", () => {
    expect(named("Tell me the Data Engineer pay band", "en")).toBe(
      "Data Engineer",
    );
    expect(named("Are you hiring engineers?", "en")).toBeUndefined();
  });

  it("is read from a French title's words outside its parentheses", () => {
    expect(
      named("Quel salaire pour une rédactrice technique chez vous ?", "fr"),
    ).toBe("Rédacteur(trice) technique");
    expect(
      named(
        "Une ingénieure en vision par ordinateur peut-elle travailler à distance ?",
        "fr",
      ),
    ).toBe("Ingénieur(e) en vision par ordinateur (inspection)");
    expect(
      named(
        "Une conseillère en solutions pour systèmes fiscaux travaille-t-elle à Ottawa ?",
        "fr",
      ),
    ).toBe("Conseiller(ère) en solutions – systèmes fiscaux");
    expect(
      named(
        "Une technicienne de soutien peut-elle travailler de chez elle ?",
        "fr",
      ),
    ).toBe("Technicien(ne) de soutien");
    expect(named("Recrutez-vous des ingénieurs ?", "fr")).toBeUndefined();
  });

  it("is, for a follow-up that names none, the one role the previous reply named", () => {
    const after = (listed: string): BrainTurn[] => [
      { role: "user", content: "Anything for a manager?" },
      {
        role: "assistant",
        content: `These open roles match what you asked:\n\n${listed}`,
      },
    ];
    const delivery =
      "- [Delivery Manager](/careers): Delivery, Ottawa, ON · Hybrid, Full-time.";
    const data =
      "- [Data Engineer](/careers): AI & Data, Atlanta, GA · Hybrid, Full-time.";
    expect(named("is it remote?", "en", after(delivery))).toBe(
      "Delivery Manager",
    );
    expect(
      named("is it remote?", "en", after(`${delivery}\n${data}`)),
    ).toBeUndefined();
  });
});
