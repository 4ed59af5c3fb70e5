import { digitalIdentity as english } from "../../capabilities/digital-identity";
import { translated } from "../../translated";

/** French of app/content/capabilities/digital-identity.ts: its slugs, icons and links are the English ones. */
export const digitalIdentity = translated(english, {
  name: "Identité numérique et confiance",
  eyebrow: "Expertise clé",
  lead:
    "Des identités vérifiées pour les citoyens, les entreprises et les fonctionnaires\u00a0: inscription à distance avec " +
    "contrôle des documents et détection du vivant, justificatifs réutilisables et authentification fondée sur des " +
    "normes, que chaque ministère n’intègre qu’une seule fois.",
  seo: {
    title: "Services d’identité numérique et de confiance",
    description:
      "Vérification d’identité à distance avec détection du vivant, vérification assistée, authentification unique " +
      "pour les services gouvernementaux, justificatifs vérifiables et architecture qui protège les renseignements personnels.",
  },
  summary:
    "Vérification d’identité à distance ou assistée, authentification unique gouvernementale et justificatifs " +
    "vérifiables, sans que les données biométriques soient transmises aux services qui s’y fient.",
  features: {
    title: "Ce que nous concevons",
    intro:
      "Établir une seule fois l’identité d’une personne, selon un niveau d’assurance connu, et permettre à chaque " +
      "service de s’y fier.",
    items: [
      {
        title: "Vérification d’identité à distance",
        description:
          "Contrôle de la carte d’identité nationale ou du passeport, lecture de la puce lorsqu’elle est disponible, " +
          "et égoportrait en direct comparé à la photo du registre, avec détection des attaques de présentation.",
      },
      {
        title: "Vérification assistée",
        description:
          "Vérification dans les bureaux de poste, les centres de services et les consulats pour les personnes sans " +
          "téléphone intelligent, selon les mêmes règles d’assurance qu’en ligne.",
      },
      {
        title: "Authentification unique pour l’État",
        description:
          "OpenID Connect et SAML, pour que chaque ministère ne se raccorde qu’une fois, avec une authentification " +
          "renforcée pour les transactions à risque élevé.",
      },
      {
        title: "Justificatifs vérifiables",
        description:
          "Visas, permis, licences et attestations de conformité fiscale numériques et signés, qu’un comptoir, un " +
          "poste frontalier ou un employeur peut vérifier en ligne ou hors ligne.",
      },
      {
        title: "Protection des renseignements personnels dès la conception",
        description:
          "Les gabarits biométriques restent dans le service d’identité et ne sont jamais communiqués aux services " +
          "utilisateurs. Les citoyens peuvent voir qui a vérifié leur identité, et à quel moment.",
      },
      {
        title: "Fonctionnaires et entreprises",
        description:
          "Rôles, délégations et pouvoirs de signature pour les fonctionnaires et les représentants d’entreprise, " +
          "chaque action privilégiée étant consignée.",
      },
    ],
  },
  proof: {
    title: "Des résultats mesurés en production",
    intro:
      "Tirés d’un service de vérification partagé, exploité pour une agence nationale des services numériques en " +
      "Afrique australe.",
    stats: [
      {
        value: "1 M+",
        label: "de citoyens vérifiés au cours des 18 premiers mois",
      },
      { value: "99,5 %", label: "de précision de la comparaison faciale" },
      { value: "5", label: "ministères sur une seule authentification" },
      { value: "3 min", label: "de délai médian de vérification" },
    ],
  },
  approach: {
    title: "Notre démarche de déploiement",
    intro:
      "L’identité est une infrastructure\u00a0: nous la concevons pour qu’elle dure plus longtemps que tout service qui " +
      "l’utilise.",
    steps: [
      {
        title: "Fixer les niveaux d’assurance",
        description:
          "Convenir du niveau d’assurance que requiert chaque type de transaction, en cohérence avec votre cadre " +
          "national et avec les références internationales comme la norme NIST SP 800-63.",
      },
      {
        title: "Raccorder les registres",
        description:
          "Relier les registres de l’état civil, des passeports et des entreprises que la vérification consultera.",
      },
      {
        title: "Intégrer les services",
        description:
          "Chaque ministère s’intègre une seule fois par des interfaces normalisées et choisit le niveau d’assurance " +
          "dont il a besoin.",
      },
      {
        title: "Exploiter et vérifier",
        description:
          "Surveiller les tentatives de fraude et les taux de correspondance, publier le rendement et remettre aux " +
          "citoyens un relevé de chaque vérification.",
      },
    ],
  },
  usedIn: {
    title: "À l’œuvre dans nos solutions",
    intro:
      "Une seule couche d’identité, à laquelle se fie chaque service qui s’y appuie.",
    solutions: [
      {
        how: "Comparaison faciale et détection du vivant des demandeurs, et visas électroniques vérifiables à tout poste frontalier.",
      },
      {
        how: "Contribuables vérifiés et représentants autorisés de chaque entreprise.",
      },
      {
        how: "Un index national des patients et des titres de compétences vérifiés pour les cliniciens.",
      },
      {
        how: "Exécuteurs testamentaires et membres de la famille vérifiés avant l’ouverture d’un coffre.",
      },
      {
        how: "Titres de compétences des inspecteurs et rapports d’inspection signés numériquement.",
      },
    ],
  },
  cta: {
    title: "Une identité bâtie une fois, pour tous les services",
    body:
      "Parlez à nos ingénieurs de vos registres, de vos niveaux d’assurance et des services qui ont besoin en premier " +
      "d’utilisateurs vérifiés.",
    action: { label: "Parler à nos ingénieurs" },
    secondaryAction: {
      label: "Obtenir votre plan directeur",
    },
  },
});
