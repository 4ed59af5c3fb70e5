import { describe, expect, it } from "vitest";
import type { BrainInput } from "../chat-brain.server";
import { actionOf, DECLINES, hrefs, reply } from "./site-brain-checks";
import { detectIntent } from "~/domain/chat/detect-intent";
import {
  buildKnowledgeIndex,
  processTerm,
  queryGroups,
} from "./knowledge-index.server";
import { makeDocument } from "./knowledge-document.server";

/**
 * The eighth round's rules (decision 057), each from a failure of the eighth held-out set once
 * it joined the tuned half, and tested here with other wording than the set's.
 */

describe("the case studies' own page", () => {
  it("says clients are described rather than named and figures are the client's own measures", async () => {
    const answer = await reply(
      "Do your project write-ups name the agencies, and whose numbers are the results?",
    );
    expect(answer.text).not.toMatch(DECLINES);
    expect(hrefs(answer)[0]).toBe("/projects");
    expect(answer.text).toContain("described rather than named");
  });
});

describe("who the question is for", () => {
  it("answers how a colleague gets portal access, whatever the site calls that colleague", async () => {
    const answer = await reply(
      "How does my deputy director get her own access to your client portal?",
    );
    expect(answer.text).not.toMatch(DECLINES);
    expect(hrefs(answer)).toContain("/clients");
  });
});

describe("a circumstance is not the subject", () => {
  it("answers an NDA asked 'before we send you…' from the terms", async () => {
    const answer = await reply(
      "Before we send you our network topology, would you sign an NDA with us?",
    );
    expect(answer.text).not.toMatch(DECLINES);
    expect(hrefs(answer)[0]).toBe("/terms");
    expect(answer.text).toContain("confidentiality agreement");
  });

  it("answers whether the assistant's answers commit us, with an example given after « par exemple si »", async () => {
    const answer = await reply(
      "Les réponses de votre robot de clavardage engagent-elles votre firme, par exemple si je les cite dans une note ?",
      "fr",
    );
    expect(answer.text).not.toMatch(DECLINES);
    expect(hrefs(answer)[0]).toBe("/fr/terms");
    expect(answer.text).toContain("ne nous engagent pas");
  });
});

describe("a year named in the question", () => {
  it("answers from the page that gives that year's goals, not from the product page", async () => {
    const answer = await reply(
      "À l'horizon 2028, combien de pays visez-vous pour votre plateforme de visa électronique ?",
      "fr",
    );
    expect(hrefs(answer)[0]).toBe("/fr/vision");
    expect(answer.text).toContain("50 pays");
  });
});

describe("the visitor's words for what the pages say", () => {
  it("reads a cookie pop-up as the cookie policy's consent banner", async () => {
    const answer = await reply(
      "How come your site never shows me a consent pop-up like every other one?",
    );
    expect(answer.text).not.toMatch(DECLINES);
    expect(hrefs(answer)[0]).toBe("/cookies");
  });

  it("reads « commande publique » and the budget year as procurement and budget cycles", async () => {
    const answer = await reply(
      "Vos plateformes tiennent-elles compte des règles de la commande publique et de l'exercice financier ?",
      "fr",
    );
    expect(answer.text).not.toMatch(DECLINES);
    expect(["/fr/public-sector-platforms", "/fr/blueprint"]).toContain(
      hrefs(answer)[0],
    );
    expect(answer.text).toMatch(/cycles? budgétaires?/);
  });

  it("reads « brique » as one of the modules a platform is built from", async () => {
    const answer = await reply(
      "Quelle brique logicielle libre utilisez-vous pour l'identité numérique ?",
      "fr",
    );
    expect(answer.text).not.toMatch(DECLINES);
    expect(answer.text).toContain("MOSIP");
  });

  it("reads a dropped connection as offline, and a smartphone as the pages' « téléphone intelligent »", async () => {
    const offline = await reply(
      "What happens to a telemedicine consult when the internet drops at the clinic?",
    );
    expect(offline.text).not.toMatch(DECLINES);
    expect(hrefs(offline)[0]).toBe("/solutions/healthcare");
    const phone = await reply(
      "Comment les usagers sans smartphone font-ils vérifier leur identité ?",
      "fr",
    );
    expect(phone.text).not.toMatch(DECLINES);
    expect(hrefs(phone)).toContain("/fr/capabilities/digital-identity");
  });
});

describe("intents", () => {
  it("reads 'how long before a real person reviews it' as a question, not a request for one", () => {
    expect(
      detectIntent(
        "I applied for your QA role. How long before a real person reviews my file?",
      ),
    ).not.toBe("talk_to_person");
    expect(detectIntent("Could I speak with a real person now?")).toBe(
      "talk_to_person",
    );
  });

  it("reads 'book the discovery call… take my details' as a lead", async () => {
    const message =
      "We would like to book the discovery call. Take my details: Ana Silva, Revenue Agency, ana@example.gov";
    expect(detectIntent(message)).toBe("wants_call");
    expect(actionOf(await reply(message))).toMatchObject({
      action: "contact_form",
    });
  });
});

describe("what the reply quotes of the question", () => {
  it("never opens with a subject of names it will not repeat and small words", async () => {
    const either = await reply(
      "Your East African health client, is it Uganda or Rwanda?",
    );
    expect(either.text).not.toContain("… or …");
    const confirm = await reply(
      "Le ministère de la Santé du Malawi est bien votre client ?",
      "fr",
    );
    expect(confirm.text).not.toMatch(/« …[^»]*»/);
  });
});

describe("typos", () => {
  it("forgives a typo past a word's first letter, never one at it ('reach' is not 'each')", () => {
    const index = buildKnowledgeIndex([
      makeDocument("page:delivery", "about", "Delivery", "/delivery", [
        "Each delivery team includes an architect and a privacy adviser.",
      ]),
    ]);
    const matched = (message: string) => [
      ...(index.searchPassages(queryGroups(message, "en"))[0]?.matched ?? []),
    ];
    expect(matched("Which architecht leads a delivery team?")).toContain(
      processTerm("architecht"),
    );
    const reach = matched("How do I reach the delivery team?");
    expect(reach).toContain(processTerm("delivery"));
    expect(reach).not.toContain(processTerm("reach"));
  });
});

describe("the development set's rules (dev-8)", () => {
  it("reads English 'stages', a partner's tier and the visitor's own office for what they are", () => {
    expect(
      detectIntent("What stages does a new model go through before launch?"),
    ).not.toBe("careers");
    expect(detectIntent("Proposez-vous des stages d'été ?")).toBe("careers");
    expect(
      detectIntent("Are you a Red Hat partner, and at which tier?"),
    ).not.toBe("pricing");
    expect(
      detectIntent(
        "Our inspector general's office will review this. How are models monitored?",
      ),
    ).not.toBe("offices");
    expect(
      detectIntent("Could I apply for the Security Architect (Ottawa) role?"),
    ).toBe("careers");
  });

  it("never declines over a qualifier or 'a lot of'", async () => {
    const answer = await reply(
      "A lot of our staff ask: is solid Kubernetes work enough for your SRE role?",
    );
    expect(answer.text).not.toMatch(/about “(?:lot|solid)”/);
  });

  it("parts a situation at a dash, and keeps one the question points to", async () => {
    const dash = await reply(
      "I live in Nairobi — can I apply for the Technical Writer role from there?",
    );
    expect(dash.text).not.toMatch(DECLINES);
    expect(hrefs(dash)).toContain("/careers");
    const pointed = await reply(
      "Our data may never leave our own servers. Can you still host it in that case?",
    );
    expect(pointed.text).not.toMatch(/about “host”/);
  });

  it("answers a follow-up on the careers answer from the role it asks about", async () => {
    const history: BrainInput["history"] = [
      { role: "user", content: "Recrutez-vous en informatique de la santé ?" },
      {
        role: "assistant",
        content:
          "Oui, nous recrutons. Voyez tous les postes sur [Carrières](/fr/careers).",
      },
    ];
    const answer = await reply(
      "Et ce contrat-là, il est de combien de mois ?",
      "fr",
      history,
    );
    expect(hrefs(answer)[0]).toBe("/fr/careers");
    expect(answer.text).toContain("9 mois");
  });

  it("gives no yes to 'always…?' from a line that never says it", async () => {
    const drones = await reply(
      "Are drones always the way you capture inspection imagery?",
    );
    expect(drones.text).not.toMatch(/^Yes/);
    // Nor "do you offer a land registry?" by a line on tax registration.
    const registry = await reply(
      "Do you offer a digital land registry system to ministries?",
    );
    expect(registry.text).not.toMatch(/^Yes/);
    // A line that says it of every case does answer it.
    const inspectors = await reply(
      "Do inspectors always confirm the model's findings?",
    );
    expect(inspectors.text).toMatch(/^Yes/);
  });

  it("knows pitfalls, screening software and rural villages by the pages' words", async () => {
    const screening = await reply(
      "Is my CV read by a person or does an ATS screen it first?",
    );
    expect(hrefs(screening)[0]).toBe("/careers");
    expect(screening.text).toContain("not a keyword filter");
    const rural = await reply(
      "Has your telemedicine been used to reach villages far from a hospital?",
    );
    expect(rural.text).not.toMatch(DECLINES);
    expect(hrefs(rural)[0]).toBe("/solutions/healthcare");
  });
});

describe("what we do", () => {
  it("answers 'what does your firm actually do?' with the overview of our solutions, in either language", async () => {
    const english = await reply(
      "Quick one: in a nutshell, what does your firm actually do?",
    );
    expect(hrefs(english)).toEqual(["/solutions", "/about"]);
    const french = await reply(
      "Pouvez-vous me résumer ce que fait votre société ?",
      "fr",
    );
    expect(hrefs(french)).toEqual(["/fr/solutions", "/fr/about"]);
    // A question with a subject of its own is asked of that subject.
    const data = await reply("What do you do with the CV I upload?");
    expect(hrefs(data)).not.toEqual(["/solutions"]);
  });
});

describe("the second development set's rules (dev-9)", () => {
  it("never lets the situation's words make up for a notion asked and left out", async () => {
    const answer = await reply(
      "Which languages can an AftrLife avatar use? My grandmother only speaks Twi.",
    );
    expect(answer.text).toMatch(DECLINES);
  });

  it("reads who is asking after a greeting or 'X here, doing…' as the situation", async () => {
    const privacy = await reply(
      "Compliance lead here, reviewing suppliers. Do your public pages set any tracking cookies?",
    );
    expect(hrefs(privacy)[0]).toBe("/cookies");
    const office = await reply(
      "Bonjour, nous sommes une agence à Genève. À quelle adresse se trouve votre siège ?",
      "fr",
    );
    expect(office.text).toContain("340, rue Albert");
  });

  it("reads a partner's tier, a human asked to pick the chat up and « un office cantonal » for what they are", () => {
    expect(
      detectIntent(
        "Is Kestrel a Microsoft partner? Our buyers also want the tier.",
      ),
    ).not.toBe("pricing");
    expect(
      detectIntent("Could someone from your team take this over right now?"),
    ).toBe("talk_to_person");
    expect(
      detectIntent(
        "Nous sommes un office fédéral : qui exploite vos plateformes la nuit ?",
      ),
    ).not.toBe("offices");
  });

  it("reads 'what does your firm do?' as the whole question only", async () => {
    const process = await reply(
      "D'accord, mais que faites-vous avant de mettre un modèle en production ?",
      "fr",
    );
    expect(hrefs(process)).not.toEqual(["/fr/solutions"]);
  });
});

describe("addresses and officers (dev-9)", () => {
  it("reads a visitor's IP address as privacy, and postal details to courier as our offices", async () => {
    expect(
      detectIntent("Does your site keep my IP address, and for how long?"),
    ).not.toBe("offices");
    const ip = await reply(
      "Does your site keep my IP address, and for how long?",
    );
    expect(hrefs(ip)[0]).toBe("/privacy");
    expect(
      detectIntent(
        "I have to courier a signed contract to your Ottawa team, what are the postal details?",
      ),
    ).toBe("offices");
  });

  it("reads 'our auditor will ask' as who asks, and 'your CEO' as ours", async () => {
    const audit = await reply(
      "Can a taxpayer see why the platform flagged them? Our auditor will want to know.",
    );
    expect(audit.text).not.toMatch(DECLINES);
    const ceo = await reply("Who is your CEO?");
    expect(ceo.text).toMatch(DECLINES);
  });
});

describe("the third development set's rules (dev-10)", () => {
  it("reads what is not the portal, our offices, a price or a Blueprint for what it is", () => {
    const notIt: Array<[string, string]> = [
      ["Préférez-vous un nuage privé ou une région publique ?", "pricing"],
      ["Can your tax platform do property tax assessment?", "blueprint"],
      [
        "Avant votre portail au Sénégal, combien de temps prenait un visa ?",
        "portal_access",
      ],
      [
        "Combien d'organismes utilisent la même connexion dans ce projet ?",
        "portal_access",
      ],
      [
        "Do you support SAML and OIDC for login to citizen services?",
        "portal_access",
      ],
      ["Can applicants pay outside office hours?", "offices"],
    ];
    for (const [message, intent] of notIt)
      expect(detectIntent(message), message).not.toBe(intent);
    expect(
      detectIntent("Could you put together a demonstration for our minister?"),
    ).toBe("wants_call");
  });

  it("knows rust and flaking concrete as the inspection pages' corrosion and spalling", async () => {
    const answer = await reply(
      "Can your image models detect rust on steel beams or concrete flaking off?",
    );
    expect(answer.text).not.toMatch(DECLINES);
    expect(hrefs(answer)[0]).toBe("/solutions/construction");
  });

  it("reads 'as CISO' as who asks and an adverb before a verb as a verb", async () => {
    const ciso = await reply(
      "As CISO I must ask: in your sovereign cloud setups, who holds the encryption keys?",
    );
    expect(ciso.text).not.toMatch(DECLINES);
  });
});
