import { describe, expect, it } from "vitest";
import { namesIn, nounsOf } from "./nouns";

describe("nounsOf", () => {
  it("reads an English verb after a subject, a modal or 'to', or in -ed/-ing, as no thing", () => {
    const nouns = nounsOf(
      "Can inspectors just snap photos, or do they have to fly drones? My manager mentioned deleting them.",
    );
    for (const verb of ["snap", "fly", "mentioned", "deleting"])
      expect(nouns, verb).not.toContain(verb);
    for (const noun of ["inspectors", "photos", "drones", "manager"])
      expect(nouns, noun).toContain(noun);
  });

  it("keeps names and acronyms as things in either language", () => {
    const english = nounsOf("Do you integrate with Oracle and SAP?");
    expect(english).toContain("oracle");
    expect(english).toContain("sap");
    const french = nounsOf("Travaillez-vous avec Oracle ?", "fr");
    expect(french).toContain("oracle");
  });

  it("reads a French word after a determiner as a thing, an infinitive after 'de' or a conjugated verb as none", () => {
    const nouns = nounsOf(
      "Si on veut changer de fournisseur, dans quel délai recevrai-je une réponse des lobbyistes ?",
      "fr",
    );
    for (const noun of ["fournisseur", "delai", "reponse", "lobbyistes"])
      expect(nouns, noun).toContain(noun);
    for (const verb of ["veut", "changer", "recevrai"])
      expect(nouns, verb).not.toContain(verb);
  });

  it("reads a word before a particle or an object as a verb ('drops out', 'reach me')", () => {
    const nouns = nounsOf(
      "Does the link drop out often, and would your bulletin reach us on time?",
    );
    for (const verb of ["drop", "reach"])
      expect(nouns, verb).not.toContain(verb);
    for (const noun of ["link", "bulletin", "time"])
      expect(nouns, noun).toContain(noun);
    // After an auxiliary and its subject: "does the company hold?".
    expect(nounsOf("Which values does the company hold?")).not.toContain(
      "hold",
    );
    // The last word of a question whose object the question word fronts.
    const fronted = nounsOf("Which cloud do most ministries choose?");
    expect(fronted).not.toContain("choose");
    expect(fronted).toContain("cloud");
    expect(nounsOf("Do you offer SSO?")).toContain("sso");
    // After a determiner, the same word is a thing: "the reach of your platform".
    expect(nounsOf("What is the reach of your platform?")).toContain("reach");
  });

  it("reads an adjective as no thing, in English and French ('a poor network', « un petit projet »)", () => {
    const english = nounsOf(
      "Is your platform proprietary, even on a poor network?",
    );
    for (const adjective of ["proprietary", "poor"])
      expect(english, adjective).not.toContain(adjective);
    expect(english).toContain("network");
    const french = nounsOf("Peut-on lancer un petit projet ?", "fr");
    expect(french).not.toContain("petit");
  });

  it("reads the verb after a question word and a plural noun, and « est-ce » as no determiner", () => {
    const courts = nounsOf("Under which law, and which courts settle claims?");
    expect(courts).not.toContain("settle");
    expect(courts).toContain("claims");
    // A compound noun is no clause: "which cloud platforms" keeps "platforms".
    expect(nounsOf("Which cloud platforms do you build on?")).toContain(
      "platforms",
    );
    expect(
      nounsOf("Est-ce réaliste avec votre équipe actuelle ?", "fr"),
    ).not.toContain("realiste");
    expect(nounsOf("Est-ce que ce projet est public ?", "fr")).toContain(
      "projet",
    );
  });
});

describe("nounsOf and namesIn, sixth round (decision 057)", () => {
  it("reads the comparative and superlative of a common adjective as no thing", () => {
    const leaner = nounsOf(
      "Is there a leaner option than the full engagement?",
    );
    expect(leaner).not.toContain("leaner");
    expect(leaner).toContain("option");
    const strongest = nounsOf(
      "Which setup gives the strongest control over the keys?",
    );
    expect(strongest).not.toContain("strongest");
    expect(strongest).toContain("control");
    const graded = nounsOf("Which package is cheapest, and which is quickest?");
    for (const adjective of ["cheapest", "quickest"])
      expect(graded, adjective).not.toContain(adjective);
  });

  it("reads an adverb in -ly as no thing, but keeps nouns that end so", () => {
    const servers = nounsOf(
      "Where are the servers physically located, and who typically runs them?",
    );
    for (const adverb of ["physically", "typically"])
      expect(servers, adverb).not.toContain(adverb);
    expect(servers).toContain("servers");
    const nouns = nounsOf(
      "Do you support the family assembly and the supply chain?",
    );
    for (const noun of ["family", "assembly", "supply"])
      expect(nouns, noun).toContain(noun);
  });

  it("takes a word with a capital after a small letter, or an acronym run into small letters, for a name", () => {
    expect(namesIn("Can you connect to eTax and OVHcloud?")).toEqual([
      "etax",
      "ovhcloud",
    ]);
    expect(nounsOf("does the portal link to myGov accounts")).toContain(
      "mygov",
    );
    // A word capitalised only because it opens the sentence is no name.
    expect(namesIn("Hosting in the country matters to us.")).toEqual([]);
  });

  it("takes a French word after « en » for a thing, but not a gerund or a verb after the pronoun « en » (eighth round)", () => {
    expect(nounsOf("Recrutez-vous en apprentissage ?", "fr")).toContain(
      "apprentissage",
    );
    expect(nounsOf("Vous en avez combien ?", "fr")).not.toContain("avez");
    expect(
      nounsOf("Gagnez-vous du temps en automatisant ?", "fr"),
    ).not.toContain("automatisant");
  });

  it("reads « les » after a French subject as the object of a verb, not an article (eighth round)", () => {
    const nouns = nounsOf("Et si je les publie dans un rapport ?", "fr");
    expect(nouns).not.toContain("publie");
    expect(nouns).toContain("rapport");
  });
});
