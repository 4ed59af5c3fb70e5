import { describe, expect, it } from "vitest";
import { detectIntent } from "~/domain/chat/detect-intent";
import type { BrainInput } from "../chat-brain.server";
import { collectReply, fixedKnowledge } from "./grounding-checks";
import { createOfflineBrain } from "./offline-brain.server";
import { buildKnowledgeIndex, queryGroups } from "./knowledge-index.server";
import { frenchSiteDocuments } from "./site-copy/french-site";
import { siteDocuments } from "./site-documents.server";

/**
 * The seventh round's rules (decision 057), each from a failure of the seventh held-out set once
 * it joined the tuned half, and tested here with other wording than the set's.
 */
const brain = createOfflineBrain({
  knowledge: fixedKnowledge({
    en: siteDocuments(),
    fr: frenchSiteDocuments(),
  }),
});

function reply(message: string, locale: BrainInput["locale"] = "en") {
  return collectReply(brain, { history: [], message, attachments: [], locale });
}
const hrefs = (answer: Awaited<ReturnType<typeof reply>>) =>
  answer.sources.map((source) => source.href);
const actionOf = (answer: Awaited<ReturnType<typeof reply>>) =>
  answer.events.find((event) => event.type === "action");

describe("the newsletter in a visitor's words", () => {
  it("answers 'your insights by e-mail' from the newsletter's page, not from an article", async () => {
    const answer = await reply(
      "Can your articles land in my inbox, so I stop checking the blog all the time?",
    );
    expect(hrefs(answer)).toEqual(["/newsletter"]);
    expect(answer.text).toContain("about one a month");
  });

  it("knows leaving the list and an edition's language, in French too", async () => {
    const leaving = await reply(
      "If I join your mailing list, can I opt out easily later?",
    );
    expect(hrefs(leaving)).toEqual(["/newsletter"]);
    expect(leaving.text).toContain("unsubscribe in one click");
    const edition = await reply(
      "Puis-je recevoir votre infolettre en anglais plutôt qu'en français ?",
      "fr",
    );
    expect(hrefs(edition)).toEqual(["/fr/newsletter"]);
    expect(edition.text).toContain("la langue de votre édition");
  });
});

describe("the terms page's own questions", () => {
  it("answers the law that governs the site and portal from the terms, not the portal's page", async () => {
    const message =
      "Which country's laws govern how we use your website and the client portal?";
    expect(detectIntent(message)).toBe("general");
    const answer = await reply(message);
    expect(hrefs(answer)[0]).toBe("/terms");
    expect(answer.text).toContain("Province of Ontario");
  });

  it("answers whether the assistant's replies bind us, and a request to erase one's data", async () => {
    const binding = await reply(
      "Can I rely on what this assistant tells me, or is it only indicative?",
    );
    expect(hrefs(binding)[0]).toBe("/terms");
    const erase = await reply(
      "How do I get you to erase my details, and how fast do you reply to that?",
    );
    expect(hrefs(erase)[0]).toBe("/privacy");
  });
});

describe("a partner programme", () => {
  it("never answers 'are you a Gold partner?' with a yes drawn from what we deploy on", async () => {
    const gold = await reply("Is your firm an AWS Premier partner?");
    expect(gold.text).not.toMatch(/^Yes/);
    const microsoft = await reply(
      "Do you hold an official partner status with Microsoft?",
    );
    expect(microsoft.text).not.toMatch(/^Yes/);
    expect(microsoft.text).toContain("formal partnership programme");
    expect(hrefs(microsoft)[0]).toBe("/partners");
  });

  it("takes a partner's tier for a partner's, and a tier of ours for pricing", () => {
    expect(detectIntent("What partner tier do you hold with Google?")).not.toBe(
      "pricing",
    );
    expect(detectIntent("Which tier would suit a small agency?")).toBe(
      "pricing",
    );
  });
});

describe("careers", () => {
  it("gives a résumé's file formats, not the portal's file types", async () => {
    const answer = await reply(
      "What file types do you take for a résumé? Mine is a Pages document.",
    );
    expect(answer.text).toContain("PDF, DOC or DOCX");
  });

  it("reads 'Canadian' as Canada: a clearance for an Ottawa role is in its advert", async () => {
    const answer = await reply(
      "Does the principal architect job ask for a clearance from the Canadian government?",
    );
    expect(answer.text).toContain("Government of Canada Reliability Status");
  });

  it("says 'yes, we are hiring' only to whether we hire, and that the site does not say whether we sponsor visas", async () => {
    expect((await reply("Do you have any open positions?")).text).toMatch(
      /^Yes, we are hiring\./,
    );
    const sponsor = await reply(
      "Do you offer visa sponsorship for the Atlanta roles?",
    );
    expect(sponsor.text).not.toMatch(/we are hiring/);
    expect(sponsor.text).toMatch(/^(?:Our site does not say|I could not find)/);
    const french = await reply(
      "Parrainez-vous un permis de travail pour les postes à Ottawa ?",
      "fr",
    );
    expect(french.text).not.toMatch(/^Oui, nous recrutons/);
    expect(french.text).toMatch(
      /^(?:Notre site ne dit rien|Je n[’']ai pas trouvé)/,
    );
  });
});

describe("a product named as what to sign in with", () => {
  it("is not answered by the portal's fixed reply, which never names it", async () => {
    const answer = await reply(
      "Could our people sign in to your client portal using Microsoft Entra?",
    );
    expect(answer.text).toMatch(
      /^Our site does not say anything about “Microsoft Entra”/,
    );
    // Without the product, the portal's reply answers.
    expect(
      (await reply("How do I sign in to the client portal?")).sources.map(
        (source) => source.href,
      ),
    ).toContain("/clients");
  });
});

describe("who we work for, and what our services meet", () => {
  it("answers the private sector from the large enterprises we serve", async () => {
    const answer = await reply(
      "We're a logistics group, not a government. Do you work with private-sector customers?",
    );
    expect(hrefs(answer)[0]).toBe("/about");
    expect(answer.text).toContain("large enterprises");
  });

  it("answers 'usable by people with disabilities' from the accessibility standard we meet", async () => {
    const answer = await reply(
      "Can people with disabilities use the citizen services you build? Which standard applies?",
    );
    expect(hrefs(answer)[0]).toBe("/public-sector-platforms");
    expect(answer.text).toContain("WCAG 2.2 AA");
  });
});

describe("one thing asked for", () => {
  it("answers 'which one do most clients pick?' after the options with the one, and how long it takes", async () => {
    const first = "What are the engagement options?";
    const options = await reply(first);
    const answer = await collectReply(brain, {
      history: [
        { role: "user", content: first },
        { role: "assistant", content: options.text },
      ],
      message: "Which one do most organisations go for, and how long is it?",
      attachments: [],
    });
    expect(answer.text).toMatch(/^Blueprint \(Most Popular\)/);
    expect(answer.text).toContain("About 6 weeks");
  });

  it("answers a question about one product of ours from its page, not an article", async () => {
    const answer = await reply(
      "Votre plateforme fiscale prend-elle en charge les caisses enregistreuses des commerçants et la facturation électronique ?",
      "fr",
    );
    expect(hrefs(answer)[0]).toBe("/fr/solutions/governance");
    expect(answer.text).toContain("point de vente");
  });
});

describe("French wording (seventh round)", () => {
  it("knows the values that guide us and a role named by its field", async () => {
    const values = await reply(
      "Quelles sont les valeurs qui guident vos équipes ?",
      "fr",
    );
    expect(hrefs(values)[0]).toBe("/fr/about");
    const role = await reply(
      "Le poste en informatique de la santé dure combien de temps ?",
      "fr",
    );
    expect(hrefs(role)[0]).toBe("/fr/careers");
    expect(role.text).toContain("9 mois");
  });
});

describe("a price question about something the site never names", () => {
  it("says first that the site does not say it, then what it says of prices, and still offers the form", async () => {
    const answer = await reply(
      "Do you offer discounted fees for animal welfare charities?",
    );
    expect(answer.text).toMatch(
      /^Our site does not say anything about “[^”]+”\./,
    );
    expect(answer.text).toContain("We publish no prices or costs");
    expect(actionOf(answer)).toEqual({
      type: "action",
      action: "contact_form",
    });
    // The tiers are what the pricing reply lists: asking for them is not asking for the unknown.
    expect(
      (await reply("What are your pricing tiers called?")).text,
    ).not.toMatch(/^Our site does not say/);
  });

  it("takes a Quebec « soumission » for a quote", async () => {
    const answer = await reply(
      "Pouvez-vous me faire parvenir une soumission pour un plan directeur ?",
      "fr",
    );
    expect(answer.text).toMatch(
      /^Nous ne pouvons pas vous donner de soumission ici/,
    );
    expect(actionOf(answer)).toEqual({
      type: "action",
      action: "contact_form",
    });
  });
});

describe("a follow-up after a yes-or-no question", () => {
  it("answers 'what kind of connection?' about the network, without a 'yes' borrowed from the question before", async () => {
    const first = "Proposez-vous de la télémédecine en zone rurale ?";
    const earlier = await reply(first, "fr");
    const message = "Et il faut quel type de connexion, au minimum ?";
    expect(detectIntent(message, { previousUserMessage: first })).not.toBe(
      "portal_access",
    );
    const answer = await collectReply(brain, {
      history: [
        { role: "user", content: first },
        { role: "assistant", content: earlier.text },
      ],
      message,
      attachments: [],
      locale: "fr",
    });
    expect(answer.text).not.toMatch(/^Oui/);
    expect(hrefs(answer)).not.toContain("/fr/clients");
  });
});

describe("a situation told before what is asked", () => {
  it("answers what is asked, not what the situation's words name", async () => {
    const english = await reply(
      "Completing a vendor ethics form for our ministry. Which values does your company hold?",
    );
    expect(hrefs(english)[0]).toBe("/about");
    const french = await reply(
      "Nous remplissons une grille d'analyse des fournisseurs : quelles sont les valeurs de votre firme ?",
      "fr",
    );
    expect(hrefs(french)[0]).toBe("/fr/about");
  });

  it("still takes the topic from the situation when what is asked is a plain word", async () => {
    const answer = await reply(
      "Our passport office needs four weeks per visa. What improvement have you achieved elsewhere?",
    );
    expect(hrefs(answer).some((href) => /evisa|visa/.test(href))).toBe(true);
  });
});

describe("words the pages say otherwise (seventh round)", () => {
  it("knows a French or English edition, bias and the States", async () => {
    const edition = await reply(
      "Can I get the English edition of your newsletter instead of the French one?",
    );
    expect(hrefs(edition)).toEqual(["/newsletter"]);
    const bias = await reply(
      "How do you make sure your models do not treat some groups of applicants unfairly? Any bias checks?",
    );
    expect(
      hrefs(bias).some((href) =>
        [
          "/capabilities/ai-automation",
          "/solutions/evisa",
          "/blog/ai-visa-triage-humans-in-the-loop",
        ].includes(href),
      ),
    ).toBe(true);
    expect(bias.text).toMatch(/uneven error rates|[Bb]ias/);
    const states = await reply(
      "Are you a Canadian company only, or do you have people in the States too?",
    );
    expect(states.text).toContain("Atlanta");
  });

  it("reads « quelles valeurs guident… » with 'guident' as the verb, not the word of an article's title", async () => {
    const answer = await reply(
      "Quelles valeurs guident votre société ? C'est pour un questionnaire d'achat.",
      "fr",
    );
    expect(hrefs(answer)[0]).toBe("/fr/about");
  });
});

describe("'support' as a verb", () => {
  it("answers 'does your platform support SAML?' from the identity page, and still knows our support after go-live", async () => {
    const saml = await reply("Does your platform support SAML?");
    expect(hrefs(saml)[0]).toBe("/capabilities/digital-identity");
    expect(saml.text).toContain("SAML");
    expect(
      queryGroups("Does your product support OpenID Connect?").map(
        (group) => group.key,
      ),
    ).not.toContain("qzsupportqz");
    expect(
      queryGroups("What support do you offer after go-live?").map(
        (group) => group.key,
      ),
    ).toContain("qzsupportqz");
  });
});

describe("what a role requires", () => {
  it("answers whether something is mandatory from the role's requirements, without a 'yes' for a language they do not name", async () => {
    const answer = await reply(
      "Is Portuguese a must-have for the solutions consultant role, or optional?",
    );
    expect(hrefs(answer)[0]).toBe("/careers");
    expect(answer.text).toMatch(
      /^Requirements: 5\+ years in tax administration/,
    );
  });
});

describe("French words read as the pages mean them", () => {
  it("takes « postes de santé » for health posts, not jobs, and « hors connexion » for offline", () => {
    const keys = queryGroups(
      "Nos postes de santé perdent le réseau : vos applis marchent-elles hors connexion ?",
      "fr",
    ).map((group) => group.key);
    expect(keys).not.toContain("qzjobqz");
    expect(keys).toContain("qzofflineqz");
  });
});

describe("what the chat keeps", () => {
  it("answers whether the chat keeps what a visitor writes with how long conversations are kept", async () => {
    const answer = await reply("Will this chat save what I write here?");
    expect(hrefs(answer)[0]).toBe("/privacy");
    expect(answer.text).toContain("90 days");
  });
});

describe("the index knows which notions the site names", () => {
  it("has Canada but no work permit, and a notion as it is, not by a prefix", () => {
    const index = buildKnowledgeIndex(siteDocuments());
    expect(index.hasTerm("qzcanadaqz")).toBe(true);
    expect(index.hasTerm("qzworkpermitqz")).toBe(false);
    expect(index.hasTerm("qzcanad")).toBe(false);
  });
});
