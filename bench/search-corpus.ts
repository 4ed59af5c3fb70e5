/**
 * The documents bench:search indexes: insights and case studies in both languages, written from
 * this business's words (digital government, e-visa, identity, sovereign cloud, tax, health,
 * borders) by a seeded generator, so every run and machine indexes the same 2,000 documents.
 */
import type { Locale } from "../app/i18n/locale";

const SEED = 20_350;
// ---------------------------------------------------------------------------------------
// Deterministic text: a seeded generator and this business's words in both languages.

/** mulberry32: small, fast, and the same documents on every run and machine. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (min: number, max: number) =>
      min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T =>
      items[Math.floor(next() * items.length)]!,
  };
}
type Random = ReturnType<typeof generator>;

/** Invented countries and agencies: proper nouns give the suggestion index a real vocabulary. */
function placeNames(random: Random, count: number): string[] {
  const syllables = [
    "val",
    "mor",
    "ka",
    "tri",
    "sen",
    "dor",
    "lu",
    "ver",
    "an",
    "mes",
    "tol",
    "ri",
    "bel",
    "zan",
    "gu",
    "or",
    "fen",
    "ia",
    "ter",
    "cas",
    "no",
    "bra",
    "sil",
    "que",
  ];
  const endings = ["ia", "land", "ora", "ene", "istan", "ar", "o", "ique"];
  const names = new Set<string>();
  while (names.size < count) {
    let name = "";
    for (let n = random.int(1, 2); n > 0; n -= 1)
      name += random.pick(syllables);
    name += random.pick(endings);
    names.add(name[0]!.toUpperCase() + name.slice(1));
  }
  return [...names];
}

type Words = {
  subjects: string[];
  actions: string[];
  objects: string[];
  details: string[];
};
type Topic = {
  key: string;
  /** The sector a case study of this topic belongs to (most of them do). */
  sector: string;
  titles: Record<Locale, string[]>;
  objects: Record<Locale, string[]>;
  details: Record<Locale, string[]>;
};

export const SECTORS = [
  {
    slug: "government",
    name: "Government and public administration",
    nameFr: "Gouvernement et administration publique",
  },
  { slug: "public-health", name: "Public health", nameFr: "Santé publique" },
  {
    slug: "border-management",
    name: "Border management",
    nameFr: "Gestion des frontières",
  },
  {
    slug: "tax-and-revenue",
    name: "Tax and revenue",
    nameFr: "Fiscalité et recettes publiques",
  },
  { slug: "identity", name: "Identity", nameFr: "Identité" },
  {
    slug: "defence-and-security",
    name: "Defence and security",
    nameFr: "Défense et sécurité",
  },
];

const GENERIC: Record<Locale, Words> = {
  en: {
    subjects: [
      "the ministry",
      "the government of {place}",
      "our delivery team",
      "the programme board",
      "the national agency",
      "the {place} government",
      "a regional authority",
      "the digital service of {place}",
      "the chief information officer",
    ],
    actions: [
      "reviewed",
      "rebuilt",
      "secured",
      "audited",
      "modernised",
      "opened",
      "measured",
      "simplified",
      "migrated",
      "replaced",
      "consolidated",
      "documented",
    ],
    objects: [
      "the case management system",
      "the data exchange layer",
      "its public services",
      "the citizen portal",
      "the security operations centre",
      "the procurement process",
      "the open data catalogue",
      "the legacy mainframe",
      "the contact centre",
    ],
    details: [
      "within eighteen months",
      "without interrupting service",
      "under the national data protection law",
      "with open standards",
      "on infrastructure hosted in the country",
      "after a cloud readiness assessment",
      "with a small multidisciplinary team",
      "before the elections",
      "for {n} million citizens",
      "at a third of the previous cost",
      "in close cooperation with the data protection authority",
      "while the old system kept running",
    ],
  },
  fr: {
    subjects: [
      "le ministère",
      "le gouvernement de {place}",
      "notre équipe de réalisation",
      "le comité de programme",
      "l'agence nationale",
      "le gouvernement {place}",
      "une autorité régionale",
      "la direction du numérique de {place}",
      "la direction des systèmes d'information",
    ],
    actions: [
      "a revu",
      "a reconstruit",
      "a sécurisé",
      "a audité",
      "a modernisé",
      "a ouvert",
      "a mesuré",
      "a simplifié",
      "a migré",
      "a remplacé",
      "a regroupé",
      "a documenté",
    ],
    objects: [
      "le système de gestion des dossiers",
      "la plateforme d'échange de données",
      "ses services publics",
      "le portail citoyen",
      "le centre opérationnel de sécurité",
      "les marchés publics",
      "le catalogue de données ouvertes",
      "l'ancien ordinateur central",
      "le centre de contact",
    ],
    details: [
      "en dix-huit mois",
      "sans interruption de service",
      "dans le respect de la loi sur la protection des données",
      "avec des standards ouverts",
      "sur une infrastructure hébergée dans le pays",
      "après une évaluation de maturité cloud",
      "avec une petite équipe pluridisciplinaire",
      "avant les élections",
      "pour {n} millions de citoyens",
      "pour un tiers du coût précédent",
      "en lien étroit avec l'autorité de protection des données",
      "pendant que l'ancien système continuait de fonctionner",
    ],
  },
};

const TOPICS: Topic[] = [
  {
    key: "e-visa",
    sector: "border-management",
    titles: {
      en: [
        "How {place} cut e-visa decision times",
        "An e-visa platform for {place}",
        "Fraud checks in the e-visa service of {place}",
        "E-visa applications in {place}: the first year",
      ],
      fr: [
        "Comment {place} a réduit les délais du visa électronique",
        "Une plateforme e-visa pour {place}",
        "La détection de la fraude dans le visa électronique de {place}",
        "Les demandes de visa à {place} : la première année",
      ],
    },
    objects: {
      en: [
        "visa applications",
        "the e-visa portal",
        "biometric enrolment",
        "travel authorisations",
        "the work of consular officers",
        "fraud detection rules",
        "visa fees and payments",
      ],
      fr: [
        "les demandes de visa",
        "le portail e-visa",
        "l'enrôlement biométrique",
        "les autorisations de voyage",
        "le travail des agents consulaires",
        "les règles de détection de la fraude",
        "le paiement des frais de visa",
      ],
    },
    details: {
      en: [
        "so that most visas are decided within {n} hours",
        "for tourists and business travellers alike",
        "with risk scoring shared with border police",
      ],
      fr: [
        "pour que la plupart des visas soient délivrés en {n} heures",
        "pour les touristes comme pour les voyageurs d'affaires",
        "avec une analyse de risque partagée avec la police aux frontières",
      ],
    },
  },
  {
    key: "digital-identity",
    sector: "identity",
    titles: {
      en: [
        "Digital identity in {place}: lessons from the first year",
        "Building a national identity register for {place}",
        "Verifiable credentials for the citizens of {place}",
        "A digital identity wallet for {place}",
      ],
      fr: [
        "L'identité numérique à {place} : les leçons de la première année",
        "Un registre national d'identité pour {place}",
        "Des attestations vérifiables pour les citoyens de {place}",
        "Un portefeuille d'identité numérique pour {place}",
      ],
    },
    objects: {
      en: [
        "the national identity register",
        "digital identity wallets",
        "eIDAS-compliant authentication",
        "verifiable credentials",
        "identity proofing",
        "the digital identity platform",
        "civil registration",
      ],
      fr: [
        "le registre national d'identité",
        "les portefeuilles d'identité numérique",
        "l'authentification conforme à eIDAS",
        "les attestations vérifiables",
        "la vérification d'identité",
        "la plateforme d'identité numérique",
        "l'état civil",
      ],
    },
    details: {
      en: [
        "so that citizens prove who they are once",
        "with privacy by design",
        "for {n} million identity holders",
      ],
      fr: [
        "pour que les citoyens prouvent leur identité une seule fois",
        "avec la protection de la vie privée dès la conception",
        "pour {n} millions de titulaires",
      ],
    },
  },
  {
    key: "sovereign-cloud",
    sector: "government",
    titles: {
      en: [
        "Sovereign cloud for {place}: what stays in the country",
        "Moving the workloads of {place} to a sovereign cloud",
        "Data residency and the sovereign cloud in {place}",
        "A cloud landing zone for {place}",
      ],
      fr: [
        "Un cloud souverain pour {place} : ce qui reste dans le pays",
        "Migrer les charges de travail de {place} vers un cloud souverain",
        "Localisation des données et cloud souverain à {place}",
        "Une zone d'accueil cloud pour {place}",
      ],
    },
    objects: {
      en: [
        "the sovereign cloud",
        "government workloads",
        "encryption keys held in the country",
        "data residency",
        "a private cloud region",
        "the cloud landing zone",
        "backup and disaster recovery",
      ],
      fr: [
        "le cloud souverain",
        "les charges de travail de l'État",
        "des clés de chiffrement détenues dans le pays",
        "la localisation des données",
        "une région cloud privée",
        "l'hébergement souverain",
        "la sauvegarde et la reprise d'activité",
      ],
    },
    details: {
      en: [
        "under national jurisdiction",
        "with keys that never leave the country",
        "on a cloud operated by a national provider",
      ],
      fr: [
        "sous juridiction nationale",
        "avec des clés qui ne quittent jamais le pays",
        "sur un cloud exploité par un opérateur national",
      ],
    },
  },
  {
    key: "tax",
    sector: "tax-and-revenue",
    titles: {
      en: [
        "E-invoicing at the {place} revenue authority",
        "Modernising tax administration in {place}",
        "Faster VAT refunds in {place}",
        "Risk-based tax compliance in {place}",
      ],
      fr: [
        "La facturation électronique à l'administration fiscale de {place}",
        "Moderniser l'administration fiscale de {place}",
        "Des remboursements de TVA plus rapides à {place}",
        "Le contrôle fiscal fondé sur les risques à {place}",
      ],
    },
    objects: {
      en: [
        "tax returns",
        "the revenue authority",
        "e-invoicing",
        "VAT refunds",
        "taxpayer records",
        "compliance risk scoring",
        "customs duties",
      ],
      fr: [
        "les déclarations d'impôts",
        "l'administration fiscale",
        "la facturation électronique",
        "les remboursements de TVA",
        "les dossiers des contribuables",
        "l'analyse des risques de fraude fiscale",
        "les droits de douane",
      ],
    },
    details: {
      en: [
        "so that {n} per cent of returns are pre-filled",
        "before the start of the tax year",
        "for small businesses first",
      ],
      fr: [
        "pour que {n} pour cent des déclarations soient préremplies",
        "avant le début de l'année fiscale",
        "en commençant par les petites entreprises",
      ],
    },
  },
  {
    key: "health",
    sector: "public-health",
    titles: {
      en: [
        "Patient records across the hospitals of {place}",
        "A vaccination register for {place}",
        "E-prescriptions in {place}",
        "Public health data in {place}",
      ],
      fr: [
        "Le dossier patient dans les hôpitaux de {place}",
        "Un registre de vaccination pour {place}",
        "L'ordonnance électronique à {place}",
        "Les données de santé publique à {place}",
      ],
    },
    objects: {
      en: [
        "patient records",
        "the vaccination register",
        "hospital information systems",
        "health insurance claims",
        "e-prescriptions",
        "public health surveillance",
        "the health data hub",
      ],
      fr: [
        "les dossiers des patients",
        "le registre de vaccination",
        "les systèmes d'information hospitaliers",
        "les remboursements de l'assurance maladie",
        "l'ordonnance électronique",
        "la santé publique",
        "l'entrepôt de données de santé",
      ],
    },
    details: {
      en: [
        "with consent recorded for every access",
        "in {n} hospitals",
        "so that clinicians see one record",
      ],
      fr: [
        "avec un consentement enregistré pour chaque accès",
        "dans {n} hôpitaux",
        "pour que les soignants voient un seul dossier",
      ],
    },
  },
  {
    key: "border",
    sector: "border-management",
    titles: {
      en: [
        "Border management at the airports of {place}",
        "Entry-exit records for {place}",
        "Automated gates at the borders of {place}",
        "Advance passenger information in {place}",
      ],
      fr: [
        "La gestion des frontières dans les aéroports de {place}",
        "Un registre des entrées et sorties pour {place}",
        "Des sas automatiques aux frontières de {place}",
        "Les informations préalables sur les passagers à {place}",
      ],
    },
    objects: {
      en: [
        "border crossing points",
        "advance passenger information",
        "entry-exit records",
        "watchlist screening",
        "automated gates",
        "border management",
        "the coast guard's surveillance",
      ],
      fr: [
        "les points de passage frontaliers",
        "les informations préalables sur les passagers",
        "le registre des entrées et sorties",
        "le contrôle des listes de surveillance",
        "les sas automatiques",
        "la gestion des frontières",
        "la surveillance côtière",
      ],
    },
    details: {
      en: [
        "with queues under {n} minutes at peak",
        "at every land, sea and air border",
        "shared with neighbouring countries",
      ],
      fr: [
        "avec moins de {n} minutes d'attente aux heures de pointe",
        "à toutes les frontières terrestres, maritimes et aériennes",
        "partagé avec les pays voisins",
      ],
    },
  },
  {
    key: "digital-government",
    sector: "government",
    titles: {
      en: [
        "Digital government in {place}: one portal for every service",
        "Service design standards for {place}",
        "The once-only principle in {place}",
        "Government as a platform in {place}",
      ],
      fr: [
        "Le gouvernement numérique à {place} : un portail pour chaque démarche",
        "Des standards de conception de services pour {place}",
        "Le principe « dites-le-nous une fois » à {place}",
        "L'État plateforme à {place}",
      ],
    },
    objects: {
      en: [
        "online public services",
        "the once-only principle",
        "the government digital service",
        "citizen satisfaction",
        "service design standards",
        "paperless procedures",
        "the digital government strategy",
      ],
      fr: [
        "les démarches en ligne",
        "le principe « dites-le-nous une fois »",
        "les services publics numériques",
        "la satisfaction des usagers",
        "les standards de conception de services",
        "la dématérialisation",
        "la stratégie de gouvernement numérique",
      ],
    },
    details: {
      en: [
        "for {n} services",
        "with accessibility tested by disabled users",
        "in every official language",
      ],
      fr: [
        "pour {n} démarches",
        "avec une accessibilité testée par des personnes handicapées",
        "dans toutes les langues officielles",
      ],
    },
  },
  {
    key: "security",
    sector: "defence-and-security",
    titles: {
      en: [
        "Zero trust for the government of {place}",
        "Security accreditation of the citizen portal of {place}",
        "Incident response in {place}: what we learned",
        "Data security at the ministries of {place}",
      ],
      fr: [
        "Une architecture zéro confiance pour le gouvernement de {place}",
        "L'homologation de sécurité du portail citoyen de {place}",
        "La réponse aux incidents à {place} : ce que nous avons appris",
        "La sécurité des données dans les ministères de {place}",
      ],
    },
    objects: {
      en: [
        "security incident response",
        "a zero trust architecture",
        "penetration tests",
        "security accreditation",
        "data security",
        "threat intelligence",
        "privileged access",
      ],
      fr: [
        "la réponse aux incidents de sécurité",
        "une architecture « zéro confiance »",
        "les tests d'intrusion",
        "l'homologation de sécurité",
        "la sécurité des données",
        "le renseignement sur les menaces",
        "les accès à privilèges",
      ],
    },
    details: {
      en: [
        "with the national cyber security agency",
        "before going live",
        "with {n} findings fixed",
      ],
      fr: [
        "avec l'agence nationale de la sécurité des systèmes d'information",
        "avant la mise en service",
        "avec {n} vulnérabilités corrigées",
      ],
    },
  },
];

const HEADINGS: Record<Locale, string[]> = {
  en: [
    "What we found",
    "The approach",
    "Results",
    "Lessons for other governments",
    "What comes next",
    "The context",
  ],
  fr: [
    "Ce que nous avons constaté",
    "La démarche",
    "Les résultats",
    "Leçons pour d'autres gouvernements",
    "La suite",
    "Le contexte",
  ],
};
const KPIS: Record<Locale, string[]> = {
  en: [
    "{n}% fewer manual checks",
    "{n} days to a decision instead of {m}",
    "{n} million records migrated",
    "{n}% of requests completed online",
    "{n} agencies connected",
  ],
  fr: [
    "{n} % de contrôles manuels en moins",
    "{n} jours pour une décision au lieu de {m}",
    "{n} millions de dossiers migrés",
    "{n} % des démarches faites en ligne",
    "{n} administrations raccordées",
  ],
};

function writer(random: Random, places: string[]) {
  const fill = (template: string, place: string) =>
    template
      .replaceAll("{place}", place)
      .replaceAll("{n}", String(random.int(2, 95)))
      .replaceAll("{m}", String(random.int(30, 180)));
  const capital = (text: string) => text[0]!.toUpperCase() + text.slice(1);
  /** One sentence, mostly on the document's topic, sometimes on another. */
  const sentence = (locale: Locale, topic: Topic, place: string) => {
    const generic = GENERIC[locale];
    const about = random.next() < 0.75 ? topic : random.pick(TOPICS);
    const object =
      random.next() < 0.6
        ? random.pick(about.objects[locale])
        : random.pick(generic.objects);
    const detail =
      random.next() < 0.5
        ? random.pick(about.details[locale])
        : random.pick(generic.details);
    const where = random.next() < 0.7 ? place : random.pick(places);
    return fill(
      `${capital(random.pick(generic.subjects))} ${random.pick(generic.actions)} ${object} ${detail}.`,
      where,
    );
  };
  /** Sentences until about `words` words. */
  const sentences = (
    locale: Locale,
    topic: Topic,
    place: string,
    words: number,
  ) => {
    const out: string[] = [];
    let count = 0;
    while (count < words) {
      const next = sentence(locale, topic, place);
      out.push(next);
      count += next.split(" ").length;
    }
    return out;
  };
  return { fill, sentence, sentences };
}

export type InsightRow = {
  slug: string;
  locale: Locale;
  title: string;
  excerpt: string;
  content: string;
  author: string;
  is_published: boolean;
  published_at: string;
};
export type CaseStudyRow = {
  slug: string;
  locale: Locale;
  title: string;
  subtitle: string;
  description: string;
  challenge: string;
  solution: string;
  outcomes: string[];
  kpis: string[];
  sector: string | null;
  created_at: string;
  display_order: number;
};

const DAY_MS = 86_400_000;
const LAST_DAY = Date.parse("2027-03-01T09:00:00Z");

export function generateContent(
  insightCount: number,
  caseStudyCount: number,
  extraDrafts: number,
) {
  const random = generator(SEED);
  const places = placeNames(random, 900);
  const text = writer(random, places);
  const authors = [
    "Amina Diallo",
    "Jonas Weber",
    "Claire Martin",
    "Ravi Menon",
    "Sofia Lindqvist",
  ];
  const insight = (n: number, published: boolean): InsightRow => {
    const locale: Locale = n % 2 === 0 ? "en" : "fr";
    const topic = TOPICS[n % TOPICS.length]!;
    const place = random.pick(places);
    const words = random.int(300, 1_500);
    const paragraphs: string[] = [];
    const body = text.sentences(locale, topic, place, words);
    for (let i = 0; i < body.length; i += 6) {
      if (i % 18 === 0)
        paragraphs.push(`<h2>${random.pick(HEADINGS[locale])}</h2>`);
      paragraphs.push(`<p>${body.slice(i, i + 6).join(" ")}</p>`);
    }
    return {
      slug: `${topic.key}-${place.toLowerCase()}-${n}`,
      locale,
      title: text.fill(random.pick(topic.titles[locale]), place),
      excerpt: text.sentences(locale, topic, place, 30).join(" "),
      content: paragraphs.join("\n"),
      author: random.pick(authors),
      is_published: published,
      published_at: new Date(
        LAST_DAY - random.int(0, 1_100) * DAY_MS,
      ).toISOString(),
    };
  };
  const caseStudy = (n: number): CaseStudyRow => {
    const locale: Locale = n % 2 === 0 ? "en" : "fr";
    const topic = TOPICS[(n * 3) % TOPICS.length]!;
    const place = random.pick(places);
    const words = random.int(300, 1_500);
    const body = text.sentences(locale, topic, place, words);
    const split = Math.round(body.length * 0.4);
    return {
      slug: `${topic.key}-${place.toLowerCase()}-${n}`,
      locale,
      title: text.fill(random.pick(topic.titles[locale]), place),
      subtitle: text.sentence(locale, topic, place),
      description: text.sentences(locale, topic, place, 35).join(" "),
      challenge: body.slice(0, split).join(" "),
      solution: body.slice(split).join(" "),
      outcomes: [0, 1, 2].map(() => text.sentence(locale, topic, place)),
      kpis: [0, 1, 2].map(() => text.fill(random.pick(KPIS[locale]), place)),
      // Two case studies in three have a sector.
      sector: n % 3 === 2 ? null : topic.sector,
      created_at: new Date(
        LAST_DAY - random.int(0, 1_500) * DAY_MS,
      ).toISOString(),
      display_order: n,
    };
  };
  return {
    insights: Array.from({ length: insightCount }, (_, n) => insight(n, true)),
    caseStudies: Array.from({ length: caseStudyCount }, (_, n) => caseStudy(n)),
    drafts: Array.from({ length: extraDrafts }, (_, n) =>
      insight(insightCount + n, false),
    ),
  };
}
