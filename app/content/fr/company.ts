import type * as en from "../company";

/** French mission, values and headline figures (../company.ts), shared by the French home page and /fr/about. */
export const mission: typeof en.mission =
  "Doter chaque gouvernement et chaque entreprise que nous servons d’un socle numérique dont ils sont " +
  "propriétaires, auquel ils se fient et qu’ils peuvent faire grandir\u00a0: des plateformes qui raccourcissent " +
  "les files d’attente, réduisent les pertes de recettes et rapprochent les soins de la population, bâties avec " +
  "les institutions qui les exploiteront bien après notre départ.";

export const impactFigures: typeof en.impactFigures = [
  { value: "3+", label: "pays où nos plateformes sont en service" },
  { value: "1\u00a0M+", label: "citoyens servis" },
  { value: "99,9\u00a0%", label: "de disponibilité des plateformes" },
];

export const coreValues: typeof en.coreValues = [
  {
    id: "innovation",
    name: "Innovation",
    description:
      "Nous appliquons l’IA là où elle élimine un véritable goulot d’étranglement, comme un arriéré, une " +
      "vérification manuelle ou un angle mort, et nous en faisons la preuve dans un projet pilote avant de la " +
      "déployer à grande échelle.",
  },
  {
    id: "transparency",
    name: "Transparence",
    description:
      "Des architectures ouvertes, des décisions documentées et des modèles dont les résultats peuvent être " +
      "expliqués à un vérificateur, à un ministre ou à un citoyen.",
  },
  {
    id: "global-inclusion",
    name: "Inclusion mondiale",
    description:
      "Des services qui fonctionnent sur un téléphone d’entrée de gamme, avec une connexion faible, dans les " +
      "langues que les gens parlent réellement.",
  },
  {
    id: "sustainability",
    name: "Durabilité",
    description:
      "Une infrastructure bien dimensionnée, le transfert des compétences aux équipes locales et des budgets " +
      "qu’un ministère des Finances peut soutenir pendant dix ans.",
  },
  {
    id: "security",
    name: "Sécurité",
    description:
      "Résidence des données, accès selon le principe de confiance zéro et surveillance continue, intégrés dès " +
      "le premier atelier plutôt qu’ajoutés après coup.",
  },
];
