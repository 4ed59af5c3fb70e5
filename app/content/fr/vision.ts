import type * as en from "../vision";

/** French copy for /fr/vision (../vision.ts): the same four goals, figures and links. */
export const visionPage: typeof en.visionPage = {
  seo: {
    title: "Notre vision pour 2028",
    description:
      "Nos objectifs pour 2028\u00a0: un visa électronique adopté par 50 pays et traitant de 2,5 à 7,5 millions de " +
      "demandes par année, des plateformes de gouvernance dans 20 à 30 pays, des soins de santé d’une plus grande " +
      "portée et des avatars de patrimoine numérique pour des millions de familles.",
  },
  eyebrow: "Vision",
  title: "Notre vision pour 2028",
  lead:
    "D’ici 2028, nous voulons être une voix de premier plan en matière d’infrastructure publique numérique. Voici " +
    "les objectifs que nous nous fixons et les indicateurs sur lesquels nous rendrons des comptes.",
  today: {
    title: "Notre point de départ",
    intro:
      "Des plateformes en production aujourd’hui, chacune exploitée avec l’institution qui en est propriétaire.",
    stats: [
      { value: "3+", label: "pays où nos plateformes sont en service" },
      { value: "1\u00a0M+", label: "citoyens servis" },
      { value: "99,9\u00a0%", label: "de disponibilité des plateformes" },
    ],
  },
  goals: {
    title: "Nos objectifs pour 2028",
    intro:
      "Quatre objectifs, un pour chacun des domaines où nos plateformes sont déjà en production.",
    listLabel: "Objectifs pour 2028",
    items: [
      {
        id: "evisa",
        area: "Visa électronique et immigration",
        goal: "Un visa électronique adopté par 50 pays",
        figures: [
          {
            value: "50",
            label: "pays utilisant notre plateforme de visa électronique",
          },
          { value: "2,5 à 7,5\u00a0M", label: "de demandes par année" },
        ],
        description:
          "Une plateforme de visa électronique à laquelle 50 pays font confiance, qui traite de 2,5 à 7,5 millions " +
          "de demandes par année, et où chaque décision reste prise par un agent qui en répond.",
        link: {
          label: "En savoir plus sur le visa électronique et l’immigration",
          to: "/solutions/evisa",
        },
      },
      {
        id: "governance",
        area: "Gouvernance numérique et perception des impôts",
        goal: "Des plateformes de gouvernance dans 20 à 30 pays",
        figures: [
          {
            value: "20 à 30",
            label: "pays où nos plateformes de gouvernance sont en service",
          },
        ],
        description:
          "Des plateformes de gestion des recettes et de gouvernance dans 20 à 30 pays, qui aident les trésors " +
          "publics à percevoir ce qui leur est dû sans hausser les taux d’imposition.",
        link: {
          label:
            "En savoir plus sur la gouvernance numérique et la perception des impôts",
          to: "/solutions/governance",
        },
      },
      {
        id: "healthcare",
        area: "Soins de santé et télémédecine",
        goal: "Étendre la portée des soins de santé",
        figures: [
          {
            value: "300\u00a0%",
            label:
              "de portée accrue des soins spécialisés aujourd’hui\u00a0: le point de départ sur lequel nous bâtissons",
          },
        ],
        description:
          "La télémédecine et la surveillance des maladies, étendues des déploiements actuels à des réseaux " +
          "nationaux dans d’autres ministères de la Santé, pour que les soins spécialisés et l’alerte précoce " +
          "atteignent chaque district.",
        link: {
          label: "En savoir plus sur les soins de santé et la télémédecine",
          to: "/solutions/healthcare",
        },
      },
      {
        id: "aftrlife",
        area: "Avatars AftrLife",
        goal: "Des avatars de patrimoine numérique pour des millions de familles",
        figures: [
          {
            value: "Des millions",
            label:
              "de familles dotées d’un patrimoine numérique fondé sur le consentement",
          },
        ],
        description:
          "AftrLife offert à des millions de familles par l’entremise de partenaires de services funéraires et " +
          "d’assurance, selon les mêmes règles de consentement, de coffre et de suppression que notre premier " +
          "projet pilote.",
        link: {
          label: "En savoir plus sur les avatars AftrLife",
          to: "/solutions/aftrlife",
        },
      },
    ],
  },
  path: {
    title: "Comment nous y arriverons",
    intro:
      "Une croissance qui ne sacrifie pas les qualités pour lesquelles nos clients nous ont choisis.",
    steps: [
      {
        title: "Une plateforme, de nombreux pays",
        description:
          "Chaque déploiement est configuré, et non reconstruit\u00a0: le dixième pays coûte une fraction du premier.",
      },
      {
        title: "Des partenaires régionaux",
        description:
          "Des intégrateurs et des universités de la région réalisent les projets à nos côtés et gardent les " +
          "compétences sur place.",
      },
      {
        title: "Des normes ouvertes",
        description:
          "Les normes de l’OACI, HL7 FHIR et OpenID Connect assurent l’interopérabilité de chaque plateforme et " +
          "laissent chaque client libre de partir.",
      },
      {
        title: "Des résultats publiés",
        description:
          "Chaque année, nous rendons compte des progrès accomplis vers ces objectifs, y compris lorsque nous ne " +
          "les atteignons pas.",
      },
    ],
  },
  values: {
    title: "Guidés par notre mission",
    action: { label: "Notre mission et nos valeurs", to: "/about" },
  },
  cta: {
    title: "Soyez parmi les 50 prochains",
    body:
      "Si votre ministère ou votre organisme prévoit un nouveau service numérique, un plan directeur est le moyen " +
      "le plus rapide d’obtenir une feuille de route chiffrée et un premier résultat mesurable.",
    action: { label: "Obtenir votre plan directeur", to: "/blueprint" },
    secondaryAction: { label: "Nous joindre", to: "/contact" },
  },
};
