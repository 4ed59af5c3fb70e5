/**
 * bench:search — site search at 2,000 documents (migration 0035, app/server/search/). Per
 * database (PGlite, then PostgreSQL when reachable):
 *  - index: a fresh database, the site's pages (syncPageDocuments), then published insights and
 *    case studies in both languages, generated from word lists with a fixed seed (bodies of
 *    300–1,500 words), until search_documents holds 2,000 rows; the triggers index them as they
 *    are inserted, and the bench reports how long that took;
 *  - reads: searchSite, in this process through the real data layer, over a fixed mix of queries
 *    (one common word, several words, a phrase, an exclusion, an unaccented French word, typos
 *    that take the "Did you mean" path, nothing found, a language fallback, filters, page 3),
 *    BENCH_SEARCH_READS times each, interleaved; p50/p95/max per query and overall
 *    (target: p95 < 100 ms);
 *  - publish: what the trigger adds to publishing and unpublishing one insight.
 * Then the production server on the PGlite database just measured, SEARCH_RATE_LIMIT=0:
 * GET /search?q=government and /fr/search?q=securite at BENCH_SEARCH_RATE requests/s for
 * BENCH_SEARCH_SECONDS each; p50/p99.
 *
 *   npm run bench:search
 *   BENCH_DATABASES=pglite BENCH_SEARCH_READS=10 BENCH_SEARCH_HTTP=0 npm run bench:search
 */
import { performance } from "node:perf_hooks";
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import { searchPage as englishLabels } from "../app/content/search";
import { searchPage as frenchLabels } from "../app/content/fr/search";
import { parseSearchRequest } from "../app/domain/search/search-request";
import type { Locale } from "../app/i18n/locale";
import {
  openDatabase,
  type DatabaseConnection,
} from "../app/server/db/client.server";
import { rowsOf } from "../app/server/db/sql-rows.server";
import { syncPageDocuments } from "../app/server/search/page-documents.server";
import { searchSite } from "../app/server/search/site-search.server";
import { latencySummary } from "./format";
import {
  LOOPBACK,
  SetupError,
  describeMachine,
  ensureBuild,
  formatLatency,
  formatNumber,
  freePorts,
  makeTempDir,
  positiveIntFromEnv,
  renderTable,
  runBench,
  startAppServer,
  stopManaged,
} from "./leads-support";
import {
  formatLoadTable,
  watchMachineLoad,
  type MachineLoad,
} from "./machine-load";
import {
  createPostgresBenchDatabase,
  postgresReachable,
} from "./portal-database";

const DOCUMENTS = 2_000;
const READS = positiveIntFromEnv("BENCH_SEARCH_READS", 30);
const SECONDS = positiveIntFromEnv("BENCH_SEARCH_SECONDS", 5);
const RATE = positiveIntFromEnv("BENCH_SEARCH_RATE", 10);
const HTTP = process.env.BENCH_SEARCH_HTTP !== "0";
const TARGET_MS = 100;
const BATCH = 50;
const PUBLISHES = 10;
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

const SECTORS = [
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

type InsightRow = {
  slug: string;
  locale: Locale;
  title: string;
  excerpt: string;
  content: string;
  author: string;
  is_published: boolean;
  published_at: string;
};
type CaseStudyRow = {
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

function generateContent(
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

// ---------------------------------------------------------------------------------------
// The database: the index at 2,000 documents.

async function documentCount(connection: DatabaseConnection): Promise<number> {
  const [row] = await rowsOf<{ count: number }>(
    connection.db,
    sql`select count(*)::int as count from search_documents`,
  );
  return row?.count ?? 0;
}

async function insertInsights(
  connection: DatabaseConnection,
  rows: InsightRow[],
) {
  for (let i = 0; i < rows.length; i += BATCH) {
    await connection.db.execute(sql`
      insert into insights (slug, locale, title, excerpt, content, author, is_published, published_at)
      select r.slug, r.locale, r.title, r.excerpt, r.content, r.author, r.is_published, r.published_at
      from jsonb_to_recordset(${JSON.stringify(rows.slice(i, i + BATCH))}::jsonb) as r(
        slug text, locale text, title text, excerpt text, content text, author text,
        is_published boolean, published_at timestamptz)`);
  }
}

async function insertCaseStudies(
  connection: DatabaseConnection,
  rows: CaseStudyRow[],
) {
  for (let i = 0; i < rows.length; i += BATCH) {
    await connection.db.execute(sql`
      insert into public_projects (slug, locale, title, subtitle, description, challenge, solution,
        outcomes, kpis, published, sector_id, created_at, display_order)
      select r.slug, r.locale, r.title, r.subtitle, r.description, r.challenge, r.solution,
        array(select jsonb_array_elements_text(r.outcomes)), array(select jsonb_array_elements_text(r.kpis)),
        true, s.id, r.created_at, r.display_order
      from jsonb_to_recordset(${JSON.stringify(rows.slice(i, i + BATCH))}::jsonb) as r(
        slug text, locale text, title text, subtitle text, description text, challenge text,
        solution text, outcomes jsonb, kpis jsonb, sector text, created_at timestamptz, display_order int)
      left join sectors s on s.slug = r.sector`);
  }
}

type Indexed = {
  pages: number;
  insights: number;
  caseStudies: number;
  seconds: number;
  bodyWords: number;
  terms: number;
  draftIds: string[];
};

async function buildIndex(connection: DatabaseConnection): Promise<Indexed> {
  await connection.migrate();
  await syncPageDocuments(connection.db);
  for (const sector of SECTORS)
    await connection.db.execute(sql`insert into sectors (slug, name, name_fr)
      values (${sector.slug}, ${sector.name}, ${sector.nameFr}) on conflict (slug) do nothing`);
  const before = await documentCount(connection);
  const wanted = DOCUMENTS - before;
  if (wanted <= 0)
    throw new SetupError(
      `a fresh database already holds ${before} search documents`,
    );
  const insightCount = Math.ceil(wanted / 2);
  const content = generateContent(
    insightCount,
    wanted - insightCount,
    PUBLISHES,
  );
  const started = performance.now();
  await insertInsights(connection, content.insights);
  await insertCaseStudies(connection, content.caseStudies);
  const seconds = (performance.now() - started) / 1000;
  // Drafts for the publish timing: not in the index until published.
  await insertInsights(connection, content.drafts);
  const total = await documentCount(connection);
  if (total !== DOCUMENTS)
    throw new SetupError(
      `the index holds ${total} documents, not ${DOCUMENTS}`,
    );
  await connection.db.execute(sql`analyze`);
  const [stats] = await rowsOf<{ words: number; terms: number }>(
    connection.db,
    sql`select (select round(avg(array_length(regexp_split_to_array(body, '[[:space:]]+'), 1)))::int
          from search_documents where kind <> 'page') as words,
        (select count(*)::int from search_terms) as terms`,
  );
  const drafts = await rowsOf<{ id: string }>(
    connection.db,
    sql`select id from insights where not is_published order by slug`,
  );
  return {
    pages: before,
    insights: content.insights.length,
    caseStudies: content.caseStudies.length,
    seconds,
    bodyWords: stats?.words ?? 0,
    terms: stats?.terms ?? 0,
    draftIds: drafts.map((row) => row.id),
  };
}

// ---------------------------------------------------------------------------------------
// The reads.

type Query = { what: string; page: Locale; params: string };

const QUERIES: Query[] = [
  { what: "one common word", page: "en", params: "q=government" },
  { what: "one common word", page: "fr", params: "q=sécurité" },
  { what: "three words", page: "en", params: "q=digital identity platform" },
  { what: "two words", page: "fr", params: "q=identité numérique" },
  { what: "a phrase", page: "en", params: 'q="sovereign cloud"' },
  { what: "an exclusion", page: "en", params: "q=cloud -sovereign" },
  { what: "unaccented", page: "fr", params: "q=securite" },
  { what: "a typo", page: "en", params: "q=goverment" },
  { what: "a typo", page: "fr", params: "q=gouvernment" },
  { what: "nothing found", page: "en", params: "q=quantum blockchain" },
  { what: "other language", page: "en", params: "q=données" },
  { what: "type filter", page: "en", params: "q=government&type=case_study" },
  {
    what: "sector filter",
    page: "en",
    params: "q=health&sector=public-health",
  },
  { what: "page 3", page: "en", params: "q=data&page=3" },
];

const LABELS = { en: englishLabels, fr: frenchLabels };

function runQuery(connection: DatabaseConnection, query: Query) {
  return searchSite(
    connection.db,
    parseSearchRequest(new URLSearchParams(query.params)),
    query.page,
    LABELS[query.page],
  );
}

type QueryRow = {
  query: Query;
  hits: number;
  note: string;
  p50: number;
  p95: number;
  max: number;
};

async function measureReads(connection: DatabaseConnection) {
  const notes = new Map<Query, { hits: number; note: string }>();
  // Warm-up: plans, caches, the trigram index's pages.
  for (const query of QUERIES) {
    const found = await runQuery(connection, query);
    const note = [
      found.fellBack ? `shown in ${found.language}` : "",
      found.suggestion
        ? `did you mean “${found.suggestion}”`
        : found.total === 0
          ? "no suggestion"
          : "",
      found.request.page > 1
        ? `page ${found.request.page} of ${found.pageCount}`
        : "",
    ].filter(Boolean);
    notes.set(query, { hits: found.total, note: note.join("; ") });
  }
  const samples = new Map<Query, number[]>(QUERIES.map((q) => [q, []]));
  // Interleaved: a moment of load elsewhere on the machine touches every query alike.
  for (let round = 0; round < READS; round += 1) {
    for (const query of QUERIES) {
      const started = performance.now();
      await runQuery(connection, query);
      samples.get(query)!.push(performance.now() - started);
    }
  }
  const rows: QueryRow[] = QUERIES.map((query) => ({
    query,
    ...notes.get(query)!,
    ...latencySummary(samples.get(query)!),
  }));
  return { rows, overall: latencySummary([...samples.values()].flat()) };
}

/** One statement per row, as the studio's Publish runs it: what the trigger adds. */
async function measurePublish(connection: DatabaseConnection, ids: string[]) {
  const time = async (statement: (id: string) => ReturnType<typeof sql>) => {
    const samples: number[] = [];
    for (const id of ids) {
      const started = performance.now();
      await connection.db.execute(statement(id));
      samples.push(performance.now() - started);
    }
    return latencySummary(samples);
  };
  // The same update on an unpublished row: the trigger only deletes (nothing); the baseline.
  const baseline = await time(
    (id) => sql`update insights set title = title || '' where id = ${id}`,
  );
  const publish = await time(
    (id) => sql`update insights set is_published = true where id = ${id}`,
  );
  const unpublish = await time(
    (id) => sql`update insights set is_published = false where id = ${id}`,
  );
  if ((await documentCount(connection)) !== DOCUMENTS)
    throw new SetupError(
      "publishing and unpublishing changed the index's size",
    );
  return { baseline, publish, unpublish };
}

type DatabaseResult = {
  database: string;
  indexed: Indexed;
  rows: QueryRow[];
  overall: ReturnType<typeof latencySummary>;
  publish: Awaited<ReturnType<typeof measurePublish>>;
  load: MachineLoad;
};

async function measureDatabase(
  label: string,
  connection: DatabaseConnection,
): Promise<DatabaseResult> {
  const indexed = await buildIndex(connection);
  const watch = watchMachineLoad(
    `${label}: ${QUERIES.length} queries × ${READS}`,
    {
      postgres: connection.kind === "postgres",
    },
  );
  const reads = await measureReads(connection);
  const load = watch.stop();
  const publish = await measurePublish(connection, indexed.draftIds);
  return { database: label, indexed, ...reads, publish, load };
}

const ms = (value: number) => formatNumber(value, 1);

function printDatabase(result: DatabaseResult) {
  const { indexed } = result;
  console.log(
    `\n== ${result.database}: ${formatNumber(DOCUMENTS, 0)} documents (${indexed.pages} pages, ` +
      `${formatNumber(indexed.insights, 0)} insights, ${formatNumber(indexed.caseStudies, 0)} case studies; ` +
      `${formatNumber(indexed.bodyWords, 0)} body words on average; ${formatNumber(indexed.terms, 0)} suggestion words)`,
  );
  const generated = indexed.insights + indexed.caseStudies;
  console.log(
    `   indexing ${formatNumber(generated, 0)} documents as they were inserted: ${formatNumber(indexed.seconds, 1)} s ` +
      `(${formatNumber((indexed.seconds * 1000) / generated, 1)} ms each, batches of ${BATCH})`,
  );
  const met = result.overall.p95 < TARGET_MS;
  console.log(
    `\n${renderTable(
      ["query", "page", "case", "hits", "p50 ms", "p95 ms", "max ms", "note"],
      [
        ...result.rows.map((row) => [
          row.query.params,
          row.query.page,
          row.query.what,
          String(row.hits),
          ms(row.p50),
          ms(row.p95),
          ms(row.max),
          row.note,
        ]),
        [
          `all ${QUERIES.length} queries × ${READS}`,
          "",
          "",
          "",
          ms(result.overall.p50),
          ms(result.overall.p95),
          ms(result.overall.max),
          `target p95 < ${TARGET_MS} ms: ${met ? "met" : "MISSED"}`,
        ],
      ],
      [0, 1, 2, 7],
    )}`,
  );
  const { baseline, publish, unpublish } = result.publish;
  console.log(
    `\n${renderTable(
      ["one insight (~300–1,500 words), one statement", "p50 ms", "max ms"],
      [
        [
          "update of a draft (trigger has nothing to index)",
          ms(baseline.p50),
          ms(baseline.max),
        ],
        ["publish (the trigger indexes it)", ms(publish.p50), ms(publish.max)],
        [
          "unpublish (the trigger removes it)",
          ms(unpublish.p50),
          ms(unpublish.max),
        ],
      ],
    )}`,
  );
}

// ---------------------------------------------------------------------------------------
// The production server.

async function pageUnderLoad(port: number, urlPath: string, seconds: number) {
  const result = await autocannon({
    url: `http://${LOOPBACK}:${port}${encodeURI(urlPath)}`,
    // autocannon spends each connection's quota at the start of every second: with several
    // connections the requests would land together and queue behind each other, a queue of the
    // bench's own making. One connection: each request's own time, RATE of them a second.
    connections: 1,
    overallRate: RATE,
    duration: seconds,
    headers: { "user-agent": "bench-search/1.0" },
  });
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
  };
}

async function measureServer(dataDir: string) {
  ensureBuild();
  const [port] = await freePorts(1);
  const server = await startAppServer({
    port: port!,
    dataDir,
    env: { SEARCH_RATE_LIMIT: "0" },
  });
  try {
    const paths = ["/search?q=government", "/fr/search?q=securite"];
    const rows: string[][] = [];
    const loads: MachineLoad[] = [];
    for (const urlPath of paths) {
      await pageUnderLoad(port!, urlPath, 2); // warm-up
      const watch = watchMachineLoad(`GET ${urlPath} at ${RATE}/s`);
      const run = await pageUnderLoad(port!, urlPath, SECONDS);
      loads.push(watch.stop());
      rows.push([
        urlPath,
        String(run.requests),
        String(run.non2xx),
        formatLatency(run.p50),
        formatLatency(run.p99),
      ]);
    }
    console.log(
      `\n== The production server (PGlite, the index above), ${RATE} requests/s for ${SECONDS} s per page, one connection`,
    );
    console.log(
      "   SEARCH_RATE_LIMIT=0: the limit is off for this load test, whose requests all come from one address;\n" +
        "   otherwise each client address gets SEARCH_RATE_LIMIT searches (300 by default) per 10 minutes.",
    );
    console.log(
      `\n${renderTable(["GET", "requests", "non-2xx", "p50 ms", "p99 ms"], rows)}`,
    );
    return loads;
  } finally {
    await stopManaged(server);
  }
}

await runBench("bench:search", async () => {
  const wanted = (process.env.BENCH_DATABASES ?? "pglite,postgres")
    .split(",")
    .map((s) => s.trim());
  if (!wanted.includes("pglite") && !wanted.includes("postgres"))
    throw new SetupError("BENCH_DATABASES names neither pglite nor postgres");
  console.log(
    `bench:search — searchSite at ${formatNumber(DOCUMENTS, 0)} documents, ${QUERIES.length} queries × ${READS} reads per database` +
      (HTTP ? `; then GET /search at ${RATE}/s on the production server` : ""),
  );
  for (const line of describeMachine()) console.log(line);
  const results: DatabaseResult[] = [];
  let pgliteDir: string | undefined;
  if (wanted.includes("pglite")) {
    pgliteDir = makeTempDir("bench-search-data-");
    const connection = await openDatabase({
      kind: "pglite",
      dataDir: pgliteDir,
    });
    try {
      results.push(await measureDatabase("PGlite", connection));
    } finally {
      await connection.close();
    }
    printDatabase(results.at(-1)!);
  }
  if (wanted.includes("postgres")) {
    const adminUrl =
      process.env.TEST_DATABASE_URL ??
      process.env.DATABASE_URL ??
      "postgres://postgres@127.0.0.1:5432/postgres";
    if (!(await postgresReachable(adminUrl))) {
      console.log(
        `\n== PostgreSQL: not reachable at ${new URL(adminUrl).host}, skipped (set TEST_DATABASE_URL or DATABASE_URL).`,
      );
    } else {
      const database = await createPostgresBenchDatabase(adminUrl, "search");
      const connection = await openDatabase({
        kind: "postgres",
        url: database.url,
      });
      try {
        results.push(
          await measureDatabase(`PostgreSQL ${database.version}`, connection),
        );
      } finally {
        await connection.close();
        await database.drop();
      }
      printDatabase(results.at(-1)!);
    }
  }

  console.log(
    `\n${renderTable(
      [
        "database",
        "index s",
        "p50 ms",
        "p95 ms",
        "max ms",
        "publish ms",
        `p95 < ${TARGET_MS} ms`,
      ],
      results.map((result) => [
        result.database,
        formatNumber(result.indexed.seconds, 1),
        ms(result.overall.p50),
        ms(result.overall.p95),
        ms(result.overall.max),
        ms(result.publish.publish.p50),
        result.overall.p95 < TARGET_MS ? "met" : "MISSED",
      ]),
    )}`,
  );
  const loads = results.map((result) => result.load);
  if (!HTTP)
    console.log(
      "\nBENCH_SEARCH_HTTP=0: the production server was not measured.",
    );
  else if (!pgliteDir)
    console.log(
      "\nThe production server runs on the PGlite index: not measured without it.",
    );
  else loads.push(...(await measureServer(pgliteDir)));
  console.log(`\n${formatLoadTable(loads)}`);
});
