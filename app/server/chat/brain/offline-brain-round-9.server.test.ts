import { describe, expect, it } from "vitest";
import { actionOf, DECLINES, hrefs, reply } from "./site-brain-checks";
import { detectIntent } from "~/domain/chat/detect-intent";
import { splitSituation } from "./situation-sentences";
import { nounsOf } from "./nouns";
import { queryTerms } from "./knowledge-index.server";

/**
 * The ninth round's rules (decision 057), each from a failure of the ninth or tenth held-out set
 * or of the dev-11 set once it joined the tuned half, and tested here with other wording than
 * the sets'.
 */

describe("measured results", () => {
  it("answers 'real numbers' with a page's measured result, which never says 'numbers'", async () => {
    const answer = await reply(
      "Our revenue office is drowning in VAT fraud. Can your tax platform do e-invoicing, and do you have hard numbers to show for it?",
    );
    expect(answer.text).not.toMatch(DECLINES);
    expect(answer.text).toMatch(/\d+\s?%/);
  });

  it("answers a follow-up on whether it has run at scale, for how many people, with the count", async () => {
    const answer = await reply(
      "Has that been used at scale anywhere, for how many people?",
      "en",
      [
        { role: "user", content: "Tell me about your digital identity work." },
        {
          role: "assistant",
          content:
            "Digital Identity & Trust: verified identities for citizens, businesses and officials. More on [Digital Identity & Trust](/capabilities/digital-identity).",
        },
      ],
    );
    expect(answer.text).not.toMatch(DECLINES);
    expect(hrefs(answer)).toContain("/capabilities/digital-identity");
    expect(answer.text).toContain("1M+");
  });

  it("answers how many people a pilot had from the figure that counts its participants", async () => {
    const answer = await reply("And how many people were in it?", "en", [
      { role: "user", content: "What is AftrLife and has it been piloted?" },
      {
        role: "assistant",
        content:
          "AftrLife Avatars: a consent-first post-life avatar service. More on [AftrLife Avatars](/solutions/aftrlife).",
      },
    ]);
    expect(answer.text).not.toMatch(DECLINES);
    expect(answer.text).toContain("120 pilot participants");
  });

  it("does not count the citizens a platform served as our staff", async () => {
    const answer = await reply("How many people work at your firm?");
    expect(answer.text).not.toContain("1M+");
  });
});

describe("the visitor's words for a verb and a situation", () => {
  it("reads 'whether your portal stores …' as a verb, not a thing the site must name", () => {
    const nouns = nounsOf(
      "I need to know whether your portal stores tracking cookies.",
    );
    expect(nouns).not.toContain("stores");
    expect(nouns).toContain("cookies");
  });

  it("reads 'it matters for our …' as the reason for asking", () => {
    expect(
      splitSituation(
        "Which town are your offices in? It matters for our supplier vetting.",
      ).situation,
    ).toBe("It matters for our supplier vetting.");
  });
});

describe("who we are", () => {
  it("answers 'an American company?' with what the privacy notice says, never with a yes", async () => {
    const answer = await reply(
      "Is Kestrel an American company? Asking for our due diligence.",
    );
    expect(answer.text).not.toMatch(/^Yes/);
    expect(answer.text).toContain("Canadian company");
    expect(hrefs(answer)).toContain("/privacy");
  });

  it("answers 'a Canadian company?' yes, keeping our name's capital", async () => {
    const answer = await reply("Is Kestrel a Canadian company?");
    expect(answer.text).toMatch(
      /^Yes: Kestrel Civic Technologies is a Canadian company/,
    );
  });

  it("answers which clouds we build on from the partners page", async () => {
    const answer = await reply(
      "What cloud providers do you build on? Half our estate is on-premises.",
    );
    expect(hrefs(answer)[0]).toBe("/partners");
    expect(answer.text).toContain("Microsoft Azure");
  });
});

describe("a name put forward to be confirmed", () => {
  it("says the site does not say when asked to confirm a country it never names", async () => {
    const answer = await reply(
      "The island revenue authority you modernised, that was Jamaica, right?",
    );
    expect(answer.text).toMatch(DECLINES);
    expect(answer.text).not.toContain("Jamaica");
  });

  it("says so in French too", async () => {
    const answer = await reply(
      "L'administration fiscale insulaire que vous avez modernisée, c'est bien celle de la Martinique ?",
      "fr",
    );
    expect(answer.text).toMatch(DECLINES);
    expect(answer.text).not.toContain("Martinique");
  });
});

describe("sign-in that we build, and a person in the chat", () => {
  it("reads a ministry's own login as identity work, not a way into our portal", async () => {
    expect(
      detectIntent(
        "Which single sign-on standards does your identity platform support? Each agency now runs its own login.",
      ),
    ).not.toBe("portal_access");
    expect(detectIntent("I forgot my login for the client portal")).toBe(
      "portal_access",
    );
    const answer = await reply(
      "Which single sign-on standards does your identity platform support? Each agency now runs its own login.",
    );
    expect(hrefs(answer)).toContain("/capabilities/digital-identity");
    expect(answer.text).toContain("OpenID Connect");
  });

  it("hands over to a person asked for in this chat, in English and French", async () => {
    expect(
      actionOf(
        await reply(
          "Our rollout is blocked. Please get someone from your team on this chat now.",
        ),
      ),
    ).toEqual({ type: "action", action: "handoff_form" });
    expect(
      actionOf(
        await reply(
          "Pouvez-vous faire venir un conseiller dans cette discussion ? C'est urgent.",
          "fr",
        ),
      ),
    ).toEqual({ type: "action", action: "handoff_form" });
  });
});

describe("roles by their titles, and what we do with a statement around it", () => {
  it("answers a question about an open role named by its title from its advert, not our offices", async () => {
    expect(
      detectIntent(
        "Principal Cloud Architect: is it on site in Ottawa or can I work remotely?",
      ),
    ).toBe("careers");
    const answer = await reply(
      "Principal Cloud Architect: is it on site in Ottawa or can I work remotely?",
    );
    expect(hrefs(answer)).toEqual(["/careers"]);
    expect(answer.text).toContain("Hybrid");
  });

  it("does not take a client's need for a security architect for a job search", () => {
    expect(
      detectIntent(
        "Will a security architect review our design before go-live?",
      ),
    ).not.toBe("careers");
  });

  it("takes a two-word title beside a word for a job as the role", () => {
    expect(
      detectIntent(
        "Pour votre contrat de rédacteur technique, faut-il être parfaitement bilingue ?",
      ),
    ).toBe("careers");
  });

  it("knows a French title written without its « (e) »", () => {
    expect(
      detectIntent(
        "L'offre d'ingénieur en identité numérique est-elle en télétravail ?",
      ),
    ).toBe("careers");
  });

  it("answers 'what does Kestrel do?' with a statement after it with the overview and About", async () => {
    const answer = await reply(
      "In a sentence, what does Kestrel do? It's for our panel's speaker notes.",
    );
    expect(hrefs(answer)).toEqual(["/solutions", "/about"]);
    // A second question is not answered by the overview.
    const two = await reply(
      "What does Kestrel do? And do you have an office in Nairobi?",
    );
    expect(hrefs(two)).not.toEqual(["/solutions", "/about"]);
  });

  it("reads who is asking before a spaced hyphen as the situation", () => {
    expect(
      splitSituation(
        "Policy researcher here - which sectors do you build platforms for?",
      ),
    ).toEqual({
      asking: "which sectors do you build platforms for?",
      situation: "Policy researcher here",
    });
  });

  it("takes « me faire rappeler » as a request for a call", () => {
    expect(
      detectIntent(
        "Serait-il possible de me faire rappeler demain matin par votre équipe ?",
      ),
    ).toBe("wants_call");
  });
});

describe("the eleventh development set's rules (dev-11)", () => {
  it("reads « je ne … » as a verb and « c'est normal ? » as framing", async () => {
    const answer = await reply(
      "Je ne trouve aucune bannière de témoins sur votre site, c'est normal ?",
      "fr",
    );
    expect(answer.text).not.toMatch(DECLINES);
    expect(hrefs(answer)).toContain("/fr/cookies");
  });

  it("answers whether the assistant's word commits us, asked « si l'assistant … »", async () => {
    const answer = await reply(
      "Si l'assistant m'indique un délai, est-ce que ça engage votre société ?",
      "fr",
    );
    expect(answer.text).not.toMatch(DECLINES);
    expect(hrefs(answer)).toContain("/fr/terms");
  });

  it("answers cookies on the visitor's own « poste » from the cookie page", async () => {
    const answer = await reply(
      "Déposez-vous des témoins sur mon poste de travail ?",
      "fr",
    );
    expect(answer.text).not.toMatch(DECLINES);
    expect(hrefs(answer)).toContain("/fr/cookies");
  });

  it("hands over when the visitor must reach a person on our side at once", async () => {
    expect(
      actionOf(
        await reply(
          "Our tax portal is down for filers and I have to get someone on your side right away. Connect me here please.",
        ),
      ),
    ).toEqual({ type: "action", action: "handoff_form" });
  });

  it("declines a numbered standard no page names, unless only the situation names it", async () => {
    const certified = await reply(
      "Votre plateforme d'identité numérique respecte-t-elle la Loi 25 pour les renseignements personnels des citoyens ?",
      "fr",
    );
    expect(certified.text).toMatch(DECLINES);
    const situation = await reply(
      "Our accessibility rules follow ISO 30071. Are your citizen-facing services accessible?",
    );
    expect(situation.text).not.toMatch(DECLINES);
  });

  it("never counts 'been', 'somewhere', 'off the table' or 'from scratch' as what is asked", () => {
    const terms = queryTerms(
      "Has it been built from scratch somewhere, or is public cloud off the table?",
    );
    for (const framing of ["been", "somewher", "scratch", "tabl"])
      expect(terms, framing).not.toContain(framing);
    expect(terms).toContain("public");
  });

  it("reads 'off the table' as framing", async () => {
    const answer = await reply(
      "Which technology do you run on when public cloud is off the table for us?",
    );
    expect(answer.text).not.toMatch(DECLINES);
    expect(hrefs(answer)).toContain("/partners");
  });

  it("reads « pas de connexion » as the network, not a sign-in to our portal", () => {
    expect(
      detectIntent(
        "Le visa peut-il être vérifié à un poste de contrôle qui n'a pas de connexion ?",
      ),
    ).not.toBe("portal_access");
  });

  it("answers a CV « en fichier Word » with the formats the careers page takes", async () => {
    const answer = await reply(
      "Est-il possible d'envoyer le CV en format Word et non en PDF ?",
      "fr",
    );
    expect(hrefs(answer)).toContain("/fr/careers");
    expect(answer.text).toContain("DOCX");
  });

  it("never takes « un résumé écrit » on the contact page for a CV", async () => {
    const answer = await reply(
      "Puis-je joindre mon CV en fichier Word plutôt qu'en PDF ?",
      "fr",
    );
    expect(hrefs(answer)).toEqual(["/fr/careers"]);
  });
});
