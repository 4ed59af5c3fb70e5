import { describe, expect, it } from "vitest";
import * as frenchBlueprint from "~/content/fr/blueprint";
import { chatSiteCopy } from "./site-copy/site-copy";
import { detect } from "tinyld";
import type { ChatIntent } from "~/domain/chat/chat-intent";
import {
  collectReply,
  fixedKnowledge,
  inventedNumbers,
  markdownLinks,
  sourceTexts,
} from "./grounding-checks";
import { createOfflineBrain } from "./offline-brain.server";
import { frenchSiteDocuments } from "./site-copy/french-site";
import { siteDocuments } from "./site-documents.server";

/**
 * Decision 055: a French question is answered in French, from the French knowledge, and every link
 * in the answer leads to a /fr page (or to the one-URL sign-in); an English question is answered
 * as before, from the English knowledge.
 */
const english = siteDocuments();
const french = frenchSiteDocuments();
const brain = createOfflineBrain({
  knowledge: fixedKnowledge({ en: english, fr: french }),
});

const FRENCH_QUESTIONS: Array<[string, ChatIntent]> = [
  ["Bonjour", "greeting"],
  ["Parlez-moi de votre plateforme de visa électronique", "solution_area"],
  ["Combien coûte un mandat?", "pricing"],
  ["Qu'est-ce qu'un plan directeur?", "blueprint"],
  ["Je voudrais prendre un rendez-vous", "wants_call"],
  ["Je voudrais parler à une personne", "talk_to_person"],
  ["Où sont vos bureaux?", "offices"],
  ["Avez-vous des postes ouverts?", "careers"],
  ["Comment accéder au portail client?", "portal_access"],
  ["Que savez-vous sur la météo de Mars?", "general"],
];

describe("the offline brain in French", () => {
  it.each(FRENCH_QUESTIONS)(
    "answers %j in French, from French pages",
    async (message, intent) => {
      const reply = await collectReply(brain, {
        history: [],
        message,
        attachments: [],
        locale: "fr",
      });
      expect(reply.events[0]).toEqual({ type: "intent", intent });
      expect(detect(reply.text.replace(/\[[^\]]*\]\([^)]*\)/g, " "))).toBe(
        "fr",
      );
      expect(reply.sources.length).toBeGreaterThan(0);
      for (const source of reply.sources)
        expect(source.href).toMatch(/^\/fr(?:\/|$)/);
      for (const { href } of markdownLinks(reply.text))
        expect(href).toMatch(/^\/fr(?:\/|$)|^\/auth$/);
      expect(
        inventedNumbers(reply.text, sourceTexts(french, reply.sources)),
      ).toEqual([]);
      // No English phrase of the brain's is left in it.
      expect(reply.text).not.toMatch(
        /\b(?:Would you like|Please leave|I could not find|From \[|Our offices)\b/,
      );
    },
  );

  it("gives the offices' addresses as the French pages write them", async () => {
    const reply = await collectReply(brain, {
      history: [],
      message: "Vos bureaux sont où ?",
      attachments: [],
      locale: "fr",
    });
    expect(reply.text).toContain("340, rue Albert, bureau 1300");
    expect(reply.text).not.toContain("Albert Street");
    expect(reply.text).not.toContain("United States");
    expect(reply.text).toContain("à Ottawa et à Atlanta");
  });

  it("quotes the French page of the solution asked about", async () => {
    const reply = await collectReply(brain, {
      history: [],
      message: "Parlez-moi de votre plateforme de visa électronique",
      attachments: [],
      locale: "fr",
    });
    expect(reply.sources[0]).toEqual({
      title: "Visa électronique et immigration",
      href: "/fr/solutions/evisa",
    });
    const evisa = french.find((document) => document.id === "solution:evisa")!;
    // The page's own sentence first, then the link to it in French.
    expect(evisa.sentences).toContain(reply.text.split("\n\n")[0]);
    expect(reply.text).toContain("Pour en savoir plus");
  });

  it("answers an English question as before, from the English pages", async () => {
    const reply = await collectReply(brain, {
      history: [],
      message: "tell me about e-visa",
      attachments: [],
    });
    expect(reply.text).toContain(
      "More on [e-Visa & Immigration](/solutions/evisa)",
    );
    for (const source of reply.sources)
      expect(source.href).not.toMatch(/^\/fr/);
  });
});

describe("the French fixed answers' copy", () => {
  it("names the tiers and the journey as the French blueprint page does", () => {
    const copy = chatSiteCopy("fr");
    expect(copy.tiers.map((tier) => tier.name)).toEqual(
      frenchBlueprint.tiers.map((tier) => tier.name),
    );
    expect(copy.journeySteps.map((step) => step.title)).toEqual(
      frenchBlueprint.journeySteps.map((step) => step.title),
    );
    expect(copy.contactPromise).toBe(frenchBlueprint.contactSection.promise);
  });
});

describe("a yes-or-no question about hiring", () => {
  it("opens with the answer, in the visitor's language", async () => {
    const french = await collectReply(brain, {
      history: [],
      message: "Embauchez-vous des architectes cette année ?",
      attachments: [],
      locale: "fr",
    });
    expect(french.text).toMatch(/^Oui, nous recrutons\./);
    const english = await collectReply(brain, {
      history: [],
      message: "Are you recruiting engineers right now?",
      attachments: [],
    });
    expect(english.text).toMatch(/^Yes, we are hiring\./);
    const open = await collectReply(brain, {
      history: [],
      message: "Which jobs are open?",
      attachments: [],
    });
    expect(open.text).not.toMatch(/^Yes/);
  });
});

describe("a yes-or-no question about hiring, sixth round (decision 057)", () => {
  it("opens with the answer even where a careers passage shares the question's words", async () => {
    // Both name a role with its own advert, whose passages once answered instead.
    const english = await collectReply(brain, {
      history: [],
      message: "Are you hiring any data engineers at the moment?",
      attachments: [],
    });
    expect(english.text).toMatch(/^Yes, we are hiring\./);
    expect(english.text).toContain("Data Engineer");
    const french = await collectReply(brain, {
      history: [],
      message: "Recrutez-vous des architectes infonuagiques en ce moment ?",
      attachments: [],
      locale: "fr",
    });
    expect(french.text).toMatch(/^Oui, nous recrutons\./);
  });
});

describe("the open roles in French", () => {
  it("lists the roles by their French titles, with French punctuation, linking the French careers page", async () => {
    const reply = await collectReply(brain, {
      history: [],
      message: "Avez-vous des postes ouverts?",
      attachments: [],
      locale: "fr",
    });
    expect(reply.text).toContain(
      "Ingénieur(e) en fiabilité des sites\u00a0: Infonuagique et infrastructure",
    );
    expect(reply.text).toContain("](/fr/careers)");
    expect(reply.text).not.toMatch(/Site Reliability Engineer/);
  });
});
