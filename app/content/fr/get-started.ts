import type * as en from "../get-started";

/** La page /fr/get-started. */
export const getStartedPage: typeof en.getStartedPage = {
  eyebrow: "Démarrer un projet",
  title: "Dites-nous où vous voulez aller",
  lead:
    "Trois courtes étapes\u00a0: qui vous êtes, ce dont vous avez besoin et dans quels délais. Un consultant principal lit " +
    "chaque demande et vous propose une consultation de 30 minutes, sans discours de vente ni engagement.",
  expectations: [
    {
      title: "Une vraie conversation",
      body: "Vous parlez à un consultant qui a livré des plateformes publiques, et non à un service des ventes.",
    },
    {
      title: "Une réponse franche",
      body: "Si nous ne sommes pas les bons interlocuteurs pour votre problème, nous vous le dirons et vous suggérerons à qui vous adresser.",
    },
    {
      title: "Vos données vous appartiennent",
      body: "Nous utilisons vos renseignements uniquement pour répondre à cette demande. Rien n’est ajouté à une liste d’envoi.",
    },
  ],
};
