import { describe, expect, it } from "vitest";
import { detectIntent, normaliseMessage } from "./detect-intent";
import { visitorQuestions } from "./visitor-questions";

describe("detectIntent on the fixed visitor questions", () => {
  it("has at least 40 questions covering every intent but document", () => {
    expect(visitorQuestions.length).toBeGreaterThanOrEqual(40);
    const covered = new Set(
      visitorQuestions.map((question) => question.intent),
    );
    for (const intent of [
      "greeting",
      "solution_area",
      "pricing",
      "wants_call",
      "blueprint",
      "careers",
      "offices",
      "talk_to_person",
      "portal_access",
      "general",
    ]) {
      expect(covered, intent).toContain(intent);
    }
  });

  it.each(visitorQuestions)(
    "$message → $intent",
    ({ message, intent, previousUser, previousAssistant }) => {
      expect(
        detectIntent(message, {
          previousUserMessage: previousUser,
          previousAssistantMessage: previousAssistant,
        }),
      ).toBe(intent);
    },
  );
});

describe("detectIntent precedence and context", () => {
  it("lets a request for a person win over everything else", () => {
    expect(
      detectIntent(
        "book a call or let me talk to a human about the portal price",
      ),
    ).toBe("talk_to_person");
  });

  it("asks for a person on the word alone, not when a question asks what a human does", () => {
    expect(detectIntent("human")).toBe("talk_to_person");
    expect(detectIntent("A human please!")).toBe("talk_to_person");
    expect(detectIntent("Un humain svp")).toBe("talk_to_person");
    expect(
      detectIntent("Is there a human reviewing each flagged claim?"),
    ).not.toBe("talk_to_person");
    expect(detectIntent("do humans sign off the model's decisions")).not.toBe(
      "talk_to_person",
    );
  });

  it("reads a portal we build for a client's public as a product, not as our client portal", () => {
    expect(
      detectIntent("What languages does the e-visa portal support?"),
    ).not.toBe("portal_access");
    expect(
      detectIntent("Le portail des contribuables fonctionne-t-il sur mobile ?"),
    ).not.toBe("portal_access");
    expect(detectIntent("How do I log into the portal?")).toBe("portal_access");
    expect(detectIntent("Comment accéder au portail client ?")).toBe(
      "portal_access",
    );
  });

  it("reads signing up for the newsletter as no account, and signing up for the portal as one", () => {
    expect(
      detectIntent("Can I sign up for your newsletter with a work address?"),
    ).not.toBe("portal_access");
    expect(detectIntent("How do I sign up for the client portal?")).toBe(
      "portal_access",
    );
  });

  it("reads sign-in protocols as identity work we build, not the visitor's own sign-in", () => {
    expect(
      detectIntent("What log-in methods can citizens use on your platforms?"),
    ).not.toBe("portal_access");
    expect(detectIntent("I cannot log in to my account")).toBe("portal_access");
    expect(
      detectIntent(
        "Votre registre peut-il se connecter aux systèmes des douanes ?",
      ),
    ).not.toBe("portal_access");
    expect(detectIntent("Je n'arrive pas à me connecter")).toBe(
      "portal_access",
    );
  });

  it("reads a client's revenue or passport office as a topic, not as our offices", () => {
    expect(
      detectIntent("Tell me about the island revenue office project"),
    ).not.toBe("offices");
    expect(
      detectIntent("Can passport offices use the e-visa platform?"),
    ).not.toBe("offices");
    expect(detectIntent("Where is your office?")).toBe("offices");
    expect(detectIntent("Do you have an office in Europe?")).toBe("offices");
  });

  it("reads what a platform would cost us as our pricing, and a success rate as no price", () => {
    expect(
      detectIntent("What would a national e-visa platform cost us roughly?"),
    ).toBe("pricing");
    expect(
      detectIntent(
        "Quel serait le coût approximatif d'une plateforme de visa nationale ?",
      ),
    ).toBe("pricing");
    expect(
      detectIntent("What's your success rate on government projects?"),
    ).not.toBe("pricing");
    expect(detectIntent("What are your day rates?")).toBe("pricing");
    // A service's own fee stays the service's.
    expect(
      detectIntent("Can applicants pay visa fees with mobile money?"),
    ).not.toBe("pricing");
  });

  it("takes 'quelqu'un peut me rappeler ?' as a call request", () => {
    expect(detectIntent("Est-ce que quelqu'un peut me rappeler ?")).toBe(
      "wants_call",
    );
    expect(detectIntent("Pourriez-vous m'appeler demain ?")).toBe("wants_call");
  });

  it("treats a call request as a lead even when it names a topic", () => {
    expect(
      detectIntent("Can we book a call about pricing and the blueprint?"),
    ).toBe("wants_call");
  });

  it("answers about attached documents unless a person or call is asked for", () => {
    expect(detectIntent("", { hasAttachments: true })).toBe("document");
    expect(
      detectIntent("What does the document say about e-visa pricing?", {
        hasAttachments: true,
      }),
    ).toBe("document");
    expect(
      detectIntent("What is the deadline?", { hasAttachments: true }),
    ).toBe("document");
    expect(detectIntent("Tell me about e-visa", { hasAttachments: true })).toBe(
      "solution_area",
    );
    expect(
      detectIntent("Please summarise the attached RFP", {
        hasAttachments: true,
      }),
    ).toBe("document");
    expect(
      detectIntent("Can I talk to a person about this?", {
        hasAttachments: true,
      }),
    ).toBe("talk_to_person");
    expect(detectIntent("", { hasAttachments: false })).toBe("general");
  });

  it("takes a short yes as a call request only after the assistant offered one", () => {
    expect(
      detectIntent("yes", {
        previousAssistantMessage: "Shall I arrange a call with a consultant?",
      }),
    ).toBe("wants_call");
    expect(
      detectIntent("yes", {
        previousAssistantMessage: "Our head office is in Ottawa.",
      }),
    ).toBe("general");
  });

  it("keeps the previous topic for a short follow-up, but not for a long unrelated message", () => {
    expect(
      detectIntent("and for designers?", { previousUserMessage: "any jobs?" }),
    ).toBe("careers");
    expect(
      detectIntent(
        "I am writing a long note today that has nothing at all to do with anything you sell",
        { previousUserMessage: "any jobs?" },
      ),
    ).toBe("general");
  });

  it("lets a greeting win only when nothing else is asked", () => {
    expect(detectIntent("Hello! Any vacancies?")).toBe("careers");
    expect(detectIntent("HELLO")).toBe("greeting");
  });

  it("does not take real words for typos of keywords", () => {
    expect(detectIntent("what is your postal code")).not.toBe("portal_access");
    expect(detectIntent("could you explain")).not.toBe("solution_area");
  });

  it("normalises case, accents, punctuation and the e-visa spelling", () => {
    expect(normaliseMessage("  Tell me about É-Visa!!  ")).toBe(
      "tell me about evisa",
    );
  });
});

describe("detectIntent in French (decision 055)", () => {
  it.each([
    ["Bonjour", "greeting"],
    ["Bonjour !", "greeting"],
    ["Je voudrais parler à une personne", "talk_to_person"],
    ["Pouvons-nous prendre un rendez-vous?", "wants_call"],
    ["Combien coûte un mandat?", "pricing"],
    ["Qu'est-ce qu'un plan directeur?", "blueprint"],
    ["Avez-vous des postes ouverts?", "careers"],
    ["Quels postes sont ouverts ?", "careers"],
    ["Y a-t-il des postes à pourvoir à Ottawa ?", "careers"],
    ["Où sont vos bureaux?", "offices"],
    ["Comment accéder au portail client?", "portal_access"],
    ["Parlez-moi de votre plateforme de visa électronique", "solution_area"],
  ] as const)("reads %j as %s", (message, intent) => {
    expect(detectIntent(message)).toBe(intent);
  });

  it("takes a French yes after an offer to arrange a call as a call request", () => {
    expect(
      detectIntent("Oui, merci", {
        previousAssistantMessage:
          "Souhaitez-vous que j'organise un appel avec l'un de nos conseillers?",
      }),
    ).toBe("wants_call");
  });
});

describe("detectIntent on fees and costs", () => {
  it("takes a fee of the service being discussed for that service, not for our pricing", () => {
    expect(
      detectIntent("Can applicants pay visa fees with mobile money?"),
    ).toBe("solution_area");
    expect(detectIntent("Les frais de visa se paient-ils en ligne?")).toBe(
      "solution_area",
    );
    expect(detectIntent("How much does the e-visa platform cost?")).toBe(
      "pricing",
    );
    expect(detectIntent("What are your fees for a tax platform?")).toBe(
      "pricing",
    );
    expect(detectIntent("Combien coûte un mandat?")).toBe("pricing");
  });

  it("does not take a French 'combien' (how many) for a price", () => {
    expect(
      detectIntent(
        "De combien les recettes ont-elles augmenté dans l'État insulaire?",
      ),
    ).not.toBe("pricing");
  });
});

describe("detectIntent, fifth round (decision 057)", () => {
  it("takes handing the conversation on to someone as a request for a person", () => {
    expect(
      detectIntent(
        "Could you forward this chat to a solutions architect who can read it all?",
      ),
    ).toBe("talk_to_person");
    expect(
      detectIntent(
        "Merci de transférer cette conversation à un conseiller de votre équipe.",
      ),
    ).toBe("talk_to_person");
    expect(detectIntent("Does the portal keep this conversation?")).not.toBe(
      "talk_to_person",
    );
  });

  it("prices a quote, but not quoting someone", () => {
    expect(detectIntent("Could we get a quote for the tax modules?")).toBe(
      "pricing",
    );
    expect(
      detectIntent("May I quote your article's author in our briefing note?"),
    ).not.toBe("pricing");
  });

  it("keeps a typo's first letter: a job posting is no misspelt costing", () => {
    expect(detectIntent("Is the data engineer posting still open?")).toBe(
      "careers",
    );
    expect(detectIntent("what is the costng of a blueprint")).toBe("pricing");
  });

  it("reads a role by its title, in English and French, and not a health post", () => {
    expect(detectIntent("Tell me about the Security Architect position.")).toBe(
      "careers",
    );
    expect(
      detectIntent("Le poste de concepteur de produits est-il encore ouvert ?"),
    ).toBe("careers");
    expect(
      detectIntent("Nos postes de santé sont loin des hôpitaux."),
    ).not.toBe("careers");
    expect(detectIntent("Do you hire people in Nova Scotia?")).toBe("careers");
    expect(
      detectIntent("Où en est ma candidature, envoyée la semaine dernière ?"),
    ).toBe("careers");
  });

  it("reads a city in a conversation about a role as the role's, not our offices", () => {
    const afterRole = {
      previousUserMessage:
        "I'd like to hear more about the QA Automation Engineer role.",
    };
    expect(
      detectIntent(
        "Could that be done from home, or must I move to Atlanta?",
        afterRole,
      ),
    ).toBe("careers");
    expect(
      detectIntent("What is your street address in Atlanta?", afterRole),
    ).toBe("offices");
  });

  it("keeps a role's topic when a message pointing back names its domain", () => {
    expect(
      detectIntent("Is it hybrid, and does it need a security clearance?", {
        previousUserMessage:
          "I'm thinking of applying for the Security Architect role.",
      }),
    ).toBe("careers");
    expect(
      detectIntent("Does your tax platform handle security audits?", {
        previousUserMessage:
          "I'm thinking of applying for the Security Architect role.",
      }),
    ).not.toBe("careers");
  });

  it("keeps the previous topic for a message that picks among its answer or points back", () => {
    const afterJobs = { previousUserMessage: "What roles are open right now?" };
    expect(
      detectIntent(
        "Which of them fits someone from a revenue agency background?",
        afterJobs,
      ),
    ).toBe("careers");
    expect(
      detectIntent(
        "Is it a permanent contract, and does it come with a pension plan?",
        afterJobs,
      ),
    ).toBe("careers");
  });

  it("reads the network's state as no sign-in, and citizens' logins as identity work", () => {
    expect(
      detectIntent("L'application fonctionne-t-elle hors connexion ?"),
    ).not.toBe("portal_access");
    expect(
      detectIntent("Avec une connexion faible, les formulaires tiennent-ils ?"),
    ).not.toBe("portal_access");
    expect(
      detectIntent("Je n'arrive pas à trouver la page de connexion."),
    ).toBe("portal_access");
    expect(
      detectIntent(
        "Citizens juggle logins for every ministry: can you fix that?",
      ),
    ).not.toBe("portal_access");
  });

  it("reads a visitor's branch office as theirs, not ours", () => {
    expect(
      detectIntent(
        "Our branch offices still take cash. Can your platform help?",
      ),
    ).not.toBe("offices");
  });
});

describe("detectIntent on requests for a person or a follow-up (fifth round)", () => {
  it.each([
    "Please have one of your consultants reach out to me.",
    "I'd like to receive a proposal for our ministry.",
    "We want to start a project with you, what's the next step?",
    "I would like to be contacted by a sales representative.",
    "Please get back to me at my work address.",
    "How do I get in contact with your sales team?",
    "Je souhaite être contacté par un conseiller.",
    "Pouvez-vous nous envoyer une proposition ?",
    "Est-ce qu'un expert peut me joindre demain ?",
    "J'aimerais qu'on me rappelle.",
    "Could you arrange for someone to walk us through the platform?",
    "We'd like a presentation for our steering committee.",
    "I want to book time with an architect.",
    "We're ready to move forward, how do we engage you?",
    "Send me more information by email.",
    "I'd like someone to contact my director.",
    "Please put me in touch with your health team.",
    "Can we schedule a workshop on data residency?",
    "Pouvez-vous organiser une présentation pour notre comité ?",
    "J'aimerais réserver un créneau avec un architecte.",
    "Envoyez-moi de la documentation par courriel.",
    "Comment procéder pour travailler avec vous ?",
    "J'aimerais qu'un conseiller me rappelle demain.",
    "J'aimerais être rappelé cette semaine.",
    "Drop me a line when you can.",
    "Let's talk next week.",
    "I want to discuss our project with your team.",
    "Can we continue this by phone?",
  ])("takes '%s' as a lead", (message) => {
    expect(detectIntent(message)).toBe("wants_call");
  });

  it.each([
    "Is there someone I can speak to about this?",
    "Connect me with an expert please.",
    "Mettez-moi en relation avec un conseiller.",
    "Transmettez ma demande à un conseiller, s'il vous plaît.",
    "Je voudrais discuter de notre projet avec un de vos spécialistes.",
    "Passez-moi un humain.",
    "I want to escalate this.",
    "Can I speak to a manager?",
    "Je souhaite parler à un responsable.",
    "Can a human take over this chat?",
    "Is there a real person I can chat with?",
    "Je voudrais qu'un humain prenne le relais.",
    "Our release is down and I need somebody on the line now.",
    "Y a-t-il un conseiller disponible ?",
    "Votre robot ne comprend pas ce que je demande.",
  ])("takes '%s' as a request for a person", (message) => {
    expect(detectIntent(message)).toBe("talk_to_person");
  });

  it("does not take who takes over a platform for a request for a person", () => {
    for (const message of [
      "Does the officer take over when the model is unsure?",
      "Who takes over the platform after go-live?",
      "Qui peut prendre le relais après la mise en service ?",
    ])
      expect(detectIntent(message), message).not.toBe("talk_to_person");
  });

  it("does not take a question about a workshop, or information the visitor sends, for a lead", () => {
    expect(detectIntent("What does a Blueprint workshop cover?")).toBe(
      "blueprint",
    );
    expect(
      detectIntent("Can I send you information about our tender?"),
    ).not.toBe("wants_call");
    expect(
      detectIntent("What information do you collect when I contact you?"),
    ).not.toBe("wants_call");
  });

  it("does not take a question about being contacted for a request to be", () => {
    expect(
      detectIntent("After I apply for a job, how will I be contacted?"),
    ).not.toBe("wants_call");
    expect(
      detectIntent("Quand les candidats sont-ils contactés après l'entrevue ?"),
    ).not.toBe("wants_call");
  });
});

describe("detectIntent on third parties, reaching us and a service's fees (fifth round)", () => {
  it("reads French « des tiers » as third parties, and English tiers as pricing", () => {
    expect(detectIntent("Communiquez-vous mes données à des tiers ?")).not.toBe(
      "pricing",
    );
    expect(detectIntent("What pricing tiers do you have?")).toBe("pricing");
  });

  it("sends a visitor asking how to reach us to the contact page's details", () => {
    expect(detectIntent("What is the best e-mail to reach you?")).toBe(
      "offices",
    );
    expect(detectIntent("How can I contact you outside office hours?")).toBe(
      "offices",
    );
  });

  it("reads a short follow-up about fees after a solution as that service's fees", () => {
    expect(
      detectIntent("et les frais de dossier ?", {
        previousUserMessage:
          "Décrivez-moi votre plateforme de visa électronique.",
      }),
    ).not.toBe("pricing");
    expect(
      detectIntent("and your fees?", {
        previousUserMessage: "What is a Blueprint?",
      }),
    ).toBe("pricing");
  });
});

describe("detectIntent, the fifth round's development set", () => {
  it("keeps the careers topic for « y en a-t-il un… ? » and prices « coûtera »", () => {
    expect(
      detectIntent("Y en a-t-il un qui accepte des candidats à Vancouver ?", {
        previousUserMessage: "Quels postes sont ouverts en ce moment ?",
      }),
    ).toBe("careers");
    expect(
      detectIntent("Combien coûtera un deuxième module après le premier ?"),
    ).toBe("pricing");
  });
});

describe("detectIntent, the fifth round's own probes", () => {
  it("asks for a lead only when the visitor asks for the appointment, not the product's users", () => {
    expect(
      detectIntent(
        "Les citoyens peuvent-ils prendre rendez-vous au guichet en ligne ?",
      ),
    ).not.toBe("wants_call");
    expect(
      detectIntent("Can clinics schedule appointments through the platform?"),
    ).not.toBe("wants_call");
    expect(
      detectIntent("Pouvez-vous fixer un rendez-vous la semaine prochaine ?"),
    ).toBe("wants_call");
    expect(detectIntent("I'd like a consultation about our registry.")).toBe(
      "wants_call",
    );
    expect(
      detectIntent(
        "Pourriez-vous nous faire une proposition pour notre ministère ?",
      ),
    ).toBe("wants_call");
    expect(detectIntent("Get me a consultant, please.")).toBe("talk_to_person");
  });
});

describe("detectIntent, the fifth round's second development set", () => {
  it("does not take a meeting the visitor is driving to, or the Get Started form, for a request", () => {
    expect(
      detectIntent("Where can I leave my car when I come in for a meeting?"),
    ).not.toBe("wants_call");
    expect(
      detectIntent("Once the Get Started form is sent, who reads it?"),
    ).not.toBe("blueprint");
    expect(
      detectIntent("That fits. We'd like a detailed proposal for our agency."),
    ).toBe("wants_call");
  });
});

describe("detectIntent, sixth round (decision 057)", () => {
  it("reads 'give us a call' and « rencontrer vos conseillers » as asking for a call", () => {
    expect(detectIntent("Could someone give us a call next week?")).toBe(
      "wants_call",
    );
    expect(detectIntent("Please give me a ring tomorrow.")).toBe("wants_call");
    expect(
      detectIntent(
        "Nous aimerions rencontrer vos architectes le mois prochain.",
      ),
    ).toBe("wants_call");
    expect(
      detectIntent("Est-il possible de rencontrer un de vos conseillers ?"),
    ).toBe("wants_call");
  });

  it("reads taking over the chat, « me transférer » and « poursuivre avec quelqu'un » as asking for a person", () => {
    expect(detectIntent("Can a real member of staff pick up this chat?")).toBe(
      "talk_to_person",
    );
    expect(
      detectIntent("Could someone take over this conversation please"),
    ).toBe("talk_to_person");
    expect(detectIntent("Pouvez-vous me transférer ?")).toBe("talk_to_person");
    expect(
      detectIntent("J'aimerais poursuivre avec quelqu'un de votre équipe."),
    ).toBe("talk_to_person");
  });

  it("does not take a visitor's own office, or « d'office », for ours", () => {
    expect(
      detectIntent(
        "Our audit office needs a new case management system. Can you help?",
      ),
    ).not.toBe("offices");
    expect(
      detectIntent(
        "Can the finance ministry office approve refunds in your system?",
      ),
    ).not.toBe("offices");
    expect(
      detectIntent("Les données sont-elles chiffrées d'office ?"),
    ).not.toBe("offices");
  });

  it("reads « vacances » as holidays, not a typo of vacancies", () => {
    expect(
      detectIntent("Les employés ont-ils droit à des vacances payées ?"),
    ).not.toBe("careers");
  });

  it("reads how a role is worked, and « engagez-vous du monde », as careers", () => {
    expect(detectIntent("Is the UX role hybrid or office-based?")).toBe(
      "careers",
    );
    expect(detectIntent("Engagez-vous du monde en ce moment ?")).toBe(
      "careers",
    );
  });

  it("does not take one sign-in across ministries, the identity work we build, for the portal", () => {
    expect(
      detectIntent("Can citizens have one sign-in across all ministries?"),
    ).not.toBe("portal_access");
    expect(
      detectIntent("Do you build a unified sign-in for government services?"),
    ).not.toBe("portal_access");
  });

  it("reads a sum put to us, a Quebec « soumission » and a partner's tier as pricing or not, by what they are (seventh round)", () => {
    expect(
      detectIntent("My minister wants a ballpark: is it around CAD 200k?"),
    ).toBe("pricing");
    expect(
      detectIntent(
        "Pouvez-vous nous préparer une soumission pour la plateforme fiscale ?",
      ),
    ).toBe("pricing");
    expect(detectIntent("Are you a Gold tier partner of Microsoft?")).not.toBe(
      "pricing",
    );
  });

  it("reads a role and a job offer as careers, and the law of the site as not the portal (seventh round)", () => {
    expect(
      detectIntent(
        "Could you sponsor a work permit for the Atlanta positions?",
      ),
    ).toBe("careers");
    expect(detectIntent("What are your positions on AI ethics?")).not.toBe(
      "careers",
    );
    expect(detectIntent("Le poste en cybersécurité est-il permanent ?")).toBe(
      "careers",
    );
    expect(
      detectIntent("Which courts decide disputes about the client portal?"),
    ).not.toBe("portal_access");
    expect(
      detectIntent("La télémédecine demande quel type de connexion ?"),
    ).not.toBe("portal_access");
  });
});
