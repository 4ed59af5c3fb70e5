import type { MessageCatalog } from "../messages";

/** The public lead forms (contact, blueprint, getting started, job application) and their pages. */
export default {
  "forms.optional": "(facultatif)",
  "forms.selectPlaceholder": "Choisir…",
  "forms.honeypot": "Site Web",
  "forms.readPrivacyPolicy": "Lire la Politique de confidentialité",
  "forms.opensInNewTab": "(s’ouvre dans un nouvel onglet)",
  "forms.submitting": "Envoi en cours…",
  "forms.firstName": "Prénom",
  "forms.lastName": "Nom de famille",
  "forms.email": "Courriel",
  "forms.workEmail": "Courriel professionnel",
  "forms.phone": "Téléphone",
  "forms.message": "Message",
  "forms.primaryInterest": "Intérêt principal",

  "forms.contact.label": "Nous joindre",
  "forms.contact.company": "Entreprise ou organisation",
  "forms.contact.interest": "Domaine d’intérêt",
  "forms.contact.submit": "Envoyer le message",
  "forms.contact.sending": "Envoi en cours…",

  "forms.blueprint.label": "Demande de plan directeur",
  "forms.blueprint.fullName": "Nom complet",
  "forms.blueprint.organization": "Organisation",
  "forms.blueprint.organizationSize": "Taille de l’organisation",
  "forms.blueprint.message": "Que souhaitez-vous transformer?",
  "forms.blueprint.messageHint":
    "Jusqu’à 1\u00a0000 caractères\u00a0: le service, l’échelle, les échéances éventuelles.",
  "forms.blueprint.submit": "Demander mon plan directeur",

  "forms.getStarted.label": "Démarrer un projet",
  "forms.getStarted.step1": "Votre organisation",
  "forms.getStarted.step2": "Vos besoins",
  "forms.getStarted.step3": "Budget et échéancier",
  "forms.getStarted.progress": "Progression du formulaire",
  "forms.getStarted.organisation": "Organisation",
  "forms.getStarted.organisationSize": "Taille de l’organisation",
  "forms.getStarted.challenges": "Défis actuels",
  "forms.getStarted.challengesHint":
    "Qu’est-ce qui est lent, coûteux ou à risque aujourd’hui? Quelques phrases suffisent.",
  "forms.getStarted.timeline": "Échéancier",
  "forms.getStarted.budget": "Fourchette budgétaire",
  "forms.getStarted.next": "Suivant",
  "forms.getStarted.previous": "Précédent",
  "forms.getStarted.submit": "Envoyer la demande",
  "forms.getStarted.thankYouEyebrow": "Étape 4 · Merci",
  "forms.getStarted.thankYouHeading":
    "Merci<name></name>. Trouvons 30 minutes pour en parler.",
  "forms.getStarted.thankYouBody":
    "Votre demande a été transmise à notre équipe. Au cours d’une consultation de 30 minutes, un consultant principal passera en revue vos défis et vous dira franchement si nous pouvons vous aider, et comment.",
  "forms.getStarted.schedulerTitle": "Fixer une consultation de 30 minutes",
  "forms.getStarted.calendarFallback":
    "Le calendrier ne s’affiche pas? <link>Ouvrir la page de prise de rendez-vous</link>.",
  "forms.getStarted.proposeTimes": "Proposer des plages par courriel",
  "forms.getStarted.mailSubject": "Consultation de 30 minutes",
  "forms.getStarted.mailBody":
    "Plages horaires qui me conviennent pour une consultation de 30 minutes (avec mon fuseau horaire)\u00a0:",
  "forms.getStarted.returnHome": "Retour à l’accueil",

  "forms.job.label": "Candidature",
  "forms.job.generalLabel": "Candidature spontanée",
  "forms.job.applicationFor": "Candidature au poste {jobTitle}",
  "forms.job.position": "Poste",
  "forms.job.generalOption": "Candidature spontanée (aucun poste précis)",
  "forms.job.choosePosition": "Choisir un poste…",
  "forms.job.linkedIn": "Profil LinkedIn",
  "forms.job.experience": "Expérience",
  "forms.job.experienceHint":
    "Années d’expérience pertinente et systèmes ou programmes auxquels vous avez travaillé.",
  "forms.job.resume": "Curriculum vitæ",
  "forms.job.resumeHint": "PDF, DOC ou DOCX, jusqu’à 10 Mo.",
  "forms.job.coverLetter": "Lettre de présentation",
  "forms.job.submit": "Envoyer ma candidature",
  "forms.consent.newsletter":
    "Envoyez-moi l’infolettre\u00a0: nouvelles analyses et études de cas, environ une fois par mois. Je peux me désabonner en tout temps.",
  "forms.consent.keepResume":
    "Conservez mon CV pendant 24 mois afin de pouvoir me proposer d’autres postes.",

  "forms.contactPage.nextEyebrow": "La suite",
  "forms.contactPage.nextTitle": "Après votre message",
  "forms.contactPage.offices": "Nos bureaux",
  "forms.contactPage.bookHeading": "Vous préférez en discuter?",
  "forms.contactPage.bookBody":
    "Choisissez le moment d’une consultation de 30 minutes avec un consultant principal. Vous recevrez aussitôt une invitation d’agenda.",
  "forms.contactPage.bookLink": "Réserver une consultation",
  "forms.contactPage.emailAt": "à {email}",
  "forms.getStartedPage.expectations": "À quoi vous attendre",

  // Field errors of the lead forms' schemas (English in ../en/forms.ts).
  "forms.error.common.singleLine":
    "Veuillez retirer les sauts de ligne et les caractères de contrôle",
  "forms.error.common.mustBeText": "Ce champ doit contenir du texte",
  "forms.error.common.chooseOption":
    "Veuillez choisir l’une des options proposées",
  "forms.error.common.tooLong":
    "Ce champ doit compter au plus {max, number} caractères",
  "forms.error.common.tooShort":
    "Ce champ doit compter au moins {min, number} caractères",
  "forms.error.blueprint.nameMin": "Le nom doit compter au moins 2 caractères",
  "forms.error.blueprint.nameMax": "Le nom doit compter au plus 100 caractères",
  "forms.error.blueprint.email": "Adresse courriel invalide",
  "forms.error.blueprint.companyMin":
    "Le nom de l’organisation doit compter au moins 2 caractères",
  "forms.error.blueprint.companyMax":
    "Le nom de l’organisation doit compter au plus 100 caractères",
  "forms.error.blueprint.phoneMax":
    "Le numéro de téléphone doit compter au plus 40 caractères",
  "forms.error.blueprint.messageMax":
    "Le message doit compter moins de 1\u00a0000 caractères",
  "forms.error.contact.firstName":
    "Le prénom doit compter au moins 2 caractères",
  "forms.error.contact.lastName":
    "Le nom de famille doit compter au moins 2 caractères",
  "forms.error.contact.email": "Veuillez entrer une adresse courriel valide",
  "forms.error.contact.company": "Le nom de l’organisation est obligatoire",
  "forms.error.contact.interest": "Veuillez choisir un domaine d’intérêt",
  "forms.error.contact.messageMin":
    "Le message doit compter au moins 10 caractères",
  "forms.error.contact.messageMax":
    "Le message doit compter au plus 5\u00a0000 caractères",
  "forms.error.booking.slot": "Veuillez choisir une plage horaire",
  "forms.error.booking.name": "Veuillez indiquer votre nom",
  "forms.error.booking.email": "Veuillez entrer une adresse courriel valide",
  "forms.error.booking.organisation": "Veuillez indiquer votre organisation",
  "forms.error.privacy.kind": "Veuillez indiquer l’objet de votre demande",
  "forms.error.privacy.email": "Veuillez entrer une adresse courriel valide",
  "forms.error.privacy.details":
    "Veuillez préciser ce qu’il faut corriger, ou l’objet de votre plainte",
  "forms.error.privacy.code":
    "Veuillez entrer le code à 6\u00a0chiffres reçu par courriel",
  "forms.error.privacy.codeWrong":
    "Ce code n’est pas le bon. Essais restants avant qu’un nouveau code soit nécessaire\u00a0: {triesLeft, number}",
  "forms.error.getStarted.firstName":
    "Le prénom doit compter au moins 2 caractères",
  "forms.error.getStarted.lastName":
    "Le nom de famille doit compter au moins 2 caractères",
  "forms.error.getStarted.email": "Veuillez entrer une adresse courriel valide",
  "forms.error.getStarted.company": "Le nom de l’organisation est obligatoire",
  "forms.error.getStarted.companySize":
    "Veuillez choisir la taille de l’organisation",
  "forms.error.getStarted.primaryInterest":
    "Veuillez choisir votre intérêt principal",
  "forms.error.getStarted.challenges":
    "Veuillez décrire vos défis actuels (au moins 10 caractères)",
  "forms.error.getStarted.challengesMax":
    "Veuillez vous limiter à 5\u00a0000 caractères",
  "forms.error.getStarted.timeline": "Veuillez choisir un échéancier",
  "forms.error.getStarted.budget": "Veuillez choisir une fourchette budgétaire",
  "forms.error.jobApplication.jobTitle": "Veuillez choisir un poste",
  "forms.error.jobApplication.firstName": "Le prénom est obligatoire",
  "forms.error.jobApplication.lastName": "Le nom de famille est obligatoire",
  "forms.error.jobApplication.emailRequired":
    "L’adresse courriel est obligatoire",
  "forms.error.jobApplication.email": "Adresse courriel invalide",
  "forms.error.jobApplication.phoneMax":
    "Le numéro de téléphone doit compter au plus 40 caractères",
  "forms.error.jobApplication.linkedInMax":
    "L’adresse LinkedIn doit compter au plus 300 caractères",
  "forms.error.jobApplication.linkedInHttps":
    "L’adresse LinkedIn doit être une adresse Web commençant par https://",
  "forms.error.jobApplication.experience": "L’expérience est obligatoire",
  "forms.error.jobApplication.experienceMax":
    "Veuillez vous limiter à 5\u00a0000 caractères",
  "forms.error.jobApplication.coverLetter":
    "La lettre de présentation est obligatoire",
  "forms.error.jobApplication.coverLetterMax":
    "Veuillez limiter la lettre de présentation à 10\u00a0000 caractères",
  "forms.error.jobApplication.openPosition":
    "Veuillez choisir l’un des postes offerts",
  "forms.error.resume.required": "Le curriculum vitæ est obligatoire",
  "forms.error.resume.empty":
    "Le fichier du curriculum vitæ est vide. Veuillez choisir le fichier de nouveau.",
  "forms.error.resume.tooLarge":
    "Le curriculum vitæ ne doit pas dépasser 10 Mo",
  "forms.error.resume.wrongType":
    "Le curriculum vitæ doit être un fichier PDF, DOC ou DOCX",
  "forms.error.resume.notWord":
    "Ce fichier est un fichier Office, mais pas un document Word. Veuillez joindre votre curriculum vitæ en format PDF, DOC ou DOCX.",
  "forms.error.resume.unreadable":
    "Ce document est illisible\u00a0: il semble endommagé. Veuillez l’enregistrer de nouveau (en PDF ou en DOCX) et le joindre encore une fois.",
  "forms.error.resume.unpackedTooLarge":
    "Ce document se décompresse en bien plus de données qu’un curriculum vitæ n’en contient. Veuillez l’enregistrer de nouveau (en PDF ou en DOCX) et le joindre encore une fois.",
  "forms.error.resume.macros":
    "Ce document contient des macros. Veuillez l’enregistrer sans macros (en .docx ou en PDF) et le joindre encore une fois.",
  "forms.error.resume.encrypted":
    "Ce document est protégé par un mot de passe. Veuillez retirer le mot de passe (ou l’enregistrer en PDF) et le joindre encore une fois.",

  // The body layer's answers to a lead form's post (English in ../en/forms.ts).
  "forms.refusal.tooLarge":
    "Cet envoi est trop volumineux. Veuillez raccourcir votre texte ou joindre un fichier plus petit.",
  "forms.refusal.unreadable":
    "Nous n’avons pas pu lire cet envoi. Veuillez réessayer.",
  "forms.refusal.noFiles": "Ce formulaire n’accepte pas de pièces jointes.",
  "forms.refusal.oneFile": "Veuillez joindre un seul fichier.",
  "forms.refusal.busy":
    "De nombreuses candidatures sont en cours de téléversement. Vos renseignements sont toujours dans le formulaire\u00a0: veuillez réessayer dans une minute.",
  "forms.refusal.tooManyFromNetwork":
    "Trop d’envois depuis votre réseau. Vos renseignements sont toujours dans le formulaire\u00a0: veuillez réessayer dans {minutes, plural, one {# minute} other {# minutes}} ou nous écrire par courriel.",
} satisfies MessageCatalog;
