import { site } from "../../site";
import type * as en from "../../legal/terms";
import { headOfficeAddressFr } from "./address";

export const termsOfService: typeof en.termsOfService = {
  title: "Conditions d’utilisation",
  path: "/terms",
  summary:
    `Les conditions auxquelles ${site.name} met à votre disposition ce site Web, son assistant conversationnel et ` +
    "son portail client, et ce que nous attendons de toutes les personnes qui les utilisent.",
  sections: [
    {
      id: "agreement",
      heading: "Acceptation des présentes conditions",
      blocks: [
        {
          kind: "paragraph",
          text:
            `Ce site Web est exploité par ${site.name} («\u00a0nous\u00a0»). En l’utilisant, vous acceptez les présentes ` +
            "conditions ainsi que notre Politique de confidentialité et notre Politique relative aux témoins. Si " +
            "vous utilisez le site au nom d’une organisation, vous confirmez avoir le pouvoir d’accepter les " +
            "présentes conditions pour elle. Si vous ne les acceptez pas, veuillez ne pas utiliser le site.",
        },
      ],
    },
    {
      id: "information-only",
      heading: "De l’information, non un avis ni une offre",
      blocks: [
        {
          kind: "paragraph",
          text:
            "Le contenu de ce site Web, notamment les descriptions de solutions, les études de cas, les chiffres, " +
            "les analyses et les modalités de collaboration, constitue de l’information générale sur nos activités. " +
            "Il ne s’agit ni d’un avis professionnel, juridique ou en matière d’approvisionnement, ni d’une offre " +
            "susceptible d’acceptation. Les résultats décrits dans les études de cas dépendent de la situation de " +
            "chaque client et ne garantissent pas un résultat identique.",
        },
        {
          kind: "paragraph",
          text:
            "Chaque mandat, y compris un plan directeur, est régi par une entente écrite distincte signée par les " +
            "deux parties. En cas de conflit entre cette entente et les présentes conditions, l’entente l’emporte.",
        },
      ],
    },
    {
      id: "acceptable-use",
      heading: "Utilisation acceptable",
      blocks: [
        {
          kind: "paragraph",
          text: "Lorsque vous utilisez le site Web, l’assistant conversationnel ou le portail client, il vous est interdit\u00a0:",
        },
        {
          kind: "list",
          items: [
            "d’enfreindre une loi ou de porter atteinte aux droits d’autrui, notamment en matière de vie privée et de propriété intellectuelle;",
            "de tenter d’accéder à des comptes, à des données ou à des systèmes que vous n’avez pas " +
              "l’autorisation d’utiliser, ou de mettre à l’épreuve notre sécurité sans notre permission écrite;",
            "de téléverser des logiciels malveillants ou des fichiers que vous n’avez pas le droit de communiquer, ou " +
              "d’envoyer des formulaires contenant des renseignements faux ou appartenant à une autre personne;",
            "d’envoyer des requêtes automatisées en un volume qui surcharge le site, ou d’en copier le contenu en masse;",
            "d’utiliser l’assistant conversationnel pour produire du contenu illégal, injurieux ou trompeur, ou pour " +
              "en extraire les instructions ou les renseignements d’autres utilisateurs.",
          ],
        },
        {
          kind: "paragraph",
          text: "Nous pouvons restreindre, suspendre ou refuser l’accès de toute personne qui enfreint ces règles.",
        },
      ],
    },
    {
      id: "submissions",
      heading:
        "Formulaires, candidatures et renseignements que vous nous envoyez",
      blocks: [
        {
          kind: "paragraph",
          text:
            "Veuillez vous assurer que ce que vous envoyez au moyen de nos formulaires est exact et que vous avez le " +
            "droit de le communiquer. N’envoyez pas de renseignements classifiés, confidentiels ou personnels " +
            "sensibles au moyen d’un formulaire public ou de l’assistant conversationnel; une fois le mandat " +
            "confié, nous convenons avec vous d’un canal sécurisé et d’une entente de confidentialité. L’envoi d’une " +
            "demande ou d’une candidature n’oblige aucune des parties à conclure une entente, et nous pouvons " +
            "refuser toute demande.",
        },
      ],
    },
    {
      id: "chat-assistant",
      heading: "L’assistant conversationnel",
      blocks: [
        {
          kind: "paragraph",
          text:
            "L’assistant conversationnel est un système automatisé. Ses réponses peuvent être incomplètes ou " +
            "erronées, ne nous engagent pas et ne remplacent pas une conversation avec notre équipe. Vérifiez auprès " +
            "de nous tout élément important avant de vous y fier. La façon dont nous traitons vos conversations est " +
            "décrite dans notre Politique de confidentialité.",
        },
      ],
    },
    {
      id: "client-portal",
      heading: "Le portail client",
      blocks: [
        {
          kind: "paragraph",
          text:
            "Le portail client est accessible uniquement sur invitation au personnel des organisations avec " +
            "lesquelles nous travaillons. Vous devez garder votre mot de passe confidentiel, ne pas partager votre " +
            `compte et nous aviser sans délai à ${site.contactEmail} si vous soupçonnez qu’une autre personne l’a ` +
            "utilisé. Votre organisation est responsable des activités effectuées au moyen des comptes qu’elle nous " +
            "a demandé de créer. Les renseignements figurant dans le portail sont confidentiels et régis par " +
            "l’entente conclue entre votre organisation et nous. Nous pouvons suspendre un compte pour protéger le " +
            "portail, et l’accès prend fin à la fin du mandat de votre organisation ou de vos fonctions.",
        },
      ],
    },
    {
      id: "intellectual-property",
      heading: "Propriété intellectuelle",
      blocks: [
        {
          kind: "paragraph",
          text:
            `Le site Web et son contenu, notamment les textes, les éléments graphiques, les logos et les logiciels, ` +
            `appartiennent à ${site.name} ou à ses concédants de licence. Vous pouvez consulter, télécharger et ` +
            "imprimer des pages pour votre propre information ou pour évaluer une collaboration avec nous, à " +
            "condition de conserver tout avis de droit d’auteur. Toute autre utilisation nécessite notre permission " +
            "écrite. Nos noms et logos ne peuvent être utilisés d’une manière laissant entendre que nous vous " +
            "appuyons, vous ou vos produits.",
        },
      ],
    },
    {
      id: "third-parties",
      heading: "Liens et services de tiers",
      blocks: [
        {
          kind: "paragraph",
          text:
            "Le site contient des liens vers les sites Web de partenaires et d’autres tiers, et le formulaire de " +
            "démarrage de projet propose un calendrier de réservation fourni par un service externe de prise de " +
            "rendez-vous. Nous ne sommes pas responsables de leur contenu, de leur disponibilité ni de leurs " +
            "pratiques en matière de protection des renseignements personnels; leurs propres conditions " +
            "s’appliquent lorsque vous les utilisez.",
        },
      ],
    },
    {
      id: "availability",
      heading: "Disponibilité et modifications du site",
      blocks: [
        {
          kind: "paragraph",
          text:
            "Nous nous efforçons de maintenir le site Web disponible et exact, mais nous le fournissons «\u00a0tel quel\u00a0» " +
            "et «\u00a0selon sa disponibilité\u00a0». Nous pouvons modifier, suspendre ou retirer toute partie du site en tout " +
            "temps, et certains renseignements peuvent ne pas être à jour.",
        },
      ],
    },
    {
      id: "liability",
      heading: "Limitation de responsabilité",
      blocks: [
        {
          kind: "paragraph",
          text:
            "Dans toute la mesure permise par la loi, nous excluons toute garantie relative au site Web et nous ne " +
            "sommes pas responsables des pertes indirectes, accessoires, spéciales ou consécutives, ni des pertes " +
            "de données, de revenus ou de profits, découlant de votre utilisation du site ou de votre incapacité à " +
            "l’utiliser. Rien dans les présentes conditions ne limite une responsabilité qui ne peut être limitée " +
            "par la loi, et rien ne porte atteinte aux droits auxquels vous ne pouvez renoncer à titre de " +
            "consommateur.",
        },
      ],
    },
    {
      id: "governing-law",
      heading: "Droit applicable",
      blocks: [
        {
          kind: "paragraph",
          text:
            "Les présentes conditions sont régies par les lois de la province de l’Ontario et les lois fédérales du " +
            "Canada qui s’y appliquent. Les tribunaux de l’Ontario siégeant à Ottawa ont compétence à l’égard de " +
            "tout différend les concernant, à moins que la loi de votre lieu de résidence ne vous accorde le droit " +
            "impératif d’intenter une action devant les tribunaux de ce lieu.",
        },
      ],
    },
    {
      id: "changes",
      heading: "Modifications des présentes conditions",
      blocks: [
        {
          kind: "paragraph",
          text:
            "Nous pouvons mettre à jour les présentes conditions et publierons la nouvelle version sur cette page, " +
            "avec sa date. La version publiée au moment où vous utilisez le site s’applique à cette utilisation.",
        },
      ],
    },
    {
      id: "contact",
      heading: "Nous joindre",
      blocks: [
        {
          kind: "paragraph",
          text: `Pour toute question sur les présentes conditions\u00a0: ${site.contactEmail}, ou ${site.name}, ${headOfficeAddressFr}.`,
        },
      ],
    },
  ],
};
