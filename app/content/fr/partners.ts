import type { Translation } from "~/i18n/copy";
import type * as en from "../partners";
import { site } from "../site";

/**
 * French copy for /fr/partners (../partners.ts). Product names, ids and the vendors' URLs stay as
 * they are; as in English, no partnership tier or endorsement is claimed.
 */
export const partnersSeo: typeof en.partnersSeo = {
  title: "Partenaires technologiques",
  description:
    `Les plateformes infonuagiques, d’identité et de données sur lesquelles ${site.name} bâtit ses solutions\u00a0: ` +
    "nuage public à grande échelle et nuage souverain, identité numérique ouverte et plateforme de données " +
    "d’entreprise.",
};

export const partnersHero: typeof en.partnersHero = {
  eyebrow: "Partenaires",
  title: "Partenaires technologiques",
  lead:
    "Nous bâtissons sur des plateformes éprouvées pour que nos clients ne misent jamais sur une seule entreprise, " +
    "y compris la nôtre. Voici les technologies sur lesquelles nos solutions sont conçues et exploitées.",
};

export const partnerRelationship: Translation<typeof en.partnerRelationship> =
  "Partenaire technologique";

export const partners: typeof en.partners = [
  {
    id: "hyperscale-cloud",
    category: "Nuage public à grande échelle",
    name: "Microsoft Azure",
    description:
      "Lorsque la politique d’un client permet le nuage public, nous déployons sur Microsoft Azure dans la région " +
      "qu’exigent ses règles de résidence des données, avec notre propre zone d’accueil, notre configuration " +
      "réseau de référence et notre surveillance.",
    uses: [
      "Kubernetes et PostgreSQL gérés pour les services aux citoyens",
      "Modèles d’intelligence artificielle hébergés pour les fonctions liées aux documents et à la langue",
      "Sauvegardes géoredondantes et reprise après sinistre mise à l’essai",
    ],
    url: "https://azure.microsoft.com/",
  },
  {
    id: "private-cloud",
    category: "Nuage souverain et privé",
    name: "Red Hat OpenShift",
    description:
      "Lorsque les données doivent rester dans le centre de données d’un gouvernement, nous exécutons les mêmes " +
      "conteneurs et chaînes de déploiement sur Red Hat OpenShift, sur du matériel que l’institution contrôle et " +
      "que sa propre équipe peut exploiter.",
    uses: [
      "Déploiements sur place et dans le nuage gouvernemental",
      "Une seule et même version pour les environnements publics et privés",
      "Installations isolées du réseau pour les charges de travail sensibles",
    ],
    url: "https://www.redhat.com/en/technologies/cloud-computing/openshift",
  },
  {
    id: "identity",
    category: "Identité numérique et biométrie",
    name: "MOSIP",
    description:
      "Pour les programmes d’identité nationaux et sectoriels, nous bâtissons sur MOSIP, la plateforme d’identité " +
      "modulaire à code source ouvert, et nous y connectons des moteurs de comparaison biométrique certifiés au " +
      "moyen de ses interfaces normalisées, afin qu’aucun gouvernement ne dépende d’un seul fournisseur de " +
      "biométrie.",
    uses: [
      "Enrôlement, dédoublonnage et vérification de l’identité",
      "Connexion vérifiée aux services de visa électronique et aux services fiscaux",
      "Interfaces normalisées avec les systèmes biométriques",
    ],
    url: "https://www.mosip.io/",
  },
  {
    id: "data-platform",
    category: "Plateforme de données d’entreprise",
    name: "Databricks",
    description:
      "L’analyse des recettes, les statistiques sur les visas et la surveillance des maladies reposent sur une " +
      "plateforme qui réunit lac et entrepôt de données. Nous bâtissons sur Databricks lorsque nos clients " +
      "l’utilisent déjà, avec une traçabilité des données et des contrôles d’accès qu’un vérificateur peut suivre.",
    uses: [
      "Chaînes de traitement qui rapprochent les registres issus des anciens systèmes",
      "Modèles de prévision et d’évaluation du risque de non-conformité",
      "Jeux de données encadrés pour les tableaux de bord et les données ouvertes",
    ],
    url: "https://www.databricks.com/",
  },
];

export const selectionPrinciples: typeof en.selectionPrinciples = [
  {
    id: "portability",
    title: "Portabilité par défaut",
    description:
      "Grâce aux conteneurs, aux normes ouvertes et à l’infrastructure en tant que code, une plateforme peut " +
      "passer d’un nuage à un autre, ou être rapatriée à l’interne, sans être reconstruite.",
  },
  {
    id: "residency",
    title: "Des données qui restent là où la loi le prévoit",
    description:
      "Nous choisissons l’hébergement client par client et ensemble de données par ensemble de données, pour que " +
      "les renseignements personnels, fiscaux et de santé ne quittent jamais le territoire dont ils relèvent.",
  },
  {
    id: "supportability",
    title: "Un soutien assuré pour dix ans",
    description:
      "Nous privilégions les plateformes qui offrent un soutien à long terme, une expertise locale et des licences " +
      "prévisibles, dont un budget public peut assumer le coût.",
  },
];

export const trademarkNotice: typeof en.trademarkNotice =
  "Les noms de produits sont des marques de commerce de leurs propriétaires respectifs. Ils sont mentionnés pour " +
  "indiquer les plateformes sur lesquelles nous bâtissons nos solutions et ne supposent ni approbation ni " +
  "programme de partenariat officiel.";

export const partnersCta: typeof en.partnersCta = {
  title: "Vous bâtissez une plateforme que nous devrions connaître?",
  body:
    "Fournisseurs de technologies et intégrateurs de systèmes qui travaillez avec des gouvernements et de grandes " +
    "entreprises\u00a0: dites-nous ce que vous bâtissez et où vous êtes présents.",
  action: { label: "Nous joindre", to: "/contact" },
};
