import { describe, expect, it } from "vitest";
import { splitSituation } from "./situation-sentences";

describe("splitSituation", () => {
  it("sets apart the sentences that tell the visitor's situation", () => {
    expect(
      splitSituation(
        "Our tax office still works on paper. Can you digitise returns? We need it by spring.",
      ),
    ).toEqual({
      asking: "Can you digitise returns?",
      situation: "Our tax office still works on paper. We need it by spring.",
    });
    expect(
      splitSituation(
        "Nous sommes une mairie de 40 000 habitants. Proposez-vous des portails citoyens ?",
      ).situation,
    ).toBe("Nous sommes une mairie de 40 000 habitants.");
  });

  it("keeps a statement that asks ('I'd like to know…') and a message that only tells", () => {
    const wants = "I would like to know your hosting options. We are a bank.";
    expect(splitSituation(wants).asking).toBe(
      "I would like to know your hosting options.",
    );
    const onlyTells = "We run a land registry. Our deeds are scanned.";
    expect(splitSituation(onlyTells)).toEqual({
      asking: onlyTells,
      situation: "",
    });
    expect(splitSituation("Do you build e-visa platforms?").situation).toBe("");
  });

  it("reads a French sentence that opens « chez nous » or « dans notre » as a situation", () => {
    const told =
      "Chez nous, les dossiers arrivent encore par la poste. Traitez-vous les demandes en ligne ?";
    expect(splitSituation(told)).toEqual({
      asking: "Traitez-vous les demandes en ligne ?",
      situation: "Chez nous, les dossiers arrivent encore par la poste.",
    });
    expect(
      splitSituation(
        "In our province, permits take months. Can drones speed up inspections?",
      ).situation,
    ).toBe("In our province, permits take months.");
  });

  it("reads a short role said without a verb as who is asking, not a long sentence that opens with one (sixth round)", () => {
    expect(
      splitSituation(
        "Reporter for a regional newspaper. Which clients have you worked with?",
      ),
    ).toEqual({
      asking: "Which clients have you worked with?",
      situation: "Reporter for a regional newspaper.",
    });
    expect(
      splitSituation(
        "Responsable des achats d'une agence publique. Proposez-vous des forfaits ?",
      ).situation,
    ).toBe("Responsable des achats d'une agence publique.");
    const long =
      "Head of digital at a small island revenue authority that has struggled with paper returns for years. Can you help?";
    expect(splitSituation(long).situation).toBe("");
  });

  it("reads the visitor's view ('Frankly that seems risky.') as situation, not as what is asked (sixth round)", () => {
    expect(
      splitSituation(
        "Frankly that seems risky for a ministry. Who reviews the avatars?",
      ).situation,
    ).toBe("Frankly that seems risky for a ministry.");
    expect(
      splitSituation(
        "Franchement, ça paraît lourd. Combien de temps dure le plan directeur ?",
      ).situation,
    ).toBe("Franchement, ça paraît lourd.");
  });

  it("reads what the visitor is doing ('Filling out a questionnaire.') as situation, and parts one at a colon before a question (seventh round)", () => {
    expect(
      splitSituation(
        "Preparing a business case for our board. Do you publish your prices?",
      ),
    ).toEqual({
      asking: "Do you publish your prices?",
      situation: "Preparing a business case for our board.",
    });
    expect(
      splitSituation(
        "Je prépare un dossier pour notre comité : quelles sont vos valeurs ?",
      ),
    ).toEqual({
      asking: "quelles sont vos valeurs ?",
      situation: "Je prépare un dossier pour notre comité",
    });
  });

  it("sets apart a clause that says when the question arises, or gives an example of it (eighth round)", () => {
    expect(
      splitSituation(
        "Once we go live, who answers the support tickets at night?",
      ),
    ).toEqual({
      asking: "who answers the support tickets at night?",
      situation: "Once we go live",
    });
    expect(
      splitSituation(
        "Vos rapports sont-ils publics, par exemple si un journaliste les demande ?",
      ),
    ).toEqual({
      asking: "Vos rapports sont-ils publics ?",
      situation: "par exemple si un journaliste les demande",
    });
    // "Before committing a whole country, …": no subject of its own, so it is what is asked.
    expect(
      splitSituation("Before signing anything, can we see a demo?").situation,
    ).toBe("");
  });
});
