import { site } from "../../site";
import type * as en from "../../legal/privacy";
import { headOfficeAddressFr, usOfficeCityFr } from "./address";

export const privacyPolicy: typeof en.privacyPolicy = {
  title: "Politique de confidentialité",
  path: "/privacy",
  summary:
    `Comment ${site.name} recueille, utilise, communique et protège les renseignements personnels sur ce site Web, ` +
    "combien de temps elle les conserve et comment vous pouvez exercer les droits que vous confèrent les lois " +
    "canadiennes et américaines sur la protection des renseignements personnels.",
  sections: [
    {
      id: "who-we-are",
      heading: "Qui nous sommes",
      blocks: [
        {
          kind: "paragraph",
          text:
            `${site.name} est une entreprise canadienne dont le siège social est situé à Ottawa et qui possède un ` +
            `bureau régional à ${usOfficeCityFr}. Nous sommes responsables des renseignements personnels recueillis ` +
            "au moyen de ce site Web, de ses formulaires, de son assistant conversationnel et de son portail client.",
        },
        {
          kind: "paragraph",
          text:
            "Nous traitons les renseignements personnels conformément à la Loi sur la protection des " +
            "renseignements personnels et les documents électroniques (LPRPDE) et, lorsqu’elles s’appliquent à " +
            "nous, aux lois sur la protection des renseignements personnels des provinces canadiennes et des États " +
            "américains. Notre responsable de la protection des renseignements personnels répond de la présente " +
            `politique; vous pouvez lui écrire à ${site.contactEmail}.`,
        },
      ],
    },
    {
      id: "scope",
      heading: "Portée de la présente politique",
      blocks: [
        {
          kind: "paragraph",
          text:
            "La présente politique vise les renseignements concernant les visiteurs de ce site Web, les personnes " +
            "qui communiquent avec nous ou qui posent leur candidature chez nous, ainsi que les utilisateurs de notre " +
            "portail client. Elle ne vise pas les plateformes que nous concevons ou exploitons pour nos clients, " +
            "comme les systèmes de visas, de fiscalité ou de santé\u00a0: nous y agissons selon les instructions du " +
            "client, et ces renseignements sont régis par l’avis de confidentialité du client et par notre contrat " +
            "avec lui.",
        },
      ],
    },
    {
      id: "information-we-collect",
      heading: "Renseignements que nous recueillons",
      blocks: [
        {
          kind: "paragraph",
          text: "Nous ne recueillons que ce que vous nous fournissez et ce dont nos serveurs ont besoin pour fonctionner de façon sécuritaire\u00a0:",
        },
        {
          kind: "definitions",
          items: [
            {
              term: "Demandes de plan directeur",
              description:
                "Nom complet, adresse courriel et, si vous le souhaitez, numéro de téléphone, organisation, taille " +
                "de l’organisation, principal intérêt et message.",
            },
            {
              term: "Formulaire de contact",
              description:
                "Prénom et nom, adresse courriel, entreprise, domaine d’intérêt et message.",
            },
            {
              term: "Demandes de démarrage de projet",
              description:
                "Prénom et nom, adresse courriel, entreprise, taille de l’entreprise, principal intérêt, description " +
                "de vos défis actuels, échéancier et fourchette budgétaire indicative.",
            },
            {
              term: "Candidatures",
              description:
                "Prénom et nom, adresse courriel et, si vous le souhaitez, numéro de téléphone et profil LinkedIn; " +
                "votre expérience, votre curriculum vitæ (PDF, DOC ou DOCX), votre lettre de présentation et le poste " +
                "visé.",
            },
            {
              term: "Assistant conversationnel",
              description:
                "Les messages que vous tapez, les documents ou images que vous joignez et tout message vocal que " +
                "vous choisissez d’enregistrer (converti en texte), associés à un identifiant aléatoire créé à " +
                "l’ouverture de la conversation. Veuillez ne pas communiquer de renseignements sur votre santé, vos " +
                "finances ou d’autres renseignements sensibles dans la conversation.",
            },
            {
              term: "Portail client",
              description:
                "Pour les utilisateurs invités\u00a0: nom, adresse courriel professionnelle, fonction et organisation; " +
                "votre mot de passe, conservé uniquement sous forme de hachage irréversible; les demandes de soutien " +
                "que vous soumettez et un registre des documents communiqués à votre organisation.",
            },
            {
              term: "Contexte des formulaires",
              description:
                "Avec chaque formulaire, la page d’où il a été envoyé, la page de provenance, les paramètres de " +
                "campagne du lien que vous avez suivi, le texte de consentement qui vous a été présenté et l’heure " +
                "de l’envoi.",
            },
            {
              term: "Journaux du serveur",
              description:
                "Votre adresse IP, la date et l’heure, la page ou le fichier demandé, le code de réponse et la " +
                "chaîne d’agent utilisateur de votre navigateur, utilisés pour assurer la sécurité et le bon " +
                "fonctionnement du site.",
            },
          ],
        },
        {
          kind: "paragraph",
          text:
            "Nous n’utilisons aucun outil de suivi publicitaire ou analytique, nous ne constituons pas de profils " +
            "des visiteurs et nous n’achetons pas de renseignements personnels auprès de courtiers en données.",
        },
      ],
    },
    {
      id: "how-we-use-it",
      heading: "Utilisation de vos renseignements",
      blocks: [
        {
          kind: "list",
          items: [
            "Répondre à votre demande, organiser un appel exploratoire ou une consultation et préparer la proposition que vous avez demandée.",
            "Évaluer les candidatures et communiquer avec les candidats au sujet des postes qu’ils ont visés.",
            "Faire fonctionner l’assistant conversationnel, répondre à vos questions et transmettre une conversation " +
              "à notre équipe lorsque vous le demandez.",
            "Offrir le portail client\u00a0: authentifier les utilisateurs, présenter à chaque organisation ses propres " +
              "projets, documents et demandes, et répondre aux demandes de soutien.",
            "Protéger le site et ses utilisateurs\u00a0: détecter les pourriels et les abus, limiter les tentatives " +
              "répétées et enquêter sur les incidents de sécurité.",
            "Respecter nos obligations légales, comptables et réglementaires.",
          ],
        },
        {
          kind: "paragraph",
          text:
            "Nous n’envoyons pas de courriels de marketing à moins que vous ne l’ayez demandé, et vous pouvez vous " +
            "désabonner de ces courriels en tout temps. Nous ne prenons à votre sujet aucune décision ayant des " +
            "effets juridiques ou des effets importants similaires par des moyens uniquement automatisés\u00a0: " +
            "l’assistant conversationnel fournit de l’information, et ce sont des personnes de notre entreprise qui " +
            "prennent toutes les décisions d’embauche et les décisions commerciales.",
        },
      ],
    },
    {
      id: "consent",
      heading: "Consentement",
      blocks: [
        {
          kind: "paragraph",
          text:
            "Lorsque vous envoyez un formulaire, amorcez une conversation ou acceptez une invitation au portail, vous " +
            "consentez à ce que nous utilisions les renseignements aux fins décrites au moment où vous les avez " +
            "fournis et dans la présente politique. Vous pouvez retirer votre consentement en tout temps, sous " +
            "réserve de restrictions légales ou contractuelles; nous vous informerons si ce retrait nous empêche de " +
            "vous offrir un service, par exemple d’examiner une candidature.",
        },
      ],
    },
    {
      id: "sharing",
      heading: "Fournisseurs de services et communication",
      blocks: [
        {
          kind: "paragraph",
          text:
            "Nous ne vendons pas de renseignements personnels et nous ne les communiquons pas à des fins de " +
            "publicité comportementale intercontextuelle. Nous ne les communiquons qu’à des fournisseurs de services " +
            "(sous-traitants) qui travaillent pour nous en vertu de contrats écrits les obligeant à les protéger et à " +
            "ne les utiliser que selon nos instructions\u00a0:",
        },
        {
          kind: "list",
          items: [
            "les fournisseurs d’hébergement infonuagique et de bases de données qui exploitent ce site Web et en stockent les données;",
            "un fournisseur de services d’envoi de courriels qui achemine nos réponses et nos avis;",
            "un fournisseur de modèles d’intelligence artificielle, lorsque l’assistant conversationnel est configuré " +
              "pour y faire appel, qui reçoit vos messages et vos pièces jointes afin de générer des réponses, de " +
              "transcrire la voix ou de lire le texte des images, et qui ne peut pas les utiliser pour entraîner ses " +
              "modèles;",
            "un fournisseur de services de prise de rendez-vous, si vous réservez une consultation au moyen du " +
              "calendrier affiché après le formulaire de démarrage de projet; ce que vous y saisissez est aussi régi " +
              "par l’avis de confidentialité de ce fournisseur.",
          ],
        },
        {
          kind: "paragraph",
          text:
            "Nous pouvons également communiquer des renseignements à nos conseillers professionnels, lorsque la loi " +
            "ou une ordonnance valide l’exige, pour protéger les droits et la sécurité de nos utilisateurs et de " +
            "notre personnel, ou à un successeur en cas de fusion ou de vente de notre entreprise, lequel resterait " +
            "lié par la présente politique. La liste à jour de nos sous-traitants est fournie sur demande.",
        },
      ],
    },
    {
      id: "international-transfers",
      heading: "Lieu de stockage de vos renseignements",
      blocks: [
        {
          kind: "paragraph",
          text:
            "Nous stockons et traitons les renseignements personnels au Canada et aux États-Unis, et nos " +
            "fournisseurs de services peuvent les traiter dans d’autres pays. Où qu’ils se trouvent, ils sont " +
            "protégés de la manière décrite dans la présente politique, mais ils peuvent être accessibles aux " +
            "tribunaux, aux organismes d’application de la loi et aux autorités chargées de la sécurité nationale " +
            "du pays concerné.",
        },
      ],
    },
    {
      id: "retention",
      heading: "Durée de conservation",
      blocks: [
        {
          kind: "definitions",
          items: [
            {
              term: "Demandes de renseignements et demandes de plan directeur",
              description:
                "24 mois après notre dernier échange avec vous; si vous devenez client, pendant toute la durée du " +
                "contrat et 7 ans après sa fin, comme l’exigent nos registres comptables et contractuels.",
            },
            {
              term: "Candidatures et curriculum vitæ",
              description:
                "12 mois après que le poste a été pourvu, afin que nous puissions considérer votre candidature pour " +
                "des postes semblables, à moins que vous ne nous demandiez de les supprimer plus tôt; si vous vous " +
                "joignez à nous, ils sont versés à votre dossier d’employé.",
            },
            {
              term: "Conversations et pièces jointes de l’assistant conversationnel",
              description:
                "90 jours, sauf si une conversation fait désormais partie d’une demande de renseignements; elle est " +
                "alors conservée à ce titre.",
            },
            {
              term: "Comptes du portail client",
              description:
                "Tant que le compte est actif, puis supprimés dans les 90 jours suivant la fin de l’accès de votre " +
                "organisation, à l’exception des dossiers de projet que nous devons conserver aux termes de notre " +
                "contrat.",
            },
            {
              term: "Journaux du serveur",
              description:
                "30 jours, ou plus longtemps seulement s’il le faut pour enquêter sur un incident de sécurité précis.",
            },
          ],
        },
        {
          kind: "paragraph",
          text: "À la fin de la période de conservation, nous supprimons les renseignements ou les anonymisons de sorte qu’ils ne permettent plus de vous identifier.",
        },
      ],
    },
    {
      id: "security",
      heading: "Protection de vos renseignements",
      blocks: [
        {
          kind: "paragraph",
          text:
            "Nous protégeons les renseignements personnels au moyen de mesures adaptées à leur sensibilité\u00a0: " +
            "chiffrement en transit, mots de passe hachés, accès limité aux membres du personnel qui en ont besoin, " +
            "vérification de chaque fichier téléversé, nouvelle autorisation à chaque téléchargement depuis le " +
            "portail, journal d’audit des actions du personnel et examens de sécurité réguliers. Si une atteinte " +
            "présente un risque réel de préjudice grave, nous vous en aviserons, ainsi que les organismes de " +
            "réglementation, comme l’exige la loi.",
        },
      ],
    },
    {
      id: "your-rights",
      heading: "Vos droits",
      blocks: [
        {
          kind: "paragraph",
          text:
            "En vertu de la LPRPDE et des lois provinciales applicables, vous pouvez demander à consulter les " +
            "renseignements personnels que nous détenons à votre sujet, à savoir comment nous les avons utilisés et " +
            "à qui nous les avons communiqués, nous demander de les corriger et retirer votre consentement. Vous " +
            "pouvez aussi déposer une plainte auprès du Commissariat à la protection de la vie privée du Canada.",
        },
        {
          kind: "paragraph",
          text:
            "Si vous résidez dans un État américain doté d’une loi sur la protection des renseignements des " +
            "consommateurs, comme la Californie, le Colorado, le Connecticut, la Virginie ou le Texas, vous pourriez " +
            "avoir le droit de savoir quels renseignements personnels nous recueillons et comment nous les utilisons " +
            "et les communiquons, d’y accéder et d’en recevoir une copie portable, de les faire corriger, de les " +
            "faire supprimer, de vous opposer à leur vente, à leur partage ou à leur utilisation à des fins de " +
            "publicité ciblée (nous ne faisons rien de cela) et de faire appel d’une décision que nous prenons au " +
            "sujet de votre demande. Nous n’exercerons aucune discrimination à votre égard si vous exercez ces droits.",
        },
      ],
    },
    {
      id: "exercising-your-rights",
      heading: "Comment exercer vos droits",
      blocks: [
        {
          kind: "paragraph",
          text:
            `Écrivez à ${site.contactEmail} en indiquant «\u00a0Demande relative à la protection des renseignements ` +
            "personnels\u00a0» en objet et en précisant ce que vous souhaitez que nous fassions. Nous vérifierons votre " +
            "identité, habituellement en répondant à l’adresse courriel que nous avons à votre dossier, et nous vous " +
            "répondrons dans un délai de 30 jours, ou de 45 jours lorsque la loi d’un État américain prévoit ce " +
            "délai, en vous indiquant si nous avons besoin de plus de temps et pourquoi. Les demandes sont " +
            "gratuites. Un mandataire autorisé peut agir en votre nom avec votre autorisation signée. Si nous " +
            "refusons une demande, nous vous en expliquerons les motifs et vous indiquerons comment faire appel ou " +
            "déposer une plainte.",
        },
      ],
    },
    {
      id: "children",
      heading: "Enfants",
      blocks: [
        {
          kind: "paragraph",
          text:
            "Ce site Web s’adresse aux professionnels et ne vise pas les enfants de moins de 16 ans. Nous ne " +
            "recueillons pas sciemment leurs renseignements personnels; si vous croyez que nous l’avons fait, " +
            "communiquez avec nous et nous les supprimerons.",
        },
      ],
    },
    {
      id: "changes",
      heading: "Modifications de la présente politique",
      blocks: [
        {
          kind: "paragraph",
          text:
            "Nous révisons régulièrement la présente politique et publions chaque modification sur cette page, avec " +
            "sa date. Si une modification touche de façon importante l’utilisation que nous faisons de " +
            "renseignements que nous détenons déjà, nous en informerons les personnes concernées avant son entrée " +
            "en vigueur.",
        },
      ],
    },
    {
      id: "contact",
      heading:
        "Joindre notre responsable de la protection des renseignements personnels",
      blocks: [
        {
          kind: "paragraph",
          text: `Responsable de la protection des renseignements personnels, ${site.name}, ${headOfficeAddressFr}. Courriel\u00a0: ${site.contactEmail}.`,
        },
      ],
    },
  ],
};
