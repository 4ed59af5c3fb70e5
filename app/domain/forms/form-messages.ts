import type { Locale } from "~/i18n/locale";

/**
 * Every message the public forms' schemas give, in each language. A plain table rather than
 * react-intl: the schemas run in the browser enhancers too, whose script budget has no room
 * for react-intl (docs/decisions/055-english-and-french.md). English is the specification's
 * wording, verbatim; French is what a French page shows.
 */
export type CommonFieldMessages = {
  singleLine: string;
  mustBeText: string;
  chooseOption: string;
  tooLong: (max: number) => string;
  tooShort: (min: number) => string;
};

export type FormMessages = {
  common: CommonFieldMessages;
  blueprint: {
    nameMin: string;
    nameMax: string;
    email: string;
    companyMin: string;
    companyMax: string;
    phoneMax: string;
    messageMax: string;
  };
  contact: {
    firstName: string;
    lastName: string;
    email: string;
    company: string;
    interest: string;
    messageMin: string;
    messageMax: string;
  };
  getStarted: {
    firstName: string;
    lastName: string;
    email: string;
    company: string;
    companySize: string;
    primaryInterest: string;
    challenges: string;
    challengesMax: string;
    timeline: string;
    budget: string;
  };
  jobApplication: {
    jobTitle: string;
    firstName: string;
    lastName: string;
    emailRequired: string;
    email: string;
    phoneMax: string;
    linkedInMax: string;
    linkedInHttps: string;
    experience: string;
    experienceMax: string;
    coverLetter: string;
    coverLetterMax: string;
    openPosition: string;
  };
  resume: {
    required: string;
    empty: string;
    tooLarge: string;
    wrongType: string;
    notWord: string;
    unreadable: string;
    unpackedTooLarge: string;
    macros: string;
    encrypted: string;
  };
};

const en: FormMessages = {
  common: {
    singleLine: "Please remove line breaks and control characters",
    mustBeText: "Must be text",
    chooseOption: "Please choose one of the options",
    tooLong: (max) => `Must be ${max} characters or fewer`,
    tooShort: (min) => `Must be at least ${min} characters`,
  },
  blueprint: {
    nameMin: "Name must be at least 2 characters",
    nameMax: "Name must be 100 characters or fewer",
    email: "Invalid email address",
    companyMin: "Company name must be at least 2 characters",
    companyMax: "Company name must be 100 characters or fewer",
    phoneMax: "Phone number must be 40 characters or fewer",
    messageMax: "Message must be less than 1000 characters",
  },
  contact: {
    firstName: "First name must be at least 2 characters",
    lastName: "Last name must be at least 2 characters",
    email: "Please enter a valid email address",
    company: "Company name is required",
    interest: "Please select an area of interest",
    messageMin: "Message must be at least 10 characters",
    messageMax: "Message must be 5000 characters or fewer",
  },
  getStarted: {
    firstName: "First name must be at least 2 characters",
    lastName: "Last name must be at least 2 characters",
    email: "Please enter a valid email address",
    company: "Company name is required",
    companySize: "Please select company size",
    primaryInterest: "Please select your primary interest",
    challenges: "Please describe your current challenges",
    challengesMax: "Please keep this under 5000 characters",
    timeline: "Please select a timeline",
    budget: "Please select a budget range",
  },
  jobApplication: {
    jobTitle: "Please choose a position",
    firstName: "First name is required",
    lastName: "Last name is required",
    emailRequired: "Email is required",
    email: "Invalid email address",
    phoneMax: "Phone number must be 40 characters or fewer",
    linkedInMax: "LinkedIn URL must be 300 characters or fewer",
    linkedInHttps: "LinkedIn URL must be a web address starting with https://",
    experience: "Experience is required",
    experienceMax: "Please keep this under 5000 characters",
    coverLetter: "Cover letter is required",
    coverLetterMax: "Please keep the cover letter under 10000 characters",
    openPosition: "Please choose one of the open positions",
  },
  resume: {
    required: "Resume is required",
    empty: "The résumé file is empty. Please choose the file again.",
    tooLarge: "Resume must be 10 MB or smaller",
    wrongType: "Resume must be a PDF, DOC or DOCX file",
    notWord:
      "This file is an Office file but not a Word document. Please attach your résumé as PDF, DOC or DOCX.",
    unreadable:
      "This document could not be read: it looks damaged. Please save it again (as PDF or DOCX) and attach it again.",
    unpackedTooLarge:
      "This document unpacks to far more data than a résumé holds. Please save it again (as PDF or DOCX) and attach it again.",
    macros:
      "This document contains macros. Please save it without macros (as .docx or PDF) and attach it again.",
    encrypted:
      "This document is password-protected. Please remove the password (or save it as PDF) and attach it again.",
  },
};

/** Numbers as a French reader writes them: 5 000 with a no-break space. */
const frNumber = (n: number) => n.toLocaleString("fr-CA");

const fr: FormMessages = {
  common: {
    singleLine:
      "Veuillez retirer les sauts de ligne et les caractères de contrôle",
    mustBeText: "Ce champ doit contenir du texte",
    chooseOption: "Veuillez choisir l’une des options proposées",
    tooLong: (max) =>
      `Ce champ doit compter au plus ${frNumber(max)} caractères`,
    tooShort: (min) =>
      `Ce champ doit compter au moins ${frNumber(min)} caractères`,
  },
  blueprint: {
    nameMin: "Le nom doit compter au moins 2 caractères",
    nameMax: "Le nom doit compter au plus 100 caractères",
    email: "Adresse courriel invalide",
    companyMin: "Le nom de l’organisation doit compter au moins 2 caractères",
    companyMax: "Le nom de l’organisation doit compter au plus 100 caractères",
    phoneMax: "Le numéro de téléphone doit compter au plus 40 caractères",
    messageMax: "Le message doit compter moins de 1\u00a0000 caractères",
  },
  contact: {
    firstName: "Le prénom doit compter au moins 2 caractères",
    lastName: "Le nom de famille doit compter au moins 2 caractères",
    email: "Veuillez entrer une adresse courriel valide",
    company: "Le nom de l’organisation est obligatoire",
    interest: "Veuillez choisir un domaine d’intérêt",
    messageMin: "Le message doit compter au moins 10 caractères",
    messageMax: "Le message doit compter au plus 5\u00a0000 caractères",
  },
  getStarted: {
    firstName: "Le prénom doit compter au moins 2 caractères",
    lastName: "Le nom de famille doit compter au moins 2 caractères",
    email: "Veuillez entrer une adresse courriel valide",
    company: "Le nom de l’organisation est obligatoire",
    companySize: "Veuillez choisir la taille de l’organisation",
    primaryInterest: "Veuillez choisir votre intérêt principal",
    challenges: "Veuillez décrire vos défis actuels (au moins 10 caractères)",
    challengesMax: "Veuillez vous limiter à 5\u00a0000 caractères",
    timeline: "Veuillez choisir un échéancier",
    budget: "Veuillez choisir une fourchette budgétaire",
  },
  jobApplication: {
    jobTitle: "Veuillez choisir un poste",
    firstName: "Le prénom est obligatoire",
    lastName: "Le nom de famille est obligatoire",
    emailRequired: "L’adresse courriel est obligatoire",
    email: "Adresse courriel invalide",
    phoneMax: "Le numéro de téléphone doit compter au plus 40 caractères",
    linkedInMax: "L’adresse LinkedIn doit compter au plus 300 caractères",
    linkedInHttps:
      "L’adresse LinkedIn doit être une adresse Web commençant par https://",
    experience: "L’expérience est obligatoire",
    experienceMax: "Veuillez vous limiter à 5\u00a0000 caractères",
    coverLetter: "La lettre de présentation est obligatoire",
    coverLetterMax:
      "Veuillez limiter la lettre de présentation à 10\u00a0000 caractères",
    openPosition: "Veuillez choisir l’un des postes offerts",
  },
  resume: {
    required: "Le curriculum vitæ est obligatoire",
    empty:
      "Le fichier du curriculum vitæ est vide. Veuillez choisir le fichier de nouveau.",
    tooLarge: "Le curriculum vitæ ne doit pas dépasser 10 Mo",
    wrongType: "Le curriculum vitæ doit être un fichier PDF, DOC ou DOCX",
    notWord:
      "Ce fichier est un fichier Office, mais pas un document Word. Veuillez joindre votre curriculum vitæ en format PDF, DOC ou DOCX.",
    unreadable:
      "Ce document est illisible\u00a0: il semble endommagé. Veuillez l’enregistrer de nouveau (en PDF ou en DOCX) et le joindre encore une fois.",
    unpackedTooLarge:
      "Ce document se décompresse en bien plus de données qu’un curriculum vitæ n’en contient. Veuillez l’enregistrer de nouveau (en PDF ou en DOCX) et le joindre encore une fois.",
    macros:
      "Ce document contient des macros. Veuillez l’enregistrer sans macros (en .docx ou en PDF) et le joindre encore une fois.",
    encrypted:
      "Ce document est protégé par un mot de passe. Veuillez retirer le mot de passe (ou l’enregistrer en PDF) et le joindre encore une fois.",
  },
};

export const formMessages: { readonly [L in Locale]: FormMessages } = {
  en,
  fr,
};
