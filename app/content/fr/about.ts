import type * as en from "../about";
import { impactFigures } from "./company";

/** French copy for /fr/about (../about.ts); the mission and values come from ./company. */
export const aboutPage: typeof en.aboutPage = {
  seo: {
    title: "À propos de nous",
    description:
      "Notre mission, les cinq valeurs qui guident notre travail et les retombées que nous visons\u00a0: des " +
      "ingénieurs, des architectes et d’anciens fonctionnaires qui bâtissent des plateformes infonuagiques " +
      "intégrant l’intelligence artificielle pour les gouvernements et les grandes entreprises.",
  },
  eyebrow: "À propos de nous",
  title:
    "Nous bâtissons le socle numérique sur lequel reposent les services publics",
  lead:
    "Nous sommes des ingénieurs, des architectes et d’anciens fonctionnaires qui conçoivent, bâtissent et " +
    "exploitent des plateformes infonuagiques intégrant l’intelligence artificielle pour des ministères, des " +
    "organismes et de grandes entreprises, et qui restent à leurs côtés jusqu’à ce que leurs équipes soient " +
    "prêtes à les exploiter sans nous.",
  mission: {
    title: "Notre mission",
    intro:
      "Chaque mandat commence avec les personnes qui exploiteront le système\u00a0: agents des services " +
      "frontaliers, vérificateurs fiscaux, infirmières et infirmiers, inspecteurs. Nous mesurons notre réussite " +
      "à ce qui change pour elles et pour les citoyens qu’elles servent.",
  },
  values: {
    title: "Nos valeurs fondamentales",
    intro:
      "Cinq engagements qui déterminent notre façon de concevoir, ce que nous recommandons et ce que nous refusons.",
  },
  impact: {
    title: "Notre impact dans le monde",
    body: [
      "Nos plateformes délivrent déjà des visas, perçoivent des recettes et relient des cliniques dans plus de " +
        "trois pays, au service de plus d’un million de citoyens. Chacune a été bâtie avec l’institution qui " +
        "l’exploite et est hébergée selon les règles propres à ce pays.",
      "D’ici 2028, nous voulons être une voix de premier plan en matière d’infrastructure publique numérique\u00a0: " +
        "non pas le plus grand fournisseur, mais l’équipe vers laquelle se tournent les ministères et les " +
        "partenaires multilatéraux lorsqu’un service doit fonctionner pour tous, résister à une vérification et " +
        "demeurer abordable dans dix ans.",
    ],
    stats: impactFigures,
    action: { label: "Découvrir notre vision pour 2028", to: "/vision" },
  },
  approach: {
    title: "Notre façon de travailler",
    intro:
      "Les quatre mêmes habitudes à chaque mandat, d’une phase de découverte de deux semaines jusqu’à un " +
      "déploiement national.",
    steps: [
      {
        title: "Partir du terrain",
        description:
          "Nous passons du temps avec les agents, les commis et les cliniciens qui utiliseront le système avant " +
          "de tracer le moindre schéma.",
      },
      {
        title: "Faire ses preuves avant d’étendre",
        description:
          "Un projet pilote fonctionnel, aux résultats mesurés, précède tout engagement à l’échelle nationale.",
      },
      {
        title: "Bâtir dans le pays",
        description:
          "L’hébergement, les données et la plus grande partie possible de l’équipe restent dans le pays que nous " +
          "servons.",
      },
      {
        title: "Passer le relais",
        description:
          "Documentation, formation et travail en binôme, pour que votre propre équipe maîtrise la plateforme " +
          "lorsque nous nous retirons.",
      },
    ],
  },
  cta: {
    title: "Travaillons ensemble",
    body:
      "Que vous planifiiez un nouveau service national ou que vous modernisiez un service existant, nous serons " +
      "heureux d’en discuter avec vous, sans engagement de votre part.",
    action: { label: "Nous joindre", to: "/contact" },
    secondaryAction: {
      label: "Obtenir votre plan directeur",
      to: "/blueprint",
    },
  },
};
