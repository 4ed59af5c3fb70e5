import { describe, expect, it } from "vitest";
import { asksForPerson, asksForYear, namesAYear } from "./asked-details";

describe("questions whose subject is a year or a person", () => {
  it("knows a question that asks for a year, in English and French", () => {
    expect(asksForYear("In which year was your firm established?")).toBe(true);
    expect(asksForYear("Depuis quand votre firme existe-t-elle ?")).toBe(true);
    expect(asksForYear("Quand votre société a-t-elle été créée ?")).toBe(true);
    expect(asksForYear("When does a blueprint start?")).toBe(false);
    expect(asksForYear("Quelle est la durée d'un plan directeur ?")).toBe(
      false,
    );
  });

  it("knows a question that asks for a person's name or contact", () => {
    expect(
      asksForPerson("Could I get the phone number of the health minister?"),
    ).toBe(true);
    expect(asksForPerson("Who is the CEO of your company?")).toBe(true);
    expect(
      asksForPerson(
        "Quel est le courriel du directeur de votre projet pilote ?",
      ),
    ).toBe(true);
    expect(
      asksForPerson("What is the phone number of your Ottawa office?"),
    ).toBe(false);
    expect(asksForPerson("Who are the vendors you build on?")).toBe(false);
  });

  it("finds a year in a passage, not any number", () => {
    expect(namesAYear("By 2028 we aim to lead.")).toBe(true);
    expect(namesAYear("Decision time fell from 19 days to 6.")).toBe(false);
  });
});
