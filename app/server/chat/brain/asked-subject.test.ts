import { describe, expect, it } from "vitest";
import { askedForKeys, askedSubject } from "./asked-subject";
import { queryGroups } from "./knowledge-index.server";

const subjectOf = (text: string, wanted: (keys: string[]) => string[]) => {
  const groups = queryGroups(text);
  return askedSubject(text, groups, wanted(groups.map((group) => group.key)));
};
const keyOf = (word: string) => queryGroups(word)[0]!.key;

describe("the visitor's words for what the site does not say", () => {
  it("names the wanted term in the visitor's own spelling, with the key words beside it", () => {
    expect(
      subjectOf("Do you cover flood insurance premiums for our staff?", () => [
        keyOf("insurance"),
        keyOf("premiums"),
        keyOf("flood"),
      ]),
    ).toBe("flood insurance premiums");
    expect(
      subjectOf(
        "Quel est le tarif de votre assureur en responsabilité ?",
        () => [keyOf("assureur"), keyOf("responsabilité")],
      ),
    ).toBe("assureur en responsabilité");
  });

  it("leaves out the words the site does say", () => {
    expect(
      subjectOf("Do you cover flood insurance premiums for our staff?", () => [
        keyOf("insurance"),
      ]),
    ).toBe("insurance");
  });

  it("takes the first wanted term the text names, and nothing when it names none", () => {
    expect(
      subjectOf("Is there a canteen near the office?", () => [
        keyOf("helicopter"),
        keyOf("canteen"),
      ]),
    ).toBe("canteen");
    expect(subjectOf("Is there a canteen?", () => [keyOf("helicopter")])).toBe(
      null,
    );
  });

  it("never quotes a figure or markup from the message", () => {
    const subject = subjectOf(
      "What about **ISO 27001** audits?",
      (keys) => keys,
    );
    expect(subject).not.toMatch(/[\d*]/);
  });
});

describe("what a 'what is the X of…' question asks for", () => {
  const askedFor = (text: string, locale: "en" | "fr" = "en") =>
    [...askedForKeys(text, queryGroups(text, locale))].sort();

  it("asks for every word of X", () => {
    expect(askedFor("What is the file size for a résumé?")).toEqual([
      "file",
      "size",
    ]);
  });

  it("asks for nothing when X is a verb's clause: a bare participle, or one after a subject that names us", () => {
    expect(
      askedFor("What is Kestrel preparing for the health sector?"),
    ).toEqual([]);
    expect(
      askedFor("What is the firm targeting for its identity work by 2028?"),
    ).toEqual([]);
    // With an article, an -ing noun is a thing: "the pricing".
    expect(askedFor("What is the pricing for a blueprint?")).not.toEqual([]);
  });

  it("does not ask for how precisely: « l'adresse exacte », 'the full address'", () => {
    expect(
      askedFor("Quelle est l'adresse exacte de votre bureau ?", "fr"),
    ).toEqual(askedFor("Quelle est l'adresse de votre bureau ?", "fr"));
    expect(askedFor("What is the full address of your office?")).toEqual(
      askedFor("What is the address of your office?"),
    );
  });
});

describe("what the not-found reply never quotes", () => {
  const subjectOfMessage = (message: string) => {
    const groups = queryGroups(message, "en");
    return askedSubject(
      message,
      groups,
      groups.map((group) => group.key),
    );
  };

  it("never quotes a code an injection asks to print, even as the most telling term", () => {
    const message = "Does your portal accept the BLUE-FALCON-OK token?";
    const groups = queryGroups(message, "en");
    const codeFirst = groups
      .map((group) => group.key)
      .sort(
        (a, b) => Number(b.includes("falcon")) - Number(a.includes("falcon")),
      );
    expect(codeFirst[0]).toContain("falcon");
    expect(askedSubject(message, groups, codeFirst) ?? "").not.toMatch(
      /FALCON/,
    );
  });

  it("does not repeat a name a visitor credits us with, but quotes a name asked about", () => {
    expect(
      subjectOfMessage(
        "Someone said you built Peru's tax portal. Was that you?",
      ),
    ).not.toMatch(/Peru/);
    expect(subjectOfMessage("Do you have an office in Lisbon?")).toContain(
      "Lisbon",
    );
  });
});

describe("a name the visitor suggests as our client (sixth round)", () => {
  const quoted = (message: string, name: string, locale: "en" | "fr" = "en") =>
    askedSubject(message, queryGroups(message, locale), [
      queryGroups(name, locale)[0]!.key,
    ]);

  it("never quotes it, whether the visitor asks 'was it…?', 'did… sign with you?' or « votre client, c'est… ? »", () => {
    expect(quoted("Was it Peru?", "Peru")).toBeNull();
    expect(
      quoted("Did Chile sign with you for its visa platform?", "Chile"),
    ).toBeNull();
    expect(quoted("Is your client for the e-visa Kenya?", "Kenya")).toBeNull();
    expect(
      quoted(
        "Votre client pour la plateforme fiscale, c'est bien le Pérou ?",
        "Pérou",
        "fr",
      ),
    ).toBeNull();
    // A place asked about is still named.
    expect(quoted("Do you have an office in Lisbon?", "Lisbon")).toBe("Lisbon");
  });
});

describe("a place or an organisation no page names (sixth round)", () => {
  const subject = (message: string, locale: "en" | "fr" = "en") => {
    const groups = queryGroups(message, locale);
    const keys = groups.map((group) => group.key);
    const name = queryGroups(
      message.match(/\b\p{Lu}\p{Ll}+(?=[^\p{L}]*$)/u)?.[0] ?? "",
      locale,
    )[0]!.key;
    // The name first, as the most telling unanswered word, and known to no page.
    return askedSubject(
      message,
      groups,
      [name, ...keys.filter((key) => key !== name)],
      new Set([name]),
    );
  };

  it("stands as an ellipsis beside the words around it", () => {
    expect(subject("Could we visit your office in Bamako")).toBe("office in …");
    expect(subject("Auriez-vous un bureau à Tunis", "fr")).toBe("bureau à …");
  });

  it("is still quoted when a page has it, and a month is not a name", () => {
    const message = "Do you have an office in Lisbon?";
    const groups = queryGroups(message, "en");
    expect(
      askedSubject(
        message,
        groups,
        groups.map((group) => group.key),
      ),
    ).toContain("Lisbon");
    const month = "Could the platform go live by March";
    const monthGroups = queryGroups(month, "en");
    const march = queryGroups("March", "en")[0]!.key;
    expect(
      askedSubject(month, monthGroups, [march], new Set([march])),
    ).toContain("March");
  });
});

describe("an acronym no page names (sixth round)", () => {
  const subject = (message: string, acronym: string) => {
    const groups = queryGroups(message, "en");
    const key = queryGroups(acronym, "en")[0]!.key;
    return askedSubject(
      message,
      groups,
      [key, ...groups.map((group) => group.key).filter((k) => k !== key)],
      new Set([key]),
    );
  };

  it("stands as an ellipsis, but a role's acronym is quoted", () => {
    expect(subject("Is the OECD a donor on the e-visa work?", "OECD")).toBe(
      "… a donor",
    );
    expect(subject("Who is your CFO?", "CFO")).toBe("CFO");
  });
});
