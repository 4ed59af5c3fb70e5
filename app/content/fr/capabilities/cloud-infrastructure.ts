import { cloudInfrastructure as english } from "../../capabilities/cloud-infrastructure";
import { translated } from "../../translated";

/** French of app/content/capabilities/cloud-infrastructure.ts: its slugs, icons and links are the English ones. */
export const cloudInfrastructure = translated(english, {
  name: "Infrastructure infonuagique souveraine",
  eyebrow: "Expertise clé",
  lead:
    "Des plateformes infonuagiques qui gardent les données, les clés et l’exploitation sous contrôle national\u00a0: " +
    "hébergement au pays ou hybride, accès à vérification systématique (zéro confiance), et l’automatisation et les " +
    "guides d’exploitation dont votre équipe a besoin pour les faire fonctionner.",
  seo: {
    title: "Infrastructure infonuagique souveraine pour les ministères",
    description:
      "Hébergement infonuagique au pays ou hybride avec clés détenues par le client, accès zéro confiance, " +
      "infrastructure en tant que code, exploitation 24/7 et plan de sortie éprouvé, pour les gouvernements et les " +
      "entreprises réglementées.",
  },
  summary:
    "Hébergement au pays ou hybride avec vos propres clés, accès zéro confiance et exploitation 24 heures sur 24, " +
    "conçus pour que votre équipe puisse en prendre la relève.",
  features: {
    title: "Ce que nous concevons",
    intro:
      "La résidence des données n’est qu’un début. La souveraineté, c’est la maîtrise des données, des clés, de " +
      "l’exploitation et de la sortie.",
    items: [
      {
        title: "Hébergement souverain et hybride",
        description:
          "Régions au pays des grands fournisseurs infonuagiques, centres de données nationaux, ou les deux, les " +
          "sauvegardes, journaux et données de télémétrie étant soumis aux mêmes règles de résidence que les données.",
      },
      {
        title: "Clés détenues par le client",
        description:
          "Des clés de chiffrement dans un module matériel de sécurité sous votre contrôle, avec des cérémonies de " +
          "clés documentées, leur rotation et leur entiercement.",
      },
      {
        title: "Accès zéro confiance",
        description:
          "Des accès privilégiés accordés juste à temps à du personnel habilité au pays, avec enregistrement des " +
          "sessions; le soutien des fournisseurs passe par un intermédiaire et est approuvé au cas par cas.",
      },
      {
        title: "Infrastructure en tant que code",
        description:
          "Chaque environnement est défini dans du code versionné et examiné comme un logiciel, pour qu’une région " +
          "puisse être reconstruite ou déplacée sans approximation.",
      },
      {
        title: "Observabilité et exploitation",
        description:
          "Mesures, journaux et traces suivis par rapport aux objectifs de niveau de service, alertes transmises à une " +
          "équipe de garde, et analyses post-incident communiquées à vos équipes.",
      },
      {
        title: "Résilience et réversibilité",
        description:
          "Déploiement sur plusieurs zones, reprise après sinistre répétée et plan de sortie avec exportation des " +
          "données en formats ouverts, pour qu’aucun contrat ne crée de dépendance envers un fournisseur.",
      },
    ],
  },
  proof: {
    title: "Des résultats mesurés en production",
    intro:
      "Sur l’ensemble des plateformes que nous hébergeons et exploitons pour des ministères et des organismes.",
    stats: [
      { value: "99,9 %", label: "de disponibilité des plateformes" },
      {
        value: "3+",
        label: "pays hébergent nos plateformes sur leur territoire",
      },
      { value: "100 %", label: "des environnements définis en tant que code" },
      {
        value: "24/7",
        label: "surveillance et exploitation avec équipe de garde",
      },
    ],
  },
  approach: {
    title: "Notre démarche pour vous y mener",
    intro:
      "Un parcours par étapes qui maintient les services en fonction pendant que la plateforme sous-jacente change.",
    steps: [
      {
        title: "Évaluer",
        description:
          "Classifier les données, recenser les exigences légales de résidence et examiner les options d’hébergement " +
          "réellement offertes au pays.",
      },
      {
        title: "Concevoir la zone d’accueil",
        description:
          "Réseaux, identités, clés, journalisation et garde-fous définis en tant que code et convenus avec votre " +
          "équipe de sécurité.",
      },
      {
        title: "Migrer",
        description:
          "Déplacer les services par vagues, chacune avec une bascule répétée et une possibilité de retour arrière.",
      },
      {
        title: "Exploiter et transférer",
        description:
          "Exploiter la plateforme avec votre personnel aux côtés du nôtre, jusqu’à ce que votre équipe assure la " +
          "garde et détienne les clés et les guides d’exploitation.",
      },
    ],
  },
  usedIn: {
    title: "À l’œuvre dans nos solutions",
    intro: "Chaque solution que nous livrons repose sur ces fondations.",
    solutions: [
      {
        how: "Données des demandeurs conservées au pays, avec la capacité d’absorber les pointes saisonnières de voyages.",
      },
      {
        how: "Mise à l’échelle pour les dates limites de production, avec les données des contribuables sous clés nationales.",
      },
      {
        how: "Dossiers des patients et flux de surveillance dans l’environnement propre au ministère.",
      },
      {
        how: "Coffres familiaux chiffrés dans un nuage régional.",
      },
      {
        how: "Stockage et traitement de grands ensembles d’images de drones.",
      },
    ],
  },
  cta: {
    title: "Gardez la maîtrise de votre plateforme",
    body:
      "Parlez à nos ingénieurs de la classification de vos données, de vos règles de résidence et de votre " +
      "hébergement actuel. Nous vous proposerons une zone d’accueil et un parcours de migration.",
    action: { label: "Parler à nos ingénieurs" },
    secondaryAction: {
      label: "Obtenir votre plan directeur",
    },
  },
});
