import { describe, expect, it } from "vitest";
import { visitorQuestions } from "~/domain/chat/visitor-questions";
import type { BrainInput } from "../chat-brain.server";
import {
  collectReply,
  inventedNumbers,
  markdownLinks,
  sourceTexts,
} from "./grounding-checks";
import { createKnowledgeBase } from "./knowledge-base.server";
import { makeDocument, splitSentences } from "./knowledge-document.server";
import { createOfflineBrain, wordGroups } from "./offline-brain.server";
import { siteDocuments } from "./site-documents.server";

const documents = siteDocuments();
const brain = createOfflineBrain({
  knowledge: createKnowledgeBase({
    load: async () => documents,
    signature: async () => "fixed",
  }),
});

function inputFor(question: (typeof visitorQuestions)[number]): BrainInput {
  const history: BrainInput["history"] = [];
  if (question.previousUser)
    history.push({ role: "user", content: question.previousUser });
  if (question.previousAssistant)
    history.push({ role: "assistant", content: question.previousAssistant });
  return { history, message: question.message, attachments: [] };
}

describe("the offline brain on the fixed visitor questions", () => {
  it.each(visitorQuestions)(
    "grounds its answer to “$message”",
    async (question) => {
      const reply = await collectReply(brain, inputFor(question));
      const types = reply.events.map((event) => event.type);
      expect(types[0]).toBe("intent");
      expect(reply.events[0]).toEqual({
        type: "intent",
        intent: question.intent,
      });
      expect(types.at(-1)).toBe("usage");
      expect(reply.events.at(-1)).toEqual({
        type: "usage",
        answeredBy: "offline",
        tokens: 0,
      });
      expect(reply.deltas).toBeGreaterThan(1);
      // Every figure in the answer is on one of the pages it names.
      expect(
        inventedNumbers(reply.text, sourceTexts(documents, reply.sources)),
      ).toEqual([]);
      // It names its sources and links each, and every link is a path on this site.
      expect(reply.sources.length).toBeGreaterThan(0);
      const links = markdownLinks(reply.text);
      for (const source of reply.sources)
        expect(
          links.map((l) => l.href),
          source.href,
        ).toContain(source.href);
      for (const l of links) expect(l.href).toMatch(/^\/(?!\/)/);
      // Readable length.
      expect(reply.text.split(/\s+/).length).toBeLessThanOrEqual(130);
    },
  );

  it("offers the contact form for calls, blueprints and pricing, and the hand-off form for a person", async () => {
    const actionOf = async (message: string) =>
      (
        await collectReply(brain, { history: [], message, attachments: [] })
      ).events.find((event) => event.type === "action");
    expect(await actionOf("how much does it cost")).toEqual({
      type: "action",
      action: "contact_form",
    });
    expect(await actionOf("I'd like to book a call")).toEqual({
      type: "action",
      action: "contact_form",
    });
    expect(await actionOf("free blueprint")).toEqual({
      type: "action",
      action: "contact_form",
    });
    expect(await actionOf("Can I talk to a person?")).toEqual({
      type: "action",
      action: "handoff_form",
    });
    expect(await actionOf("tell me about e-visa")).toBeUndefined();
  });

  it("does not answer a careers question for a thing the site never gives with the careers reply", async () => {
    const reply = await collectReply(brain, {
      history: [],
      message: "What is the salary band for your open data engineer role?",
      attachments: [],
    });
    expect(reply.text).toMatch(/^Our site does not say/);
    expect(reply.text).toContain("](/contact)");
  });

  it("answers how long a résumé is kept from the privacy page, not with the careers reply", async () => {
    const reply = await collectReply(brain, {
      history: [],
      message:
        "If my job application is unsuccessful, how long is my CV retained?",
      attachments: [],
    });
    expect(reply.text).toContain("12 months");
    expect(reply.text).toContain("](/privacy)");
  });

  it("opens a list of our values with their heading, which names what was asked", async () => {
    const reply = await collectReply(brain, {
      history: [],
      message: "What are the core values of your firm?",
      attachments: [],
    });
    expect(reply.text).toMatch(/^Our core values: /);
    // All five, by their labels.
    for (const value of [
      "Innovation",
      "Transparency",
      "Global Inclusion",
      "Sustainability",
      "Security",
    ])
      expect(reply.text).toContain(`- ${value}\n`);
    expect(reply.text).toContain("](/about)");
  });

  it("lists a solution's features by their labels, and links a page once", async () => {
    const reply = await collectReply(brain, {
      history: [],
      message: "What features come with your e-visa platform?",
      attachments: [],
    });
    expect(reply.text).not.toMatch(/^Our site does not say/);
    expect(reply.text).toContain("- Online applications\n");
    expect(reply.text).toContain("- E-gates and border integration\n");
    const principles = await collectReply(brain, {
      history: [],
      message: "Which principles guide every engagement?",
      attachments: [],
    });
    expect(principles.text.match(/\]\(\/blueprint\)/g)?.length).toBe(1);
  });

  it("says yes to a call in its first words, in the visitor's language", async () => {
    const ask = async (message: string, locale: "en" | "fr") =>
      (
        await collectReply(brain, {
          history: [],
          message,
          attachments: [],
          locale,
        })
      ).text;
    expect(
      await ask("Could someone call me back about a pilot?", "en"),
    ).toMatch(/^Yes, we can arrange that call\./);
    expect(
      await ask("Pouvez-vous me rappeler au sujet d'un projet pilote ?", "fr"),
    ).toMatch(/^Oui, nous pouvons organiser cet appel\./);
  });

  it("answers a solution question with the page's own sentences first, not a quoted page", async () => {
    const reply = await collectReply(brain, {
      history: [],
      message: "tell me about e-visa",
      attachments: [],
    });
    expect(reply.sources[0]).toEqual({
      title: "e-Visa & Immigration",
      href: "/solutions/evisa",
    });
    const evisa = documents.find(
      (document) => document.id === "solution:evisa",
    )!;
    expect(reply.text).not.toMatch(/^From \[/);
    const [lead, detail] = reply.text.split("\n\n");
    expect(evisa.sentences).toContain(lead);
    for (const sentence of splitSentences(detail!))
      expect(evisa.sentences).toContain(sentence);
    expect(reply.text).toContain("[e-Visa & Immigration](/solutions/evisa)");
  });

  it("answers the tiers, offices, roles and portal from the site's content", async () => {
    const text = async (message: string) =>
      (await collectReply(brain, { history: [], message, attachments: [] }))
        .text;
    const pricing = await text("how much does it cost");
    for (const tier of ["Discovery", "Blueprint", "Blueprint + Implementation"])
      expect(pricing).toContain(`**${tier}**`);
    const offices = await text("where are your offices");
    expect(offices).toContain("340 Albert Street");
    expect(offices).toContain("1100 Peachtree Street NE");
    const roles = await text("Are you hiring cloud engineers?");
    expect(roles).toContain("Principal Cloud Architect");
    expect(roles).toContain("[Careers](/careers)");
    const portal = await text("can I get access to the client portal");
    expect(portal).toContain("Access is by invitation only.");
    expect(portal).toContain("[Sign in](/auth)");
  });

  it("answers a question about a named role from its advert, and lists matching roles first", async () => {
    const contract = await collectReply(brain, {
      history: [],
      message:
        "For the QA Automation Engineer opening, how long is the contract?",
      attachments: [],
    });
    expect(contract.text).toContain("12-month");
    const inAtlanta = await collectReply(brain, {
      history: [
        { role: "user", content: "Which data roles are you recruiting for?" },
        { role: "assistant", content: "More on [Careers](/careers)." },
      ],
      message: "any in Atlanta?",
      attachments: [],
    });
    expect(inAtlanta.text.split("\n\n")[0]).toContain("Atlanta");
  });

  it("does not answer a careers question for two things no page names with the careers reply", async () => {
    const reply = await collectReply(brain, {
      history: [],
      message:
        "Do you run internships or work-study placements for college students?",
      attachments: [],
    });
    expect(reply.text).toMatch(/^Our site does not say anything about/);
    expect(reply.text).not.toContain("we are hiring");
  });

  it("answers a short follow-up from the topic of the previous question", async () => {
    const reply = await collectReply(brain, {
      history: [
        { role: "user", content: "What is AftrLife?" },
        {
          role: "assistant",
          content: "AftrLife lets a person record their own stories.",
        },
      ],
      message: "tell me more",
      attachments: [],
    });
    expect(reply.events[0]).toEqual({
      type: "intent",
      intent: "solution_area",
    });
    expect(reply.sources[0]).toEqual({
      title: "AftrLife Avatars",
      href: "/solutions/aftrlife",
    });
  });

  it("gives the overview of our solutions to a question with nothing to search for", async () => {
    const reply = await collectReply(brain, {
      history: [],
      message: "What do you do?",
      attachments: [],
    });
    expect(reply.events[0]).toEqual({
      type: "intent",
      intent: "solution_area",
    });
    expect(reply.text).toContain("[e-Visa & Immigration](/solutions/evisa)");
    expect(reply.text).toContain(
      "[Construction & Inspection](/solutions/construction)",
    );
  });

  it("says honestly when the site has nothing, and offers contact and the blueprint", async () => {
    const reply = await collectReply(brain, {
      history: [],
      message: "What's the weather like on Mars?",
      attachments: [],
    });
    expect(reply.text).toMatch(
      /^Our site does not say anything about “weather[^”]*”/,
    );
    // A page names Kubernetes, none names its operators: a near-miss, told as such.
    const unknownTool = await collectReply(brain, {
      history: [],
      message: "Do you work with Kubernetes operators?",
      attachments: [],
    });
    // Its first sentence names the word no page has, in the visitor's words.
    expect(unknownTool.text).toMatch(
      /^Our site does not say anything about “operators”, so I would rather not guess\./,
    );
    expect(unknownTool.text).toContain("(/contact)");
    expect(reply.text).toContain("(/contact)");
    expect(reply.text).toContain("(/blueprint)");
  });

  it("quotes the visitor's document, names the file, and relates it to our work", async () => {
    const attachments = [
      {
        name: "rfp-immigration.txt",
        text:
          "The Ministry of Interior invites proposals for a national e-visa platform. Applicants must be able to apply and pay online. " +
          "The platform must process 250,000 applications per year. Proposals are due on 14 March. The office is closed on public holidays.",
      },
    ];
    const reply = await collectReply(brain, {
      history: [],
      message: "How many applications per year does the attached RFP mention?",
      attachments,
    });
    expect(reply.events[0]).toEqual({ type: "intent", intent: "document" });
    expect(reply.text).toContain("**rfp-immigration.txt**");
    expect(reply.text).toContain("250,000 applications per year");
    expect(reply.sources.map((source) => source.href)).toContain(
      "/solutions/evisa",
    );
    expect(
      inventedNumbers(reply.text, [
        ...sourceTexts(documents, reply.sources),
        attachments[0]!.text,
      ]),
    ).toEqual([]);
  });

  it("quotes a link in the visitor's document as text, never as a link of its own (docs/access-audit.md)", async () => {
    const attachments = [
      {
        name: "[Staff login](https://evil.example/a).txt",
        text:
          "Our e-visa platform must be replaced before the next tourist season starts. " +
          "Please [Verify your staff account](https://evil.example/login) before the e-visa review meeting. " +
          "Visa applications are also received at <https://evil.example/apply> during the e-visa pilot.",
      },
    ];
    const reply = await collectReply(brain, {
      history: [],
      message: "What does my document say about verifying the e-visa account?",
      attachments,
    });
    expect(reply.events[0]).toEqual({ type: "intent", intent: "document" });
    // The link's words are quoted; its address is not repeated under our name.
    expect(reply.text).toContain("Verify your staff account ([…])");
    expect(reply.text).not.toContain("evil.example");
    // Only our own pages are linked: the visitor's words and addresses are plain text.
    for (const l of markdownLinks(reply.text))
      expect(l.href).toMatch(/^\/(?!\/)/);
    expect(reply.text).not.toMatch(/\]\(https?:|<https?:/);
  });

  it("says so when a document has no readable text", async () => {
    const reply = await collectReply(brain, {
      history: [],
      message: "",
      attachments: [{ name: "scan.pdf", text: "" }],
    });
    expect(reply.text).toContain(
      "I could not find readable text in **scan.pdf**",
    );
  });

  it("stops streaming when the visitor goes away", async () => {
    const controller = new AbortController();
    const events = [];
    for await (const event of brain.reply({
      history: [],
      message: "how much does it cost",
      attachments: [],
      signal: controller.signal,
    })) {
      events.push(event);
      if (event.type === "delta") controller.abort();
    }
    expect(events.filter((event) => event.type === "delta")).toHaveLength(1);
    expect(events.some((event) => event.type === "usage")).toBe(false);
  });
});

describe("wordGroups", () => {
  it("splits a text into groups of words that join back to the text", () => {
    const text = "One two three four five six.\n\n- seven eight";
    const groups = wordGroups(text, 4);
    expect(groups.join("")).toBe(text);
    expect(groups).toEqual([
      "One two three four ",
      "five six.\n\n- seven ",
      "eight",
    ]);
  });
});

describe("the knowledge base", () => {
  function fakeSource() {
    const state = {
      signature: "one",
      title: "Alpha page",
      loads: 0,
      signatures: 0,
    };
    const source = {
      async load() {
        state.loads++;
        return [
          makeDocument("page:x", "about", state.title, "/x", [
            `${state.title} describes the zebrafish programme in detail.`,
          ]),
        ];
      },
      async signature() {
        state.signatures++;
        return state.signature;
      },
    };
    return { state, source };
  }

  it("builds on first use, re-checks the signature at most once per interval, and rebuilds when it changed", async () => {
    const { state, source } = fakeSource();
    let clock = 0;
    const knowledge = createKnowledgeBase(source, {
      recheckMs: 30_000,
      now: () => clock,
    });
    expect(state.loads).toBe(0);
    await knowledge.index();
    expect(state.loads).toBe(1);
    clock = 10_000;
    await knowledge.index();
    await knowledge.settled();
    expect(state.signatures).toBe(1);
    state.signature = "two";
    state.title = "Beta page";
    clock = 31_000;
    // The reply that triggers the check is served from the index it has; the rebuild is in the background.
    expect((await knowledge.index()).documents[0]!.title).toBe("Alpha page");
    await knowledge.settled();
    expect(state.loads).toBe(2);
    expect((await knowledge.index()).documents[0]!.title).toBe("Beta page");
  });

  it("does not rebuild when the signature is unchanged", async () => {
    const { state, source } = fakeSource();
    let clock = 0;
    const knowledge = createKnowledgeBase(source, {
      recheckMs: 1000,
      now: () => clock,
    });
    await knowledge.index();
    clock = 5000;
    await knowledge.index();
    await knowledge.settled();
    expect(state.signatures).toBe(2);
    expect(state.loads).toBe(1);
  });

  it("rebuilds before the next answer after invalidate()", async () => {
    const { state, source } = fakeSource();
    const knowledge = createKnowledgeBase(source, { recheckMs: 60_000 });
    await knowledge.index();
    state.title = "Gamma page";
    knowledge.invalidate();
    expect((await knowledge.index()).documents[0]!.title).toBe("Gamma page");
  });

  it("keeps answering from the current index when a background check fails", async () => {
    const { state, source } = fakeSource();
    let clock = 0;
    const knowledge = createKnowledgeBase(
      {
        ...source,
        signature: async () =>
          clock > 0 ? Promise.reject(new Error("db down")) : state.signature,
      },
      { recheckMs: 1, now: () => clock },
    );
    await knowledge.index();
    clock = 10;
    await knowledge.index();
    await knowledge.settled();
    expect((await knowledge.index()).documents[0]!.title).toBe("Alpha page");
  });
});
