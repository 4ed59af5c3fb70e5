import { describe, expect, it } from "vitest";
import {
  knownDetailsOf,
  detailsInMessage,
  detailsInMessages,
  mergeDetails,
} from "./visitor-details";

describe("the contact details a visitor wrote in a message", () => {
  it.each([
    [
      "I'm Jane Doe from the Ministry of Finance, jane.doe@finance.gc.ca",
      {
        fullName: "Jane Doe",
        organisation: "Ministry of Finance",
        email: "jane.doe@finance.gc.ca",
      },
    ],
    [
      "Hello, my name is Priya Natarajan and I work at Shared Services Canada. Reach me at Priya.N@ssc-spc.gc.ca.",
      {
        fullName: "Priya Natarajan",
        organisation: "Shared Services Canada",
        email: "priya.n@ssc-spc.gc.ca",
      },
    ],
    [
      "Je m'appelle Jean Roy, du ministère des Finances, courriel jean.roy@fin.gc.ca",
      {
        fullName: "Jean Roy",
        organisation: "ministère des Finances",
        email: "jean.roy@fin.gc.ca",
      },
    ],
    [
      "Bonjour, je suis Marie-Ève Tremblay de l'Agence du revenu du Canada.",
      // A lowercase word inside the name ("revenu") is not read: the form asks for it.
      { fullName: "Marie-Ève Tremblay" },
    ],
    ["You can write to me: ops@acme.example", { email: "ops@acme.example" }],
    [
      "Je travaille pour Hydro-Québec et je cherche un partenaire.",
      { organisation: "Hydro-Québec" },
    ],
  ])("reads “%s”", (message, expected) => {
    expect(detailsInMessage(message)).toEqual(expected);
  });

  it.each([
    "I'm interested in your e-visa platform",
    "I am Looking For a partner",
    "I'm Jane",
    "I'm Jane Doe from somewhere in the east and I need help",
    "I'm the Director of Digital Services",
    "Je suis intéressée par votre plan directeur",
    "Je suis Directrice Générale",
    "Send it to a@x.org or b@y.org",
    "How do you work with the Treasury Board?",
    "Je travaille pour une grande agence fédérale",
  ])("reads nothing uncertain in “%s”", (message) => {
    const details = detailsInMessage(message);
    if (message.includes("Jane Doe"))
      expect(details).toEqual({ fullName: "Jane Doe" });
    else expect(details).toEqual({});
  });

  it("lets a later message's detail replace an earlier one, and keeps the form's details first", () => {
    const written = detailsInMessages([
      "I'm Jane Doe, jane@old.example",
      "Actually use jane.doe@finance.gc.ca",
    ]);
    expect(written).toEqual({
      fullName: "Jane Doe",
      email: "jane.doe@finance.gc.ca",
    });
    expect(
      mergeDetails(
        { fullName: "Jane Q. Doe", email: " ", organisation: undefined },
        written,
      ),
    ).toEqual({ fullName: "Jane Q. Doe", email: "jane.doe@finance.gc.ca" });
  });
});

describe("known details as the panel keeps them", () => {
  it("keeps strings only, trimmed, and nothing from anything else", () => {
    expect(
      knownDetailsOf({ fullName: " Jane Doe ", email: 42, organisation: "" }),
    ).toEqual({ fullName: "Jane Doe" });
    expect(knownDetailsOf(null)).toEqual({});
    expect(knownDetailsOf("jane@x.org")).toEqual({});
  });
});
