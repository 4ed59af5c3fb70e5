import { site } from "~/content/site";
import type { PrivacyRequestKind } from "~/domain/privacy/privacy-enums";
import type { ByLocale } from "~/i18n/copy";

/**
 * The words of the e-mails a person receives about their privacy request, in the language they
 * wrote in (decision 072). French as a ministry writes it: courriel, a no-break space before a
 * colon, no English left. What staff receive is in English (decision 055 § 7).
 */
export type PrivacyMailCopy = {
  kindName: Readonly<Record<PrivacyRequestKind, string>>;
  greeting: string;
  codeSubject: string;
  codeLines: (code: string, minutes: number) => string[];
  downloadCodeSubject: string;
  downloadCodeLines: (code: string, minutes: number) => string[];
  receivedSubject: (reference: string) => string;
  receivedLines: (kind: string, reference: string, due: string) => string[];
  extendedSubject: (reference: string) => string;
  extendedLines: (reason: string, due: string) => string[];
  completedSubject: (reference: string) => string;
  completedLines: (outcome: string) => string[];
  refusedSubject: (reference: string) => string;
  refusedLines: (reason: string, recourse: string) => string[];
  exportSubject: (reference: string) => string;
  exportLines: (link: string, until: string) => string[];
  signature: string;
};

const NBSP = "\u00a0";

export const privacyMailCopy: ByLocale<PrivacyMailCopy> = {
  en: {
    kindName: {
      access: "access to your personal information",
      portability: "a copy of your personal information in a portable format",
      rectification: "correction of your personal information",
      erasure: "deletion of your personal information",
      withdraw_consent: "withdrawal of your consent",
      complaint: "a privacy complaint",
    },
    greeting: "Hello,",
    codeSubject: "Your verification code for your privacy request",
    codeLines: (code, minutes) => [
      `Your code is ${code}. Enter it on the page you came from within ${minutes} minutes to confirm that this address is yours.`,
      "If you did not ask us anything about your personal information, you can ignore this message: nothing happens without the code.",
    ],
    downloadCodeSubject: "Your code to download your personal information",
    downloadCodeLines: (code, minutes) => [
      `Your code is ${code}. Enter it on the download page within ${minutes} minutes.`,
      "If you did not try to download your information, you can ignore this message: the file stays protected.",
    ],
    receivedSubject: (reference) =>
      `We received your privacy request (${reference})`,
    receivedLines: (kind, reference, due) => [
      `We received your request for ${kind} (reference ${reference}).`,
      `We will answer by ${due}. If we need more time, we will tell you before that date, with the reason.`,
      "You do not need to do anything now. Keep this message: its reference identifies your request.",
    ],
    extendedSubject: (reference) =>
      `More time is needed for your privacy request (${reference})`,
    extendedLines: (reason, due) => [
      "We need more time to answer your request properly.",
      `Why: ${reason}`,
      `We will answer by ${due}. You may complain to the Commission d'accès à l'information du Québec or the Office of the Privacy Commissioner of Canada about this extension.`,
    ],
    completedSubject: (reference) =>
      `Your privacy request is complete (${reference})`,
    completedLines: (outcome) => [
      "We have completed your request.",
      outcome,
      `If you are not satisfied, write to our Privacy Officer at ${site.privacyEmail}, or complain to the Commission d'accès à l'information du Québec or the Office of the Privacy Commissioner of Canada.`,
    ],
    refusedSubject: (reference) =>
      `Our answer to your privacy request (${reference})`,
    refusedLines: (reason, recourse) => [
      "We cannot do what you asked, for this reason:",
      reason,
      recourse,
    ],
    exportSubject: (reference) =>
      `Your personal information is ready to download (${reference})`,
    exportLines: (link, until) => [
      "The copy of your personal information you asked for is ready: a zip file with a README, one JSON and one CSV file per source, and the files you sent us.",
      `Download it here: ${link}`,
      `The page will ask for a code we send to this address. The link and the file are deleted on ${until}.`,
    ],
    signature: `${site.name} · Privacy Officer`,
  },
  fr: {
    kindName: {
      access: "l’accès à vos renseignements personnels",
      portability:
        "une copie de vos renseignements personnels dans un format technologique structuré",
      rectification: "la rectification de vos renseignements personnels",
      erasure: "la suppression de vos renseignements personnels",
      withdraw_consent: "le retrait de votre consentement",
      complaint: "une plainte relative à la protection de vos renseignements",
    },
    greeting: "Bonjour,",
    codeSubject: "Votre code de vérification pour votre demande",
    codeLines: (code, minutes) => [
      `Votre code est le ${code}. Entrez-le dans la page d’où vous venez d’ici ${minutes}${NBSP}minutes pour confirmer que cette adresse vous appartient.`,
      `Si vous ne nous avez rien demandé au sujet de vos renseignements personnels, vous pouvez ignorer ce message${NBSP}: rien ne se passe sans le code.`,
    ],
    downloadCodeSubject:
      "Votre code pour télécharger vos renseignements personnels",
    downloadCodeLines: (code, minutes) => [
      `Votre code est le ${code}. Entrez-le dans la page de téléchargement d’ici ${minutes}${NBSP}minutes.`,
      `Si vous n’avez pas tenté de télécharger vos renseignements, vous pouvez ignorer ce message${NBSP}: le fichier demeure protégé.`,
    ],
    receivedSubject: (reference) =>
      `Nous avons reçu votre demande (${reference})`,
    receivedLines: (kind, reference, due) => [
      `Nous avons reçu votre demande concernant ${kind} (référence ${reference}).`,
      `Nous vous répondrons au plus tard le ${due}. S’il nous faut plus de temps, nous vous en informerons avant cette date, motifs à l’appui.`,
      `Vous n’avez rien à faire pour l’instant. Conservez ce message${NBSP}: sa référence identifie votre demande.`,
    ],
    extendedSubject: (reference) =>
      `Prolongation du délai de réponse à votre demande (${reference})`,
    extendedLines: (reason, due) => [
      "Il nous faut plus de temps pour bien répondre à votre demande.",
      `Motif${NBSP}: ${reason}`,
      `Nous vous répondrons au plus tard le ${due}. Vous pouvez porter plainte au sujet de cette prolongation auprès de la Commission d’accès à l’information du Québec ou du Commissariat à la protection de la vie privée du Canada.`,
    ],
    completedSubject: (reference) =>
      `Votre demande a été traitée (${reference})`,
    completedLines: (outcome) => [
      "Nous avons donné suite à votre demande.",
      outcome,
      `Si vous n’êtes pas satisfait de notre réponse, écrivez à notre responsable de la protection des renseignements personnels à ${site.privacyEmail}, ou adressez-vous à la Commission d’accès à l’information du Québec ou au Commissariat à la protection de la vie privée du Canada.`,
    ],
    refusedSubject: (reference) =>
      `Notre réponse à votre demande (${reference})`,
    refusedLines: (reason, recourse) => [
      `Nous ne pouvons pas donner suite à votre demande, pour le motif suivant${NBSP}:`,
      reason,
      recourse,
    ],
    exportSubject: (reference) =>
      `Vos renseignements personnels sont prêts à être téléchargés (${reference})`,
    exportLines: (link, until) => [
      "La copie de vos renseignements personnels que vous avez demandée est prête. Il s’agit d’un fichier zip contenant un fichier LISEZMOI, un fichier JSON et un fichier CSV par source, ainsi que les fichiers que vous nous avez transmis.",
      `Téléchargez-la ici${NBSP}: ${link}`,
      `La page vous demandera un code que nous enverrons à cette adresse. Le lien et le fichier seront supprimés le ${until}.`,
    ],
    signature: `${site.name} · Responsable de la protection des renseignements personnels`,
  },
};
