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
});
