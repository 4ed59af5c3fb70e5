import type * as en from "../jobs";

/**
 * The open roles in French. Ids, posting dates, locations and types stay the English values:
 * ids are anchors and `apply` values, and type, arrangement and countries are keys that
 * `jobLabels` below names in French.
 */
export const jobs: typeof en.jobs = [
  {
    id: "principal-cloud-architect",
    title: "Architecte infonuagique principal(e)",
    department: "Infonuagique et infrastructure",
    location: { kind: "office", officeId: "ottawa", arrangement: "Hybrid" },
    type: "Full-time",
    description:
      "Diriger l’architecture de plateformes infonuagiques souveraines et hybrides pour des ministères et des " +
      "organismes\u00a0: zones d’accueil, segmentation réseau, résidence des données et plans de reprise après " +
      "sinistre qui réussissent une évaluation de sécurité gouvernementale et que l’équipe du client peut " +
      "exploiter elle-même après le transfert.",
    requirements: [
      "Au moins 10 ans de conception et d’exploitation d’infrastructures de production, dont au moins 4 ans comme architecte principal(e) de plateformes réglementées ou mutualisées",
      "Solide expérience pratique d’au moins un grand nuage public et d’un nuage privé fondé sur Kubernetes (OpenShift ou l’équivalent)",
      "Infrastructure en tant que code (Terraform ou OpenTofu) et politiques en tant que code dans un véritable pipeline de livraison",
      "Expérience de la rédaction de dossiers de décision d’architecture et de leur défense devant les comités de sécurité et d’approvisionnement des clients",
      "Capacité d’obtenir la cote de fiabilité du gouvernement du Canada; une habilitation de sécurité de niveau Secret est un atout",
    ],
    datePosted: "2026-10-05",
  },
  {
    id: "ml-engineer-document-ai",
    title: "Ingénieur(e) en apprentissage automatique (IA documentaire)",
    department: "IA et données",
    location: { kind: "remote", countries: ["Canada"] },
    type: "Full-time",
    description:
      "Concevoir et évaluer les modèles qui lisent passeports, formulaires de visa, factures et déclarations de " +
      "revenus dans plusieurs écritures et langues\u00a0: chaînes de reconnaissance optique de caractères, d’analyse " +
      "de la mise en page et d’extraction de champs qui confient à un réviseur humain les résultats peu fiables " +
      "plutôt que de deviner.",
    requirements: [
      "Au moins 4 ans de mise en production de systèmes d’apprentissage automatique, dont au moins 2 en compréhension de documents",
      "Maîtrise de Python et de PyTorch; adaptation de modèles transformeurs ou vision-langage à partir de peu de données étiquetées",
      "Rigueur d’évaluation\u00a0: jeux de test réservés, précision et rappel par champ, analyse d’erreurs qu’un non-spécialiste peut suivre",
      "Déploiement et surveillance de modèles (dérive, latence, coût) sur une infrastructure avec GPU ou uniquement avec CPU",
      "Une expérience des documents en français ou en arabe est un atout",
    ],
    datePosted: "2026-10-19",
  },
  {
    id: "digital-identity-engineer",
    title: "Ingénieur(e) en identité numérique",
    department: "Ingénierie",
    location: { kind: "office", officeId: "ottawa", arrangement: "Hybrid" },
    type: "Full-time",
    description:
      "Concevoir et bâtir des services d’identité pour les citoyens, les entreprises et les fonctionnaires\u00a0: " +
      "inscription, dédoublonnage, attestations vérifiables et authentification fédérée auxquels les " +
      "organismes peuvent se fier et que chacun peut utiliser jusqu’au bout sur un téléphone d’entrée de gamme.",
    requirements: [
      "Au moins 5 ans de développement de services dorsaux en TypeScript, en Java ou en Go",
      "OpenID Connect, OAuth 2 et SAML en production, y compris l’exploitation d’un fournisseur d’identité",
      "Connaissance des processus de correspondance biométrique, des formats de données ISO/IEC 39794 ou de plateformes ouvertes comme MOSIP",
      "Gestion des clés au moyen de modules HSM ou d’un service KMS infonuagique\u00a0: cycle de vie des certificats et signature des attestations",
      "Souci de parcours d’identité inclusifs\u00a0: inscription assistée, utilisateurs peu alphabétisés ou hors ligne",
    ],
    datePosted: "2026-10-12",
  },
  {
    id: "public-sector-engagement-lead",
    title: "Responsable des relations avec le secteur public",
    department: "Secteur public",
    location: { kind: "office", officeId: "atlanta", arrangement: "Hybrid" },
    type: "Full-time",
    description:
      "Prendre en charge nos relations avec les ministères, les organismes et les partenaires de développement, " +
      "de la première conversation jusqu’à la signature du mandat. Vous façonnerez les occasions d’affaires, " +
      "animerez des ateliers exploratoires avec nos architectes et veillerez à ce que nos propositions puissent " +
      "être acquises, financées et maintenues par un organisme public.",
    requirements: [
      "Au moins 8 ans en développement des affaires, en services-conseils ou en direction de programmes auprès de gouvernements ou d’organisations multilatérales",
      "Expérience avérée de réponses à des appels d’offres officiels (demandes de propositions, appels de manifestations d’intérêt) et bonne connaissance des règles des marchés publics",
      "Crédibilité auprès de hauts fonctionnaires\u00a0: secrétaires permanents, directeurs généraux, dirigeants principaux de l’information",
      "Capacité d’expliquer sans jargon les compromis liés à l’infonuagique, aux données et à l’IA",
      "Déplacements internationaux jusqu’à 30\u00a0% du temps; la connaissance du français ou du portugais est un atout",
    ],
    datePosted: "2026-09-28",
  },
  {
    id: "site-reliability-engineer",
    title: "Ingénieur(e) en fiabilité des sites",
    department: "Infonuagique et infrastructure",
    location: { kind: "remote", countries: ["Canada"] },
    type: "Full-time",
    description:
      "Assurer la disponibilité de plateformes nationales lors des pointes de demande\u00a0: saisons des visas, " +
      "échéances de production des déclarations, interventions en cas d’éclosion. Vous conviendrez d’objectifs " +
      "de niveau de service avec les clients, automatiserez la reprise et animerez des analyses d’incidents sans " +
      "recherche de coupables qui changent le système plutôt que le calendrier de garde.",
    requirements: [
      "Au moins 4 ans d’exploitation de systèmes de production sur Kubernetes, avec expérience de la garde",
      "Observabilité avec Prometheus et OpenTelemetry; alertes fondées sur les symptômes que ressentent les utilisateurs",
      "Infrastructure en tant que code et GitOps (Terraform, Argo CD ou Flux)",
      "Exploitation de PostgreSQL\u00a0: réplication, planification de la capacité et sauvegardes que vous avez réellement restaurées",
      "À l’aise avec une garde rémunérée couvrant des clients dans plusieurs fuseaux horaires",
    ],
    datePosted: "2026-10-26",
  },
  {
    id: "security-architect",
    title: "Architecte en sécurité",
    department: "Sécurité",
    location: { kind: "office", officeId: "ottawa", arrangement: "Hybrid" },
    type: "Full-time",
    description:
      "Faire de la sécurité une donnée d’entrée de la conception plutôt qu’une constatation d’audit. Vous " +
      "modéliserez les menaces des nouvelles plateformes, définirez les modèles d’accès à confiance zéro et de " +
      "chiffrement, réunirez les preuves exigées par les évaluations de sécurité gouvernementales et " +
      "accompagnerez les équipes de réalisation dans l’adoption de paramètres sécuritaires par défaut.",
    requirements: [
      "Au moins 8 ans en ingénierie ou en architecture de sécurité, notamment de plateformes infonuagiques et de conteneurs",
      "Connaissance pratique de l’ITSG-33, de la NIST SP 800-53 ou de l’ISO/IEC 27001 et de la façon de démontrer leurs mesures de contrôle",
      "Modélisation des menaces, cycle de développement sécurisé et contrôles de la chaîne d’approvisionnement (nomenclatures logicielles, artefacts signés)",
      "Accès centré sur l’identité\u00a0: identité des charges de travail, identifiants de courte durée, gestion des accès privilégiés",
      "Admissibilité à une habilitation de sécurité de niveau Secret; une certification CISSP, CCSP ou l’équivalent est un atout",
    ],
    datePosted: "2026-10-05",
  },
  {
    id: "product-designer-public-services",
    title: "Designer de produits (services publics)",
    department: "Design",
    location: { kind: "remote", countries: ["Canada"] },
    type: "Full-time",
    description:
      "Concevoir des services que les gens réussissent à utiliser du premier coup\u00a0: demandes de visa, " +
      "déclarations de revenus, rendez-vous en clinique. Vous mènerez des recherches auprès des demandeurs et " +
      "des agents de première ligne, créerez des prototypes, les mettrez à l’essai sur des appareils d’entrée de " +
      "gamme et resterez aux côtés des ingénieurs jusqu’à la mise en service.",
    requirements: [
      "Au moins 4 ans de conception de services numériques, idéalement pour le gouvernement ou des secteurs réglementés",
      "Un portfolio qui montre la recherche, les itérations et les résultats livrés, pas seulement des écrans finaux",
      "Connaissance pratique des WCAG 2.2 (niveau AA) et de la rédaction en langage clair",
      "Expérience du contenu multilingue, des écritures de droite à gauche ou des contextes à faible bande passante",
      "À l’aise dans l’animation d’ateliers avec des fonctionnaires et des usagers",
    ],
    datePosted: "2026-11-02",
  },
  {
    id: "data-engineer",
    title: "Ingénieur(e) de données",
    department: "IA et données",
    location: { kind: "office", officeId: "atlanta", arrangement: "Hybrid" },
    type: "Full-time",
    description:
      "Bâtir les chaînes de traitement derrière l’analyse des recettes, les statistiques sur les visas et les " +
      "tableaux de bord de surveillance sanitaire\u00a0: intégration des systèmes existants, rapprochement des " +
      "registres et publication de jeux de données dont un vérificateur peut suivre la provenance.",
    requirements: [
      "Au moins 3 ans de création de chaînes de traitement de données par lots et en continu en production",
      "Maîtrise de SQL et de Python; dbt, Spark ou un outil de transformation semblable",
      "Intégration de sources existantes\u00a0: fichiers plats, extractions d’ordinateurs centraux, services SOAP",
      "Tests de qualité des données, traçabilité et contrôles d’accès pour les données personnelles et fiscales",
      "Une expérience d’une architecture lakehouse (Databricks, Delta Lake ou Apache Iceberg) est un atout",
    ],
    datePosted: "2026-10-19",
  },
  {
    id: "delivery-manager",
    title: "Gestionnaire de la prestation",
    department: "Prestation",
    location: { kind: "office", officeId: "ottawa", arrangement: "Hybrid" },
    type: "Full-time",
    description:
      "Diriger des équipes multidisciplinaires qui livrent des plateformes à des clients publics. Vous " +
      "planifierez les versions en fonction de jalons législatifs et budgétaires fixes, lèverez les obstacles, " +
      "gérerez les risques et tiendrez le responsable de produit et le comité directeur du client informés par " +
      "des rapports francs.",
    requirements: [
      "Au moins 5 ans de direction de projets logiciels agiles, dont au moins un programme du secteur public ou d’un secteur réglementé",
      "Expérience des contrats à jalons ou à prix fixe et de la gestion formelle des changements",
      "Rapports écrits clairs sur l’état d’avancement, les risques, les décisions et les dépendances",
      "Accompagnement d’équipes en Scrum ou en Kanban, sans dogmatisme",
      "Une certification PMP, PRINCE2 ou l’équivalent est un atout; la connaissance du français est un atout",
    ],
    datePosted: "2026-09-21",
  },
  {
    id: "qa-automation-engineer",
    title: "Ingénieur(e) en automatisation des tests",
    department: "Ingénierie",
    location: { kind: "remote", countries: ["Canada"] },
    type: "Contract",
    description:
      "Un contrat de 12 mois pour bâtir les vérifications automatisées qui nous permettent de mettre en service " +
      "des services nationaux en toute confiance\u00a0: parcours de bout en bout, contrats d’API, tests " +
      "d’accessibilité et de performance exécutés à chaque modification.",
    requirements: [
      "Au moins 3 ans d’automatisation des tests d’applications Web",
      "Playwright ou Cypress, et tests d’API en TypeScript ou en Python",
      "Tests d’accessibilité automatisés avec axe, et une idée claire de ce qu’ils ne peuvent pas déceler",
      "Tests de charge avec k6, Gatling ou un outil semblable, et interprétation des résultats avec les ingénieurs",
      "Une expérience des tests d’interfaces multilingues ou de droite à gauche est un atout",
    ],
    datePosted: "2026-11-09",
  },
  {
    id: "health-informatics-specialist",
    title: "Spécialiste en informatique de la santé",
    department: "Santé",
    location: { kind: "remote", countries: ["Canada", "United States"] },
    type: "Contract",
    description:
      "Un contrat renouvelable de 9 mois pour façonner, avec des ministères de la Santé, des plateformes de " +
      "télémédecine et de surveillance des maladies\u00a0: cartographier les processus cliniques et de déclaration, " +
      "convenir des normes de données et veiller à ce que nos réalisations correspondent au fonctionnement réel " +
      "des cliniques et des bureaux de santé de district.",
    requirements: [
      "Au moins 5 ans en informatique de la santé, en santé publique ou en mise en œuvre de systèmes cliniques",
      "Connaissance pratique de HL7 FHIR, de la CIM-10 et de la CIM-11, et des services de terminologie",
      "Expérience de DHIS2, d’OpenMRS ou d’un système national d’information sur la santé",
      "Compréhension des lois sur la protection des renseignements des patients et de la gestion du consentement",
      "Une formation clinique ou en épidémiologie est un atout; la connaissance du français est un atout",
    ],
    datePosted: "2026-10-26",
  },
  {
    id: "solutions-consultant-revenue-systems",
    title: "Conseiller(ère) en solutions – systèmes fiscaux",
    department: "Solutions",
    location: { kind: "office", officeId: "atlanta", arrangement: "Hybrid" },
    type: "Full-time",
    description:
      "Transformer les problèmes d’administration fiscale en conceptions de plateformes\u00a0: immatriculation des " +
      "contribuables, production électronique des déclarations, facturation électronique et risque de " +
      "non-conformité. Vous appuierez la préparation des propositions, mènerez les travaux exploratoires avec " +
      "les administrations fiscales et configurerez notre plateforme de gouvernance selon la législation " +
      "fiscale locale.",
    requirements: [
      "Au moins 5 ans en administration fiscale, en mise en œuvre de systèmes de perception des recettes ou en conseil en technologies fiscales",
      "Compréhension des régimes de TVA et de TPS, de retenue à la source et de facturation électronique",
      "Capacité de rédiger une spécification fonctionnelle et un scénario de démonstration de solution",
      "Expérience de présentations devant la direction de ministères des Finances ou d’administrations fiscales",
      "Une connaissance des évaluations TADAT ou ISORA est un atout",
    ],
    datePosted: "2026-11-02",
  },
  {
    id: "technical-writer",
    title: "Rédacteur(trice) technique",
    department: "Prestation",
    location: { kind: "remote", countries: ["Canada"] },
    type: "Contract",
    description:
      "Un contrat de 6 mois pour rédiger la documentation qui permet à l’équipe d’un client d’exploiter une " +
      "plateforme après notre départ\u00a0: guides d’exploitation, guides d’administration, références d’API et aide " +
      "en langage clair pour le public.",
    requirements: [
      "Au moins 3 ans de rédaction de documentation de produits logiciels ou de plateformes",
      "Documentation en tant que code\u00a0: Markdown, Git, générateurs de sites statiques et révision par demandes de tirage",
      "Capacité de lire du code et des spécifications OpenAPI et de tester ce que vous documentez",
      "Rédaction en langage clair pour le public et expérience des processus de traduction",
      "Le bilinguisme anglais-français est un atout",
    ],
    datePosted: "2026-11-09",
  },
  {
    id: "computer-vision-engineer",
    title: "Ingénieur(e) en vision par ordinateur",
    department: "IA et données",
    location: { kind: "office", officeId: "ottawa", arrangement: "Hybrid" },
    type: "Full-time",
    description:
      "Bâtir des modèles de vision pour l’inspection des chantiers et l’identité\u00a0: détection de défauts à partir " +
      "de photos de chantier et d’images de drones, et contrôle de la qualité des images faciales à " +
      "l’inscription. Chaque modèle est livré avec une évaluation selon l’éclairage, les appareils et les " +
      "groupes démographiques.",
    requirements: [
      "Au moins 4 ans de développement de modèles de vision par ordinateur en production",
      "PyTorch et OpenCV, avec des architectures de détection et de segmentation",
      "Stratégie d’annotation et contrôle de la qualité avec des équipes d’étiquetage externes",
      "Évaluation des biais et du rendement selon les groupes démographiques pour tout modèle lié aux visages",
      "Une expérience du déploiement en périphérie ou sur mobile (ONNX Runtime, TensorRT ou Core ML) est un atout",
    ],
    datePosted: "2026-10-12",
  },
];

export const jobLabels: typeof en.jobLabels = {
  types: { "Full-time": "Temps plein", Contract: "Contrat" },
  arrangements: { "On-site": "Sur place", Hybrid: "Hybride" },
  countries: { Canada: "Canada", "United States": "États-Unis" },
  remote: "Télétravail",
  or: "ou",
};
