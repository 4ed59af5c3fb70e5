/**
 * The words visitors use for what our pages say in other words (decision 057): "go-live" for
 * "in production", "impôts" for "revenue", "technology partners" for the platforms we build
 * on. Each concept is a list of phrases (English and French, lower case, without accents); a
 * text that contains one of them also carries the concept's token, in the index and in the
 * question alike, so the question's word finds the page's. Kept small and readable: a
 * phrase belongs here only when a visitor would use it for the same thing.
 */
const CONCEPTS: Record<string, string[]> = {
  golive: [
    "go live",
    "golive",
    "going live",
    "launch",
    "launched",
    "launching",
    "deployment",
    "deploy",
    "deployed",
    "rollout",
    "roll out",
    "in production",
    "into production",
    "mise en service",
    "mise en production",
    "mise en ligne",
    "en production",
    "lancement",
    "lancer",
    "deploiement",
    "deployer",
    "mettre en place",
    "mise en place",
    "mettre en oeuvre",
    "mise en oeuvre",
    "cutover",
    "cut over",
    "bascule",
  ],
  duration: [
    "how long",
    "how quickly",
    "how fast",
    "timeline",
    "timeframe",
    "time frame",
    "duration",
    "median time",
    "average time",
    "processing time",
    "turnaround time",
    "response time",
    "waiting time",
    "wait time",
    "week",
    "weeks",
    "month",
    "months",
    "combien de temps",
    "au bout de combien",
    "delai",
    "delais",
    "duree",
    "semaine",
    "semaines",
    "mois",
    "echeancier",
    "temps moyen",
    "temps median",
    "temps de traitement",
    "temps d attente",
    "delai moyen",
    "how soon",
    "business day",
    "business days",
    "working day",
    "working days",
    "jour ouvrable",
    "jours ouvrables",
    // "Il dure combien de temps ?": the verb of a French question about how long.
    "dure",
    "durent",
    "durera",
    // "From kickoff to the final report": the span of an engagement.
    "kickoff",
    "kick off",
  ],
  partner: [
    "partner",
    "partners",
    "partnership",
    "partnerships",
    "vendor",
    "vendors",
    "partenaire",
    "partenaires",
    "partenariat",
    "partenariats",
    "fournisseur",
    "fournisseurs",
    "tech stack",
    "technology stack",
    "pile technologique",
  ],
  tax: [
    "tax",
    "taxes",
    "taxation",
    "taxpayer",
    "taxpayers",
    "revenue",
    "revenues",
    "impot",
    "impots",
    "fiscal",
    "fiscale",
    "fiscalite",
    "perception",
    "contribuable",
    "contribuables",
    "recettes",
    "vat",
    "tva",
    "gst",
    "fisc",
    "levy",
    "levies",
    "customs",
    "douane",
    "douanes",
  ],
  mobilemoney: [
    "mobile money",
    "mobile payment",
    "mobile payments",
    "mobile wallet",
    "paiement mobile",
    "paiements mobiles",
    "argent mobile",
    "portefeuille mobile",
  ],
  payment: [
    "pay",
    "paying",
    "paid",
    "payment",
    "payments",
    "payer",
    "paiement",
    "paiements",
    "payez",
    "regler",
  ],
  price: [
    "price",
    "prices",
    "pricing",
    "cost",
    "costs",
    "costed",
    "prix",
    "tarif",
    "tarifs",
    "tarification",
    "cout",
    "couts",
    "chiffre",
  ],
  ministry: [
    "ministry",
    "ministries",
    "ministere",
    "ministeres",
    "government",
    "governments",
    "gouvernement",
    "gouvernements",
    "public sector",
    "secteur public",
    "agency",
    "agencies",
    "organisme",
    "organismes",
    "department",
    "departments",
    "municipality",
    "municipalities",
    "municipalite",
    "municipalites",
    "public body",
    "public bodies",
    "administration publique",
    "administrations publiques",
  ],
  health: [
    "health",
    "healthcare",
    "sante",
    "soins",
    "hospital",
    "hospitals",
    "hopital",
    "hopitaux",
    "clinic",
    "clinics",
    "clinique",
    "cliniques",
    "telemedicine",
    "telemedecine",
    "ehr",
    "emr",
    "electronic health record",
    "electronic health records",
    "health record",
    "health records",
    "patient record",
    "patient records",
    "medical record",
    "medical records",
    "dossier medical",
    "dossiers medicaux",
    "dossier patient",
    "dossiers patients",
    "telehealth",
    "telesante",
  ],
  visa: [
    "visa",
    "visas",
    "evisa",
    "visa electronique",
    "visas electroniques",
    // An electronic travel authorisation is what the e-visa platform issues.
    "travel authorization",
    "travel authorisation",
    "electronic travel authorization",
    "electronic travel authorisation",
    "autorisation de voyage",
    "autorisation de voyage electronique",
    "entry visa",
  ],
  immigration: [
    "immigration",
    "border",
    "borders",
    "frontiere",
    "frontieres",
    "passport",
    "passports",
    "passeport",
    "passeports",
    "airport",
    "airports",
    "aeroport",
    "aeroports",
    "port of entry",
    "ports of entry",
    "point d entree",
    "points d entree",
  ],
  construction: [
    "construction",
    "building permit",
    "building permits",
    "inspection",
    "inspections",
    "inspector",
    "inspectors",
    "chantier",
    "chantiers",
    "permis de construire",
    "inspecteur",
    "inspecteurs",
    "drone",
    "drones",
    "permis de batir",
    "building inspection",
    "building inspections",
  ],
  // « Ouvrages d'art » is the French of bridges and culverts, which the inspection pages name.
  bridge: [
    "bridge",
    "bridges",
    "culvert",
    "culverts",
    "ouvrage d art",
    "ouvrages d art",
    "pont",
    "ponts",
    "ponceau",
    "ponceaux",
  ],
  memorial: [
    "aftrlife",
    "memorial",
    "memorials",
    "legacy avatar",
    "legacy avatars",
    "commemoratif",
    "commemoratifs",
    "patrimoine numerique",
  ],
  cloud: [
    "cloud",
    "clouds",
    "nuage",
    "nuages",
    "infonuagique",
    "infonuagiques",
    "hosting",
    "hosted",
    "hebergement",
    "heberge",
    "hebergees",
  ],
  sovereignty: [
    "sovereign",
    "sovereignty",
    "souverain",
    "souveraine",
    "souverainete",
    "data residency",
    "residence des donnees",
    "in country",
    "on premises",
    "on premise",
    "air gapped",
  ],
  ai: [
    "ai",
    "ia",
    "intelligence artificielle",
    "machine learning",
    "apprentissage automatique",
    "ml",
    "llm",
    "llms",
    "generative ai",
    "genai",
    "ia generative",
    "neural network",
    "neural networks",
  ],
  identity: [
    "identity",
    "identite",
    "biometric",
    "biometrics",
    "biometrie",
    "biometrique",
    "biometriques",
    "kyc",
    "ekyc",
    "know your customer",
    "facial recognition",
    "face matching",
    "face match",
    "reconnaissance faciale",
    "liveness",
    "selfie",
    "selfies",
    "digital id",
    "national id",
    "id card",
    "id cards",
    "carte d identite",
    "piece d identite",
    "pieces d identite",
  ],
  // The discipline, not the adjective: "do you do cybersecurity?" is answered by how we build
  // security in, not by the portal's "Secure Documents" (a "secure" question still finds those
  // by its own word).
  security: [
    "security",
    "cybersecurity",
    "cyber security",
    "securite",
    "cybersecurite",
    "encryption",
    "chiffrement",
    "penetration test",
    "penetration testing",
    "pen test",
    "pentest",
  ],
  privacy: [
    "privacy",
    "personal data",
    "personal information",
    "confidentialite",
    "renseignements personnels",
    "donnees personnelles",
  ],
  training: [
    "training",
    "train",
    "knowledge transfer",
    "handover",
    "hand over",
    "formation",
    "former",
    "transfert des connaissances",
    "skills transfer",
    "transfert de competences",
    "capacity building",
    "renforcement des capacites",
    "upskilling",
    "upskill",
  ],
  language: [
    "language",
    "languages",
    "multilingual",
    "bilingual",
    "langue",
    "langues",
    "multilingue",
    "bilingue",
    "translation",
    "translations",
    "translated",
    "traduction",
    "traductions",
    "traduit",
  ],
  offline: [
    "offline",
    "hors ligne",
    "no connectivity",
    "low connectivity",
    "sans connexion",
    "without internet",
    "no internet",
    "without a connection",
    "sans internet",
    "sans reseau",
    "pas de reseau",
    "coupure",
    "coupures",
    "outage",
    "outages",
    "network outage",
    "network outages",
    "internet goes down",
    "internet is down",
    "connection drops",
    "goes offline",
    "panne",
    "pannes",
    "tombe en panne",
    "internet tombe en panne",
    "internet est coupe",
    "coupure d internet",
    "panne internet",
    "panne de reseau",
    "panne d internet",
    "low bandwidth",
    "weak connection",
    "poor connection",
    "bad connection",
    "patchy",
    "spotty",
    "intermittent",
    "unreliable connection",
    "faible debit",
    "connexion faible",
    "connexion intermittente",
    "reseau faible",
  ],
  // How long data is kept: the privacy page's "How long we keep it", "Durée de conservation".
  // Not "keep" alone: "does it keep working offline?" keeps nothing.
  retention: [
    "retain",
    "retained",
    "retains",
    "retention",
    "we keep",
    "you keep",
    "do you keep",
    "hold on to",
    "hold onto",
    "hang on to",
    "hang onto",
    "conserver",
    "conservez",
    "conservons",
    "conservation",
    "conservees",
    "garder",
    "gardez",
    "gardons",
  ],
  // The terms of use and what a visitor consents to: the terms and privacy pages.
  legalterms: [
    "terms of use",
    "terms of service",
    "terms and conditions",
    "conditions d utilisation",
    "conditions generales",
    "pipeda",
    "gdpr",
    "rgpd",
    "consent",
    "consentement",
    "legal notice",
    "mentions legales",
    "your terms",
    "the terms",
    "website terms",
    "site terms",
  ],
  // Which law governs the site and who settles a dispute: the terms' last section.
  governinglaw: [
    "governed by",
    "governing law",
    "applicable law",
    "which law",
    "what law",
    "law governs",
    "laws govern",
    "jurisdiction s law",
    "dispute",
    "disputes",
    "courts",
    "droit applicable",
    "loi applicable",
    "lois applicables",
    "litige",
    "litiges",
    "tribunaux",
    "tribunal competent",
    "regies par",
    "regi par",
  ],
  // A telephone number is a phone: a question for our number is answered by "Phone +1 …".
  phone: [
    "phone",
    "phones",
    "telephone",
    "phone number",
    "telephone number",
    "numero de telephone",
  ],
  // How often something comes: "how often", « à quelle fréquence », against "one a month".
  frequency: [
    "how often",
    "frequency",
    "a quelle frequence",
    "frequence",
    "a month",
    "per month",
    "a week",
    "per week",
    "monthly",
    "weekly",
    "par mois",
    "par semaine",
    "mensuel",
    "mensuelle",
    "hebdomadaire",
  ],
  // A job application: what the careers page calls the résumé and cover letter.
  jobapplication: [
    "my application",
    "job application",
    "resume",
    "resumes",
    "cv",
    "curriculum vitae",
    "cover letter",
    "ma candidature",
    "candidature",
    "candidatures",
    "lettre de presentation",
    "postuler",
    "postule",
    "postulez",
    "apply for a job",
    "apply for a role",
    "applying for",
  ],
  // Services people with disabilities can use: what the pages call accessible, WCAG.
  accessibility: [
    "accessible",
    "accessibility",
    "wcag",
    "disability",
    "disabilities",
    "disabled",
    "screen reader",
    "screen readers",
    "accessibilite",
    "handicap",
    "handicapees",
    "lecteur d ecran",
    "lecteurs d ecran",
  ],
  // One sign-in for many services: what the identity page calls single sign-on.
  signin: [
    "single sign on",
    "sso",
    "login",
    "logins",
    "log in",
    "sign in",
    "authentication",
    "authentification unique",
    "authentification",
    "connexion unique",
    "identifiants",
  ],
  // AftrLife after a death: the pages speak of the executor, visitors of death.
  afterdeath: [
    "death",
    "dies",
    "died",
    "passed away",
    "passes away",
    "deceased",
    "executor",
    "executors",
    "deces",
    "mort",
    "decede",
    "decedee",
    "executeur testamentaire",
  ],
  // Who funds public programmes: what the about page calls multilateral partners.
  donors: [
    "donor",
    "donors",
    "multilateral",
    "development bank",
    "development banks",
    "world bank",
    "bailleur",
    "bailleurs",
    "bailleurs de fonds",
    "multilateraux",
    "banque mondiale",
  ],
  // What the site publishes: insights, articles, the blog.
  articles: [
    "article",
    "articles",
    "insight",
    "insights",
    "blog",
    "publication",
    "publications",
    "analyses",
  ],
  // The contact page's "media requests": who asks them.
  media: [
    "media",
    "press",
    "journalist",
    "journalists",
    "reporter",
    "reporters",
    "medias",
    "presse",
    "journaliste",
    "journalistes",
  ],
  // Where we are: the cities our offices are in, and what a visitor calls them.
  city: ["city", "cities", "ville", "villes", "ottawa", "atlanta"],
  // What a visitor calls our office: "HQ", "headquarters", "siège social".
  headoffice: [
    "hq",
    "headquarters",
    "headquartered",
    "head office",
    "siege",
    "siege social",
  ],
  // The legal pages call them cookies, the French ones "témoins" as well.
  cookie: [
    "cookie",
    "cookies",
    "temoin",
    "temoins",
    "traceur",
    "traceurs",
    "tracking",
    // Audience measurement is what the cookie policy calls analytics.
    "analytics",
    "web analytics",
    "analytique",
    "mesure d audience",
    "audience measurement",
    "statistiques de visite",
  ],
  // "Pub" is what a visitor calls what the cookie policy calls advertising.
  advertising: [
    "advertising",
    "ads",
    "advert",
    "adverts",
    "publicite",
    "publicites",
    "publicitaire",
    "publicitaires",
    "pub",
    "pubs",
  ],
  // Careers: what a visitor calls a job, what the page calls a role.
  job: [
    "job",
    "jobs",
    "position",
    "positions",
    "opening",
    "openings",
    "vacancy",
    "vacancies",
    "poste",
    "postes",
    "emploi",
    "emplois",
    "offre d emploi",
    "offres d emploi",
  ],
  ocr: [
    "ocr",
    "document extraction",
    "data extraction",
    "reconnaissance optique",
    "extraction de donnees",
  ],
  sector: [
    "sector",
    "sectors",
    "industry",
    "industries",
    "secteur",
    "secteurs",
    "domaine",
    "domaines",
  ],
  // The first, short engagement: "Discovery" in English, "Exploration" on the French page,
  // and "découverte" in a French visitor's words.
  discovery: [
    "discovery",
    "exploratory",
    "exploration",
    "exploratoire",
    "decouverte",
    "scoping",
    "cadrage",
  ],
  client: ["client", "clients", "customer", "customers", "clientele"],
  // What a case study shows: a visitor asks for "results" or "an example", the page says what changed.
  evidence: [
    "result",
    "results",
    "outcome",
    "outcomes",
    "example",
    "examples",
    "case study",
    "case studies",
    "track record",
    "proof",
    // Plural only: "a reference number" and "l'hôpital de référence" are not a client's results.
    "references",
    "resultat",
    "resultats",
    "exemple",
    "exemples",
    "etude de cas",
    "etudes de cas",
    "realisation",
    "realisations",
    // "A similar project?" after a topic asks for its case study.
    "similar project",
    "similar projects",
    "projet semblable",
    "projets semblables",
    "projet similaire",
    "projets similaires",
    "project like",
    "done before",
    "deja fait",
  ],
  decrease: [
    "drop",
    "dropped",
    "fell",
    "fall",
    "reduce",
    "reduced",
    "reduction",
    "decrease",
    "decreased",
    "faster",
    "baisse",
    "diminution",
    "diminue",
    "reduit",
    "reduits",
  ],
  increase: [
    "increase",
    "increased",
    "rise",
    "rose",
    "grew",
    "growth",
    "hausse",
    "augmentation",
    "augmente",
    "augmentee",
    "accru",
  ],
  address: [
    "address",
    "addresses",
    "street",
    "adresse",
    "adresses",
    "rue",
    "located",
  ],
  // What an engagement hands over: "what do we get at the end?" after the Blueprint asks for
  // what its page says it hands you.
  deliverable: [
    "deliverable",
    "deliverables",
    "what do we get",
    "what do i get",
    "what will we get",
    "what would we get",
    "what you get",
    "end result",
    "at the end",
    "in the end",
    "hand you",
    "hands you",
    "hand over",
    "handover",
    "livrable",
    "livrables",
    "a la fin",
    "au terme",
    "qu est ce qu on recoit",
    "qu est ce que nous recevons",
    "que recevons nous",
    "qu est ce qu on obtient",
    "vous remettent",
    "vous remettons",
    "vous remet",
  ],
  // Who has the last word: "can officers override the AI?" is answered by "the officer decides".
  decides: [
    "override",
    "overrule",
    "overridden",
    "final say",
    "last word",
    "make the call",
    "makes the call",
    "decides",
    "decide",
    "decident",
    "decider",
    "dernier mot",
    "passer outre",
    "trancher",
    "tranche",
  ],
  uptime: [
    "uptime",
    "uptime rate",
    "availability rate",
    "taux de disponibilite",
    "availability",
    "disponibilite",
    "reliability",
    "fiabilite",
    "sla",
    "slas",
    "service level",
    "service levels",
    "service level agreement",
    "niveau de service",
    "niveaux de service",
    "entente de niveau de service",
  ],
  support: [
    "support",
    "maintenance",
    "soutien",
    "after go live",
    "operations",
    "exploitation",
    "helpdesk",
    "help desk",
    "service desk",
    "assistance",
    "after launch",
    "ongoing support",
  ],
};

/**
 * Concepts that name an aspect of any subject, not a subject: "how long?", "any results?",
 * "what does it cost?", "is there training?". A short message that asks only about them after a
 * topic asks about that topic (decision 057, follow-ups).
 */
const FACETS = new Set(
  [
    "duration",
    "golive",
    "price",
    "evidence",
    "client",
    "support",
    "training",
    "security",
    "privacy",
    "uptime",
    "deliverable",
  ].map((name) => `qz${name}qz`),
);

export function isFacet(key: string): boolean {
  return FACETS.has(key);
}

/**
 * The concepts the privacy, cookie and terms pages answer: a visitor's own data, how long it is
 * kept, cookies, the terms of use. Those pages name addresses, telephone numbers and durations
 * of every kind, so they answer only a question about them (decision 057, third round).
 */
export const LEGAL_CONCEPTS: ReadonlySet<string> = new Set(
  ["privacy", "cookie", "retention", "legalterms", "governinglaw"].map(
    (name) => `qz${name}qz`,
  ),
);

/** The tokens of the concepts a case study stands for by what it is: a client's results. */
export const CASE_STUDY_CONCEPTS = ["evidence", "client"].map(
  (name) => `qz${name}qz`,
);

/** Every concept token ends in this letter pair, which no word of either language ends in. */
const MARK = "qz";

export function isConceptToken(term: string): boolean {
  return term.startsWith(MARK) && term.endsWith(MARK);
}

type Phrase = { words: string[]; token: string };

const PHRASES_BY_FIRST_WORD = new Map<string, Phrase[]>();
for (const [name, phrases] of Object.entries(CONCEPTS)) {
  for (const phrase of phrases) {
    const words = phrase.split(" ");
    const list = PHRASES_BY_FIRST_WORD.get(words[0]!) ?? [];
    list.push({ words, token: `${MARK}${name}${MARK}` });
    PHRASES_BY_FIRST_WORD.set(words[0]!, list);
  }
}

/**
 * The phrase is at `i` in the words: every word as written, and the last word of a phrase of
 * several also in its plural ("electronic travel authorisations"). A one-word phrase lists its
 * plural itself, where it means the same ("accessible" is a concept, "accessibles" a word).
 */
function phraseAt(phrase: Phrase, words: string[], i: number): boolean {
  const last = phrase.words.length - 1;
  return phrase.words.every(
    (part, k) =>
      words[i + k] === part ||
      (k === last &&
        last > 0 &&
        part.length >= 4 &&
        (words[i + k] === `${part}s` || words[i + k] === `${part}x`)),
  );
}

/** The concept tokens a sequence of normalised words carries (each once, in order of appearance). */
export function conceptTokens(words: string[]): string[] {
  const found: string[] = [];
  words.forEach((word, i) => {
    for (const phrase of PHRASES_BY_FIRST_WORD.get(word) ?? []) {
      if (phraseAt(phrase, words, i) && !found.includes(phrase.token))
        found.push(phrase.token);
    }
  });
  return found;
}

/** The words of each concept phrase a sequence carries, by concept token (to know which words a concept stands for). */
export function conceptWords(words: string[]): Map<string, Set<string>> {
  const byToken = new Map<string, Set<string>>();
  words.forEach((word, i) => {
    for (const phrase of PHRASES_BY_FIRST_WORD.get(word) ?? []) {
      if (!phraseAt(phrase, words, i)) continue;
      const set = byToken.get(phrase.token) ?? new Set<string>();
      // The words as written, a plural last word included.
      for (const k of phrase.words.keys()) set.add(words[i + k]!);
      byToken.set(phrase.token, set);
    }
  });
  return byToken;
}

/**
 * Light stemming for English and French: plurals and the common endings of verbs and nouns
 * go ("partners" → "partner", "submitted" → "submit", "hôpitaux" → "hopital", accents are
 * already gone), and a long word keeps its first eight letters, so "deployment" and "deploy"
 * meet. Applied to the index and the question alike.
 */
export function stem(term: string): string {
  if (term.length <= 3 || /\d/.test(term) || isConceptToken(term)) return term;
  let base = term;
  // "Bureaux", "réseaux": the plural of -eau; "hôpitaux": of -al.
  if (base.endsWith("eaux")) base = base.slice(0, -1);
  else if (base.endsWith("aux") && base.length > 5)
    base = `${base.slice(0, -3)}al`;
  else if (base.endsWith("ies") && base.length > 4)
    base = `${base.slice(0, -3)}y`;
  else if (/(?:ch|sh|x|ss|z)es$/.test(base)) base = base.slice(0, -2);
  else if (base.endsWith("s") && !/(?:ss|us|is)$/.test(base))
    base = base.slice(0, -1);
  const trimmed = base.replace(/(?:ments?|ings?|ed|ees?|e)$/, "");
  if (trimmed.length >= 4) base = trimmed;
  // "submitted" → "submitt" → "submit": a doubled last consonant left by an ending.
  if (/([b-df-hj-np-tv-z])\1$/.test(base) && base !== term)
    base = base.slice(0, -1);
  return base.slice(0, 8);
}
