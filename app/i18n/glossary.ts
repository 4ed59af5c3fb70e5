/**
 * The project's English–French glossary: one term, one translation, on every page, e-mail and
 * reply. Translators (and reviewers) follow it; `glossary.test.ts` fails on a rendering an
 * entry's `avoid` lists anywhere in the French copy, catalogs or seeded content. Canadian French, the register
 * of a federal ministry (Office québécois de la langue française and TERMIUM Plus usage).
 * A term whose French is a name or a brand stays as it is and belongs in `brandNames`.
 */
export type GlossaryEntry = {
  en: string;
  fr: string;
  /** How the term is used, where the choice is not obvious. */
  note?: string;
  /**
   * Renderings French text must not use for this term (anglicisms, a competing term): the
   * glossary test fails on any of them in the French copy, catalogs and seeded content.
   */
  avoid?: readonly string[];
};

export const glossary: readonly GlossaryEntry[] = [
  { en: "e-visa", fr: "visa électronique", avoid: ["e-visa", "evisa"] },
  { en: "digital governance", fr: "gouvernance numérique" },
  { en: "tax administration", fr: "administration fiscale" },
  {
    en: "tax collection",
    fr: "perception des impôts",
    note: "revenue collection: perception des recettes",
  },
  { en: "revenue collection", fr: "perception des recettes" },
  { en: "sovereign cloud", fr: "nuage souverain", avoid: ["cloud souverain"] },
  {
    en: "cloud platform",
    fr: "plateforme infonuagique",
    note: "cloud computing: infonuagique; in the cloud: dans le nuage",
    avoid: [
      "plateforme cloud",
      "plateformes cloud",
      "plateforme infonuagique cloud",
    ],
  },
  {
    en: "cloud infrastructure",
    fr: "infrastructure infonuagique",
    avoid: ["infrastructure cloud"],
  },
  {
    en: "AI-enabled",
    fr: "intégrant l’intelligence artificielle",
    note: "AI alone: IA (intelligence artificielle at first use on a page)",
  },
  { en: "artificial intelligence", fr: "intelligence artificielle" },
  { en: "machine learning", fr: "apprentissage automatique" },
  { en: "AI automation", fr: "automatisation par l’IA" },
  { en: "digital identity", fr: "identité numérique" },
  { en: "border management", fr: "gestion des frontières" },
  { en: "immigration", fr: "immigration" },
  { en: "healthcare", fr: "soins de santé" },
  { en: "telemedicine", fr: "télémédecine" },
  { en: "construction inspection", fr: "inspection des chantiers" },
  { en: "digital legacy", fr: "patrimoine numérique" },
  { en: "memorial", fr: "commémoratif" },
  { en: "data residency", fr: "résidence des données" },
  { en: "data sovereignty", fr: "souveraineté des données" },
  { en: "interoperability", fr: "interopérabilité" },
  { en: "vendor lock-in", fr: "dépendance envers un fournisseur" },
  { en: "open source", fr: "code source ouvert" },
  {
    en: "procurement",
    fr: "approvisionnement",
    note: "public procurement: marchés publics",
  },
  { en: "request for proposals", fr: "demande de propositions" },
  { en: "go-live", fr: "mise en service", avoid: ["go-live", "go live"] },
  { en: "uptime", fr: "disponibilité" },
  { en: "service level agreement", fr: "entente sur les niveaux de service" },
  { en: "key performance indicator", fr: "indicateur de rendement clé" },
  { en: "knowledge transfer", fr: "transfert des connaissances" },
  { en: "capacity building", fr: "renforcement des capacités" },
  { en: "mobile money", fr: "argent mobile" },
  { en: "public servant", fr: "fonctionnaire" },
  { en: "ministry", fr: "ministère" },
  { en: "agency", fr: "organisme" },
  {
    en: "stakeholder",
    fr: "partie prenante",
    avoid: ["stakeholder", "stakeholders"],
  },
  { en: "citizen", fr: "citoyen" },
  { en: "case study", fr: "étude de cas" },
  {
    en: "insights",
    fr: "analyses",
    note: "the /blog section and its articles",
  },
  { en: "capabilities", fr: "expertises" },
  { en: "solutions", fr: "solutions" },
  { en: "public sector platforms", fr: "plateformes du secteur public" },
  { en: "blueprint", fr: "plan directeur" },
  { en: "get started", fr: "démarrer un projet" },
  { en: "head office", fr: "siège social" },
  { en: "regional office", fr: "bureau régional" },
  { en: "careers", fr: "carrières" },
  { en: "consultancy", fr: "cabinet-conseil" },
  { en: "client portal", fr: "portail client" },
  { en: "dashboard", fr: "tableau de bord", avoid: ["dashboard"] },
  {
    en: "support ticket",
    fr: "demande de soutien",
    avoid: ["ticket", "tickets", "billet de support"],
  },
  { en: "chat assistant", fr: "assistant conversationnel" },
  { en: "email", fr: "courriel", avoid: ["e-mail", "email", "emails", "mél"] },
  { en: "sign in", fr: "se connecter", avoid: ["login", "se loguer"] },
  { en: "sign out", fr: "se déconnecter" },
  { en: "two-factor authentication", fr: "authentification à deux facteurs" },
  { en: "upload", fr: "téléverser", avoid: ["uploader", "upload", "uploadé"] },
  { en: "download", fr: "télécharger" },
  { en: "privacy", fr: "protection des renseignements personnels" },
  { en: "Privacy Policy", fr: "Politique de confidentialité" },
  { en: "Terms of Service", fr: "Conditions d’utilisation" },
  {
    en: "cookies",
    fr: "témoins",
    note: "Cookie Policy: Politique relative aux témoins; the English word may follow once in parentheses, as a gloss",
    avoid: ["cookie", "cookies"],
  },
  { en: "newsletter", fr: "infolettre", avoid: ["newsletter"] },
  { en: "contact us", fr: "nous joindre" },
];

/**
 * Names and brands that stay as they are on French pages (the English-left-behind scan allows
 * them): the company, products, partners' and clients' names, standards and acronyms.
 */
export const brandNames: readonly string[] = [
  "Kestrel Civic Technologies",
  "Kestrel",
  "AftrLife",
  "LinkedIn",
  "OpenStack",
  "Kubernetes",
  "PostgreSQL",
  "GitHub",
];
