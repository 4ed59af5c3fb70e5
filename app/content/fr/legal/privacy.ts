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
            "renseignements personnels et les documents électroniques (LPRPDE), à la Loi sur la protection des " +
            "renseignements personnels dans le secteur privé du Québec (modifiée par la Loi 25) et, lorsqu’ils " +
            "s’appliquent à nous, aux lois sur la protection des renseignements personnels des autres provinces " +
            "canadiennes et des États américains ainsi qu’au règlement général sur la protection des données (RGPD) " +
            "de l’Union européenne. Notre responsable de la protection des renseignements personnels répond de la " +
            `présente politique. Vous pouvez lui écrire à ${site.privacyEmail}.`,
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
              term: "Infolettre",
              description:
                "Si vous vous abonnez\u00a0: votre adresse courriel, la langue et les sujets que vous avez choisis, ainsi " +
                "qu’une preuve de votre consentement (le texte que vous avez accepté, la page et l’heure).",
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
            "Nous n’utilisons aucun outil de suivi publicitaire ni aucun service d’analytique tiers, nous ne " +
            "constituons pas de profils des visiteurs et nous n’achetons pas de renseignements personnels auprès de " +
            "courtiers en données.",
        },
      ],
    },
    {
      id: "audience-measurement",
      heading: "Mesure de la fréquentation",
      blocks: [
        {
          kind: "paragraph",
          text:
            "Nous mesurons nous-mêmes la fréquentation de nos pages publiques, sur nos propres serveurs, afin de " +
            "savoir quelles pages et quelles campagnes sont utiles aux organisations qui nous lisent. Aucun témoin " +
            "ni autre identifiant n’est déposé sur votre appareil, aucun script n’enregistre ce que vous faites sur " +
            "une page et rien n’est transmis à une entreprise d’analytique.",
        },
        {
          kind: "list",
          items: [
            "Lorsque votre navigateur charge une page, notre serveur enregistre la page, l’heure, le site ou le lien " +
              "de campagne qui vous y a mené, ainsi que la famille de votre navigateur, votre système d’exploitation " +
              "et votre type d’appareil (ordinateur, téléphone ou tablette). Il n’enregistre jamais votre adresse IP " +
              "ni la chaîne complète d’agent utilisateur de votre navigateur.",
            "Pour distinguer une visite d’une autre sans témoin, le serveur calcule une clé quotidienne à partir de " +
              "votre adresse IP et de votre agent utilisateur, combinés à une valeur aléatoire qui change chaque " +
              "jour à minuit (UTC). Cette valeur aléatoire est supprimée après 48 heures; dès lors, personne, " +
              "pas même nous, ne peut rattacher la clé à une adresse ou à une personne.",
            "Une visite prend fin après 30 minutes sans consultation de page. Si vous envoyez l’un de nos " +
              "formulaires au cours d’une visite, votre demande conserve la première page de cette visite ainsi que " +
              "le site ou la campagne qui vous a mené jusqu’à nous, afin que nous sachions quel contenu l’a " +
              "suscitée. Les relevés de visite ne contiennent jamais votre nom, votre adresse courriel ni aucun " +
              "identifiant de votre demande.",
            "Les visites des clients et des membres du personnel connectés, des moteurs de recherche et des autres " +
              "programmes automatisés ne sont pas comptées.",
          ],
        },
        {
          kind: "paragraph",
          text:
            "Nous conservons les relevés de visite pendant 13 mois et les totaux quotidiens pendant 25 mois. " +
            "Comme cette mesure ne permet d’identifier personne après 48 heures, qu’elle sert uniquement à " +
            "produire des statistiques sur notre propre site et qu’elle n’est combinée à aucun autre traitement, " +
            "nous n’affichons aucune bannière de consentement : rien n’est enregistré sur votre appareil, et " +
            "les autorités de protection des données, comme la CNIL en France, reconnaissent qu’une mesure " +
            "d’audience ainsi limitée n’exige pas de consentement.",
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
          kind: "definitions",
          items: [
            {
              term: "Hébergement et stockage",
              description:
                "Notre fournisseur d’hébergement exploite ce site Web, sa base de données et les fichiers qui y sont " +
                "stockés, au Canada ou aux États-Unis.",
            },
            {
              term: "Envoi de courriels",
              description:
                "Un fournisseur de services d’envoi de courriels achemine nos réponses, nos avis et notre infolettre, " +
                "au Canada ou aux États-Unis.",
            },
            {
              term: "Intelligence artificielle",
              description:
                "Lorsque l’assistant conversationnel est configuré pour y faire appel, OpenAI, aux États-Unis, reçoit " +
                "vos messages et vos pièces jointes afin de générer des réponses, de transcrire la voix ou de lire le " +
                "texte des images, et ne peut pas les utiliser pour entraîner ses modèles.",
            },
            {
              term: "Prise de rendez-vous",
              description:
                "Aucun fournisseur externe\u00a0: les demandes de rendez-vous restent dans nos propres systèmes.",
            },
            {
              term: "Notre personnel",
              description:
                "Notre équipe du siège social, au Canada, et de notre bureau régional d’Atlanta, aux États-Unis, " +
                "consulte les renseignements dont elle a besoin pour son travail. Les renseignements consultés depuis " +
                "Atlanta le sont donc à partir des États-Unis.",
            },
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
            "Nous stockons et traitons les renseignements personnels au Canada et aux États-Unis, où se trouvent " +
            "notre bureau d’Atlanta et certains de nos fournisseurs de services. Avant que des renseignements ne " +
            "soient communiqués à l’extérieur du Québec, nous évaluons s’ils y bénéficieront d’une protection " +
            "adéquate, comme l’exige la loi québécoise. Où qu’ils se trouvent, ils sont " +
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
              term: "Candidatures et curriculum vitæ",
              description:
                "12 mois après notre décision sur la candidature, ou 24 mois si vous cochez la case demandant que " +
                "nous conservions votre CV pour d’autres postes. Si vous vous joignez à nous, ils sont versés à votre " +
                "dossier d’employé.",
            },
            {
              term: "Candidatures spontanées",
              description:
                "Une candidature envoyée sans qu’un poste soit affiché est conservée 6 mois après sa réception.",
            },
            {
              term: "Conversations et pièces jointes de l’assistant conversationnel",
              description:
                "90 jours pour une conversation qui n’est pas devenue une demande de renseignements. Une conversation " +
                "qui l’est devenue est conservée à ce titre.",
            },
            {
              term: "Demandes de renseignements et demandes de plan directeur",
              description:
                "24 mois après notre dernier contact avec vous, si vous ne devenez pas client.",
            },
            {
              term: "Dossiers des clients",
              description:
                "Pendant toute la durée du contrat et 7 ans après sa fin, comme l’exigent nos registres comptables " +
                "et contractuels.",
            },
            {
              term: "Comptes du portail client",
              description:
                "Tant que le compte est actif, puis supprimés dans les 90 jours suivant la fin de l’accès de votre " +
                "organisation, à l’exception des dossiers de projet que nous devons conserver aux termes de notre " +
                "contrat.",
            },
            {
              term: "Infolettre",
              description: "Jusqu’à votre désabonnement.",
            },
            {
              term: "Copies de vos renseignements préparées pour vous",
              description:
                "Le fichier que nous préparons lorsque vous demandez vos renseignements est conservé 7 jours, puis " +
                "supprimé.",
            },
            {
              term: "Demandes relatives aux renseignements personnels",
              description:
                "Le dossier d’une demande que vous nous adressez est conservé 24 mois après sa clôture.",
            },
            {
              term: "Registre des incidents de confidentialité",
              description:
                "Chaque inscription est conservée 5 ans après que nous avons pris connaissance de l’incident.",
            },
            {
              term: "Mesure de la fréquentation",
              description:
                "Relevés de visite : 13 mois. Totaux quotidiens, qui ne concernent personne : 25 mois. " +
                "Valeur aléatoire servant aux clés de visite : 48 heures.",
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
          text:
            "À la fin de la période de conservation, nous supprimons les renseignements ou les anonymisons de sorte " +
            "qu’ils ne permettent plus de vous identifier, sauf si la loi nous oblige à les conserver plus " +
            "longtemps, par exemple pendant une procédure judiciaire.",
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
            "portail, journal d’audit des actions du personnel et examens de sécurité réguliers. Nous consignons " +
            "chaque incident de confidentialité dans un registre. Si un incident présente un risque qu’un préjudice " +
            "sérieux soit causé, nous vous en aviserons avec diligence, ainsi que la Commission d’accès à " +
            "l’information du Québec et le Commissariat à la protection de la vie privée du Canada, comme l’exige " +
            "la loi.",
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
            "En vertu de la LPRPDE, de la loi québécoise et des lois provinciales applicables, vous pouvez demander " +
            "à consulter les renseignements personnels que nous détenons à votre sujet, à savoir comment nous les " +
            "avons utilisés et à qui nous les avons communiqués, recevoir ceux que vous nous avez fournis dans un " +
            "format structuré et couramment utilisé (CSV ou JSON), nous demander de les corriger ou de les " +
            "supprimer et retirer votre consentement. Vous pouvez porter plainte auprès de la Commission d’accès à " +
            "l’information du Québec ou du Commissariat à la protection de la vie privée du Canada.",
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
          kind: "link",
          before: "Utilisez notre ",
          label: "formulaire de demande relative aux renseignements personnels",
          href: "/fr/privacy/request",
          after:
            " pour demander l’accès à vos renseignements, une copie de ceux-ci, leur rectification ou leur " +
            "suppression, ou pour retirer votre consentement, ou écrivez à notre responsable de la protection des " +
            `renseignements personnels à ${site.privacyEmail}. Nous confirmons votre identité au moyen d’un code ` +
            "envoyé à votre adresse courriel.",
        },
        {
          kind: "paragraph",
          text:
            "Nous répondons dans les 30 jours suivant la réception de votre demande, comme l’exigent la loi " +
            "québécoise (article 32) et la LPRPDE, ou dans les 45 jours lorsque la loi d’un État américain prévoit " +
            "ce délai. Si nous avons besoin de plus de temps, nous pouvons prolonger le délai une seule fois, d’au " +
            "plus 30 jours. Nous vous en aviserons alors par écrit, motifs à l’appui, avant la fin des 30 premiers " +
            "jours. Les demandes sont gratuites. Un mandataire autorisé peut agir en votre nom avec votre " +
            "autorisation signée. Si nous refusons une demande, nous vous en expliquerons les motifs et vous " +
            "indiquerons comment porter plainte auprès de la Commission d’accès à l’information du Québec ou du " +
            "Commissariat à la protection de la vie privée du Canada.",
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
          text: `Responsable de la protection des renseignements personnels, ${site.name}, ${headOfficeAddressFr}. Courriel\u00a0: ${site.privacyEmail}.`,
        },
      ],
    },
  ],
};
