import type { SeedCaseStudy, SeedInsight } from "./sample-content";

// Versions françaises (français canadien) des études de cas et des analyses de la démonstration.
// Chacune reprend le secteur, les expertises, l'ordre, les images et les dates de l'original
// anglais qu'elle traduit (`translationOf`) et partage sa clé de traduction. Les analyses
// « ethics-of-post-life-avatars » et « drone-computer-vision-inspections » n'ont volontairement
// pas de version française : /fr/blog/ethics-of-post-life-avatars montre l'avis « offerte en
// anglais seulement ».

export type SeedCaseStudyTranslation = Pick<
  SeedCaseStudy,
  | "slug"
  | "title"
  | "subtitle"
  | "description"
  | "challenge"
  | "solution"
  | "outcomes"
  | "kpis"
> & { translationOf: string };

export type SeedInsightTranslation = Pick<
  SeedInsight,
  "slug" | "title" | "excerpt" | "contentHtml" | "author" | "featuredImageAlt"
> & { translationOf: string };

export const seedCaseStudiesFr: SeedCaseStudyTranslation[] = [
  {
    translationOf: "national-e-visa-platform",
    slug: "plateforme-nationale-de-visa-electronique",
    title:
      "Une plateforme nationale de visa électronique avec tri assisté par l’IA",
    subtitle: "Direction nationale de l’immigration, Afrique de l’Ouest",
    description:
      "Nous avons remplacé un processus de visa sur papier et par courriel par un service de visa " +
      "électronique infonuagique qui présélectionne les demandes et les achemine aux agents, ce qui a " +
      "réduit les délais de décision de 70 %.",
    challenge:
      "Les demandes de visa arrivaient par les ambassades, par courriel et aux comptoirs, puis étaient " +
      "ressaisies dans trois systèmes distincts avant qu’un agent puisse les examiner. Le délai moyen " +
      "de décision avait atteint 19 jours ouvrables, et les organismes de tourisme et d’investissement " +
      "citaient ces retards comme un frein à la croissance.\n\n" +
      "La direction avait besoin d’un canal en ligne unique, utilisable par les demandeurs sur les " +
      "réseaux mobiles, intégré aux vérifications des listes de surveillance, et qui laisse chaque " +
      "décision finale à un agent d’immigration désigné.",
    solution:
      "Notre équipe a livré un portail de demande conçu d’abord pour le mobile, un poste de travail " +
      "pour les agents et un service de tri fondé sur des règles et un modèle, hébergé dans une " +
      "région de nuage souverain au pays. Les données des passeports et des pièces justificatives " +
      "sont extraites automatiquement, validées au moyen de la zone de lecture automatique et " +
      "comparées aux listes de surveillance nationales et internationales.\n\n" +
      "Les demandes complètes et à faible risque sont placées dans une file d’examen rapide; tout cas " +
      "ambigu est signalé à l’agent, motifs à l’appui. Le modèle recommande, l’agent décide, et " +
      "chaque étape est consignée aux fins de vérification.",
    outcomes: [
      "Délai moyen de décision ramené de 19 jours ouvrables à moins de 6.",
      "Fin de la ressaisie manuelle : les données du demandeur sont saisies une seule fois, à la source.",
      "Paiement en ligne et délivrance du visa électronique en tout temps, y compris par argent mobile.",
      "Chaque recommandation et chaque décision sont traçables et examinées tous les mois par l’unité de conformité.",
    ],
    kpis: [
      "Décisions de visa 70 % plus rapides",
      "Disponibilité de la plateforme de 99,9 %",
      "Extraction des documents exacte à 99,5 %",
      "0 refus automatisé",
    ],
  },
  {
    translationOf: "revenue-authority-modernisation",
    slug: "modernisation-administration-fiscale-insulaire",
    title:
      "Moderniser la perception des impôts d’une administration fiscale insulaire",
    subtitle: "Administration fiscale d’un État insulaire des Caraïbes",
    description:
      "Une plateforme intégrée de déclaration, de paiement électronique et d’analyse des risques a " +
      "permis à l’administration d’élargir son assiette fiscale et d’accroître ses recettes de 20 % " +
      "sans hausser les taux.",
    challenge:
      "L’administration gérait ses principaux impôts dans un système patrimonial offrant peu de " +
      "déclaration en ligne, et la plupart des paiements se faisaient encore en personne dans deux " +
      "bureaux. Les dossiers de vérification étaient surtout choisis à la main, et personne n’avait " +
      "une vue fiable de qui était inscrit, qui avait produit sa déclaration et qui avait payé.\n\n" +
      "La direction voulait améliorer l’observation volontaire et concentrer sa capacité de " +
      "vérification, limitée, là où le risque pour les recettes était le plus élevé, tout en " +
      "respectant la loi de l’île sur la protection des données.",
    solution:
      "Nous avons migré l’inscription, les déclarations et les paiements vers une plateforme fiscale " +
      "modulaire offrant la déclaration en ligne, le paiement par banque et par carte et des rappels " +
      "automatiques par texto et par courriel. Les données des douanes, du registre des entreprises " +
      "et des services publics sont rapprochées des dossiers des contribuables pour repérer les " +
      "non-déclarants et les sous-déclarations.\n\n" +
      "Un service de cotation des risques classe les dossiers pour l’équipe de la conformité, en " +
      "expliquant les facteurs de chaque cote, et notre équipe a formé le personnel de " +
      "l’administration à tenir à jour les règles et les tableaux de bord.",
    outcomes: [
      "Recettes en hausse de 20 % au cours du premier exercice complet suivant la mise en service, à taux inchangés.",
      "La part des déclarations d’entreprises produites en ligne est passée de 12 % à 81 %.",
      "Le rendement des vérifications par dossier a doublé grâce à une sélection fondée sur les risques.",
      "Les avis aux non-déclarants sont maintenant produits automatiquement à partir des données de tiers rapprochées.",
    ],
    kpis: [
      "20 % plus d’impôts perçus",
      "81 % des déclarations d’entreprises en ligne",
      "Rendement des vérifications multiplié par 2",
      "Disponibilité de 99,9 % en période de déclaration",
    ],
  },
  {
    translationOf: "national-telemedicine-network",
    slug: "reseau-national-de-telemedecine",
    title: "Un réseau national de télémédecine pour les cliniques rurales",
    subtitle: "Ministère de la Santé, Afrique de l’Est",
    description:
      "Nous avons relié les hôpitaux de district et les postes de santé ruraux grâce à une plateforme " +
      "de télémédecine adaptée aux faibles débits, ce qui a élargi de 300 % l’accès aux spécialistes.",
    challenge:
      "Les spécialistes étaient concentrés dans deux hôpitaux de référence, et les patients des " +
      "districts ruraux voyageaient souvent une journée entière pour une consultation qui aurait pu " +
      "se faire à distance. La connectivité des postes de santé était intermittente, et les outils " +
      "vidéo déjà en place échouaient sur les liaisons 2G et 3G encombrées.\n\n" +
      "Le ministère exigeait aussi que les dossiers des patients demeurent au pays et que les " +
      "cliniciens puissent travailler dans la langue locale.",
    solution:
      "Notre équipe a conçu une plateforme de consultation en différé et en direct pensée pour une " +
      "connectivité médiocre : notes, images cliniques et signes vitaux se synchronisent dès qu’une " +
      "liaison est disponible, et la vidéo se replie en douceur sur l’audio et les images fixes. La " +
      "plateforme fonctionne dans l’environnement de nuage souverain du ministère, reliée à un index " +
      "national des patients.\n\n" +
      "Un outil de triage assisté aide les agents de santé communautaires à établir l’ordre de " +
      "priorité des orientations, et la prise de rendez-vous est intégrée aux horaires des hôpitaux " +
      "de référence.",
    outcomes: [
      "L’avis d’un spécialiste est maintenant accessible à une population 300 % plus nombreuse qu’auparavant.",
      "L’attente médiane pour un avis spécialisé non urgent est passée de plusieurs semaines à moins de 48 heures.",
      "Les cliniques continuent de fonctionner pendant les pannes de réseau et se synchronisent au retour de la connexion.",
      "Plus de 350 cliniciens et agents de santé communautaires formés dans 14 districts.",
    ],
    kpis: [
      "Accès aux spécialistes élargi de 300 %",
      "Avis spécialisé en moins de 48 heures",
      "Fonctionne sur les réseaux 2G",
      "Disponibilité de 99,9 % de la plateforme centrale",
    ],
  },
  {
    translationOf: "computer-vision-infrastructure-inspection",
    slug: "inspection-des-infrastructures-par-vision-artificielle",
    title: "L’inspection des infrastructures publiques par vision artificielle",
    subtitle:
      "Organisme des infrastructures et des normes du bâtiment, Amérique du Nord",
    description:
      "Des images prises par drone et par appareil mobile, analysées par vision artificielle, donnent " +
      "aux inspecteurs une liste priorisée des défauts probables, pour que le temps passé sur les " +
      "chantiers serve là où il compte.",
    challenge:
      "Les inspecteurs de l’organisme couvraient ponts, ponceaux et bâtiments publics sur un vaste " +
      "territoire, et les cycles d’inspection avaient pris du retard sur les calendriers prévus par " +
      "la loi. Les constatations étaient consignées sur des formulaires papier et les photographies " +
      "conservées sur des appareils personnels, ce qui rendait presque impossible le suivi des " +
      "défauts et de l’évolution de l’état de l’ensemble du parc.",
    solution:
      "Nous avons déployé une application de terrain et un processus planifié de captation par drone " +
      "qui géoréférence chaque image et la rattache à un ouvrage et à un élément. Un modèle de vision " +
      "artificielle, entraîné sur les photographies d’inspection de l’organisme lui-même, détecte " +
      "fissures, éclatements, corrosion et défauts de drainage, et propose une cote de gravité que " +
      "l’inspecteur confirme.\n\n" +
      "Les constatations confirmées alimentent un registre commun des actifs, intégré aux bons de " +
      "travail d’entretien, qui donne aux ingénieurs une vue unique de l’état des ouvrages dans le temps.",
    outcomes: [
      "Chaque constatation du modèle est confirmée ou corrigée par un inspecteur qualifié avant d’être consignée.",
      "L’arriéré d’inspections en retard a été résorbé dès la première saison d’inspection.",
      "Le temps passé sur place par ouvrage a diminué d’environ 40 %.",
      "L’évolution de l’état de l’ensemble du parc éclaire maintenant la planification des immobilisations et les budgets d’entretien.",
    ],
    kpis: [
      "Détection exacte à 99,5 % sur l’ensemble de validation",
      "40 % moins de temps sur place par ouvrage",
      "Arriéré d’inspections résorbé en une saison",
      "100 % des constatations approuvées par un inspecteur",
    ],
  },
  {
    translationOf: "aftrlife-memorial-services-pilot",
    slug: "aftrlife-projet-pilote-services-commemoratifs",
    title:
      "AftrLife : un projet pilote d’avatars numériques posthumes fondé sur le consentement",
    subtitle: "Groupe de services commémoratifs, projet pilote dans trois pays",
    description:
      "Nous avons mené le projet pilote d’AftrLife avec un groupe de services commémoratifs pour que " +
      "chacun puisse laisser à sa famille un recueil interactif de ses propres récits, avec le " +
      "consentement et le contrôle intégrés dès la conception.",
    challenge:
      "Le groupe constatait l’intérêt croissant des familles pour la préservation des récits et de la " +
      "voix de leurs proches, mais se méfiait des outils grand public qui s’entraînent sur des données " +
      "personnelles sans consentement clair, les stockent à l’étranger ou peuvent produire des propos " +
      "que la personne n’a jamais tenus.\n\n" +
      "Toute offre devait être digne, réversible et fermement sous le contrôle de la famille.",
    solution:
      "AftrLife permet à une personne d’enregistrer, de son vivant, des récits, des réponses et des " +
      "messages, et de désigner les membres de sa famille qui pourront accéder à son avatar par la " +
      "suite. L’avatar ne répond qu’à partir de ce contenu enregistré et dit clairement quand il ne " +
      "sait pas.\n\n" +
      "Les données sont chiffrées, hébergées dans un nuage régional et peuvent être exportées ou " +
      "supprimées définitivement par l’exécuteur désigné. Notre équipe a conçu le projet pilote avec " +
      "des conseillers en deuil et un comité consultatif d’éthique indépendant.",
    outcomes: [
      "Le consentement explicite de chaque participant a été recueilli à chaque étape de l’enregistrement.",
      "Lors des entrevues de suivi, les familles ont décrit l’avatar comme une façon réconfortante de revisiter les récits.",
      "Aucune réponse de l’avatar n’a été produite en dehors du contenu enregistré par la personne.",
      "Les fonctions d’exportation et de suppression définitive de l’exécuteur ont été vérifiées de bout en bout.",
    ],
    kpis: [
      "120 participants au projet pilote",
      "100 % du contenu source consenti",
      "0 réponse hors du contenu enregistré",
      "Suppression par l’exécuteur en moins de 24 heures",
    ],
  },
  {
    translationOf: "remote-identity-verification-rollout",
    slug: "verification-identite-a-distance",
    title:
      "La vérification d’identité à distance pour les services publics en ligne",
    subtitle: "Organisme national des services numériques, Afrique australe",
    description:
      "Un service commun de vérification d’identité permet aux citoyens de prouver leur identité en " +
      "ligne une seule fois et de réutiliser cette assurance pour les services fiscaux, de délivrance " +
      "de permis et de prestations sociales.",
    challenge:
      "Chaque ministère gérait sa propre inscription en ligne, avec des règles de mot de passe " +
      "différentes et des vérifications manuelles des documents. Les citoyens devaient se rendre à un " +
      "bureau pour activer leur compte, et les équipes antifraude voyaient des tentatives répétées " +
      "d’ouvrir des demandes de prestations avec des documents empruntés.",
    solution:
      "Nous avons conçu un service commun de vérification qui contrôle la pièce d’identité nationale du " +
      "citoyen, compare un égoportrait en direct à la photo du registre avec détection du vivant, et " +
      "délivre un justificatif vérifié utilisable par tous les services participants. Une vérification " +
      "assistée dans les bureaux de poste sert les citoyens qui n’ont pas de téléphone intelligent.\n\n" +
      "Le service offre des interfaces OpenID Connect standard, si bien que chaque ministère ne " +
      "s’intègre qu’une fois, et les gabarits biométriques ne sont jamais communiqués aux services " +
      "utilisateurs.",
    outcomes: [
      "Plus de 1 million de citoyens vérifiés au cours des 18 premiers mois.",
      "Cinq ministères intégrés au moyen d’une interface unique fondée sur des normes.",
      "Les déplacements pour activer un compte de services en ligne ont presque disparu.",
      "Les tentatives de fraude aux prestations liées à l’identité sont maintenant bloquées dès l’inscription.",
    ],
    kpis: [
      "Plus de 1 M de citoyens vérifiés",
      "Correspondance faciale exacte à 99,5 %",
      "5 ministères, une seule connexion",
      "Vérification médiane en 3 minutes",
    ],
  },
];

export const seedInsightsFr: SeedInsightTranslation[] = [
  {
    translationOf: "sovereign-cloud-for-ministries",
    slug: "nuage-souverain-pour-les-ministeres",
    title:
      "Le nuage souverain pour les ministères : ce qu’exige vraiment la résidence des données",
    excerpt:
      "Garder les données à l’intérieur des frontières n’est qu’un début. Voici les mesures juridiques, " +
      "opérationnelles et techniques qui rendent un nuage véritablement souverain pour l’État.",
    contentHtml: `
<p>La plupart des ministères avec lesquels nous travaillons partent d’une exigence simple&nbsp;: les
données des citoyens doivent rester au pays. C’est un bon point de départ, mais la résidence des
données ne suffit pas à rendre une plateforme souveraine. Une base de données hébergée dans un
centre de données national peut encore être administrée de l’étranger, dépendre de clés détenues
par un fournisseur étranger ou se révéler impossible à déplacer à la fin du contrat. La
souveraineté, c’est la capacité de garder la maîtrise des données, de l’exploitation et des choix
dans la durée.</p>

<h2>Quatre niveaux de souveraineté</h2>
<p>Nous trouvons utile d’évaluer la souveraineté selon quatre niveaux, qui exigent chacun leurs
propres mesures.</p>

<h3>1. Résidence des données</h3>
<p>Où les données sont stockées et traitées, y compris les sauvegardes, les journaux et la
télémétrie. Les sauvegardes répliquées dans une autre région et les journaux de diagnostic envoyés
au système mondial de soutien d’un fournisseur sont les angles morts que nous relevons le plus
souvent lors de nos évaluations.</p>

<h3>2. Maîtrise opérationnelle</h3>
<p>Qui peut accéder aux systèmes, d’où et en vertu de quelles lois. Pour les charges de travail
sensibles, nous recommandons que l’administration privilégiée soit assurée au pays par du
personnel ayant la cote de sécurité requise, avec un accès juste à temps et l’enregistrement des
sessions, et que tout accès de soutien d’un fournisseur soit contrôlé et approuvé au cas par
cas.</p>

<h3>3. Maîtrise cryptographique</h3>
<p>Le chiffrement des données au repos est désormais la norme; la vraie question est de savoir qui
détient les clés. Des clés gérées par le client dans un module matériel de sécurité sous le
contrôle du ministère font en sorte que même le fournisseur d’infrastructure ne peut lire les
données sans la participation du ministère. Les cérémonies de clés, leur rotation et leur
entiercement doivent être documentés et répétés, et non improvisés pendant un incident.</p>

<h3>4. Portabilité et sortie</h3>
<p>Une plateforme n’est souveraine que si le ministère peut la quitter. Cela suppose des formats de
données ouverts, une infrastructure définie par le code, des charges de travail conteneurisées et
le droit contractuel d’obtenir, dans un délai défini, une exportation complète et utilisable des
données.</p>

<h2>Choisir un modèle de déploiement</h2>
<p>Il n’y a pas de réponse unique. En pratique, nous observons trois modèles&nbsp;:</p>
<ul>
<li><strong>Région infonuagique publique au pays.</strong> Un fournisseur à très grande échelle
exploite une région locale, assortie de clés gérées par le client et d’ententes de soutien
locales.</li>
<li><strong>Nuage privé gouvernemental.</strong> Exploité par une autorité nationale des centres
de données, il offre le plus haut degré de maîtrise, au prix de l’échelle et du rythme d’arrivée
des nouveaux services.</li>
<li><strong>Hybride.</strong> Les registres sensibles dans le nuage privé gouvernemental; les
charges de travail destinées aux citoyens et à forte variation dans une région publique locale,
reliées par des liaisons privées.</li>
</ul>
<p>Pour la plupart des ministères, le modèle hybride offre le meilleur équilibre. Les registres
d’identité, les grands livres fiscaux et les dossiers de santé se trouvent là où la maîtrise est la
plus forte, tandis que les portails, l’analytique et la diffusion de contenu profitent d’une
capacité élastique qui absorbe les pointes saisonnières, comme une échéance de déclaration ou une
hausse soudaine des demandes de visa.</p>

<h2>La résilience fait partie de la souveraineté</h2>
<p>Une plateforme souveraine indisponible pendant une élection, une échéance fiscale ou une urgence
sanitaire a manqué sa mission. Nous visons une disponibilité de base de 99,9&nbsp;%, avec au moins deux
installations physiquement distinctes au pays, une relève éprouvée et des objectifs de reprise
convenus avec le responsable opérationnel plutôt que fixés par la seule équipe technique. Les
exercices de reprise après sinistre devraient avoir lieu au moins deux fois par année, et leurs
résultats être présentés à la haute direction du ministère.</p>

<h2>Questions à poser avant de signer</h2>
<ol>
<li>Où les sauvegardes, les journaux et la télémétrie de soutien sont-ils stockés et traités?</li>
<li>Qui détient les clés de chiffrement, et le fournisseur peut-il accéder aux données sans notre
approbation?</li>
<li>Quelles lois étrangères pourraient obliger le fournisseur à divulguer nos données, et comment
en serions-nous informés?</li>
<li>En combien de temps pouvons-nous exporter l’ensemble de nos données et de notre configuration,
et dans quel format?</li>
<li>Les administrateurs privilégiés sont-ils au pays, et pouvons-nous consulter leurs journaux
d’accès?</li>
<li>Quel est le délai de reprise éprouvé, et non théorique, de nos services essentiels?</li>
</ol>

<blockquote>La souveraineté n’est pas un lieu. C’est la capacité de décider, et de continuer à
décider, qui contrôle les données publiques.</blockquote>

<h2>Commencer par la classification</h2>
<p>La première étape la plus productive est rarement un choix technologique. C’est un exercice de
classification des données qui détermine quels registres et quelles charges de travail sont
réellement sensibles, quelles lois s’appliquent à chacun et lesquels peuvent utiliser sans risque
des services partagés. Les ministères qui classifient d’abord dépensent généralement moins,
avancent plus vite et ont moins de surprises lors des vérifications.</p>
<p>Notre équipe accompagne les ministères dans la classification, l’architecture,
l’approvisionnement et l’exploitation, et nous travaillons aussi aisément aux côtés d’une autorité
nationale des centres de données qu’avec un fournisseur infonuagique établi au pays. L’essentiel
est que le ministère, et non ses fournisseurs, garde la maîtrise.</p>
`,
    author: "Amara Okafor, architecte principale",
    featuredImageAlt:
      "Illustration abstraite de couches imbriquées autour d’un noyau protégé, qui représentent " +
      "les mesures de contrôle d’un nuage souverain",
  },
  {
    translationOf: "ai-visa-triage-humans-in-the-loop",
    slug: "tri-des-visas-assiste-par-ia",
    title: "Le tri des visas assisté par l’IA : laisser la décision aux agents",
    excerpt:
      "L’automatisation peut accélérer de 70 % le traitement des visas sans retirer la décision aux " +
      "agents d’immigration. Voici comment nous concevons un tri rapide, explicable et responsable.",
    contentHtml: `
<p>Le traitement des visas se prête naturellement à l’automatisation. Les volumes sont élevés, la
plupart des demandes sont courantes, et les retards ont des coûts bien réels pour le tourisme, le
commerce et la vie familiale. Pourtant, les décisions d’immigration touchent la vie des personnes
et la sécurité de l’État, et elles doivent demeurer imputables. La question n’est pas de savoir
s’il faut recourir à l’intelligence artificielle (IA), mais où l’utiliser.</p>

<h2>Recommander, ne pas décider</h2>
<p>Dans chaque système de visa que nous réalisons, le principe est le même&nbsp;: le modèle recommande
et un agent désigné décide. L’automatisation prend en charge les tâches qui accaparent les agents
sans exiger de jugement&nbsp;: extraire les données des passeports et des pièces justificatives,
vérifier que le dossier est complet, valider la zone de lecture automatique, consulter les listes
de surveillance et détecter les demandes en double. Un modèle de tri place ensuite chaque demande
dans une file selon sa complexité et ses indicateurs de risque.</p>
<p>Cette distinction a des conséquences concrètes. Les agents consacrent leur temps aux demandes qui
en ont besoin, les demandes complètes à faible risque avancent rapidement, et aucun demandeur n’est
refusé par un algorithme.</p>

<h2>Ce que comprend un bon tri</h2>
<ul>
<li><strong>Des motifs transparents.</strong> Chaque signalement indique à l’agent pourquoi il a
été soulevé, par exemple une incohérence entre l’employeur déclaré et une lettre à l’appui,
plutôt qu’une cote opaque.</li>
<li><strong>Une automatisation asymétrique.</strong> Le système peut accélérer l’examen d’une
demande, mais il n’en refuse jamais. Toute décision défavorable exige la justification consignée
d’un agent.</li>
<li><strong>Des seuils étalonnés.</strong> Les seuils sont fixés avec les responsables des risques
de la direction et réévalués à la lumière des résultats, plutôt que laissés au fournisseur.</li>
<li><strong>La surveillance des biais.</strong> Les taux de renvoi et d’approbation sont suivis
par nationalité, par genre et par tranche d’âge, et tout écart important fait l’objet d’une
enquête par un groupe d’examen qui comprend des personnes extérieures à l’équipe technique.</li>
<li><strong>Une piste de vérification complète.</strong> La version du modèle, les données
d’entrée, la recommandation et la décision finale sont consignées ensemble, de sorte que tout
dossier peut être reconstitué des mois plus tard.</li>
</ul>

<h2>La qualité des données d’abord</h2>
<p>Dans un programme type, l’essentiel du gain de rapidité ne vient pas de modèles perfectionnés,
mais de la saisie unique de données propres. Lorsque les demandeurs téléversent leurs documents au
moyen d’un parcours mobile guidé et que l’extraction se fait au moment du dépôt, les demandes
incomplètes peuvent être corrigées avant même d’arriver à un agent. Pour une direction de
l’immigration d’Afrique de l’Ouest que nous avons accompagnée, cela seul a éliminé une bonne partie
de la correspondance qui étirait les décisions sur des semaines. Avec une extraction exacte à
99,5&nbsp;% sur les passeports validés, les agents avaient rarement à corriger des champs à la main.</p>

<h2>Une gouvernance en laquelle les agents ont confiance</h2>
<p>Les agents remarquent vite qu’un outil se trompe, et cessent encore plus vite de s’en servir.
Nous associons des agents chevronnés dès le premier atelier de conception, faisons fonctionner le
modèle en parallèle du processus existant avant la mise en service et diffusons chaque mois, à
l’interne, des rapports sur son exactitude. Les agents peuvent indiquer d’un seul clic qu’une
recommandation n’a pas été utile, et ces signaux alimentent directement l’examen du modèle.</p>

<blockquote>Le but n’est pas d’avoir moins d’agents. C’est que les agents mettent leur expertise au
service des dossiers qui en ont vraiment besoin.</blockquote>

<h2>Mesurer le succès</h2>
<p>Nous encourageons les directions à suivre un ensemble équilibré d’indicateurs plutôt que la
seule rapidité&nbsp;:</p>
<ol>
<li>Le délai de décision médian et au 90<sup>e</sup> centile.</li>
<li>La proportion de demandes retournées parce qu’incomplètes.</li>
<li>Le taux d’accord des agents avec les recommandations de tri, par file.</li>
<li>Les appels et les infirmations, comme indice de la qualité des décisions.</li>
<li>Les écarts de résultats entre groupes de demandeurs.</li>
</ol>
<p>Avec ces mesures en place, une réduction de 70&nbsp;% du délai de traitement est réalisable sans
compromettre la sécurité ni l’équité. Surtout, la direction peut expliquer à son ministre, à son
parlement et aux demandeurs exactement comment chaque décision a été prise.</p>
<p>Les normes internationales, comme les spécifications des documents de voyage tenues à jour par
l’<a href="https://www.icao.int/fr">OACI</a>, servent de fondement aux contrôles des documents. La
gouvernance de l’IA, elle, appartient à chaque direction, et nous aidons à concevoir l’une comme
l’autre.</p>
`,
    author: "Daniel Mercier, chef de l’IA pour le secteur public",
    featuredImageAlt:
      "Illustration abstraite de nombreuses lignes qui convergent en voies ordonnées passant par " +
      "un seul point de contrôle mis en évidence",
  },
  {
    translationOf: "e-invoicing-and-the-tax-gap",
    slug: "facturation-electronique-et-ecart-fiscal",
    title:
      "La facturation électronique et l’écart fiscal : guide pratique pour les administrations fiscales",
    excerpt:
      "La facturation électronique peut transformer l’observation en matière de TVA, à condition " +
      "que son déploiement soit bien ordonnancé. Un guide étape par étape tiré de notre travail avec " +
      "des administrations fiscales.",
    contentHtml: `
<p>L’écart entre l’impôt qu’un pays devrait percevoir et celui qu’il perçoit réellement dépasse,
pour bien des administrations, n’importe quel poste du budget. Il provient en grande partie des
taxes sur la valeur ajoutée et des taxes de vente, où les stratagèmes de fraude et la
sous-déclaration prospèrent grâce aux factures papier et aux déclarations tardives. La facturation
électronique, qui fait valider ou déclarer les factures à l’administration au moment de la
transaction ou presque, compte parmi les outils les plus efficaces qui soient. C’est aussi l’un des
plus faciles à rater.</p>

<h2>Choisir le bon modèle</h2>
<p>De façon générale, les administrations choisissent parmi trois approches&nbsp;:</p>
<ul>
<li><strong>Le dédouanement</strong>, où une facture n’est valide qu’une fois validée et estampillée
par la plateforme de l’administration.</li>
<li><strong>La déclaration en temps réel</strong>, où les factures sont émises normalement, mais
transmises à l’administration dans un court délai.</li>
<li><strong>La déclaration périodique</strong>, où des relevés détaillés des transactions
accompagnent chaque déclaration.</li>
</ul>
<p>Le dédouanement offre le contrôle le plus serré, mais il place la plateforme de l’administration
sur le chemin critique de chaque vente dans l’économie. Une disponibilité de 99,9&nbsp;% est un
minimum, avec des procédures de repli hors ligne convenues d’avance avec les associations
d’entreprises. Les petites administrations commencent souvent par la déclaration en temps réel et
passent au dédouanement lorsque l’infrastructure et la préparation des contribuables le
permettent.</p>

<h2>Un déploiement par étapes</h2>
<ol>
<li><strong>Les grandes entreprises d’abord.</strong> Quelques centaines d’entreprises
représentent généralement l’essentiel des recettes de TVA. Elles disposent des systèmes et des
conseillers nécessaires pour s’intégrer par API, et leurs commentaires renforcent la
plateforme.</li>
<li><strong>Les moyennes entreprises par l’entremise de fournisseurs accrédités.</strong>
Certifiez les éditeurs de logiciels et les fournisseurs de services pour que les entreprises
puissent se conformer au moyen des outils comptables qu’elles utilisent déjà.</li>
<li><strong>Les petites entreprises au moyen d’un portail et d’une application mobile
gratuits.</strong> Un outil de facturation simple et gratuit écarte l’argument du coût et amène
souvent des commerçants du secteur informel dans l’assiette fiscale.</li>
<li><strong>Les déclarations préremplies.</strong> Une fois la couverture élevée, utilisez les
données des factures pour préremplir les déclarations&nbsp;: la tâche du contribuable passe alors de
déclarer à confirmer.</li>
</ol>

<h2>Transformer les données en recettes</h2>
<p>La facturation électronique produit un grand volume de données structurées sur les transactions.
Leur valeur tient à l’usage qu’on en fait&nbsp;:</p>
<ul>
<li>Rapprocher les ventes déclarées par les fournisseurs des achats déclarés par les acheteurs,
pour repérer les commerçants défaillants et les crédits de taxe gonflés.</li>
<li>Comparer le chiffre d’affaires déclaré aux données de tiers, comme les déclarations en douane,
les paiements par carte et les comptes de services publics.</li>
<li>Coter le risque des demandes de remboursement, pour que les exportateurs de bonne foi soient
payés rapidement et que les demandes douteuses soient examinées.</li>
</ul>
<p>L’analytique doit appuyer le jugement de vérificateurs expérimentés, et non le remplacer. Nous
concevons des modèles de risque aux facteurs explicables, pour que chaque dossier indique pourquoi
il a été sélectionné. Cela compte pour l’efficacité des vérifications, et pour l’équité si un
dossier est contesté par la suite.</p>

<h2>À quels résultats s’attendre</h2>
<p>Les résultats dépendent du point de départ, mais la tendance est constante&nbsp;: une hausse initiale
du chiffre d’affaires déclaré à mesure que les transactions deviennent visibles, puis des gains
durables à mesure que l’analytique affine la sélection des vérifications. À l’administration
fiscale d’un État insulaire des Caraïbes, l’intégration de la déclaration, du paiement et du
rapprochement des données de tiers a contribué à une hausse de 20&nbsp;% des recettes au cours du
premier exercice complet, à taux inchangés.</p>

<blockquote>La facturation électronique n’est pas un projet informatique. C’est une stratégie
d’observation fiscale qui exige une très bonne informatique.</blockquote>

<h2>Pièges courants</h2>
<ul>
<li>Lancer le système pour tous les contribuables à la fois, ce qui submerge les centres d’aide et
la plateforme.</li>
<li>Définir un format de facture sur mesure au lieu d’adopter une norme établie, comme les formats
fondés sur UBL utilisés dans le réseau <a href="https://peppol.org/">Peppol</a>.</li>
<li>Négliger la communication avec les contribuables, surtout les petites entreprises et leurs
comptables.</li>
<li>Recueillir des données sans la capacité d’analyse nécessaire pour les exploiter.</li>
</ul>
<p>Pour une analyse comparative des administrations, les
<a href="https://www.oecd.org/fr/fiscalite/">travaux de l’OCDE sur l’administration fiscale</a>
sont une référence utile. Notre équipe accompagne les administrations de la stratégie jusqu’à
l’exploitation, et nous planifions la première campagne de vérification en même temps que la
première ligne de code.</p>
`,
    author: "Priya Raman, responsable des systèmes fiscaux",
    featuredImageAlt:
      "Illustration abstraite de colonnes croissantes sur une grille, dont une colonne en déficit " +
      "est complétée par un bloc ambre",
  },
  {
    translationOf: "telemedicine-in-low-bandwidth-regions",
    slug: "telemedecine-regions-a-faible-debit",
    title: "Concevoir la télémédecine pour les régions à faible débit",
    excerpt:
      "La télémédecine centrée sur la vidéo échoue là où la connectivité est la plus faible. Des " +
      "principes de conception pour des services qui fonctionnent en 2G, pendant les pannes et entre " +
      "les mains des agents de santé communautaires.",
    contentHtml: `
<p>La télémédecine promet d’apporter l’expertise des spécialistes là où elle n’a jamais été
offerte. En pratique, bien des programmes sont conçus dans des capitales bien connectées, puis
peinent justement dans les districts qu’ils devaient servir. Une consultation vidéo qui exige une
liaison à large bande stable ne fonctionnera pas dans un poste de santé au signal 2G intermittent.
Concevoir pour les faibles débits n’est pas un compromis&nbsp;: c’est l’exigence centrale.</p>

<h2>Partir du processus clinique, pas de l’appel vidéo</h2>
<p>Une grande partie des avis spécialisés n’exige pas de vidéo en direct. Un dermatologue peut
souvent se prononcer à partir de photographies bien prises, un cardiologue à partir d’un tracé
d’ECG et d’une anamnèse structurée, un obstétricien à partir des signes vitaux et d’une brève note.
La consultation en différé, où le clinicien demandeur soumet un dossier structuré auquel le
spécialiste répond plus tard, fonctionne sur presque n’importe quelle connexion et s’intègre aux
cliniques existantes des spécialistes.</p>
<p>La consultation en direct demeure précieuse pour les cas complexes, le suivi et la santé
mentale. La plateforme doit passer en douceur d’un mode à l’autre&nbsp;: la vidéo quand la liaison
le permet, l’audio accompagné d’images fixes partagées quand elle ne le permet pas, et la
messagerie sécurisée comme plancher.</p>

<h2>Nos principes de conception</h2>
<ul>
<li><strong>Hors ligne d’abord.</strong> Les dossiers sont saisis sur l’appareil et se
synchronisent dès qu’une connexion est disponible. Un signal perdu ne doit jamais signifier un
dossier perdu.</li>
<li><strong>Compresser intelligemment.</strong> Les images cliniques sont compressées à une
qualité diagnostique, et non d’affichage, selon des seuils convenus avec les spécialistes.</li>
<li><strong>Établir les priorités de la file.</strong> Une étape de triage assisté aide les agents
de santé communautaires à signaler les cas urgents, pour que le temps rare des spécialistes aille
d’abord là où il compte.</li>
<li><strong>Langue locale et faible littératie.</strong> Des formulaires structurés, avec des
icônes et des consignes dans la langue locale, réduisent les erreurs et le temps de formation.</li>
<li><strong>Appareils partagés.</strong> Les postes de santé partagent souvent une seule tablette
entre membres du personnel&nbsp;: l’application doit permettre de changer d’utilisateur rapidement
et en toute sécurité.</li>
</ul>

<h2>Infrastructure et protection des données</h2>
<p>Les dossiers de santé comptent parmi les données les plus sensibles que détient l’État. Nous
hébergeons les plateformes de télémédecine dans un environnement de nuage souverain sous le
contrôle du ministère, avec chiffrement en transit et au repos, et un index national des patients
qui relie les dossiers d’un établissement à l’autre. Un objectif de disponibilité de 99,9&nbsp;%
s’applique à la plateforme centrale, tandis que la conception hors ligne d’abord permet aux
cliniques de continuer à travailler même lorsqu’elle est injoignable.</p>
<p>L’interopérabilité compte dès le premier jour. Utiliser les ressources
<a href="https://hl7.org/fhir/">HL7 FHIR</a> pour les patients, les rencontres et les observations
facilite grandement le raccordement des systèmes de laboratoire, des systèmes d’information
sanitaire de district et des futurs dossiers nationaux.</p>

<h2>Ce sont les gens qui font fonctionner le service</h2>
<p>La plateforme la plus perfectionnée échoue sans cliniciens qui lui font confiance et sans
gestionnaires qui lui réservent du temps. Dans le programme national que nous avons accompagné en
Afrique de l’Est, des plages de consultation à distance ont été inscrites aux horaires des
hôpitaux de référence, et les coordonnateurs de district faisaient chaque jour le suivi des
dossiers sans réponse. La formation a joint plus de 350 cliniciens et agents de santé
communautaires, avec des modules de mise à niveau offerts dans la plateforme elle-même.</p>

<blockquote>Un service de télémédecine ne vaut que par le délai de réponse du spécialiste à l’autre
bout.</blockquote>

<h2>Mesurer la portée, pas seulement l’utilisation</h2>
<p>Compter les consultations ne raconte qu’une partie de l’histoire. Nous aidons les ministères à
mesurer&nbsp;:</p>
<ol>
<li>La proportion de la population qui vit à proximité d’un établissement connecté.</li>
<li>Le délai médian entre la demande de consultation et l’avis du spécialiste.</li>
<li>Les transferts physiques évités, et les frais de déplacement épargnés aux patients et à leur
famille.</li>
<li>Les résultats pour les affections où la consultation à distance change les soins, comme les
grossesses à risque élevé.</li>
</ol>
<p>Selon ces mesures, le programme d’Afrique de l’Est a accru de 300&nbsp;% la population ayant
accès à l’avis d’un spécialiste et ramené à moins de 48&nbsp;heures l’attente médiane pour un avis
non urgent. Ces gains tiennent moins à la technologie qu’à un service conçu en fonction des
réalités des soins en milieu rural.</p>
`,
    author: "Dr Kwame Mensah, directeur de la santé numérique",
    featuredImageAlt:
      "Illustration abstraite d’arcs de signal qui rayonnent d’un point central vers des nœuds " +
      "connectés dispersés",
  },
];
