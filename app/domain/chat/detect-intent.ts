import { jobs } from "~/content/jobs";
import { jobs as frenchJobs } from "~/content/fr/jobs";
import type { ChatIntent } from "./chat-intent";

/**
 * Reads what a visitor's message asks for. Pure and cheap: the offline brain and
 * the provider brain both call it before answering, and the console shows its result.
 *
 * A message often touches several intents ("hi, how much does a blueprint cost?"). One wins,
 * by this precedence, from the most specific request for action down to small talk:
 *
 *   talk_to_person > wants_call > document > portal_access > pricing > blueprint > careers
 *     > offices > solution_area > greeting > general
 *
 * - A visitor who asks for a human gets one, whatever else the message says.
 * - A call request beats the topic of the call ("book a call about pricing" is a lead).
 * - With documents in the conversation, a message that names them ("the attached RFP", "this
 *   file") or is empty is about them unless a person or call was asked for; a message about
 *   something else ("tell me about e-visa") keeps its own intent, and one with no intent of its
 *   own ("what is the deadline?") is taken to be about the documents.
 * - Pricing beats blueprint: "how much is the blueprint?" is answered with the tiers.
 * - A greeting wins only when nothing else was asked ("hi, jobs?" is careers).
 *
 * When the message has no intent of its own, the previous turn decides: a short "yes" after the
 * assistant offered to arrange a call is a call request, and a short follow-up ("and how long
 * does it take?") keeps the topic of the visitor's previous message.
 */
export type IntentContext = {
  /** The visitor's previous message, if any. */
  previousUserMessage?: string;
  /** The assistant's previous reply, if any. */
  previousAssistantMessage?: string;
  /** Documents are attached to this message or earlier in the conversation. */
  hasAttachments?: boolean;
};

type Rule = {
  intent: ChatIntent;
  /** Whole words (after normalising), matched exactly, or within one typo when 5+ letters long. */
  words?: string[];
  /** Regular expressions over the normalised text (lower case, single spaces, no punctuation). */
  phrases?: RegExp[];
};

const PERSON_WORDS =
  "(?:a |an |some |real |actual |live |one of your |your )*(?:person|human|humans|someone|somebody|agent|representative|rep|consultant|consultants|expert|experts|specialist|specialists|architect|architects|adviser|advisers|advisor|advisors|manager|supervisor|director|someone in charge|people|staff|team member|member of (?:the |your )?team|sales|operator|team)";
/** The same in French, after « à », « avec » (« un de vos spécialistes », « quelqu'un de votre équipe »). */
const FRENCH_PERSON_WORDS =
  "(?:un |une |l un |quelqu un |une vraie |un vrai )?(?:de vos |d un de vos )?(?:personne|humain|conseiller|conseillers|conseillere|agent|representant|specialiste|specialistes|expert|experts|experte|architecte|architectes|responsable|gestionnaire|directeur|directrice|membre de (?:votre |l )?equipe|quelqu un|votre equipe)";

/**
 * Our open roles' titles, in either language, as normaliseMessage leaves them, and without what
 * they add in brackets (« Ingénieur(e) en identité numérique » is written « ingénieur en identité
 * numérique », « Rédacteur(trice) technique » « rédacteur technique »).
 */
const ROLE_TITLES = [...jobs, ...frenchJobs].flatMap((job) => [
  normaliseMessage(job.title),
  normaliseMessage(job.title.replace(/\([^)]*\)/g, " ")),
]);
const longTitles = ROLE_TITLES.filter((title) => title.split(" ").length >= 3);
const shortTitles = ROLE_TITLES.filter(
  (title) => title.split(" ").length === 2,
);
/** A title of three words or more names the role. */
const ROLE_TITLE = new RegExp(`\\b(?:${longTitles.join("|")})\\b`);
/**
 * A two-word title is also what a client asks for ("will a security architect review it?"): it
 * names the role beside a word for a job (« votre contrat de rédacteur technique »).
 */
const SHORT_ROLE_TITLE = new RegExp(
  `^(?=.*\\b(?:role|position|posting|opening|job|contract|vacancy|poste|contrat|offre|emploi)\\b).*\\b(?:${shortTitles.join("|")})\\b`,
);

const RULES: Rule[] = [
  {
    intent: "talk_to_person",
    phrases: [
      // "Human!", "a human please": the word alone asks for one; "does a human confirm the
      // defects?" asks about the product, and is answered from the site.
      /^(?:a |an )?(?:human|humain)(?: (?:please|now|pls|svp|s il vous plait|maintenant))?$/,
      /\b(?:human|humain) (?:please|now|pls|svp|s il vous plait|maintenant)$/,
      // French (decision 055), written without accents as normaliseMessage leaves them.
      // « Discuter de notre projet avec un de vos spécialistes », « passez-moi un humain ».
      new RegExp(
        `\\b(?:parler|discuter|echanger)(?: \\w+){0,4} (?:a|avec) ${FRENCH_PERSON_WORDS}\\b`,
      ),
      new RegExp(
        `\\b(?:passez moi|mettez moi en (?:relation|contact) avec|me mettre en (?:relation|contact) avec|nous mettre en (?:relation|contact) avec) ${FRENCH_PERSON_WORDS}\\b`,
      ),
      /\b(?:vraie personne|etre humain|pas un robot)\b/,
      new RegExp(
        `\\b(?:talk|speak|chat|connect me|put me through|transfer me|hand me over)\\b(?: \\w+){0,3} (?:to|with) ${PERSON_WORDS}\\b`,
      ),
      // (Not "how long before a real person looks at my application?": a question about a process.)
      /\b(?:real|actual|live) (?:person|agent|human)\b(?! (?:looks?|reads?|reviews?|sees?|checks?|answers?|handles?|process(?:es)?|decides?|approves?|screens?|assesses)\b)/,
      /\bescalate (?:this|my|our)\b/,
      // "I need somebody on the line", « un humain disponible ? », "your bot doesn't understand".
      /\b(?:somebody|someone|a person|a human|an agent) on the (?:line|phone)\b|\b(?:humain|personne|conseiller|conseillere|agent) disponible\b/,
      /\b(?:robot|bot|chatbot|assistant) (?:ne (?:comprend|m aide) pas|doesn t (?:understand|help)|isn t helping|is useless|is not helping)\b/,
      // "Can a human take over?", « qu'un humain prenne le relais ».
      new RegExp(`${PERSON_WORDS} (?:to )?take (?:it |this )?over\\b`),
      // "Can a human from your team pick this up here in the chat?"
      new RegExp(
        `${PERSON_WORDS}(?: \\w+){0,4} (?:pick|take) (?:this|it) (?:up|over)\\b`,
      ),
      /\b(?:qu un|qu une|quelqu un|un humain|une personne|un conseiller|une conseillere|un agent) (?:de votre equipe )?(?:prenne|reprenne) le relais\b/,
      /\b(?:someone|somebody|a person|a human) (?:i|we) (?:can|could) chat (?:to|with)\b/,
      // "Is there someone I can speak to?", « quelqu'un à qui parler ».
      /\b(?:someone|somebody|anyone|a person) (?:i|we) (?:can|could) (?:speak|talk) (?:to|with)\b|\bquelqu un a qui (?:parler|m adresser)\b/,
      /\bnot (?:a |an )?(?:bot|robot|machine|ai)\b/,
      /\b(?:want|need|get) (?:a |an )?(?:person|human)\b|\bget me (?:someone|somebody|a person|a human|an agent|a consultant)\b/,
      // "I need to reach a human on your side immediately", "can you connect me here?"
      /\b(?:reach|get hold of|get|speak to|talk to) (?:a |an )?(?:human|person|real person|someone|somebody)(?: on your side| from your (?:team|side|company)| at kestrel)?(?: \w+){0,3} (?:now|immediately|right away|urgently|asap)\b|\bconnect me (?:here|now|right away|with (?:someone|somebody|a person|a human))\b/,
      // "I need someone from your team in this chat", « quelqu'un de chez vous dans cette discussion ».
      /\b(?:need|want|get|send|bring)(?: me| us)? (?:someone|somebody|a person|a human|an agent|one of your (?:people|staff|team|consultants|experts))(?: (?:from|at|of) [a-z ]{1,30}?)? (?:in|on|into|to join|here in|here on) (?:this|the|our) (?:chat|conversation)\b/,
      /\b(?:quelqu un|une personne|un humain|un conseiller|une conseillere|un membre de votre equipe)(?: de (?:chez vous|votre equipe|votre entreprise|kestrel))? (?:dans|sur|ici dans|ici sur) (?:cette|la|ce|notre) (?:discussion|conversation|clavardage|fenetre de discussion)\b/,
      // "Pass this conversation to one of your architects", « transmettre notre échange à
      // quelqu'un de votre équipe »: handing the conversation on is asking for a person.
      /\b(?:pass|forward|send|hand|transfer|escalate|share)(?: (?:on|over))? (?:this|the|our|my) (?:conversation|chat|discussion|thread|exchange)(?: (?:on|over))?(?: to\b|$)/,
      // "Could one of your staff take over this chat?", « pouvez-vous me transférer ? »
      /\b(?:pick|take) (?:up|over) (?:this|the|our|my) (?:conversation|chat|discussion|thread|exchange)\b/,
      /\b(?:me|nous) transferer\b|\b(?:poursuivre|continuer) (?:\w+ ){0,2}avec (?:quelqu un|une personne|un humain|un conseiller|une conseillere|un membre)\b/,
      /\b(?:transmettre|transmettez|transferer|transferez|faire suivre|faites suivre|passer|confier|confiez|relayer|relayez) (?:notre|cet|cette|ce|la|l|ma|mes) ?(?:echange|conversation|discussion|dossier|demande)\b/,
    ],
  },
  {
    intent: "wants_call",
    // "Meeting", "consultation" and "appointment" alone are often not a request ("driving in for
    // a meeting", "can patients book appointments?"): asking for one is in the phrases.
    words: ["callback"],
    phrases: [
      // The visitor asking for one, not « les patients peuvent-ils prendre rendez-vous ? ».
      /\b(?:voudrais|voudrions|veux|voulons|aimerais|aimerions|souhaite|souhaitons|souhaiterais) (?:\w+ ){0,2}(?:un |une )?(?:rendez vous|appel|rencontre|reunion|demonstration|demo)\b/,
      /\b(?:je|j|nous|on|me|m|pouvons nous|puis je|peut on|pourrait on|pourrions nous|pouvez vous|pourriez vous) (?:\w+ ){0,3}(?:prendre|fixer|organiser|planifier|obtenir|avoir|demander) (?:un |une )?(?:rendez vous|appel|rencontre|reunion|demonstration|demo)\b/,
      /\b(?:appelez moi|rappelez moi|contactez moi|joignez moi)\b/,
      // "Est-ce que quelqu'un peut me rappeler ?", "pourriez-vous m'appeler ?"
      /\b(?:me|nous) (?:rappeler|telephoner|contacter)\b|\bm appeler\b/,
      // « Pouvez-vous me faire rappeler par un conseiller ? »
      /\b(?:me|nous) faire (?:rappeler|appeler|contacter|recontacter|telephoner)\b/,
      /\b(?:book|schedule|arrange|set up|setup|organise|organize|have|get|request|want|need|like) (?:a |an |the |your )?(?:quick |short |first |discovery |intro |introductory |free )?(?:call|meeting|demo|consultation|chat|appointment)\b/,
      /\bcall me\b/,
      // "Can somebody give us a call?", « rencontrer l'un de vos conseillers ».
      /\bgive (?:me|us) a (?:call|ring|buzz)\b/,
      /\brencontrer (?:vos|votre|l un de vos|un de vos|des membres de votre) (?:architectes?|equipe|experts?|conseillers?|specialistes?|consultants?)\b/,
      /\b(?:contact|reach|phone|ring|email|e mail) me\b/,
      /\bget in touch\b|\bget in contact\b/,
      // "Drop me a line", "let's talk", "discuss it with your team", "by phone", « qu'un
      // conseiller me rappelle », « être rappelé ».
      /\bdrop (?:me|us) (?:a line|an email|an e mail|a note)\b|\blet s (?:talk|chat|meet|set up a call|schedule)\b/,
      /\bdiscuss (?:this|it|that|our (?:project|needs|requirements|case)|further|the details) (?:with|by) (?:you|your team|someone|a consultant|an expert|phone)\b|\b(?:continue|carry on|follow up) (?:this )?(?:by|over the) (?:phone|telephone|email|e mail)\b/,
      /\b(?:me|nous) (?:rappelle|rappellent|recontacte|recontactent|contacte|contactent|telephone|ecrive|ecrivent)\b|\bm appelle\b|\betre (?:rappele|rappelee|rappeles|joint|jointe)\b/,
      // "Have a consultant reach out to me", "be contacted", "get back to me", a proposal.
      /\b(?:reach out|get back|follow up) (?:to|with) (?:me|us)\b|\b(?:like|want|wish|prefer|need|love|ask) to (?:be|get) contacted\b/,
      /\b(?:receive|get|send|prepare|request|submit|need|want|like) (?:me |us )?(?:a |an |your )?(?:formal |written |first |full |detailed )?proposal\b/,
      /\b(?:start|begin|launch|kick off) (?:a|the|our) project with you\b/,
      /\b(?:souhaite|souhaitons|voudrais|voudrions|aimerais|aimerions|veux|voulons|desire|demande) (?:etre|a etre) (?:re)?contacte(?:e|s|es)?\b|\b(?:me|nous) (?:joindre|recontacter)\b|\bqu on (?:me|nous) (?:rappelle|contacte|joigne)\b/,
      /\b(?:envoyer|recevoir|obtenir|soumettre|preparer|demander) (?:nous |moi )?(?:une|votre) (?:proposition|offre de services?)\b/,
      /\b(?:nous|me|m) (?:faire|envoyer|soumettre|preparer|transmettre) (?:une|votre) (?:proposition|offre de services?)\b/,
      /\b(?:prendre|entrer) (?:contact|en contact)\b/,
      // A presentation, a workshop or time with an architect; being sent information; how to
      // engage us: every one of them is a lead for the team.
      /\b(?:organise|organize|arrange|schedule|set up|book|have|get|need|want|like|request|plan|put together|prepare|give us|run|do) (?:a |an |some )?(?:short |quick |first |formal |private |live |online |on site )?(?:presentation|briefing|workshop|walkthrough|walk through|session|demonstration|demo)\b/,
      /\bwalk (?:me|us) through\b|\bbook (?:some )?time with\b|\bput (?:me|us) in touch\b/,
      /\bhow (?:do|can|could|would) (?:we|i) (?:engage|hire|retain|contract|work with) (?:you|kestrel|your (?:team|firm|company))\b/,
      // "Who should we talk to?" about a tender or a project, « qui devrait-on contacter ? »
      /\bwho (?:should|can|could|do|would) (?:i|we) (?:talk|speak|write|reach out|send it) to\b|\b(?:like|invite) you to (?:bid|tender|submit a proposal)\b/,
      /\bqui (?:devrait on|doit on|dois je|devrais je|puis je|peut on|pouvons nous|faut il) (?:contacter|joindre|appeler)\b|\ba qui (?:devrait on|doit on|dois je|faut il|puis je) (?:nous |m )?(?:adresser|ecrire|parler)\b/,
      /\b(?:send|email|e mail|mail) (?:me|us) (?:more |some |further )?(?:information|info|details|documentation|a brochure|your brochure)\b/,
      /\b(?:contact|call|email|e mail|reach|phone) (?:my|our) (?:director|manager|team|office|colleague|cio|cto|minister|deputy minister|procurement)\b/,
      /\b(?:leave|give you|share|take) my (?:details|contact details|number|phone number|email|e mail address)\b|\bforward my (?:details|contact|information)\b/,
      /\b(?:organiser|planifier|prevoir|reserver|obtenir|avoir|souhaite|voudrais|aimerais) (?:une |un )?(?:presentation|atelier|seance|creneau|echange|demonstration|rencontre|breffage)\b/,
      /\b(?:m|nous) ecrire\b|\b(?:envoyez|envoyer|transmettez|faites parvenir) (?:moi |nous )?(?:de la |la |votre |vos |des |plus d )?(?:documentation|informations?|brochure|details)\b/,
      /\bcomment (?:proceder|retenir vos services|travailler avec vous|faire appel a vous|vous engager)\b/,
      /\b(?:meet|speak) (?:with )?(?:you|your (?:team|consultants?|experts?|architects?))\b/,
      /\bdemo\b/,
    ],
  },
  {
    intent: "document",
    phrases: [
      /\b(?:the |this |my |our |attached )(?:document|file|pdf|docx?|attachment|rfp|tender|brief|terms of reference|report)s?\b/,
      /\battached\b/,
    ],
  },
  {
    intent: "portal_access",
    words: ["dashboard", "password"],
    phrases: [
      // "Each ministry builds its own login", "a single login for citizens": the sign-in a
      // client's service offers is identity work we build, not the visitor's way into our portal.
      /\b(?<!(?:its|their|own|separate|single|one|common|shared|unified|same|citizen|citizens) )login\b(?! (?:systems?|services?|protocols?|standards?|flows?|pages? for (?:citizens|users|the public)|for (?:citizens|users|every|each|all|the public)))/,
      // "The e-visa portal", "le portail des contribuables": a portal we build for a client's
      // public is a product, not the visitor's way into our client portal.
      /\b(?<!(?:visa|evisa|tax|taxpayer|citizen|citizens|patient|applicant|government|online|public|national|service) )portal\b/,
      // (« Votre portail en Afrique de l'Ouest » is the e-visa portal we built there.)
      /\bportail\b(?! (?:de visa|de demande|des? (?:contribuables?|demandeurs?|citoyens?|patients?|voyageurs?)|citoyen|en ligne|public|national|fiscal|en \w+|au \w+|aux \w+))/,
      // "Se connecter aux sas automatisés" is one system reaching another, not a sign-in.
      // "Hors connexion", « une connexion faible », « quel genre de connexion » are the network, not a sign-in.
      /\b(?:mot de passe|me connecter|se connecter(?! (?:aux?|a|avec) )|(?<!(?:hors|sans|faible|perte de|coupure de|pas de|aucune|une|la|bonne|mauvaise|genre de|type de|sorte de|vitesse de|qualite de|debit de|quelle|meme|seule|unique|commune) )connexion(?! (?:faible|lente|internet|reseau|intermittente|instable|limitee|coupee))|mon compte|tableau de bord)\b/,
      // "Single sign-on", "one sign-in across ministries" and "sign-in protocols" are identity work we build, not the visitor's
      // own sign-in; signing up for the newsletter is not an account either.
      /\b(?<!(?:single|one|unified|common|shared|same) |(?:standards?|protocols?|methods?|options?) for )(?:sign|log) (?:in|on|up)\b(?! (?:for|to) (?:your |the |our )?(?:newsletter|mailing list|insights|updates)\b| (?:protocols?|methods?|standards?|flows?|options?|federation|across)\b)/,
      /\b(?:my|an|client) account\b/,
      /\binvit(?:e|ation|ed)\b/,
      /\bclient (?:area|access|login)\b/,
    ],
  },
  {
    intent: "pricing",
    words: [
      "price",
      "prices",
      "pricing",
      "priced",
      "cost",
      "costs",
      "costing",
      "quotation",
      "budget",
      "fee",
      "fees",
      "expensive",
      "cheap",
      "affordable",
      "packages",
    ],
    phrases: [
      /\b(?:prix|tarifs?|tarification|couts?|coute|coutent|coutera|couteront|couterait|couteraient|budget|devis|frais|honoraires)\b/,
      // "Combien" is also "how many": only a cost or a charge makes it a price.
      /\bcombien (?:ca |cela )?(?:coute|coutent|couterait|vaut|facturez|demandez|pour)\b/,
      // "Which tier suits us?"; a partner's or a certification's tier ("a certified tier") is not ours.
      // ("A certified Microsoft partner at some tier?", "…partner? We need the tier": the
      // partner programme's tier.)
      /(?<!\b(?:partner|partnership|partners|certified|certification|gold|silver|platinum|premier|support|storage) )(?<!\bpartners?\b.*)\btier\b(?! (?:partner|partnership|status))/,
      // "Pricing tiers"; in French « des tiers » are third parties.
      /(?<!\b(?:a des|aux|de|des|les|par des|avec des|pour des|d autres) )\btiers\b(?! part)/,
      // A quote is a price, unless the visitor quotes someone ("quote the author", "quote you").
      /\bquote\b(?! (?:the|him|her|them|this|that|it|from|your|his|their|you|verbatim|directly)\b)/,
      /\b(?:options|formules) de mandat\b/,
      // A quote, in Quebec: « nous envoyer une soumission », « une soumission pour… ».
      /\b(?:envoyer|faire|preparer|obtenir|demander|recevoir|avoir)(?: nous| me)? (?:une|votre|la) soumission\b|\bsoumission (?:de prix|pour (?:votre|vos|un|une|le|la))\b/,
      /\bhow much (?:does|do|is|are|would|will|for|to|money|it)\b/,
      /\bengagement (?:options|models?|types?|levels?)\b/,
      /\bwhat do you charge\b/,
      // A rate is a price only as a charge: "your rates", "a day rate"; not "a success rate".
      /\b(?:your|day|daily|hourly|consulting|consultancy|standard) rates?\b/,
      /\bpay for\b/,
      // "A ballpark", "about USD 150k": a sum of money put to us is a price question.
      /\bball ?park\b|\b(?:usd|cad|eur) ?\d|\d ?(?:k|usd|cad|eur|dollars?|euros?)\b/,
    ],
  },
  {
    intent: "blueprint",
    words: ["blueprint", "blueprints"],
    phrases: [
      /\bdiscovery (?:call|workshop|engagement)\b/,
      /\bget started\b(?! (?:form|page|request))/,
      /\bplans? directeurs?\b/,
      /\bappel de decouverte\b/,
      // Our assessment, not a tax's ("zakat assessment", "risk assessment").
      /(?<!\b(?:tax|zakat|risk|impact|self|property|customs|duty|vat|security|needs|damage|condition) )\bassessments?\b/,
    ],
  },
  {
    intent: "careers",
    words: [
      "job",
      "jobs",
      "career",
      "careers",
      "hiring",
      "hire",
      "vacancy",
      "vacancies",
      "openings",
      "posting",
      "postings",
      "internship",
      "recruiting",
      "recruitment",
      "resume",
      "employment",
    ],
    phrases: [
      /\b(?:emplois?|carrieres?|recrutez|recrutement|embauchez|embauche|engagez|engagez vous|(?:vous )?(?:engagez|embauchez|recrutez) (?:du monde|des gens|des employes)|(?:ma|mon|votre|une) candidature|postuler|postule|(?:quels? )?postes? (?:sont |est |de )?(?:ouverts?|disponibles?|vacants?|a pourvoir)|quels postes|offres? d emploi|(?:un|des|les|vos|votre|mon|ce|du) stages?|stages? (?:de fin|en entreprise|remuneres?|d ete|d etudes)|travailler (?:pour|chez|avec) (?:vous|kestrel))\b/,
      /\b(?:open|any) (?:roles?|positions?)\b|\b(?:roles?|positions?) (?:are |is )?(?:open|available)\b/,
      // "Can the Product Designer (Public Services) job be done from France?": one of our open
      // roles named by its title, whatever else the message asks about it.
      ROLE_TITLE,
      SHORT_ROLE_TITLE,
      // "The Site Reliability Engineer posting", « le poste de spécialiste… »: a role by its title.
      /\b\w+(?:er|or|ist|ect|ead|ger|yst|ant) (?:role|position|posting|opening|job)\b/,
      /\b(?:le|ce) poste (?:de|d) (?!sante|controle|police|douane|travail|frontiere)/,
      // « Le poste en informatique de la santé »: a role by its field.
      /\b(?:le|ce) poste en (?!ligne\b)\w+/,
      /\bwork (?:for|at|with) (?:you|kestrel)\b/,
      // "Is the analyst role remote or in the office?": how a role is worked, not where we are.
      /\b(?:hybrid|remote|teletravail|hybride)\b.*\b(?:or|ou)\b.*\b(?:office|bureau)\b|\b(?:office|bureau)\b.*\b(?:or|ou)\b.*\b(?:hybrid|remote|teletravail|hybride)\b/,
      /\bjoin (?:you|your team|the team|kestrel)\b/,
      // "Would you sponsor a work permit if I got an offer for one of the Ottawa roles?"
      /\b(?:work permit|visa sponsorship|sponsor (?:a |my |me |the |your )?(?:work )?(?:visa|permit)|job offer|permis de travail|offre d emploi)\b/,
      // ("Your positions on AI ethics" are stances: positions only with a word before them.)
      /\b(?:one of )?(?:the|your|those|these) (?:\w+ )?(?:roles|openings)\b(?! (?:of|in|for) (?:the |your |our )?(?:officers?|staff|users?|agents?|people))|\b(?:the|those|these) \w+ positions\b/,
      /\bapply (?:for|to) (?:a |an )?(?:job|role|position)\b/,
      // "Can I apply for the ML Engineer (Document AI) role remotely?": a role by its title.
      /\bapply (?:for|to) (?:the|your|this|that) (?:[\w-]+ ){1,5}(?:role|position|posting|opening|job)\b/,
      // "CV inspection" is computer vision: a résumé is "my CV", "send a CV".
      /\b(?:my|a|your|our) cv\b|\bcv (?:to|for)\b/,
    ],
  },
  {
    intent: "offices",
    words: [
      "headquarters",
      "located",
      "location",
      "locations",
      "address",
      "ottawa",
      "atlanta",
    ],
    phrases: [
      // "The revenue office", "a passport office", "our auditor general's office": a client's
      // office, not ours; « d'office » is "by default".
      /\b(?<!(?:revenue|tax|passport|immigration|visa|registry|land|statistics|post|back|home|branch|field|district|regional|local|audit|our|my|their|ministry|ministry s|government|procurement|finance|d) )(?<!\b(?:our|my|their)(?: \w+){1,3} )offices?\b(?! (?:hours|cantonal|federal|national|public|regional|municipal|provincial|communal|departemental)\b)/,
      /\b(?:bureaux?|siege social|adresse|ou (?:etes vous|vous trouvez vous|se trouvent)|numero de telephone)\b/,
      /\bwhere (?:are|is) (?:you|your|kestrel)\b/,
      // "The best e-mail to reach you", "how do I contact you?": the contact page's details.
      /\b(?:email|e mail|address|number|way) to (?:reach|contact|write to) (?:you|your team|kestrel)\b|\bhow (?:do|can|could|should) (?:i|we) (?:reach|contact|email|e mail|write to) (?:you|your team|kestrel)\b/,
      /\bwhere (?:are you|is it) based\b/,
      /\bhq\b/,
      // "Full postal details please, including the suite", "where do I courier it?"
      /\b(?:postal|mailing|courier|street) (?:details|address|code)\b|\bcourier (?:\w+ ){0,4}to your\b/,
      /\bphone number\b/,
      /\bvisit you\b/,
    ],
  },
  {
    intent: "solution_area",
    words: [
      "visa",
      "evisa",
      "visas",
      "immigration",
      "border",
      "borders",
      "passport",
      "tax",
      "taxes",
      "revenue",
      "governance",
      "health",
      "healthcare",
      "telemedicine",
      "hospital",
      "clinic",
      "clinics",
      "aftrlife",
      "avatar",
      "avatars",
      "legacy",
      "construction",
      "inspection",
      "inspections",
      "building",
      "cloud",
      "sovereign",
      "ai",
      "automation",
      "identity",
      "residency",
      "solution",
      "solutions",
      "capability",
      "capabilities",
      "platform",
      "platforms",
      "projects",
      "case",
      "insights",
      "ocr",
      "payments",
      "kubernetes",
      "security",
      "privacy",
      "vision",
      "mission",
      "about",
    ],
    phrases: [
      /\b(?:visas? electroniques?|impots?|fiscal(?:e|es|ite)?|recettes|sante|telemedecine|hopital|hopitaux|cliniques?|frontieres?|passeports?|chantiers?|batiments?|nuage|infonuagique|souverain(?:e|s|es)?|identite|intelligence artificielle|ia|automatisation|solutions?|expertises?|plateformes?|etudes? de cas|securite|que faites vous|qui etes vous)\b/,
      /\bartificial intelligence\b/,
      /\bmachine learning\b/,
      /\bdigital (?:id|identity|government|public)\b/,
      /\bwhat do you do\b/,
      /\bwho are you\b/,
    ],
  },
];

const GREETING =
  /^(?:(?:hi|hello|hey|hiya|howdy|greetings|yo|good (?:morning|afternoon|evening|day)|hi there|hello there|hey there|how are you(?: doing)?|thanks|thank you|cheers|ok|okay|bonjour|bonsoir|salut|allo|coucou|merci|comment allez vous|ca va|hallo|hola)\s*)+$/;
const AFFIRMATIVE =
  /^(?:yes|yeah|yep|sure|ok|okay|please|yes please|please do|go ahead|sounds good|that would be great|let s do it|definitely|absolutely|of course|why not|oui|d accord|volontiers|avec plaisir|bien sur|oui s il vous plait|allez y)(?: (?:please|thanks|thank you|merci|svp|s il vous plait))?$/;

/** Real words one typo away from a keyword, which must not count as that keyword. */
const NOT_TYPOS = new Set([
  "postal",
  // « Résumer » is to sum up, not a résumé; « privé » is private, not a price.
  "resumer",
  "resumez",
  "prive",
  "prives",
  "privee",
  "mortal",
  "prize",
  "pride",
  "prime",
  "offer",
  "offers",
  "costa",
  "could",
  "heath",
  "wealth",
  "feed",
  "taxi",
  "text",
  "visit",
  "place",
  "places",
  "about",
  // An officer decides a visa; an office is where we are.
  "officer",
  "officers",
  // "Five different logins for citizens" are the identity work we build, not the portal's.
  "logins",
  // « Combien de semaines de vacances ? » asks about holidays, not vacancies.
  "vacances",
]);

export function normaliseMessage(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/e-visa/g, "evisa")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

/**
 * Optimal string alignment distance, capped: only "is it at most 1" matters here (the intents'
 * keywords, and the chat index's typo check).
 */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  // Same length: one substitution, or one transposition of neighbours.
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return (
      a[i] === b[i + 1] &&
      a[i + 1] === b[i] &&
      a.slice(i + 2) === b.slice(i + 2)
    );
  }
  // One insertion or deletion.
  const [longer, shorter] = a.length > b.length ? [a, b] : [b, a];
  return longer.slice(i + 1) === shorter.slice(i);
}

/** A typo keeps the word's first letter: "posting" is no misspelt "costing". */
function hasWord(tokens: string[], keyword: string): boolean {
  return tokens.some(
    (token) =>
      token === keyword ||
      (keyword.length >= 5 &&
        token.length >= 4 &&
        token[0] === keyword[0] &&
        !NOT_TYPOS.has(token) &&
        withinOneEdit(token, keyword)),
  );
}

function matches(rule: Rule, text: string, tokens: string[]): boolean {
  return (
    (rule.words ?? []).some((word) => hasWord(tokens, word)) ||
    (rule.phrases ?? []).some((phrase) => phrase.test(text))
  );
}

/**
 * What makes a fee or a cost ours: "your prices", "what do you charge", an engagement, a quote.
 * Without it, a fee named with a service ("paying visa fees by mobile money", "frais de visa")
 * is that service's, which its page answers.
 */
const OUR_PRICING =
  /\b(?:how much|combien (?:ca |cela )?(?:coute|coutent|couterait|facturez)|budget|quote|quotation|devis|engagements?|mandats?|blueprint|plans? directeurs?|honoraires|tarification|pricing|(?:you|vous) (?:charge|bill|facturez|demandez)|(?:your|vos|votre) (?:prices?|pricing|fees?|rates?|costs?|tarifs?|prix|frais|couts?)|(?:price|prix|cost|cout) (?:of|for|de|d) (?:a|an|the|your|un|une|le|la|votre|vos|working|travailler)|what (?:does|would|will) (?:it|this|that) cost|(?:would|will) (?:\w+ ){0,6}cost|cost (?:us|me|to (?:build|implement|deploy|set up|run))|roughly|approximately|ballpark|ordre de grandeur|cout (?:approximatif|estime|total|global)|(?:quel|combien) serait le cout|day rates?|daily rates?|priced (?:at|around|from)|per month|a month|par mois|par an|per year|a year)\b|\$ ?\d|\d ?\$|\d ?(?:k|usd|cad|eur|euros?|dollars?)\b/;

/** What the terms, privacy and cookie pages answer, whatever page the question names. */
const ASKS_THE_LEGAL_PAGES =
  /\b(?:laws?|jurisdiction|courts?|disputes?|litiges?|tribunaux|governed by|governing law|terms of (?:use|service)|privacy|personal (?:data|information)|cookies?|gdpr|rgpd|pipeda|lois?|juridiction|regis? par|droit applicable|conditions d utilisation|confidentialite|renseignements personnels|donnees personnelles|temoins)\b/;

const IDENTITY_PROTOCOLS = /\b(?:oidc|openid|saml|sso|oauth2?|fhir|mosip)\b/;

/** Addresses that are no place of ours: a visitor's IP or a web address (our e-mail is a contact detail). */
const NOT_A_PLACE =
  /\b(?:ip|mac|web) address(?:es)?\b|\badresses? (?:ip|web)\b/g;

/** The intent of one message on its own, without the conversation around it. */
/**
 * The message's own intent. `topicMessage` is the previous message a short follow-up leans on:
 * « et pour les paiements des frais ? » after the e-visa platform asks about its fees, not ours.
 */
function intentOf(
  message: string,
  hasAttachments: boolean,
  topicMessage?: string,
): ChatIntent {
  const text = normaliseMessage(message);
  if (text === "") return hasAttachments ? "document" : "general";
  const tokens = text.split(" ");
  for (const rule of RULES) {
    if (rule.intent === "document" && !hasAttachments) continue;
    // "Which laws apply to your website and client portal?" asks the terms, not how to sign in.
    if (rule.intent === "portal_access" && ASKS_THE_LEGAL_PAGES.test(text))
      continue;
    // "We'd need FHIR and OIDC for login": the sign-in we build, not the visitor's into ours.
    if (rule.intent === "portal_access" && IDENTITY_PROTOCOLS.test(text))
      continue;
    // "Do your servers log my IP address?": an IP address is no office's.
    if (rule.intent === "offices") {
      const place = text.replace(NOT_A_PLACE, " ");
      if (matches(rule, place, place.split(" ").filter(Boolean)))
        return "offices";
      continue;
    }
    if (
      rule.intent === "pricing" &&
      !OUR_PRICING.test(text) &&
      (solutionAreaWords(message).length > 0 ||
        (topicMessage !== undefined &&
          solutionAreaWords(topicMessage).length > 0))
    )
      continue;
    if (matches(rule, text, tokens)) return rule.intent;
  }
  if (GREETING.test(text)) return "greeting";
  return hasAttachments ? "document" : "general";
}

/** A message that picks among what the previous answer listed ("which of those", « lequel »). */
const PICKS_FROM_PREVIOUS =
  /\b(?:(?:which|any|one|some|none|all|each|either|neither) of (?:those|these|them|the above)|lequel|laquelle|lesquels|lesquelles|(?:un|une|aucun|aucune) (?:de ces|d entre eux|d entre elles)|y en a t il (?:un|une|des)|en avez vous (?:un|une|des))\b/;
/**
 * A longer message that points back at the previous one ("is it remote, or…?", « c'est un
 * contrat de quelle durée ? ») keeps its topic when it has none of its own.
 */
const POINTS_BACK =
  /^(?:is it|was it|does it|will it|can it|are they|do they|c est|est ce|il est|elle est)\b|\b(?:it|that|those|these|them|ca|cela)\b/;

/** A message that asks for our offices themselves, not only names a city. */
const OFFICES_ASKED =
  /\b(?:offices?|headquarters|hq|address|adresse|bureaux?|siege social|phone|telephone|visit)\b/;

const FOLLOW_UP_TOPICS: ReadonlySet<ChatIntent> = new Set([
  "solution_area",
  "pricing",
  "blueprint",
  "careers",
  "offices",
  "portal_access",
  "document",
]);
const OFFERED_CONTACT =
  /\b(?:arrange|call|consultant|contact|leave your name|organiser|appel|conseillers?|indiquer votre nom)\b/i;

export function detectIntent(
  message: string,
  context: IntentContext = {},
): ChatIntent {
  const text = normaliseMessage(message);
  const own = intentOf(
    message,
    context.hasAttachments ?? false,
    text.split(" ").length <= 8 ? context.previousUserMessage : undefined,
  );
  // "Which of those would suit me?" picks among what the previous answer listed: its topic.
  if (context.previousUserMessage && PICKS_FROM_PREVIOUS.test(text)) {
    const previous = intentOf(context.previousUserMessage, false);
    if (
      FOLLOW_UP_TOPICS.has(previous) &&
      own !== "talk_to_person" &&
      own !== "wants_call"
    )
      return previous;
  }
  // "Would I have to relocate to Ottawa?" after a job: a place in a conversation about roles is
  // where the role is, not a request for our offices' addresses.
  // So is a solution's word in a message that points back at the role ("is it based in
  // Ottawa, and does it need a security clearance?" after the security architect post).
  if (
    context.previousUserMessage &&
    ((own === "offices" && !OFFICES_ASKED.test(text)) ||
      (own === "solution_area" && POINTS_BACK.test(text))) &&
    intentOf(context.previousUserMessage, false) === "careers"
  )
    return "careers";
  if (own !== "general") return own;
  if (
    AFFIRMATIVE.test(text) &&
    context.previousAssistantMessage &&
    OFFERED_CONTACT.test(context.previousAssistantMessage)
  ) {
    return "wants_call";
  }
  if (context.previousUserMessage) {
    const words = text.split(" ").length;
    const previous = intentOf(context.previousUserMessage, false);
    if (
      FOLLOW_UP_TOPICS.has(previous) &&
      (words <= 8 || (words <= 16 && POINTS_BACK.test(text)))
    )
      return previous;
  }
  return "general";
}

/**
 * The words of a message that name a solution area (e-visa, tax, health…), typos forgiven:
 * what a call request is about, so the reply can link the page.
 */
export function solutionAreaWords(message: string): string[] {
  const rule = RULES.find((candidate) => candidate.intent === "solution_area")!;
  const GENERIC = new Set([
    "solution",
    "solutions",
    "platform",
    "platforms",
    "projects",
    "about",
    "case",
    "vision",
    "mission",
  ]);
  return normaliseMessage(message)
    .split(" ")
    .filter(
      (token) =>
        token !== "" &&
        (rule.words ?? []).some(
          (word) => !GENERIC.has(word) && hasWord([token], word),
        ),
    );
}
