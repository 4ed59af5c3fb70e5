import { site } from "../../site";
import type * as en from "../../legal/cookies";

export const cookiePolicy: typeof en.cookiePolicy = {
  title: "Politique relative aux témoins",
  path: "/cookies",
  summary:
    `${site.name} n’utilise que des témoins strictement nécessaires\u00a0: pour garder connectés les clients invités et ` +
    "les membres du personnel, et pour protéger le site. Aucun témoin publicitaire, analytique ou de suivi, et aucune " +
    "bannière de témoins, puisqu’il n’y a rien à accepter.",
  sections: [
    {
      id: "summary",
      heading: "En bref",
      blocks: [
        {
          kind: "list",
          items: [
            "La consultation de nos pages publiques ne dépose aucun témoin.",
            "La connexion au portail client ou à l’espace du personnel dépose un témoin de session qui vous garde connecté.",
            "Nous n’utilisons aucun témoin publicitaire, analytique, de médias sociaux ou autre témoin de suivi, ni " +
              "pixel ni prise d’empreinte numérique, et nous ne permettons à aucun tiers de vous suivre sur nos pages.",
          ],
        },
      ],
    },
    {
      id: "what-are-cookies",
      heading: "Qu’est-ce qu’un témoin?",
      blocks: [
        {
          kind: "paragraph",
          text:
            "Les témoins (cookies) sont de petits fichiers texte qu’un site Web demande à votre navigateur de " +
            "conserver et de lui renvoyer lors des requêtes suivantes. Les navigateurs offrent des moyens de " +
            "stockage semblables, comme le stockage de session, qui restent sur votre appareil. La présente " +
            "politique vise les deux.",
        },
      ],
    },
    {
      id: "cookies-we-use",
      heading: "Témoins et stockage du navigateur que nous utilisons",
      blocks: [
        {
          kind: "paragraph",
          text:
            "Tout ce qui suit est strictement nécessaire\u00a0: la fonction que vous avez demandée ne peut fonctionner " +
            "sans cela, de sorte que les lois sur la protection des renseignements personnels n’exigent pas de " +
            "consentement. Rien de cela ne sert à vous identifier sur d’autres sites Web.",
        },
        {
          kind: "table",
          caption: "Témoins et stockage strictement nécessaires",
          columns: ["Nom ou type", "Déposé lorsque", "Objet", "Durée"],
          rows: [
            [
              "Témoin de session de connexion",
              "Vous vous connectez au portail client ou à l’espace du personnel",
              "Vous garde connecté et associe chaque requête à votre compte. Il porte les attributs HttpOnly, Secure " +
                "et SameSite=Lax\u00a0: les scripts des pages et les autres sites Web ne peuvent ni le lire ni l’envoyer.",
              "Jusqu’à ce que vous vous déconnectiez ou que la session expire",
            ],
            [
              "Accès au tableau de bord de démonstration",
              "Vous déverrouillez le tableau de bord client de démonstration",
              "Retient que vous avez franchi l’accès à la démonstration, pour ne pas vous le redemander à chaque page.",
              "Jusqu’à la fermeture du navigateur",
            ],
          ],
        },
        {
          kind: "paragraph",
          text:
            "L’assistant conversationnel ne dépose aucun témoin\u00a0: l’identifiant de la conversation n’existe que dans " +
            "la page ouverte et disparaît lorsque vous la rechargez ou la quittez.",
        },
      ],
    },
    {
      id: "what-we-do-not-use",
      heading: "Ce que nous n’utilisons pas",
      blocks: [
        {
          kind: "paragraph",
          text:
            "Nous n’utilisons aucun service d’analytique tiers, réseau publicitaire, reciblage, pixel de médias " +
            "sociaux, enregistrement de session ni prise d’empreinte des appareils, et nos pages ne chargent aucun " +
            "script, police de caractères ou image de tiers. Le rendement et la sécurité du site sont surveillés à " +
            "partir de nos propres journaux de serveur, et les visites sont comptées par notre propre serveur, sans " +
            "aucun témoin, comme l’explique notre Politique de confidentialité.",
        },
        {
          kind: "paragraph",
          text:
            "La seule exception est facultative\u00a0: après l’envoi du formulaire de démarrage de projet, l’étape de " +
            "remerciement propose un calendrier de réservation fourni par un service externe de prise de " +
            "rendez-vous. Ce service peut déposer ses propres témoins au chargement du calendrier, conformément à ses " +
            "propres politiques sur les témoins et la confidentialité.",
        },
      ],
    },
    {
      id: "managing-cookies",
      heading: "Gestion des témoins",
      blocks: [
        {
          kind: "paragraph",
          text:
            "Vous pouvez bloquer ou supprimer les témoins dans les paramètres de votre navigateur. Le site Web public " +
            "fonctionne entièrement sans eux; si vous bloquez le témoin de session, vous ne pourrez pas rester " +
            "connecté au portail client. Comme nous ne vous suivons pas, les signaux de refus du suivi envoyés " +
            "par le navigateur, comme Global Privacy Control (GPC) ou l’en-tête DNT, n’exigent aucune autre mesure de notre part\u00a0: il n’y a aucune vente ni aucun " +
            "partage de vos renseignements auxquels vous opposer.",
        },
      ],
    },
    {
      id: "changes",
      heading: "Modifications et questions",
      blocks: [
        {
          kind: "paragraph",
          text:
            "Si nous ajoutons un jour un témoin qui n’est pas strictement nécessaire, nous mettrons d’abord cette " +
            "page à jour et vous demanderons votre consentement avant de le déposer. Pour toute question sur les " +
            `témoins\u00a0: ${site.contactEmail}.`,
        },
      ],
    },
  ],
};
